"""Is there a desktop to show the window on? Asked before Qt starts, without Qt.

Started with no display (over SSH, from a cron job, in a container), Qt prints a line that
blames ``libxcb-cursor0``, a plugin list, and aborts the process with a core dump (rc 134): a
person reads that as a broken install. Checked first, the same situation gets one sentence
that says what is missing and how to get it, and an ordinary exit code.

Only Linux and the other X11/Wayland systems are checked: Windows and macOS always have
their desktop. A platform chosen by the person (``QT_QPA_PLATFORM`` or ``-platform``) other
than X11 or Wayland (``offscreen``, ``vnc``, ...) needs no display and is left to Qt.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

X11_SOCKETS = Path("/tmp/.X11-unix")
_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")


def chosen_platform(environ: Mapping[str, str], argv: Sequence[str]) -> str:
    """The Qt platform asked for by ``-platform NAME`` or ``QT_QPA_PLATFORM`` ("" if none);
    only its plugin name (``xcb:option`` -> ``xcb``)."""
    name = environ.get("QT_QPA_PLATFORM", "")
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            name = argv[i + 1]
        elif arg.startswith("-platform="):
            name = arg.partition("=")[2]
    return name.split(":", 1)[0].split(";", 1)[0].strip().lower()


def x11_reachable(display: str, timeout: float = 1.0) -> bool:
    """Whether an X server answers at ``display`` (":0", "localhost:10.0", "unix:1")."""
    match = _DISPLAY.match(display)
    if match is None:
        return Path(display).exists()  # macOS XQuartz puts a socket path here
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        path = X11_SOCKETS / f"X{number}"
        for address in (str(path), "\0" + str(path)):  # the file, or Linux's abstract socket
            if _connects(socket.AF_UNIX, address, timeout):
                return True
        return False
    return _connects(socket.AF_INET, (host, 6000 + number), timeout)


def _connects(family: int, address: object, timeout: float) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            sock.connect(address)  # type: ignore[arg-type]
    except (OSError, ValueError):
        return False
    return True


def wayland_reachable(environ: Mapping[str, str]) -> bool:
    name = environ.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    path = Path(name) if name.startswith("/") else Path(environ.get("XDG_RUNTIME_DIR", "")) / name
    return _connects(socket.AF_UNIX, str(path), 1.0)


def desktop_problem(
    environ: Mapping[str, str] | None = None,
    argv: Sequence[str] = (),
    platform: str | None = None,
) -> str | None:
    """Why the window cannot be shown, in words for the person, or None when it can (as
    far as can be told before Qt starts)."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    chosen = chosen_platform(environ, argv)
    if chosen and chosen not in ("xcb", "wayland", "wayland-egl"):
        return None  # offscreen, vnc, eglfs...: Qt's business
    display = environ.get("DISPLAY", "")
    wayland = environ.get("WAYLAND_DISPLAY", "")
    if not display and not wayland:
        return (
            "cardtable needs a desktop session to show its window, and there is none here "
            "(neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from your desktop, or "
            "over SSH with X forwarding (ssh -X)."
        )
    if chosen != "xcb" and wayland and wayland_reachable(environ):
        return None
    if display and chosen not in ("wayland", "wayland-egl") and x11_reachable(display):
        return None
    where = ", ".join(
        f"{name}={value}" for name, value in (("DISPLAY", display), ("WAYLAND_DISPLAY", wayland))
        if value
    )
    return (
        f"cardtable cannot reach the desktop's display ({where}): the desktop session may "
        "have ended, or this shell is not part of it. Start cardtable from your desktop."
    )
