"""ICM (Malmuth-Harville) against a brute force over every finishing order."""

from __future__ import annotations

import itertools
import random

import pytest

from cardtable.badugi.tournament.icm import finish_probabilities, icm_equities


def brute_force(stacks: list[int], prizes: list[float]) -> list[float]:
    """Every ordered choice of the paid places, each with its Harville probability."""
    n = len(stacks)
    total = sum(stacks)
    paid = min(len(prizes), n)
    out = [0.0] * n
    for order in itertools.permutations(range(n), paid):
        p = 1.0
        left = total
        for i in order:
            p *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            out[i] += p * prizes[place]
    return out


def test_two_hundred_random_situations_match_to_a_tenth_of_a_percent() -> None:
    rng = random.Random(27)
    for _ in range(240):
        n = rng.randint(3, 8)
        stacks = [rng.randint(1, 5000) for _ in range(n)]
        table = rng.choice([[100.0], [65.0, 35.0], [50.0, 30.0, 20.0], [40.0, 30.0, 20.0, 10.0]])
        pool = sum(table[:n])  # places beyond the players pay nobody
        got = icm_equities(stacks, table)
        want = brute_force(stacks, table)
        assert abs(sum(got) - pool) < 1e-9
        for g, w in zip(got, want, strict=True):
            assert abs(g - w) <= 0.001 * pool * 1e-3  # far inside 0.1% of the pool


def test_known_values() -> None:
    assert icm_equities([1000, 1000], [100]) == [50.0, 50.0]
    # Three stacks 50/30/20 of chips, 50/30/20 of prize: the classic hand check.
    eq = icm_equities([5000, 3000, 2000], [50, 30, 20])
    assert eq == pytest.approx([38.392857, 32.75, 28.857143], abs=1e-6)  # worked by hand
    assert icm_equities([0, 500, 500], [65, 35]) == [0.0, 50.0, 50.0]


def test_finish_probabilities_are_a_doubly_stochastic_block() -> None:
    rows = finish_probabilities([300, 200, 100, 0])
    for row in rows[:3]:
        assert sum(row) == pytest.approx(1.0)
    for k in range(3):
        assert sum(r[k] for r in rows) == pytest.approx(1.0)
    assert rows[3] == [0.0] * 4
