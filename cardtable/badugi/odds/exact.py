"""The exact per-option engine behind ``odds``: the chances of each way to discard, counted
over every equally likely deal with card sets as 52-bit masks (bit = ``Card.index``).

It follows the model in ``odds``'s notes (what is unseen, what the player keeps after each
draw, the tie rule). The algorithm is exact (integer counts over every equally likely deal,
divided at the end) and rests on one fact: *a card thrown in a draw is never an out for the
partial hand kept in that draw* (if it had a new suit and a new rank it would have been
counted). Hence:

1. The last draw needs no enumeration: the outs of a kept partial hand K are the unseen cards of
   its missing suits whose ranks K lacks, and the number of completions with high <= r is a
   count of systems of distinct ranks over those suits (inclusion-exclusion over at most four
   suits, with popcounts). See ``_final_counts``.
2. With two draws left, the cards thrown in the first draw do not change the last draw's outs,
   so first-draw deals are grouped by the kept hand only.
3. With three draws left, what the cards D thrown in the first draw change is which second-draw
   deals S and last-draw completions C are possible (they must avoid D). So instead of one
   second-draw enumeration per first-draw deal, there is one per kept hand K1, and each (S, C)
   is weighted by the number of first-draw discards D that avoid it, found by inclusion-exclusion
   over the subsets of D (``_SecondStage``). Only completions that use a card from some D need
   individual attention; all others are a closed-form count times a weight.

``odds`` calls it option by option (``_ENGINES[draws_left](keep, pool)``) for one draw and
when the vectorised passes and the shipped table are turned off (``use_table=False``); the
table's build tool and the tests hold the fast paths to it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb, lcm

from cardtable.badugi.hand_value import _TABLE4, CLASSES
from cardtable.badugi.odds import vector as odds_vector

_FULL = (1 << 52) - 1
_SUIT_BITS = tuple(sum(1 << (4 * i + s) for i in range(13)) for s in range(4))
_RANK_BITS = (0,) + tuple(0xF << 4 * (r - 1) for r in range(1, 14))
_UP_TO = tuple((1 << 4 * v) - 1 for v in range(14))  # the cards of rank <= v

# Counts are kept as 14-long lists: ``hist[h]`` = deals ending in a badugi with high exactly h,
# ``cum[v]`` = deals ending in a badugi with high <= v (index 0..3 always 0).
_Counts = list[int]


# ---------------------------------------------------------------------------------------------
# Card sets as 52-bit masks (bit = Card.index)


def _bits(mask: int) -> list[int]:
    """The single-card masks of ``mask``, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _subsets(mask: int, n: int) -> Iterator[int]:
    """Every n-card subset of ``mask`` as a mask (the draws of n cards from that pool)."""
    cards = _bits(mask)
    if n == 0:
        yield 0
    elif n == 1:
        yield from cards
    elif n == 2:
        for i, a in enumerate(cards):
            for b in cards[i + 1 :]:
                yield a | b
    else:
        for combo in itertools.combinations(cards, n):
            total = 0
            for c in combo:
                total |= c
            yield total


_BEST: dict[int, tuple[int, int, int, bool]] = {}
_NIBBLE_LOW = int("1" * 13, 16)  # bit 0 of each rank's nibble
_NIBBLE_HIGH3 = int("E" * 13, 16)  # bits 1-3 of each rank's nibble


