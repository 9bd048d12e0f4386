"""The ``hard`` bot's lookahead: the strength table, the playout engine and its reading of
the table, the playout policy as a bot, and the all-in defence the issue asks for."""

from __future__ import annotations

import random

from conftest import random_action, stacked_deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.lookahead import _deals
from cardtable.badugi.ai.profiles import HARD
from cardtable.badugi.ai.reading import read_opponents
from cardtable.badugi.ai.rollout import (
    STYLE,
    _Playout,
    candidates,
    root_from_view,
)
from cardtable.badugi.ai.simulate import spot_from_view
from cardtable.badugi.ai.strength import K_NONE, heads_up, table
from cardtable.badugi.hand_value import CLASSES, NUM_CLASSES, ORDINAL
from cardtable.badugi.rules import STRUCTURES, BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.view import seat_view
from cardtable.core.cards import parse_cards
from cardtable.games import bot_names, make_bot

# --- the strength table ----------------------------------------------------------------------


def test_strength_table_shape_and_range() -> None:
    for draws in (3, 1):
        values = table(draws)
        assert len(values) == (draws + 1) * NUM_CLASSES * 6
        assert all(0.0 <= v <= 1.0 for v in values)


def test_strength_orders_hands_at_the_showdown() -> None:
    """With no draw left the cards are final: a stronger class never wins less often, against
    any opponent draw, and the extremes are what they must be."""
    for draws in (3, 1):
        for k in range(6):
            row = [heads_up(draws, 0, c, k) for c in range(NUM_CLASSES)]
            assert all(a <= b for a, b in zip(row, row[1:], strict=False)), (draws, k)
    row = [heads_up(3, 0, c, 1) for c in range(NUM_CLASSES)]
    assert row[ORDINAL[(4, (4, 3, 2, 1))]] > 0.99
    assert row[0] < 0.01  # a one-card king
    # A badugi beats every three-card hand of an opponent who drew one.
    first_badugi = min(c for c in range(NUM_CLASSES) if CLASSES[c][0] == 4)
    assert row[first_badugi] > 0.5


def test_a_pat_opponent_is_feared_and_a_big_draw_is_not() -> None:
    """A king badugi is far behind a player who stood pat, and far ahead of one who drew two."""
    k_badugi = ORDINAL[(4, (13, 5, 3, 1))]
    assert heads_up(3, 0, k_badugi, 0) < 0.3 < 0.7 < heads_up(3, 0, k_badugi, 2)
    # Before any draw, a smooth three-card hand is a favourite against a random hand.
    assert heads_up(3, 3, ORDINAL[(3, (4, 3, 2))], K_NONE) > 0.6


# --- reading the table for a playout ---------------------------------------------------------


def _random_betting_state(seed: int, seats: int, structure: str) -> HandState | None:
    rng = random.Random(seed)
    rules = BadugiRules(structure=structure)
    stacks = [rng.choice([9, 40, 200]) + s for s in range(seats)]
    state = HandState(rules, stacks, seed % seats, seed=seed)
    for _ in range(rng.randint(0, 30)):
        if state.to_act is None:
            return None
        state.apply(random_action(state, rng))
    while state.to_act is not None and state.phase != "betting":
        state.apply(random_action(state, rng))
    return state if state.to_act is not None else None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31), seats=st.integers(2, 7), structure=st.sampled_from(STRUCTURES)
)
def test_root_matches_the_engine_and_playouts_conserve_chips(
    seed: int, seats: int, structure: str
) -> None:
    """The decision read from a view has the engine's players still to act, and every
    playout of every candidate hands out exactly the chips in the pot."""
    state = _random_betting_state(seed, seats, structure)
    if state is None:
        return
    me = state.to_act
    view = seat_view(state, me)
    root = root_from_view(view)
    assert root.seats[root.me] == me
    assert {root.seats[p] for p in root.pending} == state.pending - {me}
    assert root.dead + sum(root.committed) == state.pot_total
    spot = spot_from_view(view, read_opponents(view))
    rng = random.Random(seed)
    for deal in _deals(root, spot, 3, rng, HARD)[0]:
        for action in candidates(view, view.legal):
            masks, deck, ptr, muck = deal
            sim = _Playout(root, list(masks), deck, ptr, list(muck), random.Random(1), STYLE)
            nets = sim.play_all(action)
            assert abs(sum(nets) - state.pot_total) < 1e-6


# --- bots --------------------------------------------------------------------------------------


def test_yardstick_bots_are_not_offered_at_the_table() -> None:
    assert "shove" not in bot_names("badugi") and "policy" not in bot_names("badugi")
    assert {"shove", "policy"} <= set(bot_names("badugi", unlisted=True))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(["policy", "shove"]),
    seats=st.integers(2, 8),
    structure=st.sampled_from(STRUCTURES),
    draws=st.sampled_from([1, 3]),
    seed=st.integers(0, 2**32),
)
def test_yardstick_bots_play_legally(
    name: str, seats: int, structure: str, draws: int, seed: int
) -> None:
    rules = BadugiRules(structure=structure, draws=draws)
    state = HandState(rules, [30 + 7 * s for s in range(seats)], 0, seed=seed)
    bots = [make_bot("badugi", name, seed + s) for s in range(seats)]
    while state.to_act is not None:
        seat = state.to_act
        state.apply(bots[seat].act(seat_view(state, seat)), seat)
    assert sum(state.stacks) == sum(30 + 7 * s for s in range(seats))


