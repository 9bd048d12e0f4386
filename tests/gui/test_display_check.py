"""With no desktop to show the window on, the app says so in one sentence and exits 1,
instead of Qt's abort (rc 134, a core dump) blaming libxcb-cursor0."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.gui.shell import display_check
from cardtable.gui.shell.display_check import chosen_platform, desktop_problem

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_at_all_is_a_problem() -> None:
    problem = desktop_problem({}, platform="linux")
    assert problem is not None and "desktop session" in problem and "DISPLAY" in problem


def test_other_systems_and_other_qt_platforms_are_left_to_qt() -> None:
    assert desktop_problem({}, platform="win32") is None
    assert desktop_problem({}, platform="darwin") is None
    assert desktop_problem({"QT_QPA_PLATFORM": "offscreen"}, platform="linux") is None
    assert desktop_problem({}, ["-platform", "offscreen"], platform="linux") is None
    assert chosen_platform({"QT_QPA_PLATFORM": "xcb:foo"}, []) == "xcb"
    assert chosen_platform({"QT_QPA_PLATFORM": "wayland"}, ["-platform", "vnc"]) == "vnc"


def test_an_x_server_that_answers_is_fine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(display_check, "X11_SOCKETS", tmp_path)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "X7"))
        server.listen(1)
        assert desktop_problem({"DISPLAY": ":7"}, platform="linux") is None
        assert desktop_problem({"DISPLAY": ":7.0"}, platform="linux") is None
    problem = desktop_problem({"DISPLAY": ":8"}, platform="linux")
    assert problem is not None and "DISPLAY=:8" in problem


def test_a_forwarded_display_is_reached_over_tcp() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        number = server.getsockname()[1] - 6000
        assert desktop_problem({"DISPLAY": f"127.0.0.1:{number}.0"}, platform="linux") is None


def test_wayland(tmp_path: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "wayland-1"))
        server.listen(1)
        env = {"WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": str(tmp_path)}
        assert desktop_problem(env, platform="linux") is None
    env = {"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": str(tmp_path)}
    problem = desktop_problem(env, platform="linux")
    assert problem is not None and "WAYLAND_DISPLAY=wayland-9" in problem


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland systems only")
@pytest.mark.parametrize("display", [None, ":987"], ids=["no display", "unusable display"])
def test_the_app_says_a_desktop_is_needed(tmp_path: Path, display: str | None) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}  # fmt: skip
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"))  # fmt: skip
    if display is not None:
        env["DISPLAY"] = display
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "1"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert done.stderr.startswith("cardtable ")
    assert "libxcb" not in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
