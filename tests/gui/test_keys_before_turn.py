"""A move's key pressed before the person's turn (the deal flying, the bots thinking) did
nothing and said nothing (session 16's playtest: C pressed 3 s into the deal at eight seats
was lost). At the Badugi table F and C now tick the pre-action that does it when the turn
comes, as a ticked box would ("Check/Fold", "Call 2"); the other moves' keys say whose turn
it is; at the Spades table the card's and the bid's keys do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_badugi_controls import log_lines, seated
from test_spades_table import look, open_table
from test_spades_table import make_session as make_spades
from test_spades_table import wait_ready as spades_ready
from tests_gui_helpers import make_session, wait_ready

from cardtable.gui.common.prefs import Prefs
from cardtable.spades import Play, SpadesRules


def _early(table) -> bool:  # type: ignore[no-untyped-def]
    """Before the person's turn, in a betting round he is still in."""
    return table._legal() is None and table._pre_available()


def test_c_during_the_deal_calls_when_the_turn_comes(qtbot: QtBot, tmp_path: Path) -> None:
    """On seeds where nobody raises before him the call is played for him; where somebody
    does, nothing is played and the box is unticked (a call of 2 is not a call of 4)."""
    outcomes = set()
    for seed in range(11, 21):
        window, table = seated(qtbot, tmp_path / str(seed), make_session(seed=seed, n=6))
        qtbot.waitUntil(lambda: table._view is not None)  # noqa: B023 (called at once)
        assert table.blocked and _early(table), "the deal is still running"
        qtbot.keyClick(table.view, Qt.Key.Key_C)
        assert table.act_pre_check_call.isChecked()
        said = table.notice.text()
        assert said == "Not your turn yet: “Call 2” is ticked for when it comes.", said
        assert table.pre.call_amount == 2  # the big blind, to call
        # The words stay while the bots think (they were replaced by "Bot 3 is thinking…"
        # in a blink), until the turn comes or a raise unticks the box.
        qtbot.waitUntil(lambda: table.thinking or table._legal() is not None)  # noqa: B023
        if table.act_pre_check_call.isChecked():
            assert table.notice.text() == said
        wait_ready(qtbot, table)
        lines = log_lines(table)
        mine = [line for line in lines if line.startswith("You: ")]
        before = lines[: lines.index(mine[0])] if mine else lines
        raised = any("Raise" in line for line in before)
        if raised:
            assert mine == [] and table._legal() is not None, seed  # his to decide
        else:
            assert mine[:1] == ["You: Call 2"], (seed, lines)
        outcomes.add(raised)
        assert not table.act_pre_check_call.isChecked()
        assert not table.notice.text().startswith("Not your turn yet"), table.notice.text()
        window.close()
    assert outcomes == {True, False}


def test_other_moves_keys_say_whose_turn_it_is(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=11, n=6))
    qtbot.waitUntil(lambda: table._view is not None)
    assert _early(table)
    before = table.session.move_no
    qtbot.keyClick(table.view, Qt.Key.Key_B)  # bet or raise: no box for it
    said = table.notice.text()
    assert said.startswith("Not your turn yet: "), said
    assert not table.act_pre_check_call.isChecked() and not table.act_pre_check_fold.isChecked()
    assert table.session.move_no == before
    qtbot.keyClick(table.view, Qt.Key.Key_F)
    assert table.act_pre_check_fold.isChecked()
    window.close()


def test_spades_keys_before_the_turn_say_whose_turn_it_is(qtbot: QtBot, tmp_path: Path) -> None:
    """At the Spades table Return (play the chosen card, or bid), B and the arrows while the
    deal flies or a bot thinks: the notice says so, nothing is played, and at the turn the
    notice asks for the bid as before."""
    window, table = open_table(qtbot, tmp_path, make_spades(seed=4, rules=SpadesRules(players=3)))
    assert table.blocked
    moves = table.session.move_no if hasattr(table.session, "move_no") else None
    for key in (Qt.Key.Key_Return, Qt.Key.Key_B, Qt.Key.Key_Left):
        table.notice.clear()
        qtbot.keyClick(table.view, key)
        said = table.notice.text()
        assert said.startswith("Not your turn yet: "), (key, said)
    assert getattr(table.session, "move_no", None) == moves
    spades_ready(qtbot, table)
    assert table.notice.text().startswith("Your "), table.notice.text()  # bid, or cards face down
    window.close()


def test_b_with_no_raise_open_says_what_is(qtbot: QtBot, tmp_path: Path) -> None:
    """Facing an all-in bigger than his stack, B did nothing and said nothing (Raise
    greyed); the notice now says to call or fold. Found by playing on until such a turn."""
    window, table = seated(qtbot, tmp_path, make_session(seed=5, n=3, structure="no_limit"))
    for _ in range(400):
        wait_ready(qtbot, table)
        legal = table._legal()
        if table.session.hand_over or legal is None:
            table.next_hand()
            continue
        if "draw" in legal.kinds:
            table.act_stand_pat.trigger()
            continue
        if "raise" not in legal.kinds and "bet" not in legal.kinds:
            break
        table.check_or_call()
    else:
        raise AssertionError("no turn without a raise reached")
    assert not table.act_bet_raise.isEnabled()
    moves = table.session.move_no
    qtbot.keyClick(table.view, Qt.Key.Key_B)
    said = table.notice.text()
    expected = (
        "You cannot raise now: call with C or fold with F."
        if "call" in legal.kinds
        else "You cannot bet now: check with C."
    )
    assert said == expected, said
    assert table.session.move_no == moves  # nothing played
    window.close()


def test_spades_digits_say_why_they_do_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    """The digits choose a bid. During the deal they did nothing and said nothing, and at
    the person's turn to play a new player pressing 5 for his fifth card had no answer."""
    prefs = Prefs()
    prefs.speed_name = "normal"  # the deal flies
    window, table = open_table(qtbot, tmp_path, make_spades(seed=4, rules=SpadesRules(players=3)))
    deal = table._anim
    assert deal is not None
    deal.group.pause()  # held mid-deal while the key is pressed
    table.digit_actions[2].trigger()  # the 3 key (its shortcut is always live)
    assert table.notice.text() == "Not your turn yet: Mina is to play."  # she bids first
    deal.group.resume()
    spades_ready(qtbot, table)
    look(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_2)
    table.bid_choice()
    for _ in range(20):
        spades_ready(qtbot, table)
        if any(isinstance(a, Play) for a in table._legal()):
            break
    else:
        raise AssertionError("no turn to play reached")
    hand = list(table.session.view_for(table.human).hand)
    table.digit_actions[4].trigger()  # the 5 key
    assert table.notice.text() == "Choose a card with the arrows (← →) and play it with Enter."
    assert list(table.session.view_for(table.human).hand) == hand  # nothing played
    window.close()


def test_a_card_key_before_the_turn_says_whose_turn_it_is(qtbot: QtBot, tmp_path: Path) -> None:
    """Playtest 8: 1 and 2 pressed while the bots drew (to mark the cards to throw) did
    nothing and said nothing, and at the draw the cards were unmarked: a card's key before
    the turn says whose turn it is, as the other moves' keys do."""
    window, table = seated(qtbot, tmp_path, make_session(seed=11, n=6))
    qtbot.waitUntil(lambda: table._view is not None)
    assert _early(table)
    table.notice.clear()
    qtbot.keyClick(table.view, Qt.Key.Key_2)
    said = table.notice.text()
    assert said.startswith("Not your turn yet: "), said
    assert not table._marked
    window.close()
