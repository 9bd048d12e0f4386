#!/usr/bin/env bash
# Builds the one-folder Linux bundle with PyInstaller and packs it with its installer:
#   dist/cardtable/                      the program (run dist/cardtable/cardtable)
#   dist/cardtable-<version>-linux-<arch>.tar.gz   bundle + install.sh + .desktop + icons
# Then smoke-checks the bundle: it starts, shows its window offscreen and quits.
# Needs what scripts/setup.sh installs; uses its own build venv in build/bundle-venv.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
bash scripts/setup.sh >/dev/null

VENV=build/bundle-venv
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip
"$VENV/bin/python" -m pip install -q "pyinstaller>=6.5" .

version=$("$VENV/bin/python" -c "import cardtable; print(cardtable.__version__)")
arch=$(uname -m)
# The double-dummy solver is endplay's compiled DDS, which cardtable loads as a file (it never
# imports endplay, whose package pulls in matplotlib): bring the file and its licence along.
dds_lib=$("$VENV/bin/python" -c "from cardtable.spades.dd.dds_lib import library_path as p; print(p())")
dds_licence=$("$VENV/bin/python" -c \
  "from importlib.metadata import distribution as d; print(d('endplay').locate_file('endplay-' + d('endplay').version + '.dist-info/LICENCE'))")
rm -rf build/pyinstaller dist/cardtable
# Only QtCore, QtGui, QtWidgets, QtSvg and QtNetwork (its local socket: one cardtable per
# data folder) are used; the hooks collect what is imported, and these excludes keep
# optional modules that PySide6 or the stdlib pull in out of the bundle.
"$VENV/bin/pyinstaller" --noconfirm --clean --onedir --windowed --strip \
  --name cardtable \
  --distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
  --collect-data cardtable \
  --add-binary "$dds_lib:endplay/_dds" --add-data "$dds_licence:endplay" \
  --exclude-module tkinter --exclude-module unittest --exclude-module pydoc \
  --exclude-module PySide6.QtQml \
  --exclude-module PySide6.QtQuick --exclude-module PySide6.QtOpenGL \
  --exclude-module PySide6.QtDBus --exclude-module PySide6.QtPdf \
  --exclude-module PySide6.QtMultimedia --exclude-module PySide6.QtWebEngineCore \
  --exclude-module PySide6.QtSql --exclude-module PySide6.QtTest \
  --exclude-module PySide6.QtConcurrent --exclude-module PySide6.QtXml \
  packaging/bundle_entry.py >build/pyinstaller.log 2>&1 || { tail -30 build/pyinstaller.log; exit 1; }

# Qt translations for other languages and unused plugins are dead weight for us.
qt=dist/cardtable/_internal/PySide6/Qt
if [ -d "$qt/translations" ]; then
  find "$qt/translations" -type f ! -name 'qtbase_ko.qm' ! -name 'qtbase_en.qm' -delete
fi
for plugin in networkinformation tls sqldrivers qmltooling position; do
  rm -rf "$qt/plugins/$plugin"
done
"$VENV/bin/python" packaging/prune_bundle.py dist/cardtable | tail -3
# --strip breaks numpy's bundled OpenBLAS ("ELF load command address/offset not page-aligned"
# when numpy is imported): put the library folder back as installed.
numpy_libs=$("$VENV/bin/python" -c \
  "import numpy, pathlib; print(pathlib.Path(numpy.__file__).parent.parent / 'numpy.libs')")
if [ -d "$numpy_libs" ]; then
  cp -f "$numpy_libs"/* dist/cardtable/_internal/numpy.libs/
fi

echo "smoke check: start offscreen and quit"
home=$(mktemp -d)
QT_QPA_PLATFORM=offscreen HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/cfg" \
  timeout 120 dist/cardtable/cardtable --quit-after 1
echo "smoke check: bots play a demo from their own process (the bundle started again)"
QT_QPA_PLATFORM=offscreen HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/cfg" \
  timeout 120 dist/cardtable/cardtable --demo badugi --quit-after 6 --report-timing \
  | grep -E "bots=process|longest_stall_ms" | tr '\n' ' ' | grep "bots=process"
echo "smoke check: the exact odds engine (numpy) in the bundle"
CARDTABLE_SELFTEST=odds HOME="$home" timeout 120 dist/cardtable/cardtable | grep "badugi"
echo "smoke check: the double-dummy solver (endplay's DDS) solves a Spades position"
CARDTABLE_SELFTEST=dd HOME="$home" timeout 120 dist/cardtable/cardtable | grep "double-dummy solver DDS"
rm -rf "$home"

stage=build/stage/cardtable-$version
rm -rf build/stage && mkdir -p "$stage/icons"
cp -a dist/cardtable "$stage/cardtable"
cp packaging/install.sh packaging/io.github.cardtable.CardTable.desktop \
   packaging/io.github.cardtable.CardTable.metainfo.xml "$stage/"
cp -a cardtable/assets/icons/hicolor "$stage/icons/hicolor"
tarball=dist/cardtable-$version-linux-$arch.tar.gz
tar -C build/stage -czf "$tarball" "cardtable-$version"

end=$(date +%s)
echo "bundle: dist/cardtable ($(du -sh dist/cardtable | cut -f1) unpacked)"
echo "archive: $tarball ($(du -sh "$tarball" | cut -f1))"
echo "build time: $((end - start)) s"
