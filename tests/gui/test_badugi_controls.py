"""The Badugi table's controls a player leans on: the bet box starting from the minimum at
every decision (never last hand's amount), the uncalled part of a bet shown as returned (not
a side pot won), the person's hand named and sorted all hand long, pre-actions that act when
the turn comes and untick when the betting overtakes them, the log kept across a resume, and
a table that never changes size while playing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from tests_gui_helpers import SMALL, make_session, open_window, table_of, wait_ready

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.events import BetReturned, PotAwarded
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.session import BadugiSession
from cardtable.core.cards import full_deck
from cardtable.core.contract import Update
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.badugi.scene import display_order
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.common.card_glyphs import rank_text
from cardtable.gui.common.chips import ChipStackItem
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.shell.mainwindow import MainWindow


def seated(qtbot: QtBot, tmp_path: Path, session: BadugiSession) -> tuple[MainWindow, BadugiTable]:
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    table = table_of(window)
    table.ask_rebuy = lambda: True  # type: ignore[method-assign]  # no modal question
    return window, table


def betting_decision(qtbot: QtBot, table: BadugiTable) -> LegalActions | None:
    """Wait for the person's turn; deal on or stand pat if that is what it is, else return
    the betting choices."""
    wait_ready(qtbot, table)
    if table.session.hand_over:
        table.next_hand()
        return None
    legal = table._legal()
    assert legal is not None
    if "draw" in legal.kinds:
        table.stand_pat()
        return None
    return legal


def next_betting_turn(qtbot: QtBot, table: BadugiTable, sized: bool = True) -> None:
    """Play on (calling, standing pat, dealing on) to the person's next betting decision
    (one with a bet/raise size to choose when ``sized``)."""
    for _ in range(200):
        legal = betting_decision(qtbot, table)
        if legal is None:
            continue
        if not sized or ({"bet", "raise"} & legal.kinds and legal.max_to > legal.min_to):
            return
        table.check_or_call()
    raise AssertionError("no betting decision reached")


def log_lines(table: BadugiTable) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def test_bet_box_starts_from_the_minimum_at_every_decision(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=9, structure="no_limit"))
    next_betting_turn(qtbot, table)
    legal = table._legal()
    assert table.spin.value() == legal.min_to
    # The person sizes a shove; while this decision lasts the box keeps it ...
    table.act_all_in.trigger()
    assert table.spin.value() == legal.max_to
    assert table.act_bet_raise.text().endswith("(all-in)")
    table._update_actions()
    assert table.spin.value() == legal.max_to
    # ... but he only calls, and at every later decision the box is back at the minimum.
    table.check_or_call()
    for _ in range(3):
        next_betting_turn(qtbot, table)
        legal = table._legal()
        assert table.spin.value() == legal.min_to < legal.max_to
        assert table.slider.value() == legal.min_to
        assert not table.act_bet_raise.text().endswith("(all-in)")
        table.act_all_in.trigger()
        table.check_or_call()
    window.close()


def test_uncalled_chips_are_returned_not_won(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(seed=31, n=3, structure="no_limit")
    window, table = seated(qtbot, tmp_path, session)
    next_betting_turn(qtbot, table)
    # The person shoves 200 chips; nobody has more, so at least what exceeds the biggest
    # other total goes back to him: a log line says so and no side pot appears for it.
    table.act_all_in.trigger()
    table.bet_or_raise()
    wait_ready(qtbot, table)
    hand = session.hand
    assert hand is not None
    returned = [e for e in hand.events if isinstance(e, BetReturned)]
    assert returned and returned[0].seat == table.human
    line = f"You: uncalled {returned[0].amount} returned"
    assert line in log_lines(table)
    assert not any("side pot" in x for x in log_lines(table))
    labels = [p.label for p in table.scene.pots if p.isVisible()]
    assert not any("Side pot" in label for label in labels)
    assert session.chips_in_play() == sum(session.bought_in)
    window.close()


def test_the_hand_is_named_and_sorted_all_hand_long(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=4))
    for _ in range(12):
        wait_ready(qtbot, table)
        view = table.session.view_for(table.human)
        assert view is not None
        if table.session.hand_over:
            table.next_hand()
            continue
        if not view.folded[table.human]:
            label = table.scene.labels[table.human]
            assert label.isVisible()
            assert label.text == badugi_text.hand_name(evaluate(view.hand))
            shown = [item.card for item in table.scene.cards[table.human]]
            assert tuple(shown) == display_order(view.hand) == table.shown_hand()
        legal = table._legal()
        if legal is not None and "draw" in legal.kinds:
            # Card 1 on screen is the first of the sorted hand: that is the card thrown.
            first = table.shown_hand()[0]
            table.act_discard[0].trigger()
            table.draw()
            assert first in table.session.hand.discards[table.human]  # type: ignore[union-attr]
        elif legal is not None:
            table.check_or_call()
    window.close()


@given(st.permutations(full_deck()))
def test_display_order_puts_the_counted_cards_first_in_name_order(deck: list) -> None:
    hand = deck[:4]
    order = display_order(hand)
    counted = evaluate(hand).cards
    assert sorted(order, key=id) == sorted(hand, key=id)
    head = order[: len(counted)]
    assert set(head) == set(counted)
    assert [c.rank for c in head] == sorted((c.rank for c in head), reverse=True)
    # The name reads the counted ranks in the same order ("three-card 7-4-2").
    ranks = "-".join(rank_text(c.rank) for c in head)  # the ten as "10"
    assert ranks in badugi_text.hand_name(evaluate(hand)).split()


def test_pre_actions_untick_when_the_betting_overtakes_them(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=2))
    next_betting_turn(qtbot, table, sized=False)
    view = table._view
    assert view is not None
    me = table.human
    other = next(s for s in range(view.n_seats) if s != me and not view.folded[s])
    # Pretend it is another seat's turn in this round with nothing for the person to call.
    quiet = replace(view, to_act=other, legal=None, current_bet=view.round_bets[me])
    table._view = quiet
    table._update_actions()
    assert table._pre_available()
    assert all(box.isVisible() for box in table.pre_boxes.values())
    assert not table.buttons["fold"].isVisible()
    assert table.act_pre_check_call.text() == "Check"
    # "Check" is cleared by a bet, "Check/Fold" and "Call any" are not.
    table.act_pre_check_call.trigger()
    assert table.pre_boxes["pre_check_call"].isChecked()
    bet = replace(quiet, current_bet=quiet.current_bet + 4)
    table._view = bet
    table._update_actions()
    assert table.pre_group.checkedAction() is None
    assert table.act_pre_check_call.text() == "Call 4"
    table.act_pre_check_call.trigger()  # "Call 4" ...
    raised = replace(bet, current_bet=bet.current_bet + 4)
    table._view = raised
    table._update_actions()
    assert table.pre_group.checkedAction() is None  # ... is cleared by a raise to 8
    for act in (table.act_pre_check_fold, table.act_pre_call_any):
        table._view = raised
        table._update_actions()
        act.trigger()
        table._view = replace(raised, current_bet=raised.current_bet + 4)
        table._update_actions()
        assert act.isChecked()
        # A new round clears everything.
        table._view = replace(raised, street=raised.street + 1)
        table._update_actions()
        assert table.pre_group.checkedAction() is None
    table._view = view
    table._update_actions()
    window.close()


def test_a_ticked_pre_action_acts_when_the_turn_comes(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=8))
    fired = 0
    for _ in range(300):
        if betting_decision(qtbot, table) is None:
            continue
        table.check_or_call()
        if not table._pre_available():
            continue
        # Others act now: tick "Call any"; when the turn comes back the table calls (or
        # checks) by itself and unticks the box.
        mine = sum(x.startswith("You: C") for x in log_lines(table))
        table.act_pre_call_any.trigger()
        assert table.act_pre_call_any.isChecked()
        wait_ready(qtbot, table)
        if sum(x.startswith("You: C") for x in log_lines(table)) > mine:
            assert not table.act_pre_call_any.isChecked()
            fired += 1
            if fired == 2:
                break
    assert fired == 2
    window.close()


def test_log_survives_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=21))
    next_betting_turn(qtbot, table, sized=False)
    table.check_or_call()
    wait_ready(qtbot, table)
    before = [x for x in log_lines(table) if not x.startswith("Welcome")]
    assert any(x.startswith("You: ") for x in before)
    window.close()
    again = open_window(qtbot, tmp_path)
    qtbot.mouseClick(again.start_screen.resume_buttons["badugi"], Qt.MouseButton.LeftButton)
    resumed = table_of(again)
    lines = log_lines(resumed)
    assert lines[1 : 1 + len(before)] == before
    assert "Game resumed." in lines
    again.close()


def test_the_table_never_changes_size_while_playing(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = seated(qtbot, tmp_path, make_session(seed=11, structure="no_limit"))
    window.resize(*SMALL)
    qtbot.wait(50)  # let the layout settle at the new size
    sizes = set()
    for _ in range(40):
        wait_ready(qtbot, table)
        sizes.add(table.view.size().toTuple())
        if betting_decision(qtbot, table) is not None:
            table.check_or_call()
        sizes.add(table.view.size().toTuple())
    table.act_odds.trigger()
    sizes.add(table.view.size().toTuple())
    table.act_odds.trigger()
    assert len(sizes) == 1, sizes
    window.close()


def fold_with_animations(
    qtbot: QtBot, table: BadugiTable, call_first: int
) -> list[tuple[list[object], bool, bool]]:
    """Call ``call_first`` bets, then fold at the next decision with animations on (fast).
    What the fold published: its events, whether the table animated and whether the hand's
    result was shown as they started."""
    calls = 0
    for _ in range(200):
        legal = betting_decision(qtbot, table)
        if legal is None:
            continue
        if "fold" in legal.kinds and calls >= call_first:
            break
        if "call" in legal.kinds:
            calls += 1
        table.check_or_call()
    else:
        raise AssertionError("no decision to fold at")
    Prefs().speed_name = "fast"  # the animations these tests are about
    seen: list[tuple[list[object], bool, bool]] = []
    render = table._render

    def watched(update: Update) -> None:
        render(update)
        if update.hand_over:
            seen.append((list(update.events), table.animating, table.scene.result.isVisible()))

    table._render = watched  # type: ignore[method-assign]
    table.fold()
    assert len(seen) == 1
    return seen


def test_the_result_waits_until_the_chips_have_gone(qtbot: QtBot, tmp_path: Path) -> None:
    """At a hand's end the bets are gathered and the pot slides to its winner through the
    middle of the table, where "Bot 1 wins 3" is written: the words wait for the chips
    (they were drawn under them for most of a second)."""
    window, table = seated(qtbot, tmp_path, make_session(seed=3, n=2))
    seen = [(animating, shown) for _, animating, shown in fold_with_animations(qtbot, table, 0)]
    assert seen == [(True, False)]  # chips in flight, no result yet
    qtbot.waitUntil(lambda: not table.animating, timeout=5000)
    assert table.scene.result.isVisible() and "Bot 1" in table.scene.result.text
    window.close()


@pytest.mark.parametrize("call_first", [0, 2])
def test_the_pot_is_never_shown_twice(qtbot: QtBot, tmp_path: Path, call_first: int) -> None:
    """All through a hand's last animation the chips in sight add up to what is on the table
    (the pot, and the uncalled bet until it is back): the pot's chips used to wait in the
    middle from the start, beside the bets not yet gathered into it (and a pot already
    there), the gathered bets stayed after the pot had left for its winner, and a bet partly
    given back started as two piles on one spot."""
    window, table = seated(qtbot, tmp_path, make_session(seed=3, n=2))
    ((events, animating, _),) = fold_with_animations(qtbot, table, call_first)
    assert animating and table._anim is not None
    pot = sum(chips for e in events if isinstance(e, PotAwarded) for _, chips in e.shares)
    returned = sum(e.amount for e in events if isinstance(e, BetReturned))
    group, sprites = table._anim.group, table._anim.sprites
    chips = [s for s in sprites if isinstance(s, ChipStackItem)]
    group.pause()
    group.setCurrentTime(0)
    # As the animation starts every bet stands whole at its own place: no pile under another.
    spots = [(round(c.x()), round(c.y())) for c in chips if c.isVisible() and c.opacity() > 0.01]
    assert len(spots) == len(set(spots)), spots
    seen = set()
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        seen.add(sum(c.amount for c in chips if c.isVisible() and c.opacity() > 0.01))
    assert seen <= {pot + returned, pot, 0}, (seen, pot, returned)
    assert pot in seen
    group.resume()
    qtbot.waitUntil(lambda: not table.animating, timeout=5000)
    window.close()


def test_a_resumed_table_shows_the_earlier_hands_too(qtbot: QtBot, tmp_path: Path) -> None:
    """The Badugi log of a resumed table began at the hand in progress, while Spades showed
    the whole game: the save now keeps the last hands for the log."""
    window, table = seated(qtbot, tmp_path, make_session(seed=21, n=3))
    while table.session.match.hand_no < 3 or table.session.hand_over:
        wait_ready(qtbot, table)
        if table.session.hand_over:
            table.act_next_hand.trigger()
        elif "draw" in table._legal().kinds:  # type: ignore[union-attr]
            table.act_stand_pat.trigger()
        else:
            table.act_check_call.trigger()
    wait_ready(qtbot, table)
    before = [x for x in log_lines(table) if not x.startswith("Welcome")]
    assert sum(x.startswith("— Hand") for x in before) == 3
    window.close()
    again = open_window(qtbot, tmp_path)
    qtbot.mouseClick(again.start_screen.resume_buttons["badugi"], Qt.MouseButton.LeftButton)
    lines = log_lines(table_of(again))
    assert lines[1 : 1 + len(before)] == before
    assert lines[1 + len(before)] == "Game resumed."
    again.close()


def test_at_the_raise_cap_the_disabled_button_reads_raise(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 18, defect 5: in fixed limit, once the raises are capped the person may only
    call or fold; the third button, disabled, said "Bet" as if nothing had been bet."""
    from cardtable.badugi.actions import Action
    from cardtable.badugi.rules import BadugiRules
    from cardtable.badugi.state import HandState

    window, table = seated(qtbot, tmp_path, make_session(seed=5, n=3))
    state = HandState(BadugiRules(max_raises=3), [200, 200, 200], 0, seed=1)
    while True:  # raise until the cap: then the seat to act may only call or fold
        legal = state.legal_actions()
        if "raise" not in legal.kinds:
            break
        state.apply(Action.raise_to(legal.min_to))
    assert {"call", "fold"} <= legal.kinds and not {"bet", "raise"} & legal.kinds
    view = state.view(state.to_act)
    table.bar.show_choices(
        view.legal, view, 99, marked=0, hand_over=False, can_deal=False, pre=False
    )
    assert not table.act_bet_raise.isEnabled()
    assert table.act_bet_raise.text() == badugi_text.translate("BadugiTable", "Raise")
    assert table.buttons["bet_raise"].text() == "Raise"
    window.close()
