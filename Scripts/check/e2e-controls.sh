#!/usr/bin/env bash
# The controls page end to end under a real X server, as the controls issue's acceptance asks:
# `gliss-demos controls` in an Xvfb window driven by xdotool's real pointer and key events only
# (left and right clicks, a drag, keys), the --inspect JSON read at exit:
#   - a click flips the Wi-Fi switch; a drag takes the volume slider to its end;
#   - Tab reaches the stepper, Up adds; a click chooses the Dark segment (the page turns dark);
#   - the Text size pop-up opens on a click, Down (three times) and Return choose Large;
#   - a right click opens the context menu, a click chooses Paste;
#   - About… opens the modal sheet: Tab never leaves it, a click on the Wi-Fi switch under the
#     backdrop does not flip it; Reset… opens the alert, Escape cancels it.
# Positions come from the app's own layout: a headless probe run with --inspect first.
#
# usage: Scripts/check/e2e-controls.sh [GLISS_DEMOS] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/gliss-demos}
out=${2:-.build/e2e-controls}
for tool in Xvfb xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "e2e-controls: '$tool' is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
done
[ -x "$bin" ] || { echo "e2e-controls: $bin is not built" >&2; exit 2; }
mkdir -p "$out"
passes=0; fails=0
ok() { echo "ok $*"; passes=$((passes+1)); }
bad() { echo "FAIL $*"; fails=$((fails+1)); }

probe="$out/probe.json"
SDL_VIDEODRIVER=offscreen "$bin" controls --fixed-step --frames 2 --size 1280x800 --inspect "$probe" > /dev/null 2>&1
at() { # at ROLE LABEL -> "x y" of the node's centre in the probe
  python3 - "$probe" "$1" "$2" <<'PY'
import json, sys
nodes = [n for n in json.load(open(sys.argv[1]))["nodes"] if n["role"] == sys.argv[2] and n["label"] == sys.argv[3]]
if not nodes: sys.exit(f"no {sys.argv[2]} '{sys.argv[3]}' in the probe")
f = nodes[0]["frame"]; print(round(f[0] + f[2] / 2), round(f[1] + f[3] / 2))
PY
}
frame() { # frame ROLE LABEL -> "x y w h"
  python3 -c "import json,sys; f=[n for n in json.load(open('$probe'))['nodes'] if n['role']=='$1' and n['label']=='$2'][0]['frame']; print(*[round(v) for v in f])"
}
read -r wx wy < <(at toggle Wi-Fi)
read -r sx sy sw sh < <(frame slider Volume)
read -r dx dy < <(at radioButton Dark)
read -r tx ty < <(at menuButton "Text size")
read -r rx ry < <(at text "Right-click me")
read -r ax ay < <(at button "About…")
read -r zx zy < <(at button "Reset…")

. Scripts/lib/xvfb.sh   # Xvfb on a free display; stopped on exit
rm -f "$out/controls.json"
"$bin" controls --inspect "$out/controls.json" > "$out/controls.log" 2>&1 &
app=$!
win=$(xdotool search --sync --onlyvisible --name '^Controls$' | head -n 1)   # titled by the demo
[ -n "$win" ] || { echo "FAIL: no window"; exit 1; }
sleep 0.8
click() { xdotool mousemove "$1" "$2" click "${3:-1}"; sleep "${4:-0.4}"; }
# Keyboard only, before any click (a click focuses the control it lands on): Tab to the
# stepper (the seventh stop: two switches, two check boxes, two sliders before it), Up adds one.
for _ in 1 2 3 4 5 6 7; do xdotool key Tab; sleep 0.05; done
xdotool key Up; sleep 0.3
click "$wx" "$wy"
xdotool mousemove $((sx + 10)) "$sy" mousedown 1
for i in $(seq 1 12); do xdotool mousemove $((sx + 10 + (sw - 20) * i / 12)) "$sy"; sleep 0.016; done
xdotool mouseup 1; sleep 0.3
click "$dx" "$dy"
click "$tx" "$ty" 1 0.6
xdotool key Down Down Down Return; sleep 0.5
click "$rx" "$ry" 3 0.6
# The context menu opens at the pointer: Paste is its second item, a row lower.
click $((rx + 30)) $((ry + 34)) 1 0.5
import -window root "$out/controls-dark.png" 2>/dev/null
# The sheet: Tab cycles inside it; the switch under the backdrop stays as it is.
click "$ax" "$ay" 1 0.8
for _ in 1 2 3 4 5; do xdotool key Tab; sleep 0.1; done
import -window root "$out/controls-sheet.png" 2>/dev/null
xdotool key Escape; sleep 0.8
# The alert: Escape cancels (nothing is reset).
click "$zx" "$zy" 1 0.8
xdotool key Escape; sleep 0.8
kill -INT $app; wait $app
rc=$?
[ $rc = 0 ] && ok "exit status 0" || bad "exit status $rc ($(tail -n 1 "$out/controls.log"))"
python3 - "$out/controls.json" <<'PY' && passes=$((passes+1)) || fails=$((fails+1))
import json, sys
j = json.load(open(sys.argv[1])); s = j["state"]
want = {"wifi": False, "volume": 100, "appearance": "dark", "textSize": "large", "lastAction": "Paste",
        "copies": 3, "resets": 0, "showingSheet": False}
wrong = {k: (s.get(k), v) for k, v in want.items() if s.get(k) != v}
values = {n["label"]: n.get("value") for n in j["nodes"] if "value" in n}
print(("FAIL" if wrong else "ok") + f" state after xdotool: {wrong or want}")
print(f"   inspector values: Wi-Fi={values.get('Wi-Fi')} Volume={values.get('Volume')} Appearance={values.get('Appearance')}")
sys.exit(1 if wrong or values.get("Wi-Fi") != "off" or values.get("Volume") != "100" else 0)
PY
echo "e2e-controls: $passes passed, $fails failed"
[ $fails = 0 ]
