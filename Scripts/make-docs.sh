#!/usr/bin/env bash
# Builds the DocC documentation of Fluid's public products (FluidPlayground, FluidTesting,
# FluidUIKit) into OUT (default .build/docs/<Module>.doccarchive), with the toolchain's `docc`
# and SwiftPM's symbol graphs: no plugin. Each landing page is Docs/DocC/<Module>.md; the
# FluidPlayground archive carries Docs/YourOwnScene.md as an article. Fails on any DocC warning.
#   Scripts/make-docs.sh [OUT]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.build/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift package --package-path "$root" dump-symbol-graph --minimum-access-level public >"$work/symbol-graph.log" 2>&1 \
    || { cat "$work/symbol-graph.log" >&2; exit 1; }
graphs="$(sed -n 's/^Files written to //p' "$work/symbol-graph.log")"
mkdir -p "$out"
for module in FluidPlayground FluidTesting FluidUIKit; do
    catalog="$work/$module.docc"
    mkdir -p "$catalog" "$work/graphs-$module"
    cp "$root/Docs/DocC/$module.md" "$catalog/$module.md"
    [ "$module" = FluidPlayground ] && cp "$root/Docs/YourOwnScene.md" "$catalog/YourOwnScene.md"
    cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$work/graphs-$module/" 2>/dev/null || true
    docc convert "$catalog" --additional-symbol-graph-dir "$work/graphs-$module" \
        --output-path "$out/$module.doccarchive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.fluid.$module" --warnings-as-errors >"$work/$module.log" 2>&1 \
        || { grep -E "warning|error" -A3 "$work/$module.log" >&2; echo "error: DocC found problems in $module's documentation (above)" >&2; exit 1; }
    echo "wrote $out/$module.doccarchive"
done
