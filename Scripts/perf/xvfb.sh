#!/usr/bin/env bash
# Real-window performance under Xvfb (docs/Performance.md's figures that need a display):
#   idle     an open window with nothing happening: CPU over 10 s (target < 1% of one core)
#   startup  process start -> first presented frame, median of 5 launches (target < 300 ms)
#   hud      10 s of scripted interaction per demo in real time with vsync (Scripts/perf/scripts/DEMO.txt);
#            the `hud:` line the app prints at exit (target: interval p99 < 18 ms)
# Use a release build. Stops everything it started.
#
# usage: Scripts/perf/xvfb.sh [GLISS_DEMOS] [idle|startup|hud|all]   (default: .build/release/gliss-demos all)
set -u
bin=${1:-.build/release/gliss-demos}
what=${2:-all}
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
for tool in Xvfb xdotool python3; do
  command -v "$tool" >/dev/null || { echo "perf-xvfb: '$tool' is missing (apt-get install xvfb xdotool python3)" >&2; exit 2; }
done
[ -x "$bin" ] || { echo "perf-xvfb: $bin is not built (swift build -c release)" >&2; exit 2; }

. "$here/../lib/xvfb.sh"   # Xvfb on a free display; stopped on exit
failed=0

# CPU ticks (user + system) of a process.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

if [ "$what" = idle ] || [ "$what" = all ]; then
  hz=$(getconf CLK_TCK)
  for target in gallery photos; do
    arg=""; [ "$target" = gallery ] || arg=$target
    "$bin" $arg >/dev/null 2>&1 & app=$!
    sleep 3                      # first frames, fonts, images
    t0=$(ticks "$app"); sleep 10; t1=$(ticks "$app")
    kill "$app"; wait "$app" 2>/dev/null; app=""
    pct=$(python3 -c "print(f'{($t1 - $t0) / $hz / 10 * 100:.2f}')")
    echo "idle $target: $((t1 - t0)) CPU ticks in 10 s = $pct% of one core"
    python3 -c "import sys; sys.exit(0 if $pct < 1 else 1)" || failed=1
  done
fi

if [ "$what" = startup ] || [ "$what" = all ]; then
  for target in gallery photos; do
    arg=""; [ "$target" = gallery ] || arg=$target
    runs=()
    for _ in 1 2 3 4 5; do
      t0=$(date +%s%N)
      line=$("$bin" $arg --startup-report --frames 1 2>&1 >/dev/null | grep '^startup:')
      wall=$(echo "$line" | sed -E 's/.*wall clock ([0-9]+) ns.*/\1/')
      runs+=("$(( (wall - t0) / 1000 ))")
    done
    echo "startup $target (exec -> first frame presented and read back), µs per run: ${runs[*]}"
    echo "  last report: $line"
    med=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p)
    echo "  median: $((med / 1000)) ms"
    [ "$med" -lt 300000 ] || failed=1
  done
fi

if [ "$what" = hud ] || [ "$what" = all ]; then
  for demo in photos months cards devices carousel; do
    line=$("$bin" "$demo" --hud --script "Scripts/perf/scripts/$demo.txt" 2>&1 >/dev/null | grep '^hud:')
    echo "$demo $line"
    p99=$(echo "$line" | sed -E 's/.*interval median [0-9.]+ ms, p99 ([0-9.]+) ms.*/\1/')
    python3 -c "import sys; sys.exit(0 if float('$p99') < 18 else 1)" || failed=1
  done
fi
exit $failed
