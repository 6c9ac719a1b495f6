#!/usr/bin/env bash
# The README's animations, made with `--record` (the same path any Gliss app has): for each
# demo a script of input commands is written and run as
#   gliss-demos <demo> --fixed-step --script <script> --record docs/images/<demo>.gif --record-scale 0.375
# (SDL_VIDEODRIVER=offscreen; 480 px wide, 60 frames a second, the pointer drawn as a dot that
# darkens while pressed). Widget coordinates come from the demo's own inspector
# (`--inspect out.json --frames 5`, nodes found by label), so the animations follow layout changes.
#
#   Scripts/generate/record-readme.sh [OUT_DIR] [DEMO...]     (default docs/images, every demo)
#
# Environment: GLISS_SCRATCH (build folder, default .build-golden), GIF_SCALE (0.375).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${GLISS_SCRATCH:-.build-golden}
out=${1:-docs/images}
shift || true
demos=("$@")
[ ${#demos[@]} -gt 0 ] || demos=(photos months cards devices carousel)

command -v ffmpeg >/dev/null || { echo "record-readme: ffmpeg is missing (Scripts/install-deps.sh test installs it)" >&2; exit 1; }
echo "record-readme: building gliss-demos in $scratch"
swift build --scratch-path "$scratch" --product gliss-demos 2>&1 | grep -vE "^warning: (prohibited flag|'main': Source files)" | tail -n 1
bin="$scratch/debug/gliss-demos"
[ -x "$bin" ] || { echo "record-readme: $bin was not built" >&2; exit 1; }
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=offscreen

python3 - "$bin" "$work" "$out" "${GIF_SCALE:-0.375}" "${demos[@]}" <<'PY'
import json, os, subprocess, sys

binary, work, out, scale = sys.argv[1:5]
demos = sys.argv[5:]

def run(args):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"record-readme: {' '.join(args)} failed ({r.returncode}):\n{r.stderr}")
    return r

def inspect(demo, script=None):
    """Nodes and state of the demo after 5 frames (or after `script`)."""
    path = os.path.join(work, f"{demo}-inspect.json")
    args = [binary, demo, "--fixed-step", "--inspect", path]
    if script:
        sp = os.path.join(work, f"{demo}-probe.txt")
        with open(sp, "w") as f:
            f.write(script)
        args += ["--script", sp]
    else:
        args += ["--frames", "5"]
    run(args)
    with open(path) as f:
        return json.load(f)

def center(doc, label, role=None, nth=0):
    hits = [n for n in doc["nodes"] if n["label"] == label and (role is None or n["role"] == role)]
    if len(hits) <= nth:
        sys.exit(f"record-readme: no node labelled {label!r} in {doc['screen']}")
    x, y, w, h = hits[nth]["frame"]
    return (round(x + w / 2, 1), round(y + h / 2, 1))

class Timeline:
    """Script commands frame by frame: what a person does, one frame (1/60 s) at a time."""
    def __init__(self):
        self.frames, self.t = {}, 0
    def at(self, cmd):
        self.frames.setdefault(self.t, []).append(cmd)
    def wait(self, n):
        self.t += n
    def click(self, p):
        self.at(f"down {p[0]} {p[1]}"); self.wait(1); self.at(f"up {p[0]} {p[1]}"); self.wait(1)
    def drag(self, a, b, n, press=True, release=True):
        """Moves from a to b over n frames: pressing at a first unless the button is
        already down (press=False), releasing at b unless release=False."""
        if press:
            self.at(f"down {a[0]} {a[1]}")
        for i in range(1, n + 1):
            self.wait(1)
            x = a[0] + (b[0] - a[0]) * i / n
            y = a[1] + (b[1] - a[1]) * i / n
            self.at(f"move {round(x, 1)} {round(y, 1)}")
        if release:
            self.at(f"up {b[0]} {b[1]}")
        self.wait(1)
    def script(self):
        lines = []
        for f in range(self.t + 1):
            lines += self.frames.get(f, [])
            lines.append("wait 1")
        lines.append("wait 60")   # hold the end a second before the GIF loops
        lines.append("quit")
        return "\n".join(lines) + "\n"

def plan(demo):
    doc = inspect(demo)
    if demo == "photos":
        # Two photos fly from the grid into the dock; then the first flies back to the grid's end.
        tl = Timeline()
        tl.wait(12); tl.click(center(doc, "9")); tl.wait(34)
        tl.click(center(doc, "3")); tl.wait(34)
        dock = next(n for n in doc["nodes"] if n["label"] == "dock")["frame"]
        tl.click((dock[0] + 50, dock[1] + dock[3] / 2)); tl.wait(40)
    elif demo == "months":
        # The green border glides from January to September (easeInOut 1 s), then on to March.
        tl = Timeline()
        tl.wait(15); tl.click(center(doc, "September")); tl.wait(75)
        tl.click(center(doc, "March")); tl.wait(75)
    elif demo == "cards":
        # Three cards dealt from the deck into the hands, then the first hand card sent back.
        tl = Timeline()
        plus0, plus1 = center(doc, "+", nth=0), center(doc, "+", nth=1)
        first = str(doc["state"]["hands"][0][0])
        card = center(doc, first)
        tl.wait(12); tl.click(plus0); tl.wait(34)
        tl.click(plus1); tl.wait(34)
        tl.click(plus0); tl.wait(34)
        tl.click(card); tl.wait(44)
    elif demo == "devices":
        # Press on the first index square and scrub down to the last one, then back up to iPad;
        # release; then click "Apple TV" for the animated scroll back to the top.
        tl = Timeline()
        first, last = center(doc, "Apple TV", role="button"), center(doc, "iPod", role="button")
        ipad = center(doc, "iPad", role="button")
        tl.wait(15)
        tl.drag(first, last, 45, release=False); tl.wait(15)
        tl.drag(last, ipad, 18, press=False); tl.wait(30)
        tl.click(first); tl.wait(45)
    elif demo == "carousel":
        # One page to the left (drag past 65 % of the width, release, spring), then the
        # current card is clicked and the detail sheet slides up.
        tl = Timeline()
        c = center(doc, "Amsterdam")
        w = doc["size"][0]
        far = (round(c[0] - 0.7 * w, 1), c[1])
        tl.wait(16)
        tl.drag(c, far, 24); tl.wait(44)
        tl.click(c); tl.wait(60)
    else:
        sys.exit(f"record-readme: no strip planned for {demo!r}")
    return tl

for demo in demos:
    sp = os.path.join(work, f"{demo}.txt")
    with open(sp, "w") as f:
        f.write(plan(demo).script())
    gif = os.path.join(out, f"{demo}.gif")
    # The carousel's moving photographs cost ~20 KB a frame: a smaller strip keeps it light.
    s = str(float(scale) * 2 / 3) if demo == "carousel" else scale
    run([binary, demo, "--fixed-step", "--script", sp, "--record", gif, "--record-scale", s])
    print(f"record-readme: {gif}: {os.path.getsize(gif) // 1024} KB")
PY
