#!/usr/bin/env python3
"""Headless smoke run of one demo: runs gliss-demos with --fixed-step for 30 frames, then
checks the screenshot (a real 1280x800 PNG with more than a few colours) and the inspector
JSON (shape, the state keys each demo reports, and the demo's invariants).

usage: demo-run.py GLISS_DEMOS DEMO OUTDIR
"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from pnglib import png_info
from roles import VALUE_ROLES

STATE_KEYS = {
    "photos": {"grid", "dock", "selected", "dockOffset"},
    "months": {"mode", "active", "border", "reported"},
    "cards": {"deck", "hands"},
    "devices": {"offset", "topSection", "centerSection", "sections", "query", "shownSections"},
    "carousel": {"index", "tapped", "offset"},
    "modifiers": {"on", "flips"},
    "text": {"columnWidth", "offset", "sections", "name", "notes", "greeting"},
    "controls": {"wifi", "bluetooth", "hiddenFiles", "openAtLogin", "volume", "brightness", "copies", "appearance",
                 "sortOrder", "syncing"},
}


def fail(msg):
    print(f"FAIL {DEMO}: {msg}")
    sys.exit(1)

def png_pixels(path):
    try:
        return png_info(path)
    except (OSError, ValueError) as e:
        fail(str(e))

gliss, DEMO, out = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)
shot, insp = os.path.join(out, DEMO + ".png"), os.path.join(out, DEMO + ".json")
for p in (shot, insp):
    if os.path.exists(p):
        os.remove(p)
r = subprocess.run([gliss, DEMO, "--fixed-step", "--frames", "30", "--screenshot", shot, "--inspect", insp],
                   capture_output=True, text=True, timeout=120)
if r.returncode != 0:
    fail(f"exit {r.returncode}: {r.stderr.strip()}")
w, h, colours = png_pixels(shot)
if (w, h) != (1280, 800):
    fail(f"screenshot is {w}x{h}, expected 1280x800")
if colours < 3:
    fail(f"screenshot looks blank ({colours} colours sampled)")
j = json.load(open(insp))
for k in ("screen", "frame", "size", "nodes", "state"):
    if k not in j:
        fail(f"inspector JSON lacks '{k}'")
if j["screen"] != DEMO or j["frame"] != 30 or j["size"] != [1280, 800]:
    fail(f"inspector header wrong: screen={j['screen']} frame={j['frame']} size={j['size']}")
if not j["nodes"]:
    fail("inspector lists no nodes")
for n in j["nodes"]:
    # A text field adds its "value" and "selection", a control its "value"; the focused node
    # has "focused": true.
    optional = {"focused"} | ({"value", "selection"} if n.get("role") == "textField" else set()) \
        | ({"value"} if n.get("role") in VALUE_ROLES else set())
    if set(n) - optional != {"id", "role", "label", "frame"} or len(n["frame"]) != 4:
        fail(f"bad node {n}")
missing = STATE_KEYS[DEMO] - set(j["state"])
if missing:
    fail(f"state lacks {sorted(missing)}")
s = j["state"]
labels = {n["label"] for n in j["nodes"]}
if DEMO == "photos":
    if sorted(s["grid"] + s["dock"]) != list(range(24)):
        fail("photos: grid+dock is not the full set")
    if "0" not in labels:
        fail("photos: photo 0 not in the inspector")
elif DEMO == "months":
    if s["reported"] != 12 or s["active"] != 0 or s["mode"] != "glide":
        fail(f"months: unexpected state {s}")
    jan = next(n for n in j["nodes"] if n["label"] == "January")
    if any(abs(a - b) > 0.5 for a, b in zip(jan["frame"], s["border"])):
        fail(f"months: border {s['border']} is not on January {jan['frame']}")
elif DEMO == "cards":
    if sorted(s["deck"] + s["hands"][0] + s["hands"][1]) != list(range(1, 21)):
        fail("cards: not conserved")
    if len(s["hands"][0]) != 1 or len(s["hands"][1]) != 1 or "+" not in labels:
        fail(f"cards: unexpected start {s}")
elif DEMO == "devices":
    if s["sections"] != ["Apple TV", "Apple Watch", "HomePod", "iPad", "iPhone", "iPod"] or s["topSection"] != "Apple TV" \
            or s["query"] != "" or s["shownSections"] != s["sections"] or "Search" not in labels:
        fail(f"devices: unexpected state {s}")
elif DEMO == "carousel":
    if s["index"] != 2 or s["tapped"] or "Amsterdam" not in labels:
        fail(f"carousel: unexpected state {s}")
elif DEMO == "modifiers":
    # 30 frames: the first automatic flip (at 0.375 s) has happened, its spring is running.
    if s["flips"] != 1 or s["on"] is not True or "Modifiers" not in labels:
        fail(f"modifiers: unexpected state {s}")
elif DEMO == "text":
    # At the top, the column at its starting width, the headings and the CJK paragraphs shown.
    if s["columnWidth"] != 520 or s["offset"] != 0 or s["sections"][-1] != "Typing" or s["name"] != "":
        fail(f"text: unexpected state {s}")
    if not {"Text", "Latin", "Weights", "Chinese"} <= labels:
        fail(f"text: headings missing from the inspector")
elif DEMO == "controls":
    # Every control listed with its value, as the page starts.
    values = {(n["role"], n["label"]): n.get("value") for n in j["nodes"]}
    want = {("toggle", "Wi-Fi"): "on", ("toggle", "Bluetooth"): "off", ("checkBox", "Show hidden files"): "off",
            ("slider", "Volume"): "60", ("stepper", "Copies: 2"): "2", ("picker", "Appearance"): "Auto",
            ("picker", "Sort by"): "Name", ("progress", "Download (follows the volume)"): "60%",
            ("progress", "Syncing…"): "indeterminate"}
    wrong = {k: values.get(k) for k, v in want.items() if values.get(k) != v}
    if wrong or s["volume"] != 60 or s["copies"] != 2:
        fail(f"controls: unexpected values {wrong} / state {s}")
print(f"ok {DEMO}: {len(j['nodes'])} nodes, {colours} colours sampled")
