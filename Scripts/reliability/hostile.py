#!/usr/bin/env python3
"""Hostile use of the real gliss-demos binary (issue #19), SDL_VIDEODRIVER=offscreen unless
noted: numbers at and past their documented ranges, full disks (a private mount namespace with
a tiny tmpfs: needs root, else those cases are skipped and said so), failing and closed
stdout/stderr, outputs that are directories, symlinks, FIFOs, devices and non-UTF-8 names,
every terminating signal, a FIFO among the resources and as the script, a huge drag, huge
scripts, image headers claiming huge sizes, and the X server killed under the app (Xvfb);
then (issue #36) hostile_names.py (symlink loops, --help to a full stdout, escape sequences
in script errors, strict key names, non-UTF-8 resource folders), hostile_budgets.py (the
pixel budget, GLISS_SDL_SCALE, huge command lines, images that hide their decoded size, slow
decodes, more photos than the image cache holds) and hostile_recording.py (`--record`'s
output contract, signals and stopped peers while recording, the recorded frames' pixel
budget, real-time frame counts).

Each case checks the documented outcome: exit code, one clear line, files whole or absent,
special files still what they were, peak RSS under 300 MB, time bounded.

usage: hostile.py GLISS_DEMOS [--keep]
"""
import argparse, os, shutil, signal, stat, struct, subprocess, sys, tempfile, time, zlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
a = ap.parse_args()
binary = os.path.abspath(a.binary)
resources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources")
suite = lib.Hostile(binary)
tmp, checks, out, measured, report, case = suite.tmp, suite.checks, suite.out, suite.measured, suite.report, suite.case
CRASH = lib.CRASH
MAX_RSS = suite.max_rss


base = [binary, "--fixed-step", "--frames", "5"]

# --- numbers ---------------------------------------------------------------------------------
for args, option, rng in ((["photos", "--photos", "9223372036854775807"], "--photos", "from 0 to 1000000"),
                          (["photos", "--photos", "1000000000"], "--photos", "from 0 to 1000000"),
                          (["devices", "--rows", "1000000000000000000"], "--rows", "from 1 to 10000000"),
                          (["months", "--frames", "100000000000"], "--frames", "from 1 to 1000000000"),
                          (["months", "--texture-cache", "9223372036854775807"], "--texture-cache", "from 16 to 65536"),
                          (["bench", "grid", "--items", "9223372036854775807"], "--items", "from 0 to 100000000"),
                          (["bench", "list", "--frames", "9223372036854775807"], "--frames", "from 1 to 1000000"),
                          (["bench", "list", "--frames", "100000000000"], "--frames", "from 1 to 1000000")):
    shot = out("n.png")
    case(" ".join(args), [binary] + args + ["--screenshot", shot], rc=2,
         has=[f"option {option} needs a whole number {rng}"], absent=[shot], max_seconds=10)
case("--frames 99999999999999999999 (not even an Int): the option and its range",
     [binary, "months", "--frames", "99999999999999999999"], rc=2, has=["--frames", "1…1000000000"])
insp = out("photos-1m.json")
case("photos --photos 1000000 (the top of the range) runs", [binary, "photos", "--fixed-step", "--frames", "5", "--photos", "1000000", "--inspect", insp],
     outputs=[insp], max_seconds=60)
case("bench grid --items 100000000 (the top of the range) runs", [binary, "bench", "grid", "--items", "100000000", "--frames", "5", "--no-render"],
     max_seconds=60)
layout = lib.first_frame(binary, "devices", tmp)
ipod = next(n for n in layout["nodes"] if n["role"] == "button" and n["label"] == "iPod")
x, y = lib.centre(ipod)
script = out("devices-click.txt")
open(script, "w").write(f"wait 2\nclick {x} {y}\nwait 40\nquit\n")
insp = out("devices-10m.json")
case("devices --rows 10000000: a click on the index (scrollTo a never-built header)",
     [binary, "devices", "--fixed-step", "--rows", "10000000", "--script", script, "--inspect", insp],
     outputs=[insp], demo="devices", max_seconds=15)
if os.path.exists(insp):
    import json
    s = json.load(open(insp))["state"]
    checks.ok(s["topSection"] == "iPod", f"devices --rows 10000000: scrolled to iPod, state {s}")

# --- stdout and stderr -----------------------------------------------------------------------
case("gliss-demos list >/dev/full", [binary, "list"], rc=1, has=["cannot write to standard output: No space left on device"],
     stdout=open("/dev/full", "w"))
