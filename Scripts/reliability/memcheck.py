#!/usr/bin/env python3
"""Leaks and memory errors: one scripted run of every demo (clicks, drags, wheel, keys aimed at
what it shows; offscreen SDL, software renderer, real fonts, images and texture caches), one of
the gallery (open each demo, use it, Escape back) and one with broken resources (placeholder and
font-fallback paths) under valgrind memcheck. Passes when valgrind reports no errors: no invalid
reads or writes, no use of uninitialised values, no invalid frees, no definite leaks. Possible
leaks and still-reachable blocks are counted and printed, not errors (the Swift runtime keeps its
metadata caches behind interior pointers, which memcheck calls "possibly lost"). Last, one run of
the cards demo with the X11 video driver under Xvfb.

Suppressions (Scripts/reliability/valgrind-gliss.supp) cover only code outside the project; each entry says why.

The runs are independent and each valgrind process uses one core, so they run --jobs at a time
(default: the machine's cores); their lines are printed in the usual order. On
the project's 2-core machine two at a time take the step from ~14 to ~8 minutes.

usage: memcheck.py GLISS_DEMOS [--frames N] [--tour-pages N] [--out DIR] [--demos a,b] [--jobs N]
  --tour-pages: carousel pages the opening tour visits after the first (default 12: every trip;
  each page is ~160 frames, the heaviest under valgrind; test-all visits 1: the same code paths)
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile, time
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("--frames", type=int, default=240, help="scripted frames per demo")
ap.add_argument("--tour-pages", type=int, default=12, help="carousel pages the opening tour visits")
ap.add_argument("--out", default=".build/reliability/memcheck")
ap.add_argument("--demos", default=",".join(lib.DEMOS + ["text"]))   # text: the text engine (fontconfig, CJK, emoji, bidi)
ap.add_argument("--no-x11", action="store_true", help="skip the run under Xvfb (X11 video driver)")
ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="valgrind runs at a time")
a = ap.parse_args()
if not shutil.which("valgrind"):
    sys.exit("memcheck: valgrind is missing (apt-get install valgrind)")
binary = os.path.abspath(a.binary)
os.makedirs(a.out, exist_ok=True)
checks = lib.Checks("memcheck")
supp = os.path.join(here, "valgrind-gliss.supp")
VALGRIND = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,possible",
            "--errors-for-leak-kinds=definite", "--track-origins=yes", "--num-callers=40", "--child-silent-after-fork=yes",
            f"--suppressions={supp}", "--error-exitcode=99"]


# The runs to make: (tag, arguments, environment, demo whose --inspect is checked).
jobs = []


def memcheck(tag, args, env=None, demo=None):
    jobs.append((tag, args, env, demo))


def run(job):
    """Runs one job under valgrind (on a worker thread): its exit status and seconds."""
    tag, args, env, _ = job
    log = os.path.join(a.out, f"{tag}.valgrind.log")
    insp = os.path.join(a.out, f"{tag}.json")
    if os.path.exists(insp):
        os.remove(insp)
    t = time.time()
    r = subprocess.run(VALGRIND + [f"--log-file={log}", binary, *args, "--inspect", insp],
                       env=env or lib.offscreen_env(), capture_output=True, text=True, errors="replace")
    return r.returncode, time.time() - t


def report(job, returncode, secs):
    """Prints one run's line and checks it (on the main thread, in the jobs' order)."""
    tag, _, _, demo = job
    log = os.path.join(a.out, f"{tag}.valgrind.log")
    insp = os.path.join(a.out, f"{tag}.json")
    text = open(log, errors="replace").read()
    m = re.search(r"ERROR SUMMARY: (\d+) errors", text)
    errors = int(m.group(1)) if m else -1
    def lost(kind):
        m = re.search(kind + r": ([\d,]+) bytes in ([\d,]+) blocks", text)
        return (int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))) if m else (0, 0)
    kinds = {k: lost(k) for k in ("definitely lost", "indirectly lost", "possibly lost", "still reachable")}
    m = re.search(r"suppressed: (\d+) from (\d+)", text)
    suppressed = int(m.group(1)) if m else 0
    invalid = len(re.findall(r"Invalid (read|write|free)", text))
    uninit = len(re.findall(r"uninitialised", text))
    print(f"{tag:10} {secs:6.0f} s  errors {errors:3}  invalid r/w/free {invalid:3}  uninitialised {uninit:3}  "
          + "  ".join(f"{k} {b:,} B/{n}" for k, (b, n) in kinds.items()) + f"  (suppressed {suppressed})", flush=True)
    checks.ok(returncode == 0 and errors == 0,
              f"{tag}: exit {returncode}, {errors} valgrind errors ({invalid} invalid accesses, {uninit} uninitialised); see {log}")
    checks.ok(kinds["definitely lost"][0] == 0, f"{tag}: {kinds['definitely lost'][0]} bytes definitely lost; see {log}")
    if demo:
        p = lib.inspect_problem(insp, demo)
        checks.ok(p is None, f"{tag}: {p}")


def run_all():
    """Runs the jobs queued so far, --jobs at a time, and reports them in order."""
    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        futures = [pool.submit(run, job) for job in jobs]
        for job, future in zip(jobs, futures):
            report(job, *future.result())
    jobs.clear()


print(f"memcheck: valgrind {subprocess.run(['valgrind', '--version'], capture_output=True, text=True).stdout.strip()}, "
      f"{a.frames} scripted frames per demo, binary {binary}")
for demo in a.demos.split(","):
    layout = lib.first_frame(binary, demo, a.out)
    script = os.path.join(a.out, f"{demo}.txt")
    open(script, "w").write(lib.activity_script(demo, layout, a.frames, seed=5, tour_pages=a.tour_pages) + "quit\n")
    memcheck(demo, [demo, "--fixed-step", "--check-invariants", "--script", script], demo=demo)

# The gallery: open every demo, click around, Escape back.
gl = os.path.join(a.out, "gallery-layout.json")
subprocess.run([binary, "--fixed-step", "--frames", "2", "--inspect", gl], env=lib.offscreen_env(), check=True)
tiles = [lib.centre(n) for n in json.load(open(gl))["nodes"] if n["role"] == "button"]
if a.frames < 200:
    tiles = tiles[:2]   # short (CI) runs visit two demos from the gallery
lines = []
for x, y in tiles:   # (no click in the middle: it would open the carousel's sheet, where Escape only closes it)
    lines += [f"click {x} {y}", "wait 20", "click 100 150", "wait 30", "drag 900 400 300 400 8", "wait 40",
              "key Escape", "wait 30"]
script = os.path.join(a.out, "gallery.txt")
open(script, "w").write("wait 2\n" + "\n".join(lines) + "\nquit\n")
memcheck("gallery", ["--fixed-step", "--script", script])

# Broken resources: garbage, truncated and empty images and fonts (placeholder and fallback paths).
tmp = tempfile.mkdtemp(prefix="gliss-memcheck-")
res = os.path.join(tmp, "Resources")
shutil.copytree(os.path.join(here, "..", "..", "Resources"), res)
jpeg = open(os.path.join(res, "Photos", "photo-01.jpg"), "rb").read()
open(os.path.join(res, "Photos", "photo-01.jpg"), "wb").write(jpeg[: len(jpeg) // 3])
open(os.path.join(res, "Photos", "photo-02.jpg"), "wb").write(os.urandom(5000))
open(os.path.join(res, "Photos", "photo-03.jpg"), "wb").write(b"")
os.makedirs(os.path.join(res, "Fonts"))   # the app's own fonts override the bundled ones
open(os.path.join(res, "Fonts", "Sans-Regular.ttf"), "wb").write(b"")
open(os.path.join(res, "Fonts", "Rounded-Bold.ttf"), "wb").write(os.urandom(4000))
layout = lib.first_frame(binary, "photos", a.out)
script = os.path.join(a.out, "badfiles.txt")
open(script, "w").write(lib.activity_script("photos", layout, a.frames // 2, seed=9) + "quit\n")
memcheck("badfiles", ["photos", "--fixed-step", "--resources", res, "--script", script], demo="photos")

# One run with the X11 video driver under Xvfb (the SDL/X11/D-Bus code paths a desktop uses).
if not a.no_x11 and shutil.which("Xvfb"):
    d = 97
    while os.path.exists(f"/tmp/.X11-unix/X{d}") or os.path.exists(f"/tmp/.X{d}-lock"):
        d += 1
    xvfb = subprocess.Popen(["Xvfb", f":{d}", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        xenv = dict(os.environ, DISPLAY=f":{d}")
        xenv.pop("SDL_VIDEODRIVER", None)
        layout = lib.first_frame(binary, "cards", a.out)
        script = os.path.join(a.out, "x11.txt")
        open(script, "w").write(lib.activity_script("cards", layout, a.frames, seed=13) + "quit\n")
        memcheck("x11", ["cards", "--fixed-step", "--check-invariants", "--script", script], env=xenv, demo="cards")
        run_all()
    finally:
        xvfb.terminate()
        xvfb.wait()
run_all()
shutil.rmtree(tmp, ignore_errors=True)
sys.exit(checks.summary())
