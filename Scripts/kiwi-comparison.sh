#!/usr/bin/env bash
# Compares Fluid's solver with kiwi's C++ core on layout-bench's scenarios (Docs/Constraints.md §2).
# A measurement tool, not a test: CI does not run it.
#
#   Scripts/kiwi-comparison.sh                  # wall times of both programs (median of 5 runs)
#   Scripts/kiwi-comparison.sh --instructions   # and instructions of the timed work, under callgrind
#
# Downloads the kiwisolver 1.5.1 sdist from PyPI (checked against PyPI's sha256; fetched by URL,
# since `pip download --no-binary :all:` would build the package's metadata first), takes its
# header-only C++ core (kiwi/*.h) into .build/kiwi-comparison/ (never committed), builds
# Benchmarks/Kiwi/kiwi_bench.cpp with it (g++ or clang++ -O2) and layout-bench (swift build -c
# release), and runs both. Needs curl (or wget), tar, sha256sum, a C++17 compiler, swift, and for
# --instructions valgrind (apt-get install g++ valgrind on Debian 12).
#
# --instructions: each program runs once more under `valgrind --tool=callgrind` per marker
# function. The timed work of each scenario is in a never-inlined function with a plain symbol
# name — kiwi_bench_chain / kiwi_bench_drags in the C++ program, layout_bench_chain /
# layout_bench_drags in layout-bench (@_silgen_name, since Swift's own symbol names are mangled) —
# and callgrind counts only inside it (--toggle-collect) and writes one profile part each time it
# returns (--dump-after). layout-bench calls each marker 6 times per scenario (a warm-up and 5
# runs), in the order (a), (b), (b′): the parts are assigned in that order and the median part is
# reported. (b) and (b′) are 1,000 drag steps each, so instructions per drag step = part / 1000.
set -euo pipefail

kiwi_version=1.5.1
kiwi_url="https://files.pythonhosted.org/packages/ba/07/bd78e6a8fae171ea041ef5bba3ed21a003522fa088834b069b1909981f30/kiwisolver-${kiwi_version}.tar.gz"
# PyPI's published digest of kiwisolver-1.5.1.tar.gz (https://pypi.org/simple/kiwisolver/).
kiwi_sha256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a

instructions=0
for argument in "$@"; do
    case "$argument" in
        --instructions) instructions=1 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "kiwi-comparison: unknown argument '$argument' (try --help)" >&2; exit 2 ;;
    esac
done

