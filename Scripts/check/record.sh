#!/usr/bin/env bash
# `--record`: what it writes, checked with ffprobe — frame count = frames run, size, 60 fps;
# PNG frames byte-identical across two runs; .gif and .webm at --record-scale; `record start` /
# `record stop` in a script and --record-from/--record-to cut exactly; and a real-time
# (not --fixed-step) recording soak whose RSS must stay within 10 % of its level after the
# warm-up (frames streamed to ffmpeg, never held) and whose file holds every presented frame
# (ffprobe's count = the inspector's frame count ± 1).
#
#   Scripts/check/record.sh GLISS_DEMOS [SOAK_SECONDS]     (default 30; docs/Reliability.md has a 600 s run)
set -u
bin=${1:?usage: record.sh GLISS_DEMOS [SOAK_SECONDS]}
soak=${2:-30}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=offscreen
passes=0; fails=0
ok() { echo "ok   $*"; passes=$((passes+1)); }
bad() { echo "FAIL $*"; fails=$((fails+1)); }
probe() { ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames,width,height,r_frame_rate -of csv=p=0 "$1"; }
frames_run() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['frame'])" "$1"; }

# cards: deal twice (the issue's acceptance command).
printf 'wait 10\nclick 202 438\nwait 30\nclick 202 438\nwait 30\nquit\n' > "$tmp/cards.txt"
"$bin" cards --fixed-step --script "$tmp/cards.txt" --record "$tmp/cards.mp4" --inspect "$tmp/cards.json" || bad "cards --record mp4: exit $?"
n=$(frames_run "$tmp/cards.json")
got=$(probe "$tmp/cards.mp4")
[ "$got" = "1280,800,60/1,$n" ] && ok "mp4: $got (width,height,rate,frames) for $n frames run" || bad "mp4: ffprobe says '$got', $n frames were run"

# The same run twice into folders: identical PNG frames, one per frame.
"$bin" cards --fixed-step --script "$tmp/cards.txt" --record "$tmp/a/" >/dev/null 2>&1
"$bin" cards --fixed-step --script "$tmp/cards.txt" --record "$tmp/b/" >/dev/null 2>&1
count=$(ls "$tmp/a" | grep -c '^frame-[0-9]*\.png$')
if [ "$count" = "$n" ] && diff -r "$tmp/a" "$tmp/b" >/dev/null; then ok "PNG folder: $count frames, byte-identical across runs"
else bad "PNG folder: $count frames (wanted $n), identical: $(diff -rq "$tmp/a" "$tmp/b" >/dev/null && echo yes || echo no)"; fi

# GIF and WebM, scaled.
printf 'wait 5\nclick 454 627\nwait 60\nquit\n' > "$tmp/months.txt"
for ext in gif webm; do
  "$bin" months --fixed-step --script "$tmp/months.txt" --record "$tmp/months.$ext" --record-scale 0.5 --inspect "$tmp/m.json" >/dev/null 2>&1
  m=$(frames_run "$tmp/m.json")
  # A GIF plays at 50 frames a second (whole 1/100 s delays browsers honour): 5 of every 6 frames.
  [ $ext = gif ] && m=$(( (m * 5 + 5) / 6 ))
  got=$(probe "$tmp/months.$ext" | cut -d, -f1,2,4)
  w=${got##*,}
  if [ "${got%,*}" = "640,400" ] && [ $(( w - m )) -ge -1 ] && [ $(( w - m )) -le 1 ]; then ok "$ext at scale 0.5: $got"
  else bad "$ext: ffprobe says '$got', wanted 640,400,$m"; fi
done

# Cuts: script record start/stop, and --record-from/--record-to.
printf 'wait 5\nrecord start\nwait 10\nrecord stop\nwait 5\nquit\n' > "$tmp/cut.txt"
"$bin" months --fixed-step --script "$tmp/cut.txt" --record "$tmp/cut/" >/dev/null 2>&1
c=$(ls "$tmp/cut" | wc -l)
[ "$c" = 10 ] && ok "record start … wait 10 … record stop: 10 frames" || bad "record start/stop: $c frames, wanted 10"
"$bin" months --fixed-step --frames 40 --record "$tmp/range/" --record-from 11 --record-to 30 >/dev/null 2>&1
c=$(ls "$tmp/range" | wc -l)
[ "$c" = 20 ] && ok "--record-from 11 --record-to 30: 20 frames" || bad "--record-from/--record-to: $c frames, wanted 20"

# Real-time soak: the carousel paged back and forth continuously, recorded to mp4 while RSS is sampled.
python3 - "$bin" "$tmp" "$soak" <<'PY' && passes=$((passes+1)) || fails=$((fails+1))
import os, signal, subprocess, sys, time
binary, tmp, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
script = os.path.join(tmp, "soak.txt")
with open(script, "w") as f:
    f.write("wait 10\n")
    for i in range(int(seconds * 60 / 80) + 20):
        f.write("drag 1100 400 300 400 10\nwait 30\n" if i % 2 == 0 else "drag 300 400 1100 400 10\nwait 30\n")
p = subprocess.Popen([binary, "carousel", "--script", script, "--record", os.path.join(tmp, "soak.mp4"),
                      "--inspect", os.path.join(tmp, "soak.json")], stderr=subprocess.PIPE, text=True)
warm = min(10.0, seconds / 3)
samples, start = [], time.time()
while time.time() - start < seconds and p.poll() is None:
    time.sleep(1)
    try:
        for line in open(f"/proc/{p.pid}/status"):
            if line.startswith("VmRSS:"):
                samples.append((time.time() - start, int(line.split()[1]) / 1024))
    except OSError:
        break
p.send_signal(signal.SIGTERM)
err = p.communicate(timeout=60)[1]
after = [r for t, r in samples if t >= warm]
base = max(r for t, r in samples if t < warm) if any(t < warm for t, _ in samples) else after[0]
frames = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                         "stream=nb_read_frames", "-of", "csv=p=0", os.path.join(tmp, "soak.mp4")],
                        capture_output=True, text=True).stdout.strip()
growth = (max(after) - base) / base * 100 if after else 0
# Every presented frame is in the file, each with its own time (not ffmpeg's 25 fps grid).
import json
presented = json.load(open(os.path.join(tmp, "soak.json")))["frame"] if os.path.exists(os.path.join(tmp, "soak.json")) else -1
ok = p.returncode == 0 and after and growth < 10 and frames.isdigit() and abs(int(frames) - presented) <= 1
print(f"{'ok  ' if ok else 'FAIL'} real-time --record soak {seconds:.0f} s: {frames} frames recorded of {presented} presented, RSS {base:.0f} MB "
      f"after {warm:.0f} s warm-up, peak {max(after) if after else 0:.0f} MB later ({growth:+.1f} %), exit {p.returncode}"
      + (f"; stderr: {err.strip()[:300]}" if p.returncode else ""))
sys.exit(0 if ok else 1)
PY

echo "record: $passes passed, $fails failed"
[ $fails = 0 ]
