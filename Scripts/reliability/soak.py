#!/usr/bin/env python3
"""Soak: every demo animating for a long time in the real app (SDL_VIDEODRIVER=offscreen, real
60 fps pacing, real SDL rendering and texture caches), driven by a script of clicks, drags,
wheel and keys aimed at what the demo shows. Samples RSS (/proc/PID/status VmRSS) every second
and the live texture count (SDLBackend.textureCount, via GLISS_STATS) every 60 frames. At the
end it sends SIGTERM: the app must exit 0 and write a consistent --inspect file.

The app checks the demo's invariants after every frame (--check-invariants: exit 3 when one
breaks). Passes when RSS after the warm-up grows by less than 5%: the highest RSS after the
warm-up vs the highest in the warm-up's second half (caches that have reached their bounds
still turn over, so RSS wavers by a few textures; a single sample could sit in a trough and
call the next peak growth). The texture count stays within the caches' bound
(3 caches x --texture-cache) and the run is clean.

usage: soak.py GLISS_DEMOS [--seconds 30] [--warmup S] [--parallel 2] [--fixed-step]
                           [--demos photos,months,...] [--texture-cache N] [--out DIR]
  long (docs/Reliability.md): --seconds 600, real time at 60 fps, warm-up 60 s
  CI: --seconds 30 --warmup 15 --fixed-step --texture-cache 32: frames as fast as they run
      (thousands of frames after the warm-up, so even a few bytes leaked per frame show), small
      caches so they reach their bounds during the warm-up
"""
import argparse, json, os, signal, subprocess, sys, threading, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("--seconds", type=float, default=30)
ap.add_argument("--warmup", type=float, default=None, help="default: 60 s, or a third of short runs")
ap.add_argument("--parallel", type=int, default=2)
ap.add_argument("--demos", default=",".join(lib.DEMOS))
ap.add_argument("--texture-cache", type=int, default=512)
ap.add_argument("--out", default=".build/reliability/soak")
ap.add_argument("--max-growth", type=float, default=5.0, help="percent")
ap.add_argument("--fixed-step", action="store_true",
                help="accelerated: frames as fast as they run (1/60 s each), so a short run covers many frames")
a = ap.parse_args()
warmup = a.warmup if a.warmup is not None else min(60.0, a.seconds / 3)
os.makedirs(a.out, exist_ok=True)
checks = lib.Checks("soak")
results = {}


def soak(demo):
    layout = lib.first_frame(a.binary, demo, a.out)
    script = os.path.join(a.out, f"{demo}-soak.txt")
    with open(script, "w") as f:
        f.write(f"# soak script for {demo}: {a.seconds:.0f} s of activity at 60 fps (and then some)\n")
        frames = int(a.seconds * 3000) if a.fixed_step else int((a.seconds + 60) * 60)
        f.write(lib.activity_script(demo, layout, frames, seed=len(demo)))
    stats = os.path.join(a.out, f"{demo}-stats.jsonl")
    inspect = os.path.join(a.out, f"{demo}.json")
    for p in (stats, inspect):
        if os.path.exists(p):
            os.remove(p)
    env = lib.offscreen_env(GLISS_STATS=stats)
    cmd = [a.binary, demo, "--script", script, "--inspect", inspect, "--texture-cache", str(a.texture_cache), "--check-invariants"]
    if a.fixed_step:
        cmd.append("--fixed-step")
    log = open(os.path.join(a.out, f"{demo}.log"), "w")
    p = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    samples = []   # (seconds, rss kB)
    t0 = time.time()
    while time.time() - t0 < a.seconds and p.poll() is None:
        r = lib.rss_kb(p.pid)
        if r:
            samples.append((time.time() - t0, r))
        time.sleep(1)
    early_exit = p.poll()
    if early_exit is None:
        p.send_signal(signal.SIGTERM)
    try:
        rc = p.wait(timeout=20)
    except subprocess.TimeoutExpired:
        p.kill()
        rc = "hung after SIGTERM"
    log.close()
    with open(os.path.join(a.out, f"{demo}-rss.csv"), "w") as f:
        f.write("seconds,rss_kb\n" + "".join(f"{t:.1f},{r}\n" for t, r in samples))
    textures, image_bytes = [], []
    frames = 0
    if os.path.exists(stats):
        for line in open(stats):
            try:
                s = json.loads(line)
                textures.append(s["textures"])
                image_bytes.append(s.get("imageTextureBytes", 0) + s.get("decodedImageBytes", 0))
                frames = s["frame"]
            except ValueError:
                pass
    settled = [r for t, r in samples if warmup / 2 <= t < warmup]
    after = [r for t, r in samples if t >= warmup]
    base = max(settled) if settled else None
    growth = (max(after) - base) * 100.0 / base if base and after else None
    results[demo] = dict(rc=rc, early=early_exit, samples=samples, base=base, growth=growth, textures=textures,
                         image_bytes=image_bytes, frames=frames, inspect=inspect, log=os.path.join(a.out, f"{demo}.log"))


