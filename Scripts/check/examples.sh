#!/usr/bin/env bash
# Builds every example package under Examples/ from its own folder (depending on the checkout by
# relative path, as a user's app would), then runs it headless with a script of clicks and checks
# the inspector JSON and the screenshot, and runs its tests. Run from anywhere; used by test-all.
# The examples share one build folder, .build/examples (swift build --scratch-path): they name
# the same checkout by the same path, so Gliss and ArgumentParser compile once for all of them
# instead of once per example; each example's own targets and tests still build from its own
# package, through its own Package.swift.
#
#   Scripts/check/examples.sh            # all examples
#   Scripts/check/examples.sh HeroCards  # some of them
#
# One line per check, then "examples: N passed, M failed"; exit status 1 when any failed.
# Outputs (scripts, PNGs, JSON, logs) are left in Examples/<name>/.build/check-examples/.
set -u
cd "$(dirname "$0")/../.."
root=$PWD
scratch=$root/.build/examples
passes=0; fails=0
pass() { echo "PASS: $*"; passes=$((passes+1)); }
fail() { echo "FAIL: $*"; fails=$((fails+1)); }

helper=$(mktemp); trap 'rm -f "$helper"' EXIT
cat > "$helper" <<'PY'
"""Reads an example run's inspector JSON / screenshot; python3 standard library only.

  frame  JSON ROLE LABEL|#N  -> "x y" (rounded centre) of the node with that label, or of the
                                N-th node (from 0, top to bottom) with that role; exit 1 if none
  state  JSON KEY            -> the state's KEY as JSON ("null" when absent)
  label  JSON LABEL          -> exit 0 if some node has that label, 1 if none
  png    PNG JSON            -> exit 1 with a reason unless PNG is a PNG of the JSON's size
                                that is not blank
"""
import json, os, sys
sys.path.insert(0, os.environ["GLISS_SCRIPTS_LIB"])
from pnglib import png_info  # the checks' one PNG reader: size and sampled colours

cmd, args = sys.argv[1], sys.argv[2:]
if cmd == "png":
    try:
        w, h, colours = png_info(args[0])
    except Exception as e:
        print(f"unreadable screenshot: {e}"); sys.exit(1)
    size = json.load(open(args[1]))["size"]
    if [w, h] != [round(size[0]), round(size[1])]:
        print(f"screenshot is {w}x{h}, the window {size[0]}x{size[1]}"); sys.exit(1)
    if colours < 3:
        print(f"screenshot looks blank ({colours} colours sampled)"); sys.exit(1)
    print(f"{w}x{h}, {colours} colours sampled")
    sys.exit(0)
j = json.load(open(args[0]))
if cmd == "state":
    print(json.dumps(j.get("state", {}).get(args[1])))
elif cmd == "label":
    sys.exit(0 if any(n.get("label") == args[1] for n in j["nodes"]) else 1)
elif cmd == "frame":
    role, which = args[1], args[2]
    nodes = [n for n in j["nodes"] if n["role"] == role]
    if which.startswith("#"):
        nodes.sort(key=lambda n: (n["frame"][1], n["frame"][0]))
        k = int(which[1:])
        nodes = nodes[k:k + 1]
    else:
        nodes = [n for n in nodes if n["label"] == which]
    if not nodes:
        sys.exit(1)
    x, y, w, h = nodes[0]["frame"]
    print(round(x + w / 2), round(y + h / 2))
PY
py() { GLISS_SCRIPTS_LIB=$root/Scripts/lib python3 "$helper" "$@"; }

