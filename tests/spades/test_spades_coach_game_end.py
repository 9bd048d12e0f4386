"""The coach's points near the game's end: where a simulated deal reached the target or the
loss threshold, its averages count the game too (``position_utility``), and the coach says so
before any figure of points; at a score far from both ends it says nothing of the kind."""

from __future__ import annotations

import random

from test_spades_ai_scenarios import deal_with

from cardtable.spades import NIL, Bid, ShowCards, SpadesRules, SpadesState
from cardtable.spades.ai.bidding import LOSS_MALUS, WIN_BONUS, estimate_bid
from cardtable.spades.coach import TEMPLATES, advise
from cardtable.spades.views import SeatView

STRONG = "As Ks Qs 5s 3s Ah Kh 4h Ad 7d 6d 9c 8c"
FIGURES = ("bid_values", "bid_option", "reason_lower", "nil_yes", "nil_no", "nil_short")


def est_far_counted(view: SeatView) -> bool:
    """Some far bid of this view counts the game's end (so the test below tests something)."""
    est = estimate_bid(view, random.Random(3), 60, infer=True)
    return any(est.game_counted[8:]) and not any(est.game_counted[: est.best_bid + 2])


def _view(totals: tuple[int, int]) -> SeatView:
    deal = deal_with({0: STRONG})
    state = SpadesState(SpadesRules(), 1, first_dealer=3, deals=[deal], totals=totals)
    state.apply(ShowCards(0))
    return state.view(0)


def test_a_bid_that_ends_the_game_is_said_to_count_it_before_any_figure() -> None:
    advice = advise(_view((470, 300)), seed=3, samples=60)
    rules = SpadesRules()
    assert advice.game_counted == (rules.target, WIN_BONUS, rules.loss_threshold, LOSS_MALUS)
    keys = [key for key, _ in advice.reasons]
    assert "game_counted" in keys
    first_figure = min(keys.index(k) for k in FIGURES if k in keys)
    assert keys.index("game_counted") < first_figure
    line = advice.explanation[keys.index("game_counted")]
    assert line == TEMPLATES["game_counted"].format(*advice.game_counted)
    assert "500" in line and "150" in line
    # The figures it explains really are above the hand's points: a 6 that reaches 530 is
    # worth its 60 odd points and the bonus.
    assert advice.points > 100


def test_far_from_the_game_end_the_points_are_points() -> None:
    advice = advise(_view((100, 120)), seed=3, samples=60)
    assert advice.game_counted == ()
    assert "game_counted" not in [key for key, _ in advice.reasons]
    assert advice.points < 100


def test_a_far_bid_that_reaches_the_loss_threshold_does_not_speak_for_the_shown_ones() -> None:
    """Six players at 0 to 0 beside a partner's nil: a set of a dozen tricks with the nil
    failed falls to -200, but the bids the coach shows (its 5, the 4 beside it, nil) never
    come near either end, so their points are points and nothing is said."""
    state = SpadesState(SpadesRules(players=6), 1, first_dealer=5)
    for seat, bid in enumerate((3, 3, NIL, 3, 1)):  # seat 2 is seat 5's partner
        state.apply(ShowCards(seat))
        state.apply(Bid(seat, bid))
    state.apply(ShowCards(5))
    view = state.view(5)
    assert est_far_counted(view)
    advice = advise(view, seed=3, samples=60)
    assert advice.game_counted == ()
    assert "game_counted" not in [key for key, _ in advice.reasons]