threads = []
pending = [d for d in a.demos.split(",") if d]
while pending or threads:
    while pending and len(threads) < a.parallel:
        t = threading.Thread(target=soak, args=(pending.pop(0),))
        t.start()
        threads.append(t)
    time.sleep(0.5)
    threads = [t for t in threads if t.is_alive()]

bound = 3 * a.texture_cache
print(f"soak: {a.seconds:.0f} s per demo, warm-up {warmup:.0f} s, {a.parallel} at a time, texture bound {bound}"
      + (", accelerated (--fixed-step)" if a.fixed_step else ", real time (60 fps)"))
print("RSS in MiB; 'warm-up' is the highest RSS in the warm-up's second half; image px = image textures + decoded images")
print(f"{'demo':9} {'frames':>7} {'fps':>5} {'RSS @1s':>8} {'warm-up':>8} {'max':>7} {'end':>7} {'growth':>7} {'textures max/last':>18} {'image px max':>13}")
for demo in a.demos.split(","):
    r = results.get(demo)
    if not r:
        checks.ok(False, f"{demo}: no result")
        continue
    s = r["samples"]
    fps = r["frames"] / a.seconds if a.seconds else 0
    tex = r["textures"]
    mb = lambda kb: f"{kb / 1024:.1f}" if kb else "-"
    growth = "-" if r["growth"] is None else f"{r['growth']:.1f}%"
    texts = f"{max(tex)}/{tex[-1]}" if tex else "-"
    px = f"{max(r['image_bytes']) / 2**20:.1f}" if r["image_bytes"] else "-"
    print(f"{demo:9} {r['frames']:>7} {fps:>5.0f} {mb(next((x for t, x in s if t >= 1), 0)):>8} {mb(r['base']):>8} "
          f"{mb(max(x for _, x in s) if s else 0):>7} {mb(s[-1][1] if s else 0):>7} {growth:>7} {texts:>18} {px:>13}")
    checks.ok(r["early"] is None, f"{demo}: the app exited by itself after {len(s)} s (exit {r['early']}); see {r['log']}")
    checks.ok(r["rc"] == 0, f"{demo}: exit {r['rc']} after SIGTERM; see {r['log']}")
    checks.ok(r["growth"] is not None and r["growth"] < a.max_growth,
              f"{demo}: RSS grew {r['growth']}% after the warm-up (limit {a.max_growth}%)")
    checks.ok(bool(tex) and max(tex) <= bound, f"{demo}: texture count {max(tex) if tex else 'unknown'} (bound {bound})")
    checks.ok(r["frames"] >= a.seconds * (60 if a.fixed_step else 20), f"{demo}: only {r['frames']} frames in {a.seconds:.0f} s")
    problem = lib.inspect_problem(r["inspect"], demo)
    checks.ok(problem is None, f"{demo}: after SIGTERM: {problem}")
    checks.ok(not lib.leftovers(a.out), f"{demo}: temporary files left: {lib.leftovers(a.out)}")
    warnings = [l for l in open(r["log"]) if "warning" in l or "invariant" in l]
    checks.ok(not warnings, f"{demo}: the app warned: {warnings[:3]}")
sys.exit(checks.summary())
