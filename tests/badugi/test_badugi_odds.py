"""Exact Badugi draw odds: seed 000's figures, the slow reference, and a literal simulation."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.odds.draws import (
    HIGHS,
    _Frame,
    _reference_counts,
    discard_options,
    option_odds,
)
from cardtable.core.cards import Card, full_deck, parse_cards

SEED_HAND = "Ac 2s 3d 3h"


# --- seed 000 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("draws", "percent", "exact"),
    [
        (1, 20.83, 1 - Fraction(38, 48)),
        (2, 37.68, 1 - Fraction(38, 48) * Fraction(37, 47)),
        (3, 51.23, 1 - Fraction(38, 48) * Fraction(37, 47) * Fraction(36, 46)),
    ],
)
def test_seed_000_three_card_a23_draws(draws: int, percent: float, exact: Fraction) -> None:
    """A♣ 2♠ 3♦ 3♥ throwing the 3♥: ten hearts make it each draw, and every miss is seen."""
    option = option_odds(SEED_HAND, "3h", draws)
    assert option.p_badugi * 100 == pytest.approx(percent, abs=0.01)
    assert option.exact[-1] == exact


def test_seed_000_hand_ranks_the_one_card_draws_first() -> None:
    options = discard_options(SEED_HAND, 2)
    assert {str(c) for c in options[0].discard} in ({"3h"}, {"3d"})
    assert options[0].p_badugi == pytest.approx(0.3768, abs=1e-4)


# --- the fast engine against the slow reference ----------------------------------------------


def _deal(rng: random.Random, dead: int) -> tuple[list[Card], list[Card], list[Card]]:
    deck = full_deck()
    rng.shuffle(deck)
    return deck[:4], deck[4 : 4 + dead], deck[4 + dead :]


def _assert_matches_reference(hand: list[Card], dead: list[Card], draws: int) -> None:
    """The reference follows the cards as named, so it is given them renamed into the frame
    the engine computes in (module notes, "Suits")."""
    frame = _Frame(hand, dead)
    pool = [frame.card(c) for c in full_deck() if c not in hand and c not in dead]
    for option in discard_options(hand, draws, dead):
        ref = _reference_counts([frame.card(c) for c in option.keep], pool, draws)
        assert option.exact == tuple(ref[r] for r in HIGHS), (hand, option.discard, draws)


@pytest.mark.parametrize("seed", range(4))
def test_fast_equals_reference_for_three_draws_on_small_pools(seed: int) -> None:
    """Dead cards shrink the pool so that brute force can follow every deal of three draws."""
    hand, dead, _ = _deal(random.Random(seed), 48 - 11)
    _assert_matches_reference(hand, dead, 3)


@pytest.mark.parametrize("seed", range(10))
def test_fast_equals_reference_for_two_draws_on_small_pools(seed: int) -> None:
    hand, dead, _ = _deal(random.Random(100 + seed), 48 - 14)
    for draws in (1, 2):
        _assert_matches_reference(hand, dead, draws)


@pytest.mark.parametrize("hand", ["Kc 9d 5h 5s", "Ac 2c 3d 4h", "2d 2h 7d Qs", "4c 4d 4h 4s"])
def test_fast_equals_reference_for_one_draw_on_the_full_deck(hand: str) -> None:
    _assert_matches_reference(parse_cards(hand), [], 1)


@pytest.mark.parametrize("hand", ["Kc 9d 5h 5s", "As 2s 6d 8h"])
def test_fast_equals_reference_for_one_card_draws_on_the_full_deck(hand: str) -> None:
    cards = parse_cards(hand)
    frame = _Frame(cards, [])
    pool = [frame.card(c) for c in full_deck() if c not in cards]
    for draws in (2,):
        for thrown in cards:
            option = option_odds(cards, [thrown], draws)
            ref = _reference_counts([frame.card(c) for c in option.keep], pool, draws)
            assert option.exact == tuple(ref[r] for r in HIGHS)


# --- a literal simulation of the model --------------------------------------------------------


def _keep(held: set[Card], hand: list[Card]) -> set[Card]:
    """The model's policy, written again: the best partial hand, and among equal ones the one
    with the most cards already held, then the first in index order."""
    value = evaluate(hand)
    best = set(value.cards)
    for combo in itertools.combinations(sorted(hand), value.size):
        if evaluate(combo) == value and len(held & set(combo)) > len(held & best):
            best = set(combo)
    return best


def _simulate(hand: str, discard: str, draws: int, dead: str, trials: int, seed: int) -> float:
    cards = parse_cards(hand)
    gone = set(parse_cards(dead)) | set(cards)
    unseen = [c for c in full_deck() if c not in gone]
    thrown = set(parse_cards(discard))
    rng = random.Random(seed)
    made = 0
    for _ in range(trials):
        deck = unseen[:]
        rng.shuffle(deck)
        held = {c for c in cards if c not in thrown}
        for draw in range(draws):
            new = [deck.pop() for _ in range(4 - len(held))]
            now = sorted(held) + new
            value = evaluate(now)
            if value.is_badugi:
                made += 1
                break
            if draw < draws - 1:
                held = _keep(held, now)
    return made / trials


@pytest.mark.parametrize(
    ("hand", "discard", "draws", "dead"),
    [
        ("Kc 9d 5h 5s", "Kc 5s", 2, ""),
        ("Kc 9d 5h 5s", "5s", 3, ""),
        ("7c 7d 2h Js", "7d Js", 3, "3h 4h 5h 6s 8s"),
        ("Ac Ad 5c 9h", "Ad 5c 9h", 2, "2s 3s"),
        ("Qc Jc Tc 9c", "Qc Jc Tc 9c", 2, "Ad 2d 3d"),
    ],
)
def test_simulation_agrees(hand: str, discard: str, draws: int, dead: str) -> None:
    """With n trials the estimate's standard error is sqrt(p(1-p)/n); 4.5 of them make a false
    alarm about one in 150,000 per case."""
    trials = 6000
    p = option_odds(hand, discard, draws, dead).p_badugi
    estimate = _simulate(hand, discard, draws, dead, trials, seed=len(hand) + draws)
    assert abs(estimate - p) <= 4.5 * math.sqrt(p * (1 - p) / trials) + 1e-9


# --- shape of the answer ----------------------------------------------------------------------


def test_sixteen_options_best_first_with_monotone_highs() -> None:
    options = discard_options("Kc 9d 5h 5s", 2)
    assert len(options) == 16
    assert len({o.discard for o in options}) == 16
    ps = [o.p_badugi for o in options]
    assert ps == sorted(ps, reverse=True)
    for o in options:
        highs = [o.p_badugi_by_high[r] for r in HIGHS]
        assert highs == sorted(highs)
        assert o.p_badugi_by_high[13] == o.p_badugi
        assert 0 <= o.score <= o.p_badugi <= 1
        assert len(o.keep) + len(o.discard) == 4


def test_a_made_badugi_stands_pat() -> None:
    assert discard_options("Ac 2d 3h 4s", 1)[0].discard == ()
    best = option_odds("Ac 2d 3h 4s", "", 3)
    assert best.p_badugi == 1 and best.p_badugi_by_high[4] == 1 and best.score == 1
    king = option_odds("Kc Qd Jh Ts", "", 2)
    assert king.p_badugi == 1 and king.p_badugi_by_high[12] == 0


def test_standing_pat_on_a_non_badugi_draws_later() -> None:
    """Keeping all four describes this draw only: with one draw left it cannot make it, with
    two the policy draws to the best partial hand next time."""
    assert option_odds("Ac 2s 3d 3h", "", 1).p_badugi == 0
    later = option_odds("Ac 2s 3d 3h", "", 2)
    assert later.exact[-1] == Fraction(10, 48)


def test_a_pair_kept_cannot_make_it_in_one_draw() -> None:
    assert option_odds("5c 5d 9h Ks", "9h Ks", 1).p_badugi == 0


def test_dead_cards_remove_outs() -> None:
    assert option_odds(SEED_HAND, "3h", 1, dead="4h 5h").exact[-1] == Fraction(8, 46)


@pytest.mark.parametrize(
    ("cards", "draws", "dead", "message"),
    [
        ("Ac 2s 3d", 1, "", "four cards"),
        ("Ac 2s 3d 3d", 1, "", "twice"),
        ("Ac 2s 3d 4h", 0, "", "draws_left"),
        ("Ac 2s 3d 4h", 4, "", "draws_left"),
        ("Ac 2s 3d 4h", True, "", "draws_left"),
        ("Ac 2s 3d 4h", 1, "Ac", "in the hand"),
        ("Ac 2s 3d 4h", 1, "5c 5c", "twice"),
    ],
)
def test_bad_input_is_a_clear_value_error(
    cards: str, draws: object, dead: str, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        discard_options(cards, draws, dead)  # type: ignore[arg-type]


def test_too_few_unseen_cards_is_a_value_error() -> None:
    deck = full_deck()
    with pytest.raises(ValueError, match="unseen"):
        discard_options(deck[:4], 3, deck[4:45])


def test_discarding_a_card_not_in_hand_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="not in the hand"):
        option_odds(SEED_HAND, "Kh", 1)
