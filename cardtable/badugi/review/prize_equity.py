"""A sit-and-go decision priced in prize equity beside big blinds.

Each choice's playouts end with every seat's chips (``pricing.price`` with ``finals``);
the stacks at the end of each playout are turned into the deciding seat's share of the
prize pool by ICM (Malmuth-Harville, ``tournament.icm``: exact for the stacks given), and
the choice's prize equity is the mean over its playouts, in percent of the pool. Chips and
prizes can disagree: near the money a call that wins chips on average can lose prize
equity, because the chips lost are worth more than the chips won. Such decisions are
marked (``disagree``) when the two measures pick different best choices and the prize
difference is at least ``MIN_DISAGREE`` percent of the pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.badugi.review.pricing import Finals, Priced, _error
from cardtable.badugi.tournament.icm import icm_equities

MIN_DISAGREE = 0.1
"""Percent of the pool below which chips and prizes are not said to disagree."""


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
    gap = means[top] - means[best]
    return {
        "equity": [round(m, 4) for m in means],
        "best_equity": top,
        "cost_equity": round(cost, 4),
        "se_equity": round(error, 4),
        "disagree": top != best and gap >= MIN_DISAGREE,
    }
