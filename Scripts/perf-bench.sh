#!/usr/bin/env bash
# Runs the bench workloads behind the README's "Performance" table (headless: the offscreen
# video driver and the software renderer Gliss picks there) and prints the table as Markdown.
# Use a release build on an otherwise idle machine: the figures are wall-clock times.
#
# usage: Scripts/perf-bench.sh [GLISS_DEMOS] [OUTDIR]   (default: .build/release/gliss-demos .build/perf)
set -eu
bin=${1:-.build/release/gliss-demos}
out=${2:-.build/perf}
[ -x "$bin" ] || { echo "perf-bench: $bin is not built (swift build -c release)" >&2; exit 2; }
mkdir -p "$out"
runs=(
  "grid --items 10000 --no-render"
  "grid --items 1000000 --no-render"
  "list --items 10000 --no-render"
  "list --items 1000000 --no-render"
  "grid --items 10000"
  "grid --items 1000000"
  "list --items 1000000"
  "photos" "months" "cards" "devices" "carousel"
)
i=0
for r in "${runs[@]}"; do
  i=$((i+1))
  # shellcheck disable=SC2086
  "$bin" bench $r --json "$out/$i.json" >/dev/null
  echo "$r" > "$out/$i.cmd"
done
python3 - "$out" "$i" <<'PY'
import json, sys
out, n = sys.argv[1], int(sys.argv[2])
def f(s): return "—" if s is None else f"{s['median']:.0f} / {s['p99']:.0f} / {s['max']:.0f}"
print("| command (`gliss-demos bench …`) | ui µs median / p99 / max | render µs | frame µs | peak RSS | draw cmds | renderer |")
print("|---|---|---|---|---|---|---|")
for k in range(1, n + 1):
    j = json.load(open(f"{out}/{k}.json"))
    cmd = open(f"{out}/{k}.cmd").read().strip()
    print(f"| `{cmd}` | {f(j['ui_us'])} | {f(j['render_us'])} | {f(j['frame_us'])} | {j['rss_mb']:.0f} MB "
          f"| {j['draw_commands']:.0f} | {j['video_driver']}/{j['renderer']} |")
PY