for args, rc, what in ((["bogus"], 2, "an unknown demo"), (["months", "--hud", "--frames", "5", "--fixed-step"], 0, "the HUD summary"),
                       (["months", "--frames", "3", "--fixed-step", "--resources", out("nowhere")], 0, "a warning")):
    for how, fn in (("stderr /dev/full", lambda: os.dup2(os.open("/dev/full", os.O_WRONLY), 2)), ("stderr closed", lambda: os.close(2))):
        code, err, secs, rss = measured([binary] + args, preexec=fn)
        checks.ok(code == rc, f"{what} with {how}: exit {code}, expected {rc}") and print(f"ok   {what} with {how}: exit {code}")
r, w = os.pipe()
os.close(r)
code, _, _, _ = measured([binary, "months", "--hud", "--frames", "3", "--fixed-step"], preexec=lambda: os.dup2(w, 2))
os.close(w)
checks.ok(code == 0, f"stderr a pipe nobody reads (EPIPE): exit {code}") and print(f"ok   stderr a broken pipe: exit {code}")

# --- output paths ----------------------------------------------------------------------------
os.makedirs(out("a-dir"))
for opt, what in (("--trace", "trace"), ("--inspect", "inspector JSON"), ("--screenshot", "screenshot")):
    case(f"a directory as {opt}: refused before anything runs", base + ["months", opt, out("a-dir")], rc=1, lines=1,
         has=[f"cannot write {what} to {out('a-dir')}: it is a directory"], max_seconds=10)
case("--inspect into a missing folder", base + ["months", "--inspect", out("no/x.json")], rc=1, lines=1,
     has=["no such directory"])
null_before = os.stat("/dev/null")
case("--inspect /dev/null --trace /dev/null --screenshot /dev/null", base + ["months", "--inspect", "/dev/null", "--trace", "/dev/null", "--screenshot", "/dev/null"])
st = os.stat("/dev/null")
checks.ok(stat.S_ISCHR(st.st_mode) and st.st_rdev == null_before.st_rdev, "/dev/null is still the null device")
case("--inspect /dev/full", base + ["months", "--inspect", "/dev/full"], rc=1, lines=1,
     has=["cannot write inspector JSON to /dev/full: No space left on device"])
fifo = out("fifo")
os.mkfifo(fifo)
for opt, kind in (("--screenshot", "png"), ("--inspect", "json"), ("--trace", "jsonl")):
    got = out(f"from-fifo.{kind}")
    reader = subprocess.Popen(["sh", "-c", f"cat '{fifo}' > '{got}'"])
    time.sleep(0.2)
    case(f"{opt} a FIFO with a reader: written in place", base + ["months", opt, fifo])
    reader.wait(timeout=10)
    checks.ok(stat.S_ISFIFO(os.lstat(fifo).st_mode), f"{opt}: the FIFO is still a FIFO")
    if kind == "png":
        checks.ok(lib.png_problem(got) is None, f"the PNG through the FIFO is whole: {lib.png_problem(got)}")
    elif kind == "json":
        checks.ok(lib.inspect_problem(got, "months") is None, f"the JSON through the FIFO: {lib.inspect_problem(got, 'months')}")
    else:
        checks.ok(len(open(got).read().splitlines()) == 5, "the trace through the FIFO has 5 lines")
case("--screenshot a FIFO nobody reads: one line, no hang", base + ["months", "--screenshot", fifo], rc=1, lines=1,
     has=["no process is reading the FIFO"], max_seconds=20)
open(out("real.json"), "w").write("old\n")
os.symlink("real.json", out("link.json"))
case("--inspect through a symlink: the target replaced, the link stays", base + ["months", "--inspect", out("link.json")],
     outputs=[out("real.json")], demo="months")
checks.ok(os.path.islink(out("link.json")) and os.readlink(out("link.json")) == "real.json", "the symlink is still a symlink")
raw = os.fsencode(tmp) + b"/caf\xe9-\xff.json"
case("a non-UTF-8 --inspect name is written byte-exact", base + ["months", "--inspect", raw.decode("utf-8", "surrogateescape")])
checks.ok(os.path.exists(raw), f"{raw!r} exists") and os.remove(raw)

