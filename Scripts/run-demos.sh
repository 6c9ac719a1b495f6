#!/usr/bin/env bash
# Installs what is missing, builds, and opens the Gliss gallery. With no display it says so
# and writes a screenshot of every demo (offscreen renderer) into screenshots/ instead.
# Extra arguments go to gliss-demos (e.g. `Scripts/run-demos.sh cards --hud`).
set -eu
cd "$(dirname "$0")/.."
Scripts/install-deps.sh demos
echo "run-demos: building (release)…"
# Build output only on failure (SDL's pkg-config flags make SwiftPM print harmless warnings).
log=$(swift build -c release --product gliss-demos 2>&1) || { echo "$log" >&2; exit 1; }
bin=.build/release/gliss-demos
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ -n "${SDL_VIDEODRIVER:-}" ]; then
  exec "$bin" "$@"
fi
echo "run-demos: no display (DISPLAY is not set); writing a screenshot of every demo to screenshots/ instead."
echo "run-demos: for a real window run under a desktop session, or: xvfb-run -s '-screen 0 1280x800x24' $bin"
mkdir -p screenshots
for demo in $("$bin" list); do
  SDL_VIDEODRIVER=offscreen "$bin" "$demo" --fixed-step --frames 60 --screenshot "screenshots/$demo.png"
  echo "  screenshots/$demo.png"
done
