#!/usr/bin/env python3
"""Interrupting the real app: SIGINT, SIGTERM and the window's close button, mid-animation,
during start-up and when idle; quitting mid-flight from a script; and a window resize storm
under a real X server. Each must end cleanly (exit 0), still write --inspect (consistent:
parses, frame > 0, the demo's invariants hold), --screenshot (a whole PNG) and --trace (whole
lines, the last one the inspected frame), and leave no temporary files behind.

Offscreen cases run with SDL_VIDEODRIVER=offscreen. X11 cases start their own Xvfb (4096x4096
screen, so the storm can reach 4096x4096), find the window with xdotool, press its close
button by sending WM_DELETE_WINDOW (what a window manager does), and resize it with
`xdotool windowsize` while clicking and dragging.

usage: signals.py GLISS_DEMOS [--long] [--out DIR] [--no-x11]
  CI: 4 signal cases and 2 scripted quits per demo, 40 storm sizes; --long: 6 signal cases
  (SIGINT/SIGTERM x mid-animation/start-up/idle), 6 scripted quits, 500 storm sizes.
"""
import argparse, ctypes, json, os, random, shutil, signal, subprocess, sys, tempfile, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("--long", action="store_true")
ap.add_argument("--out", default=None)
ap.add_argument("--no-x11", action="store_true")
a = ap.parse_args()
binary = os.path.abspath(a.binary)
out = a.out or tempfile.mkdtemp(prefix="gliss-signals-")
os.makedirs(out, exist_ok=True)
checks = lib.Checks("signals")
rng = random.Random(11)
storm_sizes = 500 if a.long else 40


def files(tag):
    return {k: os.path.join(out, f"{tag}.{ext}") for k, ext in (("inspect", "json"), ("shot", "png"), ("trace", "jsonl"))}


def check_outputs(tag, demo, f, rc, err, size=(1280, 800), min_frame=1):
    ok = checks.ok(rc == 0, f"{tag}: exit {rc}: {err.strip()[-300:]}")
    p = lib.inspect_problem(f["inspect"], demo, size=size, min_frame=min_frame)
    ok &= checks.ok(p is None, f"{tag}: {p}")
    p = lib.png_problem(f["shot"])
    ok &= checks.ok(p is None, f"{tag}: {p}")
    try:
        lines = open(f["trace"]).read().splitlines()
        frames = [json.loads(l)["frame"] for l in lines]
        last = json.load(open(f["inspect"]))["frame"]
        if last == 0:
            # Stopped before the first frame: nothing traced, and the app says so.
            ok &= checks.ok(not frames and "stopped before the first frame" in err,
                            f"{tag}: stopped at frame 0 but trace has {len(frames)} lines / no message: {err.strip()[-200:]}")
        else:
            ok &= checks.ok(bool(frames) and frames[-1] == last and frames == list(range(frames[0], frames[0] + len(frames))),
                            f"{tag}: trace frames {frames[:3]}…{frames[-3:]} do not end at the inspected frame {last}")
    except (OSError, ValueError, KeyError) as e:
        ok &= checks.ok(False, f"{tag}: trace unreadable: {e}")
    left = lib.leftovers(out)
    ok &= checks.ok(not left, f"{tag}: temporary files left: {left}")
    bad = [l for l in err.splitlines() if "runtime failure" in l or "Fatal" in l or "invariant" in l]
    ok &= checks.ok(not bad, f"{tag}: {bad[:2]}")
    return ok


def launch(demo, tag, env, extra=()):
    f = files(tag)
    for p in f.values():
        if os.path.exists(p):
            os.remove(p)
    err = open(os.path.join(out, f"{tag}.log"), "w+")
    p = subprocess.Popen([binary, demo, "--check-invariants", "--inspect", f["inspect"], "--screenshot", f["shot"], "--trace", f["trace"], *extra],
                         env=env, stdout=subprocess.DEVNULL, stderr=err)
    return p, f, err


def handlers_installed(pid, sig, timeout=10):
    """Waits until process `pid` catches `sig` (the SigCgt mask in /proc/PID/status)."""
    t = time.time()
    while time.time() - t < timeout:
        try:
            for line in open(f"/proc/{pid}/status"):
                if line.startswith("SigCgt:") and int(line.split()[1], 16) & (1 << (sig - 1)):
                    return True
        except OSError:
            return False
        time.sleep(0.001)
    return False


def finish(p, err, timeout=10):
    try:
        rc = p.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        rc = f"still running {timeout} s after the request to stop"
    err.seek(0)
    text = err.read()
    err.close()
    return rc, text


