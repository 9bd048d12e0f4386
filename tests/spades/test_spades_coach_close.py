"""The bids as good as the coach's on its deals (``coach_close``): the paired difference's
standard error, the two-standard-error rule on constructed samples, and real coach runs."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from cardtable.spades import ShowCards, SpadesRules, SpadesState
from cardtable.spades.actions import NIL
from cardtable.spades.ai.bidding import estimate_bid
from cardtable.spades.coach import coach_advice
from cardtable.spades.coach_close import AS_GOOD_SES, choices, is_as_good, paired_lead
from cardtable.spades.views import SeatView


def _first_bidder(players: int, seed: int) -> SeatView:
    state = SpadesState(SpadesRules(players=players), seed)
    seat = state.to_act
    assert seat is not None
    if state.cards_hidden(seat):
        state.apply(ShowCards(seat))
    return state.view(seat)


def test_the_paired_error_is_the_error_of_the_differences_deal_by_deal() -> None:
    """Two bids that swing together deal by deal: each average is noisy, their difference
    is not, and the paired standard error says so (an unpaired one would be ~30 times it)."""
    rng = random.Random(5)
    swing = [rng.gauss(0, 60) for _ in range(300)]
    best = [s + 40 for s in swing]
    other = [s + 38 + rng.gauss(0, 2) for s in swing]
    lead, se = paired_lead(best, other)
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    mean = sum(diffs) / 300
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 299)
    assert lead == pytest.approx(mean) and se == pytest.approx(sd / math.sqrt(300))
    assert 1.5 < lead < 2.5 and se < 0.2  # a true 2-point lead, measured to a tenth
    assert not is_as_good(lead, se)
    assert paired_lead([3.0], [1.0]) == (2.0, 0.0) and paired_lead([], []) == (0.0, 0.0)
    with pytest.raises(ValueError):
        paired_lead([1.0, 2.0], [1.0])


def test_the_two_standard_error_rule_on_constructed_samples() -> None:
    """Bid 4 leads 5 by 1 with an error of 1 (as good), 3 by 10 (not), 6 by 2 with an error
    of 1 exactly at the bound (as good), 7 by 9 (not, and the walk stops there); nil is
    shown but never as good where the coach bids a number; with the coach at nil its best
    number is judged by the same rule."""
    n = 400
    noise = [(-1.0) ** i * 20 for i in range(n)]  # sd 20 exactly: se = 20 / sqrt(400) = 1

    def bid_values(mean: float, spread: float = 1.0) -> list[float]:
        return [mean + spread * e for e in noise]

    values = [[0.0] * n for _ in range(8)]
    values[0] = bid_values(45.0)  # nil
    values[3] = [30.0] * n
    values[4] = [40.0] * n  # the coach's bid
    values[5] = bid_values(39.0)
    values[6] = bid_values(38.0)
    values[7] = [31.0] * n
    found = choices(values, 4, 4, 7)
    by_bid = {c.bid: c for c in found}
    assert [c.bid for c in found] == [3, 5, 6, 7, NIL]
    assert by_bid[5].lead == pytest.approx(1.0) and by_bid[5].se == pytest.approx(1.0, rel=0.01)
    assert by_bid[5].as_good and by_bid[5].margin == pytest.approx(AS_GOOD_SES, rel=0.01)
    assert not by_bid[3].as_good and by_bid[3].se == 0.0
    assert by_bid[6].lead == pytest.approx(2.0)
    assert by_bid[6].as_good  # 2 against 2 x 1.001 (the sample sd divides by n - 1)
    assert not by_bid[7].as_good
    assert by_bid[NIL].lead < 0 and not by_bid[NIL].as_good  # more points, still not nil
    nil_first = {c.bid: c for c in choices(values, NIL, 4, 7)}
    assert set(nil_first) == {3, 4, 5}  # the best number and its neighbours, no nil
    assert nil_first[4].lead == pytest.approx(5.0) and not nil_first[4].as_good
    values[0] = bid_values(41.0)
    nil_close = {c.bid: c for c in choices(values, NIL, 4, 7)}
    assert nil_close[4].as_good  # 1 behind nil, error 1
    # 5 swings with nil deal by deal: 2 behind on every deal, an error of 0, not as good.
    assert nil_close[5].lead == pytest.approx(2.0) and nil_close[5].se == pytest.approx(0.0)
    assert not nil_close[5].as_good and not nil_close[3].as_good
    assert choices([], 4, 4, 7) == () and choices([[]] * 8, 4, 4, 7) == ()
    assert is_as_good(0.0, 0.0) and not is_as_good(0.01, 0.0)


def test_real_coach_runs_mark_the_coin_flips() -> None:
    """Three players, game 1: the coach bids 4 and 5 trails it by 1.5 points with an error
    of 2.4 (as good); game 2: 4 again, 3 and 5 well behind. The figures are the deals'."""
    close = coach_advice(_first_bidder(3, 1))
    assert close.bid == 4
    assert [c.bid for c in close.as_good] == [5]
    five = close.as_good_as_coach(5)
    assert five is not None and 0 < five.lead <= AS_GOOD_SES * five.se
    assert five.points == pytest.approx(close.points - five.lead)
    assert close.as_good_as_coach(3) is None and close.as_good_as_coach(6) is None
    clear = coach_advice(_first_bidder(3, 2))
    assert clear.bid == 4 and clear.as_good == ()
    assert {c.bid for c in clear.close} == {3, 5, NIL}
    assert all(c.lead > AS_GOOD_SES * c.se for c in clear.close)


def test_keeping_the_deals_changes_no_figure_the_bots_bid_from() -> None:
    """``keep_deals`` (the coach's) leaves every average, chance and the best bid as the
    bots get them; the deals kept average to the values."""
    view = _first_bidder(4, 8)
    plain = estimate_bid(view, random.Random(3), 80, infer=True, amortize_bags=True)
    kept = estimate_bid(view, random.Random(3), 80, infer=True, amortize_bags=True, keep_deals=True)
    assert plain.deal_values == () and len(kept.deal_values) == len(kept.values)
    assert replace(kept, deal_values=()) == plain
    for b, deals in enumerate(kept.deal_values):
        assert len(deals) == 80
        assert sum(deals) / 80 == pytest.approx(kept.values[b])
