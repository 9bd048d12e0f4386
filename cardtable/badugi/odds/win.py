"""The chance that each way to discard wins the showdown, for all 16 options at once (numpy).

``odds`` answers "how often does this discard make a badugi, and how good a one"; a player
wants "how often does it win". Given ``weights[c]``, the chance that a final hand of strength
class ``c`` beats the opponents (``odds_opponents`` makes it from how they drew), an option's
chance to win is the mean of ``weights`` over the final hands it leads to, under the odds
model of ``odds`` (the same unseen cards; later draws played the same way: stand pat on a
badugi, else keep the counted cards, with the same tie rule).

How it is summed, and what is exact:

* The first draw is exact: every four-card set it can give, for all 16 options, is a row
  (``odds_vector.first_draw_rows``) with its strength class. With one draw left that is the
  whole answer.
* After a draw that leaves no badugi the player holds a partial hand ``K`` (an id of
  ``odds_vector``) and the next draw deals ``4 - |K|`` of the unseen cards left. Which are
  left depends on the cards thrown before; but a thrown card is never an out for the partial
  hand kept in that draw (``odds_exact``'s notes), so the badugis of the draw from ``K`` are
  counted over the unseen cards not in ``K`` and divided by the true number of deals: every
  badugi's chance, class by class, is exact with two draws as with one. Only the mix of
  hands the misses end with (a three-card 4-3-2 or an 8-7-6?) is counted as if the earlier
  thrown cards could come: a handful of cards among 40-odd.
* With three draws the middle draw's misses go to the partial hands they keep in the
  proportions of a full deck (``_Table``), so the figures are set on the exact ones at the
  end: each option's chance of a badugi with each high card is the exact engines'
  (``odds.discard_options``), and only the share of wins within each high card, and among
  the misses, comes from this count (``anchor``). The tests hold the one- and two-draw
  counts to the exact engines and bound the three-draw ones before anchoring.

The draws from every partial hand (7,852 of them, 2.4 million four-card sets) are laid out
once per process in ``_Table`` (about 1-2 s, 25 MB; ``prepare`` builds it on a worker); a
spot then masks the cards it cannot deal and adds up: ``benchmarks/bench_trainer.py``
measures it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from math import comb

import numpy as np

from cardtable.badugi.odds.draws import DiscardOption, _check, _Frame
from cardtable.badugi.odds.vector import _colex4, _partial_ids, base, first_draw_rows
from cardtable.core.cards import Card

HIGHS = tuple(range(4, 14))
_NH = len(HIGHS)
WIDTH = 2 * _NH + 2
"""A value vector: P(badugi with high r) for r = 4..13, the win chance carried by those
badugis, P(no badugi), the win chance carried by the misses."""
_P, _W, _PM, _WM = slice(0, _NH), slice(_NH, 2 * _NH), 2 * _NH, 2 * _NH + 1
_SLOTS = _NH + 1  # a draw's outcome: a badugi's high card (0..9) or a miss (10)
_NONE = 52  # "no card" in a completion's padded card list


class _Table:
    """Every draw from every partial hand, over a full deck less the hand's own cards.

    Rows are grouped by partial hand (its compact id) and outcome slot, so a spot adds a
    group up with one ``reduceat``: ``cards`` (the drawn cards, padded with ``_NONE``),
    ``klass`` (the four cards' strength class), and per non-empty group its ``group_at``
    start, ``group_id`` and ``group_slot``. ``pairs_*``: for each partial hand, the partial
    hands its misses keep (tie rule: the most cards already held) and how many draws keep
    each, grouped by (hand, size of the kept one)."""

    def __init__(self) -> None:
        tables = base()
        starts = tables.size_starts
        cards_parts, class_parts, key_parts = [], [], []
        pair_key_parts, pair_count_parts = [], []
        for k in (1, 2, 3):
            info = tables.partial[k - 1]
            colex_k = info["index"]
            kcards = tables.subsets[k][colex_k].astype(np.int64)
            kmask = tables.masks[k][colex_k]
            draws = tables.subsets[4 - k].astype(np.int64)
            dmask = tables.masks[4 - k]
            ids = starts[k - 1] + np.arange(len(colex_k))
            # In chunks of partial hands: the candidate grid is up to 22,100 draws wide.
            step = max(1, 400_000 // len(draws))
            for lo in range(0, len(colex_k), step):
                hi = min(len(colex_k), lo + step)
                ki, di = np.nonzero((kmask[lo:hi, None] & dmask[None, :]) == 0)
                ki += lo
                rows = np.sort(np.concatenate([kcards[ki], draws[di]], axis=1), axis=1)
                colex = _colex4(rows)
                held = np.zeros(len(rows), dtype=np.int64)
                for i in range(4):
                    held |= ((kmask[ki] >> rows[:, i]) & 1) << i
                code = tables.code[colex].astype(np.int64)
                tie = tables.tie_class[colex]
                fix = np.nonzero((tie >= 0) & ((tables.counted[colex] & held) != held))[0]
                if len(fix):
                    counted = tables.tie_choice[tie[fix], held[fix]]
                    code[fix] = tables.compact[_partial_ids(rows[fix], counted)]
                made = code >= tables.n_ids
                slot = np.where(made, code - tables.n_ids - HIGHS[0], _NH)
                padded = np.full((len(di), 3), _NONE, dtype=np.int8)
                padded[:, : 4 - k] = draws[di]
                cards_parts.append(padded)
                class_parts.append(tables.klass[colex])
                key_parts.append(ids[ki] * _SLOTS + slot)
                miss = ~made
                pair = np.unique(ids[ki][miss] * tables.n_ids + code[miss], return_counts=True)
                pair_key_parts.append(pair[0])
                pair_count_parts.append(pair[1])
        key = np.concatenate(key_parts)
        self.cards = np.concatenate(cards_parts)
        self.klass = np.concatenate(class_parts)
        groups, row_group = np.unique(key, return_inverse=True)
        self.row_group = row_group.astype(np.int32)
        self.n_groups = len(groups)
        self.group_id = groups // _SLOTS
        self.group_slot = groups % _SLOTS
        n_ids = tables.n_ids
        self.n_ids = n_ids
        size = np.searchsorted(np.array(starts[1:]), np.arange(n_ids), side="right") + 1
        self.size = size
        pair_key = np.concatenate(pair_key_parts)
        owner, nxt = pair_key // n_ids, pair_key % n_ids
        order = np.lexsort((nxt, size[nxt], owner))
        self.pair_owner, self.pair_next = owner[order], nxt[order]
        self.pair_count = np.concatenate(pair_count_parts)[order].astype(np.float64)
        groups, pair_group = np.unique(self.pair_owner * 4 + size[self.pair_next],
                                       return_inverse=True)
        self.pair_group = pair_group.astype(np.int32)
        self.pair_groups = len(groups)
        self.pair_group_owner = groups // 4
        self.pair_group_size = groups % 4
        # The misses each (hand, kept size) group stands for, in a full deck.
        self.pair_at = np.concatenate([[0], np.nonzero(np.diff(self.pair_group))[0] + 1])
        self.pair_count32 = self.pair_count.astype(np.float32)
        self.pair_weight = np.bincount(
            self.pair_group, self.pair_count, minlength=self.pair_groups
        )


@cache
def table() -> _Table:
    return _Table()


def prepare() -> None:
    """Build the draws of every partial hand (about 1-2 s once); any thread."""
    table()


class _Sums:
    """One spot's last-draw sums for every partial hand: badugis by high card (count and win
    weight) and misses (count and win weight), over the unseen cards not in the hand."""

    def __init__(self, pool: int, weights: np.ndarray) -> None:
        t = table()
        removed = np.ones(_NONE + 1, dtype=bool)
        removed[[i for i in range(52) if pool >> i & 1]] = False
        removed[_NONE] = False
        cards = t.cards
        ok = ~(removed[cards[:, 0]] | removed[cards[:, 1]] | removed[cards[:, 2]])
        count = np.bincount(t.row_group, ok, minlength=t.n_groups)
        win = np.bincount(t.row_group, np.where(ok, weights[t.klass], 0.0), minlength=t.n_groups)
        self.count = np.zeros((t.n_ids, _SLOTS))
        self.win = np.zeros((t.n_ids, _SLOTS))
        self.count[t.group_id, t.group_slot] = count
        self.win[t.group_id, t.group_slot] = win
        misses = self.count[:, _NH]
        self.mean_miss = np.divide(
            self.win[:, _NH], misses, out=np.zeros(t.n_ids), where=misses > 0
        )

    def last(self, ids: np.ndarray, deals: np.ndarray) -> np.ndarray:
        """Value vectors of the last draw from partial hands ``ids`` when it has ``deals``
        equally likely outcomes (the true number, with the earlier draws' cards gone)."""
        out = np.zeros((len(ids), WIDTH))
        out[:, _P] = self.count[ids, :_NH] / deals[:, None]
        out[:, _W] = self.win[ids, :_NH] / deals[:, None]
        out[:, _PM] = 1.0 - out[:, _P].sum(axis=1)
        out[:, _WM] = out[:, _PM] * self.mean_miss[ids]
        return out

    def middle(self, ids: np.ndarray, gone: np.ndarray, pool_size: int) -> np.ndarray:
        """Value vectors of the second of three draws from partial hands ``ids`` with
        ``gone`` cards dealt before: its badugis as counted for this spot, its misses spread
        over the hands they keep in a full deck's proportions, each then drawing the last."""
        t = table()
        size = t.size[ids]
        deals = _deals(pool_size, gone, 4 - size)
        out = np.zeros((len(ids), WIDTH))
        out[:, _P] = self.count[ids, :_NH] / deals[:, None]
        out[:, _W] = self.win[ids, :_NH] / deals[:, None]
        rest = 1.0 - out[:, _P].sum(axis=1)
        # Per partial hand and size of the kept one: sums over the kept hands of count x
        # [badugis by high card, their win weight, badugis x mean miss win, mean miss win,
        # 1], the kept hands' shares in a full deck's proportions (anchor sets it right).
        bad = self.count[:, :_NH]
        columns = np.concatenate(
            [bad, self.win[:, :_NH], (bad.sum(axis=1) * self.mean_miss)[:, None],
             self.mean_miss[:, None]],
            axis=1,
        ).T  # fmt: skip
        # One gather and one reduceat in float32 (the sums are of integers times weights
        # in [0, 1], far within its precision for what the middle draw is used for).
        picked = columns.T.astype(np.float32)[t.pair_next]
        picked *= t.pair_count32[:, None]
        grouped = np.empty((t.pair_groups, 2 * _NH + 3))
        grouped[:, :-1] = np.add.reduceat(picked, t.pair_at, axis=0)
        grouped[:, -1] = t.pair_weight
        per = np.zeros((t.n_ids, 4, grouped.shape[1]))
        per[t.pair_group_owner, t.pair_group_size] = grouped
        mine = per[ids]  # (n, 4 sizes, columns)
        gone_next = gone + 4 - size
        total = np.zeros((len(ids), WIDTH))
        weight = mine[:, :, -1].sum(axis=1)  # draws that miss, in a full deck
        for s in (1, 2, 3):
            d = _deals(pool_size, gone_next, np.full(len(ids), 4 - s))[:, None]
            total[:, _P] += mine[:, s, :_NH] / d
            total[:, _W] += mine[:, s, _NH : 2 * _NH] / d
            total[:, _WM] -= mine[:, s, 2 * _NH] / d[:, 0]
        total[:, _PM] = weight - total[:, _P].sum(axis=1)
        total[:, _WM] += mine[:, :, 2 * _NH + 1].sum(axis=1)
        share = np.divide(rest, weight, out=np.zeros(len(ids)), where=weight > 0)
        return out + total * share[:, None]


def _deals(pool_size: int, gone: np.ndarray, drawn: np.ndarray) -> np.ndarray:
    """Equally likely deals of ``drawn`` cards from ``pool_size - gone`` unseen cards."""
    grid = np.array(
        [[max(1, comb(pool_size - g, n)) for n in range(5)] for g in range(pool_size + 1)],
        dtype=np.float64,
    )
    return grid[np.clip(gone, 0, pool_size), drawn]


def win_vectors(
    hand: Sequence[int], pool: int, draws_left: int, weights: np.ndarray
) -> np.ndarray:
    """(16, WIDTH) value vectors by keep mask (bit j = ``hand[j]`` kept): ``hand`` four card
    indices, ``pool`` the unseen cards as a mask, ``weights`` the win chance of each final
    strength class (length ``NUM_CLASSES``)."""
    if draws_left not in (1, 2, 3):
        raise ValueError(f"draws_left must be 1, 2 or 3, not {draws_left!r}")
    tables = base()
    weights = np.asarray(weights, dtype=np.float64)
    pool_size = int(pool).bit_count()
    option, colex, code = first_draw_rows(list(hand), pool)
    drawn = np.array([4 - m.bit_count() for m in range(16)], dtype=np.int64)
    rows_per = np.array([comb(pool_size, int(n)) for n in drawn], dtype=np.float64)
    out = np.zeros((16, WIDTH))
    made = code >= tables.n_ids
    win = weights[tables.klass[colex]]
    slot = option[made] * _NH + (code[made] - tables.n_ids - HIGHS[0])
    out[:, _P] = np.bincount(slot, minlength=16 * _NH).reshape(16, _NH)
    out[:, _W] = np.bincount(slot, win[made], minlength=16 * _NH).reshape(16, _NH)
    miss = ~made
    if draws_left == 1:
        out[:, _PM] = np.bincount(option[miss], minlength=16)
        out[:, _WM] = np.bincount(option[miss], win[miss], minlength=16)
        return out / rows_per[:, None]
    # The first draw's misses as (option, kept partial hand) with how many deals keep it.
    key, counts = np.unique(option[miss] * tables.n_ids + code[miss], return_counts=True)
    first_opt, first_id = key // tables.n_ids, key % tables.n_ids
    gone = drawn[first_opt]
    sums = _Sums(pool, weights)
    if draws_left == 2:
        values = sums.last(first_id, _deals(pool_size, gone, 4 - table().size[first_id]))
    else:
        values = sums.middle(first_id, gone, pool_size)
    np.add.at(out, first_opt, values * counts[:, None].astype(np.float64))
    return out / rows_per[:, None]


def anchor(vector: np.ndarray, exact_by_high: Mapping[int, float]) -> float:
    """The win chance of one option from its value vector, set on the exact chances of a
    badugi by high card (``DiscardOption.p_badugi_by_high``, cumulative): each high card's
    badugis keep this count's share of wins, and so do the misses."""
    cum = np.array([exact_by_high[r] for r in HIGHS])
    exact = np.diff(np.concatenate([[0.0], cum]))
    p, w = vector[_P], vector[_W]
    share = np.divide(w, p, out=np.zeros(_NH), where=p > 1e-15)
    miss = max(0.0, 1.0 - float(cum[-1]))
    pm = float(vector[_PM])
    miss_share = float(vector[_WM]) / pm if pm > 1e-15 else 0.0
    return float(np.clip(exact @ share + miss * miss_share, 0.0, 1.0))


def raw_win(vector: np.ndarray) -> float:
    """The win chance of a value vector as counted (before ``anchor``)."""
    return float(vector[_W].sum() + vector[_WM])


def badugi_by_high(vector: np.ndarray) -> list[float]:
    """P(badugi with high <= r), r = 4..13, of a value vector as counted (tests)."""
    return np.cumsum(vector[_P]).tolist()


def keep_mask(hand: Sequence[object], keep: Iterable[object]) -> int:
    """The keep mask (bit j = ``hand[j]`` kept) of the cards ``keep``."""
    kept = set(keep)
    return sum(1 << j for j, card in enumerate(hand) if card in kept)


def option_wins(
    cards: Sequence[Card],
    draws_left: int,
    dead: Sequence[Card],
    weights: np.ndarray,
    options: Sequence[DiscardOption],
) -> list[float]:
    """The chance each of ``options`` (the exact odds of this hand's discards, as
    ``odds.discard_options`` gives them) wins, when a final hand of class ``c`` wins with
    chance ``weights[c]``. Counted in the suit frame ``odds`` uses, so a hand and the same
    hand with its suits renamed get the same figures."""
    hand, pool = _check(cards, draws_left, dead)
    frame = _Frame(hand, dead)
    framed = [frame.card(c).index for c in hand]
    vectors = win_vectors(framed, frame.mask(pool), draws_left, weights)
    return [anchor(vectors[keep_mask(hand, o.keep)], o.p_badugi_by_high) for o in options]


def wins_exact(draws_left: int) -> bool:
    """Whether ``option_wins`` is exact (under its model of the opponents) with
    ``draws_left`` draws to come: with one every deal is counted; with two or three the mix
    of hands the misses end with is counted approximately (the notes above), so a screen
    showing the figure says "about"."""
    return draws_left == 1


__all__ = ["HIGHS", "WIDTH", "anchor", "badugi_by_high", "keep_mask", "option_wins", "prepare",
           "raw_win", "table", "win_vectors", "wins_exact"]  # fmt: skip
