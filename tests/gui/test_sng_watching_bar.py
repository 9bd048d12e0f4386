"""Out of a sit-and-go and watching the others play it out, the person has no betting
buttons: Fold, Check and Bet stood under every hand he was not in, greyed (Fold with its
red rim), as if a turn of his might come."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_tournament_gui import play_until_out, sng
from tests_gui_helpers import open_window

from cardtable.gui.badugi import tournament_text as words
from cardtable.gui.badugi.tournament_table import TournamentTable

BETTING = ("fold", "check_call", "bet_raise")


def test_watching_shows_no_betting_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(sng(seed=3))
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("watch", "normal")  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: table._legal() is not None, timeout=10000)
    assert all(not table.buttons[name].isHidden() for name in BETTING)  # his turn: shown
    play_until_out(qtbot, table)
    session = table.session
    assert not session.is_over  # three bots play on
    if session.hand_over:
        table.next_hand()  # the others' next hand, under way (the bots think in turn)
    assert not session.hand_over
    assert all(table.buttons[name].isHidden() for name in BETTING)
    assert not table.bar.isHidden()  # the bar keeps its place: the felt does not jump
    # ... and says what is happening there (session 18).
    assert table.bar.watching.text() == (
        "You are out: watching the others play on (J jumps to the result)."
    )
    # Nor while the hand's chips fly to its winner (they came back greyed, Fold in red).
    qtbot.waitUntil(lambda: session.hand_over and table.blocked, timeout=30000)
    assert all(table.buttons[name].isHidden() for name in BETTING)
    window.close()


def test_a_seat_out_says_out_and_its_place(qtbot: QtBot, tmp_path: Path) -> None:
    """Out of the sit-and-go, the person's plate said "Sitting out" (a cash game's seat
    waiting to buy in again) while the standings said "out, 4th": now "Out · 4th"."""
    window = open_window(qtbot, tmp_path)
    window.open_session(sng(seed=3))
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("watch", "normal")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    if table.session.hand_over:
        table.next_hand()  # the others' next hand: he is dealt out of it
    finish = table.session.tournament.finish_of(table.human)
    assert finish is not None
    status = table.scene.seats[table.human].shown_status()
    assert status == f"Out · {words.place_text(finish)}", status
    assert all(plate.shown_status() != "Sitting out" for plate in table.scene.seats)
    window.close()


def test_j_while_watching_jumps_to_the_result(qtbot: QtBot, tmp_path: Path) -> None:
    """Having chosen to watch, the person had no way to the result but to sit the rest out:
    J (Table menu: "Jump to the result") asks for it, at the end of the hand under way."""
    window = open_window(qtbot, tmp_path)
    session = sng(seed=3)
    window.open_session(session)
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("watch", "normal")  # type: ignore[method-assign]
    assert table.act_jump in table.table_actions
    assert not table.act_jump.isEnabled()  # still in: nothing to jump to
    play_until_out(qtbot, table)
    if session.hand_over:
        table.next_hand()  # the others' hand, under way
    qtbot.waitUntil(table.act_jump.isEnabled, timeout=10000)
    qtbot.keyClick(table.view, Qt.Key.Key_J)
    assert table.notice.text() == "The result comes at the end of this hand."
    qtbot.waitUntil(lambda: table.results is not None, timeout=60000)
    assert session.is_over
    assert not table.act_jump.isEnabled()
    results = table.results
    assert results is not None
    results.reject()
    window.close()