# --- full disk (private mount namespace, tiny tmpfs) -----------------------------------------
if os.geteuid() == 0 and shutil.which("unshare"):
    def full_disk(name, fill_kb, args, rc, has, check):
        disk, keep = out("disk"), out(f"kept-{len(checks.fails)}-{checks.passes}")
        os.makedirs(disk, exist_ok=True)
        os.makedirs(keep)
        sh = (f"mount -t tmpfs -o size=256k tmpfs '{disk}' || exit 99; "
              f"[ {fill_kb} = 0 ] || head -c {fill_kb * 1024} /dev/zero > '{disk}/filler'; "
              f"'{binary}' {' '.join(args)}; rc=$?; cp -a '{disk}/.' '{keep}/'; exit $rc")
        code, err, secs, rss = measured(["unshare", "-m", "sh", "-c", sh.replace("DISK", disk)])
        problems = [] if code == rc else [f"exit {code}, expected {rc}: {err.strip()[:300]!r}"]
        problems += [f"stderr lacks {h!r}: {err.strip()[:200]!r}" for h in has if h.replace("DISK", disk) not in err]
        problems += [c for c in CRASH if c in err]
        problems += check(keep)
        report(name, problems, f"exit {code}, {secs:.1f} s — {err.strip().splitlines()[0][:150] if err.strip() else ''}")

    def whole_trace(keep):
        lines = open(os.path.join(keep, "t.jsonl"), "rb").read().split(b"\n")
        import json
        bad = [l for l in lines[:-1] if not l.startswith(b"{") or not l.endswith(b"}")]
        return ([] if lines[-1] == b"" else ["trace ends mid-line"]) + ([f"{len(bad)} broken lines"] if bad else [])

    full_disk("a disk that fills during --trace: whole lines, one message, exit 1; --inspect then cannot be written either",
              0, ["months", "--fixed-step", "--frames", "3000", "--trace", "DISK/t.jsonl", "--inspect", "DISK/i.json"], 1,
              ["cannot write trace to DISK/t.jsonl: No space left on device", "cannot write inspector JSON to DISK/i.json: No space left on device"],
              lambda k: whole_trace(k) + (["a partial inspector JSON"] if os.path.exists(os.path.join(k, "i.json")) else []))
    full_disk("--screenshot on a nearly full disk: exit 1, no PNG at all", 240,
              ["months", "--fixed-step", "--frames", "3", "--screenshot", "DISK/s.png"], 1,
              ["cannot write screenshot to DISK/s.png: No space left on device"],
              lambda k: [f"left {sorted(os.listdir(k))}"] if sorted(os.listdir(k)) != ["filler"] else [])
    full_disk("--inspect on a full disk, --screenshot elsewhere still written", 256,
              ["months", "--fixed-step", "--frames", "3", "--inspect", "DISK/i.json", "--screenshot", out("beside.png")], 1,
              ["cannot write inspector JSON to DISK/i.json: No space left on device"],
              lambda k: ([f"left {sorted(os.listdir(k))}"] if sorted(os.listdir(k)) != ["filler"] else [])
              + ([lib.png_problem(out("beside.png"))] if lib.png_problem(out("beside.png")) else []))
else:
    print("skip full-disk cases: they need root and unshare (a private mount namespace with a tiny tmpfs)")

