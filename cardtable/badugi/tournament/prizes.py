"""Prize tables and finishing places: who gets what share of the prize pool.

Shares are exact fractions of the pool, so the prizes of a finished tournament sum to the
pool exactly, including places shared by seats that busted in the same hand with equal
stacks (RULES.md: they share those places' prizes equally).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from cardtable.core.validate import shown


def default_payouts(entrants: int) -> tuple[int, ...]:
    """Percent of the pool by place (RULES.md): 2-3 entrants winner takes all, 4-6 65/35,
    7-8 50/30/20."""
    if not 2 <= entrants <= 8:
        raise ValueError(f"a sit-and-go has 2 to 8 entrants, not {entrants}")
    if entrants <= 3:
        return (100,)
    if entrants <= 6:
        return (65, 35)
    return (50, 30, 20)


NAMED_TABLES = {"winner": (100,), "65/35": (65, 35), "50/30/20": (50, 30, 20)}


def check_payouts(payouts: Sequence[int], entrants: int) -> tuple[int, ...]:
    """``payouts`` as a tuple, or ValueError: whole percents, at least one paid place and no
    more than there are entrants, not rising with the place, summing to 100."""
    paid = tuple(payouts)
    if not 1 <= len(paid) <= entrants:
        raise ValueError(f"pay 1 to {entrants} places, not {len(paid)}")
    for p in paid:
        if type(p) is not int or not 0 <= p <= 100:
            raise ValueError(f"a prize is a whole percent of the pool, not {shown(p)}")
    if any(b > a for a, b in zip(paid, paid[1:], strict=False)):
        raise ValueError("a lower place may not pay more than a higher one")
    if sum(paid) != 100:
        raise ValueError(f"the prizes must add up to 100% of the pool, not {sum(paid)}%")
    return paid


@dataclass(frozen=True)
class Finish:
    """A seat's result: its place (1 = winner) and, when several seats busted in the same
    hand with the same starting stack, the last place they share (``last`` == ``place``
    otherwise); ``hand_no`` the hand it went out in (-1 for the winner)."""

    seat: int
    place: int
    last: int
    hand_no: int

    def to_json(self) -> list[int]:
        return [self.seat, self.place, self.last, self.hand_no]

    @classmethod
    def from_json(cls, data: Any) -> Finish:
        if not (isinstance(data, list) and len(data) == 4 and all(type(x) is int for x in data)):
            raise ValueError(f"a finish is [seat, place, last place, hand], not {shown(data)}")
        finish = cls(*data)
        if not 1 <= finish.place <= finish.last <= 8:
            raise ValueError(f"a finish's places are 1 to 8, not {shown(data)}")
        return finish


def busted_places(
    busted: Sequence[int], start_stacks: Sequence[int], still_in: int, hand_no: int
) -> list[Finish]:
    """Places of the seats ``busted`` in one hand, when ``still_in`` seats began it: they
    take the last places, the one that began the hand with more chips placing higher, and
    equal stacks sharing (RULES.md)."""
    order = sorted(busted, key=lambda s: -start_stacks[s])
    out: list[Finish] = []
    place = still_in - len(busted) + 1  # the best place this group reaches
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and start_stacks[order[j + 1]] == start_stacks[order[i]]:
            j += 1
        for s in order[i : j + 1]:
            out.append(Finish(s, place + i, place + j, hand_no))
        i = j + 1
    return out


def prize_share(finish: Finish, payouts: Sequence[int]) -> Fraction:
    """The fraction of the pool ``finish`` wins: its places' percents shared equally."""
    paid = [
        Fraction(payouts[p - 1], 100) if p <= len(payouts) else Fraction(0)
        for p in range(finish.place, finish.last + 1)
    ]
    return sum(paid, Fraction(0)) / len(paid)
