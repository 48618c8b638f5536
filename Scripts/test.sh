#!/usr/bin/env bash
# Sets up (apt packages), builds and runs every test. Under CI (CI set to anything truthy) the
# tests never record screenshot goldens, however they are started (FluidTestSupport's
# SnapshotRecording): a missing golden fails.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
# The sources follow .swift-format (Scripts/format.sh fixes what does not).
Scripts/format.sh --check
export SNAPSHOT_ARTIFACTS="${SNAPSHOT_ARTIFACTS:-${TMPDIR:-/tmp}/fluid-snapshot-artifacts}"
# The command-line tests run the built playground binary.
swift build --build-tests
swift test --skip-build "$@"
# Users' packages (Docs/YourOwnScene.md, and the WWDC18 talk's interactions): each must build
# against the public products and its tests pass, so that a change breaking users' code breaks
# this script.
for example in Examples/MyFirstInteraction Examples/FluidInterfaces; do
    swift build --package-path "$example" --build-tests
    swift test --package-path "$example" --skip-build
done
# The public products' documentation (Docs/YourOwnScene.md among it) builds without a DocC warning.
Scripts/make-docs.sh
# The parser's libFuzzer harness is built and run briefly, so that it cannot stop compiling unseen.
Scripts/fuzz-gesture-parser.sh 20000 >/dev/null 2>&1 || { echo "the gesture parser's fuzzer failed: run Scripts/fuzz-gesture-parser.sh 20000" >&2; exit 1; }
