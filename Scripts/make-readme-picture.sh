#!/usr/bin/env bash
# Redraws Docs/gallery.png, the README's picture: scene 0 at 2x, 0.6 s into its animation strip.
# A test (ReadmePictureTests) fails when the picture and the renderer disagree.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift build --package-path "$root" -c release --product playground >&2
"$root/.build/release/playground" render --scene 0 --scale 2 --time 0.6 --out "$root/Docs/gallery.png"
