#!/usr/bin/env bash
# Rewrites the golden screenshots (Tests/GoldenTests/__Snapshots__/GoldenTests/*.png) from the
# current code: runs the GoldenTests with GLISS_RECORD_SNAPSHOTS=1, which makes GlissTesting's
# assertSnapshot write each rendered frame (2x downscaled) instead of comparing it. Look at the changed PNGs (git diff --stat, an image
# viewer) before committing them: a golden is only as good as the frame it was taken from.
#
#   Scripts/generate/update-golden.sh                     # every golden
#   Scripts/generate/update-golden.sh testCardsFlying     # one test (a GoldenTests method name)
#
# GLISS_SCRATCH picks the build folder (default .build-golden).
set -euo pipefail
cd "$(dirname "$0")/../.."
filter="GoldenTests"
[ $# -gt 0 ] && filter="GoldenTests.GoldenTests/$1"
GLISS_RECORD_SNAPSHOTS=1 SDL_VIDEODRIVER=offscreen \
  swift test --scratch-path "${GLISS_SCRATCH:-.build-golden}" --disable-swift-testing --filter "$filter" 2>&1 \
  | grep -E "error:|failed|Executed" | sort -u
[ "${PIPESTATUS[0]}" = 0 ] || { echo "update-golden: swift test failed"; exit 1; }
git status --short Tests/GoldenTests/__Snapshots__
