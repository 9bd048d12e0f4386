"""The nil rule by table size (session 21): at five players ``hard`` and the coach bid nil by
a looser rule (``bidding.FIVE_PLAYER_NIL``); every other bot, and every size but five, keep
the standard rule, so their bids are what they were."""

from __future__ import annotations

import random

import pytest
from spades_helpers import first_bidder_view

from cardtable.spades import NIL, Bid
from cardtable.spades.ai import bidding
from cardtable.spades.ai import bots as ai_bots
from cardtable.spades.ai.bidding import (
    FIVE_PLAYER_NIL,
    STANDARD_NIL,
    NilRule,
    estimate_bid,
    sized_nil_rule,
)
from cardtable.spades.coach import advise, coach_advice


def test_the_five_player_rule_is_looser_and_only_at_five() -> None:
    assert FIVE_PLAYER_NIL.margin < STANDARD_NIL.margin
    assert FIVE_PLAYER_NIL.min_chance < STANDARD_NIL.min_chance
    assert [sized_nil_rule(n) for n in (3, 4, 5, 6)] == [
        STANDARD_NIL,
        STANDARD_NIL,
        FIVE_PLAYER_NIL,
        STANDARD_NIL,
    ]


def test_the_rule_decides_nil_on_the_same_deals() -> None:
    """One simulation, three rules: a bar nothing clears, one anything clears, and the rule's
    verdict is its margin and chance applied to the figures the estimate reports."""
    view = first_bidder_view(5, 15)

    def est(rule: NilRule) -> bidding.BidEstimate:
        return estimate_bid(view, random.Random(3), 120, True, amortize_bags=True, nil_rule=rule)

    never = est(NilRule(margin=1e9, min_chance=1.1))
    always = est(NilRule(margin=-1e9, min_chance=0.0))
    assert not never.nil_worth_it and always.nil_worth_it
    assert never.values == always.values and never.p_nil == always.p_nil
    for rule in (STANDARD_NIL, FIVE_PLAYER_NIL):
        e = est(rule)
        lead = e.values[0] - e.values[e.best_bid]
        assert e.nil_worth_it == (lead > rule.margin and e.p_nil >= rule.min_chance)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_bidder_asks_for_its_rule(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``hard`` and the coach bid by the size's rule; ``medium`` and the ``ismcts`` yardstick
    by the standard one at every size (the yardstick keeps the bid it was given)."""
    seen: list[NilRule] = []
    real = bidding.estimate_bid

    def spy(*args: object, **kwargs: object) -> bidding.BidEstimate:
        rule = kwargs.get("nil_rule", STANDARD_NIL)
        assert isinstance(rule, NilRule)
        seen.append(rule)
        view, rng, _samples, *rest = args  # the bots' call: view, rng, samples, infer, budget
        return real(view, rng, 20, *rest, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ai_bots, "estimate_bid", spy)
    view = first_bidder_view(players, 4)
    for bot in (
        ai_bots.HardBot(seed=1, budget_ms=None),
        ai_bots.MediumBot(seed=1, budget_ms=None),
        ai_bots.IsmctsBot(seed=1, budget_ms=None),
    ):
        bot.act(view)
    assert seen == [sized_nil_rule(players), STANDARD_NIL, STANDARD_NIL]


def test_at_five_hard_and_the_coach_bid_the_nil_the_yardstick_does_not() -> None:
    """A five-player hand (K-J-8-6-3 of clubs, 10-5 of diamonds, 6 of hearts, 5-3 of spades)
    whose nil clears the five-player bar and not the standard one: ``hard`` bids nil, the
    coach advises it, the yardstick (standard rule) bids a number. Under the standard rule
    everywhere ``hard`` bid 1 here."""
    view = first_bidder_view(5, 15)
    assert ai_bots.HardBot(seed=1, budget_ms=None).act(view) == Bid(view.seat, NIL)
    yardstick = ai_bots.IsmctsBot(seed=1, budget_ms=None).act(view)
    assert isinstance(yardstick, Bid) and yardstick.value != NIL
    assert coach_advice(view).bid == NIL


def test_the_coach_says_the_five_player_bar_when_nil_falls_short() -> None:
    """The coach's "nil scores more, but …" line names the bar of the table it is at."""
    for seed in range(60):
        view = first_bidder_view(5, seed)
        advice = advise(view, seed=2, samples=80)
        keys = dict(advice.reasons)
        if "nil_short" in keys:
            _, _, _, chance, margin = keys["nil_short"]
            assert (chance, margin) == (FIVE_PLAYER_NIL.min_chance, FIVE_PLAYER_NIL.margin)
            assert "50%" in advice.explanation[[k for k, _ in advice.reasons].index("nil_short")]
            return
    pytest.skip("no five-player hand among these fell short of the bar")