def _best(hand: int) -> tuple[int, int, int, bool]:
    """(size, high rank, counted cards as a mask, whether two cards share a rank) of a
    four-card hand given as a mask. Without a shared rank no two partial hands tie.

    Reads the same table as ``evaluate`` (so it picks the same cards among equal partial hands)
    and caches the decoded entry."""
    found = _BEST.get(hand)
    if found is None:
        entry = _TABLE4[hand]
        chosen, counted, rest, i = entry & 15, 0, hand, 0
        while rest:
            low = rest & -rest
            if chosen >> i & 1:
                counted |= low
            rest ^= low
            i += 1
        size, ranks = CLASSES[entry >> 4]
        # Sum each rank's four suit bits within its nibble; a nibble summing to 2 or more
        # (any of its upper three bits set) is a shared rank.
        per_rank = (
            (hand & _NIBBLE_LOW)
            + (hand >> 1 & _NIBBLE_LOW)
            + (hand >> 2 & _NIBBLE_LOW)
            + (hand >> 3 & _NIBBLE_LOW)
        )
        paired = bool(per_rank & _NIBBLE_HIGH3)
        found = _BEST[hand] = (size, ranks[0], counted, paired)
    return found


_KEPT: dict[tuple[int, int], tuple[int, int, int]] = {}


def _keep_after(held: int, hand: int) -> tuple[int, int, int]:
    """What the player keeps from four cards after a draw: like ``_best``, but among partial
    hands of equal value he keeps the one with the most cards he already ``held`` (then the
    first in ``evaluate``'s order). Swapping a held card for an equal one gains nothing and
    can only cost outs, and the seed 000 figures assume he never does it."""
    size, high, counted, paired = _best(hand)
    if size == 4 or not paired or counted & held == held:
        return size, high, counted
    key = (held, hand)
    kept = _KEPT.get(key)
    if kept is None:
        cards = _bits(hand)
        ranks = sorted(_rank_of(c) for c in _bits(counted))
        most = (counted & held).bit_count()
        for combo in itertools.combinations(cards, size):
            mask = sum(combo)
            if sorted(_rank_of(c) for c in combo) != ranks or _partial_info(mask) is None:
                continue
            if (mask & held).bit_count() > most:
                counted, most = mask, (mask & held).bit_count()
        kept = _KEPT[key] = (size, high, counted)
    return kept


def _rank_of(card: int) -> int:
    return (card.bit_length() - 1) // 4 + 1


_INFO: dict[int, tuple[int, int, tuple[int, ...]] | None] = {}


def _partial_info(kept: int) -> tuple[int, int, tuple[int, ...]] | None:
    """For kept cards with no shared suit or rank: (outs region, high rank, missing suits).

    The outs region is every card of a missing suit whose rank the kept cards lack; the high
    rank is 0 for no cards. None when two kept cards share a suit or a rank (no badugi can
    contain them both)."""
    if kept in _INFO:
        return _INFO[kept]
    suits = ranks = top = 0
    info: tuple[int, int, tuple[int, ...]] | None = None
    valid = True
    for low in _bits(kept):
        index = low.bit_length() - 1
        rank, suit = index // 4 + 1, index % 4
        if suits >> suit & 1 or ranks >> rank & 1:
            valid = False
        suits |= 1 << suit
        ranks |= 1 << rank
        top = max(top, rank)
    if valid:
        region = _FULL
        for s in range(4):
            if suits >> s & 1:
                region &= ~_SUIT_BITS[s]
        for r in range(1, 14):
            if ranks >> r & 1:
                region &= ~_RANK_BITS[r]
        info = (region, top, tuple(s for s in range(4) if not suits >> s & 1))
    _INFO[kept] = info
    return info


# ---------------------------------------------------------------------------------------------
# The last draw, in closed form


def _distinct_rank_choices(sets: list[int]) -> int:
    """Ways to pick one rank from each set (bit masks aligned on suit 0) with no rank twice
    (``odds_vector.distinct_ranks``: inclusion-exclusion over the partitions of the suits;
    at most four suits)."""
    return odds_vector.distinct_ranks(sets, int.bit_count)


_FINAL: dict[tuple[int, int], tuple[int, ...]] = {}


