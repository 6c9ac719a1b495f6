#!/usr/bin/env bash
# End-to-end under a real X server: starts Xvfb, launches each demo as a real window, drives
# it with xdotool (real X pointer and key events), captures the screen with `import -window
# root`, quits with Escape and checks the inspector JSON the app wrote at exit. Stops
# everything it started.
#
# usage: Scripts/check/e2e-xvfb.sh [GLISS_DEMOS] [OUTDIR]   (default: .build/debug/gliss-demos, screenshots/xvfb)
set -u
bin=${1:-.build/debug/gliss-demos}
out=${2:-screenshots/xvfb}
for tool in Xvfb xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "e2e-xvfb: '$tool' is missing (apt-get install xvfb xdotool imagemagick python3)" >&2; exit 2; }
done
[ -x "$bin" ] || { echo "e2e-xvfb: $bin is not built (run swift build)" >&2; exit 2; }
mkdir -p "$out"

. "$(dirname "$0")/../lib/xvfb.sh"   # Xvfb on a free display; stopped on exit

passes=0; fails=0

# SDL's OpenGL renderer (Mesa's llvmpipe on Xvfb): the tests the offscreen driver skips — the
# glyph atlas and OpenGL matching the software renderer — run here, on this display; so do
# the X selection reader's (xclip owning 16 MB) and the clipboard's under X11.
if [ -x .build/debug/GlissPackageTests.xctest ] || ls .build/debug/*.xctest >/dev/null 2>&1; then
  if swift test --skip-build --filter 'GlyphAtlasTests|testOpenGLRendererMatchesSoftware|X11SelectionReaderTests|SDLClipboardTests' >"$out/opengl-tests.log" 2>&1 \
     && grep -q "Executed 6 tests, with 0 failures" "$out/opengl-tests.log" && ! grep -q "skipped" "$out/opengl-tests.log"; then
    echo "ok opengl: glyph atlas and OpenGL rendering tests; X selections of 16 MB read whole; one clipboard for all windows"; passes=$((passes+1))
  else
    echo "FAIL opengl: see $out/opengl-tests.log"; tail -20 "$out/opengl-tests.log"; fails=$((fails+1))
  fi
fi
check() { # check NAME PYTHON-EXPR-ON-state
  local name=$1 expr=$2
  if python3 - "$out/$name.json" "$expr" <<'PY'
import json, sys
j = json.load(open(sys.argv[1])); s = j["state"]
ok = eval(sys.argv[2])
print(("ok " if ok else "FAIL ") + j["screen"] + ": " + sys.argv[2] + "  state=" + json.dumps(s)[:300])
sys.exit(0 if ok else 1)
PY
  then passes=$((passes+1)); else fails=$((fails+1)); fi
}

launch() { # launch DEMO [OPTIONS…]
  rm -f "$out/$1.json"
  "$bin" "$1" --inspect "$out/$1.json" "${@:2}" >"$out/$1.log" 2>&1 & app=$!
  xdotool search --sync --onlyvisible --pid "$app" --name '.' >/dev/null 2>&1   # titled by the demo
  sleep 0.8
}
quit() { # quit DEMO: Escape must end the app and write the inspector file
  xdotool key Escape
  for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then echo "FAIL $1: Escape did not quit"; fails=$((fails+1)); kill "$app"; fi
  wait "$app" 2>/dev/null; app=""
}
drag() { # drag X1 Y1 X2 Y2 STEPS
  xdotool mousemove "$1" "$2" mousedown 1
  local i; for i in $(seq 1 "$5"); do
    xdotool mousemove $(( $1 + ($3 - $1) * i / $5 )) $(( $2 + ($4 - $2) * i / $5 )); sleep 0.016
  done
  xdotool mouseup 1
}

# photos: click the first photo; it flies into the dock.
launch photos
import -window root "$out/photos-start.png"
xdotool mousemove 42 86 click 1; sleep 0.15
import -window root "$out/photos-flying.png"
sleep 1.2
import -window root "$out/photos.png"
quit photos
check photos 's["dock"] == [0] and 0 not in s["grid"] and s["selected"] == 0'

# months: click September; the border glides there.
launch months
xdotool mousemove 454 627 click 1; sleep 0.5
import -window root "$out/months-gliding.png"
sleep 1.0
import -window root "$out/months.png"
quit months
check months 's["active"] == 8 and s["reported"] == 12 and abs(s["border"][1] - 604.5) < 1'

# cards: deal twice into the first hand, return its first card.
launch cards
xdotool mousemove 202 438 click 1; sleep 0.6
xdotool mousemove 202 438 click 1; sleep 0.8
xdotool mousemove 274 438 click 1; sleep 0.8
import -window root "$out/cards.png"
quit cards
check cards 'len(s["hands"][0]) == 2 and sorted(s["deck"] + s["hands"][0] + s["hands"][1]) == list(range(1, 21))'

# devices: press on the index and scrub down to the last square.
launch devices
drag 1244 312 1244 560 20; sleep 0.8
import -window root "$out/devices.png"
quit devices
check devices 's["centerSection"] == "iPod" or s["topSection"] in ("iPhone", "iPod")'

# devices, idle: End alone (no pointer motion after it) scrolls to the end within 2 s, and
# SIGTERM writes the inspector of the scrolled frame.
launch devices
xdotool mousemove 600 400; sleep 0.8
xdotool key End; sleep 1.5
import -window root "$out/devices-end.png"
kill -TERM "$app"; wait "$app" 2>/dev/null; app=""
check devices 's["offset"] > 3000 and s["centerSection"] == "iPod"'

# carousel: drag one page to the left, then open the sheet.
launch carousel
drag 1100 400 150 400 12; sleep 1.5
import -window root "$out/carousel.png"
xdotool mousemove 640 400 click 1; sleep 1.2
import -window root "$out/carousel-sheet.png"
xdotool key Escape; sleep 1.0
quit carousel
check carousel 's["index"] == 3 and s["tapped"] == False'

# carousel from the keyboard: one page right, open the sheet, close it (Escape closes, not quits).
launch carousel --trace "$out/carousel-keys.trace"
xdotool key Right; sleep 1.2
xdotool key Return; sleep 1.2
import -window root "$out/carousel-keys-sheet.png"
xdotool key Escape; sleep 1.2
if ! kill -0 "$app" 2>/dev/null; then echo "FAIL carousel keys: Escape with the sheet open quit"; fails=$((fails+1)); fi
quit carousel
if grep -q '"index": 3, "tapped": true' "$out/carousel-keys.trace"; then passes=$((passes+1)); echo "ok carousel keys: the sheet opened on Ghent"
else echo "FAIL carousel keys: the trace never shows Ghent's sheet open"; fails=$((fails+1)); fi
check carousel 's["index"] == 3 and s["tapped"] == False'

echo "e2e-xvfb: $passes passed, $fails failed"
[ "$fails" = 0 ]
