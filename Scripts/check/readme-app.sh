#!/usr/bin/env bash
# Builds the README's "Your own app" snippet exactly as written, in a scratch package beside a
# link named `gliss` to this checkout (what `../gliss` in the snippet names), runs it headless
# with a script that clicks its button twice, checks the inspector state and screenshot, then
# runs the snippet's test: once recording its reference snapshot, once comparing with it.
set -u
cd "$(dirname "$0")/../.."
root=$(pwd)
work=${1:-.build/readme-app}
rm -rf "$work"; mkdir -p "$work/Hello"
ln -s "$root" "$work/gliss"
# Each `<!-- readme-app:PATH -->` line is followed by a ```swift block: write it to PATH.
python3 - "$work/Hello" <<'PY' || exit 1
import os, re, sys
text = open("README.md").read()
blocks = re.findall(r"<!-- readme-app:(\S+) -->\n```swift\n(.*?)```", text, re.S)
if len(blocks) != 3:
    sys.exit(f"check-readme-app: expected 3 snippets in README.md, found {len(blocks)}")
limits = {"Hello.swift": 20, "HelloTests.swift": 15}
for path, body in blocks:
    limit = limits.get(os.path.basename(path))
    if limit and body.count("\n") > limit:
        sys.exit(f"check-readme-app: {path} has {body.count(chr(10))} lines (at most {limit})")
    dest = os.path.join(sys.argv[1], path)
    os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    open(dest, "w").write(body)
PY
cd "$work/Hello"
log=$(swift build 2>&1) || { echo "$log" | grep -vE "^warning: " | tail -n 30; echo "check-readme-app: build failed"; exit 1; }
bin=.build/debug/Hello
export SDL_VIDEODRIVER=offscreen
"$bin" --fixed-step --frames 2 --inspect first.json || { echo "check-readme-app: first run failed"; exit 1; }
python3 - <<'PY' || exit 1
import json, sys
j = json.load(open("first.json"))
button = next((n for n in j["nodes"] if n["role"] == "button"), None)
if button is None or j["state"] != {"count": 0}:
    sys.exit(f"check-readme-app: unexpected first frame: {j}")
x, y, w, h = button["frame"]
open("clicks.txt", "w").write(f"wait 2\nclick {x + w / 2} {y + h / 2}\nwait 2\nclick {x + w / 2} {y + h / 2}\nwait 5\n")
PY
"$bin" --fixed-step --frames 30 --script clicks.txt --inspect after.json --screenshot after.png || { echo "check-readme-app: scripted run failed"; exit 1; }
python3 - "$root" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1] + "/Scripts/lib")
from pnglib import png_info
j = json.load(open("after.json"))
w, h, colours = png_info("after.png")
ok = j["state"] == {"count": 2} and (w, h) == (1280, 800) and colours >= 3 \
    and any(n["label"] == "Clicked 2 times" for n in j["nodes"])
print(f"readme app: state {j['state']}, screenshot {w}x{h} with {colours} colours sampled: {'ok' if ok else 'FAIL'}")
sys.exit(0 if ok else 1)
PY

# The README's test: the first run records the reference (and must say so), the second compares.
log=$(swift test 2>&1); rc=$?
if [ $rc = 0 ] || ! grep -q "no reference snapshot" <<<"$log"; then
  echo "$log" | tail -n 20; echo "check-readme-app: the first test run should record the snapshot and fail"; exit 1
fi
log=$(swift test 2>&1) || { echo "$log" | tail -n 30; echo "check-readme-app: the README's test failed"; exit 1; }
# With its reference on disk, SwiftPM must not warn about it (the snippet excludes __Snapshots__),
# nor about Gliss's own package (SDL's pkg-config flags).
if grep -E "unhandled|prohibited flag" <<<"$log"; then echo "check-readme-app: the package warns (above)"; exit 1; fi
echo "readme app test: recorded, then passed against its snapshot"
