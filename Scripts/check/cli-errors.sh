#!/usr/bin/env bash
# Bad input gets one clear line and the documented exit code; nothing runs.
set -u
bin=${1:?usage: cli-errors.sh GLISS_DEMOS}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fails=0; passes=0
expect() { # expect CODE PATTERN -- args...
  local code=$1 pattern=$2; shift 3
  local err rc
  err=$("$bin" "$@" 2>&1 >/dev/null); rc=$?
  if [ "$rc" != "$code" ] || ! grep -qi -- "$pattern" <<<"$err"; then
    echo "FAIL: gliss-demos $* -> exit $rc, stderr: $(head -1 <<<"$err") (wanted exit $code and /$pattern/)"; fails=$((fails+1))
  else passes=$((passes+1)); fi
}
expect 2 "unknown demo 'nosuch'" -- nosuch
expect 2 "unknown option '--bogus'" -- months --bogus
expect 2 "bad --size '12x'" -- months --size 12x
expect 2 "bad --size '0x600'" -- months --size 0x600
expect 2 "needs a whole number" -- months --frames -3
expect 2 "option --frames needs a whole number from 1 to 1000000000" -- months --frames 100000000000
expect 2 "option --photos needs a whole number from 0 to 1000000" -- photos --photos 9223372036854775807
expect 2 "option --rows needs a whole number from 1 to 10000000" -- devices --rows 1000000000000000000
expect 2 "option --items needs a whole number from 0 to 100000000" -- bench grid --items 9223372036854775807
expect 2 "The value 'blue' is invalid for '--color-scheme <light|dark>'" -- controls --color-scheme blue
expect 1 "it is a directory" -- months --frames 1 --trace "$tmp"
# Options before the demo, a flag among them: the demo still runs.
expect 0 "" -- --record-no-pointer --record "$tmp/before/" --frames 1 months
printf 'wait 2\nclick 10 10\nfly 1 2\n' > "$tmp/bad.txt"
expect 2 "$tmp/bad.txt:3: unknown command 'fly'" -- months --script "$tmp/bad.txt"
printf 'click 10\n' > "$tmp/bad2.txt"
expect 2 "$tmp/bad2.txt:1:" -- months --script "$tmp/bad2.txt"
expect 2 "cannot read script" -- months --script "$tmp/missing.txt"
expect 1 "cannot write screenshot to /nonexistent-dir/x.png" -- months --frames 1 --screenshot /nonexistent-dir/x.png
expect 1 "cannot write inspector JSON" -- months --frames 1 --inspect /nonexistent-dir/x.json
# --record: bad input before anything runs (2); a failing encoder mid-run (1, no partial file).
expect 2 "unknown extension 'avi'" -- months --frames 2 --record "$tmp/x.avi"
expect 2 "option --record-scale needs a number from 0.05 to 4" -- months --frames 2 --record "$tmp/x.mp4" --record-scale 9
expect 2 "go with --record FILE" -- months --frames 2 --record-from 3
expect 2 "option --record-to (2) comes before --record-from (5)" -- months --frames 2 --record "$tmp/x.mp4" --record-from 5 --record-to 2
expect 2 "'record' takes start or stop" -- months --script <(printf 'record now\n')
abs=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
err=$(env PATH=/nonexistent "$abs" months --frames 2 --record "$tmp/x.mp4" 2>&1); rc=$?
if [ $rc = 2 ] && grep -q "ffmpeg is not installed (Debian/Ubuntu: sudo apt-get install ffmpeg)" <<<"$err" && [ ! -e "$tmp/x.mp4" ]; then passes=$((passes+1)); else echo "FAIL: --record without ffmpeg: exit $rc: $err"; fails=$((fails+1)); fi
mkdir -p "$tmp/fake"; printf '#!/bin/sh\nhead -c 5000000 >/dev/null\necho "fake encoder gave up" >&2\nexit 1\n' > "$tmp/fake/ffmpeg"; chmod +x "$tmp/fake/ffmpeg"
err=$(env PATH="$tmp/fake:$PATH" "$abs" months --fixed-step --frames 60 --record "$tmp/y.mp4" --inspect "$tmp/y.json" 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "ffmpeg stopped taking frames" <<<"$err" && [ -z "$(ls "$tmp" | grep '^y\.mp4')" ] && [ -s "$tmp/y.json" ]; then passes=$((passes+1)); else echo "FAIL: failing encoder: exit $rc: $err; left: $(ls "$tmp")"; fails=$((fails+1)); fi
err=$("$bin" list 2>&1 >/dev/full); rc=$?
if [ $rc = 1 ] && grep -q "cannot write to standard output" <<<"$err"; then passes=$((passes+1)); else echo "FAIL: list >/dev/full: exit $rc: $err"; fails=$((fails+1)); fi
out=$("$bin" list)
[ "$out" = "$(printf 'photos\nmonths\ncards\ndevices\ncarousel\nmodifiers\ntext\ncontrols')" ] && passes=$((passes+1)) || { echo "FAIL: list printed: $out"; fails=$((fails+1)); }
out=$(env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER= "$bin" months --frames 1 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "xvfb-run" <<<"$out" && grep -q "SDL_VIDEODRIVER=offscreen" <<<"$out"; then passes=$((passes+1)); else echo "FAIL: no-display run: exit $rc: $out"; fails=$((fails+1)); fi
err=$(GLISS_ACCESSIBILITY=maybe "$bin" months --frames 1 2>&1 >/dev/null); rc=$?
if [ $rc = 2 ] && grep -q 'GLISS_ACCESSIBILITY must be 0, false or no .* or 1, true or yes .*, not "maybe"' <<<"$err"; then passes=$((passes+1)); else echo "FAIL: GLISS_ACCESSIBILITY=maybe: exit $rc: $err"; fails=$((fails+1)); fi
# What people type for on and off is taken (no screen reader or bus here: the run just runs).
for v in yes true No FALSE; do
  err=$(GLISS_ACCESSIBILITY=$v SDL_VIDEODRIVER=offscreen "$bin" months --fixed-step --frames 1 2>&1 >/dev/null); rc=$?
  if [ $rc = 0 ]; then passes=$((passes+1)); else echo "FAIL: GLISS_ACCESSIBILITY=$v: exit $rc: $err"; fails=$((fails+1)); fi
done
# A 100 KB value is refused in one short line that shows its ends, not the whole value.
big=$(head -c 100000 /dev/zero | tr '\0' 'a')
for args in "--color-scheme ${big}z" "--size ${big}z" "--frames ${big}z" "${big}z" "--${big}z" "--script /nonexistent/${big}z"; do
  err=$("$bin" months $args 2>&1 >/dev/null); rc=$?
  if [ $rc = 2 ] && [ ${#err} -lt 1000 ] && grep -qE 'a{40}…\(1000[0-9]{2} characters\)…a+z' <<<"$err"; then passes=$((passes+1)); else echo "FAIL: 100 KB value (${args:0:16}…): exit $rc, ${#err} bytes: ${err:0:300}"; fails=$((fails+1)); fi
done
err=$(GLISS_ACCESSIBILITY=$big "$bin" months --frames 1 2>&1 >/dev/null); rc=$?
if [ $rc = 2 ] && [ ${#err} -lt 1000 ]; then passes=$((passes+1)); else echo "FAIL: 100 KB GLISS_ACCESSIBILITY: exit $rc, ${#err} bytes"; fails=$((fails+1)); fi
echo "cli: $passes passed, $fails failed"
[ $fails = 0 ]
