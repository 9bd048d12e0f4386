"""Exact three-draw Badugi odds with dead cards, for all 16 ways to discard at once (numpy).

Same model, same integer counts and the same results as ``odds._three_draws`` (read the module
notes of ``odds`` first); only the way of adding them up differs. Before a hand's first draw
nothing is dead and the shipped table answers (``odds_table``); this pass is for the other
three-draw spots (dead cards given through the API), where the engine takes tens of seconds.

The sum, and why it can be done in tens of milliseconds:

* First draw. Exactly as in ``odds_vector``: every four-card set the first draw can give, for
  all 16 options, is one row; its kept partial hand ``K1`` (the tie rule included) comes from
  the four-card table. What the row leaves behind is a *state* ``(K1, D)``: ``D`` is the drawn
  cards it threw (at most three, each sharing a suit or a rank with ``K1``).
* The rest of the hand from a state is the two-draw value of holding ``K1`` with the pool
  minus ``D``. Inclusion-exclusion over the subsets ``W`` of ``D`` turns that into
  ``F(K1, D) = sum over W of (-1)^|W| M(K1, W)``, where ``M(K1, W)`` counts the second- and
  last-draw paths from ``K1`` (in the full pool) whose cards include ``W``. ``M`` depends on
  far fewer keys than there are states (about 19,000 keys for 200,000 states), and most of it
  is shared: ``M(K1, {})`` is one number per kept hand.
* A path contains ``W`` either because the second draw ``S`` dealt it (``W ⊆ S``: a sum of
  second-draw outcomes, read from per-``K1`` tables of every ``S``, built once) or because a
  card ``y`` of ``W`` comes in the last draw. The last case (the "hot" cards: thrown in the
  first draw, an out again after the second, because the second draw dropped the card they
  clashed with) is counted by ``HK(K1, Y, W') = sum over S ⊇ W' with Y among the outs of K2
  of f[K2 + Y]`` from a table of every such (``K1``, ``S``, ``y``), built once.
* When ``K1`` and ``D`` make four cards (``W = D``) the only second draw containing ``W`` is
  ``D`` itself, which gives the first draw's four cards back, so ``K2 = K1``.

Everything adds up to a histogram of (option, draw sizes, code) — a code is a kept partial
hand or a made badugi's high card — with integer weights, multiplied by the last draw's
closed-form counts (``odds_vector.final_table``) at the end.
"""

from __future__ import annotations

import itertools
from functools import cache
from math import comb

import numpy as np

from cardtable.badugi.odds_vector import (
    _BIN,
    _OFFSET,
    _colex4,
    _first_draws,
    _partial_ids,
    base,
    final_table,
)

_SUIT_BITS = np.array([sum(1 << (4 * r + s) for r in range(13)) for s in range(4)], np.int64)
_RANK_BITS = np.array([0xF << (4 * r) for r in range(13)], dtype=np.int64)