# --- signals ---------------------------------------------------------------------------------
def signalled(name, sig, args=("months",), wait=1.5, rc=0, has=(), outputs=True, max_seconds=None):
    shot, insp, trace = out("sig.png"), out("sig.json"), out("sig.jsonl")
    for f in (shot, insp, trace):
        if os.path.exists(f):
            os.remove(f)
    cmd = [binary] + list(args) + (["--screenshot", shot, "--inspect", insp, "--trace", trace] if outputs else [])
    p = subprocess.Popen(cmd, env=lib.offscreen_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
    time.sleep(wait)
    t = time.time()
    p.send_signal(sig)
    if sig == signal.SIGPIPE:
        time.sleep(0.5)
        alive = p.poll() is None
        checks.ok(alive, "SIGPIPE killed the app")
        p.send_signal(signal.SIGTERM)
    try:
        _, err = p.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        p.kill()
        _, err = p.communicate()
        report(name, ["ignored the signal (killed after 20 s)"], "")
        return
    secs = time.time() - t
    problems = [] if p.returncode == rc else [f"exit {p.returncode}, expected {rc}: {err.strip()[:200]!r}"]
    problems += [c for c in CRASH if c in err] + [f"stderr lacks {h!r}" for h in has if h not in err]
    if outputs:
        problems += [x for x in (lib.png_problem(shot), lib.inspect_problem(insp, args[0])) if x]
    if max_seconds and secs > max_seconds:
        problems.append(f"took {secs:.1f} s to answer (limit {max_seconds} s)")
    report(name, problems, f"exit {p.returncode}, answered in {secs:.2f} s")


for sig in (signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGPIPE):
    signalled(f"{sig.name} ends the run cleanly, outputs whole" if sig != signal.SIGPIPE else "SIGPIPE does not kill; SIGTERM then ends it", sig)
os.remove(fifo)
os.mkfifo(fifo)
signalled("SIGTERM while the script is a FIFO nobody writes: answered in < 1 s, nothing run", signal.SIGTERM,
          args=("months", "--script", fifo), wait=1, rc=1, has=["stopped by a signal while reading the script"],
          outputs=False, max_seconds=1)
res = out("res-fifo")
shutil.copytree(resources, res)
os.remove(os.path.join(res, "Photos", "photo-01.jpg"))
os.mkfifo(os.path.join(res, "Photos", "photo-01.jpg"))
os.makedirs(os.path.join(res, "Fonts"), exist_ok=True)
os.mkfifo(os.path.join(res, "Fonts", "Sans-Regular.ttf"))
shot = out("res-fifo.png")
case("FIFOs among the resources (a photo, a font): placeholder and fallback with a warning, no hang",
     base + ["photos", "--resources", res, "--screenshot", shot], outputs=[shot],
     has=[f"cannot load image {res}/Photos/photo-01.jpg: it is a FIFO, not a regular file"], max_seconds=20, timeout=30)
case("… and the months demo, whose labels use that font", base + ["months", "--resources", res, "--screenshot", shot], outputs=[shot],
     has=[f"cannot load font {res}/Fonts/Sans-Regular.ttf: it is a FIFO, not a regular file"], max_seconds=20, timeout=30)
signalled("SIGTERM while photos --photos 1000000 starts", signal.SIGTERM, args=("photos", "--photos", "1000000"), wait=0.3,
          outputs=False, max_seconds=1)

# --- memory ----------------------------------------------------------------------------------
p = out("drag.txt")
open(p, "w").write("drag 0 0 100 100 10000000\n")
case("one 27-byte line 'drag 0 0 100 100 10000000' (stopped by --frames 300)", [binary, "months", "--fixed-step", "--frames", "300", "--script", p])
line = b"move 100 200\n"
p = out("script-100mb.txt")
with open(p, "wb") as f:
    f.write(line * ((100 << 20) // len(line)))
case("a 100 MB script: refused whole, naming the limit", [binary, "months", "--fixed-step", "--script", p], rc=2, lines=1,
     has=[f"{p}: script is larger than 16 MiB"], max_seconds=10)
with open(p, "wb") as f:
    f.write(line * ((16 << 20) // len(line)))
case("a 16 MiB script (the largest allowed) runs", [binary, "months", "--fixed-step", "--frames", "3", "--script", p], timeout=180)
os.remove(p)
huge = out("res-huge")
shutil.copytree(resources, huge)


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


open(os.path.join(huge, "Photos", "photo-01.jpg"), "wb").write(
    b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0)) + chunk(b"IEND", b""))
open(os.path.join(huge, "Photos", "photo-02.jpg"), "wb").write(b"P6\n60000 60000\n255\n" + b"\0" * 80)
shot = out("huge.png")
case("image headers claiming 20000x20000 (PNG) and 60000x60000 (PPM): refused before decoding",
     base + ["photos", "--resources", huge, "--screenshot", shot], outputs=[shot],
     has=[f"cannot load image {huge}/Photos/photo-01.jpg: it is 20000×20000 pixels", f"cannot load image {huge}/Photos/photo-02.jpg: it is 60000×60000 pixels"])

# --- the X server goes away ------------------------------------------------------------------
if shutil.which("Xvfb"):
    shot, insp, trace = out("x11.png"), out("x11.json"), out("x11.jsonl")
    code, err = lib.x_server_lost([binary, "months", "--screenshot", shot, "--inspect", insp, "--trace", trace], timeout=20)
    if code is not None:
        problems = [] if code == 1 else [f"exit {code}, expected 1"]
        problems += [] if "lost the connection to the X server" in err else [f"no message: {err.strip()[:200]!r}"]
        problems += [x for x in (lib.png_problem(shot), lib.inspect_problem(insp, "months")) if x]
        tl = open(trace).read().splitlines() if os.path.exists(trace) else []
        problems += [] if tl and all(l.startswith("{") and l.endswith("}") for l in tl) else ["trace missing or cut"]
        report("the X server killed under the app: one line, exit 1, --inspect, --trace and --screenshot written", problems,
               f"exit {code}, {len(tl)} trace lines — {err.strip()[:120]}")
    else:
        report("the X server killed under the app", ["the app hung"], "")
else:
    print("skip the lost-X-server case: no Xvfb")

# --- round 2 (issue #36): --record's edges and peers; budgets, environment and odd names ----
import hostile_budgets, hostile_names, hostile_recording  # noqa: E402
for part in (hostile_names, hostile_budgets, hostile_recording):
    part.run(suite)

if not a.keep:
    shutil.rmtree(tmp, ignore_errors=True)
else:
    print(f"kept {tmp}")
sys.exit(checks.summary())