# run NAME TAG FRAMES [SCRIPT_LINES…]: runs the example headless for FRAMES frames with the
# script, a screenshot and the inspector JSON in $out (TAG.txt, TAG.png, TAG.json). Fails the
# check (and returns 1) when it exits non-zero or writes no JSON.
run() {
  local name=$1 tag=$2 frames=$3; shift 3
  local script="$out/$tag.txt"
  printf '%s\n' "$@" > "$script"
  rm -f "$out/$tag.png" "$out/$tag.json"
  SDL_VIDEODRIVER=offscreen timeout 120 "$bin" --fixed-step --frames "$frames" --script "$script" \
    --screenshot "$out/$tag.png" --inspect "$out/$tag.json" > "$out/$tag.log" 2>&1
  local rc=$?
  if [ $rc != 0 ] || [ ! -s "$out/$tag.json" ]; then
    fail "$name $tag: run exited $rc ($(tail -n 1 "$out/$tag.log"))"; return 1
  fi
}

# expect_state NAME TAG KEY VALUE: the run's state KEY is VALUE (as JSON).
expect_state() {
  local got; got=$(py state "$out/$2.json" "$3")
  if [ "$got" = "$4" ]; then pass "$1 $2: state.$3 == $4"; else fail "$1 $2: state.$3 is $got, expected $4"; fi
}

# expect_png NAME TAG: the run's screenshot is a PNG of the window's size and not blank.
expect_png() {
  local msg; msg=$(py png "$out/$2.png" "$out/$2.json")
  if [ $? = 0 ]; then pass "$1 $2: screenshot $msg"; else fail "$1 $2: $msg"; fi
}

# Counter: click "+" twice; the count is 2.
check_Counter() {
  run Counter probe 2 "wait 1" || return
  local plus; plus=$(py frame "$out/probe.json" button "+") || { fail "Counter: no \"+\" button in the inspector"; return; }
  run Counter plus-twice 90 "wait 5" "click $plus" "wait 20" "click $plus" "wait 20" || return
  expect_state Counter plus-twice count 2
  expect_png Counter plus-twice
}

# HeroCards: click the 2nd card, it opens (selected 1, a "Close" button shows); Close closes it.
check_HeroCards() {
  run HeroCards probe 2 "wait 1" || return
  local card; card=$(py frame "$out/probe.json" button "#1") || { fail "HeroCards: fewer than 2 cards in the inspector"; return; }
  run HeroCards open 90 "wait 5" "click $card" "wait 60" || return
  expect_state HeroCards open selected 1
  if py label "$out/open.json" Close; then pass "HeroCards open: the inspector lists \"Close\""
  else fail "HeroCards open: no \"Close\" in the inspector"; fi
  expect_png HeroCards open
  local close; close=$(py frame "$out/open.json" button Close) || { fail "HeroCards: no Close button to click"; return; }
  run HeroCards close 90 "wait 5" "click $card" "wait 35" "click $close" "wait 40" || return
  expect_state HeroCards close selected null
  if py label "$out/close.json" Close; then fail "HeroCards close: \"Close\" still in the inspector"
  else pass "HeroCards close: \"Close\" is gone"; fi
  expect_png HeroCards close
}

check_Todo() {
  run Todo probe 2 "wait 1" || return
  local field; field=$(py frame "$out/probe.json" textField "New item") || { fail "Todo: no \"New item\" field in the inspector"; return; }
  run Todo add-two 60 "wait 2" "click $field" "wait 1" "type Buy milk" "key Return" "type Walk the dog # at six" \
    "key Return" "wait 2" || return
  expect_state Todo add-two items '["Buy milk", "Walk the dog # at six"]'
  expect_png Todo add-two
}

# Library: a header click sorts the songs by Time; a click on the first row then Shift+Down twice
# selects three; Ctrl+F and "night" filter them (found by label in a first run's inspector).
check_Library() {
  run Library probe 2 "wait 1" || return
  local time; time=$(py frame "$out/probe.json" tableColumnHeader Time) || { fail "Library: no \"Time\" column header in the inspector"; return; }
  run Library sorted 40 "wait 2" "click $time" "wait 5" || return
  expect_state Library sorted sortOrder '["time ascending"]'
  local first; first=$(py frame "$out/sorted.json" tableRow "#0") || { fail "Library: no table rows in the inspector"; return; }
  run Library select 60 "wait 2" "click $time" "wait 5" "click $first" "wait 2" "key Shift+Down" "key Shift+Down" "wait 5" || return
  if [ "$(python3 -c "import json; print(len(json.load(open('$out/select.json'))['state']['selection']))")" = 3 ]; then
    pass "Library select: three songs selected"
  else fail "Library select: the selection is $(py state "$out/select.json" selection)"; fi
  expect_png Library select
  run Library search 60 "wait 2" "key Ctrl+F" "wait 2" "type night" "wait 10" || return
  expect_state Library search shown '["Night Tram", "Night Drive", "Nightcap", "Goodnight"]'
}

