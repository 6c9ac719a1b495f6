#!/usr/bin/env python3
"""A session bus that never answers must not hold the app: SDL's start talks to D-Bus with no
timeout, so Gliss asks the bus first and, when it is silent, runs without it. Cases: a socket
that accepts and never answers, a dbus-daemon stopped with SIGSTOP, and SIGTERM while the app
waits for such a bus. Each must exit 0 within 10 s, trace every frame, write --inspect, and
say what happened in one warning line.

usage: dbus.py GLISS_DEMOS
"""
import os, shutil, signal, socket, subprocess, sys, tempfile, threading, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reliability_lib as lib

binary = os.path.abspath(sys.argv[1])
out = tempfile.mkdtemp(prefix="gliss-dbus-")
checks = lib.Checks("dbus")


def silent_bus(path):
    """A unix socket that accepts connections and never writes a byte."""
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(path)
    s.listen(64)
    held = []

    def serve():
        while True:
            try:
                c, _ = s.accept()
            except OSError:
                return
            held.append(c)
    threading.Thread(target=serve, daemon=True).start()
    return s


def run_case(tag, address, frames=20, term_after=None):
    trace, inspect = os.path.join(out, f"{tag}.jsonl"), os.path.join(out, f"{tag}.json")
    cmd = [binary, "months", "--fixed-step", "--frames", str(frames), "--trace", trace, "--inspect", inspect]
    env = lib.offscreen_env(DBUS_SESSION_BUS_ADDRESS=address)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    t = time.time()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if term_after is not None:
        time.sleep(term_after)
        p.send_signal(signal.SIGTERM)
    try:
        _, err = p.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        _, err = p.communicate()
        checks.ok(False, f"{tag}: still running after 10 s")
        return
    took = time.time() - t
    lines = [l for l in err.splitlines() if l.strip()]
    checks.ok(p.returncode == 0, f"{tag}: exit {p.returncode}: {err.strip()[-300:]}")
    checks.ok(took < 10, f"{tag}: took {took:.1f} s")
    if term_after is None:
        n = sum(1 for l in open(trace)) if os.path.exists(trace) else 0
        checks.ok(n == frames, f"{tag}: {n} traced frames, want {frames}")
    checks.ok(lib.inspect_problem(inspect, "months", min_frame=0, nodes_required=False) is None,
              f"{tag}: --inspect: {lib.inspect_problem(inspect, 'months', min_frame=0, nodes_required=False)}")
    if term_after is None:
        warned = [l for l in lines if "D-Bus session bus" in l and "did not answer" in l]
        checks.ok(len(warned) == 1 and len(lines) == 1, f"{tag}: want one warning line, got: {lines[:5]}")
    else:
        # Stopped while waiting for the bus: no blame for the bus, one line saying what stopped.
        checks.ok(len(lines) == 1 and "stopped before the first frame" in lines[0], f"{tag}: stderr: {lines[:5]}")


sock_path = os.path.join(out, "silent.sock")
bus = silent_bus(sock_path)
run_case("silent-socket", f"unix:path={sock_path}")
run_case("silent-socket-sigterm", f"unix:path={sock_path}", frames=1000000, term_after=1.0)
bus.close()

if shutil.which("dbus-daemon"):
    d = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                       capture_output=True, text=True)
    address, pid = d.stdout.split()[:2]
    os.kill(int(pid), signal.SIGSTOP)
    try:
        run_case("stopped-daemon", address)
    finally:
        os.kill(int(pid), signal.SIGCONT)
        os.kill(int(pid), signal.SIGTERM)
else:
    print("dbus: no dbus-daemon here: the stopped-daemon case is skipped")

shutil.rmtree(out, ignore_errors=True)
sys.exit(checks.summary())
