"""The vectorised three-draw pass (``odds_three``) against the shipped table (nothing dead), the
per-option engine (dead cards, stored results and small pools) and the literal reference:
exactly the same fractions for every way to discard."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.badugi.odds import draws as odds
from cardtable.badugi.odds import exact as odds_exact
from cardtable.badugi.odds import table as odds_table
from cardtable.badugi.odds import three as odds_three
from cardtable.badugi.odds.draws import _reference_counts, discard_options, option_odds
from cardtable.core.cards import card_from_index, parse_cards

_FULL = (1 << 52) - 1
DATA = Path(__file__).parent / "data" / "three_draws_dead_engine.json"


def _vector(hand: list[int], pool: int) -> list[list[Fraction]]:
    return [
        odds_exact._to_fractions(buckets, pool.bit_count())
        for buckets in odds_three.three_draw_counts(hand, pool)
    ]


def _against_table(hand: list[int]) -> None:
    """Nothing dead: all 16 options against ``odds3.bin`` (made by the C port of the engine),
    the hand in the table's frame."""
    canonical = list(odds_table.canonical(hand)[0])
    table = odds_table.table()
    assert table is not None
    row = table.row(tuple(canonical))
    got = _vector(canonical, _FULL & ~sum(1 << c for c in canonical))
    for keep in range(16):
        want = [Fraction(v, odds_table.DENOMINATOR) for v in row[keep]]
        assert [got[keep][r] for r in odds.HIGHS] == want, (canonical, keep)


@pytest.mark.parametrize(
    "hand",
    ["Ac 2s 3d 3h", "Kc Kd Kh 2s", "2c 5c 9c Kc", "Ac Ad Ah As", "Qs Ks Qh Kh", "Tc Jd Qh Ks"],
)
def test_equals_the_shipped_table_on_shaped_hands(hand: str) -> None:
    """Pairs, trips, quads, a four-flush, two pairs, a king badugi: every option."""
    _against_table([c.index for c in parse_cards(hand)])


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 51), min_size=4, max_size=4, unique=True))
def test_equals_the_shipped_table_on_random_hands(hand: list[int]) -> None:
    _against_table(hand)


def test_equals_the_engine_on_stored_spots_with_dead_cards() -> None:
    """``discard_options`` with dead cards (the vectorised pass) against the per-option engine's
    answers stored by tools/odds_three/make_engine_spots.py (the engine takes 20-70 s a spot):
    same options, same order, same exact fractions."""
    spots = json.loads(DATA.read_text())["spots"]
    assert len(spots) >= 8
    for spot in spots:
        got = discard_options(spot["hand"], 3, spot["dead"])
        assert [" ".join(map(str, o.discard)) for o in got] == [
            o["discard"] for o in spot["options"]
        ], spot["hand"]
        for option, want in zip(got, spot["options"], strict=True):
            assert option.exact == tuple(Fraction(x) for x in want["exact"]), spot["hand"]


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.permutations(range(52)), st.integers(14, 20))
def test_equals_the_engine_on_random_small_pools(cards: list[int], unseen: int) -> None:
    """Every option against ``odds_exact._three_draws`` on the same cards, with 14-20 unseen cards
    (small enough for the engine to take about a second)."""
    hand, pool_cards = list(cards[:4]), cards[4 : 4 + unseen]
    pool = sum(1 << c for c in pool_cards)
    got = _vector(hand, pool)
    for keep in range(16):
        mask = sum(1 << hand[j] for j in range(4) if keep >> j & 1)
        want = odds_exact._to_fractions(odds_exact._three_draws(mask, pool), pool.bit_count())
        assert got[keep] == want, (hand, pool_cards, keep)


@pytest.mark.parametrize("seed", range(2))
def test_equals_the_literal_reference_on_tiny_pools(seed: int) -> None:
    """Every option against ``_reference_counts`` (each deal, ``evaluate`` on real cards,
    fractions) with 10-11 unseen cards: a different algorithm altogether."""
    rng = random.Random(seed)
    cards = rng.sample(range(52), 15)
    hand, unseen = cards[:4], cards[4 : 4 + 10 + seed]
    got = _vector(hand, sum(1 << c for c in unseen))
    for keep in range(16):
        kept = [card_from_index(hand[j]) for j in range(4) if keep >> j & 1]
        ref = _reference_counts(kept, [card_from_index(c) for c in unseen], 3)
        assert got[keep] == list(ref), keep


def test_three_draws_with_dead_cards_do_not_run_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    def engine(*args: object) -> None:
        raise AssertionError("the per-option engine ran")

    monkeypatch.setitem(odds_exact._ENGINES, 3, engine)
    odds._vector_draws.cache_clear()
    options = discard_options("Kc 9d 5h 5s", 3, "2h 7c")
    assert len(options) == 16
    one = option_odds("Kc 9d 5h 5s", "5s 9d", 3, "2h 7c")
    assert one in options  # the same spot's 16 answers, kept for the next call


def test_a_made_badugi_stands_pat_and_chances_rise_with_the_high_card() -> None:
    """Standing pat on a made badugi is certain at its own high and above; every option's
    P(badugi with high <= r) rises with r and stays within [0, 1]."""
    options = discard_options("Ac 2d 3h 4s", 3, "5c 6d")
    pat = next(o for o in options if not o.discard)
    assert pat.exact == (Fraction(1),) * 10
    for option in discard_options("7c 7d 9h Ks", 3, "2c 3c 4c"):
        assert all(0 <= a <= b <= 1 for a, b in itertools.pairwise(option.exact))
