"""Playtest 8: a sit-and-go's results offered only Close (which ends the sitting): a player
who wanted the next one went back through the start screen and the whole new-game dialog,
where Spades' game-over sheet offers another game at once. The results offer Play again: a
new sit-and-go with the same players, blinds and prizes, opened in the ended one's place."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_tournament_gui import play_until_out, sng
from tests_gui_helpers import open_window

from cardtable.badugi.tournament.session import TournamentSession
from cardtable.gui.badugi.tournament_results import TournamentResults
from cardtable.gui.badugi.tournament_table import TournamentTable
from cardtable.gui.shell.mainwindow import MainWindow


def to_the_results(
    qtbot: QtBot, tmp_path: Path
) -> tuple[MainWindow, TournamentSession, TournamentTable, TournamentResults]:
    """A sit-and-go played until the person is out, the rest jumped: its results shown."""
    window = open_window(qtbot, tmp_path)
    old = sng()
    window.open_session(old)
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda _place: ("jump", "")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    qtbot.waitUntil(lambda: table.results is not None, timeout=60000)
    results = table.results
    assert results is not None and old.is_over
    return window, old, table, results


def test_play_again_opens_a_new_sit_and_go_like_the_last(qtbot: QtBot, tmp_path: Path) -> None:
    window, old, table, results = to_the_results(qtbot, tmp_path)
    assert results.again.text().replace("&", "") == "Play again"
    results.again.click()
    QApplication.processEvents()
    new = window.session
    assert isinstance(new, TournamentSession) and new is not old
    assert not new.is_over and new.match.hand_no <= 1
    assert new.config == old.config
    assert [s.name for s in new.seats] == [s.name for s in old.seats]
    assert isinstance(window.table, TournamentTable) and window.table is not table
    assert window.table.results is None
    # Its save took the ended one's place: Resume finds the new sit-and-go.
    assert window.saves.store("badugi-tournament").exists()
    window.close()


def test_close_still_ends_the_sitting(qtbot: QtBot, tmp_path: Path) -> None:
    window, _old, table, results = to_the_results(qtbot, tmp_path)
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()
    QApplication.processEvents()
    assert window.session is None
    window.close()