# --- offscreen: signals mid-animation, at start-up, when idle; scripted quit mid-flight --------
env = lib.offscreen_env()
layouts = {d: lib.first_frame(binary, d, out) for d in lib.DEMOS}
count = 0
for demo in lib.DEMOS:
    script = os.path.join(out, f"{demo}-activity.txt")
    open(script, "w").write(lib.activity_script(demo, layouts[demo], 4000, seed=3))
    combos = [(sig, when) for sig in (signal.SIGINT, signal.SIGTERM) for when in ("mid-animation", "start-up", "idle")]
    if not a.long:
        combos = [(signal.SIGINT, "mid-animation"), (signal.SIGTERM, "mid-animation"), (signal.SIGINT, "start-up"), (signal.SIGTERM, "idle")]
    for sig, when in combos:
        tag = f"{demo}-{sig.name}-{when}"
        extra = ["--script", script] if when == "mid-animation" else []
        p, f, err = launch(demo, tag, env, extra)
        if when == "start-up":
            # As early as a signal can be handled: right after main() installed its handlers
            # (before that the default action kills any process), usually before the first frame.
            handlers_installed(p.pid, sig)
        else:
            time.sleep({"mid-animation": rng.uniform(0.8, 2.5), "idle": 1.5}[when])
        p.send_signal(sig)
        rc, text = finish(p, err)
        count += 1
        # A signal at start-up may arrive before the first frame: the files are still written.
        check_outputs(tag, demo, f, rc, text, min_frame=0 if when == "start-up" else 1)
    # Two signals in a row, and a signal while a long --fixed-step run is busy.
    p, f, err = launch(demo, f"{demo}-double", env, ["--script", script])
    time.sleep(1.0); p.send_signal(signal.SIGINT); time.sleep(0.01); p.send_signal(signal.SIGTERM)
    rc, text = finish(p, err); count += 1
    check_outputs(f"{demo}-double", demo, f, rc, text)
    p, f, err = launch(demo, f"{demo}-busy", env, ["--fixed-step", "--frames", "100000000", "--script", script])
    time.sleep(1.5); p.send_signal(signal.SIGTERM)
    rc, text = finish(p, err); count += 1
    check_outputs(f"{demo}-busy", demo, f, rc, text)
    # Quit mid-flight from a script: the inspector must show a consistent in-between state.
    target = next(n for n in layouts[demo]["nodes"] if n["role"] in ("button", "image") and n["label"] not in ("close",))
    x, y = lib.centre(target)
    if demo == "carousel":
        x, y = 640, 400
    for k in ((1, 2, 3, 5, 8, 13) if a.long else (2, 8)):
        tag = f"{demo}-quit-after-{k}"
        q = os.path.join(out, f"{tag}.txt")
        open(q, "w").write(f"wait 3\nclick {x} {y}\nwait {k}\nquit\n")
        p, f, err = launch(demo, tag, env, ["--fixed-step", "--script", q])
        rc, text = finish(p, err); count += 1
        if check_outputs(tag, demo, f, rc, text):
            j = json.load(open(f["inspect"]))
            checks.ok(j["frame"] == 4 + 1 + k, f"{tag}: inspector frame {j['frame']}, expected {5 + k}")
print(f"signals: {count} offscreen runs interrupted")

# --- X11: close button, signals with a real window, resize storm ------------------------------
if a.no_x11:
    sys.exit(checks.summary())
for tool in ("Xvfb", "xdotool"):
    if not shutil.which(tool):
        print(f"signals: '{tool}' is missing (apt-get install xvfb xdotool); X11 cases skipped")
        sys.exit(checks.summary())

d = 95
while os.path.exists(f"/tmp/.X11-unix/X{d}") or os.path.exists(f"/tmp/.X{d}-lock"):
    d += 1
