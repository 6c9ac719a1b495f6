#!/usr/bin/env python3
"""Hostile cases for `--record` (issue #36), part of hostile.py: the output contract every
other output keeps (symlinks followed, FIFOs and devices written in place or refused, loops
refused, any name recorded to exactly that name, a PNG folder that already holds frames
refused, the exit codes of docs/Running.md), signals and peers that stop answering (a GIF's palette
passes, an ffmpeg that stops reading or is stopped, the X server lost while recording:
exit within 2 s, one line, no temporary left), the pixel budget of recorded frames with the
app and ffmpeg together under 1 GB, and a real-time recording that keeps every presented
frame.

usage: hostile_recording.py GLISS_DEMOS   (or run from hostile.py)
"""
import json, os, shutil, signal, stat, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

MAX_TREE_RSS = 1024   # MB: the app and its ffmpeg together


def frames_in(path):
    """ffprobe's frame count of a video, or None."""
    r = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                        "stream=nb_read_frames", "-of", "csv=p=0", path], capture_output=True, text=True)
    return int(r.stdout.strip()) if r.stdout.strip().isdigit() else None


def run(s):
    b, out = s.binary, s.out
    base = [b, "months", "--fixed-step", "--frames", "10"]

    # --- names: every name is a file name, recorded to exactly that name ---------------------
    for name in ("rec-12:30.mp4", "a:b.gif", "pipe:x.webm", "-x.mp4", "file:y.mp4"):
        # Relative, as typed in a shell: ffmpeg must not read "pipe:x.webm" as a protocol or
        # "-x.mp4" as an option.
        if os.path.exists(out(name)):
            os.remove(out(name))
        s.case(f"--record {name}: recorded to exactly that name", base + ["--record", name], max_seconds=60, cwd=s.tmp)
        n = frames_in(out(name))
        # A GIF plays at 50 frames a second: 8 or 9 of the 10 frames run.
        s.checks.ok(n in ((8, 9) if name.endswith(".gif") else (10,)), f"--record {name}: the file holds {n} frames")
    raw = os.fsencode(s.tmp) + b"/caf\xe9-\xff.webm"
    s.case("a non-UTF-8 --record name is written byte-exact", base + ["--record", raw.decode("utf-8", "surrogateescape")])
    s.checks.ok(os.path.exists(raw) and frames_in(raw) == 10, f"{raw!r} holds 10 frames") and os.remove(raw)

    # --- special files, links, loops ------------------------------------------------------------
    lib.write(out("real.mp4"), "old\n")
    os.symlink("real.mp4", out("link.mp4"))
    s.case("--record through a symlink: the target replaced, the link stays", base + ["--record", out("link.mp4")])
    s.checks.ok(os.path.islink(out("link.mp4")) and frames_in(out("real.mp4")) == 10, "link.mp4 still a link, real.mp4 recorded")
    os.symlink("loop-b.mp4", out("loop-a.mp4"))
    os.symlink("loop-a.mp4", out("loop-b.mp4"))
    s.case("--record a loop of symlinks: refused, one line, exit 1", base + ["--record", out("loop-a.mp4")], rc=1, lines=1,
           has=["it is a loop of symbolic links"], max_seconds=10)
    s.checks.ok(os.path.islink(out("loop-a.mp4")) and os.path.islink(out("loop-b.mp4")), "the loop's links are still links")
    os.symlink("/dev/full", out("full.mp4"))
    s.case("--record a link to /dev/full: one line, exit 1, /dev/full untouched", base + ["--record", out("full.mp4")], rc=1, lines=1,
           has=["No space left on device"])
    s.checks.ok(stat.S_ISCHR(os.stat("/dev/full").st_mode) and os.path.islink(out("full.mp4")), "/dev/full is still the device")
    os.symlink("/dev/null", out("null.webm"))
    s.case("--record a link to /dev/null: written in place, exit 0", base + ["--record", out("null.webm")])
    s.checks.ok(stat.S_ISCHR(os.stat("/dev/null").st_mode), "/dev/null is still the device")
    fifo = out("fifo.webm")
    os.mkfifo(fifo)
    got = out("from-fifo.webm")
    reader = subprocess.Popen(["sh", "-c", f"cat '{fifo}' > '{got}'"])
    time.sleep(0.2)
    s.case("--record a FIFO with a reader: the recording streamed into it", base + ["--record", fifo], max_seconds=60)
    reader.wait(timeout=20)
    s.checks.ok(stat.S_ISFIFO(os.lstat(fifo).st_mode) and frames_in(got) == 10, f"the FIFO stays a FIFO, {frames_in(got)} frames came through")
    s.case("--record a FIFO nobody reads: one line, exit 1, no hang", base + ["--record", fifo], rc=1, lines=1,
           has=["no process is reading the FIFO"], max_seconds=30)
    os.remove(fifo)

    # --- exit codes (docs/Running.md): a path that cannot be written → 1; bad input → 2 ------------
    s.case("--record into a missing folder: exit 1 before anything runs", base + ["--record", out("no/x.mp4")], rc=1, lines=1,
           has=["no such directory"], max_seconds=10)
    os.makedirs(out("ro"))
    os.chmod(out("ro"), 0o555)
    if os.geteuid() != 0:
        s.case("--record into a read-only folder: exit 1", base + ["--record", out("ro/x.mp4")], rc=1, lines=1, max_seconds=10)
    os.chmod(out("ro"), 0o755)
    os.makedirs(out("adir.mp4"))
    s.case("--record a directory named x.mp4: exit 1 before anything runs", base + ["--record", out("adir.mp4")], rc=1, lines=1,
           has=["it is a directory"], max_seconds=10)
    s.case("--record x.mov (an unknown format): exit 2", base + ["--record", out("x.mov")], rc=2, has=["unknown extension 'mov'"],
           absent=[out("x.mov")], max_seconds=10)
    for args in (["--frames", "10", "--record-from", "20", "--record", out("past/")],
                 ["--frames", "10", "--record-from", "20", "--record", out("past.mp4")]):
        s.case(f"--record-from past --frames ({args[-1].rsplit('/', 1)[-1] or 'PNG folder'}): exit 2, nothing made",
               [b, "months", "--fixed-step"] + args, rc=2, has=["--record-from (20) is past --frames (10)"],
               absent=[out("past.mp4")], max_seconds=10)
        s.checks.ok(not os.path.exists(out("past")), "no PNG folder made for a recording that cannot hold a frame")
    s.case("a script whose 'record start' is never reached: exit 1, the PNG folder it made removed",
           [b, "months", "--fixed-step", "--frames", "5", "--script", lib.write(out("late.txt"), "wait 20\nrecord start\nwait 5\n"),
            "--record", out("late/")], rc=1, has=["nothing recorded to"], max_seconds=20)
    s.checks.ok(not os.path.exists(out("late")), "the empty folder is gone")

    # --- a PNG folder that already holds frames ------------------------------------------------
    s.case("--record DIR/: 10 frames", base + ["--record", out("frames/")])
    before = sorted(os.listdir(out("frames")))
    s.case("--record DIR/ that already holds frames: refused, one line, exit 1", base + ["--record", out("frames/")], rc=1, lines=1,
           has=["already holds 10 frames"], max_seconds=10)
    s.checks.ok(sorted(os.listdir(out("frames"))) == before, "the earlier frames are untouched")

    # --- pixel budget of recorded frames; RSS of the app and ffmpeg together ------------------
    s.case("--size 16384x16384 --record DIR/ --record-scale 4: refused up front (was a 16 GiB allocation)",
           [b, "months", "--size", "16384x16384", "--record", out("huge/"), "--record-scale", "4"], rc=2, lines=1,
           has=["more than the 16777216 (4096x4096)"], max_seconds=10)
    s.case("--size 4096x4096 --record x.mp4 (frames over 2048x2048): refused up front",
           [b, "months", "--size", "4096x4096", "--record", out("big.mp4")], rc=2, lines=1,
           has=["pixels a recorded frame may have"], absent=[out("big.mp4")], max_seconds=10)
    s.case("--size 1024x1024 --record-scale 4 --record x.mp4: refused (4096x4096 frames)",
           [b, "months", "--size", "1024x1024", "--record-scale", "4", "--record", out("big.mp4")], rc=2, lines=1,
           has=["--record-scale 4 records 4096x4096 frames"], max_seconds=10)
    script = lib.write(out("drags.txt"), "wait 3\ndrag 1600 900 400 900 8\nwait 4\nquit\n")
    for size, scale, ext in (("2048x2048", "1", "webm"), ("4096x4096", "0.5", "mp4"), ("2048x2048", "1", "gif")):
        peak, code, err = lib.tree_peak([b, "carousel", "--fixed-step", "--size", size, "--record-scale", scale, "--script", script,
                                     "--record", out(f"budget.{ext}")])
        s.report(f"carousel --size {size} --record-scale {scale} --record .{ext} (at the budget): app + ffmpeg under {MAX_TREE_RSS} MB",
                 ([] if code == 0 else [f"exit {code}: {err.strip()[:200]}"]) + ([] if peak < MAX_TREE_RSS else [f"peak {peak:.0f} MB"]),
                 f"peak {peak:.0f} MB for the app and ffmpeg")

    # --- signals and peers that stop answering -------------------------------------------------
    def interrupted(name, cmd, trigger, sig, group=False, env=None, rcs=(1,)):
        """Starts `cmd` in its own session, waits until `trigger()` is true, sends `sig` to the
        app (or its process group); the app must exit (with one of `rcs`; 1 with one line)
        within 2 s, still write its --inspect, and leave no temporary and no ffmpeg behind."""
        insp = out("sig.json")
        if os.path.exists(insp):
            os.remove(insp)
        p = subprocess.Popen(cmd + ["--inspect", insp], env=env or lib.offscreen_env(), cwd=s.tmp, start_new_session=True,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
        t0 = time.time()
        while time.time() - t0 < 120 and p.poll() is None and not trigger(p):
            time.sleep(0.05)
        t = time.time()
        (os.killpg if group else os.kill)(p.pid, sig)
        try:
            _, err = p.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            _, err = p.communicate()
            s.report(name, ["hung (killed after 20 s)"], "")
            return
        secs = time.time() - t
        time.sleep(0.2)
        problems = [] if p.returncode in rcs else [f"exit {p.returncode}, expected {rcs}: {err.strip()[:300]!r}"]
        problems += [c for c in lib.CRASH if c in err]
        lines = [l for l in err.splitlines() if l.strip()]
        problems += [] if len(lines) == (1 if p.returncode else 0) else [f"{len(lines)} stderr lines: {err.strip()[:300]!r}"]
        problems += [] if secs <= 2 else [f"took {secs:.2f} s after the signal (limit 2 s)"]
        problems += [x for x in (lib.inspect_problem(insp, cmd[1], size=None),) if x]
        left = lib.leftovers(s.tmp)
        problems += [f"temporaries left: {left}"] if left else []
        # Processes of the session still there (a zombie is reaped by init, not left running).
        alive = [l for l in subprocess.run(["ps", "-s", str(p.pid), "-o", "pid=,stat=,args="], capture_output=True,
                                           text=True).stdout.splitlines() if l.split()[1:2] != ["Z"]]
        problems += [f"left running: {alive}"] if alive else []
        s.report(name, problems, f"exit {p.returncode} {secs:.2f} s after {signal.Signals(sig).name} — {lines[0][:150] if lines else ''}")

    def child_running(pattern):
        return lambda p: subprocess.run(["pgrep", "-s", str(p.pid), "-f", pattern], capture_output=True).returncode == 0

    # The GIF is finished if its passes end within 1.5 s of the signal (exit 0), else abandoned
    # (exit 1, one line); either way in 2 s, with nothing left behind.
    for sig, group in ((signal.SIGINT, True), (signal.SIGTERM, False)):
        interrupted(f"{signal.Signals(sig).name} to the {'process group' if group else 'app'} during a GIF's palette passes: no SIGILL, exit < 2 s, no temporaries",
                    [b, "carousel", "--fixed-step", "--script", script_loop(out), "--frames", "200", "--record", out("pal.gif")],
                    child_running("palette"), sig, group=group, rcs=(0, 1))
    fake = out("fake-bin")
    os.makedirs(fake, exist_ok=True)
    lib.write(os.path.join(fake, "ffmpeg"), "#!/bin/sh\nexec sleep 600\n")
    os.chmod(os.path.join(fake, "ffmpeg"), 0o755)
    env = lib.offscreen_env(PATH=fake + ":" + os.environ["PATH"])
    for sig in (signal.SIGTERM, signal.SIGINT):
        interrupted(f"an 'ffmpeg' that never reads, then {signal.Signals(sig).name}: exit 1 < 2 s, --inspect written",
                    [b, "months", "--record", out("never.mp4")], after(2.5), sig, env=env)
    interrupted("ffmpeg stopped (SIGSTOP) while frames stream, then SIGINT to the group: exit 1 < 2 s",
                [b, "carousel", "--script", script_loop(out), "--record", out("stopped.mp4")], stop_ffmpeg(), signal.SIGINT, group=True)

    # --- a frozen X server (SIGSTOP): SIGTERM still ends the run within 2 s ----------------------
    if shutil.which("Xvfb"):
        for what, script, rc in (("idle", None, 0), ("mid-animation, recording", script_loop(out), 1)):
            display = f":{200 + os.getpid() % 50}"
            xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.5)
            cmd = [b, "carousel"] + (["--script", script, "--record", out("frozen.mp4")] if script else [])
            frozen = {}

            def freeze(p):
                frozen.setdefault("start", time.time())
                if time.time() - frozen["start"] > 3 and "at" not in frozen:
                    os.kill(xvfb.pid, signal.SIGSTOP)
                    frozen["at"] = time.time()
                return "at" in frozen and time.time() - frozen["at"] > 0.5
            try:
                interrupted(f"the X server frozen (SIGSTOP) {what}, then SIGTERM: exit {rc} within 2 s, the inspector JSON written",
                            cmd, freeze, signal.SIGTERM, env=dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11"), rcs=(rc,))
            finally:
                os.kill(xvfb.pid, signal.SIGCONT)
                xvfb.terminate()
                xvfb.wait()
    else:
        print("skip the frozen-X-server cases: no Xvfb")

    # --- the X server lost while recording: the recording finished, no temporaries -----------------
    if shutil.which("Xvfb"):
        for ext in ("mp4", "gif"):
            rec = out(f"xlost.{ext}")
            code, err = lib.x_server_lost([b, "carousel", "--script", script_loop(out), "--record", rec, "--inspect", out("xlost.json")],
                                          cwd=s.tmp, after=3)
            n = frames_in(rec) if os.path.exists(rec) else None
            problems = [] if code == 1 else [f"exit {code}" + (" (hung)" if code is None else "")]
            problems += [] if "lost the connection to the X server" in err else [f"no message: {err.strip()[:200]!r}"]
            problems += [] if n else [f"no recording: {err.strip()[:300]!r}"]
            left = lib.leftovers(s.tmp)
            problems += [f"temporaries left: {left}"] if left else []
            s.report(f"the X server lost while recording .{ext}: the recording finished ({n} frames), exit 1, no temporaries",
                     problems, f"exit {code}")
    else:
        print("skip the lost-X-server recording cases: no Xvfb")

    # --- real time: every presented frame kept, each with its own time ---------------------------
    rt = lib.write(out("realtime.txt"), "wait 10\n" + "drag 1100 400 300 400 10\nwait 65\ndrag 300 400 1100 400 10\nwait 65\n" * 4 + "quit\n")
    code, err, secs, _ = s.measured([b, "carousel", "--script", rt, "--record", out("rt.mp4"), "--inspect", out("rt.json")], timeout=120)
    presented = json.load(open(out("rt.json")))["frame"] if code == 0 else -1
    n = frames_in(out("rt.mp4")) if code == 0 else None
    s.report("a real-time scripted run (~10 s) to mp4: ffprobe's frame count = frames presented ± 1",
             [] if code == 0 and n is not None and abs(n - presented) <= 1 else [f"exit {code}, {n} frames in the file, {presented} presented: {err.strip()[:200]}"],
             f"{n} frames recorded of {presented} presented in {secs:.1f} s")


def after(seconds):
    """A trigger that fires `seconds` after it is first asked."""
    start = []

    def trigger(p):
        start.append(time.time())
        return time.time() - start[0] > seconds
    return trigger


def script_loop(out):
    """A script that keeps the carousel paging for a long while (frames keep streaming)."""
    return lib.write(out("loop.txt"), "wait 5\n" + "drag 1100 400 300 400 10\nwait 5\ndrag 300 400 1100 400 10\nwait 5\n" * 2000)


def stop_ffmpeg():
    """A trigger that, once ffmpeg has run a second, stops it (SIGSTOP) and fires half a second later."""
    state = {}

    def trigger(p):
        r = subprocess.run(["pgrep", "-s", str(p.pid), "-x", "ffmpeg"], capture_output=True, text=True).stdout.split()
        if not r:
            return False
        now = time.time()
        state.setdefault("seen", now)
        if now - state["seen"] > 1 and "stopped" not in state:
            os.kill(int(r[0]), signal.SIGSTOP)
            state["stopped"] = now
        return "stopped" in state and now - state["stopped"] > 0.5
    return trigger


if __name__ == "__main__":
    lib.standalone(run, "hostile-recording")
