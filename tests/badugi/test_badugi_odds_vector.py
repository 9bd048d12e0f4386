"""The vectorised two-draw pass (``odds_vector``) against the per-option engine and the slow
literal reference: exactly the same fractions, dead cards or not, for every way to discard."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.badugi.odds import exact as odds_exact
from cardtable.badugi.odds import vector as odds_vector
from cardtable.badugi.odds.draws import _reference_counts, discard_options, option_odds
from cardtable.core.cards import card_from_index, parse_cards

_FULL = (1 << 52) - 1


def _vector(hand: list[int], pool: int) -> list[list[Fraction]]:
    return [
        odds_exact._to_fractions(buckets, pool.bit_count())
        for buckets in odds_vector.two_draw_counts(hand, pool)
    ]


def _engine(hand: list[int], keep: int, pool: int) -> list[Fraction]:
    mask = sum(1 << hand[j] for j in range(4) if keep >> j & 1)
    return odds_exact._to_fractions(odds_exact._two_draws(mask, pool), pool.bit_count())


@st.composite
def spots(draw: st.DrawFn, most_dead: int) -> tuple[list[int], int]:
    cards = draw(st.permutations(range(52)))
    n_dead = draw(st.integers(0, most_dead))
    hand, dead = list(cards[:4]), cards[4 : 4 + n_dead]
    pool = _FULL & ~sum(1 << c for c in hand) & ~sum(1 << c for c in dead)
    return hand, pool


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spots(most_dead=34), st.integers(0, 15))
def test_vector_equals_the_engine_with_dead_cards(spot: tuple[list[int], int], keep: int) -> None:
    """One option per example against ``_two_draws`` (up to a second each on a full pool), and
    the same spot's 16 rows must be the ones the vector pass gives."""
    hand, pool = spot
    assert _vector(hand, pool)[keep] == _engine(hand, keep, pool)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10**6))
def test_vector_equals_the_literal_reference_on_small_pools(seed: int) -> None:
    """Every option against ``_reference_counts`` (each deal, ``evaluate`` on real cards,
    fractions) with 10-12 unseen cards: a different algorithm, not just a re-summing."""
    rng = random.Random(seed)
    cards = rng.sample(range(52), 52)
    hand, unseen = cards[:4], cards[4 : 4 + rng.randint(10, 12)]
    pool = sum(1 << c for c in unseen)
    got = _vector(hand, pool)
    for keep in range(16):
        kept = [card_from_index(hand[j]) for j in range(4) if keep >> j & 1]
        ref = _reference_counts(kept, [card_from_index(c) for c in unseen], 2)
        assert got[keep] == list(ref), keep


def test_all_sixteen_agree_on_one_full_spot_with_pairs_and_a_flush_draw() -> None:
    """A paired, three-suited hand with dead cards: every keep mask, including the tie rule's
    cases (a drawn card of a held card's rank), matches the engine."""
    hand = [c.index for c in parse_cards("Ac Ad 3d 7d")]
    dead = parse_cards("2h 2s 5c")
    pool = _FULL & ~sum(1 << c for c in hand) & ~sum(c.bit for c in dead)
    got = _vector(hand, pool)
    for keep in range(16):
        assert got[keep] == _engine(hand, keep, pool), keep


def test_seed_000_two_draws_through_the_vector_pass() -> None:
    """A♣ 2♠ 3♦ throwing the 3♥: 1 - 38/48 · 37/47; only exact if drawing the 2♥ keeps the 2♠
    (the tie rule), so this pins the tie handling too."""
    option = option_odds("Ac 2s 3d 3h", "3h", 2)
    assert option.exact[-1] == 1 - Fraction(38, 48) * Fraction(37, 47)


def test_discard_options_two_draws_equal_the_engine_in_order() -> None:
    hand, dead = "Kc 9d 5h 5s", "2c 7d Qh"
    fast = discard_options(hand, 2, dead)
    slow = discard_options(hand, 2, dead, use_table=False)
    assert [(o.discard, o.exact) for o in fast] == [(o.discard, o.exact) for o in slow]


def test_every_partial_hand_gets_the_engines_last_draw_counts() -> None:
    """``final_table`` row by row against ``_final_counts`` for a pool with dead cards."""
    rng = random.Random(7)
    pool = _FULL & ~sum(1 << c for c in rng.sample(range(52), 9))
    table = odds_vector.final_table(pool)
    tables = odds_vector.base()
    for k, info in zip((1, 2, 3), tables.partial, strict=True):
        rows = table[tables.size_starts[k - 1] : tables.size_starts[k]]
        for at in rng.sample(range(len(info["index"])), min(60, len(info["index"]))):
            kept = sum(1 << int(c) for c in tables.subsets[k][info["index"][at]])
            assert (0, 0, 0, 0, *rows[at]) == odds_exact._final_counts(kept, pool)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.permutations(range(52)), st.integers(1, 2), st.integers(12, 34))
def test_public_answers_equal_the_engine_for_one_and_two_draws(
    cards: list[int], draws: int, n_dead: int
) -> None:
    """``discard_options`` as the app calls it (fast paths on) against the per-option engine
    (``use_table=False``): same options, same order, same exact fractions."""
    hand = [card_from_index(i) for i in cards[:4]]
    dead = [card_from_index(i) for i in cards[4 : 4 + n_dead]]
    fast = discard_options(hand, draws, dead)
    slow = discard_options(hand, draws, dead, use_table=False)
    assert [(o.discard, o.exact) for o in fast] == [(o.discard, o.exact) for o in slow]
