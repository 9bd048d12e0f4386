"""Quitting ends the app whatever box is open (issue 26, defect 11), with real processes.

A practice page whose progress file is damaged opens a "Progress could not be read" box;
quitting over it closed the window but left the process running with no window and the data
folder locked, so the next start only said "already running ... brought forward" and showed
nothing. Here the real app quits over that box; it must end, and the next start must open.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_single_instance import ROOT, data_folder, environment
from tests_gui_helpers import open_window

from cardtable.gui.badugi.trainer import DrawTrainer

PROBE = Path(__file__).with_name("quit_probe.py")
DAMAGED = "{ damaged"


@pytest.mark.parametrize(
    ("page", "progress"),
    [("draw", "draw_trainer.json"), ("bidding_coach", "spades_bidding_practice.json")],
)
def test_quitting_over_the_progress_box_ends_the_app(
    tmp_path: Path, page: str, progress: str
) -> None:
    folder = data_folder(tmp_path)
    folder.mkdir(parents=True)
    (folder / progress).write_text(DAMAGED, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, str(PROBE), page], cwd=ROOT, env=environment(tmp_path),
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    steps = run.stdout.splitlines()
    assert "box open" in steps and "quitting" in steps, (run.stdout, run.stderr)
    assert "still running" not in steps, "the app ran on with no window after quitting"
    assert run.returncode == 0 and steps[-1] == "main returned 0", (run.stdout, run.stderr)
    # The damaged file was set aside, word for word, and nothing else was lost.
    kept = list(folder.glob(f"{Path(progress).stem}.bad-*"))
    assert [p.read_text(encoding="utf-8") for p in kept] == [DAMAGED]
    # The data folder is free again: the next start opens it (no "already running").
    again = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "1"],
        cwd=ROOT, env=environment(tmp_path), capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert "already running" not in again.stdout + again.stderr


def test_a_page_closed_over_its_box_leaves_no_window(qtbot: QtBot, tmp_path: Path) -> None:
    """The page's box goes with the page: detached and still shown, it was a window of its
    own that kept the app from ending when the main window closed."""
    (tmp_path / "draw_trainer.json").write_text(DAMAGED, encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer) and trainer.error_box is not None
    qtbot.waitUntil(trainer.error_box.isVisible)
    window.close()
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == []


def test_the_quit_key_works_over_a_modal_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Playtest 8: Ctrl+Q with the draw trainer's accuracy window open did nothing at all
    (the Quit action's shortcut is the main window's, and Qt gives it only to the active
    window, the box then). The key over the box quits as the menu does."""
    window = open_window(qtbot, tmp_path)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    box = trainer.show_accuracy()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    with qtbot.waitSignal(window.closed, timeout=3000):
        QTest.keyClick(box, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible() and not box.isVisible()