def _codes(cards: np.ndarray, held: np.ndarray) -> np.ndarray:
    """The code of each row of four sorted cards with ``held`` (bits over its positions) held:
    the compact id of the partial hand ``odds._keep_after`` keeps, or ``n_ids + high`` for a
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


class _Leaves:
    """Every second draw from every partial hand ``K1`` of one size ``k``: the pool-independent
    half of the two-draw values the states need.

    ``cards`` (n, k): the partial hands (compact ids ``start .. start + n``); ``others`` (n,
    52 - k): the other cards in index order; ``combos`` (L, 4 - k): the second draws as
    positions in ``others``; ``code`` (n, L): what holding ``K1`` and drawing the combo keeps.
    ``sorted_cards`` / ``sorted_code`` / ``run_start`` hold each row's draws ordered by code,
    so that the sum over every draw is a count per run of equal codes."""

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
            held = sum(
                (hands[:, i : i + 1] == kept).any(axis=1).astype(np.int64) << i for i in range(4)
            )
            self.code[first : first + step] = _codes(hands, held).reshape(len(part), length)
        order = np.argsort(self.code, axis=1, kind="stable")
        self.sorted_code = np.take_along_axis(self.code, order, axis=1)
        self.sorted_cards = np.take_along_axis(
            self.others[:, None, :], self.combos[order], axis=2
        ).astype(np.int8)  # (n, L, n2)
        self.run_start = np.ones((n, length), dtype=bool)
        self.run_start[:, 1:] = self.sorted_code[:, 1:] != self.sorted_code[:, :-1]
        # draws containing a given position (and, for one-card K1, a given pair of positions)
        if self.n2 >= 2:
            self.with_one = np.array(
                [np.nonzero((self.combos == p).any(axis=1))[0] for p in range(52 - k)],
                dtype=np.int64,
            )
        if self.n2 == 3:
            pairs = [(p, q) for q in range(52 - k) for p in range(q)]  # colex order
            self.with_two = np.array(
                [
                    np.nonzero((self.combos == p).any(axis=1) & (self.combos == q).any(axis=1))[0]
                    for p, q in pairs
                ],
                dtype=np.int64,
            )


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
        self.leaves = {
            k: _Leaves(k, cards[k], tables.size_starts[k - 1]) for k in (3, 2, 1)
        }
        self.hot = {k: self._hot(self.leaves[k]) for k in (3, 2, 1)}

    def _hot(self, leaves: _Leaves) -> dict[str, np.ndarray]:
        """Every (K1, second draw S, card y) where y shares a suit or a rank with K1 (so a first
        draw can have thrown it) and is an out of what holding K1 and drawing S keeps (K2): the
        second draw dropped the card of K1 it clashed with. Sorted by (K1, y); ``code`` is K2 + y
        and ``n3`` the last draw's size (4 - |K2|). For two-card K1 also the pairs {y1, y2}."""
        k, n2 = leaves.k, leaves.n2
        kmask = np.bitwise_or.reduce(np.left_shift(np.int64(1), leaves.cards), axis=1)
        clash = np.zeros(len(kmask), dtype=np.int64)
        for i in range(k):
            clash |= _SUIT_BITS[leaves.cards[:, i] % 4] | _RANK_BITS[leaves.cards[:, i] // 4]
        clash &= ~kmask
        code = leaves.code.astype(np.int64).ravel()
        partial = code < self.n_ids
        hot = np.zeros(len(code), dtype=np.int64)
        row_of = np.repeat(np.arange(len(kmask)), leaves.code.shape[1])
        hot[partial] = self.region[code[partial]] & clash[row_of[partial]]
        rows = np.nonzero(hot)[0]
        rows, ys = _bit_rows(rows, hot[rows])
        k1 = rows // leaves.code.shape[1]
        leaf = rows % leaves.code.shape[1]
        drawn = np.sort(leaves.others[k1[:, None], leaves.combos[leaf]], axis=1)
        kept = self.pmask[code[rows]]
        out: dict[str, np.ndarray] = {}
        single = self._entries(k1, ys, drawn, kept, ys[:, None])
        out.update({f"one_{name}": v for name, v in single.items()})
        if k == 2:
            # pairs of hot cards of one row: y1 < y2 with distinct suits and ranks
            order = np.lexsort((ys, rows))
            rows_s, ys_s = rows[order], ys[order]
            firsts, seconds = [], []
            for gap in (1, 2, 3):
                a = np.arange(len(rows_s) - gap)
                same = rows_s[a] == rows_s[a + gap]
                firsts.append(a[same])
                seconds.append(a[same] + gap)
            a, c = np.concatenate(firsts), np.concatenate(seconds)
            y1, y2 = ys_s[a], ys_s[c]
            fine = (y1 // 4 != y2 // 4) & (y1 % 4 != y2 % 4)
            a, c = a[fine], c[fine]
            src = order[a]
            pair = self._entries(
                k1[src], ys_s[a] * 64 + ys_s[c], drawn[src], kept[src],
                np.stack([ys_s[a], ys_s[c]], axis=1),
            )  # fmt: skip
            out.update({f"two_{name}": v for name, v in pair.items()})
        return out

    def _entries(
        self, k1: np.ndarray, key_y: np.ndarray, drawn: np.ndarray, kept: np.ndarray,
        ys: np.ndarray,
    ) -> dict[str, np.ndarray]:  # fmt: skip
        """Hot entries sorted by (K1 row, key_y): the draw's cards, the code of K2 + ys, n3."""
        both = kept | np.bitwise_or.reduce(np.left_shift(np.int64(1), ys), axis=1)
        size = np.bitwise_count(both)
        code = np.empty(len(both), dtype=np.int64)
        for m in (2, 3, 4):
            at = np.nonzero(size == m)[0]
            if len(at):
                rows, cards = _bit_rows(at, both[at])
                # _bit_rows yields each row's cards lowest first, one pass per bit: regroup
                order = np.lexsort((cards, rows))
                code[at] = _set_codes(cards[order].reshape(-1, m))
        key = k1 * 4096 + key_y
        order = np.argsort(key, kind="stable")
        return {
            "key": key[order],
            "drawn": drawn[order].astype(np.int8),
            "code": code[order].astype(np.int16),
            "n3": (4 - np.bitwise_count(kept[order])).astype(np.int8),
        }


@cache
def tables() -> _Tables:
    return _Tables()


class _Histogram:
    """Integer weights per (option, n2, n3, code), gathered as lists and counted once."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.index: list[np.ndarray] = []
        self.weight: list[np.ndarray] = []

    def add(self, option, n2, n3, code, weight) -> None:  # noqa: ANN001
        index = ((np.asarray(option) * 4 + n2) * 4 + n3) * self.width + code
        index, weight = np.broadcast_arrays(index, weight)
        self.index.append(index.ravel().astype(np.int64))
        self.weight.append(weight.ravel().astype(np.float64))

    def counts(self) -> np.ndarray:
        index = np.concatenate(self.index) if self.index else np.zeros(0, np.int64)
        weight = np.concatenate(self.weight) if self.weight else np.zeros(0)
        total = np.bincount(index, weights=weight, minlength=16 * 16 * self.width)
        return total.reshape(16, 4, 4, self.width)


def _ranges(keys: np.ndarray, wanted: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(request, entry) pairs: every entry whose key equals the request's key."""
    left = np.searchsorted(keys, wanted, side="left")
    right = np.searchsorted(keys, wanted, side="right")
    lengths = right - left
    request = np.repeat(np.arange(len(wanted)), lengths)
    starts = np.repeat(left - np.cumsum(lengths) + lengths, lengths)
    return request, starts + np.arange(len(request))


def _option_pairs(coef: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The nonzero (key, option, coefficient) of a (keys, 16) coefficient array."""
    key, option = np.nonzero(coef)
    return key, option, coef[key, option]


def three_draw_counts(hand: list[int], pool: int) -> list[dict[tuple[int, ...], list[int]]]:
    """The buckets ``odds._three_draws`` gives for each keep mask 0..15 (bit j = ``hand[j]``
    kept), for all 16 at once. ``hand``: four card indices; ``pool``: the unseen cards."""
    tabs, vec = tables(), base()
    n_ids = tabs.n_ids
    in_pool = ((np.int64(pool) >> np.arange(52)) & 1).astype(bool)
    hist = _Histogram(tabs.width)

    # The first draw, every option: as odds_vector.two_draw_counts, keeping the patterns.
    fresh = np.nonzero((vec.masks[4] & ~np.int64(pool)) == 0)[0]
    option, colex, held = _first_draws(hand, pool)
    option = np.concatenate([np.zeros(len(fresh), np.int64), option])
    colex = np.concatenate([fresh, colex])
    held = np.concatenate([np.zeros(len(fresh), np.int64), held])
    code = vec.code[colex].astype(np.int64)
    counted = vec.counted[colex].astype(np.int64)
    cards = vec.subsets[4][colex].astype(np.int64)
    tie = vec.tie_class[colex]
    fix = np.nonzero((tie >= 0) & ((counted & held) != held))[0]
    if len(fix):
        counted[fix] = vec.tie_choice[tie[fix], held[fix]]
        code[fix] = vec.compact[_partial_ids(cards[fix], counted[fix])]
    made = code >= n_ids
    made1 = np.bincount(option[made] * 14 + code[made] - n_ids, minlength=16 * 14)
    made1 = made1.reshape(16, 14)

    # States (option, K1, D): D = the drawn cards thrown, ascending, padded with -1.
    state = ~made
    option, k1, cards = option[state], code[state], cards[state]
    thrown = 15 & ~counted[state] & ~held[state]
    n_thrown = np.bitwise_count(thrown)
    dead = np.full((len(k1), 3), -1, dtype=np.int64)
    slot = np.zeros(len(k1), dtype=np.int64)
    for i in range(4):
        on = np.nonzero((thrown >> i) & 1)[0]
        dead[on, slot[on]] = cards[on, i]
        slot[on] += 1
    size = tabs.psize[k1]

    for k in (3, 2, 1):
        at = np.nonzero(size == k)[0]
        if len(at):
            _states_of_size(
                tabs, hist, in_pool, k, option[at], k1[at], dead[at], n_thrown[at]
            )

    counts = hist.counts()
    fext = np.vstack([final_table(pool), (np.arange(14)[:, None] <= np.arange(4, 14)[None, :])])
    fext = fext.astype(np.float64)
    out = []
    for keep in range(16):
        n1 = 4 - keep.bit_count()
        buckets: dict[tuple[int, ...], list[int]] = {(n1,): np.cumsum(made1[keep]).tolist()}
        for n2 in (1, 2, 3):
            for n3 in (0, 1, 2, 3):
                row = counts[keep, n2, n3]
                if not row.any():
                    continue
                values = row @ fext
                exact = np.rint(values)
                bound = np.abs(row) @ fext
                if bound.max() >= 2**53 or not np.array_equal(values, exact):
                    raise ArithmeticError("three-draw counts left float64's exact range")
                key = (n1, n2) if n3 == 0 else (n1, n2, n3)
                buckets[key] = [0, 0, 0, 0, *exact.astype(np.int64).tolist()]
        out.append(buckets)
    return out


def _states_of_size(
    tabs: _Tables, hist: _Histogram, in_pool: np.ndarray, k: int, option: np.ndarray,
    k1: np.ndarray, dead: np.ndarray, n_thrown: np.ndarray,
) -> None:  # fmt: skip
    """Add every state with a kept partial hand of ``k`` cards: F(K1, D) as the sum over
    W ⊆ D of (-1)^|W| M(K1, W) (the module notes)."""
    leaves, hot = tabs.leaves[k], tabs.hot[k]
    n2 = 4 - k
    row = k1 - leaves.start
    n_rows = len(leaves.cards)

    # W = {}: the two-draw value of holding K1, once per (K1, option).
    two = np.bincount(row * 16 + option, minlength=n_rows * 16).reshape(n_rows, 16)
    _add_two_draw(leaves, hist, in_pool, two, tabs)

    # W = D with |K1| + |D| = 4: the second draw gives the first draw's cards back, K2 = K1.
    full = np.nonzero(n_thrown == n2)[0]
    hist.add(option[full], n2, n2, k1[full], (-1) ** n2)

    if k == 3:
        one = np.nonzero(n_thrown == 1)[0]
        _add_hot(hot, "one", hist, in_pool, option[one], row[one] * 4096 + dead[one, 0],
                 np.full((len(one), 0), -1), -1, n2)  # fmt: skip
        return

    # W = {w}: -M(K1, {w}) for each thrown card (two- and one-card K1).
    wanted = np.nonzero(dead >= 0)
    key = row[wanted[0]] * 52 + dead[wanted]
    singles = np.bincount(key * 16 + option[wanted[0]], minlength=n_rows * 52 * 16)
    singles = -singles.reshape(n_rows * 52, 16)
    _add_with(leaves, hist, in_pool, singles, tabs, pairs=False)
    key_at, opt_at, coef_at = _option_pairs(singles)
    _add_hot(hot, "one", hist, in_pool, opt_at, (key_at // 52) * 4096 + key_at % 52,
             np.full((len(key_at), 0), -1), coef_at, n2)  # fmt: skip

    if k == 2:
        two_thrown = np.nonzero(n_thrown == 2)[0]
        d0, d1 = dead[two_thrown, 0], dead[two_thrown, 1]
        r, o = row[two_thrown], option[two_thrown]
        # the first thrown card an out at the end, the second dealt again (and vice versa)
        _add_hot(hot, "one", hist, in_pool, o, r * 4096 + d0, d1[:, None], 1, n2)
        _add_hot(hot, "one", hist, in_pool, o, r * 4096 + d1, d0[:, None], 1, n2)
        # both outs at the end
        _add_hot(hot, "two", hist, in_pool, o, r * 4096 + d0 * 64 + d1,
                 np.full((len(r), 0), -1), 1, n2)  # fmt: skip
        return

    # one-card K1: W = {w1, w2} ⊆ D, +M(K1, W) (|W| = 3 is the full case above, plus hot)
    pair_rows, pair_first, pair_second = [], [], []
    for a, c in ((0, 1), (0, 2), (1, 2)):
        on = np.nonzero(dead[:, c] >= 0)[0]
        pair_rows.append(on)
        pair_first.append(dead[on, a])
        pair_second.append(dead[on, c])
    on = np.concatenate(pair_rows)
    w1, w2 = np.concatenate(pair_first), np.concatenate(pair_second)
    pair_coef = {}
    for r, o, a, c in zip(row[on].tolist(), option[on].tolist(), w1.tolist(), w2.tolist(),
                          strict=True):  # fmt: skip
        pair_coef[r, a, c, o] = pair_coef.get((r, a, c, o), 0) + 1
    if pair_coef:
        items = np.array([(*key, value) for key, value in pair_coef.items()], dtype=np.int64)
        r, a, c, o, coef = items.T
        _add_pairs(leaves, hist, in_pool, r, a, c, o, coef, tabs)
        _add_hot(hot, "one", hist, in_pool, o, r * 4096 + a, c[:, None], coef, n2)
        _add_hot(hot, "one", hist, in_pool, o, r * 4096 + c, a[:, None], coef, n2)
    three = np.nonzero(n_thrown == 3)[0]
    for y, rest in ((0, (1, 2)), (1, (0, 2)), (2, (0, 1))):
        _add_hot(hot, "one", hist, in_pool, option[three], row[three] * 4096 + dead[three, y],
                 dead[three][:, list(rest)], -1, n2)  # fmt: skip


def _add_two_draw(
    leaves: _Leaves, hist: _Histogram, in_pool: np.ndarray, two: np.ndarray, tabs: _Tables
) -> None:
    """Sum over every second draw from each K1, weighted by its (option) coefficients."""
    need = np.nonzero(two.any(axis=1))[0]
    if not len(need):
        return
    drawn = leaves.sorted_cards[need]  # (m, L, n2)
    valid = in_pool[drawn].all(axis=2).ravel()
    starts = np.nonzero(leaves.run_start[need].ravel())[0]
    runs = np.add.reduceat(valid.astype(np.int64), starts)
    run_code = leaves.sorted_code[need].ravel()[starts].astype(np.int64)
    run_row = need[starts // leaves.code.shape[1]]
    keep = runs > 0
    runs, run_code, run_row = runs[keep], run_code[keep], run_row[keep]
    for option in range(16):
        coef = two[run_row, option]
        on = coef != 0
        hist.add(option, leaves.n2, tabs.n3_of[run_code[on]], run_code[on], coef[on] * runs[on])


def _add_with(
    leaves: _Leaves, hist: _Histogram, in_pool: np.ndarray, coef: np.ndarray, tabs: _Tables,
    pairs: bool,
) -> None:  # fmt: skip
    """Second draws containing card w (key = row * 52 + w), weighted by coefficients."""
    key, option, weight = _option_pairs(coef)
    if not len(key):
        return
    row, card = key // 52, key % 52
    position = card - (leaves.cards[row] < card[:, None]).sum(axis=1)
    draws = leaves.with_one[position]  # (m, C)
    codes = leaves.code[row[:, None], draws].astype(np.int64)
    drawn = leaves.others[row[:, None, None], leaves.combos[draws]]
    valid = in_pool[drawn].all(axis=2)
    hist.add(option[:, None], leaves.n2, tabs.n3_of[codes], codes, weight[:, None] * valid)


def _add_pairs(
    leaves: _Leaves, hist: _Histogram, in_pool: np.ndarray, row: np.ndarray, w1: np.ndarray,
    w2: np.ndarray, option: np.ndarray, coef: np.ndarray, tabs: _Tables,
) -> None:  # fmt: skip
    """Second draws containing both w1 < w2 (one-card K1), weighted by coefficients."""
    p = w1 - (leaves.cards[row, 0] < w1)
    q = w2 - (leaves.cards[row, 0] < w2)
    pair = _BIN[q, 2] + p  # colex of (p, q) among pairs of range(51), p < q
    draws = leaves.with_two[pair]
    codes = leaves.code[row[:, None], draws].astype(np.int64)
    drawn = leaves.others[row[:, None, None], leaves.combos[draws]]
    valid = in_pool[drawn].all(axis=2)
    hist.add(option[:, None], leaves.n2, tabs.n3_of[codes], codes, coef[:, None] * valid)


def _add_hot(
    hot: dict[str, np.ndarray], kind: str, hist: _Histogram, in_pool: np.ndarray,
    option: np.ndarray, key: np.ndarray, must: np.ndarray, coef: np.ndarray | int, n2: int,
) -> None:  # fmt: skip
    """coef x HK(K1, Y, must) for each request: the hot entries of key (K1, Y) whose second
    draw contains the cards ``must`` (a -1 column is ignored) and lies in the pool."""
    if not len(key):
        return
    request, entry = _ranges(hot[f"{kind}_key"], key)
    drawn = hot[f"{kind}_drawn"][entry].astype(np.int64)
    ok = in_pool[drawn].all(axis=1)
    for j in range(must.shape[1]):
        need = must[request, j]
        ok &= (need < 0) | (drawn == need[:, None]).any(axis=1)
    request, entry = request[ok], entry[ok]
    coef = np.broadcast_to(np.asarray(coef), (len(key),))[request]
    codes = hot[f"{kind}_code"][entry].astype(np.int64)
    hist.add(option[request], n2, hot[f"{kind}_n3"][entry].astype(np.int64), codes, coef)
