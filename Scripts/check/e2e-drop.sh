#!/usr/bin/env bash
# Drops from another app end to end under a real X server (#49, item 3): a GTK 3 window
# (Scripts/check/gtk_drag_source.py, python3-gi) offers a text file as text/uri-list, as a file
# manager does, and xdotool drags it with real pointer events over XDND onto the Editor example
# (built by Scripts/check/examples.sh); GTK without the accessibility bus (NO_AT_BRIDGE), which
# is not running here:
#   - dropped on the Editor's buttons below its list of notes (which take no drops): nothing
#     happens;
#   - dropped on the list: the file opens as a note, in a window titled by its name, with the
#     file's text (its --inspect JSON at exit, and the window's title through xdotool).
#
# usage: Scripts/check/e2e-drop.sh [EDITOR_BINARY] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
bin=${1:-$(cd Examples/Editor && swift build --scratch-path ../../.build/examples --show-bin-path)/Editor}
out=${2:-.build/e2e-drop}
for tool in Xvfb xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "e2e-drop: '$tool' is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
done
/usr/bin/python3 -c "import gi; gi.require_version('Gtk', '3.0')" 2>/dev/null \
  || { echo "e2e-drop: GTK 3 for python3 is missing (python3-gi, gir1.2-gtk-3.0: Scripts/install-deps.sh test)" >&2; exit 2; }
[ -x "$bin" ] || { echo "e2e-drop: $bin is not built (run Scripts/check/examples.sh Editor)" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
. Scripts/lib/xvfb.sh   # Xvfb on a free display; stopped on exit
export XDG_STATE_HOME=$out/state XDG_CONFIG_HOME=$out/config
rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" "$out"/*.json "$out"/*.png
file="$out/dropped note.txt"   # a space: the URI is percent-encoded, the path must come back whole
printf 'Dropped from GTK ✓\nsecond line\n' > "$file"

passes=0; fails=0
ok() { echo "ok $*"; passes=$((passes+1)); }
bad() { echo "FAIL $*"; fails=$((fails+1)); }
window() { timeout 10 xdotool search --sync --onlyvisible --name "^$1\$" 2>/dev/null | head -n 1; }
# Centres of nodes, from the app's own layout (a headless probe).
probe=$out/probe.json
SDL_VIDEODRIVER=offscreen "$bin" --fixed-step --frames 3 --inspect "$probe" > /dev/null 2>&1
at() { python3 -c "import json,sys; n=[n for n in json.load(open('$probe'))['nodes'] if n['label']==sys.argv[1] and n['role']==sys.argv[2]][0]['frame']; print(round(n[0]+n[2]/2), round(n[1]+n[3]/2))" "$1" "$2"; }
read -r new_x new_y < <(at "New Note" button)
read -r welcome_x welcome_y < <(at Welcome button)

"$bin" --inspect "$out/editor.json" > "$out/editor.log" 2>&1 &
app=$!
main=$(window Editor)
[ -n "$main" ] || { echo "FAIL: no Editor window"; exit 1; }
# Left where SDL placed it: with no window manager, SDL 2.26 does not follow a move made by
# another client (xdotool windowmove), and the drop point is the pointer less SDL's position.
read -r ex ey < <(xdotool getwindowgeometry "$main" | awk '/Position/ {split($2, p, ","); print p[1], p[2]}')
NO_AT_BRIDGE=1 /usr/bin/python3 Scripts/check/gtk_drag_source.py "$file" 1000 40 > "$out/gtk.log" 2>&1 &
gtk=$!
trap 'kill $gtk 2>/dev/null; cleanup' EXIT
source_win=$(window DragSource)
[ -n "$source_win" ] || { echo "FAIL: no GTK DragSource window ($(cat "$out/gtk.log"))"; exit 1; }
xdotool windowmove --sync "$source_win" 1000 40; sleep 0.5
read -r sx sy < <(xdotool getwindowgeometry "$source_win" | awk '/Position/ {split($2, p, ","); print p[1] + 100, p[2] + 50}')

# A drag as a hand makes it: press on the source, small moves past GTK's threshold, over to the
# target in steps (XDND follows the pointer), a pause, release.
drag_to() {
  xdotool mousemove "$sx" "$sy"; sleep 0.2
  xdotool mousedown 1; sleep 0.2
  for k in 1 2 3 4 5 6; do xdotool mousemove $((sx - 4 * k)) "$sy"; sleep 0.05; done
  for k in 1 2 3 4 5 6 7 8; do
    xdotool mousemove $((sx + ($1 - sx) * k / 8)) $((sy + ($2 - sy) * k / 8)); sleep 0.08
  done
  sleep 0.4
  [ -n "${3:-}" ] && import -window root "$3" 2>/dev/null
  xdotool mouseup 1; sleep 1
}

ends() { grep -c drag-end "$out/gtk.log"; }
drag_to $((ex + new_x)) $((ey + new_y))
[ "$(ends)" = 1 ] && ok "xdotool dragged from the GTK window (its drag ended)" || bad "the GTK drag did not happen ($(cat "$out/gtk.log"))"
if xdotool search --onlyvisible --name '^dropped note.txt$' >/dev/null 2>&1; then
  bad "a drop on the New Note button opened the file"
else ok "dropped on the New Note button (takes no drops): nothing happened"; fi

drag_to $((ex + welcome_x)) $((ey + welcome_y + 60)) "$out/drop.png"
note=$(window "dropped note.txt")
[ -n "$note" ] && ok "dropped on the list of notes: a window titled \"dropped note.txt\" opened" || bad "no window for the dropped file"
[ -n "$note" ] && { xdotool windowmove --sync "$note" 0 0; sleep 0.5; import -window root "$out/opened.png" 2>/dev/null; }
kill -TERM $app; wait $app; rc=$?
app=""
[ $rc = 0 ] && ok "SIGTERM ended the Editor, exit status 0" || bad "exit status $rc ($(tail -n 1 "$out/editor.log"))"
python3 - "$out/editor.json" <<'PY' && ok "--inspect: one note opened from the file, with its text" || bad "--inspect did not show the dropped file"
import json, sys
state = json.load(open(sys.argv[1]))["state"]
problems = []
if state["notes"] != ["Welcome", "dropped note.txt"]: problems.append(f"notes {state['notes']}")
elif state["texts"][1] != "Dropped from GTK ✓\nsecond line\n": problems.append(f"text {state['texts'][1]!r}")
if state.get("dropProblem") is not None: problems.append(f"dropProblem {state['dropProblem']!r}")
for p in problems: print("  " + p)
sys.exit(1 if problems else 0)
PY
echo "e2e-drop: $passes passed, $fails failed"
[ $fails = 0 ]
