#!/usr/bin/env bash
# --install-desktop-entry / --uninstall-desktop-entry end to end (#49 item 5): install into a
# temporary XDG_DATA_HOME (never the real home), check the files, validate the entry with
# desktop-file-validate, uninstall; a read-only target and both options together fail with one
# line. No window opens: DISPLAY and SDL_VIDEODRIVER are unset.
set -u
bin=${1:?usage: desktop-entry.sh GLISS_DEMOS}
command -v desktop-file-validate >/dev/null || { echo "desktop-entry: desktop-file-validate missing (apt-get install desktop-file-utils)"; exit 1; }
tmp=$(mktemp -d); trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails+1)); }
run() { env -u DISPLAY -u SDL_VIDEODRIVER XDG_DATA_HOME="$1" "$bin" "${@:2}"; }

out=$(run "$tmp/data" cards --install-desktop-entry 2>&1) || fail "install exited $?: $out"
entry=$tmp/data/applications/gallery.desktop
icon=$tmp/data/icons/hicolor/64x64/apps/gallery.png
[ -f "$entry" ] || fail "no $entry"
[ -f "$icon" ] || fail "no $icon"
file "$icon" 2>/dev/null | grep -q "PNG image data, 64 x 64" || [ ! -x "$(command -v file)" ] || fail "$icon is not a 64x64 PNG"
grep -qx "Exec=$(readlink -f "$bin") gallery" "$entry" || fail "Exec is not the executable's absolute path: $(grep ^Exec "$entry")"
grep -qx "StartupWMClass=gallery" "$entry" || fail "no StartupWMClass=gallery"
v=$(desktop-file-validate "$entry" 2>&1); [ $? = 0 ] && [ -z "$v" ] || fail "desktop-file-validate: $v"
out=$(run "$tmp/data" cards --uninstall-desktop-entry 2>&1) || fail "uninstall exited $?: $out"
[ "$(grep -c '^removed ' <<<"$out")" = 2 ] || fail "uninstall did not say it removed 2 files: $out"
[ ! -e "$entry" ] && [ ! -e "$icon" ] || fail "uninstall left files"
out=$(run "$tmp/data" cards --uninstall-desktop-entry 2>&1) || fail "a second uninstall exited $?: $out"

# A target that cannot be written: one line, exit 1, nothing written (root ignores permission
# bits: /sys, a read-only file system, stands in).
if [ "$(id -u)" = 0 ]; then ro=/sys/gliss-desktop-entry-check; else mkdir "$tmp/ro"; chmod 555 "$tmp/ro"; ro=$tmp/ro/data; fi
err=$(run "$ro" cards --install-desktop-entry 2>&1 >/dev/null); rc=$?
[ "$rc" = 1 ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -q "cannot create" <<<"$err" || fail "read-only target: exit $rc, stderr: $err"
[ ! -e "$ro" ] || fail "read-only target: $ro was created"
err=$(run "$tmp/data" cards --install-desktop-entry --uninstall-desktop-entry 2>&1 >/dev/null); rc=$?
[ "$rc" = 2 ] && grep -q "cannot be given together" <<<"$err" || fail "both options: exit $rc, stderr: $err"

# The window's X11 class is the id, as StartupWMClass says (under Xvfb, when installed).
if command -v xvfb-run >/dev/null && command -v xprop >/dev/null && command -v xwininfo >/dev/null; then
  cls=$(env -u SDL_VIDEODRIVER -u SDL_VIDEO_X11_WMCLASS timeout 60 xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    "$1" cards --frames 1000000 --size 400x300 >/dev/null 2>&1 & app=$!
    for _ in $(seq 1 100); do
      for w in $(xwininfo -root -children | grep -o "^ *0x[0-9a-f]*"); do
        c=$(xprop -id "$w" WM_CLASS 2>/dev/null | grep "^WM_CLASS(STRING)") && { echo "$c"; kill $app; exit 0; }
      done
      sleep 0.2
    done
    kill $app' _ "$bin")
  [ "$cls" = 'WM_CLASS(STRING) = "gallery", "gallery"' ] || fail "the window's WM_CLASS is not the id: '$cls'"
else
  echo "desktop-entry: Xvfb, xprop or xwininfo missing: the window's WM_CLASS is not checked"
fi

[ "$fails" = 0 ] && echo "desktop-entry: ok" || { echo "desktop-entry: $fails failed"; exit 1; }
