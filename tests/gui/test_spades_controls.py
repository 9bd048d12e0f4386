"""The Spades table's steadiness: no bid chosen for the person until he (or the coach) picks
one, the log kept across a resume, and a table that never changes size while the coach's
advice, the after-hand summary or the bid picker come and go."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_spades_table import (
    bid_by_keys,
    look,
    make_session,
    open_table,
    play_hand_out,
    wait_ready,
)
from tests_gui_helpers import SMALL, open_window

from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import NIL, SpadesRules


def test_no_bid_is_chosen_for_the_person(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=7))
    table.hint_samples = 30
    wait_ready(qtbot, table)
    look(qtbot, table)
    assert table._bid_values()
    assert table.picker.checked() == -1 and table._bid_choice is None
    assert table.act_bid.text() == "Bid"
    before = table.session.move_no
    table.act_bid.trigger()  # nothing chosen: nothing happens but a word of explanation
    assert table.session.move_no == before and "Choose a number" in table.notice.text()
    # The coach's advice selects its bid, and nothing else changes it afterwards.
    table.act_hint.trigger()
    qtbot.waitUntil(lambda: table.advice is not None, timeout=10000)
    advice = table.advice
    assert advice is not None
    suggested = 0 if advice.bid == NIL else int(advice.bid)
    assert table._bid_choice == suggested == table.picker.checked()
    table._settle()
    assert table._bid_choice == suggested
    window.close()


def test_log_survives_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=21))
    wait_ready(qtbot, table)
    look(qtbot, table)
    bid_by_keys(table)
    wait_ready(qtbot, table)
    lines = [table.log.item(i).text() for i in range(1, table.log.count())]
    assert "You bid 1." in lines
    window.close()
    again = open_window(qtbot, tmp_path)
    again.resume()
    resumed = again.table
    assert isinstance(resumed, SpadesTable)
    got = [resumed.log.item(i).text() for i in range(resumed.log.count())]
    assert got[1 : 1 + len(lines)] == lines
    assert got[1 + len(lines)] == "Game resumed."
    again.close()


def test_the_table_never_changes_size(qtbot: QtBot, tmp_path: Path) -> None:
    for players in (4,):  # (six players: the same bar and panels, only slower to play out)
        session = make_session(seed=3, rules=SpadesRules(players=players))
        window, table = open_table(qtbot, tmp_path / str(players), session)
        window.resize(*SMALL)
        qtbot.wait(50)  # let the layout settle at the new size
        table.hint_samples = 20
        sizes = set()
        wait_ready(qtbot, table)
        sizes.add(table.view.size().toTuple())
        look(qtbot, table)
        sizes.add(table.view.size().toTuple())
        table.act_hint.trigger()
        qtbot.waitUntil(lambda t=table: t.advice is not None, timeout=10000)
        sizes.add(table.view.size().toTuple())
        bid_by_keys(table)
        play_hand_out(qtbot, table)
        wait_ready(qtbot, table)
        assert table.summary.isVisible()
        sizes.add(table.view.size().toTuple())
        table.act_next_hand.trigger()
        wait_ready(qtbot, table)
        sizes.add(table.view.size().toTuple())
        assert len(sizes) == 1, (players, sizes)
        window.close()
