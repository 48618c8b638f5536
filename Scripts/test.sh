#!/usr/bin/env bash
# Sets up (apt packages), builds and runs every test. Under CI (CI set to anything truthy) the
# tests never record screenshot goldens, however they are started (FluidTestSupport's
# SnapshotRecording): a missing golden fails.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
export SNAPSHOT_ARTIFACTS="${SNAPSHOT_ARTIFACTS:-${TMPDIR:-/tmp}/fluid-snapshot-artifacts}"
# The command-line tests run the built playground binary.
swift build --build-tests
swift test --skip-build "$@"
