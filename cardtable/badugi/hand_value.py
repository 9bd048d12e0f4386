"""Badugi hand values: which cards count and how hands compare.

A hand's value is its *strength class*: an ordinal 0..1091 over the 1,092 distinct Badugi
hands (one-card K = 0, A-2-3-4 badugi = 1091). Equal ordinals tie. Four-card hands are looked
up in a precomputed table (``table4.bin``, made by ``make_table`` and checked by the tests), so
a look-up costs one dict access instead of a search over the 15 subsets.
"""

from __future__ import annotations

import itertools
from array import array
from collections.abc import Iterable, Sequence
from functools import total_ordering
from importlib import resources
from typing import cast

from cardtable.core.cards import Card, card_from_index, parse_cards

_NUMBER_WORDS = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}  # fmt: skip
_SIZE_WORDS = {1: "one-card", 2: "two-card", 3: "three-card"}
_RANK_TEXT = "A23456789TJQK"


def _class_list() -> list[tuple[int, tuple[int, ...]]]:
    """Every (size, ranks highest-first) class, weakest first."""
    classes: list[tuple[int, tuple[int, ...]]] = []
    for size in (1, 2, 3, 4):
        combos = [
            tuple(sorted(c, reverse=True)) for c in itertools.combinations(range(1, 14), size)
        ]
        # Within a size, a lower highest card is stronger: weakest = lexicographically largest.
        combos.sort(reverse=True)
        classes.extend((size, c) for c in combos)
    return classes


CLASSES: list[tuple[int, tuple[int, ...]]] = _class_list()
ORDINAL: dict[tuple[int, tuple[int, ...]], int] = {c: i for i, c in enumerate(CLASSES)}
NUM_CLASSES = len(CLASSES)  # 1092


