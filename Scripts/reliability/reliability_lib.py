"""Shared helpers of the Scripts/reliability/*.py checks (process level, against the real
gliss-demos binary): running it with a timeout, checking the files it writes (whole PNGs with
every chunk's CRC right, inspector JSON that parses and agrees with the demo's invariants), no
temporary files left behind, RSS from /proc, demo-specific input scripts."""
import json, os, random, shutil, signal, struct, subprocess, sys, tempfile, time, zlib
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from roles import VALUE_ROLES  # noqa: E402 (the path above first)

DEMOS = ["photos", "months", "cards", "devices", "carousel"]


class Checks:
    """Counts passes and failures; `ok(cond, what)` prints FAIL lines only (and a summary)."""

    def __init__(self, name):
        self.name, self.passes, self.fails = name, 0, []

    def ok(self, cond, what):
        if cond:
            self.passes += 1
        else:
            self.fails.append(what)
            print(f"FAIL {self.name}: {what}", flush=True)
        return bool(cond)

    def summary(self):
        print(f"{self.name}: {self.passes} passed, {len(self.fails)} failed", flush=True)
        return 0 if not self.fails else 1


def png_problem(path, size=None):
    """None when `path` is a complete PNG (signature, IHDR first, every CRC right, IEND last)
    of `size` (w, h) if given; else what is wrong."""
    try:
        data = open(path, "rb").read()
    except OSError as e:
        return f"cannot read {path}: {e}"
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return f"{path} is not a PNG ({len(data)} bytes)"
    pos, first, last, w, h = 8, None, None, 0, 0
    while pos + 12 <= len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if len(body) != n:
            return f"{path}: chunk {kind} truncated"
        (crc,) = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return f"{path}: bad CRC in chunk {kind}"
        first = first or kind
        last = kind
        if kind == b"IHDR":
            w, h = struct.unpack(">II", body[:8])
        pos += 12 + n
    if first != b"IHDR" or last != b"IEND" or pos != len(data):
        return f"{path}: chunks run {first}..{last}, {len(data) - pos} stray bytes"
    if size and (w, h) != tuple(size):
        return f"{path} is {w}x{h}, expected {size[0]}x{size[1]}"
    return None


def pixel(path, x, y):
    """(r, g, b) of one pixel, through ImageMagick."""
    out = subprocess.run(["convert", path, "-format", f"%[fx:int(255*p{{{x},{y}}}.r)],%[fx:int(255*p{{{x},{y}}}.g)],%[fx:int(255*p{{{x},{y}}}.b)]", "info:"],
                         capture_output=True, text=True).stdout
    return tuple(int(v) for v in out.strip().split(","))


def inspect_problem(path, demo, size=(1280, 800), min_frame=1, nodes_required=True):
    """None when the --inspect file parses, has the documented shape and the demo's invariants
    hold in its state; else what is wrong."""
    try:
        j = json.load(open(path))
    except (OSError, ValueError) as e:
        return f"inspector JSON {path} unreadable: {e}"
    for k in ("screen", "frame", "size", "nodes", "state"):
        if k not in j:
            return f"inspector JSON lacks '{k}'"
    if j["screen"] != demo:
        return f"inspector screen is {j['screen']}"
    if size and list(j["size"]) != list(size):
        return f"inspector size is {j['size']}"
    if j["frame"] < min_frame:
        return f"inspector frame {j['frame']} < {min_frame} (no frame drawn?)"
    if min_frame >= 1 and nodes_required and not j["nodes"]:
        return "inspector lists no nodes"
    for n in j["nodes"]:
        # "focused": true marks the node with keyboard focus (only that one has the key); a text
        # field has its "value" and, unless secure, its "selection" ([start, end] UTF-8 offsets).
        field = n.get("role") == "textField"
        # A control (toggle, slider, picker, menu…) lists its value too.
        valued = n.get("role") in VALUE_ROLES
        optional = {"focused"} | ({"value", "selection"} if field else {"value"} if valued else set())
        if set(n) - optional != {"id", "role", "label", "frame"} or n.get("focused", True) is not True \
                or len(n["frame"]) != 4 or any(v is None for v in n["frame"]) \
                or ((field or "value" in n) and not isinstance(n.get("value"), str)) \
                or (field and "selection" in n and not (len(n["selection"]) == 2 and 0 <= n["selection"][0] <= n["selection"][1])):
            return f"bad node {n}"
    s = j["state"]
    if demo == "photos":
        if sorted(s["grid"] + s["dock"]) != list(range(24)):
            return f"photos: grid+dock is not 0..23: {s}"
        labels = [n["label"] for n in j["nodes"] if n["role"] == "image"]
        if len(labels) != len(set(labels)):
            return "photos: a photo is listed twice"
    elif demo == "cards":
        if sorted(s["deck"] + s["hands"][0] + s["hands"][1]) != list(range(1, 21)):
            return f"cards: not conserved: {s}"
    elif demo == "months":
        if s["active"] not in range(12) or None in s["border"]:
            return f"months: bad state {s}"
    elif demo == "carousel":
        if s["index"] not in range(13):
            return f"carousel: index {s['index']}"
    elif demo == "devices":
        if s["offset"] is None:
            return "devices: offset not finite"
    return None


