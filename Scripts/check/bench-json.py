#!/usr/bin/env python3
"""Checks a `gliss-demos bench --json` file: the keys docs/Performance.md documents, sane numbers."""
import json, sys

path = sys.argv[1]
j = json.load(open(path))
if j.get("workload") == "micro":
    ok = j["results"] and all(r["ns_per_op"] > 0 for r in j["results"])
    print(("ok " if ok else "FAIL ") + path + f": {len(j['results'])} micro-benchmarks")
    sys.exit(0 if ok else 1)
problems = [k for k in ("workload", "items", "frames", "ui_us", "render_us", "frame_us", "rss_mb", "draw_commands",
                        "floor_us", "frame_over_floor", "pixel_scale", "frames_over_budget")
            if k not in j]
for k in ("ui_us", "frame_us", "floor_us") + (("render_us",) if j.get("render_us") is not None else ()):
    s = j.get(k) or {}
    if not (0 < s.get("median", 0) <= s.get("p99", 0) <= s.get("max", 0)):
        problems.append(f"{k} not 0 < median <= p99 <= max: {s}")
# frame / floor is the frame's median and p99 over the floor's median, when it rendered.
ratio = j.get("frame_over_floor")
if j.get("render_us") is not None and "floor_us" in j and "frame_us" in j:
    want = round(j["frame_us"]["median"] / j["floor_us"]["median"], 2) if j["floor_us"].get("median") else None
    # The JSON's times are whole µs, so the ratio recomputed from them is off by rounding (1 %).
    if not ratio or want is None or abs(ratio["median"] - want) > 0.02 + 0.01 * want or ratio["p99"] < ratio["median"]:
        problems.append(f"frame_over_floor {ratio} does not match frame_us / floor_us (median {want})")
elif ratio is not None and j.get("render_us") is None:
    problems.append("frame_over_floor given without rendering")
over = j.get("frames_over_budget") or {}
if not (0 <= over.get("16.7ms", -1) <= over.get("8ms", -1) <= j.get("frames", 0)):
    problems.append(f"frames_over_budget not 0 <= over 16.7 ms <= over 8 ms <= frames: {over}")
elif j["frame_us"]["max"] <= 8000 and over["8ms"] != 0:
    problems.append(f"frames_over_budget counts frames over 8 ms while the slowest took {j['frame_us']['max']} µs")
if j.get("frames", 0) <= 0 or j.get("rss_mb", 0) <= 0 or j.get("draw_commands", 0) <= 0:
    problems.append("frames, rss_mb and draw_commands must be positive")
print(("FAIL " if problems else "ok ") + path + ": " + ("; ".join(problems) if problems else
      f"{j['workload']} ui median {j['ui_us']['median']} µs, frame median {j['frame_us']['median']} µs"
      + (f" ({j['frame_over_floor']['median']}x floor)" if j.get('frame_over_floor') else "") + f", renderer {j.get('renderer')}"))
sys.exit(1 if problems else 0)
