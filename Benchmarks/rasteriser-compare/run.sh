#!/usr/bin/env bash
# Builds the cairo / own rasteriser comparison (cc -O2) and runs it: times and the masks'
# differences, then instructions counted by callgrind (the numbers to trust on a shared
# machine). About 20 s on a 2-core machine. Not part of the Swift build or of test-all.
#
#   Benchmarks/rasteriser-compare/run.sh [--no-callgrind] [compare's options, e.g. --tolerance 0.025]
set -euo pipefail
cd "$(dirname "$0")"
callgrind=1
if [ "${1:-}" = --no-callgrind ]; then callgrind=0; shift; fi
font=../../Sources/GlissSDL/Fonts/Sans-Regular.ttf
build=.build # ignored by the repository's .gitignore
mkdir -p "$build"
cc -O2 -Wall -Wextra -o "$build/compare" compare.c own_raster.c $(pkg-config --cflags --libs cairo freetype2) -lm

echo "== time and masks"
"$build/compare" --font "$font" "$@"

[ "$callgrind" = 1 ] || exit 0
command -v valgrind >/dev/null || { echo "valgrind not found: no instruction counts"; exit 0; }
echo
echo "== instructions per path (callgrind: each path drawn 5 times by each after a warm-up; clearing the mask not counted)"
rm -f "$build"/cg.out*
valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$build/cg.out" "$build/compare" --font "$font" --count 5 "$@" 2>/dev/null
echo "| path | cairo instructions | own instructions | cairo / own |"
echo "|---|---|---|---|"
# Each client-request dump is a file cg.out.N naming its label ("cairo|path" / "own|path").
i=1
while [ -f "$build/cg.out.$i" ]; do
  f=$build/cg.out.$i
  printf '%s\t%s\n' "$(sed -n 's/^desc: Trigger: Client Request: //p' "$f")" "$(sed -n 's/^summary: //p' "$f")"
  i=$((i + 1))
done | awk -F'\t' '
  { split($1, a, "|"); if (a[1] == "cairo") c[a[2]] = $2 / 5; else { o[a[2]] = $2 / 5; order[++n] = a[2] } }
  END { for (i = 1; i <= n; i++) { k = order[i]; printf "| %s | %.0f | %.0f | %.2f |\n", k, c[k], o[k], c[k] / o[k] } }'