def leftovers(directory):
    """Temporary files the app may leave behind (`.tmp-PID`, `.probe-PID`, a GIF recording's
    `.frames-PID.mkv` and `.palette-PID.nut`)."""
    return sorted(f for f in os.listdir(directory)
                  if ".tmp-" in f or ".probe-" in f or ".frames-" in f or ".palette-" in f)


def tree_rss_mb(root):
    """Resident memory of process `root` and all its descendants (the app and its ffmpeg), MB."""
    children = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                st = open(f"/proc/{d}/stat").read()
                children.setdefault(int(st[st.rindex(")") + 2:].split()[1]), []).append(int(d))
            except (OSError, ValueError):
                pass
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += rss_kb(pid) or 0
        todo += children.get(pid, [])
    return total / 1024


CRASH = ("Fatal error", "Program crashed", "runtime failure", "Backtracing")


def write(path, data):
    """Writes `data` (bytes, or text whose undecodable bytes were kept as surrogates) to
    `path`; returns `path`."""
    if isinstance(data, bytes):
        open(path, "wb").write(data)
    else:
        open(path, "w", encoding="utf-8", errors="surrogateescape").write(data)
    return path


def x_server_lost(cmd, cwd=None, after=2.5, timeout=30):
    """Runs `cmd` on a private Xvfb (SDL_VIDEODRIVER=x11), kills the server `after` seconds in
    and returns (exit code, stderr); exit code None when the app hung past `timeout` (killed)."""
    display = f":{90 + (os.getpid() + int(time.time())) % 150}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.5)
    app = subprocess.Popen(cmd, env=dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11"), cwd=cwd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
    time.sleep(after)
    xvfb.terminate()
    xvfb.wait()
    try:
        err = app.communicate(timeout=timeout)[1]
        return app.returncode, err
    except subprocess.TimeoutExpired:
        app.kill()
        return None, app.communicate()[1]


def tree_peak(cmd, cwd=None):
    """Runs `cmd` offscreen: (peak MB of it and its children together, exit code, stderr)."""
    p = subprocess.Popen(cmd, env=offscreen_env(), cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True, errors="replace")
    peak = 0
    while p.poll() is None:
        peak = max(peak, tree_rss_mb(p.pid))
        time.sleep(0.05)
    return peak, p.returncode, p.stderr.read()


def standalone(run, name):
    """`run(suite)` as a script of its own: `python3 hostile_x.py GLISS_DEMOS`."""
    suite = Hostile(os.path.abspath(sys.argv[1]), name=name)
    run(suite)
    shutil.rmtree(suite.tmp, ignore_errors=True)
    sys.exit(suite.checks.summary())


class Hostile:
    """Runs hostile cases against the binary in a temporary folder: `case` checks exit code,
    stderr, whole outputs, absent files, time, peak RSS and leftovers; `report` prints one
    `ok` line or a FAIL."""

    def __init__(self, binary, name="hostile", max_rss=300):
        self.binary = binary
        self.tmp = tempfile.mkdtemp(prefix=f"gliss-{name}-")
        self.checks = Checks(name)
        self.max_rss = max_rss

    def out(self, name):
        return os.path.join(self.tmp, name)

    def measured(self, cmd, env=None, timeout=120, preexec=None, stdout=subprocess.DEVNULL, stdin=None, cwd=None):
        """(rc, stderr, seconds, peak RSS MB); rc None on timeout."""
        return measured_run(cmd, self.tmp, env=env, timeout=timeout, preexec=preexec, stdout=stdout, stdin=stdin, cwd=cwd)

    def report(self, name, problems, summary):
        if self.checks.ok(not problems, f"{name}: {'; '.join(problems)}"):
            print(f"ok   {name}: {summary}", flush=True)

    def case(self, name, cmd, rc=0, has=(), lines=None, outputs=(), absent=(), demo=None, max_seconds=None, env=None,
             timeout=120, preexec=None, stdout=subprocess.DEVNULL, lacks=(), cwd=None, max_rss=None):
        """Runs `cmd`; checks exit code, stderr (`has`, `lacks`, `lines`: exact count of non-empty
        lines), no crash, whole `outputs` (.png / .json), `absent` files, time and RSS."""
        for f in list(outputs) + list(absent):
            if os.path.lexists(f) and os.path.isfile(f):
                os.remove(f)
        code, err, secs, rss = self.measured(cmd, env=env, timeout=timeout, preexec=preexec, stdout=stdout, cwd=cwd)
        problems = []
        if code != rc:
            problems.append(f"exit {code}, expected {rc}: {err.strip()[:300]!r}")
        for s in has:
            if s not in err:
                problems.append(f"stderr lacks {s!r}: {err.strip()[:300]!r}")
        for s in lacks:
            if s in err:
                problems.append(f"stderr has {s!r}: {err.strip()[:300]!r}")
        if any(c in err for c in CRASH):
            problems.append(f"crashed: {err.strip()[:300]!r}")
        if lines is not None and len([l for l in err.splitlines() if l.strip()]) != lines:
            problems.append(f"{len(err.splitlines())} stderr lines, expected {lines}: {err.strip()[:300]!r}")
        for f in outputs:
            p = png_problem(f) if f.endswith(".png") else (inspect_problem(f, demo, size=None) if demo else None)
            if p:
                problems.append(p)
        for f in absent:
            if os.path.exists(f):
                problems.append(f"{f} exists")
        if max_seconds and secs > max_seconds:
            problems.append(f"took {secs:.1f} s (limit {max_seconds} s)")
        if rss > (max_rss or self.max_rss):
            problems.append(f"peak RSS {rss:.0f} MB (limit {max_rss or self.max_rss} MB)")
        left = leftovers(self.tmp)
        if left:
            problems.append(f"temporary files left: {left}")
        first = next((l.strip() for l in err.splitlines() if l.strip()), "")
        self.report(name, problems, f"exit {code}, {secs:.1f} s, {rss:.0f} MB" + (f" — {first[:150]}" if first else ""))
        return err


def rss_kb(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def offscreen_env(**extra):
    env = dict(os.environ)
    env["SDL_VIDEODRIVER"] = "offscreen"
    env.pop("GLISS_RESOURCES", None)
    env.update(extra)
    return env


def run(cmd, env=None, timeout=120, cwd=None):
    """(exit code, stdout, stderr, seconds); exit code None on timeout (the process is killed)."""
    t = time.time()
    try:
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout, cwd=cwd,
                           errors="replace")
        return r.returncode, r.stdout, r.stderr, time.time() - t
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or "", e.stderr or "", time.time() - t


def measured_run(cmd, work, env=None, timeout=120, cwd=None, preexec=None, stdout=subprocess.DEVNULL, stdin=None):
    """Runs `cmd` with its stderr in `work`/stderr.txt: (rc, stderr, seconds, peak RSS MB); rc
    None on timeout, negative for a signal. Peak RSS comes from GNU time (os.wait4's ru_maxrss
    would include this Python process before exec); 0 when /usr/bin/time is missing."""
    t = time.time()
    err_path, rss_path = os.path.join(work, "stderr.txt"), os.path.join(work, "maxrss.txt")
    timer = ["/usr/bin/time", "-q", "-f", "%M", "-o", rss_path] if os.path.exists("/usr/bin/time") else []
    with open(err_path, "w") as err:
        p = subprocess.Popen(timer + cmd, env=env or offscreen_env(), stdout=stdout, stderr=err, stdin=stdin,
                             cwd=cwd, preexec_fn=preexec)
        try:
            p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            return None, open(err_path, errors="replace").read(), time.time() - t, 0
    rc = p.returncode
    try:
        rss = int(open(rss_path).read().split()[-1]) / 1024
        os.remove(rss_path)
    except (OSError, ValueError, IndexError):
        rss = 0
    if timer and rc > 128:
        rc = -(rc - 128)   # GNU time exits 128+N when its child died of signal N (the app never exits > 3)
    return rc, open(err_path, errors="replace").read(), time.time() - t, rss


def first_frame(binary, demo, out_dir, env=None, size="1280x800"):
    """The inspector JSON of the demo's first frames (to aim scripted clicks)."""
    path = os.path.join(out_dir, f"{demo}-layout.json")
    rc, _, err, _ = run([binary, demo, "--fixed-step", "--frames", "2", "--size", size, "--inspect", path],
                        env=env or offscreen_env())
    if rc != 0:
        raise SystemExit(f"cannot run {binary} {demo}: exit {rc}: {err.strip()}")
    return json.load(open(path))


def centre(node):
    x, y, w, h = node["frame"]
    return round(x + w / 2), round(y + h / 2)


def activity_script(demo, layout, frames, seed=1, tour_pages=12):
    """Script lines that keep `demo` animating for about `frames` frames: clicks on what the
    first frame shows (photos to the dock and back, months labels, deal/return cards, index
    squares, carousel cards and the sheet's close button), drags, wheel and keys, with waits
    long enough for each animation to run. Never Escape or Q (they would end the run).
    `tour_pages`: how many carousel pages the opening tour visits (see `tour`)."""
    rng = random.Random(seed)
    nodes = layout["nodes"]
    w, h = layout["size"]
    targets = [centre(n) for n in nodes if n["role"] in ("button", "image", "text")]
    if demo == "photos":
        dock = next(n for n in nodes if n["role"] == "scroll" and n["label"] == "dock")
        dx, dy, dw, dh = dock["frame"]
        extra = [(round(dx + 50 + 108 * k), round(dy + dh / 2)) for k in range(6)]
        targets = [centre(n) for n in nodes if n["role"] == "image"] + extra * 3
    elif demo == "carousel":
        targets = [(w // 2, h // 2)] * 3 + [(w - 31, 31)] * 3   # the current card; the sheet's close button
    # A tour first (during the warm-up): everything the demo can show is shown once, so the
    # decoded-image, text and shape caches hold their working set before RSS is compared.
    lines, total = tour(demo, layout, tour_pages), 0
    total = sum(int(l.split()[1]) for l in lines if l.startswith("wait "))
    while total < frames:
        r = rng.random()
        if r < 0.6:
            x, y = rng.choice(targets)
            lines.append(f"click {x} {y}")
            total += 1
        elif r < 0.75:
            x, y = rng.choice(targets)
            n = rng.randint(3, 20)
            lines.append(f"drag {x} {y} {x + rng.randint(-500, 500)} {y + rng.randint(-300, 300)} {n}")
            total += n
        elif r < 0.88:
            x, y = rng.choice(targets)
            lines.append(f"move {x} {y}")
            lines.append(f"wheel {rng.choice([0, 0, rng.randint(-400, 400)])} {rng.randint(-600, 600)}")
        else:
            lines.append(f"key {rng.choice(['Left', 'Right', 'Space', 'Tab'])}")
        n = rng.randint(5, 70)
        lines.append(f"wait {n}")
        total += n
    return "\n".join(lines) + "\n"


def tour(demo, layout, pages=12):
    """Script lines that make `demo` show everything it can once. The carousel visits `pages`
    pages after the first (12: all 13 trips; fewer visit the same code paths with fewer photos)."""
    w, h = layout["size"]
    if demo == "carousel":
        # Every card at rest and with its sheet open (each size is a prepared photo), then back.
        visit = [f"click {w // 2} {h // 2}", "wait 60", f"click {w - 31} 31", "wait 60"]
        return visit + (["key Right", "wait 20"] + visit) * pages + ["key Left", "wait 20"] * pages
    if demo == "devices":
        lst = next(n for n in layout["nodes"] if n["role"] == "scroll")
        x, y = centre(lst)
        return [f"move {x} {y}"] + ["wheel 0 400", "wait 10"] * 20 + ["wheel 0 -100000", "wait 30"]
    if demo == "photos":
        photos = [centre(n) for n in layout["nodes"] if n["role"] == "image"]
        x, y = photos[0]
        return [f"click {x} {y}", "wait 40"] * 6
    return []
