"""Main and side pots from what each player put in: pure functions, shared by the engine,
the views and the tests."""

from __future__ import annotations

from collections.abc import Sequence


def build_pots(committed: Sequence[int], live: Sequence[bool]) -> list[tuple[int, tuple[int, ...]]]:
    """Split the chips put in this hand into pots, main pot first.

    ``committed[s]`` is everything seat ``s`` put in; ``live[s]`` is whether it can still win
    (dealt in and not folded). Each pot is (amount, eligible seats): the chips from every
    player up to one all-in level, winnable by the live players who put in at least that
    level. A pot with one eligible player is chips nobody called, which go back to him.
    """
    levels = sorted({c for c, ok in zip(committed, live, strict=True) if ok and c > 0})
    pots: list[tuple[int, tuple[int, ...]]] = []
    prev = 0
    for level in levels:
        amount = 0
        for c in committed:
            if c > prev:
                amount += min(c, level) - prev
        eligible = tuple(s for s, c in enumerate(committed) if live[s] and c >= level)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + amount, eligible)
        else:
            pots.append((amount, eligible))
        prev = level
    # Chips above every live player's level (only from players who folded) join the top pot.
    extra = sum(c - prev for c in committed if c > prev)
    if extra:
        if pots:
            pots[-1] = (pots[-1][0] + extra, pots[-1][1])
        else:
            pots.append((extra, ()))
    return pots


def split_pot(amount: int, winners_in_order: Sequence[int]) -> list[tuple[int, int]]:
    """Split ``amount`` evenly; odd chips go one each to the first winners in the given order
    (the engine passes them clockwise from the button)."""
    share, odd = divmod(amount, len(winners_in_order))
    return [(s, share + (1 if i < odd else 0)) for i, s in enumerate(winners_in_order)]
