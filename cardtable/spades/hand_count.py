"""Seed 001's trick count (section 5.1): the one copy the ``basic`` bot, the strong bots'
bid inference and the bidding coach all read.

bid = non-spade aces + non-spade kings / 2 + @ + tricks won with spades, where @ is what
short suits (none or one card) win by trumping, limited to the spades not already counted as
winners. Spade winners: a run from the ace (A = 1, A K = 2, A K Q = 3, ...); without the ace,
K Q = 1 and K Q with more spades = 2, a K with two more spades = 1; five or more spades win
at least (length - 4).

It works on card indices (``Card.index``) because the search code counts thousands of sampled
hands a second and making ``Card`` objects there would cost more than the count.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from cardtable.spades.trick_rules import HIGH_RANK, SPADES, SUIT_OF

ACE, KING, QUEEN = 14, 13, 12


class HandCount(NamedTuple):
    """The count part by part (the coach explains each part)."""

    side_aces: int
    side_kings: int
    short_suits: int
    ruffs: int
    spades: int

    @property
    def total(self) -> float:
        return self.side_aces + self.side_kings / 2 + self.ruffs + self.spades

    @property
    def bid(self) -> int:
        """Rounded half up, at least 1 (what the ``basic`` bot bids)."""
        return max(1, int(self.total + 0.5))


def count_hand(cards: Iterable[int]) -> HandCount:
    """Count the hand of card indices ``cards`` part by part."""
    suits: list[list[int]] = [[], [], [], []]
    for c in cards:
        suits[SUIT_OF[c]].append(HIGH_RANK[c])
    aces = sum(1 for s in range(3) if ACE in suits[s])
    kings = sum(1 for s in range(3) if KING in suits[s])
    spades = sorted(suits[SPADES], reverse=True)
    run = 0
    while run < len(spades) and spades[run] == ACE - run:
        run += 1
    spade_tricks = run
    if run == 0 and KING in spades:
        if QUEEN in spades:
            spade_tricks = 2 if len(spades) >= 3 else 1
        elif len(spades) >= 3:
            spade_tricks = 1
    if len(spades) >= 5:
        spade_tricks = max(spade_tricks, len(spades) - 4)
    short = sum(1 for s in range(3) if len(suits[s]) <= 1)
    ruffs = min(short, len(spades) - spade_tricks)
    return HandCount(aces, kings, short, ruffs, spade_tricks)


def count_tricks_idx(cards: Iterable[int]) -> float:
    """The expected tricks of the hand by the count (its total)."""
    return count_hand(cards).total
