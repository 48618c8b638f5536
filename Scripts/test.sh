#!/usr/bin/env bash
# Sets up (apt packages), builds and runs every test. In CI (CI=true) screenshot goldens are
# never recorded: a missing golden fails.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
if [ "${CI:-}" = "true" ]; then
    export SNAPSHOT_TESTING_RECORD=never
fi
export SNAPSHOT_ARTIFACTS="${SNAPSHOT_ARTIFACTS:-${TMPDIR:-/tmp}/fluid-snapshot-artifacts}"
# The command-line tests run the built playground binary.
swift build --build-tests
swift test --skip-build "$@"
