#!/usr/bin/env bash
# Sets up a development environment on Debian/Ubuntu: the system libraries Qt needs, fonts
# (Latin and Korean), Xvfb for headless screenshots, the AT-SPI accessibility bus and Debian's
# pyatspi (tests read the app as a screen reader does), and a virtual environment in .venv with
# cardtable installed (editable) plus its test extras. Safe to run again: it only installs
# what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  python3 python3-venv python3-pip
  libegl1 libgl1 libopengl0 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3
  libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libx11-xcb1
  xvfb xauth openbox x11-utils fonts-dejavu-core fonts-nanum
  desktop-file-utils appstream
  at-spi2-core dbus python3-pyatspi gir1.2-atspi-2.0
)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing system packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.cardtable-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  echo "setup: installing cardtable and its test extras into .venv (a few minutes the first time)"
  # -qq: errors only. pip's warnings (a package index configured on this machine but
  # missing, the build backend's notes on editable installs) read like failures.
  .venv/bin/python -m pip install -qq --upgrade pip
  .venv/bin/python -m pip install -qq -e '.[test]'
  touch "$stamp"
fi
