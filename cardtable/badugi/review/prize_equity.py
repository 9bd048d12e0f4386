"""A sit-and-go decision priced in prize equity beside big blinds.

Each choice's playouts end with every seat's chips (``pricing.price`` with ``finals``);
the stacks at the end of each playout are turned into the deciding seat's share of the
prize pool by ICM (Malmuth-Harville, ``tournament.icm``: exact for the stacks given), and
the choice's prize equity is the mean over its playouts, in percent of the pool. Chips and
prizes can disagree: near the money a call that wins chips on average can lose prize
equity, because the chips lost are worth more than the chips won. Such decisions are
marked (``disagree``) only when the two measures pick different best choices and both
differences are clear of their estimates' noise: the prize difference at least
``MIN_DISAGREE`` percent of the pool and ``DISAGREE_SIGMAS`` standard errors, the chip
difference the other way at least ``DISAGREE_SIGMAS`` standard errors (each paired on the
same samples, as the review's costs are). Means alone would tell a learner that chips and
prizes part ways where the samples cannot tell the two choices apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.badugi.review.pricing import Finals, Priced, _error
from cardtable.badugi.tournament.icm import icm_equities

MIN_DISAGREE = 0.1
"""Percent of the pool below which chips and prizes are not said to disagree."""
DISAGREE_SIGMAS = 2.0
"""Standard errors each difference must reach, as a flagged cost must (``hand.FLAG_SIGMAS``)."""


def stack_equity(stacks: Sequence[int], seat: int, payouts: Sequence[float]) -> float:
    """``seat``'s prize equity in percent of the pool for these stacks (seats with no chips
    are out), ``payouts``: percent of the pool for the places still to be decided."""
    return icm_equities(list(stacks), list(payouts))[seat]


def price_equity(
    priced: Priced, finals: Finals, seat: int, payouts: Sequence[float], chosen: int, best: int
) -> dict[str, Any]:
    """The prize side of one priced decision: each choice's mean equity (percent of the
    pool), the cost of the choice made against the best by prizes, its standard error
    (paired on the same samples), and whether chips and prizes disagree."""
    n = len(priced.choices)
    cache: dict[tuple[int, ...], float] = {}

    def worth(stacks: tuple[int, ...]) -> float:
        found = cache.get(stacks)
        if found is None:
            found = cache[stacks] = stack_equity(stacks, seat, payouts)
        return found

    rows = [[worth(ends[j]) for j in range(n)] for ends in finals]
    means = [sum(r[j] for r in rows) / len(rows) for j in range(n)]
    top = max(range(n), key=lambda j: (means[j], -j))
    cost = max(0.0, means[top] - means[chosen])
    error = _error([r[top] - r[chosen] for r in rows], priced.clusters) if top != chosen else 0.0
    return {
        "equity": [round(m, 4) for m in means],
        "best_equity": top,
        "cost_equity": round(cost, 4),
        "se_equity": round(error, 4),
        "disagree": top != best and _clear(priced, rows, top, best),
    }


def _clear(priced: Priced, rows: list[list[float]], top: int, best: int) -> bool:
    """Whether prizes' best ``top`` beats chips' best ``best`` in prizes, and ``best`` beats
    ``top`` in chips, each by more than its noise (``DISAGREE_SIGMAS`` paired standard
    errors; the prize gap at least ``MIN_DISAGREE`` too)."""
    prizes = [r[top] - r[best] for r in rows]
    gap = sum(prizes) / len(prizes)
    chips = priced.means[best] - priced.means[top]
    return (
        gap >= MIN_DISAGREE
        and gap >= DISAGREE_SIGMAS * _error(prizes, priced.clusters)
        and chips > 0
        and chips >= DISAGREE_SIGMAS * priced.difference_error(best, top)
    )
