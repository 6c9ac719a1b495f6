#!/usr/bin/env bash
# Screen readers end to end: Scripts/check/atspi_check.py (pyatspi, what Orca uses) reads and
# drives the README app, the five seed demos, the controls page and the text page (a Markdown
# link's Hypertext) over a private D-Bus session
# with the AT-SPI bus, in Xvfb windows that xdotool sends Tab and text to. Also: with no session
# bus at all, an app prints nothing and runs as before.
#
# usage: Scripts/check/e2e-accessibility.sh [GLISS_DEMOS] [HELLO] [OUTDIR] [RATING]
#   HELLO: the README app's binary (Scripts/check/readme-app.sh builds it).
#   RATING: the Rating example's binary (Scripts/check/examples.sh builds it), a control of an
#   app's own written with the control SPI.
set -u
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/gliss-demos}
hello=${2:-.build/readme-app/Hello/.build/debug/Hello}
out=${3:-.build/e2e-accessibility}
rating=${4:-.build/examples/debug/Rating}
for tool in Xvfb xdotool dbus-run-session /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null || { echo "e2e-accessibility: '$tool' is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || { echo "e2e-accessibility: python3-pyatspi is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
[ -x "$bin" ] || { echo "e2e-accessibility: $bin is not built" >&2; exit 2; }
[ -x "$hello" ] || { echo "e2e-accessibility: $hello is not built (Scripts/check/readme-app.sh)" >&2; exit 2; }
[ -x "$rating" ] || { echo "e2e-accessibility: $rating is not built (Scripts/check/examples.sh Rating)" >&2; exit 2; }
rm -rf "$out"; mkdir -p "$out"
fails=0

# No session bus: no bridge, no warning, the run as before.
err=$(env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS SDL_VIDEODRIVER=offscreen "$bin" months --fixed-step --frames 5 \
      --inspect "$out/nobus.json" 2>&1 >/dev/null)
if [ $? = 0 ] && [ -z "$err" ]; then echo "ok no session bus: exit 0, nothing on stderr"
else echo "FAIL no session bus: $err"; fails=$((fails+1)); fi

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
for _ in $(seq 50); do xdotool getmouselocation --display "$display" >/dev/null 2>&1 && break; sleep 0.1; done
# A watchdog: a hung peer (the bus, X) fails the step instead of CI.
DISPLAY=$display timeout 400 dbus-run-session -- /usr/bin/python3 Scripts/check/atspi_check.py "$bin" "$hello" "$out" "$rating" 2>&1 \
  | grep --line-buffered -vE "dbus-daemon|Failed to set fd limit|SpiRegistry daemon|dbind-WARNING|^$"
[ "${PIPESTATUS[0]}" = 0 ] || fails=$((fails+1))
exit $((fails > 0))
