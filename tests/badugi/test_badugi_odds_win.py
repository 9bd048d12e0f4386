"""The chance each discard wins (``odds_win``) held to the exact engines and to a slow count
of every deal: exact with one draw, exact for every badugi with two, within a bound before
anchoring with three; the same for a hand and its suits renamed."""

from __future__ import annotations

import itertools
import random
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.badugi.hand_value import CLASSES, NUM_CLASSES, evaluate
from cardtable.badugi.odds.draws import _reference_keep, discard_options
from cardtable.badugi.odds.exact import _FULL
from cardtable.badugi.odds.win import (
    badugi_by_high,
    keep_mask,
    option_wins,
    raw_win,
    win_vectors,
)
from cardtable.core.cards import Card, full_deck

BADUGI = np.array([1.0 if size == 4 else 0.0 for size, _ in CLASSES])


def ordinal(cards: tuple[Card, ...]) -> int:
    return evaluate(cards).strength


@cache
def slow_value(kept: frozenset[Card], pool: frozenset[Card], draws: int,
               weights: tuple[float, ...]) -> float:  # fmt: skip
    """The mean of ``weights`` over the final hands of every deal (the odds model written
    out: a badugi stands pat, else the counted cards are kept, the most held ones first)."""
    deals = list(itertools.combinations(sorted(pool), 4 - len(kept)))
    total = 0.0
    for deal in deals:
        hand = tuple(kept) + deal
        value = evaluate(hand)
        if value.is_badugi or draws == 1:
            total += weights[value.strength]
        else:
            total += slow_value(_reference_keep(kept, hand), pool - set(deal), draws - 1, weights)
    return total / len(deals)


def unseen(hand: list[Card], dead: list[Card]) -> int:
    pool = _FULL
    for card in hand + dead:
        pool &= ~card.bit
    return pool


def spots(draws: int, pool_cards: int) -> st.SearchStrategy[tuple[list[Card], list[Card]]]:
    """A hand and enough dead cards to leave ``pool_cards`` unseen (a slow count's size)."""
    def split(seed: int) -> tuple[list[Card], list[Card]]:
        deck = full_deck()
        random.Random(seed).shuffle(deck)
        return deck[:4], deck[4 : 52 - pool_cards]

    return st.integers(0, 2**32).map(split)


@settings(max_examples=6, deadline=None)
@given(spots(1, 20), st.integers(0, 2**32))
def test_one_draw_is_exact_for_any_weights(spot: tuple[list[Card], list[Card]], seed: int) -> None:
    hand, dead = spot
    weights = np.random.default_rng(seed).random(NUM_CLASSES)
    vectors = win_vectors([c.index for c in hand], unseen(hand, dead), 1, weights)
    pool = frozenset(c for c in full_deck() if c not in hand and c not in dead)
    for keep_size in range(5):
        for keep in itertools.combinations(hand, keep_size):
            want = slow_value(frozenset(keep), pool, 1, tuple(weights))
            assert raw_win(vectors[keep_mask(hand, keep)]) == pytest.approx(want, abs=1e-12)


@settings(max_examples=4, deadline=None)
@given(spots(2, 13), st.integers(0, 2**32))
def test_two_draws_are_exact_for_badugis(spot: tuple[list[Card], list[Card]], seed: int) -> None:
    """Weights on badugis only: the misses' mix (the one part counted approximately) weighs
    nothing, so the count must match every deal's exactly."""
    hand, dead = spot
    weights = np.random.default_rng(seed).random(NUM_CLASSES) * BADUGI
    vectors = win_vectors([c.index for c in hand], unseen(hand, dead), 2, weights)
    pool = frozenset(c for c in full_deck() if c not in hand and c not in dead)
    for keep in [(), hand[:1], hand[:2], hand[1:4], tuple(hand)]:
        want = slow_value(frozenset(keep), pool, 2, tuple(weights))
        assert raw_win(vectors[keep_mask(hand, keep)]) == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize(
    ("text", "draws", "dead"),
    [("Ac 6c Kc 8h", 1, ""), ("Ac 6c Kc 8h", 2, ""), ("Ac 2s 3d 3h", 2, "7h 9c Kd"),
     ("Kc Qc Jc Tc", 2, "2d"), ("Ac 6c Kc 8h", 3, ""), ("Ac 2s 3d 3h", 3, ""),
     ("Kc Qc Jc Tc", 3, "")],
)
def test_badugis_by_high_card_match_the_engine(text: str, draws: int, dead: str) -> None:
    """Counted with the odds model's suit frame the chances of a badugi by high card are the
    exact engine's with one or two draws; with three (before anchoring) within 1.5 points."""
    from cardtable.badugi.odds.draws import _Frame
    from cardtable.core.cards import parse_cards

    hand, gone = parse_cards(text), parse_cards(dead)
    frame = _Frame(hand, gone)
    framed = [frame.card(c).index for c in hand]
    vectors = win_vectors(framed, frame.mask(unseen(hand, gone)), draws, np.ones(NUM_CLASSES))
    bound = 1e-12 if draws < 3 else 0.015
    for option in discard_options(hand, draws, gone):
        vector = vectors[keep_mask(hand, option.keep)]
        assert raw_win(vector) == pytest.approx(1.0, abs=1e-12)  # every hand wins
        exact = [option.p_badugi_by_high[r] for r in range(4, 14)]
        assert badugi_by_high(vector) == pytest.approx(exact, abs=bound)


def test_anchored_chances_keep_the_exact_badugis() -> None:
    """Weights of 1 on badugis: the anchored chance to win is exactly P(badugi)."""
    from cardtable.core.cards import parse_cards

    hand = parse_cards("Ac 6c Kc 8h")
    options = discard_options(hand, 3)
    wins = option_wins(hand, 3, [], BADUGI, options)
    assert wins == pytest.approx([o.p_badugi for o in options], abs=1e-12)


def test_suits_renamed_give_the_same_chances() -> None:
    from cardtable.core.cards import parse_cards

    weights = np.linspace(0.0, 1.0, NUM_CLASSES)
    a, b = parse_cards("Ac 2s 3d 3h"), parse_cards("Ah 2d 3c 3s")
    dead_a, dead_b = parse_cards("9c"), parse_cards("9h")
    wins_a = option_wins(a, 2, dead_a, weights, discard_options(a, 2, dead_a))
    renamed = discard_options(b, 2, dead_b)
    wins_b = option_wins(b, 2, dead_b, weights, renamed)
    by_keep_b = {keep_mask(b, o.keep): w for o, w in zip(renamed, wins_b, strict=True)}
    for option, win in zip(discard_options(a, 2, dead_a), wins_a, strict=True):
        assert by_keep_b[keep_mask(a, option.keep)] == pytest.approx(win, abs=1e-12)


def test_a_sure_hand_wins_its_weight() -> None:
    from cardtable.core.cards import parse_cards

    hand = parse_cards("Ac 2d 3h 4s")
    weights = np.linspace(0.0, 1.0, NUM_CLASSES)
    options = discard_options(hand, 2)
    pat = next(o for o in options if not o.discard)
    (win,) = option_wins(hand, 2, [], weights, [pat])
    assert win == pytest.approx(weights[ordinal(tuple(hand))])


def test_bad_draws_are_refused() -> None:
    with pytest.raises(ValueError, match="draws_left"):
        win_vectors([0, 5, 10, 15], _FULL, 4, np.ones(NUM_CLASSES))
