"""The GUI's half of the game contract over every registered game (and the toy): the hands
a session stored replay step by step on the game's replay board, and its statistics tab
shows the figures of its history adapter."""

from __future__ import annotations

from pathlib import Path

import pytest
from playout import IDS, SPECS, Playout, gui_specs, registered, seated
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from cardtable.core.spec import GameSpec
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


@pytest.mark.parametrize("index", range(len(SPECS)), ids=IDS)
def test_stored_hands_replay_on_the_board_and_count_in_the_statistics(
    index: int, qapp: QApplication, tmp_path: Path
) -> None:
    spec: GameSpec = SPECS[index]
    gui = gui_specs()[index]
    if spec.history is None or gui.history is None:
        pytest.skip(f"{spec.name} keeps no history")
    with registered(spec):
        session = seated(spec, spec.min_seats, 5)
        db = HistoryDB(tmp_path / "history.sqlite3")
        assert db.open() is None
        session.add_save_hook(HistoryRecorder(db).record)
        play = Playout(spec, session, 5)
        while play.hands < 2 and play.step():
            pass
        while not session.hand_over and play.step():
            pass
        hands = db.hands(spec.name)
        assert hands
        names = [seat.name for seat in session.seats]
        view = gui.history()
        for row in hands:
            frames = spec.history().frames(db, row, 0)
            board = view.replay_board(frames, names, 0, Prefs(), CardPixmapCache())
            assert len(board.lines) == len(frames)
            assert isinstance(board.scene, QGraphicsScene)
            for step in range(len(frames)):
                assert isinstance(board.draw(step), str)
            board.make_view().deleteLater()
            assert view.hand_result(row) and isinstance(view.hand_details(row), str)
        parent = QWidget()
        tab = view.stats_tab(parent)
        tab.show_stats(spec.history().stats(hands, db.games(spec.name)))
        parent.deleteLater()
        db.close()
