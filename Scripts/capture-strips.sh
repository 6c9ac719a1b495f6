#!/usr/bin/env bash
# Animated README strips, made with the project's own capture path: for each demo it writes a
# script of input commands with a `screenshot` every K frames, runs
#   gliss-demos <demo> --fixed-step --script <script>      (SDL_VIDEODRIVER=offscreen)
# and turns the PNGs into docs/images/<demo>.gif with ImageMagick (480 px wide, one shared
# palette, identical consecutive frames merged into one longer frame, looped).
# Widget coordinates come from the demo's own inspector (`--inspect out.json --frames 5`,
# nodes found by label), so the strips follow layout changes.
#
#   Scripts/capture-strips.sh [OUT_DIR] [DEMO...]     (default docs/images, every demo)
#
# Environment: GLISS_SCRATCH (build folder, default .build-golden), GIF_WIDTH (480).
# Each GIF is kept under ~600 KB by its frame interval, palette size and dithering (below).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${GLISS_SCRATCH:-.build-golden}
out=${1:-docs/images}
shift || true
demos=("$@")
[ ${#demos[@]} -gt 0 ] || demos=(photos months cards devices carousel)

for tool in convert montage python3; do
  command -v "$tool" >/dev/null || { echo "capture-strips: $tool is missing (Scripts/install-deps.sh test installs it)" >&2; exit 1; }
done
echo "capture-strips: building gliss-demos in $scratch"
swift build --scratch-path "$scratch" --product gliss-demos 2>&1 | grep -vE "^warning: (prohibited flag|'main': Source files)" | tail -n 1
bin="$scratch/debug/gliss-demos"
[ -x "$bin" ] || { echo "capture-strips: $bin was not built" >&2; exit 1; }
mkdir -p "$out"
work=$(mktemp -d)
[ -n "${CAPTURE_KEEP:-}" ] && echo "capture-strips: keeping frames in $work" || trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=offscreen

python3 - "$bin" "$work" "$out" "${GIF_WIDTH:-480}" "${demos[@]}" <<'PY'
import hashlib, json, os, subprocess, sys

binary, work, out, width = sys.argv[1:5]
demos = sys.argv[5:]

def run(args):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"capture-strips: {' '.join(args)} failed ({r.returncode}):\n{r.stderr}")
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
        sys.exit(f"capture-strips: no node labelled {label!r} in {doc['demo']}")
    x, y, w, h = hits[nth]["frame"]
    return (round(x + w / 2, 1), round(y + h / 2, 1))

class Timeline:
    """Per-frame script commands and where the pointer is; a screenshot every `k` frames.
    `colors` and `dither` set the GIF encoding: one palette of `colors` shared by every frame
    (flat UI: few colours, no dithering; photographs: more colours, dithered)."""
    def __init__(self, k, colors=64, dither=False):
        self.k, self.frames = k, {}
        self.colors, self.dither = colors, dither
        self.crop = None  # ImageMagick geometry of the part of the window to show
        self.t = 0
        self.pointer = {}  # frame -> (x, y, pressed) from that frame on
    def at(self, cmd):
        self.frames.setdefault(self.t, []).append(cmd)
        word, x, y = cmd.split()[:3]
        pressed = {"down": True, "up": False}.get(word, self.pointer_at(self.t)[2] if self.pointer_at(self.t) else False)
        self.pointer[self.t] = (float(x), float(y), pressed)
    def pointer_at(self, f):
        keys = [g for g in self.pointer if g <= f]
        return self.pointer[max(keys)] if keys else None
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
    def script(self, shots):
        lines = []
        for f in range(self.t + 1):
            lines += self.frames.get(f, [])
            if f % self.k == 0:
                lines.append(f"screenshot {os.path.join(shots, f'{f:05d}.png')}")
            lines.append("wait 1")
        lines.append("quit")
        return "\n".join(lines) + "\n"

def content_crop(doc, margin=40):
    """The window area holding every inspector node, plus `margin` (for demos whose content
    sits in the middle of a mostly empty window, so the GIF is not mostly white)."""
    fr = [n["frame"] for n in doc["nodes"]]
    W, H = doc["size"]
    x0 = max(0, min(f[0] for f in fr) - margin); y0 = max(0, min(f[1] for f in fr) - margin)
    x1 = min(W, max(f[0] + f[2] for f in fr) + margin); y1 = min(H, max(f[1] + f[3] for f in fr) + margin)
    return f"{int(x1 - x0)}x{int(y1 - y0)}+{int(x0)}+{int(y0)}"

def plan(demo):
    doc = inspect(demo)
    if demo == "photos":
        # Two photos fly from the grid into the dock; then the first flies back to the grid's end.
        tl = Timeline(2, colors=128, dither=True)
        tl.wait(12); tl.click(center(doc, "9")); tl.wait(34)
        tl.click(center(doc, "3")); tl.wait(34)
        dock = next(n for n in doc["nodes"] if n["label"] == "dock")["frame"]
        tl.click((dock[0] + 50, dock[1] + dock[3] / 2)); tl.wait(40)
    elif demo == "months":
        # The green border glides from January to September (easeInOut 1 s), then on to March.
        tl = Timeline(3)
        tl.crop = content_crop(doc)
        tl.wait(15); tl.click(center(doc, "September")); tl.wait(75)
        tl.click(center(doc, "March")); tl.wait(75)
    elif demo == "cards":
        # Three cards dealt from the deck into the hands, then the first hand card sent back.
        tl = Timeline(2)
        tl.crop = content_crop(doc)
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
        tl = Timeline(3)
        first, last = center(doc, "Apple TV", role="button"), center(doc, "iPod", role="button")
        ipad = center(doc, "iPad", role="button")
        tl.wait(15)
        tl.drag(first, last, 45, release=False); tl.wait(15)
        tl.drag(last, ipad, 18, press=False); tl.wait(30)
        tl.click(first); tl.wait(45)
    elif demo == "carousel":
        # One page to the left (drag past 65 % of the width, release, spring), then the
        # current card is clicked and the detail sheet slides up. Every frame of a moving
        # photograph costs ~15-20 KB, so this strip runs at 15 frames/s, undithered.
        tl = Timeline(4, colors=64)
        c = center(doc, "Amsterdam")
        w = doc["size"][0]
        far = (round(c[0] - 0.7 * w, 1), c[1])
        tl.wait(16)
        tl.drag(c, far, 24); tl.wait(44)
        tl.click(c); tl.wait(60)
    else:
        sys.exit(f"capture-strips: no strip planned for {demo!r}")
    return tl

for demo in demos:
    tl = plan(demo)
    shots = os.path.join(work, demo)
    os.makedirs(shots, exist_ok=True)
    sp = os.path.join(work, f"{demo}.txt")
    with open(sp, "w") as f:
        f.write(tl.script(shots))
    run([binary, demo, "--fixed-step", "--script", sp])
    files = sorted(os.path.join(shots, n) for n in os.listdir(shots) if n.endswith(".png"))
    # Draw the pointer (the window has no cursor): a light ring while hovering, a dark dot
    # while pressed. Then merge runs of identical frames into one frame shown longer.
    marked = os.path.join(work, f"{demo}-marked")
    os.makedirs(marked, exist_ok=True)
    frames = []  # [path, ticks]
    last = None
    for p in files:
        f = int(os.path.basename(p)[:-4])
        ptr = tl.pointer_at(f)
        # The app's PNGs carry no timestamps, so equal bytes mean equal pixels.
        with open(p, "rb") as fh:
            key = (hashlib.sha1(fh.read()).hexdigest(), ptr)
        if key == last:
            frames[-1][1] += tl.k
            continue
        last = key
        if ptr:
            x, y, pressed = ptr
            r = 22 if pressed else 16
            fill = "rgba(0,0,0,0.45)" if pressed else "rgba(0,0,0,0.15)"
            q = os.path.join(marked, os.path.basename(p))
            run(["convert", p, "-fill", fill, "-stroke", "white", "-strokewidth", "3",
                 "-draw", f"circle {x},{y} {x + r},{y}", q])
            p = q
        frames.append([p, tl.k])
    frames[-1][1] = max(frames[-1][1], 90)  # hold the end 1.5 s before looping
    # 1. crop and scale every frame; 2. one palette of `colors` for the whole strip (so
    # unchanged pixels stay identical between frames and compress away); 3. the GIF.
    small = os.path.join(work, f"{demo}-small")
    os.makedirs(small, exist_ok=True)
    args = ["convert"] + [p for p, _ in frames]
    if tl.crop:
        args += ["-crop", tl.crop, "+repage"]
    run(args + ["-resize", f"{width}x", os.path.join(small, "%05d.png")])
    scaled = [os.path.join(small, f"{i:05d}.png") for i in range(len(frames))]
    palette = os.path.join(work, f"{demo}-palette.png")
    sheet = os.path.join(work, f"{demo}-sheet.png")  # every frame tiled (within IM's size limits)
    run(["montage"] + scaled + ["-tile", "8x", "-geometry", "+0+0", sheet])
    run(["convert", sheet, "-dither", "None", "-colors", str(tl.colors), "-unique-colors", palette])
    args = ["convert"]
    for p, (_, ticks) in zip(scaled, frames):
        # GIF delays are in 1/100 s; ticks are 1/60 s frames.
        args += ["-delay", str(max(2, round(ticks * 100 / 60))), p]
    gif = os.path.join(out, f"{demo}.gif")
    tmp = gif + ".tmp.gif"
    args += ["-dither", "FloydSteinberg" if tl.dither else "None", "-remap", palette,
             "-layers", "Optimize", "-loop", "0", tmp]
    run(args)
    os.replace(tmp, gif)
    print(f"capture-strips: {gif}: {len(frames)} frames from {len(files)} screenshots, "
          f"{os.path.getsize(gif) // 1024} KB")
PY
