#!/usr/bin/env bash
# Fuzzes the gesture file parser with libFuzzer (Docs/GestureFiles.md §4): builds the GestureFiles
# library's sources (Foundation only) with Fuzz/GestureFileFuzzer.swift under -sanitize=fuzzer,address, seeds
# the corpus with Examples/Gestures, and runs RUNS inputs (default 1,000,000). A crash leaves
# its input as .build/fuzz/crash-* and a non-zero exit status.
#   Scripts/fuzz-gesture-parser.sh [RUNS] [extra libFuzzer flags]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-1000000}"
shift || true
out="$root/.build/fuzz"
mkdir -p "$out/corpus"
# The whole GestureFiles target, compiled into the fuzzer's module (its declarations are `package`).
swiftc -O -parse-as-library -sanitize=fuzzer,address -module-name GestureFileFuzz -package-name Fluid \
    -o "$out/gesture-file-fuzzer" "$root/Fuzz/GestureFileFuzzer.swift" "$root"/Sources/GestureFiles/*.swift
cp "$root"/Examples/Gestures/*.gesture "$out/corpus/"
# Swift's backtracer reads memory ASan calls out of bounds: leave a finding's report to ASan.
SWIFT_BACKTRACE=enable=no "$out/gesture-file-fuzzer" -runs="$runs" -max_len=8192 -artifact_prefix="$out/" -timeout=10 -print_final_stats=1 "$@" "$out/corpus"
