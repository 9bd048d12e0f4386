"""An answer the approximate figures cannot decide is settled by dealing it out
(``trainer_settle``): with two or three draws left, an answer more than a tenth of a point
below the best by the approximate count but within its precision (``APPROX_TOLERANCE``)
was graded right whatever its true worth, up to about 0.6 points worse. Dealt out with the
best on the same cards, it is right only if the settled gap is within a tenth of a point
plus two standard errors. The two spots are the study's (seed 1; found with
``benchmarks/bench_trainer_settle.py`` and checked with 20 seeds, NOTES session 19): one
where the answer is truly as good (0.23 points below by the approximate count, level by
800,000 deals), one where it is truly worse (0.18 points below, and so by the deals).
Failed before: no ``trainer_settle``; both answers were graded right."""

from __future__ import annotations

import pytest

from cardtable.badugi.trainer import (
    CORRECT_TOLERANCE,
    Grade,
    Spot,
    grade,
    position_options,
)
from cardtable.badugi.trainer_settle import TARGET_ERROR, needs_settling, settle, settled_grade
from cardtable.core.cards import parse_cards


def answer(spot: Spot, thrown: str) -> tuple[Spot, Grade]:
    options = position_options(spot)[1]
    return spot, grade(options, parse_cards(thrown), draws_left=spot.draws_left)


@pytest.fixture(scope="module")
def as_good() -> tuple[Spot, Grade]:
    """5d Jh 9c Tc, two draws left, 2d thrown before, against one one-card draw: drawing
    three to the 5 (throwing Jh 9c Tc) is 0.23 points below drawing one to J-9-5 by the
    approximate count; dealt out, level with it (-0.02 ± 0.02 points by 800,000 deals)."""
    cards = tuple(parse_cards("5d Jh 9c Tc"))
    return answer(Spot(cards, 2, (1,), tuple(parse_cards("2d")), 1, 183), "Jh 9c Tc")


@pytest.fixture(scope="module")
def worse() -> tuple[Spot, Grade]:
    """5c Qd 7h 4c, three draws left, against a pat hand and draws of three and two:
    keeping 7-5 (throwing Qd 4c) is 0.18 points below keeping 7-4 by the approximate count,
    and truly so (0.19 ± 0.01 points by the deals, every seed)."""
    return answer(Spot(tuple(parse_cards("5c Qd 7h 4c")), 3, (0, 3, 2), (), 1, 35), "Qd 4c")


@pytest.mark.parametrize("which", ["as_good", "worse"])
def test_both_lie_in_the_band_the_figures_cannot_decide(
    which: str, request: pytest.FixtureRequest
) -> None:
    _spot, result = request.getfixturevalue(which)
    assert result.correct and needs_settling(result)
    assert CORRECT_TOLERANCE < result.win_gap < 0.0025


def test_an_answer_as_good_as_the_best_is_settled_right(as_good: tuple[Spot, Grade]) -> None:
    spot, result = as_good
    settled = settle(spot, result.best, result.chosen)
    assert settled.error <= TARGET_ERROR
    assert settled.gap <= CORRECT_TOLERANCE + 2 * settled.error
    final = settled_grade(result, settled)
    assert final.correct and final.settled is settled and not needs_settling(final)


def test_an_answer_truly_worse_is_settled_wrong(worse: tuple[Spot, Grade]) -> None:
    spot, result = worse
    settled = settle(spot, result.best, result.chosen)
    assert settled.error <= TARGET_ERROR
    assert settled.gap > CORRECT_TOLERANCE + 2 * settled.error
    final = settled_grade(result, settled)
    assert not final.correct
    # The figures shown stay the approximate ones.
    assert final.win_gap == result.win_gap and final.ranked == result.ranked


def test_settling_is_the_same_every_time(worse: tuple[Spot, Grade]) -> None:
    spot, result = worse
    first = settle(spot, result.best, result.chosen)
    assert settle(spot, result.best, result.chosen) == first
    assert settle(spot, result.best, result.chosen, salt=1) != first


def test_outside_the_band_nothing_is_settled() -> None:
    spot = Spot(tuple(parse_cards("Jc 7d 8d Th")), 1, (1, 1, 2))
    options = position_options(spot)[1]
    exact = grade(options, parse_cards("7d"), draws_left=1)  # exact figures: graded as now
    assert not needs_settling(exact)
    assert not needs_settling(grade(options, options[0].discard, draws_left=1))
