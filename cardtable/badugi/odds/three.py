"""Exact three-draw Badugi odds with dead cards, for all 16 ways to discard at once (numpy).

Same model, same integer counts and the same results as ``odds_exact._three_draws`` (read the module
notes of ``odds`` first); only the way of adding them up differs. With nothing dead the shipped
table answers (``odds_table``); this pass is for three-draw spots with dead cards (given
through the API; never at the table or in the trainer), where the engine takes 20-70 s.

The sum:

* First draw. Every four-card set the first draw can give, for all 16 options, is a row (as in
  ``odds_vector``); its kept partial hand ``K1`` (the tie rule included) comes from the
  four-card table. A row leaves a *state* ``(K1, D)``: ``D``, the drawn cards it threw (at most
  three, each sharing a suit or a rank with ``K1``; alone with ``K1`` each keeps ``K1``).
* From a state the rest of the hand is the two-draw value of holding ``K1`` with the pool minus
  ``D``. Inclusion-exclusion over the subsets ``W`` of ``D`` gives ``F(K1, D) = sum over W of
  (-1)^|W| M(K1, W)``, ``M(K1, W)`` = the second- and last-draw paths from ``K1`` in the whole
  pool whose cards include ``W``: far fewer keys than states (about 19,000 for 200,000), most
  shared (``M(K1, {})`` is one value per kept hand, ``M(K1, {d})`` per thrown card). When
  ``K1`` and ``D`` make four cards, the only second draw containing ``D`` gives the first
  draw's cards back, so ``K2 = K1``.
* A path contains ``W`` because the second draw ``S`` dealt it or because a card of ``W`` comes
  in the last draw: a "hot" out, thrown in the first draw and an out again because the second
  draw dropped the card of ``K1`` it clashed with. Both kinds are summed from pool-independent
  tables (``_ThreeCard``, ``_TwoCard``, ``_OneCard``) built from every second draw of every
  ``K1`` and checked against the four-card table when built:

  - a second draw keeps what ``K1`` plus its kept drawn cards alone keep, so most draws are
    one kept card with a mask of idle partners (counted with popcounts), and a thrown card w
    changes only the few draws that keep w (short lists);
  - the draws keeping all drawn cards fall into a few product-shaped classes (a region card
    and a lower card of a dropped card's suit, ...) summed in closed form: counts of systems
    of distinct ranks over per-suit rank sets (``_distinct2`` .. ``_distinct4``), as
    ``odds_exact._final_counts`` counts the last draw;
  - the states keeping nothing and three cards are counted per ``K1`` (popcounts), not listed.

Everything ends in (option, draw sizes, code) histograms with integer weights -- a code is a
kept partial hand or a badugi's high card -- multiplied by the last draw's closed-form counts
(``odds_vector.final_table``), plus some 10-value vectors from the closed forms. Integer sums
go through float64 only where every partial sum is checked below 2^53 (exact), and products
are cut small enough that OpenBLAS runs them on the calling thread (its worker threads would
otherwise spin afterwards, taking the second core of a busy two-core machine).

Cost: tables about 2 s once (7 MB kept); a spot 70-120 ms on a loaded two-core machine.
"""

from __future__ import annotations

import itertools
import operator
from functools import cache, reduce

import numpy as np

from cardtable.badugi.odds.vector import (
    _BIN,
    _OFFSET,
    _colex4,
    _first_draws,
    _partial_ids,
    base,
    distinct_ranks,
    final_table,
    popcount64,
)


def _distinct(*sets: np.ndarray) -> np.ndarray:
    """Systems of pairwise different ranks, one from each aligned rank set."""
    return distinct_ranks(sets, popcount64)


_SUIT_BITS = np.array([sum(1 << (4 * r + s) for r in range(13)) for s in range(4)], np.int64)
_RANK_BITS = np.array([0xF << (4 * r) for r in range(13)], dtype=np.int64)


def _codes(cards: np.ndarray, held: np.ndarray) -> np.ndarray:
    """The code of each row of four sorted cards with ``held`` (bits over its positions) held:
    the compact id of the partial hand ``odds_exact._keep_after`` keeps, or ``n_ids + high`` for a
    badugi."""
    tables = base()
    colex = _colex4(cards)
    code = tables.code[colex].astype(np.int64)
    tie = tables.tie_class[colex]
    counted = tables.counted[colex].astype(np.int64)
    fix = np.nonzero((tie >= 0) & ((counted & held) != held))[0]
    if len(fix):
        chosen = tables.tie_choice[tie[fix], held[fix]]
        code[fix] = tables.compact[_partial_ids(cards[fix], chosen)]
    return code


def _set_codes(cards: np.ndarray) -> np.ndarray:
    """The code of each row of sorted cards that make a partial hand (1-3 cards) or a badugi
    (4 cards)."""
    tables = base()
    size = cards.shape[1]
    if size == 4:
        return tables.n_ids + cards[:, 3] // 4 + 1
    colex = sum(_BIN[cards[:, i], i + 1] for i in range(size))
    return tables.compact[_OFFSET[size] + colex]


