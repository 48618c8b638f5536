#!/usr/bin/env bash
# make-fonts.sh — rebuild the bundled UI fonts in Resources/Assets/Fonts/ from Debian's
# Noto Sans CJK packages.
#
# Output (next to this script):
#   NotoSansCJKkr-Regular-subset.otf
#   NotoSansCJKkr-Medium-subset.otf
#   NotoSansCJKkr-Bold-subset.otf
#   OFL.txt   (licence text, taken from the Debian package's copyright file)
#
# Each output is a single-face CFF OpenType font (no .ttc) that SDL2_ttf
# (FreeType) opens with TTF_OpenFont. The Korean face ("Noto Sans CJK KR") is
# extracted from the Debian .ttc collections and subset with fontTools'
# subsetter (pyftsubset) to:
#   Basic Latin, Latin-1 Supplement, Latin Extended-A and General Punctuation
#   (each as far as the source font has them: only 30 of the 128 Latin
#   Extended-A letters are in Noto Sans CJK), a handful of symbols
#   (₩ € ™ − ← → ↑ ↓ ↔ ↕ ✓ ★ ☆ ♡ ♥ ■ □ ▲ △ ▼ ▽ ◆ ◇ ○ ● ⋯),
#   CJK Symbols and Punctuation, Hangul Compatibility Jamo, and all 11,172
#   precomposed Hangul syllables (U+AC00–U+D7A3, a superset of the 2,350 of
#   KS X 1001).
# Noto Sans CJK has no glyph for U+2715 MULTIPLICATION X (✕); the script maps
# U+2715 to the font's own U+00D7 (×) glyph so "✕" renders as a cross.
# Hinting and the subsetter's default layout features (incl. 'kern', 'liga',
# 'ccmp', 'locl', Hangul jamo features) are kept; all name records are kept
# (copyright, licence, trademark); .notdef keeps its outline so unsupported
# characters show as a box instead of vanishing.
#
# Sources (Debian 12 "bookworm"):
#   fonts-noto-cjk        -> /usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc
#   fonts-noto-cjk-extra  -> /usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc
# Tools: python3 + fontTools (pip "fonttools", or Debian "python3-fonttools").
#
# Usage: bash Sources/FluidPlayground/Resources/Assets/Fonts/make-fonts.sh        (needs root, or sudo, only if
#                                                 packages must be installed)
set -euo pipefail

OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NOTO_DIR=/usr/share/fonts/opentype/noto
COPYRIGHT=/usr/share/doc/fonts-noto-cjk/copyright
WEIGHTS=(Regular Medium Bold)

say() { printf '[make-fonts] %s\n' "$*"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else say "need root to run: $*"; exit 1
    fi
}

