#!/usr/bin/env bash
# Runs the bench workloads behind docs/Performance.md's tables (headless: the offscreen
# video driver and the software renderer Gliss picks there) and prints them as Markdown:
#  1. every workload at 1280x800, at 1280x800 points with GLISS_SDL_SCALE=2 (HiDPI) and at
#     3840x2160, with frame times over the rendering floor each run measures first (wall clock on
#     a shared machine moves with its load; the ratio does not, much);
#  2. `ui` instructions per frame (callgrind, counting only UI.runFrame), when valgrind is installed:
#     instruction counts repeat exactly under any load; the part spent measuring labels
#     (the text engine's SDLTextMeasurer.measure: context-free table or HarfBuzz) is shown beside the rest.
#     Two figures: the 300 frames of a 240-frame run (60 warm-up frames included, so the first
#     frame's one-time work — type metadata, loading the font — is spread over them), and the
#     steady frame: a 1240-frame run less the 240-frame run, over the 1000 frames between.
# The machine's load average is printed before and after.
#
# usage: Scripts/perf/bench.sh [GLISS_DEMOS] [OUTDIR]   (default: .build/release/gliss-demos .build/perf)
#        PERF_FRAMES=N (default 600) measured frames per row; PERF_CALLGRIND=0 skips the counts.
set -eu
bin=${1:-.build/release/gliss-demos}
out=${2:-.build/perf}
frames=${PERF_FRAMES:-600}
[ -x "$bin" ] || { echo "perf-bench: $bin is not built (swift build -c release)" >&2; exit 2; }
mkdir -p "$out"
rm -f "$out"/*.json "$out"/*.cmd "$out"/*.cg
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
demos="photos months cards devices carousel"
runs=(
  "grid --items 10000 --no-render"
  "grid --items 1000000 --no-render"
  "list --items 10000 --no-render"
  "list --items 1000000 --no-render"
  "grid --items 10000"
  "grid --items 1000000"
  "list --items 1000000"
)
for d in $demos; do runs+=("$d"); done
runs+=("GLISS_SDL_SCALE=2 grid --items 1000000" "GLISS_SDL_SCALE=2 list --items 1000000")
for d in $demos; do runs+=("GLISS_SDL_SCALE=2 $d"); done
runs+=("grid --items 1000000 --size 3840x2160" "list --items 1000000 --size 3840x2160")
for d in $demos; do runs+=("$d --size 3840x2160"); done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
i=0
for r in "${runs[@]}"; do
  i=$((i+1))
  scale=1
  args=$r
  case $r in GLISS_SDL_SCALE=2\ *) scale=2; args=${r#GLISS_SDL_SCALE=2 } ;; esac
  # shellcheck disable=SC2086
  GLISS_SDL_SCALE=$scale "$bin" bench $args --frames "$frames" --json "$out/$i.json" >/dev/null
  echo "$r" > "$out/$i.cmd"
  echo "  $r" >&2
done
if [ "${PERF_CALLGRIND:-1}" != 0 ] && command -v valgrind >/dev/null; then
  for w in "grid --items 10000" "grid --items 1000000" "list --items 10000" "list --items 1000000"; do
    f="$out/$(echo "$w" | tr ' ' '_').cg"
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$f.out" --toggle-collect='*UI*runFrame*' \
      "$bin" bench $w --no-render --frames 240 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' > "$f"
    echo "$w" >> "$f"
    # Of those, measuring labels: the text engine's measure (table or HarfBuzz), inclusive.
    callgrind_annotate --inclusive=yes "$f.out" 2>/dev/null \
      | sed -n 's/^ *\([0-9,]*\) .*SDLTextMeasurerC7measure_4font.*/\1/p' | tr -d , | sort -n | tail -1 >> "$f"
    rm -f "$f.out"
    # The same 1000 frames longer: the difference is what a steady frame costs.
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*UI*runFrame*' \
      "$bin" bench $w --no-render --frames 1240 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' >> "$f"
    echo "  callgrind $w" >&2
  done
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$out" "$i" <<'PY'
import json, sys, glob
out, n = sys.argv[1], int(sys.argv[2])
def f(s): return "—" if s is None else f"{s['median']:.0f} / {s['p99']:.0f}"
print("| command (`gliss-demos bench …`) | pixels | ui µs median / p99 | render µs median / p99 | frame µs median / p99 | floor µs | frame / floor median / p99 | peak RSS | textures created |")
print("|---|---|---|---|---|---|---|---|---|")
for k in range(1, n + 1):
    j = json.load(open(f"{out}/{k}.json"))
    cmd = open(f"{out}/{k}.cmd").read().strip()
    env = ""
    if cmd.startswith("GLISS_SDL_SCALE=2 "):
        env, cmd = "`GLISS_SDL_SCALE=2` ", cmd[len("GLISS_SDL_SCALE=2 "):]
    w, h = j["size"]; s = j.get("pixel_scale", 1)
    r = j.get("frame_over_floor")
    ratio = "—" if r is None else f"{r['median']:.2f}× / {r['p99']:.2f}×"
    print(f"| {env}`{cmd}` | {int(w*s)}×{int(h*s)} | {f(j['ui_us'])} | {f(j['render_us'])} | {f(j['frame_us'])} "
          f"| {j['floor_us']['median']:.0f} | {ratio} | {j['rss_mb']:.0f} MB | {j['textures_created']:.0f} |")
cgs = sorted(glob.glob(f"{out}/*.cg"))
if cgs:
    print()
    print("| `ui` instructions per frame (callgrind, `--no-render`) | 300 frames of `--frames 240` | of which measuring labels (`SDLTextMeasurer.measure`) | the rest | steady frame (`--frames 1240` less `--frames 240`, ÷ 1000) |")
    print("|---|---|---|---|---|")
    for p in cgs:
        lines = open(p).read().split("\n")
        count, cmd = int(lines[0]), lines[1]
        shaping = int(lines[2]) if len(lines) > 2 and lines[2].strip() else 0
        longer = int(lines[3]) if len(lines) > 3 and lines[3].strip() else None
        steady = "—" if longer is None else f"{(longer - count) / 1000 / 1e6:.4f} M"
        print(f"| `{cmd}` | {count / 300 / 1e6:.4f} M | {shaping / 300 / 1e6:.4f} M | {(count - shaping) / 300 / 1e6:.4f} M | {steady} |")
PY
