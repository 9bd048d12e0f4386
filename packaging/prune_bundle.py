"""Drop what the frozen app never loads from a PyInstaller one-folder bundle.

PyInstaller's Qt hooks copy every platform and theme plugin and, with them, the system
libraries those plugins link to (GTK's cairo and pango for the GTK theme, EGL for eglfs...).
cardtable runs on X11 (xcb) or Wayland, and offscreen for smoke checks, so the rest goes;
then any bundled library that nothing left in the bundle links to goes too (found with ldd,
so a library still needed is never removed).

    python packaging/prune_bundle.py dist/cardtable
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

KEEP_PLATFORMS = {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"}
DROP_PLUGIN_DIRS = ("egldeviceintegrations", "platformthemes", "generic")


def elf_files(root: Path) -> list[Path]:
    out = []
    for p in root.rglob("*"):
        if p.is_file() and not p.is_symlink():
            with p.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(p)
    return out


def needed(files: list[Path], libdirs: list[Path]) -> set[str]:
    """Names of the libraries the given ELF files resolve, as ldd sees them in the bundle."""
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(map(str, libdirs)))
    names: set[str] = set()
    for f in files:
        res = subprocess.run(["ldd", str(f)], capture_output=True, text=True, env=env)
        for line in res.stdout.splitlines():
            name = line.strip().split(" ", 1)[0]
            if name:
                names.add(name)
    return names


def main(bundle: Path) -> None:
    internal = bundle / "_internal"
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for sub in DROP_PLUGIN_DIRS:
        shutil.rmtree(plugins / sub, ignore_errors=True)
    for plugin in (plugins / "platforms").glob("*.so"):
        if plugin.name not in KEEP_PLATFORMS:
            plugin.unlink()
    libdirs = [internal, internal / "PySide6" / "Qt" / "lib"]
    # Remove top-level libraries nobody needs, until nothing more can go.
    while True:
        files = elf_files(bundle)
        wanted = needed(files, libdirs)
        spare = [
            p
            for p in internal.glob("*.so*")
            if p.name not in wanted
            and not p.name.startswith(("libpython", "libpyside", "libshiboken"))
        ]
        if not spare:
            break
        for p in spare:
            p.unlink()
            print(f"pruned {p.name}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
