"""The game score in the bots' judgement: the chance of winning the game from the totals, the
``hard`` search weighing it, and blind nil only where it raises that chance."""

from __future__ import annotations

import random

import pytest

from cardtable.spades import Bid, ShowCards, SpadesRules, SpadesState
from cardtable.spades.ai.bidding import (
    BLIND_NIL_MIN_CHANCE,
    BlindNilEstimate,
    blind_nil_called_for,
    blind_nil_position,
    estimate_blind_nil,
)
from cardtable.spades.ai.position import game_win_chance
from cardtable.spades.ai.search import evaluate
from cardtable.spades.ai.simulate import new_hand_sim

RULES = SpadesRules()


def test_win_chance_is_certain_once_the_game_is_over() -> None:
    assert game_win_chance([510, 480], 0, RULES) == 1.0
    assert game_win_chance([510, 480], 1, RULES) == 0.0
    assert game_win_chance([100, -200], 0, RULES) == 1.0  # the other team fell to -200
    # Both past the target, tied: play goes on, even chances.
    assert game_win_chance([520, 520], 0, RULES) == pytest.approx(0.5)


def test_win_chance_grows_with_the_lead_and_matters_more_near_the_end() -> None:
    assert game_win_chance([0, 0], 0, RULES) == pytest.approx(0.5)
    chances = [game_win_chance([100 + d, 100], 0, RULES) for d in (-150, -50, 0, 50, 150)]
    assert chances == sorted(chances) and chances[0] < 0.3 and chances[-1] > 0.7
    early = game_win_chance([150, 100], 0, RULES)
    late = game_win_chance([450, 400], 0, RULES)
    assert 0.5 < early < late


def _finished_sim(taken: list[int], bids: list[int]) -> object:
    """A hand whose tricks are already counted (the cards do not matter to ``evaluate``)."""
    sim = new_hand_sim(RULES, [[] for _ in range(4)], 0, bids)
    sim.taken = list(taken)
    sim.tricks_left = 0
    return sim


def test_the_game_score_changes_which_ending_the_search_prefers() -> None:
    # We (seats 0 and 2) bid 2 + 2 and hold 4 bags; they bid 2 + 2 and stand 20 short of the
    # target. Ending A: we take a tenth trick, a sixth bag (the bag penalty) that sets them.
    # Ending B: we stop at nine tricks, they make their contract and pass 500.
    bids = [2, 2, 2, 2]
    a = _finished_sim([5, 1, 5, 2], bids)  # we 10 (6 bags: penalty), they 3: set
    b = _finished_sim([4, 2, 5, 2], bids)  # we 9 (5 bags), they 4: made
    bags = (4, 0)
    totals = (400, 480)
    # By points alone the set is worth less than staying clear of the bag penalty
    # (-54 + 40 = -14 against 45 - 40 = +5)...
    assert evaluate(a, 0, bags, RULES) == -14  # type: ignore[arg-type]
    assert evaluate(b, 0, bags, RULES) == 5  # type: ignore[arg-type]
    # ...but in B they reach 520 and win the game, so with the game score A is better.
    with_game_a = evaluate(a, 0, bags, RULES, totals)  # type: ignore[arg-type]
    with_game_b = evaluate(b, 0, bags, RULES, totals)  # type: ignore[arg-type]
    assert with_game_b == 5  # a lost game adds nothing
    assert with_game_a > with_game_b


def _blind_nil_view(totals: tuple[int, int], seed: int = 1) -> object:
    state = SpadesState(SpadesRules(), seed)  # dealer 0: seats 1, 2, 3 bid before seat 0
    for seat in (1, 2, 3):
        state.apply(ShowCards(seat))
        state.apply(Bid(seat, 3))
    state.totals = totals
    return state.view(0)


def test_blind_nil_needs_a_position_that_calls_for_it() -> None:
    assert not blind_nil_position(_blind_nil_view((0, 0)))
    assert not blind_nil_position(_blind_nil_view((100, 300)))  # far from the target
    assert not blind_nil_position(_blind_nil_view((400, 460)))  # not far enough behind
    assert blind_nil_position(_blind_nil_view((300, 460)))
    no_blind = SpadesState(SpadesRules(blind_nil=False), 1)
    no_blind.totals = (300, 460)
    assert not blind_nil_position(no_blind.view(1))


def test_blind_nil_estimate_is_a_real_chance_and_needs_the_floor() -> None:
    est = estimate_blind_nil(_blind_nil_view((300, 460)), random.Random(3), 200)
    assert est.samples == 200
    # Bid without seeing the cards, the hand is rarely clean: the partner covers, but a
    # random hand holds aces and high spades.
    assert 0.1 < est.p_clean < 0.45
    # However much it raises the chance of winning, a blind nil that is almost never clean
    # is not bid.
    hopeless = BlindNilEstimate(BLIND_NIL_MIN_CHANCE - 0.01, 0.5, 0.1, 200)
    assert not hopeless.worth_it
    assert BlindNilEstimate(BLIND_NIL_MIN_CHANCE, 0.5, 0.1, 200).worth_it


def test_no_blind_nil_when_even_a_clean_one_cannot_catch_up() -> None:
    # 330 behind with the opponents 50 from the target: a blind nil's 200 does not close the
    # gap, so it would only cost points (it used to be bid here and failed 9 times in 10).
    view = _blind_nil_view((120, 450))
    est = estimate_blind_nil(view, random.Random(5), 200)
    assert est.win_blind <= est.win_seen + 0.03
    assert not blind_nil_called_for(view, random.Random(5), 200)