xvfb = subprocess.Popen(["Xvfb", f":{d}", "-screen", "0", "4096x4096x24", "-nolisten", "tcp", "-noreset"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
xenv = dict(os.environ, DISPLAY=f":{d}")
xenv.pop("SDL_VIDEODRIVER", None)
xenv.pop("GLISS_RESOURCES", None)
for _ in range(50):
    if subprocess.run(["xdotool", "getmouselocation"], env=xenv, capture_output=True).returncode == 0:
        break
    time.sleep(0.1)


def xdo(*args):
    return subprocess.run(["xdotool", *map(str, args)], env=xenv, capture_output=True, text=True)


def window_of(p, timeout=10):
    t = time.time()
    while time.time() - t < timeout and p.poll() is None:
        r = xdo("search", "--onlyvisible", "--pid", p.pid, "--name", ".")   # titled by the demo or app
        if r.returncode == 0 and r.stdout.split():
            return int(r.stdout.split()[0])
        time.sleep(0.1)
    return None


def launch_window(demo, tag, env):
    """Launches `demo` on X and waits for its window: (process, files, stderr, window), or None
    (a failed check, the process reaped) when no window appears."""
    p, f, err = launch(demo, tag, env)
    w = window_of(p)
    if not checks.ok(w is not None, f"{tag}: no window appeared"):
        finish(p, err, 1)
        return None
    return p, f, err, w


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


def close_button(window):
    """Sends WM_DELETE_WINDOW, as a window manager does when the close button is pressed."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = x11.XOpenDisplay(f":{d}".encode())
    ev = XEvent()
    ev.xclient.type = 33   # ClientMessage
    ev.xclient.window = window
    ev.xclient.message_type = x11.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
    ev.xclient.format = 32
    ev.xclient.data[0] = x11.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
    ev.xclient.data[1] = 0
    x11.XSendEvent(dpy, window, 0, 0, ctypes.byref(ev))
    x11.XFlush(dpy)
    x11.XCloseDisplay(dpy)


try:
    xcount = 0
    for demo in lib.DEMOS:
        layout = layouts[demo]
        targets = [lib.centre(n) for n in layout["nodes"] if n["role"] in ("button", "image", "text")]
        if demo == "carousel":
            targets = [(640, 400), (1100, 400), (200, 400)]
        # Close button, SIGINT and SIGTERM mid-animation with a real window.
        for how in ("close-button", "SIGINT", "SIGTERM"):
            tag = f"x11-{demo}-{how}"
            launched = launch_window(demo, tag, xenv)
            if launched is None:
                continue
            p, f, err, w = launched
            for _ in range(3):
                x, y = rng.choice(targets)
                xdo("mousemove", "--window", w, x, y, "click", 1)
                time.sleep(0.15)
            if how == "close-button":
                close_button(w)
            else:
                p.send_signal(getattr(signal, how))
            rc, text = finish(p, err)
            xcount += 1
            check_outputs(tag, demo, f, rc, text)
        # Resize storm: random sizes 1x1…4096x4096 while clicking and dragging; then back to
        # 1280x800 and Escape. The app must survive and report the final size.
        tag = f"x11-{demo}-resize-storm"
        launched = launch_window(demo, tag, xenv)
        if launched is None:
            continue
        p, f, err, w = launched
        for i in range(storm_sizes):
            sw = rng.choice([1, 2, 4096, rng.randint(1, 4096), int(2 ** rng.uniform(0, 12))])
            sh = rng.choice([1, 3, 4096, rng.randint(1, 4096), int(2 ** rng.uniform(0, 12))])
            xdo("windowsize", w, sw, sh)
            r = rng.random()
            if r < 0.4:
                xdo("mousemove", "--window", w, rng.randint(0, max(0, sw - 1)), rng.randint(0, max(0, sh - 1)), "click", 1)
            elif r < 0.7:
                xdo("mousemove", "--window", w, rng.randint(0, max(0, sw - 1)), rng.randint(0, max(0, sh - 1)), "mousedown", 1)
                xdo("mousemove_relative", "--", rng.randint(-300, 300), rng.randint(-300, 300))
                time.sleep(0.02)
                xdo("windowsize", w, rng.randint(1, 2000), rng.randint(1, 2000))
                xdo("mousemove_relative", "--", rng.randint(-300, 300), rng.randint(-300, 300), "mouseup", 1)
            time.sleep(rng.choice([0, 0.01, 0.05]))
            if p.poll() is not None:
                break
        alive = checks.ok(p.poll() is None, f"{tag}: the app died during the storm (exit {p.poll()})")
        xdo("windowsize", w, 1280, 800)
        time.sleep(1.5)
        xdo("mousemove", "--window", w, 5, 5)
        if demo == "carousel":   # Escape first closes an open sheet
            xdo("key", "--window", w, "Escape"); time.sleep(1.0)
        xdo("key", "--window", w, "Escape")
        rc, text = finish(p, err)
        xcount += 1
        if alive:
            check_outputs(tag, demo, f, rc, text)
    print(f"signals: {xcount} X11 runs ({storm_sizes} storm sizes per demo)")
finally:
    xvfb.terminate()
    xvfb.wait()
if not a.out:
    shutil.rmtree(out, ignore_errors=True)
sys.exit(checks.summary())
