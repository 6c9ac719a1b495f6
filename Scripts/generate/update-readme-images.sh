#!/usr/bin/env bash
# Regenerates the README's screenshots with the Xvfb end-to-end run (real windows, real X events).
set -eu
cd "$(dirname "$0")/../.."
swift build --product gliss-demos >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
Scripts/check/e2e-xvfb.sh .build/debug/gliss-demos "$tmp"
mkdir -p docs/images
for f in photos photos-flying months months-gliding cards devices carousel carousel-sheet; do
  cp "$tmp/$f.png" "docs/images/$f.png"
done
echo "updated docs/images"