def _facing_shove(hand: str, structure: str = "no_limit", stack: int = 40) -> Action:
    """Seat 1 (big blind) holds ``hand``; the button shoves as big as the rules allow."""
    deck = stacked_deck({1: hand, 0: "Jc Jd Th Ts"}, order=[1, 0])
    state = HandState(BadugiRules(structure=structure), [stack, stack], 0, seed=1, deck=deck)
    legal = state.legal_actions()
    state.apply(Action("raise", legal.max_to))
    return make_bot("badugi", "hard", 3).act(seat_view(state, 1))


def test_hard_calls_a_shove_with_a_good_draw_and_folds_junk() -> None:
    """At 20 big blinds a good three-card hand is ahead of any shoving range worth the
    name; a hand of two pairs is not."""
    assert _facing_shove("As 2h 3d Kd").kind == "call"
    assert _facing_shove("2s 3h 7d 7c").kind == "call"
    assert _facing_shove("Ks Kh Qd Qc").kind == "fold"


# --- the playout model's fixes (issue 13: shoving junk, folding to everything at six seats) --


def _hand_mask(text: str) -> int:
    return sum(1 << c.index for c in parse_cards(text))


def test_all_in_is_a_candidate_only_up_to_one_and_a_half_pots() -> None:
    """A hundred big blinds into three chips is never compared (the lookahead shoved a
    six-four draw that way); a stack no bigger than a pot-and-a-half raise still may go in."""
    deep = HandState(BadugiRules(structure="no_limit"), [200, 200], 0, seed=2)
    view = seat_view(deep, 0)
    legal = view.legal
    assert legal is not None
    tos = [a.amount for a in candidates(view, legal) if a.kind == "raise"]
    assert legal.max_to not in tos
    assert max(tos) <= view.current_bet + 1.5 * (view.pot_total + legal.call_amount)
    short = HandState(BadugiRules(structure="no_limit"), [7, 7], 0, seed=2)
    view = seat_view(short, 0)
    assert view.legal is not None
    assert view.legal.max_to in [a.amount for a in candidates(view, view.legal)]


def test_playout_opponents_call_a_huge_shove_on_pot_odds() -> None:
    """Facing fifty pots the call margin (a bettor holds better than any hand) has shrunk to
    almost nothing: a good three-card hand calls, two pairs still fold. Before, the margin
    fitted at limit sizes made the playouts fold nearly everything to a shove."""
    state = HandState(BadugiRules(structure="no_limit"), [200, 200], 0, seed=2)
    root = root_from_view(seat_view(state, 0))
    them = 1 - root.me

    def answer(hand: str) -> str:
        masks = [0, 0]
        masks[root.me] = _hand_mask("Kc Kd Qh Qs")
        masks[them] = _hand_mask(hand)
        answers = set()
        for seed in range(20):  # the policy blurs its chance a little: every answer the same
            sim = _Playout(root, list(masks), [], 0, [], random.Random(seed), STYLE)
            sim._act(root.me, "raise", 200, set(root.pending))
            answers.add(sim._policy(them)[0])
        assert len(answers) == 1, answers
        return answers.pop()

    assert answer("As 2h 4d Kd") == "call"
    assert answer("Ks Kh Qd Qc") == "fold"


def test_before_the_draw_only_players_in_the_pot_count() -> None:
    """The first to act at six seats weighs his hand against the big blind alone (the four
    still to act mostly fold); after a call from the next seat, against both."""
    state = HandState(BadugiRules(), [100] * 6, 0, seed=4)
    root = root_from_view(seat_view(state, state.to_act))
    sim = _Playout(root, [_hand_mask("As 2h 3d 4c")] * 6, [], 0, [], random.Random(1), STYLE)
    _, count = sim._strength(root.me)
    assert count == 1
    state.apply(Action.call())
    root = root_from_view(seat_view(state, state.to_act))
    sim = _Playout(root, [_hand_mask("As 2h 3d 4c")] * 6, [], 0, [], random.Random(1), STYLE)
    _, count = sim._strength(root.me)
    assert count == 2


def test_no_big_bet_raise_with_two_cards_before_the_draw() -> None:
    """Pot limit: a two-card hand may call or fold but never raise first; a three-card hand
    may raise."""

    def kinds(hand: str) -> set[str]:
        deck = stacked_deck({0: hand, 1: "Jc Jd Th Ts"}, order=[1, 0])
        state = HandState(BadugiRules(structure="pot"), [200, 200], 0, seed=1, deck=deck)
        view = seat_view(state, 0)
        assert view.legal is not None
        return {a.kind for a in candidates(view, view.legal)}

    assert "raise" not in kinds("Kc Qc 2h 3h")
    assert "raise" in kinds("Kc 4d 2h 3s")
