"""Playtest 6: broke at a cash table, the player pressed N (the table's "Next hand") as the
last hand ended; the question "You have no chips left. Buy in again for 10?" had just come
up with Yes/No buttons, and N is No's key: the table closed ("The game is over. Thanks for
playing!") without his meaning to leave. The question's buttons are now "Buy in again"
(the default: Enter) and "Leave the table", with no N among their keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of

from cardtable.gui.badugi.table import BadugiTable


def _press_in_question(key: Qt.Key, said: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        said.append(box.text())
        QApplication.sendEvent(box, _key(key))


def _key(key: Qt.Key):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def test_n_at_the_rebuy_question_does_not_leave_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(n=2))
    table = table_of(window)
    assert isinstance(table, BadugiTable)
    said: list[str] = []
    QTimer.singleShot(200, lambda: _press_in_question(Qt.Key.Key_N, said))
    QTimer.singleShot(400, lambda: _press_in_question(Qt.Key.Key_Return, said))
    assert BadugiTable.ask_rebuy(table) is True  # N did nothing; Enter bought in
    assert len(said) == 2 and "Buy in again" in said[0]
    window.close()