# Settings: click the "Automatic updates" switch and the check box below it (found by label):
# both flip; click the "Office" network: its page is pushed, with its "Join automatically".
check_Settings() {
  run Settings probe 2 "wait 1" || return
  local sw box office
  sw=$(py frame "$out/probe.json" toggle "Automatic updates") || { fail "Settings: no \"Automatic updates\" toggle in the inspector"; return; }
  box=$(py frame "$out/probe.json" checkBox "Ask to keep changes when closing") || { fail "Settings: no check box in the inspector"; return; }
  run Settings toggles 40 "wait 2" "click $sw" "wait 2" "click $box" "wait 20" || return
  expect_state Settings toggles automaticUpdates false
  expect_state Settings toggles askBeforeClosing true
  expect_png Settings toggles
  office=$(py frame "$out/probe.json" button Office) || { fail "Settings: no \"Office\" network in the inspector"; return; }
  run Settings network 60 "wait 2" "click $office" "wait 50" || return
  expect_state Settings network path '["Office"]'
  if py label "$out/network.json" "Join automatically"; then pass "Settings network: the pushed page lists \"Join automatically\""
  else fail "Settings network: no \"Join automatically\" in the inspector"; fi
}

# Editor: the Welcome note's button opens its window, where typing goes into its text; Ctrl+N
# adds a note (and its window); Delete, then Ctrl+Z, brings a note back.
check_Editor() {
  run Editor probe 2 "wait 1" || return
  local welcome delete
  welcome=$(py frame "$out/probe.json" button Welcome) || { fail "Editor: no \"Welcome\" button in the inspector"; return; }
  delete=$(py frame "$out/probe.json" button "Delete Welcome") || { fail "Editor: no \"Delete Welcome\" button"; return; }
  run Editor windows 40 "wait 2" "click $welcome" "wait 2" "window note:Welcome" "click 200 100" "key Ctrl+End" \
    "type  Typed." "wait 2" "window main" "key Ctrl+N" "wait 2" "click $delete" "wait 2" "key Ctrl+Z" "wait 2" || return
  expect_state Editor windows notes '["Welcome", "Untitled 1"]'
  expect_state Editor windows texts '["Notes open in windows of their own. Typed.", ""]'
  local ids; ids=$(python3 -c "import json; print(' '.join(w['id'] for w in json.load(open('$out/windows.json'))['windows']))")
  if [ "$ids" = "main note:Welcome note:Untitled 1" ]; then pass "Editor windows: --inspect lists $ids"
  else fail "Editor windows: --inspect lists '$ids'"; fi
  expect_png Editor windows
}

