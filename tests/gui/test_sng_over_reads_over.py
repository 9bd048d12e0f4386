"""A finished sit-and-go reads as finished. The panel said "Players left: 1 · average stack
900 (22.5 bb)" under "The tournament is over.", and "Standings (chips as each hand began)"
over a list no hand would change again; after J the felt showed the bots' last hand with a
"Review hand" that reviewed the person's own last one, many hands before."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_tournament_gui import play_until_out, sng
from tests_gui_helpers import open_window

from cardtable.gui.badugi.tournament_table import TournamentTable


def test_the_end_says_who_won_and_which_hand_review_reviews(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = sng(seed=3)
    window.open_session(session)
    table = window.table
    assert isinstance(table, TournamentTable)
    panel = table.panel
    assert panel.average.text().startswith("Players left: 4")  # while it is played
    assert panel.caption.text() == "Standings (chips as each hand began)"
    assert table.act_review.text() == "Review hand"
    table.ask_out = lambda place: ("jump", "")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    his_last = session.tournament.hands_dealt  # the hand he went out in
    qtbot.waitUntil(lambda: table.results is not None, timeout=60000)
    assert session.is_over
    standings = session.standings()
    (winner,) = [s for s, f in enumerate(standings.finishes) if f is not None and f.place == 1]
    assert panel.average.text() == (
        f"Winner: {table.names[winner]}, after {standings.hands_dealt} hands."
    )
    assert "Players left" not in panel.average.text()
    assert panel.level.text() == "The tournament is over."  # where the level line stood
    assert panel.caption.text() == "Final standings"
    # The felt shows the bots' last hand; the button names the hand it reviews, his.
    view = table._view
    assert view is not None and not view.dealt_in[table.human]
    assert standings.hands_dealt > his_last
    assert table.act_review.text() == f"Review your hand {his_last}"
    assert table.buttons["review_hand"].text() == f"Review your hand {his_last}"
    results = table.results
    assert results is not None
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()
    QApplication.processEvents()
