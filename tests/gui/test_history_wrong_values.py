"""A history that opens cleanly but holds one value of the wrong type (issue 26, defect 12):
the statistics and history pages show every row they can, say how many they could not read,
and change nothing in the file. Before, each such value raised from a Qt slot (``signed``,
``when``, the Spades result and replay text) and left the pages empty with no word."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi, play_spades, spades_session
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

HANDS = {"badugi": 6, "spades": 2}
CASES = [
    ("hands", "net", "lots"),
    ("hands", "net", 1e308),
    ("hands", "finished", "x"),
    ("games", "started", "x"),
    ("games", "hero_seat", "x"),
    ("games", "players", "[1,2]"),
    ("games", "net", "x"),
]


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Badugi sitting and a finished Spades game, stored as the table stores them."""
    path = tmp_path_factory.mktemp("history") / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    recorder = HistoryRecorder(db)
    play_badugi(badugi_session(seed=11), HANDS["badugi"], recorder.record)
    play_spades(spades_session(seed=3), hands=HANDS["spades"], hook=recorder.record)
    db.close()
    return path


def spoil(path: Path, table: str, column: str, value: object, game: str) -> int:
    """Write ``value`` into the first row of ``game`` in ``table``; the row's id."""
    with sqlite3.connect(path) as db:
        if table == "games":
            (row,) = db.execute("SELECT MIN(id) FROM games WHERE game = ?", (game,)).fetchone()
        else:
            (row,) = db.execute(
                "SELECT MIN(h.id) FROM hands h JOIN games g ON g.id = h.game_id "
                "WHERE g.game = ?", (game,)
            ).fetchone()
        db.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", (value, row))
    return row


def every_row(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as db:
        return [*db.execute("SELECT * FROM games ORDER BY id"),
                *db.execute("SELECT * FROM hands ORDER BY id")]  # fmt: skip


@pytest.mark.parametrize("game", ["badugi", "spades"])
@pytest.mark.parametrize(("table", "column", "value"), CASES)
def test_a_wrong_typed_value_is_reported_and_the_rest_shown(
    qtbot: QtBot, tmp_path: Path, stored: Path, table: str, column: str, value: object,
    game: str,
) -> None:  # fmt: skip
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(stored, path)
    spoil(path, table, column, value, game)
    before = every_row(path)
    window = open_window(qtbot, tmp_path)
    window.act_statistics.trigger()
    stats = window.trainer
    assert isinstance(stats, StatisticsPage)
    assert stats.unreadable.isVisible() and "could not be read" in stats.unreadable.text()
    for tab in stats.game_tabs.values():
        tab.grab()
    # Every hand but the spoiled one is counted (a spoiled game's hands still are). Only the
    # stored games' tabs are read: another registered game's tab may show other figures.
    counted = {name: int(stats.game_tabs[name].hands.value.text()) for name in HANDS}
    expected = dict(HANDS)
    if table == "hands":
        expected[game] -= 1
    assert counted == expected
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    assert page.unreadable.isVisible() and "could not be read" in page.unreadable.text()
    # What can be read is listed, and every hand listed can be replayed.
    listed = [page.tree.topLevelItem(i) for i in range(page.tree.topLevelItemCount())]
    assert len(listed) >= 1
    assert not any("0 players" in top.text(1) for top in listed if top is not None)
    replayed = 0
    for top in listed:
        assert isinstance(top, QTreeWidgetItem)
        top.setExpanded(True)
        for k in range(top.childCount()):
            assert page._replay(top.child(k))
            page.replayer.last()
            page.show_list()
            replayed += 1
    # Listed: every readable hand of every readable game.
    if table == "games" and column != "players":  # names unread: the seats are numbered
        expected[game] = 0
    assert replayed == sum(expected.values())
    assert page.unreadable.isVisible() and "could not be read" in page.unreadable.text()
    window.close()
    assert every_row(path) == before  # nothing changed, nothing lost
