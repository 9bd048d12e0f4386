"""The Independent Chip Model (Malmuth-Harville): what a stack is worth in prizes.

Each remaining player finishes first with probability stack / chips in play; given the
first, the second place goes the same way among the rest, and so on. A player's equity is
the sum over places of the chance he takes that place times its prize. The sum runs over
every set of players who could fill the places above (2^n sets for n players, n <= 8: at
most 256 sets), so the figure is exact, not a sampled estimate.
"""

from __future__ import annotations

from collections.abc import Sequence


def icm_equities(stacks: Sequence[int | float], prizes: Sequence[float]) -> list[float]:
    """Each player's expected prize. ``stacks``: chips of the players still in (0: out,
    worth nothing more here); ``prizes[k]``: the prize of the (k+1)-th best place still to
    be decided (places beyond the list pay 0). The equities sum to the prizes paid to the
    players with chips."""
    n = len(stacks)
    if not 1 <= n <= 12:
        raise ValueError(f"ICM here takes 1 to 12 stacks, not {n}")
    if any(s < 0 for s in stacks):
        raise ValueError("a stack cannot be negative")
    live = [i for i in range(n) if stacks[i] > 0]
    equity = [0.0] * n
    if not live:
        return equity
    paid = min(len(prizes), len(live))
    total = float(sum(stacks[i] for i in live))
    # prob[mask]: the chance that exactly the players in ``mask`` (indices into ``live``)
    # took the best popcount(mask) places, in any order.
    m = len(live)
    chips_of = [float(stacks[i]) for i in live]
    frontier = {0: 1.0}
    for place in range(paid):
        prize = float(prizes[place])
        nxt: dict[int, float] = {}
        for mask, p in frontier.items():
            rest = total - sum(chips_of[j] for j in range(m) if mask >> j & 1)
            for j in range(m):
                if mask >> j & 1:
                    continue
                q = p * chips_of[j] / rest
                equity[live[j]] += q * prize
                key = mask | 1 << j
                nxt[key] = nxt.get(key, 0.0) + q
        frontier = nxt
    return equity


def finish_probabilities(stacks: Sequence[int | float]) -> list[list[float]]:
    """``out[i][k]``: the chance player ``i`` finishes in place ``k + 1`` among the players
    with chips (rows of players without chips are zero)."""
    n = len(stacks)
    live = sum(1 for s in stacks if s > 0)
    rows = [[0.0] * n for _ in range(n)]
    for k in range(live):
        prizes = [0.0] * k + [1.0]
        for i, e in enumerate(icm_equities(stacks, prizes)):
            rows[i][k] = e
    return rows
