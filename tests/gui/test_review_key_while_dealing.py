"""R (the hand's review) pressed as the first Spades hand ends, its last trick still being
taken: the review action was greyed out until the hand's end, so the key did nothing and
said nothing; pressed again a moment later it showed the review (playtest7's note). Now it
is kept and done when the review comes, and the notice line and a screen reader say so;
pressed in the middle of a hand, with nothing to review yet, it says when R works. The
review opened stays when the next hand is dealt (the next-hand pause took it away for the
log 1-3 s after the hand, as it was being read)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_spades_table import look, make_session, open_table, wait_ready

from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import Bid
from cardtable.spades.dd import analysis as dd

pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


def to_the_last_card(qtbot: QtBot, table: SpadesTable) -> None:
    """Bid 3 and play the first legal card each turn until one card is left."""
    wait_ready(qtbot, table)
    look(qtbot, table)
    table._act(Bid(table.human, 3))
    while True:
        wait_ready(qtbot, table)
        view = table.session.view_for(table.human)
        if len(view.hand) == 1:
            return
        table._act(view.legal_actions[0])


def test_r_as_the_first_hand_ends_opens_the_review_when_it_comes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    window.activateWindow()
    to_the_last_card(qtbot, table)
    table.prefs.speed_name = "normal"  # the last trick is seen played and taken
    table._act(table.session.view_for(table.human).legal_actions[0])
    assert not table.session.hand_over  # the others still play to it, thinking
    assert table.animating and not table.review.action.isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_R)
    said = "The review opens when this hand is over."
    assert table.notice.text() == said
    assert table.announcer.spoken[-1] == said
    shown = set()

    def reviewed() -> bool:
        if table.side.currentWidget() is table.review.panel:
            return True
        shown.add(table.notice.text())
        return False

    qtbot.waitUntil(reviewed, timeout=15000)  # done, not forgotten
    assert shown == {said}  # kept while the others think ("Tom is thinking…" replaced it)
    assert table.announcer.spoken[-1].startswith("Hand 1")  # the review's title, said
    table.next_hand()  # what the next-hand pause does 1-3 s later
    assert table.side.currentWidget() is table.review.panel  # still there to be read
    window.close()


def test_r_in_the_middle_of_the_first_hand_says_when_it_works(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    window.activateWindow()
    wait_ready(qtbot, table)
    look(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_R)
    said = "R shows the review once a hand is over."
    assert table.notice.text() == said and table.announcer.spoken[-1] == said
    table._act(Bid(table.human, 3))
    wait_ready(qtbot, table)
    assert table.side.currentWidget() is not table.review.panel  # nothing kept for later
    window.close()


def test_r_while_the_others_play_stays_said_until_his_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """R mid-hand while the bots think: its line was replaced at once by "Mina is
    thinking…" (session 20's note). It stays over the others' turns; at the person's turn
    the notice says what he may do, as before."""
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    window.activateWindow()
    wait_ready(qtbot, table)
    look(qtbot, table)
    table.prefs.speed_name = "normal"  # the others are seen thinking
    table._act(Bid(table.human, 3))
    assert table.thinking and not table.review.action.isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_R)
    said = "R shows the review once a hand is over."
    assert table.notice.text() == said and table.announcer.spoken[-1] == said
    shown = []

    def his_turn() -> bool:
        shown.append(table.notice.text())
        return not table.blocked and table.session.whose_turn() == table.human

    qtbot.waitUntil(his_turn, timeout=15000)
    assert set(shown[:-1]) == {said}, set(shown)  # over every "… is thinking"
    assert table.notice.text() != said  # his turn: what he may do
    window.close()


def test_r_at_his_turn_goes_when_he_acts(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=5))
    window.activateWindow()
    wait_ready(qtbot, table)
    look(qtbot, table)
    table.prefs.speed_name = "normal"
    qtbot.keyClick(table.view, Qt.Key.Key_R)
    said = "R shows the review once a hand is over."
    assert table.notice.text() == said
    table._act(Bid(table.human, 3))
    assert table.thinking and table.notice.text().endswith("is thinking…")
    window.close()
