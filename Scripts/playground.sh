#!/usr/bin/env bash
# Sets up (apt packages), builds and opens the Fluid playground window. Arguments go to the
# playground, e.g. `Scripts/playground.sh --scene 0 --scale 1`, or `Scripts/playground.sh render --out g.png`.
# Runs in the caller's folder, so relative paths (`--out g.png`, the `P` key's screenshots) land there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/Scripts/install-dependencies.sh"
swift build --package-path "$root" -c release --product playground >&2
exec "$root/.build/release/playground" "$@"
