"""A real X server with a window manager for tests that must see what a person sees: Xvfb
at a given screen size with openbox framing the windows, and the app started in a process of
its own on a fresh profile (an empty HOME), as a new player meets it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

NEEDED = ("Xvfb", "openbox")


def missing_tools() -> list[str]:
    return [tool for tool in NEEDED if shutil.which(tool) is None]


@contextmanager
def x_display(width: int, height: int) -> Iterator[str]:
    """Xvfb at ``width`` x ``height`` with openbox running; yields the DISPLAY name."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24",
         "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    wm = None
    try:
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        display = f":{number}"
        env = {**os.environ, "DISPLAY": display}
        wm = subprocess.Popen(
            ["openbox", "--sm-disable"], env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        time.sleep(0.5)  # openbox takes the screen before the first window maps
        yield display
    finally:
        for proc in (wm, server):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()


def fresh_env(home: Path, display: str, **extra: str) -> dict[str, str]:
    """The environment of a person who never ran cardtable: an empty HOME, no XDG folders
    pointing elsewhere, the real X server."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("XDG_", "QT_")) and key != "HOME"
    }
    env.update(HOME=str(home), DISPLAY=display, QT_QPA_PLATFORM="xcb", **extra)
    return env


def run_probe(script: Path, env: dict[str, str], *args: str, timeout: float = 90) -> Any:
    """Run ``script`` (a Python file printing one JSON line last) and return that JSON."""
    done = subprocess.run(
        [sys.executable, str(script), *args], env=env, capture_output=True, text=True,
        timeout=timeout,
    )
    if done.returncode != 0:
        raise AssertionError(f"probe failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])