apt_updated=0
apt_install() {
    if [ "$apt_updated" -eq 0 ]; then
        say "apt-get update"
        as_root apt-get update -qq
        apt_updated=1
    fi
    say "apt-get install -y $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# --- 1. source fonts ---------------------------------------------------------
need_pkgs=()
for w in Regular Bold; do
    [ -f "$NOTO_DIR/NotoSansCJK-$w.ttc" ] || { need_pkgs+=(fonts-noto-cjk); break; }
done
[ -f "$NOTO_DIR/NotoSansCJK-Medium.ttc" ] || need_pkgs+=(fonts-noto-cjk-extra)
if [ "${#need_pkgs[@]}" -gt 0 ]; then
    apt_install "${need_pkgs[@]}"
else
    say "source fonts present (fonts-noto-cjk, fonts-noto-cjk-extra)"
fi
for p in fonts-noto-cjk fonts-noto-cjk-extra; do
    say "  $p $(dpkg-query -W -f='${Version}' "$p" 2>/dev/null || echo '?')"
done

# --- 2. fontTools ------------------------------------------------------------
command -v python3 >/dev/null 2>&1 || apt_install python3
if ! python3 -c 'import fontTools' >/dev/null 2>&1; then
    say "installing fontTools: python3 -m pip install fonttools"
    if ! python3 -m pip install -q fonttools; then
        say "pip failed (externally managed Python?); using Debian's python3-fonttools"
        apt_install python3-fonttools
    fi
fi
say "fontTools $(python3 -c 'import fontTools; print(fontTools.version)')"

# --- 3. extract, subset, patch, verify ---------------------------------------
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Unicode ranges kept in the subset.
UNICODES="U+0020-007E,U+00A0-00FF,U+0100-017F,U+2000-206F"
UNICODES+=",U+20A9,U+20AC,U+2122,U+2212,U+2190-2195,U+2713,U+2605-2606,U+2661,U+2665"
UNICODES+=",U+25A0-25A1,U+25B2-25B3,U+25BC-25BD,U+25C6-25C7,U+25CB,U+25CF,U+22EF"
UNICODES+=",U+3000-303F,U+3131-318E,U+AC00-D7A3"

for w in "${WEIGHTS[@]}"; do
    src="$NOTO_DIR/NotoSansCJK-$w.ttc"
    face="$WORK/NotoSansCJKkr-$w.otf"
    out="$OUT_DIR/NotoSansCJKkr-$w-subset.otf"

    say "extracting NotoSansCJKkr-$w from $src"
    python3 - "$src" "NotoSansCJKkr-$w" "$face" <<'PY'
import sys
from fontTools.ttLib import TTCollection
src, psname, dst = sys.argv[1:]
coll = TTCollection(src)
for i, font in enumerate(coll.fonts):
    if font["name"].getDebugName(6) == psname:
        font.recalcTimestamp = False  # keep upstream head.modified: reproducible output
        font.save(dst)
        print(f"[make-fonts]   face #{i} of {len(coll.fonts)} -> {psname}")
        break
else:
    sys.exit(f"{psname} not found in {src}")
PY

    say "subsetting -> $(basename "$out")"
    python3 -m fontTools.subset "$face" \
        --unicodes="$UNICODES" \
        --layout-features+=kern,liga \
        --name-IDs='*' --name-languages='*' --name-legacy \
        --notdef-outline \
        --output-file="$out"

    # U+2715 (✕) is not in Noto Sans CJK: map it to the × (U+00D7) glyph.
    python3 - "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
path = sys.argv[1]
font = TTFont(path, recalcTimestamp=False)
cmap = font.getBestCmap()
if 0x2715 not in cmap:
    gname = cmap[0x00D7]
    for table in font["cmap"].tables:
        if table.isUnicode() and table.format in (4, 12):
            table.cmap[0x2715] = gname
    font.save(path)
    print(f"[make-fonts]   mapped U+2715 ✕ -> glyph {gname} (×)")
PY
done

# --- 4. licence --------------------------------------------------------------
say "writing OFL.txt from $COPYRIGHT"
python3 - "$COPYRIGHT" "$OUT_DIR/NotoSansCJKkr-Regular-subset.otf" "$OUT_DIR/OFL.txt" <<'PY'
import sys
from fontTools.ttLib import TTFont
copyright_file, font_path, out = sys.argv[1:]
# Pull the "License: SIL-1.1" stanza out of the Debian copyright file
# (DEP-5 format: continuation lines start with a space, "." is a blank line).
lines = open(copyright_file, encoding="utf-8").read().splitlines()
# "License: SIL-1.1" also appears in the "Files: *" stanza; the licence text
# is the stand-alone stanza whose next line is indented.
start = next(i + 1 for i, l in enumerate(lines)
             if l == "License: SIL-1.1" and i + 1 < len(lines) and lines[i + 1].startswith(" "))
body = []
for line in lines[start:]:
    if not line.startswith(" "):
        break
    body.append("" if line.strip() == "." else line[1:])
name = TTFont(font_path)["name"]
notice = name.getDebugName(0)
trademark = name.getDebugName(7)
header = [
    "Noto Sans CJK KR (subset) — NotoSansCJKkr-{Regular,Medium,Bold}-subset.otf",
    "",
    notice,
    trademark.rstrip(".") + ".",
    "Upstream: https://github.com/googlefonts/noto-cjk (via Debian packages",
    "fonts-noto-cjk / fonts-noto-cjk-extra, whose copyright file states:",
    "Files: *  Copyright: 2010-2012, Google Corporation  License: SIL-1.1).",
    "",
    "These files are Modified Versions (subsets) of the Original Version made",
    "by make-fonts.sh in this folder. They are distributed under the SIL Open",
    "Font License 1.1, reproduced below from the Debian copyright file.",
    "-" * 72,
    "",
]
if not any("SIL OPEN FONT LICENSE Version 1.1" in l for l in body):
    sys.exit("could not find the OFL text in " + copyright_file)
with open(out, "w", encoding="utf-8") as f:
    f.write("\n".join(header + body).rstrip() + "\n")
PY

# --- 5. verify ---------------------------------------------------------------
say "verifying"
python3 - "$OUT_DIR" "${WEIGHTS[@]}" <<'PY'
import os, sys
from fontTools.ttLib import TTFont
out_dir, *weights = sys.argv[1:]
required = "Ag번째뷰•·…–—←→↑↓✓✕♥★%°0123456789"
ks = [bytes([hi, lo]).decode("euc_kr") for hi in range(0xB0, 0xC9) for lo in range(0xA1, 0xFF)]
ok = True
for w in weights:
    path = os.path.join(out_dir, f"NotoSansCJKkr-{w}-subset.otf")
    font = TTFont(path)
    cmap = font.getBestCmap()
    missing = [c for c in required if ord(c) not in cmap]
    ks_missing = [c for c in ks if ord(c) not in cmap]
    syll = sum(1 for cp in range(0xAC00, 0xD7A4) if cp in cmap)
    feats = sorted({fr.FeatureTag for fr in font["GSUB"].table.FeatureList.FeatureRecord} |
                   {fr.FeatureTag for fr in font["GPOS"].table.FeatureList.FeatureRecord})
    size = os.path.getsize(path)
    print(f"[make-fonts]   {os.path.basename(path)}: {size:,} bytes, "
          f"{len(font.getGlyphOrder())} glyphs, {len(cmap)} code points, "
          f"{syll} Hangul syllables, KS X 1001 missing={len(ks_missing)}, "
          f"family='{font['name'].getDebugName(1)}', features={','.join(feats)}")
    if missing or ks_missing or "kern" not in feats or "liga" not in feats:
        ok = False
        print(f"[make-fonts]   MISSING: {''.join(missing)} / KS X 1001: {len(ks_missing)}")
    else:
        print(f"[make-fonts]   ok: glyphs for {required}")
sys.exit(0 if ok else 1)
PY
say "done"
