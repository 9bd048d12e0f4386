"""A hand recorded in an English window, replayed in a Korean one, said "You" among Korean
words (polish2's note): the history stores the names as they were shown. The replayer now
shows the default names in the reader's language, as the table and the history list do; a
typed name stays as typed. A stand-in translator gives the Korean of the names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window, translated_by

from cardtable.gui.shell.history_page import HistoryPage
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

KOREAN = {"You": "나", "Mina": "미나", "Tom": "톰", "Jisoo": "지수"}


@pytest.fixture
def korean_names(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN, ("PlayerNames",)):
        yield


def test_a_hand_recorded_in_english_replays_with_korean_names(
    qtbot: QtBot, tmp_path: Path, korean_names: None
) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    session = badugi_session(seed=11, n=4)  # "You", "Mina", "Tom", "Jisoo"
    play_badugi(session, 2, HistoryRecorder(db).record)
    db.close()
    window = open_window(qtbot, tmp_path)
    window.open_trainer("history")
    page = window.trainer
    assert isinstance(page, HistoryPage)
    qtbot.waitUntil(lambda: page.tree.topLevelItemCount() > 0, timeout=5000)
    game = page.tree.topLevelItem(0)
    assert game is not None
    game.setExpanded(True)
    page.tree.setCurrentItem(game.child(0))
    page.tree.setFocus()
    qtbot.keyClick(page.tree, Qt.Key.Key_Return)
    board = page.replayer.board
    assert board is not None
    assert board.names == ["나", "미나", "톰", "지수"]
    window.close()
