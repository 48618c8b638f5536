#!/usr/bin/env bash
# Formats the Swift sources with the project's configuration (.swift-format: 4-space indents,
# 120 columns), or with --check reports what does not follow it and fails (CI runs that,
# from Scripts/test.sh). The seed articles' ports (Sources/SeedArticles) are left as the
# articles wrote them: SeedLineCountTests counts their lines against the articles'.
#
# The configuration is swift-format's default with the house's indent and width, a long
# function signature wrapped before its result type is split (prioritizeKeepingFunctionOutput-
# Together), and five lint rules off because the code follows another convention on purpose:
# related variables declared on one line (`var good = -1, bad = count`; OneVariableDeclaration-
# PerLine), `case let .curve(a, b)` (UseLetInEveryBoundCaseVariable), an assignment returned from
# a guard's else (`return rootNeedsRender = true`; NoAssignmentInExpressions), `forEach` over a
# one-line body (ReplaceForEachWithForLoop), and UIKit's `animate(withDuration:animations:) {
# completion }` call shape (OnlyOneTrailingClosureArgument).
#
#   Scripts/format.sh            rewrite the files in place
#   Scripts/format.sh --check    list the findings; exit status 1 if there are any
set -euo pipefail
cd "$(dirname "$0")/.."
mode=format
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "format.sh: unknown option $1 (use --check, or nothing to format in place)" >&2; exit 64 ;;
esac
if ! swift format --version >/dev/null 2>&1; then
    # Swift 6 toolchains ship swift-format; an older one cannot check, and says so.
    echo "format.sh: this Swift toolchain has no 'swift format' (Swift 6 ships it): formatting not checked" >&2
    [ "$mode" = check ] && exit 0 || exit 1
fi
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Tests Examples Package.swift -name '*.swift' -not -path 'Sources/SeedArticles/*' \
        -not -path '*/.build/*' -not -path '*/__Snapshots__/*' -print0 | sort -z)
if [ "$mode" = check ]; then
    if ! swift format lint --strict --configuration .swift-format "${files[@]}"; then
        echo "format.sh: the files above do not follow .swift-format; run Scripts/format.sh to fix them" >&2
        exit 1
    fi
else
    swift format format --in-place --configuration .swift-format "${files[@]}"
fi
