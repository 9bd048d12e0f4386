"""The end of a sitting is said once: after the Spades game-over sheet (its "Leave table"
chosen) the window said "The game is over. Thanks for playing!" in a second box, one more
click for what the sheet had just said (playtest, session 15). Where the table showed no end
of its own (the Badugi cash table, the rebuy declined) the window's box still says it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, play_to_game_over
from tests_gui_helpers import make_session as badugi_session
from tests_gui_helpers import open_window

from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.spades import SpadesRules


def _boxes(window: MainWindow) -> list[str]:
    return [b.text() for b in window.findChildren(QMessageBox) if b.isVisible()]


def test_leaving_after_the_game_over_sheet_asks_no_more(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=11, rules=SpadesRules(target=20, loss_threshold=-20))
    window, table = open_table(qtbot, tmp_path, session)
    play_to_game_over(qtbot, table)
    qtbot.waitUntil(lambda: table.game_over_dialog is not None, timeout=5000)
    dialog = table.game_over_dialog
    assert dialog is not None
    dialog.reject()  # "Leave table"
    qtbot.waitUntil(lambda: window.table is None)
    qtbot.wait(50)
    assert _boxes(window) == []  # was ["The game is over. Thanks for playing!"]


def test_a_cash_table_ended_by_the_rebuy_declined_still_says_so(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(badugi_session())
    table = window.table
    assert table is not None
    table.game_over.emit()  # what the table does when the person declines to buy in again
    qtbot.waitUntil(lambda: window.table is None)
    assert _boxes(window) == ["The game is over. Thanks for playing!"]