def best_subset(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The counted cards, found by trying every subset: the slow reference the table comes from.

    Largest subset with no shared rank or suit; among those, the lowest ranks highest-first
    (RULES.md, hand value 1-4). Ties between equal-rank subsets keep the first found, which
    does not change the value.
    """
    best: tuple[Card, ...] = ()
    best_key: tuple[int, tuple[int, ...]] | None = None
    n = len(cards)
    for size in range(min(n, 4), 0, -1):
        for combo in itertools.combinations(cards, size):
            if len({c.rank for c in combo}) != size or len({c.suit for c in combo}) != size:
                continue
            ranks = tuple(sorted((int(c.rank) for c in combo), reverse=True))
            if best_key is None or ranks < best_key[1]:
                best, best_key = combo, (size, ranks)
        if best_key is not None:
            return tuple(sorted(best, key=lambda c: (-c.rank, c.suit)))
    return best


def _value_of_subset(counted: Sequence[Card]) -> int:
    ranks = tuple(sorted((int(c.rank) for c in counted), reverse=True))
    return ORDINAL[(len(ranks), ranks)]


def make_table() -> array:
    """Build the four-card table: for each combination of card indices (in
    ``itertools.combinations(range(52), 4)`` order) ``ordinal << 4 | mask`` where bit ``i`` of
    ``mask`` marks the ``i``-th lowest-index card as counted. Takes a few seconds."""
    deck = [Card((i // 4) + 1, i % 4) for i in range(52)]
    out = array("H")
    for combo in itertools.combinations(deck, 4):
        counted = best_subset(combo)
        mask = sum(1 << combo.index(c) for c in counted)
        out.append(_value_of_subset(counted) << 4 | mask)
    return out


def _load_table() -> dict[int, int]:
    raw = array("H")
    raw.frombytes(resources.files("cardtable.badugi").joinpath("table4.bin").read_bytes())
    if raw.itemsize != 2 or len(raw) != 270725:
        raise RuntimeError("cardtable/badugi/table4.bin is damaged; rebuild it with make_table()")
    if array("H", [1]).tobytes() != b"\x01\x00":
        raw.byteswap()  # the file is little-endian
    bits = [1 << i for i in range(52)]
    keys = (a | b | c | d for a, b, c, d in itertools.combinations(bits, 4))
    return dict(zip(keys, raw, strict=True))


_TABLE4: dict[int, int] = _load_table()


def strength(cards: Iterable[Card]) -> int:
    """The strength ordinal of four distinct cards (higher is stronger): the fast path for
    engines and bots. Other sizes go through ``evaluate``."""
    a, b, c, d = cards
    return _TABLE4[a.bit | b.bit | c.bit | d.bit] >> 4


@total_ordering
class HandValue:
    """The value of a Badugi hand: comparable (greater = stronger, equal = tie) and hashable.

    ``cards`` holds the counted cards of the hand it came from; two hands with the same ranks
    are equal whatever their suits, since suits never break a tie. The counted cards are worked
    out only when asked for, so that comparing hands (what engines and bots do most) stays cheap.
    """

    __slots__ = ("strength", "_key", "_counted")

    def __init__(self, strength: int, key: int, counted: tuple[Card, ...] | None = None) -> None:
        self.strength = strength
        self._key = key  # the hand's cards as a bit set (Card.bit), for ``cards``
        self._counted = counted

    @property
    def cards(self) -> tuple[Card, ...]:
        """The counted cards, highest rank first."""
        if self._counted is None:
            ordered = [card_from_index(i) for i in range(52) if self._key >> i & 1]
            mask = _TABLE4[self._key] & 15
            self._counted = tuple(ordered[i] for i in (3, 2, 1, 0) if mask >> i & 1)
        return self._counted

    @property
    def size(self) -> int:
        return CLASSES[self.strength][0]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The counted ranks, highest first, ace = 1."""
        return CLASSES[self.strength][1]

    @property
    def is_badugi(self) -> bool:
        return self.size == 4

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.strength == other.strength
        return NotImplemented

    def __lt__(self, other: HandValue) -> bool:
        try:
            return self.strength < other.strength
        except AttributeError:
            return NotImplemented

    def __gt__(self, other: HandValue) -> bool:
        try:
            return self.strength > other.strength
        except AttributeError:
            return NotImplemented

    def __hash__(self) -> int:
        return hash(self.strength)

    def __str__(self) -> str:
        return hand_name(self.strength)

    def __repr__(self) -> str:
        return f"HandValue({hand_name(self.strength)!r}, cards={' '.join(map(str, self.cards))!r})"

    @property
    def short_name(self) -> str:
        """ "eight badugi", "three-card four": how players say it at the table."""
        size, ranks = CLASSES[self.strength]
        if size == 4:
            return f"{_NUMBER_WORDS[ranks[0]]} badugi"
        return f"{_SIZE_WORDS[size]} {_NUMBER_WORDS[ranks[0]]}"


def hand_name(ordinal: int) -> str:
    """English name of a strength class: "8-7-3-2 badugi", "three-card 4-3-2"."""
    size, ranks = CLASSES[ordinal]
    text = "-".join(_RANK_TEXT[r - 1] for r in ranks)
    return f"{text} badugi" if size == 4 else f"{_SIZE_WORDS[size]} {text}"


def evaluate(cards: str | Iterable[Card | str]) -> HandValue:
    """The value of a Badugi hand of 1 to 4 distinct cards, given as text or cards.

    Raises CardParseError for bad card text and ValueError for a wrong count or a repeated card.
    """
    if not isinstance(cards, str):
        try:
            # Four Cards: the hot path of every bot and odds count (cards as text fail here
            # and take the full path below).
            a, b, c, d = cast("tuple[Card, Card, Card, Card]", cards)
            key = a.bit | b.bit | c.bit | d.bit
        except (ValueError, TypeError, AttributeError):
            key = 0
        value = _VALUES.get(key)
        if value is not None:
            return value
    hand = parse_cards(cards)
    n = len(hand)
    if n == 4:
        value = _VALUES.get(hand[0].bit | hand[1].bit | hand[2].bit | hand[3].bit)
        if value is not None:
            return value
    if not 1 <= n <= 4:
        raise ValueError(f"a Badugi hand has 1 to 4 cards, not {n}")
    if len(set(hand)) != n:
        dup = next(c for c in hand if hand.count(c) > 1)
        raise ValueError(f"card {dup} appears twice in the hand")
    counted = best_subset(hand)
    key = 0
    for card in hand:
        key |= card.bit
    return HandValue(_value_of_subset(counted), key, counted)


# The value of every four-card hand by its card set, made once at import (about 0.2 s and
# 25 MB): evaluate() is then one dict look-up, which bots doing Monte Carlo need.
_VALUES: dict[int, HandValue] = {key: HandValue(e >> 4, key) for key, e in _TABLE4.items()}
