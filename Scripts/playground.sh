#!/usr/bin/env bash
# Sets up (apt packages), builds and opens the Fluid playground window. Arguments go to the
# playground, e.g. `Scripts/playground.sh --scene 0 --scale 1`, or `Scripts/playground.sh render --out g.png`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift build -c release --product playground
exec .build/release/playground "$@"
