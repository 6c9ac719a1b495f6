# Sourced by scripts that need a real X display: starts Xvfb on a free display number at
# 1280x800x24, exports DISPLAY, waits until it answers, and stops it on exit. The caller may
# set `app` to a PID to be killed on exit too. -noreset: when the last client leaves (a portal's
# GTK backend ending with its private bus) the server stays up, so a client connecting just
# then is not cut off by a reset.
d=90; while [ -e /tmp/.X11-unix/X$d ] || [ -e /tmp/.X$d-lock ]; do d=$((d+1)); done
Xvfb ":$d" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 & xvfb=$!
app=""
cleanup() { [ -n "$app" ] && kill "$app" 2>/dev/null; kill "$xvfb" 2>/dev/null; wait 2>/dev/null; }
trap cleanup EXIT
export DISPLAY=":$d"
unset SDL_VIDEODRIVER
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
