"""Opponents that play the stack: push or fold when short, calls priced by ICM, and the
cash-game bots left as they were."""

from __future__ import annotations

import pytest

from cardtable.badugi.actions import Action
from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament.stack_play import (
    StackBot,
    icm_call_need,
    thresholds,
    tournament_bot,
)
from cardtable.core.cards import full_deck, parse_cards


def deck_for(first: str, second: str) -> list:
    """Heads-up, button (seat 0) dealt ``first`` and seat 1 ``second``: seat 1 gets the
    first card (left of the button), then seat 0, alternately."""
    a, b = parse_cards(first), parse_cards(second)
    top = [c for pair in zip(b, a, strict=True) for c in pair]
    return top + [c for c in full_deck() if c not in top]


def test_thresholds_tighten_with_depth() -> None:
    pushes = [thresholds(3, d)[0] for d in (4, 8, 12, 15)]
    assert pushes == sorted(pushes)
    assert thresholds(3, 100) == thresholds(3, 20)


def test_short_in_no_limit_pushes_a_good_hand_and_folds_a_bad_one() -> None:
    rules = BadugiRules(structure="no_limit", small_blind=50, big_blind=100)
    good = HandState(rules, [600, 600], 0, seed=1, deck=deck_for("Ac 2d 3h 4s", "Kc Kd Qh Qs"))
    bot = StackBot(make_bot("medium", 1), "medium", (100,), 1)
    assert bot.act(good.view(0)) == Action.raise_to(600)  # 6 big blinds: all in
    bad = HandState(rules, [600, 600], 0, seed=1, deck=deck_for("Kc Kd Qh Qs", "Ac 2d 3h 4s"))
    assert bot.act(bad.view(0)) == Action.fold()
    # The big blind facing the push: calls with the wheel, folds the kings.
    bad.apply(Action.raise_to(600), 0)
    assert bot.act(bad.view(1)) in (Action.call(), Action.raise_to(600))


def test_deep_play_is_the_inner_bots() -> None:
    rules = BadugiRules(structure="no_limit", small_blind=5, big_blind=10)
    hand = HandState(rules, [1500, 1500], 0, seed=4)
    inner = make_bot("medium", 7)
    wrapped = StackBot(make_bot("medium", 7), "medium", (100,), 7)
    assert wrapped.act(hand.view(0)) == inner.act(hand.view(0))


def test_icm_asks_more_than_chip_odds_on_the_bubble_and_the_same_heads_up() -> None:
    # Four left, two paid: we (seat 0) are called to risk our stack by the big stack.
    chips = {0: 1000, 1: 4000, 2: 500, 3: 500}
    pot, to_call = 1100, 1000
    chip_odds = to_call / (pot + to_call)
    need = icm_call_need(chips, 0, 1, pot, to_call, (65, 35))
    assert need is not None and need > chip_odds + 0.05
    heads_up = icm_call_need({0: 1000, 1: 4000}, 0, 1, pot, to_call, (100,))
    assert heads_up == pytest.approx(chip_odds)


def test_only_medium_and_hard_are_wrapped() -> None:
    assert isinstance(tournament_bot("hard", make_bot("hard", 1), (65, 35)), StackBot)
    assert isinstance(tournament_bot("medium", make_bot("medium", 1), (65, 35)), StackBot)
    easy = make_bot("easy", 1)
    assert tournament_bot("easy", easy, (65, 35)) is easy
