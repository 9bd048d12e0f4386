"""One cardtable per data folder, with real processes: a second start asks the first to
bring its window forward and quits without opening the saves; two starts at once leave one
running; a lock left by a killed process does not lock the player out."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.gui.shell.single_instance import (
    LOCK_NAME,
    SHOW,
    SHOWN,
    InstanceGuard,
    server_name,
)

ROOT = Path(__file__).resolve().parents[2]


def environment(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
                XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                PYTHONPATH=os.pathsep.join(sys.path))  # fmt: skip


def data_folder(home: Path) -> Path:
    return home / "data" / "cardtable" / "CardTable"


def start(home: Path, seconds: float) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "cardtable.app", "--quit-after", str(seconds)],
        cwd=ROOT, env=environment(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip


def wait_for_lock(home: Path, first: subprocess.Popen[str]) -> None:
    """Until the first start holds the lock and its window has read the folder (it opens
    the history after the saves)."""
    deadline = time.monotonic() + 60
    folder = data_folder(home)
    while not ((folder / LOCK_NAME).exists() and (folder / "history.sqlite3").exists()):
        assert first.poll() is None, first.communicate()
        assert time.monotonic() < deadline, "the first start never took the lock"
        time.sleep(0.05)


def test_a_second_start_brings_the_first_forward_and_opens_nothing(tmp_path: Path) -> None:
    first = start(tmp_path, 40)
    try:
        wait_for_lock(tmp_path, first)
        # A damaged save appears now: a start that opened the saves would set it aside.
        damaged = data_folder(tmp_path) / "session-badugi.json"
        damaged.write_text("{ damaged", encoding="utf-8")
        began = time.monotonic()
        second = subprocess.run(
            [sys.executable, "-m", "cardtable.app", "--quit-after", "5"],
            cwd=ROOT, env=environment(tmp_path), capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout and "brought forward" in second.stdout
        assert time.monotonic() - began < 30  # it did not sit out its --quit-after
        assert damaged.read_text(encoding="utf-8") == "{ damaged"
        assert not list(data_folder(tmp_path).glob("*.bad-*"))
        assert first.poll() is None  # the first one plays on
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=30)


def test_a_second_start_asked_for_a_picture_says_it_took_none(tmp_path: Path) -> None:
    """Issue 26, defect 14: with the folder in use, --screenshot exited 0 with no picture and
    no word; the picture the caller asked for was not taken, so it must say so and fail."""
    first = start(tmp_path, 40)
    try:
        wait_for_lock(tmp_path, first)
        shot = tmp_path / "shot.png"
        second = subprocess.run(
            [sys.executable, "-m", "cardtable.app", "--quit-after", "2",
             "--screenshot", str(shot)],
            cwd=ROOT, env=environment(tmp_path), capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert second.returncode != 0
        assert not shot.exists()
        assert "no picture" in second.stderr and str(shot) in second.stderr
        assert first.poll() is None
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=30)


def test_two_starts_at_once_leave_one_running(tmp_path: Path) -> None:
    a, b = start(tmp_path, 12), start(tmp_path, 12)
    try:
        outs = [p.communicate(timeout=120) for p in (a, b)]
    finally:
        for p in (a, b):
            if p.poll() is None:
                p.kill()
    told = [i for i, (out, err) in enumerate(outs) if "already running" in out + err]
    assert len(told) == 1, outs  # exactly one of them stood down
    assert {a.returncode, b.returncode} <= {0, 1}
    assert [a, b][1 - told[0]].returncode == 0


def test_a_lock_left_by_a_killed_start_is_taken_over(tmp_path: Path) -> None:
    first = start(tmp_path, 60)
    wait_for_lock(tmp_path, first)
    first.kill()
    first.communicate(timeout=30)
    assert (data_folder(tmp_path) / LOCK_NAME).exists()  # left behind
    again = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "1"],
        cwd=ROOT, env=environment(tmp_path), capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert "already running" not in again.stdout + again.stderr


def test_the_window_comes_forward_when_asked(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    guard = InstanceGuard(tmp_path)
    assert guard.claim()
    try:
        guard.show_requested.connect(window.bring_forward)
        window.showMinimized()
        qtbot.waitUntil(window.isMinimized)
        other = InstanceGuard(tmp_path)
        assert not other.claim()  # the lock is held
        # What a second start sends (without blocking: the server answers in this thread).
        socket = QLocalSocket()
        answers: list[bytes] = []
        socket.readyRead.connect(lambda: answers.append(bytes(socket.readAll().data())))
        with qtbot.waitSignal(guard.show_requested, timeout=5000):
            socket.connectToServer(server_name(tmp_path))
            socket.write(SHOW)
        qtbot.waitUntil(lambda: not window.isMinimized())
        qtbot.waitUntil(lambda: b"".join(answers) == SHOWN)
        socket.abort()
    finally:
        guard.release()
    assert InstanceGuard(tmp_path).claim()  # released: the next start may open the folder
