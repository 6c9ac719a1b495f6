#!/usr/bin/env python3
"""Hostile cases for output paths, terminals and odd names (issue #36), part of hostile.py:
loops of symbolic links as `--inspect`, `--screenshot` and `--trace`; `--help` to a full
stdout; script errors quoting terminal escape sequences; key names with a stray `+`; a
resource folder whose name is not UTF-8 (`--resources` and `GLISS_RESOURCES`).

usage: hostile_names.py GLISS_DEMOS   (or run from hostile.py)
"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources")


def run(s):
    b, out = s.binary, s.out
    base = [b, "months", "--fixed-step", "--frames", "3"]

    # --- loops of symbolic links: refused, one line, exit 1; the links stay links --------------
    os.symlink("names-loop-b", out("names-loop-a"))
    os.symlink("names-loop-a", out("names-loop-b"))
    for opt, what in (("--inspect", "inspector JSON"), ("--screenshot", "screenshot"), ("--trace", "trace")):
        s.case(f"{opt} a loop of symlinks: refused before anything runs, one line, exit 1", base + [opt, out("names-loop-a")],
               rc=1, lines=1, has=[f"cannot write {what} to {out('names-loop-a')}: it is a loop of symbolic links"], max_seconds=10)
    s.checks.ok(os.path.islink(out("names-loop-a")) and os.path.islink(out("names-loop-b")), "the loop's links are still links")
    lib.write(out("shot-loop.txt"), f"wait 1\nscreenshot {out('names-loop-a')}\nwait 1\n")
    s.case("a script's screenshot into a loop of symlinks: one line, exit 1, the run goes on",
           base + ["--script", out("shot-loop.txt"), "--inspect", out("after-loop.json")], rc=1, lines=1,
           has=["it is a loop of symbolic links"], outputs=[out("after-loop.json")], demo="months")

    # --- stdout: --help to a full device ---------------------------------------------------------
    for args in ([], ["months"], ["bench", "list"]):
        s.case(f"gliss-demos {' '.join(args + ['--help'])} >/dev/full: one line, exit 1", [b] + args + ["--help"], rc=1, lines=1,
               has=["cannot write to standard output: No space left on device"], stdout=open("/dev/full", "w"))
    s.case("gliss-demos --help to an ordinary stdout: exit 0", [b, "--help"], stdout=open(out("help.txt"), "w"))
    s.checks.ok("USAGE" in open(out("help.txt")).read().upper(), "the help was written")

    # --- script errors quote what they found with control characters escaped ----------------------
    for text, shown in (("\x1b]0;pwned\x07", "'\\x1b]0;pwned\\x07'"), ("\x1b[2J\x1b[H", "'\\x1b[2J\\x1b[H'"),
                        ("wait \x1b[31mred", "'\\x1b[31mred' is not a number"), ("key \x9b31m", "unknown key '\\u{9b}31m'")):
        path = lib.write(out("escape.txt"), "wait 1\n" + text + "\n")
        s.case(f"a script line {text.encode('unicode_escape').decode()!r}: quoted escaped, file:line, exit 2",
               [b, "months", "--fixed-step", "--script", path], rc=2, lines=1, has=[f"{path}:2:", shown],
               lacks=["\x1b", "\x07", "\x9b"], max_seconds=10)

    # --- key names parsed strictly ---------------------------------------------------------------
    for bad in ("Anything+", "Shift+", "Ctrl+Alt+"):
        path = lib.write(out("keys.txt"), f"wait 1\nkey {bad}\n")
        s.case(f"'key {bad}' (was the + key): refused with file:line, exit 2", [b, "months", "--fixed-step", "--script", path],
               rc=2, lines=1, has=[f"{path}:2: no key after the '+' in '{bad}'"], max_seconds=10)
    path = lib.write(out("keys.txt"), "wait 1\nkey +\nkey Shift++\nkey Ctrl+Shift+Left\nwait 1\n")
    s.case("'key +', 'key Shift++', 'key Ctrl+Shift+Left' still play", base + ["--script", path])

    # --- a resource folder whose name is not UTF-8 ------------------------------------------------
    raw = os.fsencode(s.tmp) + b"/res-\xe9\xff"
    name = raw.decode("utf-8", "surrogateescape")
    shutil.copytree(RESOURCES, name)
    ref = out("res-utf8.png")
    s.case("photos with the resources in an ordinary folder (the reference)", base[:1] + ["photos", "--fixed-step", "--frames", "3",
           "--resources", RESOURCES, "--screenshot", ref], outputs=[ref])
    for how, args, env in (("--resources", ["--resources", name], None),
                           ("GLISS_RESOURCES", [], lib.offscreen_env(GLISS_RESOURCES=name))):
        shot = out(f"res-latin1-{how}.png")
        s.case(f"a non-UTF-8 resource folder by {how}: no warning, the same picture",
               base[:1] + ["photos", "--fixed-step", "--frames", "3", "--screenshot", shot] + args, lines=0, outputs=[shot], env=env)
        s.checks.ok(os.path.exists(shot) and open(shot, "rb").read() == open(ref, "rb").read(),
                    f"non-UTF-8 resource folder by {how}: the screenshot differs from the reference")
    shutil.rmtree(name, ignore_errors=True)


if __name__ == "__main__":
    lib.standalone(run, "hostile-names")
