#!/bin/bash
# The CPU a real window spends while the top card of the card stack is dragged: the figures of
# Docs/PerformanceLog.md, "A window's CPU, by renderer". Needs an X display (e.g. `Xvfb :57 &` and DISPLAY=:57) and
# xdotool; build first (`swift build -c release --product playground`).
#
#   Scripts/window-drag-cpu.sh [--passes N] [--renderer auto|software|opengl] [--inspector] [--binary PATH] [-- run options]
#
# Starts `playground run --scene 3`, waits for it to settle, drags the top card back and forth
# N times (163 xdotool moves a pass, 8 ms apart, about 3 s), and prints the process's user +
# system time over the drags only (/proc/PID/stat), with the wall time, the frames presented in
# the whole run (`run --stats`; all but a few are the drags') and the process's peak resident memory. --inspector presses I first, so the panel is open. Run it several times,
# alternating builds or renderers, and compare medians: a shared machine varies ±15 % per run.
set -euo pipefail
passes=4 renderer=auto binary=.build/release/playground inspector=0
while [ $# -gt 0 ]; do
    case "$1" in
        --passes) passes=$2; shift 2 ;;
        --renderer) renderer=$2; shift 2 ;;
        --binary) binary=$2; shift 2 ;;
        --inspector) inspector=1; shift ;;
        --) shift; break ;;
        *) echo "window-drag-cpu.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
done
[ -n "${DISPLAY:-}" ] || { echo "window-drag-cpu.sh: DISPLAY is not set: start an X server (Xvfb :57 &) and export DISPLAY=:57" >&2; exit 2; }
command -v xdotool >/dev/null || { echo "window-drag-cpu.sh: xdotool is missing (apt-get install xdotool)" >&2; exit 2; }
[ -x "$binary" ] || { echo "window-drag-cpu.sh: no playground at $binary: build it first" >&2; exit 2; }

log=$(mktemp)
"$binary" run --scene 3 --renderer "$renderer" --stats "$@" >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$log"' EXIT
window=""
for _ in $(seq 100); do
    window=$(xdotool search --pid $pid --name "Card stack" 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    kill -0 $pid 2>/dev/null || { echo "window-drag-cpu.sh: the playground exited: $(cat "$log")" >&2; exit 1; }
    sleep 0.1
done
[ -n "$window" ] || { echo "window-drag-cpu.sh: no card stack window appeared within 10 s" >&2; exit 1; }
if [ $inspector = 1 ]; then xdotool key --window "$window" i; fi
sleep 2.5 # pictures decoded and scenes staged while idle
eval "$(xdotool getwindowgeometry --shell "$window")"
# The phone is the window's left part when the panel is open (its width is 390 of 750).
phone=$WIDTH; [ $inspector = 1 ] && phone=$((WIDTH * 390 / 750))
cx=$((X + phone / 2)) cy=$((Y + HEIGHT * 43 / 100))
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
start=$(ticks) t0=$(date +%s.%N)
for _ in $(seq "$passes"); do
    xdotool mousemove $cx $cy mousedown 1
    for dx in $(seq 0 3 120) $(seq 120 -3 -120) $(seq -120 3 0); do
        xdotool mousemove $((cx + dx)) $((cy + dx / 4)); sleep 0.008
    done
    sleep 0.1; xdotool mouseup 1; sleep 0.3
done
stop=$(ticks) t1=$(date +%s.%N)
hz=$(getconf CLK_TCK)
peak=$(awk '/VmHWM/ {print $2 / 1024}' /proc/$pid/status)
title=$(xdotool getwindowname "$window")
# SIGTERM quits through SDL, so the run's `--stats` line (the frames presented) is written.
kill -TERM $pid; wait $pid || true
presents=$(grep -o 'frames presented [0-9]*' "$log" | awk '{print $3}')
cpu=$(echo "($stop - $start) / $hz" | bc -l)
printf "%s%s: cpu %.2f s over %.1f s of dragging, %s presents in the run (%.2f ms of CPU a present), peak RSS %.0f MB (%s)\n" \
    "$renderer" "$([ $inspector = 1 ] && echo ' + inspector')" "$cpu" "$(echo "$t1 - $t0" | bc -l)" "${presents:-?}" \
    "$(echo "1000 * $cpu / ${presents:-0}" | bc -l 2>/dev/null || echo 0)" "$peak" "$title"
