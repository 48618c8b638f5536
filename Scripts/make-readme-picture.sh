#!/usr/bin/env bash
# Redraws Docs/gallery.png, the README's picture: scene 0 at 2x, 0.6 s into its animation strip.
# A test (ReadmePictureTests) fails when the picture and the renderer disagree. Drawn by the debug
# build, the configuration `swift test` checks it with (an optimised build's SIMD paths may round a
# few pixels differently), and replaced only when its bytes change, so running this on a current
# picture leaves the work tree clean.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
picture="$root/Docs/gallery.png"
swift build --package-path "$root" --product playground >&2
bin="$(swift build --package-path "$root" --show-bin-path)"
staged="$(mktemp "$root/Docs/.gallery.XXXXXX.png")"
trap 'rm -f "$staged"' EXIT
"$bin/playground" render --scene 0 --scale 2 --time 0.6 --out "$staged" >&2
if cmp -s "$staged" "$picture"; then
    echo "Docs/gallery.png is current"
else
    mv "$staged" "$picture"
    echo "Docs/gallery.png redrawn: look at it before you commit it"
fi
