"""Settling the draw trainer's close calls by dealing them out.

With two or three draws left the trainer's chances to win are approximate, off by up to 0.0061
in an option's gap to the best (``trainer.APPROX_TOLERANCE``), so an answer whose
approximate gap lies between ``CORRECT_TOLERANCE`` and that bound may be as good as the
best or up to about 0.6 points worse: the figures cannot tell. ``settle`` tells by dealing
the engines' own model (``odds.dealt``) for the chosen option and the best with the same
orders of the cards (common random numbers), until the gap's standard error is at most
``TARGET_ERROR``.

The estimate: the per-deal difference of the two final hands' chances to win, with control
variates for how each hand ended (a badugi with each high card, or a miss), whose chances the
exact engines know (``DiscardOption.p_badugi_by_high``). That removes the noise of how often
each ending comes, leaving the share of wins within an ending (what the approximation counts)
to be sampled. The variance the controls leave is estimated from the same deals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np

from cardtable.badugi.ai.finals import win_weights
from cardtable.badugi.odds.dealt import badugi_highs, final_hands, strength_classes
from cardtable.badugi.odds.draws import HIGHS
from cardtable.badugi.trainer import (
    CORRECT_TOLERANCE,
    Cancelled,
    Grade,
    Settled,
    Spot,
    TrainerOption,
)

TARGET_ERROR = 0.001
"""The gap's standard error settling deals down to: a tenth of a point, the tolerance of the
exact figures (``trainer.CORRECT_TOLERANCE``)."""
BATCH = 10_000
"""Deals per round: the standard error is looked at (and a cancel heeded) after each."""
MAX_DEALS = 200_000
"""The most deals one settling takes, whatever its standard error then (measured on the study's
spots: 10,000 reach the target for most, 50,000 at most; NOTES session 19)."""


def _strata(option: TrainerOption) -> list[tuple[int, float]]:
    """(ending, its exact chance): a badugi with each high card, or a miss (-1)."""
    cum = [0.0] + [option.p_badugi_by_high[r] for r in HIGHS]
    found = [(r, cum[i + 1] - cum[i]) for i, r in enumerate(HIGHS)]
    return [*found, (-1, max(0.0, 1.0 - cum[-1]))]


def _estimate(diff: np.ndarray, groups: list[np.ndarray]) -> tuple[float, float]:
    """The mean of ``diff`` corrected by the control columns of ``groups`` (one an option:
    its endings, each column of zero mean by construction), and its standard error. Of a
    group's endings that came, one is left out: with the rest, they would add up to a
    constant, which the mean already is."""
    n = len(diff)
    columns = [np.ones(n)]
    for group in groups:
        seen = [j for j in range(group.shape[1]) if np.ptp(group[:, j]) > 0]
        columns += [group[:, j] for j in seen[:-1]]
    design = np.column_stack(columns)
    coef, *_ = np.linalg.lstsq(design, diff, rcond=None)
    residual = diff - design @ coef
    dof = max(1, n - design.shape[1])
    return float(coef[0]), float(np.sqrt(residual @ residual / dof / n))


def settle(
    spot: Spot,
    best: TrainerOption,
    chosen: TrainerOption,
    *,
    target: float = TARGET_ERROR,
    batch: int = BATCH,
    max_deals: int = MAX_DEALS,
    salt: int = 0,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Settled:
    """How much more often ``best`` wins than ``chosen`` in ``spot``, dealt out in rounds of
    ``batch`` until the standard error is at most ``target`` (or ``max_deals`` are dealt).
    The same spot, options and ``salt`` always give the same figures. ``cancelled`` is asked
    between rounds (``Cancelled``); ``progress`` hears the deals done."""
    weights = win_weights(spot.draws_left, spot.opponents_drew)
    masks = [sum(c.bit for c in o.discard) for o in (best, chosen)]
    rng = np.random.default_rng([spot.seed, spot.number, *masks, salt])
    strata = [_strata(best), _strata(chosen)]
    diffs: list[np.ndarray] = []
    controls: list[list[np.ndarray]] = [[], []]
    gap, error, deals = 0.0, float("inf"), 0
    while deals < max_deals:
        if cancelled is not None and cancelled():
            raise Cancelled
        size = min(batch, max_deals - deals)
        hands = final_hands(spot.hand, spot.dead, [best.keep, chosen.keep], spot.draws_left,
                            size, rng)  # fmt: skip
        classes = [strength_classes(h) for h in hands]
        diffs.append(weights[classes[0]] - weights[classes[1]])
        for group, h, k, ends in zip(controls, hands, classes, strata, strict=True):
            high = badugi_highs(h, k)
            group.append(np.column_stack([(high == end) - p for end, p in ends if p > 0]))
        deals += size
        gap, error = _estimate(np.concatenate(diffs), [np.concatenate(g) for g in controls])
        if progress is not None:
            progress(deals)
        if error <= target:
            break
    return Settled(gap, error, deals)


def needs_settling(result: Grade) -> bool:
    """Whether ``result`` lies in the band the approximate figures cannot decide: more than
    ``CORRECT_TOLERANCE`` below the best but within their precision (``APPROX_TOLERANCE``),
    where an answer as good as the best and one up to 0.6 points worse look alike. Such an
    answer is settled by dealing (``settle``) before it is graded; one whose settling
    failed (``unsettled_grade``) is not waited for again."""
    return (
        result.settled is None
        and not result.unsettled
        and result.tolerance > CORRECT_TOLERANCE
        and CORRECT_TOLERANCE < result.win_gap <= result.tolerance
    )


def settled_grade(result: Grade, settled: Settled) -> Grade:
    """``result`` graded by its settled gap instead of the approximate one (the figures
    shown stay the approximate ones)."""
    return replace(result, correct=settled.correct, settled=settled)


def unsettled_grade(result: Grade) -> Grade:
    """``result`` (a close call) as it stands when dealing it out failed: the approximate
    figures' grade, marked so it is no longer waiting for a verdict (its row is starred as
    that grade says) and its verdict can say it rests on the estimate."""
    return replace(result, unsettled=True)
