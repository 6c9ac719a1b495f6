#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Gliss needs, only those missing.
# usage: Scripts/install-deps.sh [run|demos|test]   (demos adds the CJK and colour emoji fonts the demos' text page
# shows, as a newcomer's first look at it should; test adds Xvfb, xdotool, xclip, ImageMagick, desktop-file-utils, CMake, Ninja, valgrind, GNU time, ffmpeg,
# the CJK and colour emoji fonts the text tests draw with — apps need no font beyond Gliss's bundled ones —, and the
# accessibility bus with pyatspi, what the screen-reader tests read apps with, and the desktop portal with its GTK
# backend, what the portal file-chooser check drives)
set -eu
case "${1:-run}" in run|demos|test) ;; *) echo "install-deps: unknown mode '$1' (run, demos or test)" >&2; exit 2 ;; esac
need=(libsdl2-dev libsdl2-image-dev pkg-config libharfbuzz-dev libfreetype-dev libfontconfig-dev libfribidi-dev libunibreak-dev libcairo2-dev libdbus-1-dev libx11-dev libicu-dev libcmark-gfm-dev libcmark-gfm-extensions-dev)
[ "${1:-run}" = demos ] && need+=(fonts-noto-cjk fonts-noto-color-emoji)
[ "${1:-run}" = test ] && need+=(xvfb xdotool xclip imagemagick cmake ninja-build python3 x11-utils desktop-file-utils valgrind time ffmpeg fonts-noto-cjk fonts-noto-color-emoji
  dbus at-spi2-core python3-pyatspi python3-gi gir1.2-gtk-3.0 xdg-desktop-portal xdg-desktop-portal-gtk libglib2.0-bin)
missing=()
for p in "${need[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} = 0 ] && exit 0
echo "install-deps: installing ${missing[*]}"
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
