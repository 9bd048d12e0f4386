"""Exact Badugi draw odds for all 16 ways to discard at once, vectorised with numpy.

Same model, same integer counts and the same results as ``odds`` (read its module notes); only
the way of adding them up differs. ``odds`` walks the first-draw deals of one option at a time
in Python (250-330 ms for the 16 options with two draws left, a second or more cold); here one
pass over arrays does all 16:

* The four cards held after the first draw are a four-card set of the cards not dead (the
  pool plus the hand); which hand cards it holds *is* the option (the kept cards), so every
  four-card set of ``pool | hand`` belongs to exactly one option, and the 16 options' first
  draws are one array of at most 270,725 rows (``_Hands``).
* Each row is looked up in the same four-card table as ``evaluate`` (``table4.bin``), the
  tie rule of ``odds_exact._keep_after`` (keep the most held cards among equal partial hands, then
  the first in ``evaluate``'s order) is applied to the few rows it can change, and the kept
  partial hand gets an id (its colex rank among the sets of its size).
* The last draw's closed-form counts (``odds_exact._final_counts``) are computed once per pool for
  every partial hand (``_final_table``), and each option's total is a histogram of kept ids
  times that table.

Integers stay int64 (the largest total is below C(48, 4) times 11^3, far from 2^63); the
callers turn them into the same exact fractions as ``odds`` does.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from functools import cache, reduce
from importlib import resources
from math import comb
from typing import Any

import numpy as np

from cardtable.badugi.hand_value import CLASSES

_BIN = np.array([[comb(n, k) for k in range(5)] for n in range(53)], dtype=np.int64)
_OFFSET = (0, 0, 52, 52 + 1326)  # partial-hand id = _OFFSET[size] + colex rank in its size
N_PARTIAL = 52 + 1326 + 22100
_SIZE = np.array([size for size, _ in CLASSES], dtype=np.int64)
_HIGH = np.array([ranks[0] for _, ranks in CLASSES], dtype=np.int64)
_NIBBLES = sum(1 << (4 * i) for i in range(13))  # bit 0 of every rank's nibble
_UP_TO = np.array([(1 << (4 * v)) - 1 for v in range(4, 14)], dtype=np.int64)  # ranks <= v

# Candidate kept sets of each size as bits over a row's four cards, in the order of
# ``itertools.combinations`` over positions (``evaluate``'s order among equal hands).
_PATTERNS = {
    1: (1, 2, 4, 8),
    2: (3, 5, 9, 6, 10, 12),
    3: (7, 11, 13, 14),
}


def _colex4(cards: np.ndarray) -> np.ndarray:
    """Colex ranks of rows of four card indices sorted ascending."""
    return reduce(operator.add, (_BIN[cards[:, i], i + 1] for i in range(4)))


def _colex_lists() -> dict[int, np.ndarray]:
    """Every k-subset of the 52 card indices (k = 1..4), sorted within a row, rows in colex
    order, so a row's position is its colex rank: the k-subsets whose largest card is d are
    the (k-1)-subsets of range(d), which are the first C(d, k-1) rows of the list before."""
    lists = {1: np.arange(52, dtype=np.int64)[:, None]}
    for k in range(2, 5):
        before = lists[k - 1]
        parts = []
        for d in range(k - 1, 52):
            head = before[: comb(d, k - 1)]
            parts.append(np.hstack([head, np.full((len(head), 1), d, dtype=np.int64)]))
        lists[k] = np.vstack(parts)
    return lists


class _Base:
    """The pool-independent arrays, built once (about 50 ms): every k-subset of the deck
    (k = 1..4) with its card mask, and for four-card sets what ``evaluate`` keeps of them."""

    def __init__(self) -> None:
        lists = _colex_lists()
        self.masks = {
            k: np.bitwise_or.reduce(np.left_shift(np.int64(1), lists[k]), axis=1) for k in lists
        }
        hands = lists[4]
        # table4.bin is in itertools.combinations (lexicographic) order; the lexicographic rank
        # of a set is the reverse of the colex rank of its mirror image (i -> 51 - i).
        lex = comb(52, 4) - 1 - _colex4(51 - hands[:, ::-1])
        raw = resources.files("cardtable.badugi").joinpath("table4.bin").read_bytes()
        table = np.frombuffer(raw, dtype="<u2").astype(np.int64)
        if len(table) != comb(52, 4):
            raise RuntimeError("cardtable/badugi/table4.bin is damaged; rebuild it")
        entry = table[lex]
        self.size = _SIZE[entry >> 4]
        self.high = _HIGH[entry >> 4]
        self.counted = entry & 15
        self.partial = [self._partials(lists[k]) for k in (1, 2, 3)]
        # Partial hands get compact ids: the valid ones of size 1, then 2, then 3.
        self.compact = np.full(N_PARTIAL, -1, dtype=np.int64)
        self.size_starts = [0]
        for k, info in zip((1, 2, 3), self.partial, strict=True):
            start = self.size_starts[-1]
            self.compact[_OFFSET[k] + info["index"]] = start + np.arange(len(info["index"]))
            self.size_starts.append(start + len(info["index"]))
        best_id = self.compact[_partial_ids(hands, np.where(self.size < 4, self.counted, 1))]
        # What a four-card set leads to, as one code: its kept partial hand's compact id, or
        # for a badugi n_ids + its high card.
        self.n_ids = self.size_starts[-1]
        self.code = np.where(self.size == 4, self.n_ids + self.high, best_id)
        self.klass = (entry >> 4).astype(np.int16)  # the set's strength class (``odds_win``)
        ranks = (hands // 4).astype(np.int8)
        # sorted by index, so cards of one rank adjoin
        self.paired = (ranks[:, 0] == ranks[:, 1]) | (ranks[:, 1] == ranks[:, 2])
        self.paired |= ranks[:, 2] == ranks[:, 3]
        self.tie_class, self.tie_choice = self._ties(hands)
        # Kept small (about 5 MB in all): card indices, sizes and codes fit narrow integers.
        self.subsets = {k: v.astype(np.int8) for k, v in lists.items()}
        self.counted = self.counted.astype(np.int8)
        self.code = self.code.astype(np.int16)
        self.tie_class = self.tie_class.astype(np.int16)
        del self.size, self.high  # only needed above

    def _ties(self, hands: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The tie rule of ``odds_exact._keep_after`` as a look-up: for each four-card set whose
        best partial hand has an equal of the same ranks (a shared rank, not a badugi), a class
        id, and per class and held cards (bits over the set's positions) the kept cards.

        A class is (the same-size position patterns that are partial hands of the counted
        ranks, ``evaluate``'s own pattern); its choice: ``evaluate``'s if no equal keeps more
        held cards, else the first equal (in ``evaluate``'s order) that keeps the most."""
        at = np.nonzero(self.paired & (self.size < 4))[0]
        rank_bit = np.left_shift(1, hands[at] // 4)
        suit_bit = np.left_shift(1, hands[at] % 4)
        counted, size = self.counted[at], self.size[at]

        def union(pattern: int | np.ndarray, bits: np.ndarray) -> np.ndarray:
            parts = (np.where((pattern >> i) & 1, bits[:, i], 0) for i in range(4))
            return reduce(operator.add, parts)

        want = union(counted, rank_bit)
        equals = np.zeros(len(at), dtype=np.int64)
        for k, patterns in _PATTERNS.items():
            for pattern in patterns:
                ranks, suits = union(pattern, rank_bit), union(pattern, suit_bit)
                same = (size == k) & (ranks == want) & (np.bitwise_count(suits) == k)
                equals |= same.astype(np.int64) << pattern
        keys, inverse = np.unique(equals * 16 + counted, return_inverse=True)
        choice = np.zeros((len(keys), 16), dtype=np.int64)
        for i, key in enumerate(keys.tolist()):
            mine, found = key & 15, key >> 4
            options = [p for p in _PATTERNS[mine.bit_count()] if found >> p & 1]
            for held in range(16):
                most = max((p & held).bit_count() for p in options)
                if (mine & held).bit_count() == most:
                    choice[i, held] = mine
                else:
                    choice[i, held] = next(p for p in options if (p & held).bit_count() == most)
        classes = np.full(len(hands), -1, dtype=np.int64)
        classes[at] = inverse.ravel()
        return classes, choice

    @staticmethod
    def _partials(subsets: np.ndarray) -> dict[str, np.ndarray]:
        """For the k-subsets that are partial hands (no shared suit or rank): their index in the
        list, outs region (cards of the missing suits whose ranks they lack), high rank and
        missing suits (rows of 4 - k suits)."""
        k = subsets.shape[1]
        ranks, suits = subsets // 4, subsets % 4
        rank_bits = np.bitwise_or.reduce(np.left_shift(1, ranks), axis=1)
        suit_bits = np.bitwise_or.reduce(np.left_shift(1, suits), axis=1)
        distinct = (np.bitwise_count(rank_bits) == k) & (np.bitwise_count(suit_bits) == k)
        valid = np.nonzero(distinct)[0]
        rank_bits, suit_bits = rank_bits[valid], suit_bits[valid]
        region = np.full(len(valid), (1 << 52) - 1, dtype=np.int64)
        for s in range(4):
            region &= np.where(suit_bits >> s & 1, ~np.int64(_NIBBLES << s), -1)
        for r in range(13):
            region &= np.where(rank_bits >> r & 1, ~np.int64(0xF << (4 * r)), -1)
        missing = np.array(
            [([s for s in range(4) if not m >> s & 1] + [0, 0, 0, 0])[:4] for m in range(16)],
            dtype=np.int64,
        )[suit_bits][:, : 4 - k]
        top = ranks[valid].max(axis=1) + 1
        return {
            "index": valid,
            "region": region,
            "below_top": np.arange(4, 14)[None, :] < top[:, None],
            "missing": missing,
        }


@cache
def base() -> _Base:
    return _Base()


def distinct_ranks(sets: Sequence[Any], count: Callable[[Any], Any]) -> Any:
    """Ways to pick one rank from each of one to four rank sets (bit masks aligned on suit 0)
    with no rank twice: inclusion-exclusion over the partitions of the sets, a block of b sets
    forced to share a rank weighing (-1)^(b-1) (b-1)!. ``count`` is the popcount: ``int.
    bit_count`` for Python ints (``odds``), a numpy one for arrays of masks (the vector
    passes), so one formula serves both."""
    n = len(sets)
    if n == 1:
        return count(sets[0])
    if n == 2:
        a, b = sets
        return count(a) * count(b) - count(a & b)
    if n == 3:
        a, b, c = sets
        na, nb, nc = count(a), count(b), count(c)
        return (
            na * nb * nc
            - count(a & b) * nc
            - count(a & c) * nb
            - count(b & c) * na
            + 2 * count(a & b & c)
        )
    a, b, c, d = sets
    singles = [count(x) for x in sets]
    pairs = {(i, j): count(sets[i] & sets[j]) for i in range(4) for j in range(i + 1, 4)}
    total = singles[0] * singles[1] * singles[2] * singles[3]
    for (i, j), both in pairs.items():
        k, m = (x for x in range(4) if x not in (i, j))
        total = total - both * singles[k] * singles[m]
    total = (
        total + pairs[0, 1] * pairs[2, 3] + pairs[0, 2] * pairs[1, 3] + pairs[0, 3] * pairs[1, 2]
    )
    for i in range(4):
        rest = [sets[x] for x in range(4) if x != i]
        total = total + 2 * count(rest[0] & rest[1] & rest[2]) * singles[i]
    return total - 6 * count(a & b & c & d)


def popcount64(masks: np.ndarray) -> np.ndarray:
    """Set bits of each mask, as int64 (room for the products ``distinct_ranks`` forms)."""
    return np.bitwise_count(masks).astype(np.int64)


def _distinct_choices(sets: np.ndarray) -> np.ndarray:
    """``distinct_ranks`` for many rows at once: ``sets`` is (rows, suits, v) of rank sets
    aligned on suit 0."""
    return distinct_ranks([sets[:, i] for i in range(sets.shape[1])], popcount64)


def final_table(pool: int) -> np.ndarray:
    """``odds_exact._final_counts(kept, pool)`` for every partial hand at once: an int64 array of
    cumulative counts for v = 4..13 (below 4 they are 0), rows by compact partial-hand id."""
    tables = base()
    out = np.zeros((tables.size_starts[-1], 10), dtype=np.int64)
    pool64 = np.int64(pool)
    for k, info in zip((1, 2, 3), tables.partial, strict=True):
        outs = info["region"] & pool64
        per_suit = np.stack([(outs >> s) & _NIBBLES for s in range(4)], axis=1)
        sets = np.take_along_axis(per_suit, info["missing"], axis=1)
        counts = _distinct_choices(sets[:, :, None] & _UP_TO[None, None, :])
        counts[info["below_top"]] = 0
        out[tables.size_starts[k - 1] : tables.size_starts[k]] = counts
    return out


def _partial_ids(cards: np.ndarray, counted: np.ndarray) -> np.ndarray:
    """The partial-hand id of each row's counted cards (bits over its four sorted cards)."""
    ids = np.zeros(len(cards), dtype=np.int64)
    taken = np.zeros(len(cards), dtype=np.int64)
    for i in range(4):
        on = (counted >> i) & 1
        ids += on * _BIN[cards[:, i], np.minimum(taken + 1, 4)]
        taken += on
    return ids + np.array(_OFFSET, dtype=np.int64)[taken]


def _first_draws(hand: list[int], pool: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The hands after the first draw of the 15 options that keep cards: (option, colex rank
    of the four cards, bits of the held ones over the set's positions, lowest card first).
    Option bit j = ``hand[j]`` kept; the draws are the (4 - k)-subsets of the pool. The colex
    rank of kept + drawn is summed card by card from each card's position in the union (the
    number of its cards below it), so no row is sorted."""
    tables = base()
    pool64 = np.int64(pool)
    draws: dict[int, np.ndarray] = {
        n: tables.subsets[n][(tables.masks[n] & ~pool64) == 0] for n in (1, 2, 3)
    }
    draws[0] = np.zeros((1, 0), dtype=np.int64)
    # above[n][j][:, i]: drawn card i of an n-card draw lies above hand[j]
    above = {n: [(d > h).astype(np.int64) for h in hand] for n, d in draws.items()}
    options, colexes, helds = [], [], []
    for keep in range(1, 16):
        kept = [j for j in range(4) if keep >> j & 1]
        n1 = 4 - len(kept)
        drawn = draws[n1]
        below = np.arange(1, n1 + 1) + sum(above[n1][j] for j in kept)
        colex = sum(_BIN[drawn[:, i], below[:, i]] for i in range(n1)) if n1 else 0
        held = np.zeros(len(drawn), dtype=np.int64)
        for j in kept:
            under = n1 - above[n1][j].sum(axis=1) + sum(hand[g] < hand[j] for g in kept)
            colex = colex + _BIN[hand[j], under + 1]
            held |= np.left_shift(1, under)
        options.append(np.full(len(drawn), keep, dtype=np.int64))
        colexes.append(colex)
        helds.append(held)
    return np.concatenate(options), np.concatenate(colexes), np.concatenate(helds)


def first_draw_rows(hand: list[int], pool: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every hand the first draw can give, for all 16 options: (option, colex rank of the
    four cards, code), one row per equally likely deal of the option. The code is the kept
    partial hand's compact id with the tie rule of ``odds_exact._keep_after`` applied, or
    ``n_ids + high`` for a badugi. Option bit j = ``hand[j]`` kept; keeping nothing deals every
    four-card set of the pool (nothing held, so no tie rule)."""
    tables = base()
    fresh = np.nonzero((tables.masks[4] & ~np.int64(pool)) == 0)[0]
    option, colex, held = _first_draws(hand, pool)
    code = tables.code[colex].astype(np.int64)
    tie = tables.tie_class[colex]
    fix = np.nonzero((tie >= 0) & ((tables.counted[colex] & held) != held))[0]
    if len(fix):
        counted = tables.tie_choice[tie[fix], held[fix]]
        code[fix] = tables.compact[_partial_ids(tables.subsets[4][colex[fix]], counted)]
    return (
        np.concatenate([np.zeros(len(fresh), dtype=np.int64), option]),
        np.concatenate([fresh, colex]),
        np.concatenate([tables.code[fresh].astype(np.int64), code]),
    )


def two_draw_counts(hand: list[int], pool: int) -> list[dict[tuple[int, ...], list[int]]]:
    """The buckets ``odds_exact._two_draws`` gives for each keep mask 0..15 (bit j = ``hand[j]``
    kept), for all 16 at once. ``hand``: four card indices; ``pool``: the unseen cards."""
    tables = base()
    option, _colex, code = first_draw_rows(hand, pool)
    width = tables.n_ids + 14
    counts = np.bincount(option * width + code, minlength=16 * width).reshape(16, width)
    return _buckets(counts[:, tables.n_ids :], counts[:, : tables.n_ids], final_table(pool))


def _buckets(
    hist: np.ndarray, kept: np.ndarray, final: np.ndarray
) -> list[dict[tuple[int, ...], list[int]]]:
    """Per option (row): made badugis by high (``hist``) and kept partial hands by id
    (``kept``) turned into ``odds``' buckets, the last draw's counts from ``final``: the kept
    ids that occur, times their counts, summed per (option, kept size)."""
    option, ids = np.nonzero(kept)  # sorted by option, then id (so by size within an option)
    size = np.searchsorted(np.array(base().size_starts[1:]), ids, side="right") + 1
    group = option * 4 + size
    weighted = final[ids] * kept[option, ids][:, None]
    firsts = np.concatenate([[0], np.nonzero(np.diff(group))[0] + 1]) if len(group) else []
    totals = np.add.reduceat(weighted, firsts, axis=0) if len(group) else []
    per: dict[tuple[int, int], list[int]] = {}
    for at, total in zip(firsts, totals, strict=True):
        per[int(option[at]), int(size[at])] = [0, 0, 0, 0, *total.tolist()]
    made = np.cumsum(hist, axis=1)
    out = []
    for keep in range(len(kept)):
        n1 = 4 - keep.bit_count()
        buckets: dict[tuple[int, ...], list[int]] = {(n1,): made[keep].tolist()}
        for k in (1, 2, 3):
            if (keep, k) in per:
                buckets[(n1, 4 - k)] = per[keep, k]
        out.append(buckets)
    return out