# Notes: with no session bus (so no desktop portal) Open… shows Gliss's file sheet; Ctrl+L, a
# path and Return open that file. Save As… into a folder no one may write in (sysfs, read-only
# even for root) shows an error in the sheet and writes nothing; into a writable one it writes.
check_Notes() {
  local files=$out/files; rm -rf "$files"; mkdir -p "$files"; printf 'from disk\n' > "$files/a.txt"
  run Notes probe 2 "wait 1" || return
  local open saveas
  open=$(py frame "$out/probe.json" button "Open…") || { fail "Notes: no \"Open…\" button in the inspector"; return; }
  saveas=$(py frame "$out/probe.json" button "Save As…") || { fail "Notes: no \"Save As…\" button"; return; }
  DBUS_SESSION_BUS_ADDRESS= run Notes open 90 "wait 2" "click $open" "wait 30" "key Ctrl+L" "key Ctrl+A" "type $files/a.txt" \
    "key Return" "wait 30" || return
  expect_state Notes open file "\"$files/a.txt\""
  expect_state Notes open text '"from disk\n"'
  DBUS_SESSION_BUS_ADDRESS= run Notes read-only 90 "wait 2" "click $saveas" "wait 30" "key Ctrl+L" "key Ctrl+A" \
    "type /sys/gliss-notes.txt" "key Return" "wait 30" || return
  if [ -e /sys/gliss-notes.txt ]; then fail "Notes read-only: a file was written in /sys"; else pass "Notes read-only: nothing written"; fi
  if python3 -c "import json,sys; j=json.load(open('$out/read-only.json')); sys.exit(0 if any('permission' in n.get('label','').lower() for n in j['nodes']) else 1)"; then
    pass "Notes read-only: the sheet says there is no permission"
  else fail "Notes read-only: no error naming the permission in the inspector"; fi
  expect_png Notes read-only
  DBUS_SESSION_BUS_ADDRESS= run Notes save 90 "wait 2" "click 200 200" "type typed" "click $saveas" "wait 30" "key Ctrl+L" \
    "key Ctrl+A" "type $files/b.txt" "key Return" "wait 30" || return
  if [ "$(cat "$files/b.txt" 2>/dev/null)" = typed ]; then pass "Notes save: b.txt holds the typed text"
  else fail "Notes save: b.txt holds '$(cat "$files/b.txt" 2>&1)'"; fi
}

if [ $# -gt 0 ]; then names=("$@"); else
  names=(); for p in Examples/*/Package.swift; do [ -e "$p" ] && names+=("$(basename "$(dirname "$p")")"); done
fi
[ ${#names[@]} -gt 0 ] || { echo "examples: none found under Examples/"; exit 1; }

for name in "${names[@]}"; do
  dir=$root/Examples/$name
  [ -f "$dir/Package.swift" ] || { fail "$name: no Examples/$name/Package.swift"; continue; }
  out=$dir/.build/check-examples
  mkdir -p "$out"
  # Quiet on success; on failure the log without progress lines (the whole one is in build.log).
  # No build manifest caching: with it, SwiftPM (6.3) kept building Gliss from its old list of
  # files after a file was added to Gliss since the example's last build.
  if (cd "$dir" && swift build --scratch-path "$scratch" --disable-build-manifest-caching) > "$out/build.log" 2>&1; then
    pass "$name: swift build"
  else
    grep -vE '^\[[0-9]+/[0-9]+\] |^warning: prohibited flag' "$out/build.log" | head -n 100
    fail "$name: swift build (log: ${out#"$root"/}/build.log)"; continue
  fi
  # Each example's executable is named after its folder.
  bin="$(cd "$dir" && swift build --scratch-path "$scratch" --show-bin-path)/$name"
  [ -x "$bin" ] || { fail "$name: no executable at $bin"; continue; }
  if declare -F "check_$name" > /dev/null; then
    "check_$name"
  else
    # An example without checks of its own: it runs 90 frames and draws something.
    run "$name" smoke 90 "wait 1" && expect_png "$name" smoke
  fi
  # Its own tests, written with GlissTesting (snapshots committed beside them).
  if [ -d "$dir/Tests" ]; then
    if (cd "$dir" && SDL_VIDEODRIVER=offscreen swift test --scratch-path "$scratch" --disable-build-manifest-caching) > "$out/test.log" 2>&1; then
      pass "$name: swift test (XCTest: $(grep -oE 'Executed [0-9]+ tests?' "$out/test.log" | tail -n 1); Swift Testing: $(grep -oE 'Test run with [0-9]+ tests?' "$out/test.log" | tail -n 1 || echo none))"
    else
      grep -E 'error|failed|Executed' "$out/test.log" | head -n 40
      fail "$name: swift test (log: ${out#"$root"/}/test.log)"
    fi
  fi
done

echo "examples: $passes passed, $fails failed"
[ $fails = 0 ]
