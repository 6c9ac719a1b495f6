#!/usr/bin/env python3
"""Checks a `gliss-demos bench --json` file: the keys the README documents, sane numbers."""
import json, sys

path = sys.argv[1]
j = json.load(open(path))
if j.get("workload") == "micro":
    ok = j["results"] and all(r["ns_per_op"] > 0 for r in j["results"])
    print(("ok " if ok else "FAIL ") + path + f": {len(j['results'])} micro-benchmarks")
    sys.exit(0 if ok else 1)
problems = [k for k in ("workload", "items", "frames", "ui_us", "render_us", "frame_us", "rss_mb", "draw_commands")
            if k not in j]
for k in ("ui_us", "frame_us") + (("render_us",) if j.get("render_us") is not None else ()):
    s = j.get(k) or {}
    if not (0 < s.get("median", 0) <= s.get("p99", 0) <= s.get("max", 0)):
        problems.append(f"{k} not 0 < median <= p99 <= max: {s}")
if j.get("frames", 0) <= 0 or j.get("rss_mb", 0) <= 0 or j.get("draw_commands", 0) <= 0:
    problems.append("frames, rss_mb and draw_commands must be positive")
print(("FAIL " if problems else "ok ") + path + ": " + ("; ".join(problems) if problems else
      f"{j['workload']} ui median {j['ui_us']['median']} µs, frame median {j['frame_us']['median']} µs, renderer {j.get('renderer')}"))
sys.exit(1 if problems else 0)