def _final_counts(kept: int, pool: int) -> tuple[int, ...]:
    """Cumulative counts for the last draw: entry v = the number of (4 - len(kept))-card draws
    from ``pool`` that make a badugi with high <= v. Kept cards that cannot all be in one
    badugi give zeros. Only ``pool``'s cards in the outs region matter, so that is the cache
    key."""
    info = _partial_info(kept)
    if info is None:
        return (0,) * 14
    region, top, missing = info
    outs = pool & region
    key = (kept, outs)
    found = _FINAL.get(key)
    if found is not None:
        return found
    per_suit = [(outs & _SUIT_BITS[s]) >> s for s in missing]
    cum = [0] * 14
    for v in range(max(top, 1), 14):
        if missing:
            cum[v] = _distinct_rank_choices([x & _UP_TO[v] for x in per_suit])
        else:
            cum[v] = 1  # four kept cards that make a badugi: nothing to draw
    found = _FINAL[key] = tuple(cum)
    return found


def _cumulate(hist: _Counts) -> _Counts:
    out, running = [0] * 14, 0
    for v in range(14):
        running += hist[v]
        out[v] = running
    return out


def _add_scaled(total: _Counts, counts: Iterable[int], weight: int) -> None:
    for v, c in enumerate(counts):
        if c:
            total[v] += weight * c


# ---------------------------------------------------------------------------------------------
# The engine

# Totals are grouped by the denominator they share: a tuple of draw sizes (n1, n2, ...) whose
# pool sizes are known from the first pool, so everything stays in integers until the end.
_Buckets = dict[tuple[int, ...], _Counts]


def _bucket(buckets: _Buckets, key: tuple[int, ...]) -> _Counts:
    found = buckets.get(key)
    if found is None:
        found = buckets[key] = [0] * 14
    return found


def _to_fractions(buckets: _Buckets, pool_size: int) -> list[Fraction]:
    """Add the buckets up as exact probabilities: draw sizes (n1, n2, ...) divide by
    C(m, n1) C(m - n1, n2) ... where m is the first pool's size. Summed over the buckets'
    common denominator, so each value is one Fraction (reduced once)."""
    denominators = {}
    for sizes in buckets:
        denominator, left = 1, pool_size
        for n in sizes:
            denominator *= comb(left, n)
            left -= n
        denominators[sizes] = denominator
    common = lcm(*denominators.values()) if denominators else 1
    numerators = [0] * 14
    for sizes, counts in buckets.items():
        scale = common // denominators[sizes]
        for v in range(14):
            if counts[v]:
                numerators[v] += counts[v] * scale
    return [Fraction(n, common) for n in numerators]


def _one_draw(keep: int, pool: int) -> _Buckets:
    n1 = 4 - keep.bit_count()
    if n1 == 0:
        size, high, _, _ = _best(keep)
        made = [0] * 14
        if size == 4:
            made[high] = 1
        return {(0,): _cumulate(made)}
    return {(n1,): list(_final_counts(keep, pool))}


def _two_draws(keep: int, pool: int) -> _Buckets:
    """First-draw deals grouped by the kept hand: the last draw's outs do not depend on the
    cards thrown in the first (see the module notes)."""
    n1 = 4 - keep.bit_count()
    made: _Counts = [0] * 14
    kept_hands: dict[int, int] = {}
    for deal in _subsets(pool, n1):
        size, high, counted = _keep_after(keep, keep | deal)
        if size == 4:
            made[high] += 1
        else:
            kept_hands[counted] = kept_hands.get(counted, 0) + 1
    buckets: _Buckets = {(n1,): _cumulate(made)}
    for kept, ways in kept_hands.items():
        n2 = 4 - kept.bit_count()
        _add_scaled(_bucket(buckets, (n1, n2)), _final_counts(kept, pool), ways)
    return buckets


def _three_draws(keep: int, pool: int) -> _Buckets:
    n1 = 4 - keep.bit_count()
    made: _Counts = [0] * 14
    thrown: dict[int, list[int]] = {}
    for deal in _subsets(pool, n1):
        size, high, counted = _keep_after(keep, keep | deal)
        if size == 4:
            made[high] += 1
        else:
            thrown.setdefault(counted, []).append(deal & ~counted)
    buckets: _Buckets = {(n1,): _cumulate(made)}
    for kept, discards in thrown.items():
        _SecondStage(kept, discards, pool).run(buckets, n1)
    return buckets


