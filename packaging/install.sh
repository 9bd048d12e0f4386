#!/usr/bin/env bash
# Installs the cardtable bundle for the current user: the program in ~/.local/lib/cardtable,
# a launcher in ~/.local/bin, the .desktop file and the icons, so it shows in the menu.
# Run from the unpacked folder; run again to update; "./install.sh --uninstall" removes it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
APP_ID=io.github.cardtable.CardTable
data="${XDG_DATA_HOME:-$HOME/.local/share}"
lib="$HOME/.local/lib/cardtable"
bin="$HOME/.local/bin"

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$lib" "$bin/cardtable" "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml"
  find "$data/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
  echo "cardtable removed"
  exit 0
fi

mkdir -p "$lib" "$bin" "$data/applications" "$data/metainfo"
rm -rf "$lib"
cp -a "$here/cardtable" "$lib"
ln -sf "$lib/cardtable" "$bin/cardtable"
sed "s|^Exec=.*|Exec=$lib/cardtable|" "$here/$APP_ID.desktop" > "$data/applications/$APP_ID.desktop"
cp "$here/$APP_ID.metainfo.xml" "$data/metainfo/"
mkdir -p "$data/icons/hicolor"
cp -a "$here/icons/hicolor/." "$data/icons/hicolor/"
# Refresh the desktop's caches where the tools exist; a missing tool or cache is harmless.
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "cardtable installed: run 'cardtable' or find it in the application menu"
