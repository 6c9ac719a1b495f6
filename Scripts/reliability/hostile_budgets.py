#!/usr/bin/env python3
"""Hostile cases for budgets and the environment (issue #36), part of hostile.py: the pixel
budget of windows, screenshots and bench windows, `GLISS_SDL_SCALE` read like an option,
command lines of thousands of options, and images whose decoded size hides in frame
descriptors (GIF, WebP), progressive JPEGs of thousands of scans, and more large photos
than the decoded-image cache holds.

usage: hostile_budgets.py GLISS_DEMOS   (or run from hostile.py)
"""
import os, shutil, signal, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib


def run(s):
    b, out = s.binary, s.out
    base = [b, "--fixed-step", "--frames", "3"]

    # --- GLISS_SDL_SCALE: a number from 0.5 to 4, like an option ---------------------------------
    for value in ("1e9", "16385", "5e-324", "nan", "inf", "-2", "0", "junk", "2x", "\x1b]0;title\x07"):
        shown = value.encode("unicode_escape").decode()
        s.case(f"GLISS_SDL_SCALE={shown}: one line naming the variable and its range, exit 2",
               base + ["photos", "--inspect", out("scale.json")], rc=2, lines=1,
               has=["GLISS_SDL_SCALE needs a number from 0.5 to 4"], lacks=["\x1b"], absent=[out("scale.json")],
               env=lib.offscreen_env(GLISS_SDL_SCALE=value), max_seconds=10)
    s.case("GLISS_SDL_SCALE=4 at the default size (5120x3200 pixels, inside the budget) runs",
           base + ["months", "--screenshot", out("scale4.png")], outputs=[out("scale4.png")],
           env=lib.offscreen_env(GLISS_SDL_SCALE="4"), max_seconds=60)
    s.case("GLISS_SDL_SCALE=4 with --size 1280x1024 (over the budget): exit 2",
           base + ["months", "--size", "1280x1024"], rc=2, lines=1, has=["at 4 pixels a point (GLISS_SDL_SCALE)"],
           env=lib.offscreen_env(GLISS_SDL_SCALE="4"), max_seconds=10)

    # --- pixel budget: windows, screenshots, bench ------------------------------------------------
    s.case("--size 16384x16384 --screenshot (was 4.1 GB): refused up front, exit 2",
           base + ["months", "--size", "16384x16384", "--screenshot", out("big.png")], rc=2, lines=1,
           has=["--size 16384x16384 is a window of 16384x16384 pixels, more than the 16777216 (4096x4096)"],
           absent=[out("big.png")], max_seconds=10)
    s.case("bench --size 8192x8192: refused up front, exit 2", [b, "bench", "list", "--size", "8192x8192", "--frames", "2"],
           rc=2, lines=1, has=["more than the 16777216 (4096x4096)"], max_seconds=10)
    s.case("--size 16384x1024 (16 Mi pixels, at the budget) --screenshot: runs under 300 MB",
           base + ["months", "--size", "16384x1024", "--screenshot", out("wide.png")], outputs=[out("wide.png")], max_seconds=60)

    # --- command lines: thousands of options parse in bounded time ---------------------------
    many = ["--frames", "1"] * 8000
    s.case("--frames 1 given 8,000 times: one line, exit 2, at once (was 10 s: quadratic parsing)",
           [b, "months", "--fixed-step"] + many, rc=2, lines=1, has=["arguments"], max_seconds=5)
    s.case("--hud given 900 times (under the limit): runs", base + ["months"] + ["--hud"] * 900, max_seconds=20)


def write(path, data):
    open(path, "wb" if isinstance(data, bytes) else "w").write(data)
    return path


if __name__ == "__main__":
    suite = lib.Hostile(os.path.abspath(sys.argv[1]), name="hostile-budgets")
    run(suite)
    shutil.rmtree(suite.tmp, ignore_errors=True)
    sys.exit(suite.checks.summary())
