"""The draw odds' model dealt out: a spot's remaining draws played many times over, vectorised.

Why dealt when the engines count exactly: with two or three draws left the chance to win
(``odds.win``) counts the hands the misses end with approximately, and that approximation
can only be checked, or a close call between two discards settled, by dealing the very
model the engines count (``benchmarks/study_trainer_wins_error.py`` measures it with this
module; ``trainer_settle`` settles close answers with it):

* the cards come from the spot's unseen ones in a random order; a card dealt and thrown never
  comes back, dead cards never come;
* after the first draw a badugi stands pat, anything else keeps its counted cards by the exact
  engine's tie rule (``exact._keep_after``: among equal partial hands the one with the most
  cards already held, then the first in ``evaluate``'s order);
* that order depends on the suits' names, so the hands are dealt in the suit frame the engines
  count in (``draws._Frame``); strength classes and high cards do not depend on it.

``final_hands`` deals several discards of one spot with the *same* orders of the cards (common
random numbers): a comparison of two discards then sees the same luck on both sides, and the
noise of their difference is far below that of either figure.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardtable.badugi.hand_value import _TABLE4
from cardtable.badugi.odds.draws import _Frame
from cardtable.badugi.odds.exact import _keep_after
from cardtable.core.cards import Card, full_deck

BADUGI_FROM = 13 + 78 + 286
"""The first strength class of a badugi (after the one-, two- and three-card hands)."""


def _keep_bits(hand: np.ndarray, held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(is a badugi, kept cards) of four-card hands and the cards held before their deal, as
    52-bit masks, by the exact engine's rule, one call per distinct pair."""
    pairs, inverse = np.unique(np.stack([hand, held], axis=1), axis=0, return_inverse=True)
    made = np.empty(len(pairs), dtype=bool)
    kept = np.empty(len(pairs), dtype=np.int64)
    for i, (h, k) in enumerate(pairs.tolist()):
        size, _high, counted = _keep_after(k, h)
        made[i], kept[i] = size == 4, counted
    inverse = inverse.reshape(-1)
    return made[inverse], kept[inverse]


def _popcount(x: np.ndarray) -> np.ndarray:
    return np.bitwise_count(x.astype(np.uint64)).astype(np.int64)


def final_hands(
    hand: Sequence[Card],
    dead: Sequence[Card],
    keeps: Sequence[Sequence[Card]],
    draws_left: int,
    samples: int,
    rng: np.random.Generator,
) -> list[np.ndarray]:
    """For each of ``keeps`` (the cards a discard keeps from ``hand``), the four-card hands
    (52-bit masks in the engines' suit frame) it ends with over ``samples`` deals of the
    remaining ``draws_left`` draws, every discard dealt from the same orders of the cards."""
    frame = _Frame(hand, dead)
    gone = set(hand) | set(dead)
    pool = np.array([frame.card(c).index for c in full_deck() if c not in gone], dtype=np.int64)
    order = pool[np.argsort(rng.random((samples, len(pool))), axis=1)]
    rows = np.arange(samples)
    out = []
    for keep in keeps:
        at = np.zeros(samples, dtype=np.int64)
        held = np.full(samples, sum(frame.card(c).bit for c in keep), dtype=np.int64)
        now = held.copy()
        need = np.full(samples, 4 - len(keep), dtype=np.int64)
        for draw in range(draws_left):
            if draw > 0:
                made, kept = _keep_bits(now, held)
                held = np.where(made, now, kept)
                now = held.copy()
                need = np.where(made, 0, 4 - _popcount(kept))
            for j in range(4):
                take = need > j
                if not take.any():
                    break
                card = order[rows[take], at[take]]
                now[take] |= np.left_shift(np.int64(1), card)
                at[take] += 1
        out.append(now)
    return out


def strength_classes(hands: np.ndarray) -> np.ndarray:
    """Each hand's strength class (the index ``win_weights`` reads; badugis from
    ``BADUGI_FROM`` on)."""
    keys, inverse = np.unique(hands, return_inverse=True)
    klass = np.array([_TABLE4[int(k)] >> 4 for k in keys.tolist()], dtype=np.int64)
    return klass[inverse.reshape(-1)]


def badugi_highs(hands: np.ndarray, classes: np.ndarray) -> np.ndarray:
    """The high card (1-13) of each hand that is a badugi, -1 for a miss: the strata the
    exact engines give the chances of (``DiscardOption.p_badugi_by_high``)."""
    high = np.full(len(hands), -1, dtype=np.int64)
    badugi = classes >= BADUGI_FROM
    # The highest card's index is the mask's bit length less one; below 2**53 a float holds
    # the mask exactly, so frexp's exponent is that length.
    _mantissa, length = np.frexp(hands[badugi].astype(np.float64))
    high[badugi] = (length.astype(np.int64) - 1) // 4 + 1
    return high