fail() { echo "kiwi-comparison: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null || fail "$1 not found: $2"; }

cd "$(dirname "$0")/.."
root=$(pwd)
work="$root/.build/kiwi-comparison"

need tar "install tar"
need sha256sum "install coreutils"
need swift "install Swift 6 (https://www.swift.org/install/linux/)"
if command -v curl >/dev/null; then fetch() { curl -fsL --retry 2 -o "$2" "$1"; }
elif command -v wget >/dev/null; then fetch() { wget -q -O "$2" "$1"; }
else fail "neither curl nor wget found: apt-get install curl"; fi
compiler=""
for candidate in g++ clang++; do
    if command -v "$candidate" >/dev/null; then compiler=$candidate; break; fi
done
[ -n "$compiler" ] || fail "no C++ compiler (g++ or clang++) found: apt-get install g++"
if ((instructions)); then
    need valgrind "apt-get install valgrind (needed for --instructions)"
fi

# 1. kiwi's headers, downloaded once and checked.
mkdir -p "$work"
archive="$work/kiwisolver-${kiwi_version}.tar.gz"
headers="$work/kiwisolver-${kiwi_version}"
if [ ! -f "$headers/kiwi/kiwi.h" ]; then
    if [ ! -f "$archive" ] || ! echo "$kiwi_sha256  $archive" | sha256sum -c --quiet - >/dev/null 2>&1; then
        echo "Downloading kiwisolver ${kiwi_version} from PyPI"
        fetch "$kiwi_url" "$archive.part" || { rm -f "$archive.part"; fail "could not download $kiwi_url"; }
        mv "$archive.part" "$archive"
    fi
    actual=$(sha256sum "$archive" | cut -d' ' -f1)
    if [ "$actual" != "$kiwi_sha256" ]; then
        rm -f "$archive"
        fail "kiwisolver-${kiwi_version}.tar.gz has sha256 $actual, PyPI publishes $kiwi_sha256"
    fi
    rm -rf "$headers"
    tar -xzf "$archive" -C "$work" "kiwisolver-${kiwi_version}/kiwi" "kiwisolver-${kiwi_version}/LICENSE" ||
        fail "could not extract kiwi/ from $archive"
fi

# 2. Both programs.
echo "Building kiwi-bench ($compiler -O2) and layout-bench (swift build -c release)"
"$compiler" -std=c++17 -O2 -DNDEBUG -I "$headers" -o "$work/kiwi-bench" Benchmarks/Kiwi/kiwi_bench.cpp ||
    fail "$compiler could not build Benchmarks/Kiwi/kiwi_bench.cpp"
swift build -c release --product layout-bench >"$work/swift-build.log" 2>&1 ||
    { tail -20 "$work/swift-build.log" >&2; fail "swift build -c release --product layout-bench failed"; }
fluid="$(swift build -c release --show-bin-path)/layout-bench"
kiwi="$work/kiwi-bench"

# 3. Wall time, median of 5 runs each (the programs say so).
echo
echo "Wall time ($(nproc) cores; compare figures from the same run only):"
"$kiwi" | grep -v '^#' || fail "kiwi-bench failed"
"$fluid" | grep -v '^#' || fail "layout-bench failed"

((instructions)) || exit 0

# 4. Instructions of the timed work, under callgrind.
profiles="$work/callgrind"
rm -rf "$profiles"
mkdir -p "$profiles"

# count PROGRAM MARKER: runs PROGRAM under callgrind, counting inside MARKER only, and prints the
# instruction count of each call of MARKER, one a line, in call order.
count() {
    local program=$1 marker=$2 name
    name=$(basename "$program")-$marker
    valgrind --tool=callgrind --toggle-collect="$marker" --dump-after="$marker" \
        --callgrind-out-file="$profiles/$name.%p" "$program" >"$profiles/$name.log" 2>&1 ||
        { tail -5 "$profiles/$name.log" >&2; fail "valgrind --tool=callgrind failed on $program"; }
    local part
    # Parts are NAME.PID.N: in call order by N, the last dot-separated field.
    for part in $(ls "$profiles/$name".*.* 2>/dev/null | grep -E '\.[0-9]+\.[0-9]+$' |
        awk -F. '{ print $NF, $0 }' | sort -n | cut -d' ' -f2-); do
        grep -q "^desc: Trigger: --dump-after=$marker" "$part" || continue
        sed -n 's/^summary: //p' "$part"
    done
}

# median LIST...: the median of the numbers given.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo
echo "Instructions under callgrind (counted inside the markers only; stable from run to run):"
declare -A counted
for side in kiwi fluid; do
    program=${!side}
    prefix=$([ "$side" = kiwi ] && echo kiwi_bench || echo layout_bench)
    mapfile -t chain < <(count "$program" "${prefix}_chain")
    mapfile -t drags < <(count "$program" "${prefix}_drags")
    ((${#chain[@]} == 6 && ${#drags[@]} == 12)) ||
        fail "expected 6 calls of ${prefix}_chain and 12 of ${prefix}_drags under callgrind, got ${#chain[@]} and ${#drags[@]} ($profiles)"
    counted[$side,a]=$(median "${chain[@]}")
    counted[$side,b]=$(median "${drags[@]:0:6}")
    counted[$side,b2]=$(median "${drags[@]:6:6}")
done

# The scenario comes last: its name may hold a multi-byte ′, which printf's widths would miscount.
printf '%14s %14s %10s  %s\n' "kiwi" "Fluid" "Fluid/kiwi" "scenario"
row() {
    local label=$1 key=$2 per=$3
    awk -v label="$label" -v k="${counted[kiwi,$key]}" -v f="${counted[fluid,$key]}" -v per="$per" \
        'BEGIN { printf "%14.0f %14.0f %10.2f  %s\n", k / per, f / per, f / k, label }'
}
row "(a) chain of 1,000, per run" a 1
row "(b) fan-out drag, per drag step" b 1000
row "(b′) chained drag, per drag step" b2 1000
echo "(profiles in $profiles; callgrind_annotate <file> shows where the instructions go)"
