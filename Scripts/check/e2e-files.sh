#!/usr/bin/env bash
# File dialogs end to end under a real X server, as #49's acceptance asks: the Notes example
# (built by Scripts/check/examples.sh) in Xvfb, driven only by xdotool.
#   - On a private session bus with xdg-desktop-portal and its GTK backend: Open… opens GTK's
#     file chooser (a window of its own, through the portal); Ctrl+L, a path and Return give the
#     app that file (its title turns to the file's name); Save As… opens GTK's save dialog, and
#     the path typed there is where the document is written. --inspect at SIGTERM agrees.
#   - Launched again, with no session bus: the window reopens the file it had (@SceneStorage);
#     Open… shows Gliss's own file sheet in the window instead of a chooser; Ctrl+L, a path and
#     Return open the file the same way.
#
# usage: Scripts/check/e2e-files.sh [NOTES_BINARY] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
bin=${1:-$(cd Examples/Notes && swift build --scratch-path ../../.build/examples --show-bin-path)/Notes}
out=${2:-.build/e2e-files}
for tool in Xvfb xdotool python3 dbus-run-session dbus-update-activation-environment gsettings gdbus; do
  command -v "$tool" >/dev/null || { echo "e2e-files: '$tool' is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
done
[ -x /usr/libexec/xdg-desktop-portal-gtk ] || { echo "e2e-files: xdg-desktop-portal-gtk is missing (Scripts/install-deps.sh test)" >&2; exit 2; }
[ -x "$bin" ] || { echo "e2e-files: $bin is not built (run Scripts/check/examples.sh Notes)" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
. Scripts/lib/xvfb.sh   # Xvfb on a free display; stopped on exit
# The app's remembered state and settings, and dconf's (GTK's chooser settings), stay here.
export XDG_STATE_HOME=$out/state XDG_CONFIG_HOME=$out/config
rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" "$out"/*.json "$out"/files
files=$out/files
mkdir -p "$files"
printf 'from disk\n' > "$files/a.txt"

# Centres of the buttons, from the app's own layout (a headless probe).
probe=$out/probe.json
printf 'wait 2\n' > "$out/probe.txt"
SDL_VIDEODRIVER=offscreen "$bin" --fixed-step --frames 5 --script "$out/probe.txt" --inspect "$probe" > /dev/null 2>&1
at() { python3 -c "import json,sys; n=[n for n in json.load(open('$probe'))['nodes'] if n['label']==sys.argv[1] and n['role']==sys.argv[2]][0]['frame']; print(round(n[0]+n[2]/2), round(n[1]+n[3]/2))" "$1" "$2"; }
read -r open_x open_y < <(at "Open…" button) || { echo "FAIL: no Open… button in the probe"; exit 1; }
read -r saveas_x saveas_y < <(at "Save As…" button) || { echo "FAIL: no Save As… button in the probe"; exit 1; }
export bin out files open_x open_y saveas_x saveas_y

# The checks print "ok …" or "FAIL …"; both parts' lines are counted at the end.
cat > "$out/lib.sh" <<'SH'
window() { timeout 20 xdotool search --sync --onlyvisible --name "^$1\$" 2>/dev/null | head -n 1; }
gone() { for _ in $(seq 100); do xdotool search --onlyvisible --name "^$1\$" >/dev/null 2>&1 || return 0; sleep 0.1; done; return 1; }
click() { xdotool mousemove --window "$1" "$2" "$3" click 1; sleep 0.4; }
state() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['state'].get(sys.argv[2]))" "$1" "$2" 2>/dev/null; }
# Types a path into GTK's location bar or Gliss's path field, then Return.
path() { xdotool key ctrl+l; sleep 0.4; xdotool key ctrl+a; xdotool type --delay 20 "$1"; sleep 0.6; xdotool key Return; sleep 0.6; }
SH

portal() {
  . "$out/lib.sh"
  export XDG_CURRENT_DESKTOP=GNOME          # xdg-desktop-portal-gtk's gtk.portal: UseIn=gnome
  dbus-update-activation-environment DISPLAY XDG_CURRENT_DESKTOP XDG_CONFIG_HOME
  # GTK's chooser starts in a folder, not in Recent (whose location bar does not navigate).
  gsettings set org.gtk.Settings.FileChooser startup-mode cwd
  # The portal is D-Bus activated on first use; start it now, so the app's first call is
  # answered at once (a cold start takes seconds on a loaded machine).
  timeout 30 gdbus call --session --dest org.freedesktop.portal.Desktop --object-path /org/freedesktop/portal/desktop \
    --method org.freedesktop.DBus.Properties.Get org.freedesktop.portal.FileChooser version > /dev/null 2>&1 \
    || echo "FAIL the portal's FileChooser did not answer on the private bus"
  "$bin" --inspect "$out/portal.json" > "$out/portal.log" 2>&1 &
  local app=$!
  local main; main=$(window Untitled)
  [ -n "$main" ] || { echo "FAIL no Notes window titled Untitled"; kill $app; return; }
  xdotool windowmove --sync "$main" 0 0; xdotool windowfocus --sync "$main"; sleep 0.5
  click "$main" "$open_x" "$open_y"
  local dialog; dialog=$(window Open)
  if [ -n "$dialog" ]; then echo "ok Open… opened the desktop's chooser: a window titled Open (GTK's, through the portal)"
  else echo "FAIL Open… opened no chooser window titled Open ($(tail -n 2 "$out/portal.log" | tr '\n' ' '))"; kill $app; return; fi
  xdotool windowmove --sync "$dialog" 600 0; xdotool windowfocus --sync "$dialog"; sleep 0.8
  path "$files/a.txt"
  gone Open || echo "FAIL the chooser is still open after Return"
  [ -n "$(window a.txt)" ] && echo "ok the app received $files/a.txt: its window is titled a.txt" \
    || echo "FAIL the app's window is not titled a.txt after the chooser picked it"
  xdotool windowfocus --sync "$main"; sleep 0.3
  click "$main" "$saveas_x" "$saveas_y"
  dialog=$(window Save)
  [ -n "$dialog" ] && echo "ok Save As… opened the desktop's save dialog" || { echo "FAIL Save As… opened no window titled Save"; kill $app; return; }
  xdotool windowmove --sync "$dialog" 600 0; xdotool windowfocus --sync "$dialog"; sleep 0.8
  # The name field has focus, "a.txt" proposed: a full path there saves to that folder.
  xdotool key ctrl+a; xdotool type --delay 20 "$files/saved.txt"; sleep 0.6; xdotool key Return
  gone Save || echo "FAIL the save dialog is still open after Return"
  for _ in $(seq 50); do [ -s "$files/saved.txt" ] && break; sleep 0.1; done
  [ "$(cat "$files/saved.txt" 2>/dev/null)" = "from disk" ] && echo "ok the document was written where the save dialog said ($files/saved.txt)" \
    || echo "FAIL $files/saved.txt holds '$(cat "$files/saved.txt" 2>&1)'"
  kill -TERM $app; wait $app 2>/dev/null
  local file; file=$(state "$out/portal.json" file)
  [ "$file" = "$files/saved.txt" ] && echo "ok --inspect: the app's file is $file" || echo "FAIL --inspect: the app's file is '$file'"
}
export -f portal
dbus-run-session -- bash -c portal 2>/dev/null | tee "$out/portal-checks.txt"
# The portal's GTK backend may still be leaving; Xvfb runs with -noreset (Scripts/lib/xvfb.sh),
# so the server does not reset under the next launch when it goes.

# No session bus at all: Gliss's own sheet, in the window.
. "$out/lib.sh"
env -u DBUS_SESSION_BUS_ADDRESS -u XDG_RUNTIME_DIR "$bin" --inspect "$out/sheet.json" > "$out/sheet.log" 2>&1 &
app=$!
# The window's file (@SceneStorage) was kept by the first run: this launch reopens it.
main=$(window saved.txt)
{
  if [ -z "$main" ]; then echo "FAIL the second launch shows no window titled saved.txt (the file the first run ended with)"; else
    echo "ok the second launch reopened saved.txt, the window's file when the first run ended (@SceneStorage)"
    xdotool windowmove --sync "$main" 0 0; xdotool windowfocus --sync "$main"; sleep 0.5
    click "$main" "$open_x" "$open_y"
    sleep 1
    [ -z "$(xdotool search --onlyvisible --name '^Open$' 2>/dev/null)" ] && echo "ok with no session bus no chooser window opens" \
      || echo "FAIL a window titled Open appeared with no session bus"
    import -window "$main" "$out/sheet.png" 2>/dev/null
    path "$files/a.txt"
    [ -n "$(window a.txt)" ] && echo "ok Gliss's sheet: Ctrl+L, the path and Return opened a.txt" \
      || echo "FAIL Gliss's sheet: the window is not titled a.txt"
    # (the app is not this subshell's child: wait cannot wait for it)
    kill -TERM $app; for _ in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
    [ "$(state "$out/sheet.json" text)" = "from disk" ] && echo "ok --inspect: the text is the file's" || echo "FAIL --inspect: the text is '$(state "$out/sheet.json" text)'"
    grep -q "Gliss shows its own file sheet\|no desktop file chooser" "$out/sheet.log" && echo "FAIL a portal was asked with no bus" || true
  fi
} | tee "$out/sheet-checks.txt"

passes=$(cat "$out/portal-checks.txt" "$out/sheet-checks.txt" | grep -c '^ok ')
fails=$(cat "$out/portal-checks.txt" "$out/sheet-checks.txt" | grep -c '^FAIL ')
echo "e2e-files: $passes passed, $fails failed"
[ "$fails" = 0 ] && [ "$passes" -ge 9 ]