def _bit_rows(rows: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(row, card) for every set bit of ``masks`` (one mask per row)."""
    out_rows, out_cards = [], []
    while len(masks):
        low = masks & -masks
        out_rows.append(rows)
        out_cards.append(np.log2(low.astype(np.float64)).astype(np.int64))
        masks = masks & ~low
        left = masks != 0
        rows, masks = rows[left], masks[left]
    if not out_rows:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.concatenate(out_rows), np.concatenate(out_cards)


def _narrow(owner: object, names: str, drop: str = "") -> None:
    """Store the named integer arrays in the narrowest type their values fit (card indices,
    codes, offsets: a few MB instead of tens) and forget the ``drop`` ones (build-only)."""
    for name in names.split():
        values = getattr(owner, name)
        lo, hi = (int(values.min()), int(values.max())) if values.size else (0, 0)
        for kind in (np.int8, np.int16, np.int32):
            info = np.iinfo(kind)
            if info.min <= lo and hi <= info.max:
                setattr(owner, name, values.astype(kind))
                break
    for name in drop.split():
        delattr(owner, name)


class _Leaves:
    """Every second draw from every partial hand ``K1`` of one size ``k``: the pool-independent
    half of the two-draw values the states need.

    ``cards`` (n, k): the partial hands (compact ids ``start .. start + n``); ``others`` (n,
    52 - k): the other cards in index order; ``combos`` (L, 4 - k): the second draws as
    positions in ``others``; ``code`` (n, L): what holding ``K1`` and drawing the combo keeps.
    Only needed while the per-size structures are built from it."""

    def __init__(self, k: int, cards: np.ndarray, start: int) -> None:
        self.k, self.n2, self.start = k, 4 - k, start
        self.cards = cards
        n = len(cards)
        every = np.arange(52)
        self.others = np.array([every[~np.isin(every, row)] for row in cards], dtype=np.int64)
        self.combos = np.array(list(itertools.combinations(range(52 - k), 4 - k)), np.int64)
        length = len(self.combos)
        self.code = np.empty((n, length), dtype=np.int16)
        step = max(1, 300_000 // length)
        for first in range(0, n, step):
            part = cards[first : first + step]
            drawn = self.others[first : first + step][:, self.combos]
            hands = np.concatenate(
                [np.broadcast_to(part[:, None, :], (len(part), length, k)), drawn], axis=2
            ).reshape(-1, 4)
            hands.sort(axis=1)
            kept = np.repeat(part, length, axis=0)
            held = reduce(
                operator.or_,
                ((hands[:, i : i + 1] == kept).any(axis=1).astype(np.int64) << i for i in range(4)),
            )
            self.code[first : first + step] = _codes(hands, held).reshape(len(part), length)


class _Tables:
    """The pool-independent arrays, built once (a second or two)."""

    def __init__(self) -> None:
        tables = base()
        self.n_ids = tables.n_ids
        self.width = tables.n_ids + 14
        cards, masks, regions = {}, [], []
        for k, info in zip((1, 2, 3), tables.partial, strict=True):
            cards[k] = tables.subsets[k][info["index"]].astype(np.int64)
            masks.append(np.bitwise_or.reduce(np.left_shift(np.int64(1), cards[k]), axis=1))
            regions.append(info["region"])
        self.pmask = np.concatenate(masks)
        self.region = np.concatenate(regions)
        self.psize = np.concatenate([np.full(len(cards[k]), k) for k in (1, 2, 3)])
        # n3 (cards drawn last) of a second-draw code: 4 - size, 0 for a made badugi
        self.n3_of = np.concatenate([4 - self.psize, np.zeros(14, np.int64)])
        self.size_of = np.concatenate([self.psize, np.zeros(14, np.int64)])
        self.size_ranges = [
            (k, tables.size_starts[k - 1], tables.size_starts[k]) for k in (1, 2, 3)
        ]
        # the first draw keeping nothing, by four-card set (colex): the kept hand's size (0 for
        # a badugi) and the three or fewer cards thrown, ascending, padded with -1
        hands = tables.subsets[4].astype(np.int64)
        counted = tables.counted.astype(np.int64)
        self.nothing_size = self.size_of[tables.code].astype(np.int8)
        dead = np.full((len(hands), 3), -1, dtype=np.int8)
        slot = np.zeros(len(hands), dtype=np.int64)
        for i in range(4):
            on = np.nonzero(((counted >> i) & 1) == 0)[0]
            on = on[self.nothing_size[on] > 0]
            dead[on, slot[on]] = hands[on, i]
            slot[on] += 1
        self.nothing_dead = dead
        # every second draw from every K1, needed only to build (and check) these
        self.three = _ThreeCard(_Leaves(3, cards[3], tables.size_starts[2]), self)
        self.two = _TwoCard(_Leaves(2, cards[2], tables.size_starts[1]), self)
        self.one = _OneCard(_Leaves(1, cards[1], tables.size_starts[0]), self)


@cache
def tables() -> _Tables:
    return _Tables()


class _Histogram:
    """Integer weights per (option, n2, n3, code), gathered as lists and summed once.

    A second-draw code's own n3 is 4 - its size (0 for a made badugi); entries with their
    own n3 ("cold") and hot outs (n3 = the own n3 of K2, the code being K2 plus the outs)
    are kept apart, so the sums are two histograms of (option, n2, code) with badugi codes
    split by n3 (slots n_ids + 14 n3 + high) and, for hot partial hands, by the number of outs."""

    def __init__(self, tabs: _Tables) -> None:
        self.n_ids, self.n3_of, self.size_ranges = tabs.n_ids, tabs.n3_of, tabs.size_ranges
        self.width = self.n_ids + 56
        self.index: list[np.ndarray] = []
        self.weight: list[np.ndarray] = []

    def add(self, option, n2, n3, code, weight) -> None:  # noqa: ANN001
        """Entries (option, n2, n3, code, weight); n3 given per entry (or one for all)."""
        code = np.asarray(code, dtype=np.int64)
        option = np.broadcast_to(np.asarray(option, dtype=np.int64), code.shape)
        n3 = np.asarray(n3, dtype=np.int64)
        made = code >= self.n_ids
        own = self.n3_of[np.where(made, 0, code)]
        slot = np.where(made, code + 14 * n3, code)
        # hot partial hands: n3 = own + outs (1 or 2) -> second histogram, past the first
        extra = np.where(made, 0, n3 - own)
        self.index.append((option * 9 + (3 * (n2 - 1)) + extra) * self.width + slot)
        self._weight(weight, code.shape)

    def add_cold(self, option, n2, code, weight) -> None:  # noqa: ANN001
        """Entries at their code's own n3 (most of them): no per-entry n3 bookkeeping."""
        code = np.asarray(code, dtype=np.int64)
        self.index.append((option * 9 + 3 * (n2 - 1)) * self.width + code)
        self._weight(weight, code.shape)

    def _weight(self, weight, shape: tuple[int, ...]) -> None:  # noqa: ANN001
        if np.ndim(weight):
            self.weight.append(np.asarray(weight, dtype=np.float64))
        else:
            self.weight.append(np.full(shape, float(weight)))

    def add_many(self, option: np.ndarray, n2: int, n3: int, code: np.ndarray, weight: int) -> None:
        """Many entries of one (n2, n3) and one weight, summed by (option, code) first."""
        if not len(option):
            return
        summed = np.bincount(option * self.width + code, minlength=16 * self.width)
        at = np.flatnonzero(summed)
        self.add(at // self.width, n2, n3, at % self.width, weight * summed[at])

    def totals(self, final: np.ndarray) -> np.ndarray:
        """sum of weight x count by (option, n2, n3): (16, 3, 4, 10) int64, where a code's
        count is the last draw's cumulative counts ``final`` (partial hands) or, for a made
        badugi, 1 at every v >= its high."""
        out = np.zeros((16, 3, 4, 10), dtype=np.int64)
        if not self.index:
            return out
        summed = np.bincount(
            np.concatenate(self.index),
            weights=np.concatenate(self.weight),
            minlength=16 * 3 * 3 * self.width,
        ).reshape(16, 3, 3, self.width)
        n_ids = self.n_ids
        made = summed[:, :, 0, n_ids:].reshape(16, 3, 4, 14)
        out += np.rint(np.cumsum(made, axis=3)[..., 4:]).astype(np.int64)
        rows = summed[..., :n_ids].reshape(-1, n_ids)  # (option, n2, extra outs) rows
        weight = np.abs(rows).sum(axis=1)
        if weight.max(initial=0) * final.max(initial=0) >= 2**53:
            raise ArithmeticError("three-draw counts left float64's exact range")
        live = np.flatnonzero(weight)
        rows = rows[live]
        option, n2, extra = live // 9, live // 3 % 3, live % 3
        for size, lo, hi in self.size_ranges:
            # pieces with m n k below OpenBLAS's threading threshold (262,144)
            step = max(1, 262_000 // (final.shape[1] * (hi - lo)))
            block = np.empty((len(rows), final.shape[1]))
            for first in range(0, len(rows), step):
                block[first : first + step] = rows[first : first + step, lo:hi] @ final[lo:hi]
            n3 = 4 - size + extra
            fits = n3 <= 3
            np.add.at(
                out, (option[fits], n2[fits], n3[fits]), np.rint(block[fits]).astype(np.int64)
            )
        return out


def three_draw_counts(hand: list[int], pool: int) -> list[dict[tuple[int, ...], list[int]]]:
    """The buckets ``odds_exact._three_draws`` gives for each keep mask 0..15 (bit j = ``hand[j]``
    kept), for all 16 at once. ``hand``: four card indices; ``pool``: the unseen cards."""
    tabs, vec = tables(), base()
    n_ids = tabs.n_ids
    in_pool = ((np.int64(pool) >> np.arange(52)) & 1).astype(bool)

    # The first draw keeping nothing: every four-card set of the pool, its states read from
    # the tables. The other 15 options: as odds_vector.two_draw_counts, keeping the patterns.
    fresh = np.flatnonzero((vec.masks[4] & ~np.int64(pool)) == 0)
    option, colex, held = _first_draws(hand, pool)
    code = vec.code[colex].astype(np.int64)
    counted = vec.counted[colex].astype(np.int64)
    tie = vec.tie_class[colex]
    fix = np.nonzero((tie >= 0) & ((counted & held) != held))[0]
    if len(fix):
        chosen = vec.tie_choice[tie[fix], held[fix]]
        code[fix] = vec.compact[_partial_ids(vec.subsets[4][colex[fix]].astype(np.int64), chosen)]
    fresh_code = vec.code[fresh]
    made1 = np.zeros((16, 14), dtype=np.int64)
    made1[0] = np.bincount(fresh_code[fresh_code >= n_ids] - n_ids, minlength=14)
    made = code >= n_ids
    made1 += np.bincount(option[made] * 14 + code[made] - n_ids, minlength=16 * 14).reshape(16, 14)

    # States (option, K1, D): D = the drawn cards thrown (the four cards minus K1 minus the
    # kept hand cards), as up to three card indices ascending, padded with -1.
    size = tabs.size_of[code]
    fresh_size = tabs.nothing_size[fresh]
    kept_hand = np.array(
        [sum(1 << hand[j] for j in range(4) if keep >> j & 1) for keep in range(16)], dtype=np.int64
    )
    sums = _Sums(tabs)
    for k, part in ((3, _three_card_states), (2, _two_card_states), (1, _one_card_states)):
        at = np.flatnonzero(size == k)
        nothing = fresh[fresh_size == k] if k != 3 else fresh[:0]  # (3: counted per K1)
        o = np.concatenate([np.zeros(len(nothing), np.int64), option[at]])
        k1 = np.concatenate([vec.code[nothing].astype(np.int64), code[at]])
        thrown = vec.masks[4][colex[at]] & ~tabs.pmask[code[at]] & ~kept_hand[option[at]]
        dead = np.empty((len(o), 3), dtype=np.int64)
        dead[: len(nothing)] = tabs.nothing_dead[nothing]
        for j in range(3):
            low = thrown & -thrown
            dead[len(nothing) :, j] = np.where(
                low != 0, np.bitwise_count(low - 1).astype(np.int64), -1
            )
            thrown ^= low
        if len(o) or k == 3:
            part(tabs, sums, in_pool, pool, o, k1, dead, (dead >= 0).sum(axis=1))

    final = np.ascontiguousarray(final_table(pool).astype(np.float64))
    totals = sums.hist.totals(final) + sums.vectors[:, 1:]
    nonzero = np.asarray(totals.any(axis=3))
    out = []
    for keep in range(16):
        n1 = 4 - keep.bit_count()
        buckets: dict[tuple[int, ...], list[int]] = {(n1,): np.cumsum(made1[keep]).tolist()}
        for n2, n3 in zip(*np.nonzero(nonzero[keep]), strict=True):
            key = (n1, int(n2) + 1) if n3 == 0 else (n1, int(n2) + 1, int(n3))
            buckets[key] = [0, 0, 0, 0, *totals[keep, n2, n3].tolist()]
        out.append(buckets)
    return out


def _pair_value(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """A comparable value of a two-card partial hand from its ranks (lower = stronger)."""
    top, bottom = np.maximum(low, high), np.minimum(low, high)
    return top * 16 + bottom


class _TwoCard:
    """The second draws from each two-card K1 = {a, b}, split by which drawn cards the kept
    hand K2 holds: a second draw {x, y} keeps exactly what {a, b, c} alone would keep, g(c),
    where c is the one drawn card kept (none kept: K1 itself). So the sum over every second
    draw is a sum over single cards c with counts of their idle partners (popcounts), plus the
    draws that keep both cards (``both``) or make a badugi (closed form over the region).

    Arrays by K1 row and card: ``g`` (code), ``one`` (partners x with K2 = g(c), as a mask),
    ``none`` (partners with K2 = K1); ``both_*``: the draws keeping both cards; ``rel_*``: for
    each card w sharing a suit or rank with K1, the draws {w, y} keeping w (by key row * 52 +
    w); ``hot_*``: (K1, y, c) where y is an out of g(c) and shares a suit or rank with K1."""

    def __init__(self, leaves: _Leaves, tabs: _Tables) -> None:
        n, n_ids = len(leaves.cards), tabs.n_ids
        a, b = leaves.cards[:, 0], leaves.cards[:, 1]
        kmask = (np.int64(1) << a) | (np.int64(1) << b)
        self.k1_id = leaves.start + np.arange(n)
        self.kmask = kmask
        self.top = np.maximum(a, b) // 4 + 1
        self.cards = leaves.cards
        self.region = tabs.region[self.k1_id]
        clash = _SUIT_BITS[a % 4] | _RANK_BITS[a // 4] | _SUIT_BITS[b % 4] | _RANK_BITS[b // 4]
        self.clash = clash & ~kmask
        self.g = self._single(leaves, tabs)
        code = leaves.code.astype(np.int64)
        x = leaves.others[:, leaves.combos[:, 0]]
        y = leaves.others[:, leaves.combos[:, 1]]
        made = code >= n_ids
        kept = np.where(made, 0, tabs.pmask[np.where(made, 0, code)])
        x_in = ((kept >> x) & 1).astype(bool) & ~made
        y_in = ((kept >> y) & 1).astype(bool) & ~made
        rows = np.broadcast_to(np.arange(n)[:, None], code.shape)
        none = ~made & ~x_in & ~y_in
        one_x, one_y = x_in & ~y_in, y_in & ~x_in
        both = x_in & y_in
        k1 = self.k1_id[:, None]
        g_x = self.g[rows, x]
        g_y = self.g[rows, y]
        if not (
            np.array_equal(code[one_x], g_x[one_x])
            and np.array_equal(code[one_y], g_y[one_y])
            and (code[none] == np.broadcast_to(k1, code.shape)[none]).all()
            and (g_x[none] == np.broadcast_to(k1, code.shape)[none]).all()
            and (g_y[none] == np.broadcast_to(k1, code.shape)[none]).all()
        ):
            raise AssertionError("a second draw did not keep what its kept card alone keeps")
        self.one = np.zeros((n, 52), dtype=np.int64)
        self.none = np.zeros((n, 52), dtype=np.int64)
        for sel, c, other in ((one_x, x, y), (one_y, y, x)):
            np.bitwise_or.at(self.one, (rows[sel], c[sel]), np.int64(1) << other[sel])
        for c, other in ((x, y), (y, x)):
            np.bitwise_or.at(self.none, (rows[none], c[none]), np.int64(1) << other[none])
        # made: the draw is two region cards of different suits and ranks
        if not np.array_equal(
            made,
            ((self.region[:, None] >> x) & (self.region[:, None] >> y) & 1).astype(bool)
            & (x % 4 != y % 4)
            & (x // 4 != y // 4),
        ):
            raise AssertionError("a made second draw is not two region cards")
        # draws keeping a card of K1 and both drawn cards: two product-shaped classes in closed
        # form (``_held_pairs``); the draws keeping just the two drawn cards are listed
        held_both = both & (np.bitwise_count(kept) == 3)
        self._check_held_pairs(leaves, x, y, held_both, kept, tabs)
        both = both & ~held_both
        self.both_row, self.both_x, self.both_y = rows[both], x[both], y[both]
        self.both_code = code[both]
        # rel: draws {w, y} keeping w, for w sharing a suit or rank with K1 (never made)
        rel = []
        # only for cards a first draw can have thrown with K1 kept: alone with K1 they leave
        # K1 (g(K1, w) = K1; keep({a, b, w}) is K1 when keep(first four cards) is)
        weak = self.g == self.k1_id[:, None]
        # w of a K1 card's rank in a new suit, with the other card of that K1 card's suit and a
        # rank new to K1: the (1b) draws, in closed form (``_rank_partner_rel``), not listed
        lone = np.zeros(code.shape, dtype=bool)
        for w, other in ((x, y), (y, x)):
            for own in (a, b):
                lone |= (
                    (w // 4 == (own // 4)[:, None])
                    & (w % 4 != (a % 4)[:, None])
                    & (w % 4 != (b % 4)[:, None])
                    & (other % 4 == (own % 4)[:, None])
                    & (other // 4 != (a // 4)[:, None])
                    & (other // 4 != (b // 4)[:, None])
                )
        for sel, w, other in ((x_in, x, y), (y_in, y, x)):
            rank_mate = ((w // 4 == (a // 4)[:, None]) | (w // 4 == (b // 4)[:, None])) & (
                (w % 4 != (a % 4)[:, None]) & (w % 4 != (b % 4)[:, None])
            )
            on = sel & weak[rows, w] & ~(lone & rank_mate)
            rel.append((rows[on] * 52 + w[on], other[on], code[on]))
        key = np.concatenate([r[0] for r in rel])
        order = np.argsort(key, kind="stable")
        rel_key = key[order]
        self.rel_other = np.concatenate([r[1] for r in rel])[order]
        self.rel_code = np.concatenate([r[2] for r in rel])[order]
        self.rel_g = self.g[rel_key // 52, self.rel_other]
        # hot both-draws: (row, y, x1, x2) with y an out of K2 that clashes with K1
        out = tabs.region[np.where(both, code, 0)] & self.clash[:, None]
        cells = np.nonzero((out * both).ravel())[0]
        cell, ys = _bit_rows(cells, out.ravel()[cells])
        key = (cell // code.shape[1]) * 52 + ys
        order = np.argsort(key, kind="stable")
        self.hotb_key = key[order]
        self.hotb_x = x.ravel()[cell][order]
        self.hotb_y = y.ravel()[cell][order]
        self.hotb_code = _union_codes(kept.ravel()[cell], ys[:, None])[order]
        self.hotb_n3 = (4 - np.bitwise_count(kept.ravel()[cell]))[order]
        # hot centres: (row, y, c) with y an out of g(c) that clashes with K1
        gc = self.g
        partial = gc >= 0
        hot = np.zeros((n, 52), dtype=np.int64)
        hot[partial] = (
            tabs.region[gc[partial]] & np.broadcast_to(self.clash[:, None], gc.shape)[partial]
        )
        hot[self.one == 0] = 0  # only centres with idle partners matter
        cells = np.nonzero(hot.ravel())[0]
        cell, ys = _bit_rows(cells, hot.ravel()[cells])
        r, c = cell // 52, cell % 52
        hotcode = _union_codes(tabs.pmask[gc[r, c]], ys[:, None])
        key = r * 52 + ys
        order = np.argsort(key, kind="stable")
        self.hot_key, self.hot_c = key[order], c[order]
        self.hot_code = hotcode[order]
        self.hot_n3 = (4 - tabs.psize[gc[r, c]])[order]
        # pairs {y1 < y2} of such outs, both out at the end: from centres and from both-draws
        pairs = []
        for src_row, src_mask, centre, draw_x, draw_y, kept_mask, n3 in (
            (
                (r_c := np.nonzero(hot.ravel())[0]) // 52,
                hot.ravel()[r_c],
                r_c % 52,
                -1,
                -1,
                tabs.pmask[gc.ravel()[r_c]],
                4 - tabs.psize[gc.ravel()[r_c]],
            ),
            (
                (r_b := np.nonzero((out * both).ravel())[0]) // code.shape[1],
                out.ravel()[r_b],
                -1,
                x.ravel()[r_b],
                y.ravel()[r_b],
                kept.ravel()[r_b],
                4 - np.bitwise_count(kept.ravel()[r_b]),
            ),
        ):
            many = np.nonzero(np.bitwise_count(src_mask) >= 2)[0]
            idx, cards = _bit_rows(many, src_mask[many])
            order = np.lexsort((cards, idx))
            idx, cards = idx[order], cards[order]
            for gap in (1, 2, 3):
                first = np.nonzero(idx[:-gap] == idx[gap:])[0]
                y1, y2 = cards[first], cards[first + gap]
                fine = (y1 // 4 != y2 // 4) & (y1 % 4 != y2 % 4)
                first, y1, y2 = first[fine], y1[fine], y2[fine]
                at = idx[first]
                pairs.append(
                    (
                        src_row[at] * 2704 + y1 * 52 + y2,
                        np.broadcast_to(centre, len(src_mask))[at]
                        if np.ndim(centre)
                        else np.full(len(at), -1),
                        np.broadcast_to(draw_x, len(src_mask))[at]
                        if np.ndim(draw_x)
                        else np.full(len(at), -1),
                        np.broadcast_to(draw_y, len(src_mask))[at]
                        if np.ndim(draw_y)
                        else np.full(len(at), -1),
                        _union_codes(kept_mask[at], np.stack([y1, y2], axis=1)),
                        np.asarray(n3)[at],
                    )
                )
        key = np.concatenate([p[0] for p in pairs])
        order = np.argsort(key, kind="stable")
        self.hot2_key = key[order]
        self.hot2_c, self.hot2_x, self.hot2_y, self.hot2_code, self.hot2_n3 = (
            np.concatenate([p[i] for p in pairs])[order] for i in range(1, 6)
        )
        # look-ups by key row * 52 + card: where each block starts
        cells = n * 52 + 1
        self.rel_start = np.searchsorted(rel_key, np.arange(cells))
        self.hot_start = np.searchsorted(self.hot_key, np.arange(cells))
        self.hotb_start = np.searchsorted(self.hotb_key, np.arange(cells))
        self.hot2_start = np.searchsorted(self.hot2_key // 52, np.arange(cells))
        self.hot_busy = (np.diff(self.hot_start) > 0) | (np.diff(self.hotb_start) > 0)
        # cells (row, c) whose card c is kept with idle partners, and whose g is not K1
        self.centre_row, self.centre_card = np.nonzero(self.one)
        self.centre_code = self.g[self.centre_row, self.centre_card]
        self.centre_start = np.searchsorted(self.centre_row, np.arange(n + 1))
        active = (self.g >= 0) & (self.g != self.k1_id[:, None])
        c = np.arange(52)[None, :]
        a2, b2 = a[:, None], b[:, None]
        region = (c % 4 != a2 % 4) & (c % 4 != b2 % 4) & (c // 4 != a2 // 4) & (c // 4 != b2 // 4)
        lower = np.zeros(active.shape, dtype=bool)
        for h, o in ((a2, b2), (b2, a2)):
            lower |= (c % 4 == o % 4) & (c // 4 < o // 4) & (c // 4 != h // 4)
        if not np.array_equal(active, region | lower):
            raise AssertionError("single cards changing K1 are not as _single_cards says")
        self.both_start = np.searchsorted(self.both_row, np.arange(n + 1))
        _narrow(
            self,
            "g top both_row both_x both_y both_code rel_other rel_code rel_g hotb_x "
            "hotb_y hotb_code hotb_n3 hot_c hot_code hot_n3 hot2_key hot2_c hot2_x hot2_y "
            "hot2_code hot2_n3 rel_start hot_start hotb_start hot2_start centre_row "
            "centre_card centre_code centre_start "
            "both_start",
            "hot_key hotb_key",
        )

    def _check_held_pairs(
        self, leaves: _Leaves, x: np.ndarray, y: np.ndarray, held_both: np.ndarray,
        kept: np.ndarray, tabs: _Tables,
    ) -> None:  # fmt: skip
        """Check, for every K1 and draw, that the draws keeping one card h of K1 and both drawn
        cards are exactly (1a) a region card p and a card q of the other K1 card o's suit, lower
        than o, of a new rank; (1b) a card of o's suit with a rank new to K1 and the card of
        o's rank in a suit new to K1 — and that the only thrown card of the first draw that can
        then be an out is (o's rank, the suit neither K1 nor p has), in (1a)."""
        a, b = leaves.cards[:, 0:1], leaves.cards[:, 1:2]
        ra, rb, sa, sb = a // 4, b // 4, a % 4, b % 4

        def region(c: np.ndarray) -> np.ndarray:
            return (c % 4 != sa) & (c % 4 != sb) & (c // 4 != ra) & (c // 4 != rb)

        predicted = np.zeros(x.shape, dtype=bool)
        hot = np.zeros(x.shape, dtype=np.int64)
        for h_rank, o_rank, o_suit in ((ra, rb, sb), (rb, ra, sa)):
            for p, q in ((x, y), (y, x)):
                first = (region(p) & (q % 4 == o_suit) & (q // 4 < o_rank)
                         & (q // 4 != h_rank) & (p // 4 != q // 4))  # fmt: skip
                second = ((p % 4 == o_suit) & (p // 4 != ra) & (p // 4 != rb) & (q // 4 == o_rank)
                          & (q % 4 != sa) & (q % 4 != sb))  # fmt: skip
                predicted |= first | second
                lacks = 6 - sa - sb - p % 4  # the fourth suit (0+1+2+3 = 6)
                hot |= np.where(first, np.int64(1) << np.maximum(4 * o_rank + lacks, 0), 0)
        out = np.where(held_both, tabs.region[np.where(held_both, self._codes(kept), 0)], 0)
        out &= self.clash[:, None]
        if not (
            np.array_equal(predicted, held_both)
            and np.array_equal(out, np.where(held_both, hot, 0))
        ):
            raise AssertionError("second draws keeping a held card and both drawn cards differ")

    @staticmethod
    def _codes(kept: np.ndarray) -> np.ndarray:
        """Compact ids of three-card kept masks (0 elsewhere)."""
        out = np.zeros(kept.shape, dtype=np.int64)
        at = np.nonzero(np.bitwise_count(kept) == 3)
        flat = kept[at]
        rows, cards = _bit_rows(np.arange(len(flat)), flat)
        order = np.lexsort((cards, rows))
        out[at] = _set_codes(cards[order].reshape(-1, 3))
        return out

    @staticmethod
    def _single(leaves: _Leaves, tabs: _Tables) -> np.ndarray:
        """g(K1, c): what {a, b, c} keeps with {a, b} held, by row and card (-1 for a, b)."""
        a, b = leaves.cards[:, 0:1], leaves.cards[:, 1:2]
        c = np.arange(52)[None, :]
        ra, rb, rc = a // 4, b // 4, c // 4
        sa, sb, sc = a % 4, b % 4, c % 4
        with_a = (ra != rc) & (sa != sc)
        with_b = (rb != rc) & (sb != sc)
        base_value = _pair_value(ra, rb)
        value_a = np.where(with_a, _pair_value(ra, rc), 10**6)
        value_b = np.where(with_b, _pair_value(rb, rc), 10**6)
        k1 = leaves.start + np.arange(len(a))[:, None]
        lo_a, hi_a = np.minimum(a, c), np.maximum(a, c)
        lo_b, hi_b = np.minimum(b, c), np.maximum(b, c)
        id_a = tabs_compact_pair(lo_a, hi_a)
        id_b = tabs_compact_pair(lo_b, hi_b)
        best = np.where(value_a < value_b, value_a, value_b)
        best_id = np.where(value_a < value_b, id_a, id_b)
        g = np.where(best < base_value, best_id, k1)
        trio = with_a & with_b
        cards3 = np.sort(np.stack(np.broadcast_arrays(a, b, c), axis=-1), axis=-1)
        g[trio] = _set_codes(cards3[trio])
        g[(c == a) | (c == b)] = -1
        return g


def tabs_compact_pair(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """Compact id of the two-card set {low < high} (must be a partial hand)."""
    return base().compact[_OFFSET[2] + _BIN[low, 1] + _BIN[high, 2]]


def _union_codes(kept: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """The code of each kept mask plus the cards ``ys`` (rows; -1 ignored): a partial hand or
    a badugi."""
    both = kept.copy()
    for j in range(ys.shape[1]):
        on = ys[:, j] >= 0
        both[on] |= np.int64(1) << ys[on, j]
    size = np.bitwise_count(both)
    code = np.empty(len(both), dtype=np.int64)
    for m in (1, 2, 3, 4):
        at = np.nonzero(size == m)[0]
        if len(at):
            rows, cards = _bit_rows(at, both[at])
            order = np.lexsort((cards, rows))
            code[at] = _set_codes(cards[order].reshape(-1, m))
    return code


class _ThreeCard:
    """The second draws from each three-card K1 (one card s): a region card makes a badugi, a
    lower card of some k's suit whose rank K1 lacks replaces k (``repl``, a mask per row and
    card of K1), and anything else leaves K1 (the held K1 wins every tie). Checked against the
    four-card table for every K1 and s when built. After a replacement the only thrown card of
    the first draw that can be an out is (rank of k, the suit K1 lacks)."""

    def __init__(self, leaves: _Leaves, tabs: _Tables) -> None:
        n = len(leaves.cards)
        cards = leaves.cards
        self.cards = cards
        self.k1_id = leaves.start + np.arange(n)
        self.region = tabs.region[self.k1_id]
        self.top = cards.max(axis=1) // 4 + 1
        self.kmask = np.bitwise_or.reduce(np.left_shift(np.int64(1), cards), axis=1)
        suits = np.bitwise_or.reduce(np.left_shift(1, cards % 4), axis=1)
        self.missing = np.array([[t for t in range(4) if not m >> t & 1][0] for m in suits])
        rank_nibbles = np.bitwise_or.reduce(np.left_shift(np.int64(1), 4 * (cards // 4)), axis=1)
        self.repl = np.zeros((n, 3), dtype=np.int64)
        self.rest_ranks = np.zeros((n, 3), dtype=np.int64)  # nibble bits of K1 - k's ranks
        self.rest_top = np.zeros((n, 3), dtype=np.int64)
        for i in range(3):
            k = cards[:, i]
            below = (np.int64(1) << (4 * (k // 4))) - 1  # nibbles of lower ranks
            lower = (below & _NIBBLES & ~rank_nibbles) << (k % 4)  # k's suit, lower, new rank
            self.repl[:, i] = lower
            rest = np.delete(cards, i, axis=1)
            self.rest_ranks[:, i] = np.bitwise_or.reduce(
                np.left_shift(np.int64(1), 4 * (rest // 4)), axis=1
            )
            self.rest_top[:, i] = rest.max(axis=1) // 4 + 1
        self._check(leaves, tabs)
        # keeping nothing, drawing K1 + d keeps K1 (evaluate's choice, nothing held) for d in:
        vec = base()
        every = np.arange(52)
        hands = np.concatenate(
            [
                np.broadcast_to(cards[:, None, :], (n, 52, 3)),
                np.broadcast_to(every[None, :, None], (n, 52, 1)),
            ],
            axis=2,
        )
        hands = np.sort(hands.reshape(-1, 4), axis=1)
        distinct = (np.diff(hands, axis=1) != 0).all(axis=1)
        same = np.zeros(len(hands), dtype=bool)
        same[distinct] = vec.code[_colex4(hands[distinct])] == np.repeat(self.k1_id, 52)[distinct]
        self.stays = (same.reshape(n, 52).astype(np.int64) << every[None, :]).sum(axis=1)
        _narrow(self, "cards top missing rest_top")

    def _check(self, leaves: _Leaves, tabs: _Tables) -> None:
        code = leaves.code.astype(np.int64)
        s = leaves.others[:, leaves.combos[:, 0]]
        made = code >= tabs.n_ids
        repl = np.zeros(code.shape, dtype=bool)
        for i in range(3):
            repl |= ((self.repl[:, i : i + 1] >> s) & 1).astype(bool)
        if not (
            np.array_equal(made, ((self.region[:, None] >> s) & 1).astype(bool))
            and np.array_equal(repl, ~made & (code != self.k1_id[:, None]))
        ):
            raise AssertionError("one-card second draws from three cards are not as described")


_NIBBLES = np.int64(sum(1 << (4 * i) for i in range(13)))
_UP_TO = np.array([(1 << (4 * v)) - 1 for v in range(4, 14)], dtype=np.int64)  # ranks <= v


class _Sums:
    """Integer weights per (option, n2, n3, code) and exact 10-value vectors per (option, n2,
    n3): the two kinds of result the parts of the pass produce."""

    def __init__(self, tabs: _Tables) -> None:
        self.hist = _Histogram(tabs)
        self.vectors = np.zeros((16, 4, 4, 10), dtype=np.int64)

    def spread(self, coef: np.ndarray, row: np.ndarray, n2: int, n3, code, weight) -> None:  # noqa: ANN001
        """For each entry (row, n3, code, weight) and each option o with coef[row, o] != 0:
        coef[row, o] * weight at (o, n2, n3, code)."""
        if not len(row):
            return
        nz_row, nz_opt = np.nonzero(coef)
        start = np.searchsorted(nz_row, np.arange(len(coef) + 1))
        count = start[row + 1] - start[row]
        entry = np.repeat(np.arange(len(row)), count)
        offset = np.repeat(start[row] - np.cumsum(count) + count, count)
        pos = offset + np.arange(len(entry))
        option = nz_opt[pos]
        weight = np.broadcast_to(np.asarray(weight), (len(row),))[entry]
        n3 = np.broadcast_to(np.asarray(n3), (len(row),))[entry]
        code = np.broadcast_to(np.asarray(code), (len(row),))[entry]
        self.hist.add(option, n2, n3, code, coef[nz_row[pos], option] * weight)


def _three_card_states(
    tabs: _Tables, sums: _Sums, in_pool: np.ndarray, pool: int, option: np.ndarray,
    k1: np.ndarray, dead: np.ndarray, n_thrown: np.ndarray,
) -> None:  # fmt: skip
    """States keeping three cards (n2 = 1): D is empty or one card d.
    F = Two3(K1) - [d] (f[K1] + HK(K1, {d})), all in closed form (``_ThreeCard``)."""
    three = tabs.three
    n = len(three.k1_id)
    row = k1 - three.k1_id[0]
    pool64 = np.int64(pool)
    v_ok = np.arange(4, 14)[None, :]
    counts = np.bincount(row * 16 + option, minlength=n * 16).reshape(n, 16)
    # keeping nothing: the states are K1 within the pool and each d in ``stays`` (not listed)
    inside = (three.kmask & ~pool64) == 0
    nothing = np.where(inside, np.bitwise_count(three.stays & pool64), 0).astype(np.int64)
    counts[:, 0] += nothing
    coef = _Coef(counts)
    need = np.nonzero(coef.start[1:] > coef.start[:-1])[0]
    # made: the drawn card is a region card; high = max(top(K1), its rank)
    region = three.region[need] & pool64
    made = np.bitwise_count(region[:, None] & _UP_TO[None, :]).astype(np.int64)
    made[v_ok < three.top[need][:, None]] = 0
    sums.vectors[:, 1, 0] += coef.vectors(need, made)
    # a card s replacing k: K1 - k + s keeps the suit K1 lacks; its outs avoid K1 - k's ranks
    repl = three.repl[need] & pool64  # (m, 3)
    lacks = (pool64 >> three.missing[need]) & _NIBBLES  # (m,)
    total = np.zeros((len(need), 10), dtype=np.int64)
    for i in range(3):
        drawn = (repl[:, i] >> (three.cards[need, i] % 4)) & _NIBBLES
        outs = lacks & ~three.rest_ranks[need, i]
        part = _distinct(drawn[:, None] & _UP_TO, outs[:, None] & _UP_TO)
        part[v_ok < three.rest_top[need, i][:, None]] = 0
        total += part
    sums.vectors[:, 1, 1] += coef.vectors(need, total)
    # the rest keep K1
    idle = (
        int(pool).bit_count() - np.bitwise_count(three.kmask[need] & pool64)
        - np.bitwise_count(region) - np.bitwise_count(repl).sum(axis=1)
    )  # fmt: skip
    coef.spread(sums.hist, need, 1, 1, three.k1_id[need], idle)
    # D = {d}: minus f[K1] and minus the draws after which d is an out: d = (rank of k, the
    # suit K1 lacks) after any replacement of k, making a badugi with high top(K1)
    one = np.nonzero(n_thrown == 1)[0]
    sums.hist.add_many(option[one], 1, 1, k1[one], -1)
    at = np.flatnonzero(nothing)
    sums.hist.add_cold(0, 1, three.k1_id[at], -nothing[at])
    # keeping nothing, d = (rank of k, the suit K1 lacks) after a replacement of k
    for i in range(3):
        special = np.left_shift(np.int64(1), 4 * (three.cards[at, i].astype(np.int64) // 4)
                                + three.missing[at])  # fmt: skip
        hit = at[(three.stays[at] & pool64 & special) != 0]
        count = np.bitwise_count(three.repl[hit, i] & pool64).astype(np.int64)
        sums.hist.add(0, 1, 1, tabs.n_ids + three.top[hit].astype(np.int64), -count)
    d, r = dead[one, 0], row[one]
    lacking = np.flatnonzero(d % 4 == three.missing[r])
    same_rank = three.cards[r[lacking]] // 4 == (d[lacking] // 4)[:, None]
    hit = lacking[same_rank.any(axis=1)]
    which = np.argmax(same_rank[same_rank.any(axis=1)], axis=1)
    count = np.bitwise_count(three.repl[r[hit], which] & pool64)
    sums.hist.add(
        option[one][hit],
        1,
        1,
        tabs.n_ids + three.top[r[hit]].astype(np.int64),
        -count.astype(np.int64),
    )


class _Coef:
    """A (rows, 16) coefficient matrix by option, with its nonzero entries listed by row, to
    multiply entries (row, n3, code, weight) out over the options that count them."""

    def __init__(self, matrix: np.ndarray) -> None:
        self.matrix = matrix
        rows, self.option = np.nonzero(matrix)
        self.value = matrix[rows, self.option]
        self.start = np.zeros(len(matrix) + 1, dtype=np.int64)
        np.cumsum(np.bincount(rows, minlength=len(matrix)), out=self.start[1:])
        # rows counting for one option only (most): spread without expanding
        self.single = np.diff(self.start) == 1
        self.single_option = np.zeros(len(matrix), dtype=np.int64)
        self.single_value = np.zeros(len(matrix), dtype=np.int64)
        one = self.start[:-1][self.single]
        self.single_option[self.single] = self.option[one]
        self.single_value[self.single] = self.value[one]

    def spread(self, hist: _Histogram, row: np.ndarray, n2: int, n3, code, weight) -> None:  # noqa: ANN001
        """n3 None: each code at its own n3 (``_Histogram.add_cold``)."""
        alone = self.single[row]
        for sel in (np.flatnonzero(alone), np.flatnonzero(~alone)):
            if not len(sel):
                continue
            r = row[sel]
            if alone[sel[0]]:
                option, value, entry = self.single_option[r], self.single_value[r], sel
            else:
                first = self.start[r]
                part, pos = _expand(first, self.start[r + 1] - first)
                option, value, entry = self.option[pos], self.value[pos], sel[part]
            if n3 is None:
                hist.add_cold(option, n2, _pick(code, entry), value * _pick(weight, entry))
            else:
                hist.add(
                    option, n2, _pick(n3, entry), _pick(code, entry), value * _pick(weight, entry)
                )

    def vectors_into(self, target: np.ndarray, rows: np.ndarray, values: np.ndarray) -> None:
        target += self.vectors(rows, values)

    def vectors(self, rows: np.ndarray, values: np.ndarray) -> np.ndarray:
        """sum over rows of coefficient x value: (16, 10)."""
        return _product(self.matrix[rows].T, values)


def _product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a @ b for integer arrays, exactly: float64 products (every partial sum checked below
    2^53) cut into pieces small enough that OpenBLAS runs them on the calling thread (its
    worker threads would spin afterwards on a machine with two busy cores)."""
    if not a.size or not b.size:
        return np.zeros((a.shape[0], b.shape[1]), dtype=np.int64)
    if np.abs(a).sum(axis=1).max() * np.abs(b).max() >= 2**53:
        raise ArithmeticError("three-draw counts left float64's exact range")
    a, b = a.astype(np.float64), b.astype(np.float64)
    out = np.zeros((a.shape[0], b.shape[1]))
    step = max(1, 200_000 // max(1, a.shape[0] * b.shape[1]))
    for first in range(0, a.shape[1], step):
        out += a[:, first : first + step] @ b[first : first + step]
    return np.rint(out).astype(np.int64)


def _pick(values, entry: np.ndarray):  # noqa: ANN001, ANN202
    """values[entry] for an array, a scalar as it is."""
    return values[entry] if np.ndim(values) else values


class _Requests:
    """One option per request (a state), coefficient ``sign``: the per-state counterpart of
    ``_Coef``."""

    def __init__(self, option: np.ndarray, sign: int = 1) -> None:
        self.option, self.sign = option, sign

    def spread(self, hist: _Histogram, row: np.ndarray, n2: int, n3, code, weight) -> None:  # noqa: ANN001
        if n3 is None:
            hist.add_cold(self.option[row], n2, code, self.sign * np.asarray(weight))
        else:
            hist.add(self.option[row], n2, n3, code, self.sign * np.asarray(weight))

    def vectors_into(self, target: np.ndarray, rows: np.ndarray, values: np.ndarray) -> None:
        np.add.at(target, self.option[rows], self.sign * values)


def _expand(first: np.ndarray, count: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(i, first[i] + j) for j < count[i]: a block of consecutive entries per request."""
    entry = np.repeat(np.arange(len(first)), count)
    offset = np.repeat(first - np.cumsum(count) + count, count)
    return entry, offset + np.arange(len(entry))


def _two_card_states(
    tabs: _Tables, sums: _Sums, in_pool: np.ndarray, pool: int, option: np.ndarray,
    k1: np.ndarray, dead: np.ndarray, n_thrown: np.ndarray,
) -> None:  # fmt: skip
    """States keeping two cards (n2 = 2), D of 0-2 cards:
    F = Two2(K1) - sum over d in D of M(K1, {d}) + [|D| = 2] M(K1, D)."""
    two, hist = tabs.two, sums.hist
    n = len(two.k1_id)
    row = k1 - two.k1_id[0]
    pool64 = np.int64(pool)
    unseen = int(pool).bit_count()
    coef = _Coef(np.bincount(row * 16 + option, minlength=n * 16).reshape(n, 16))
    need = np.nonzero(coef.start[1:] > coef.start[:-1])[0]
    needed = np.zeros(n, dtype=bool)
    needed[need] = True

    # Two2(K1): single kept cards c (each with its idle partners), draws keeping nothing,
    # made, draws keeping a held card and both drawn cards (closed forms), and the rest
    at = np.nonzero(needed[two.centre_row] & in_pool[two.centre_card])[0]
    r, c = two.centre_row[at], two.centre_card[at]
    weight = np.bitwise_count(two.one[r, c] & pool64)
    coef.spread(hist, r, 2, None, two.centre_code[at], weight)
    nothing = (np.bitwise_count(two.none[need] & pool64) * in_pool[None, :]).sum(axis=1) // 2
    coef.spread(hist, need, 2, 2, two.k1_id[need], nothing)
    sums.vectors[:, 2, 0] += coef.vectors(need, _made_pairs(two.region[need] & pool64, two, need))
    sums.vectors[:, 2, 1] += coef.vectors(need, _held_pairs(two, pool64, need))
    at = np.nonzero(needed[two.both_row] & in_pool[two.both_x] & in_pool[two.both_y])[0]
    coef.spread(hist, two.both_row[at], 2, None, two.both_code[at], 1)

    # W = {d}: -M(K1, {d}) for each thrown card d
    on_state, on_slot = np.nonzero(dead >= 0)
    key = row[on_state] * 52 + dead[on_state, on_slot]
    present = np.zeros(n * 52, dtype=bool)
    present[key] = True
    keys = np.nonzero(present)[0]
    slot = np.zeros(n * 52, dtype=np.int64)
    slot[keys] = np.arange(len(keys))
    singles = np.bincount(slot[key] * 16 + option[on_state], minlength=len(keys) * 16)
    coef1 = _Coef(-singles.reshape(len(keys), 16))
    # cold: Gall(K1) - f[g(K1, d)] + sum over draws {d, y} keeping d of f[code] - f[g(K1, y)]
    per_row = _Coef(-np.bincount(row * 16 + option, weights=n_thrown, minlength=n * 16)
                    .astype(np.int64).reshape(n, 16))  # fmt: skip
    rows1 = np.nonzero(per_row.start[1:] > per_row.start[:-1])[0]
    kept_one, replaced, active = _single_cards(two, pool64, rows1)
    sums.vectors[:, 2, 1] += per_row.vectors(rows1, kept_one)
    sums.vectors[:, 2, 2] += per_row.vectors(rows1, replaced)
    idle = unseen - np.bitwise_count(two.kmask[rows1] & pool64) - active
    # minus f[g(K1, d)]: a thrown card d alone with K1 keeps K1, so with the idle y above
    kr, kc = keys // 52, keys % 52
    if not (two.g[kr, kc] == two.k1_id[kr]).all():
        raise AssertionError("a first draw threw a card that K1 would keep")
    per_row.spread(hist, rows1, 2, 2, two.k1_id[rows1], idle - 1)
    first = two.rel_start[keys]
    entry, pos = _expand(first, two.rel_start[keys + 1] - first)
    ok = in_pool[two.rel_other[pos]]
    entry, pos = entry[ok], pos[ok]
    coef1.spread(hist, entry, 2, None, two.rel_code[pos], 1)
    coef1.spread(hist, entry, 2, None, two.rel_g[pos], -1)
    _rank_partner_rel(two, sums, pool64, coef1, keys)
    # hot: d an out at the end
    _two_card_hot(two, hist, in_pool, pool64, coef1, keys)
    y = keys % 52
    a_, b_ = two.cards[keys // 52, 0], two.cards[keys // 52, 1]
    hit = np.nonzero(
        (y % 4 != a_ % 4) & (y % 4 != b_ % 4) & ((y // 4 == a_ // 4) | (y // 4 == b_ // 4))
    )[0]
    sums.vectors[:, 2, 1] += coef1.vectors(hit, _held_pairs_hot(two, pool64, keys[hit]))

    # |D| = 2: +M(K1, D) = f[K1] + HK(K1, {d0}, {d1}) + HK(K1, {d1}, {d0}) + HK(K1, D, {})
    pair = np.nonzero(n_thrown == 2)[0]
    both = _Coef(np.bincount(row[pair] * 16 + option[pair], minlength=n * 16).reshape(n, 16))
    rows2 = np.nonzero(both.start[1:] > both.start[:-1])[0]
    both.spread(hist, rows2, 2, 2, two.k1_id[rows2], 1)
    r, o = row[pair], option[pair]
    d0, d1 = dead[pair, 0], dead[pair, 1]
    _two_card_hot_pairs(two, hist, in_pool, pool64, np.concatenate([r * 52 + d0, r * 52 + d1]),
                        np.concatenate([d1, d0]), np.concatenate([o, o]))  # fmt: skip
    first = two.hot2_start[r * 52 + d0]
    entry, pos = _expand(first, two.hot2_start[r * 52 + d0 + 1] - first)
    keep = two.hot2_key[pos] % 52 == d1[entry]
    entry, pos = entry[keep], pos[keep]
    centre = two.hot2_c[pos]
    safe = np.maximum(centre, 0)
    weight = np.where(
        centre >= 0,
        in_pool[safe] * np.bitwise_count(two.one[r[entry], safe] & pool64),
        in_pool[np.maximum(two.hot2_x[pos], 0)] & in_pool[np.maximum(two.hot2_y[pos], 0)],
    )
    ok = weight != 0
    hist.add(o[entry[ok]], 2, two.hot2_n3[pos[ok]], two.hot2_code[pos[ok]], weight[ok])


def _two_card_hot_pairs(
    two: _TwoCard, hist: _Histogram, in_pool: np.ndarray, pool64: np.int64, keys: np.ndarray,
    other: np.ndarray, option: np.ndarray,
) -> None:  # fmt: skip
    """+HK(K1, {y}, {m}) for every state (K1, D = {y, m}) of an option, key row * 52 + y, summed
    per (key, option): ``m`` is a card the first draw threw, so it is never a kept card of a
    centre; a centre c counts the states whose m is one of its idle partners, a listed
    both-draw those whose m is one of its two cards."""
    busy = np.flatnonzero(two.hot_busy[keys])
    if not len(busy):
        return
    group = keys[busy] * 16 + option[busy]
    order = np.argsort(group, kind="stable")
    group = group[order]
    firsts = np.concatenate([[0], np.flatnonzero(np.diff(group)) + 1])
    partners = np.bitwise_or.reduceat(np.left_shift(np.int64(1), other[busy][order]), firsts)
    keys, option = group[firsts] // 16, group[firsts] % 16
    first = two.hot_start[keys]
    entry, pos = _expand(first, two.hot_start[keys + 1] - first)
    r, c = keys[entry] // 52, two.hot_c[pos]
    weight = in_pool[c] * np.bitwise_count(two.one[r, c] & pool64 & partners[entry]).astype(
        np.int64
    )
    ok = weight != 0
    hist.add(option[entry[ok]], 2, two.hot_n3[pos[ok]], two.hot_code[pos[ok]], weight[ok])
    first = two.hotb_start[keys]
    entry, pos = _expand(first, two.hotb_start[keys + 1] - first)
    x, y = two.hotb_x[pos].astype(np.int64), two.hotb_y[pos].astype(np.int64)
    mask = partners[entry]
    weight = (in_pool[x] & in_pool[y]) * (((mask >> x) & 1) + ((mask >> y) & 1))
    ok = weight != 0
    hist.add(option[entry[ok]], 2, two.hotb_n3[pos[ok]], two.hotb_code[pos[ok]], weight[ok])


def _two_card_hot(
    two: _TwoCard, hist: _Histogram, in_pool: np.ndarray, pool64: np.int64, coef: _Coef,
    keys: np.ndarray,
) -> None:  # fmt: skip
    """coef x HK(K1, {y}, {}) for keys row * 52 + y (coef rows = keys' positions): the second
    draws after which y is an out, from centres (each with its idle partners) and the listed
    draws keeping both drawn cards."""
    index = np.flatnonzero(two.hot_busy[keys])
    keys = keys[index]
    first = two.hot_start[keys]
    entry, pos = _expand(first, two.hot_start[keys + 1] - first)
    c = two.hot_c[pos]
    weight = in_pool[c] * np.bitwise_count(two.one[keys[entry] // 52, c] & pool64)
    ok = weight != 0
    coef.spread(hist, index[entry[ok]], 2, two.hot_n3[pos[ok]], two.hot_code[pos[ok]], weight[ok])
    first = two.hotb_start[keys]
    entry, pos = _expand(first, two.hotb_start[keys + 1] - first)
    ok = in_pool[two.hotb_x[pos]] & in_pool[two.hotb_y[pos]]
    coef.spread(hist, index[entry[ok]], 2, two.hotb_n3[pos[ok]], two.hotb_code[pos[ok]], 1)


def _made_pairs(region: np.ndarray, two: _TwoCard, rows: np.ndarray) -> np.ndarray:
    """Draws of two unseen region cards of different suits and ranks with both ranks <= v:
    the second draws that make a badugi with high <= v (v = 4..13), per row."""
    suits = [(region >> s) & _NIBBLES for s in range(4)]
    total = np.zeros((len(region), 10), dtype=np.int64)
    for i, s in enumerate(range(4)):
        for t in range(i + 1, 4):
            a = suits[s][:, None] & _UP_TO[None, :]
            b = suits[t][:, None] & _UP_TO[None, :]
            total += np.bitwise_count(a).astype(np.int64) * np.bitwise_count(b) - np.bitwise_count(
                a & b
            )
    top = two.top[rows]
    total[np.arange(4, 14)[None, :] < top[:, None]] = 0
    return total


def _rank_bit(card: np.ndarray) -> np.ndarray:
    return np.left_shift(np.int64(1), 4 * (card // 4))


def _held_pairs(two: _TwoCard, pool64: np.int64, rows: np.ndarray) -> np.ndarray:
    """For each K1 row, the last-draw counts (v = 4..13) summed over the second draws that keep
    a card h of K1 and both drawn cards (``_TwoCard._check_held_pairs``): K2 = {h, p, q}, one
    out suit left (the one neither K1 nor p, q has)."""
    a, b = two.cards[rows, 0], two.cards[rows, 1]
    both_ranks = _rank_bit(a) | _rank_bit(b)
    used = (1 << (a % 4)) | (1 << (b % 4))
    first_new = np.where(used & 1 == 0, 0, np.where(used & 2 == 0, 1, 2))
    second_new = 6 - a % 4 - b % 4 - first_new
    total = np.zeros((len(rows), 10), dtype=np.int64)
    v = np.arange(4, 14)[None, :]
    by_suit = (pool64 >> np.arange(4, dtype=np.int64)) & _NIBBLES
    for h, o in ((a, b), (b, a)):
        o_suit = by_suit[o % 4]
        lower = o_suit & ((np.int64(1) << (4 * (o // 4))) - 1) & ~_rank_bit(h)
        wide = (o_suit & ~both_ranks)[:, None] & _UP_TO
        h_ok = v >= (h // 4 + 1)[:, None]
        ho_ok = v >= (np.maximum(h, o) // 4 + 1)[:, None]
        for tau, sigma in ((first_new, second_new), (second_new, first_new)):
            p_set = by_suit[tau] & ~both_ranks
            z_set = by_suit[sigma] & ~_rank_bit(h)
            # (1a) p in the region (suit tau), q lower in o's suit; z in sigma
            part = _distinct(
                p_set[:, None] & _UP_TO, lower[:, None] & _UP_TO, z_set[:, None] & _UP_TO
            )
            total += part * h_ok
            # (1b) p in o's suit (new rank), q = (o's rank, tau); z in sigma
            q_in = (pool64 >> (4 * (o // 4) + tau)) & 1
            part = _distinct(wide, (z_set & ~_rank_bit(o))[:, None] & _UP_TO)
            total += part * (ho_ok * q_in[:, None])
    return total


def _held_pairs_hot(two: _TwoCard, pool64: np.int64, keys: np.ndarray) -> np.ndarray:
    """For keys row * 52 + y: the (1a) draws after which y is an out: y = (o's rank, sigma),
    the badugi {h, p, q, y} has high max(h, o, p) (q is lower than o)."""
    rows, y = keys // 52, keys % 52
    a, b = two.cards[rows, 0], two.cards[rows, 1]
    both_ranks = _rank_bit(a) | _rank_bit(b)
    total = np.zeros((len(keys), 10), dtype=np.int64)
    v = np.arange(4, 14)[None, :]
    sigma = y % 4
    tau = 6 - a % 4 - b % 4 - sigma
    fresh = (sigma != a % 4) & (sigma != b % 4)
    for h, o in ((a, b), (b, a)):
        hit = fresh & (y // 4 == o // 4)
        if not hit.any():
            continue
        p_set = (pool64 >> np.clip(tau, 0, 3)) & _NIBBLES & ~both_ranks
        lower = ((pool64 >> (o % 4)) & _NIBBLES & ((np.int64(1) << (4 * (o // 4))) - 1)
                 & ~_rank_bit(h))  # fmt: skip
        part = _distinct(p_set[:, None] & _UP_TO, lower[:, None])
        part[v < (np.maximum(h, o) // 4 + 1)[:, None]] = 0
        total += np.where(hit[:, None], part, 0)
    return total


_SUBSETS3 = ((0, 1, 2), (0, 1), (0, 2), (1, 2), (0,), (1,), (2,))  # combinations order by size


def _keep3(cards: np.ndarray, held: np.ndarray) -> np.ndarray:
    """What ``odds_exact._keep_after`` keeps of three sorted cards with ``held`` (bits over their
    positions) held: the best partial hand, then the most held cards, then the first in
    combinations order. The code of a four-card hand whose fourth card is idle."""
    rank, suit = cards // 4, cards % 4
    best_score = np.full(len(cards), -1, dtype=np.int64)
    best_code = np.zeros(len(cards), dtype=np.int64)
    for order, sub in enumerate(_SUBSETS3):
        idx = list(sub)
        ok = np.ones(len(cards), dtype=bool)
        for i, j in itertools.combinations(idx, 2):
            ok &= (rank[:, i] != rank[:, j]) & (suit[:, i] != suit[:, j])
        desc = -np.sort(-rank[:, idx], axis=1)  # ranks highest first
        value = np.zeros(len(cards), dtype=np.int64)
        for i in range(3):
            value = value * 16 + (15 - desc[:, i] if i < len(idx) else 0)
        value += len(idx) * 16**3
        n_held = sum((held >> i) & 1 for i in idx)
        score = np.where(ok, (value * 4 + n_held) * 8 + (7 - order), -1)
        better = score > best_score
        best_score = np.where(better, score, best_score)
        if better.any():
            best_code[better] = _set_codes(cards[better][:, idx])
    return best_code


class _OneCard:
    """The second draws (three cards) from each one-card K1 = {k}. A draw with an idle card
    z (not kept, no badugi) keeps what {k, y, z'} keeps for the other two cards, ``g2`` (by k
    and pair, colex over the 51 other cards); each such draw is counted once, through its
    highest-index idle card: ``star[k, pair]`` is the mask of the cards that are that card
    for the pair. Draws keeping all three drawn cards (or making a badugi) are few: ``full_*``
    (listed) and the made ones (closed form over k's region). ``rel_*``: for each k and card
    w sharing k's suit or rank, the draws {w, y, z} keeping w; ``hot_*``: (k, y, pair) with y
    an out of g2 that shares k's suit or rank, and the listed full draws with such outs."""

    def __init__(self, leaves: _Leaves, tabs: _Tables) -> None:
        n = len(leaves.cards)
        k = leaves.cards[:, 0]
        self.k = k
        self.region = tabs.region[k]  # compact ids of single cards are the card indices
        self.clash = (_SUIT_BITS[k % 4] | _RANK_BITS[k // 4]) & ~(np.int64(1) << k)
        self.pairs = np.array([(p, q) for q in range(51) for p in range(q)], dtype=np.int64)
        pair_y = leaves.others[:, self.pairs[:, 0]]
        pair_z = leaves.others[:, self.pairs[:, 1]]
        trio = np.sort(np.stack([np.broadcast_to(k[:, None], pair_y.shape), pair_y, pair_z],
                                axis=-1), axis=-1).reshape(-1, 3)  # fmt: skip
        held = (trio == np.repeat(k, len(self.pairs))[:, None]).astype(np.int64) @ (
            1 << np.arange(3)
        )
        self.g2 = _keep3(trio, held).reshape(n, len(self.pairs))
        self.pair_mask = (np.int64(1) << pair_y) | (np.int64(1) << pair_z)
        # g1(k, z): what {k, z} keeps with k held; a pair {w, z} keeps g1(k, z) unless it keeps
        # w (``rel2``: by key k * 52 + w, the cards z, g2 and g1(k, z) codes)
        z = np.arange(52)[None, :]
        kk = k[:, None]
        apart = (z // 4 != kk // 4) & (z % 4 != kk % 4)
        lo, hi = np.minimum(kk, z), np.maximum(kk, z)
        pair_id = base().compact[_OFFSET[2] + _BIN[lo, 1] + _BIN[np.maximum(hi, 1), 2]]
        lower = ~apart & (z // 4 < kk // 4)  # a card of k's suit (or rank: never lower) below k
        self.g1 = np.where(apart, pair_id, np.where(lower, z, kk))
        self.g1[z == kk] = -1
        w_of = np.broadcast_to(pair_y, self.g2.shape)
        z_of = np.broadcast_to(pair_z, self.g2.shape)
        entries = []
        for w, other in ((w_of, z_of), (z_of, w_of)):
            kept_w = ((tabs.pmask[self.g2] >> w) & 1).astype(bool)
            rows_ = np.broadcast_to(np.arange(n)[:, None], self.g2.shape)
            plain = self.g1[rows_[~kept_w], other[~kept_w]]
            if not np.array_equal(self.g2[~kept_w], plain):
                raise AssertionError("a pair not keeping w does not keep g1 of the other card")
            entries.append((rows_[kept_w] * 52 + w[kept_w], other[kept_w], self.g2[kept_w],
                            self.g1[rows_[kept_w], other[kept_w]]))  # fmt: skip
        key = np.concatenate([e[0] for e in entries])
        order = np.argsort(key, kind="stable")
        self.rel2_z, self.rel2_g2, self.rel2_g1 = (
            np.concatenate([e[i] for e in entries])[order] for i in range(1, 4)
        )
        self.rel2_start = np.searchsorted(key[order], np.arange(n * 52 + 1))
        # which pair each (position, position) is
        pair_of = np.full((51, 51), -1, dtype=np.int64)
        pair_of[self.pairs[:, 0], self.pairs[:, 1]] = np.arange(len(self.pairs))
        pair_of[self.pairs[:, 1], self.pairs[:, 0]] = np.arange(len(self.pairs))
        self.with_position = np.array(
            [[pair_of[p, q] for q in range(51) if q != p] for p in range(51)], dtype=np.int64
        )  # (51, 50): the pairs containing position p

        code = leaves.code.astype(np.int64)
        combos = leaves.combos
        drawn = leaves.others[:, combos]  # (n, L, 3)
        made = code >= tabs.n_ids
        kept = np.where(made, 0, tabs.pmask[np.where(made, 0, code)])
        idle = ~made[..., None] & (((kept[..., None] >> drawn) & 1) == 0)  # (n, L, 3)
        # the highest-index idle card (drawn is sorted, so the last idle position)
        last = np.where(idle[..., 2], 2, np.where(idle[..., 1], 1, np.where(idle[..., 0], 0, -1)))
        self.star = np.zeros((n, len(self.pairs)), dtype=np.int64)
        rows = np.broadcast_to(np.arange(n)[:, None], code.shape)
        for j in range(3):
            on = last == j
            rest = [i for i in range(3) if i != j]
            pair = pair_of[combos[:, rest[0]], combos[:, rest[1]]]
            pair = np.broadcast_to(pair[None, :], code.shape)
            if not np.array_equal(code[on], self.g2[rows[on], pair[on]]):
                raise AssertionError("a draw with an idle card does not keep g2 of the others")
            np.bitwise_or.at(self.star, (rows[on], pair[on]), np.int64(1) << drawn[..., j][on])
        full = last < 0
        partial_full = full & ~made
        self.full_row, self.full_cards = rows[partial_full], drawn[partial_full]
        self.full_code = code[partial_full]
        if not np.array_equal(made, full & self._made_shape(drawn)):
            raise AssertionError("made three-card draws are not region triples")
        if not np.array_equal(full & ~made, self._full_shape(k, drawn)):
            raise AssertionError("three-card draws keeping all three are not as described")
        # Two1 and Gp sums by g2 code: each k's pairs sorted by code, runs of equal codes
        order = np.argsort(self.g2, axis=1, kind="stable")
        self.run_pair = order
        sorted_code = np.take_along_axis(self.g2, order, axis=1)
        first = np.ones(sorted_code.shape, dtype=bool)
        first[:, 1:] = sorted_code[:, 1:] != sorted_code[:, :-1]
        self.run_first, self.run_code = first, sorted_code

        # rel: draws {w, y, z} keeping w (w clashing with k): f[code] replaces f[g2(y, z)]
        entries = []
        for j in range(3):
            w = drawn[..., j]
            weak_w = self.g1[rows, w] == k[:, None]  # thrown with {k} kept: {k, w} keeps k
            on = ~made & ((kept >> w) & 1).astype(bool) & weak_w
            rest = [i for i in range(3) if i != j]
            pair = np.broadcast_to(
                pair_of[combos[:, rest[0]], combos[:, rest[1]]][None, :], code.shape
            )
            entries.append((rows[on] * 52 + w[on], drawn[..., rest[0]][on], drawn[..., rest[1]][on],
                            code[on], self.g2[rows[on], pair[on]]))  # fmt: skip
        key = np.concatenate([e[0] for e in entries])
        order = np.argsort(key, kind="stable")
        self.rel_y, self.rel_z, self.rel_code, self.rel_g = (
            np.concatenate([e[i] for e in entries])[order] for i in range(1, 5)
        )
        self.rel_start = np.searchsorted(key[order], np.arange(n * 52 + 1))

        # hot: pairs whose g2 has an out y clashing with k (y not in the pair), and full draws
        g2 = self.g2
        hot = tabs.region[g2] & self.clash[:, None] & ~self.pair_mask
        hot[self.star == 0] = 0
        cells = np.nonzero(hot.ravel())[0]
        cell, ys = _bit_rows(cells, hot.ravel()[cells])
        r, pr = cell // len(self.pairs), cell % len(self.pairs)
        key = r * 52 + ys
        order = np.argsort(key, kind="stable")
        self.hot_pair = pr[order]
        self.hot_code = _union_codes(tabs.pmask[g2[r, pr]], ys[:, None])[order]
        self.hot_n3 = (4 - tabs.psize[g2[r, pr]])[order]
        self.hot_start = np.searchsorted(key[order], np.arange(n * 52 + 1))
        # after a draw keeping all three cards, the only thrown card that can be an out is
        # (k's rank, the suit the draw lacks), in class (A) of ``_full_triples`` (checked)
        out = tabs.region[self.full_code] & self.clash[self.full_row]
        cards = self.full_cards
        fk = k[self.full_row]
        lacks = 6 - (cards % 4).sum(axis=1) + 0  # 0+1+2+3 = 6 minus three distinct suits
        first_class = ~(cards // 4 == fk[:, None] // 4).any(axis=1)  # (B) has k's rank
        predicted = np.where(first_class, np.int64(1) << (4 * (fk // 4) + lacks), 0)
        if not np.array_equal(out, predicted):
            raise AssertionError("hot outs after full three-card draws are not as described")
        self.hot_busy = (np.diff(self.hot_start) > 0) | (
            (np.arange(n * 52) % 52 // 4 == k.repeat(52) // 4)
            & (np.arange(n * 52) % 52 % 4 != k.repeat(52) % 4)
        )  # fmt: skip
        _narrow(
            self,
            "g2 g1 rel2_z rel2_g2 rel2_g1 rel2_start with_position run_pair run_code "
            "rel_y rel_z rel_code rel_g rel_start hot_pair hot_code hot_n3 hot_start",
            "full_row full_cards full_code pairs",
        )

    @staticmethod
    def _full_shape(k: np.ndarray, drawn: np.ndarray) -> np.ndarray:
        """The draws ``_full_triples`` counts: (A) or (B) there."""
        kk = k[:, None, None]
        rank, suit = np.sort(drawn, axis=2) // 4, np.sort(drawn, axis=2) % 4
        apart = np.ones(drawn.shape[:2], dtype=bool)
        for i, j in ((0, 1), (0, 2), (1, 2)):
            apart &= (rank[..., i] != rank[..., j]) & (suit[..., i] != suit[..., j])
        region = (rank != kk // 4) & (suit != kk % 4)
        in_region = region.sum(axis=2)
        own_suit, own_rank = suit == kk % 4, rank == kk // 4
        first = apart & (in_region == 2) & (own_suit & (rank < kk // 4)).any(axis=2)
        second = (
            apart & (own_suit.sum(axis=2) == 1) & (own_rank.sum(axis=2) == 1) & (in_region == 1)
        )
        return first | second

    def _made_shape(self, drawn: np.ndarray) -> np.ndarray:
        """Three drawn cards in k's region with different suits and ranks."""
        inside = ((self.region[:, None, None] >> drawn) & 1).astype(bool).all(axis=2)
        rank, suit = drawn // 4, drawn % 4
        apart = np.ones(drawn.shape[:2], dtype=bool)
        for i, j in ((0, 1), (0, 2), (1, 2)):
            apart &= (rank[..., i] != rank[..., j]) & (suit[..., i] != suit[..., j])
        return inside & apart


def _one_card_states(
    tabs: _Tables, sums: _Sums, in_pool: np.ndarray, pool: int, option: np.ndarray,
    k1: np.ndarray, dead: np.ndarray, n_thrown: np.ndarray,
) -> None:  # fmt: skip
    """States keeping one card k (n2 = 3), D of 0-3 cards:
    F = Two1(k) - sum of M(k, {d}) + sum over pairs of M(k, {d, d'}) - [|D| = 3] M(k, D)."""
    one, hist = tabs.one, sums.hist
    n = 52
    row = k1  # compact ids of single cards are their indices
    pool64 = np.int64(pool)
    coef0 = _Coef(np.bincount(row * 16 + option, minlength=n * 16).reshape(n, 16))
    need = np.nonzero(coef0.start[1:] > coef0.start[:-1])[0]
    # Two1(k): pairs with their counted idle cards (runs of equal g2), full draws, made
    pair_ok = _pair_in_pool(one, in_pool, need)  # (m, 1275) in g2-sorted order
    star = np.bitwise_count(np.take_along_axis(one.star[need], one.run_pair[need], axis=1) & pool64)
    _runs(one, coef0, hist, need, pair_ok * star)
    sums.vectors[:, 3, 1] += coef0.vectors(need, _full_triples(one.k[need], pool64))
    sums.vectors[:, 3, 0] += coef0.vectors(
        need, _made_triples(one.region[need] & pool64, one.k[need])
    )

    # W = {d}: -M(k, {d}) = -(Gp(k) - sum over y of f[g2(d, y)] + rel corrections + hot)
    on_state, on_slot = np.nonzero(dead >= 0)
    key = row[on_state] * 52 + dead[on_state, on_slot]
    keys, coef1 = _key_coef(key, option[on_state], -1)
    per_row = _Coef(-np.bincount(row * 16 + option, weights=n_thrown, minlength=n * 16)
                    .astype(np.int64).reshape(n, 16))  # fmt: skip
    rows1 = np.nonzero(per_row.start[1:] > per_row.start[:-1])[0]
    _runs(one, per_row, hist, rows1, _pair_in_pool(one, in_pool, rows1).astype(np.int64))
    _minus_pairs_with(one, tabs, hist, in_pool, coef1, keys, None)
    _rel(one, tabs, hist, in_pool, coef1, np.arange(len(keys)), keys, None)
    _one_card_hot(one, sums, in_pool, pool64, coef1, np.arange(len(keys)), keys, None, None)

    # W = {w1, w2} ⊆ D: +M(k, W) = sum over z of f[g2(w2, z)] (z not w1) + rel of w1 with w2,
    # plus hot HK(k, {w1}, {w2}) + HK(k, {w2}, {w1}) (both out together never: D is one suit
    # or one rank)
    pr, pa, pb = [], [], []
    for a, c in ((0, 1), (0, 2), (1, 2)):
        on = np.nonzero(dead[:, c] >= 0)[0]
        pr.append(on), pa.append(dead[on, a]), pb.append(dead[on, c])
    on = np.concatenate(pr)
    w1, w2 = np.concatenate(pa), np.concatenate(pb)
    key2 = (row[on] * 52 + w1) * 52 + w2
    keys2, coef2 = _key_coef(key2, option[on], 1)
    r2, a2, b2 = keys2 // 2704, (keys2 // 52) % 52, keys2 % 52
    every = np.arange(len(keys2))
    _minus_pairs_with(one, tabs, hist, in_pool, coef2, r2 * 52 + b2, a2, sign=1)
    _rel(one, tabs, hist, in_pool, coef2, every, r2 * 52 + a2, b2)
    _one_card_hot(one, sums, in_pool, pool64, coef2, every, r2 * 52 + a2, b2, None)
    _one_card_hot(one, sums, in_pool, pool64, coef2, every, r2 * 52 + b2, a2, None)

    # W = D, |D| = 3: -f[{k}] - sum over y in D of HK(k, {y}, D - y)
    three = np.nonzero(n_thrown == 3)[0]
    hist.add_many(option[three], 3, 3, k1[three], -1)
    state = _Requests(option[three])
    every = np.arange(len(three))
    for y, rest in ((0, (1, 2)), (1, (0, 2)), (2, (0, 1))):
        _one_card_hot(one, sums, in_pool, pool64, state, every, row[three] * 52 + dead[three, y],
                      dead[three, rest[0]], dead[three, rest[1]], sign=-1)  # fmt: skip


def _key_coef(key: np.ndarray, option: np.ndarray, sign: int) -> tuple[np.ndarray, _Coef]:
    """The distinct keys and a compact coefficient matrix (sign x count per option)."""
    keys, slot = np.unique(key, return_inverse=True)
    counts = np.bincount(slot * 16 + option, minlength=len(keys) * 16)
    return keys, _Coef(sign * counts.reshape(len(keys), 16))


def _pair_in_pool(one: _OneCard, in_pool: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Whether both cards of each pair (g2-sorted order) are unseen, per row."""
    mask = np.take_along_axis(one.pair_mask[rows], one.run_pair[rows], axis=1)
    return (mask & ~_pool_mask(in_pool)) == 0


def _pool_mask(in_pool: np.ndarray) -> np.int64:
    return np.int64(int(np.sum(np.left_shift(np.int64(1), np.nonzero(in_pool)[0]))))


def _runs(
    one: _OneCard, coef: _Coef, hist: _Histogram, rows: np.ndarray, weight: np.ndarray
) -> None:
    """coef x sum over each row's pairs (g2-sorted) of weight x f[g2]: one entry per run."""
    if not len(rows):
        return
    firsts = one.run_first[rows].ravel()
    starts = np.nonzero(firsts)[0]
    total = np.add.reduceat(weight.ravel(), starts)
    ok = total != 0
    starts, total = starts[ok], total[ok]
    code = one.run_code[rows].ravel()[starts]
    coef.spread(hist, rows[starts // one.run_code.shape[1]], 3, None, code, total)


def _n3(code: np.ndarray) -> np.ndarray:
    return tables().n3_of[code]


def _minus_pairs_with(
    one: _OneCard, tabs: _Tables, hist: _Histogram, in_pool: np.ndarray, coef: _Coef,
    keys: np.ndarray, skip: np.ndarray | None, sign: int = -1,
) -> None:  # fmt: skip
    """sign x coef x sum over unseen z (not w, not ``skip``) of f[g2(k, {w, z})] for keys
    k * 52 + w: the sum of f[g1(k, z)] over unseen z (per k), minus the z = w (and skip)
    terms, plus the pairs keeping w (``rel2``)."""
    k, w = keys // 52, keys % 52
    # per k: sum over unseen z of f[g1(k, z)], with the keys' coefficients added up by k
    rows = np.zeros((52, 16), dtype=np.int64)
    np.add.at(rows, k, coef.matrix)
    by_row = _Coef(sign * rows)
    need = np.flatnonzero(by_row.start[1:] > by_row.start[:-1])
    cell_row, cell_z = np.nonzero(in_pool[None, :] & (one.g1[need] >= 0))
    code = one.g1[need[cell_row], cell_z]
    by_row.spread(hist, need[cell_row], 3, None, code, 1)
    # minus the z = w (and skip) terms: thrown cards, alone with {k} they keep {k}
    if not ((one.g1[k, w] == k).all() and (skip is None or (one.g1[k, skip] == k).all())):
        raise AssertionError("a first draw threw a card that {k} would keep")
    by_row.spread(hist, need, 3, None, need, -1 if skip is None else -2)
    first = one.rel2_start[keys]
    entry, pos = _expand(first, one.rel2_start[keys + 1] - first)
    z = one.rel2_z[pos]
    ok = in_pool[z]
    if skip is not None:
        ok &= z != skip[entry]
    entry, pos = entry[ok], pos[ok]
    both = np.concatenate([one.rel2_g2[pos], one.rel2_g1[pos]])
    weight = np.concatenate([np.full(len(pos), sign), np.full(len(pos), -sign)])
    coef.spread(hist, np.concatenate([entry, entry]), 3, None, both, weight)


def _rel(
    one: _OneCard, tabs: _Tables, hist: _Histogram, in_pool: np.ndarray, coef: _Coef,
    index: np.ndarray, keys: np.ndarray, must: np.ndarray | None,
) -> None:  # fmt: skip
    """coef x sum over draws {w, y, z} keeping w (and containing ``must``): f[code] - f[g2]."""
    first = one.rel_start[keys]
    entry, pos = _expand(first, one.rel_start[keys + 1] - first)
    y, z = one.rel_y[pos], one.rel_z[pos]
    ok = in_pool[y] & in_pool[z]
    if must is not None:
        m = must[entry]
        ok &= (y == m) | (z == m)
    entry, pos = entry[ok], pos[ok]
    coef.spread(hist, index[entry], 3, None, one.rel_code[pos], 1)
    coef.spread(hist, index[entry], 3, None, one.rel_g[pos], -1)


def _one_card_hot(
    one: _OneCard, sums: _Sums, in_pool: np.ndarray, pool64: np.int64, coef: _Coef | _Requests,
    index: np.ndarray, keys: np.ndarray, s1: np.ndarray | None, s2: np.ndarray | None,
    sign: int = 1,
) -> None:  # fmt: skip
    """sign x coef x HK(k, {y}, W) for keys k * 52 + y, W = the cards s1, s2 given: the draws
    containing W after which y is an out (pairs with their counted idle cards, full draws)."""
    hist, vectors = sums.hist, sums.vectors[:, 3, 1]
    busy = np.flatnonzero(one.hot_busy[keys])
    keys, index = keys[busy], index[busy]
    s1 = None if s1 is None else s1[busy]
    s2 = None if s2 is None else s2[busy]
    first = one.hot_start[keys]
    entry, pos = _expand(first, one.hot_start[keys + 1] - first)
    k = keys[entry] // 52
    pair = one.hot_pair[pos]
    pm = one.pair_mask[k, pair]
    star = one.star[k, pair] & pool64
    ok = (pm & ~pool64) == 0
    want = np.zeros(len(pos), dtype=np.int64)
    for s in (s1, s2):
        if s is not None:
            want |= np.int64(1) << s[entry]
    outside = want & ~pm  # W's cards not in the pair: at most one, the counted idle card
    weight = np.where(
        outside == 0,
        np.bitwise_count(star).astype(np.int64),
        ((star & outside) == outside) & (np.bitwise_count(outside) == 1),
    )
    weight = weight.astype(np.int64) * ok
    good = weight != 0
    coef.spread(hist, index[entry[good]], 3, one.hot_n3[pos[good]], one.hot_code[pos[good]],
                sign * weight[good])  # fmt: skip
    # after draws keeping three cards (class A): only y = (k's rank, a new suit) and only with
    # nothing required in the draw (W's cards, thrown with K1 = {k}, are of k's rank or of
    # k's suit above k: never in such a draw); high max(x1, x2, k)
    k, y = keys // 52, keys % 52
    hit = np.flatnonzero((y // 4 == k // 4) & (y % 4 != k % 4))
    if s1 is not None:
        hit = hit[s1[hit] < 0]
    if len(hit):
        coef.vectors_into(vectors, index[hit],
                          sign * _full_hot(k[hit], y[hit], pool64))  # fmt: skip


def _made_triples(region: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Three unseen region cards of k with different suits and ranks, all ranks <= v."""
    suits = [t for t in range(4)]
    sets = []
    for t in suits:
        sets.append(((region >> t) & _NIBBLES)[:, None] & _UP_TO[None, :])
    # the three suits other than k's: pick them per row
    total = np.zeros((len(k), 10), dtype=np.int64)
    for a, b, c in itertools.combinations(range(4), 3):
        on = (k % 4 != a) & (k % 4 != b) & (k % 4 != c)
        if on.any():
            part = _distinct(sets[a], sets[b], sets[c])
            total += np.where(on[:, None], part, 0)
    total[np.arange(4, 14)[None, :] < (k // 4 + 1)[:, None]] = 0
    return total


def _full_triples(k: np.ndarray, pool64: np.int64) -> np.ndarray:
    """For one-card K1 = {k}: the last-draw counts summed over the second draws keeping all
    three drawn cards and dropping k (``_OneCard`` checks the two classes when built):
    (A) a card z of k's suit lower than k and two region cards of two new suits;
    (B) a card of k's suit, the card of k's rank in a new suit, and a region card."""
    rank_k = _rank_bit(k)
    suit_k = k % 4
    by_suit = (pool64 >> np.arange(4, dtype=np.int64)) & _NIBBLES
    own = by_suit[suit_k]
    lower = own & ((np.int64(1) << (4 * (k // 4))) - 1)
    upto = _UP_TO[None, :]
    total = np.zeros((len(k), 10), dtype=np.int64)
    others = np.stack([(suit_k + i) % 4 for i in (1, 2, 3)], axis=1)  # the three new suits
    k_ok = np.arange(4, 14)[None, :] >= (k // 4 + 1)[:, None]
    for i, j, m in ((0, 1, 2), (0, 2, 1), (1, 2, 0)):
        s1, s2, sigma = others[:, i], others[:, j], others[:, m]
        x1 = (by_suit[s1] & ~rank_k)[:, None] & upto
        x2 = (by_suit[s2] & ~rank_k)[:, None] & upto
        outs = by_suit[sigma][:, None] & upto
        total += _distinct(x1, x2, lower[:, None] & upto, outs)  # (A)
    for qi in range(3):
        s_q = others[:, qi]
        q_in = (pool64 >> (4 * (k // 4) + s_q)) & 1
        for wi in range(3):
            if wi == qi:
                continue
            s_w, sigma = others[:, wi], others[:, 3 - qi - wi]
            part = _distinct(
                (own & ~rank_k)[:, None] & upto,
                (by_suit[s_w] & ~rank_k)[:, None] & upto,
                (by_suit[sigma] & ~rank_k)[:, None] & upto,
            )  # (B)
            total += part * k_ok * q_in[:, None]
    return total


def _full_hot(k: np.ndarray, y: np.ndarray, pool64: np.int64) -> np.ndarray:
    """Class (A) draws of ``_full_triples`` leaving y = (k's rank, sigma) an out: z lower in
    k's suit, x1, x2 region cards of the two suits other than k's and sigma; the badugi
    {x1, x2, z, y} has high max(x1, x2, k) (z is below k)."""
    by_suit = (pool64 >> np.arange(4, dtype=np.int64)) & _NIBBLES
    suit_k, sigma = k % 4, y % 4
    rest = 6 - suit_k - sigma
    s1 = np.where(((suit_k + 1) % 4 != sigma), (suit_k + 1) % 4, (suit_k + 2) % 4)
    s2 = rest - s1
    rank_k = _rank_bit(k)
    lower = by_suit[suit_k] & ((np.int64(1) << (4 * (k // 4))) - 1)
    upto = _UP_TO[None, :]
    part = _distinct((by_suit[s1] & ~rank_k)[:, None] & upto,
                      (by_suit[s2] & ~rank_k)[:, None] & upto, lower[:, None])  # fmt: skip
    part[np.arange(4, 14)[None, :] < (k // 4 + 1)[:, None]] = 0
    return part


def _rank_partner_rel(
    two: _TwoCard, sums: _Sums, pool64: np.int64, coef: _Coef, keys: np.ndarray
) -> None:
    """For keys (K1, d) with d = (rank of o in K1, a new suit): the draws {d, p} with p of o's
    suit and a rank new to K1 keep {h, p, d} (h the other card of K1; class (1b) of
    ``_TwoCard._check_held_pairs``) where p alone keeps g(K1, p): K1 if p is above o, {h, p}
    if below. Adds f[{h, p, d}] - f[g(K1, p)] over unseen p, which the relevance lists leave
    out."""
    rows, d = keys // 52, keys % 52
    a, b = two.cards[rows, 0], two.cards[rows, 1]
    new_suit = (d % 4 != a % 4) & (d % 4 != b % 4)
    at = np.flatnonzero(new_suit & ((d // 4 == a // 4) | (d // 4 == b // 4)))
    if not len(at):
        return
    rows, d, a, b = rows[at], d[at], a[at], b[at]
    o = np.where(d // 4 == a // 4, a, b)
    h = np.where(d // 4 == a // 4, b, a)
    sigma = 6 - a % 4 - b % 4 - d % 4
    by_suit = (pool64 >> np.arange(4, dtype=np.int64)) & _NIBBLES
    rank_o, rank_h = _rank_bit(o), _rank_bit(h)
    partners = by_suit[o % 4] & ~rank_o & ~rank_h
    below = (np.int64(1) << (4 * (o // 4))) - 1
    upto = _UP_TO[None, :]
    v = np.arange(4, 14)[None, :]
    outs = (by_suit[sigma] & ~rank_h & ~rank_o)[:, None] & upto
    kept = _distinct(partners[:, None] & upto, outs)
    kept[v < (np.maximum(h, o) // 4 + 1)[:, None]] = 0
    strong = _distinct(
        (partners & below)[:, None] & upto,
        (by_suit[d % 4] & ~rank_h)[:, None] & upto,
        (by_suit[sigma] & ~rank_h)[:, None] & upto,
    )
    strong[v < (h // 4 + 1)[:, None]] = 0
    sums.vectors[:, 2, 1] += coef.vectors(at, kept)
    sums.vectors[:, 2, 2] -= coef.vectors(at, strong)
    weak = np.bitwise_count(partners & ~below).astype(np.int64)
    coef.spread(sums.hist, at, 2, None, two.k1_id[rows], -weak)


def _single_cards(
    two: _TwoCard, pool64: np.int64, rows: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each two-card K1 = {a, b}: the sums over unseen single cards y of f[g(K1, y)] where
    g is not K1 (``_TwoCard`` checks when built that these are exactly the region cards, with
    g = K1 + y, and the cards of one card o's suit below o whose rank the other card h lacks,
    with g = {h, y}), as (three-card sums, two-card sums, how many such y)."""
    a, b = two.cards[rows, 0], two.cards[rows, 1]
    by_suit = (pool64 >> np.arange(4, dtype=np.int64)) & _NIBBLES
    both_ranks = _rank_bit(a) | _rank_bit(b)
    used = (1 << (a % 4)) | (1 << (b % 4))
    first_new = np.where(used & 1 == 0, 0, np.where(used & 2 == 0, 1, 2))
    second_new = 6 - a % 4 - b % 4 - first_new
    upto = _UP_TO[None, :]
    v = np.arange(4, 14)[None, :]
    region = np.zeros((len(rows), 10), dtype=np.int64)
    count = np.zeros(len(rows), dtype=np.int64)
    for tau, sigma in ((first_new, second_new), (second_new, first_new)):
        cards = by_suit[tau] & ~both_ranks
        region += _distinct(cards[:, None] & upto, (by_suit[sigma] & ~both_ranks)[:, None] & upto)
        count += popcount64(cards)
    region[v < two.top[rows].astype(np.int64)[:, None]] = 0
    replaced = np.zeros((len(rows), 10), dtype=np.int64)
    for h, o in ((a, b), (b, a)):
        lower = by_suit[o % 4] & ((np.int64(1) << (4 * (o // 4))) - 1) & ~_rank_bit(h)
        part = _distinct(
            lower[:, None] & upto,
            (by_suit[first_new] & ~_rank_bit(h))[:, None] & upto,
            (by_suit[second_new] & ~_rank_bit(h))[:, None] & upto,
        )
        part[v < (h // 4 + 1)[:, None]] = 0
        replaced += part
        count += popcount64(lower)
    return region, replaced, count