@dataclass
class _SecondStage:
    """The second and last draws from the hand ``kept`` after the first draw, summed over every
    first-draw deal that kept it (they differ only in the cards they threw, ``discards``).

    A second-draw deal S followed by a last-draw completion C is possible after the first-draw
    discard D exactly when D avoids S and C, so each (S, C) counts ``avoiding(S | C)`` times:
    the number of D avoiding a set, by inclusion-exclusion over the subsets W of D with
    ``contains[W]`` = how many D contain W. The second-draw pool is the first pool minus the
    kept cards, D included (the weight takes D out)."""

    kept: int
    discards: list[int]
    pool: int
    contains: dict[int, int] = field(default_factory=dict)
    thrown_any: int = 0
    hot: dict[int, list[tuple[int, int]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for d in self.discards:
            self.thrown_any |= d
            sub = d
            while True:
                self.contains[sub] = self.contains.get(sub, 0) + 1
                if not sub:
                    break
                sub = (sub - 1) & d

    def avoiding(self, cards: int) -> int:
        """How many first-draw discards share no card with ``cards``."""
        common = cards & self.thrown_any
        if not common:
            return len(self.discards)
        total, sub, contains = 0, common, self.contains
        while True:
            c = contains.get(sub)
            if c:
                total += -c if sub.bit_count() & 1 else c
            if not sub:
                return total
            sub = (sub - 1) & common

    def hot_completions(self, kept2: int) -> list[tuple[int, int]]:
        """The last-draw completions of ``kept2`` (mask, high) that use a card some first-draw
        discard threw: the only ones whose weight differs from the second-draw deal's."""
        found = self.hot.get(kept2)
        if found is None:
            found = []
            info = _partial_info(kept2)
            assert info is not None
            region, top, missing = info
            outs = self.pool & region
            if outs & self.thrown_any:
                suits = [_bits(outs & _SUIT_BITS[s]) for s in missing]
                for combo in itertools.product(*suits):
                    cards = 0
                    for c in combo:
                        cards |= c
                    ranks = {(c.bit_length() - 1) // 4 for c in combo}
                    if len(ranks) == len(combo) and cards & self.thrown_any:
                        found.append((cards, max(top, max(ranks) + 1)))
            self.hot[kept2] = found
        return found

    def run(self, buckets: _Buckets, n1: int) -> None:
        n2 = 4 - self.kept.bit_count()
        made: _Counts = [0] * 14
        kept_hands: dict[int, int] = {}
        extra: dict[int, _Counts] = {}  # by last-draw size: corrections for hot completions
        kept, avoiding, pool2 = self.kept, self.avoiding, self.pool & ~self.kept
        for deal in _subsets(pool2, n2):
            weight = avoiding(deal)
            if not weight:
                continue
            size, high, counted = _keep_after(kept, kept | deal)
            if size == 4:
                made[high] += weight
                continue
            kept_hands[counted] = kept_hands.get(counted, 0) + weight
            hot = self.hot_completions(counted)
            if hot:
                fix = extra.setdefault(4 - counted.bit_count(), [0] * 14)
                for cards, top in hot:
                    fix[top] += avoiding(deal | cards) - weight
        _add_scaled(_bucket(buckets, (n1, n2)), _cumulate(made), 1)
        for kept2, ways in kept_hands.items():
            n3 = 4 - kept2.bit_count()
            _add_scaled(_bucket(buckets, (n1, n2, n3)), _final_counts(kept2, self.pool), ways)
        for n3, fix in extra.items():
            _add_scaled(_bucket(buckets, (n1, n2, n3)), _cumulate(fix), 1)


_ENGINES = {1: _one_draw, 2: _two_draws, 3: _three_draws}
