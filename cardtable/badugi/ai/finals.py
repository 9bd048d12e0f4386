"""How often a final Badugi hand beats an opponent, from how many cards he changed in a draw.

The draw trainer ranks each way to discard by its chance to win the showdown
(``odds_win``); in a practice spot all it knows of an opponent is how many cards he drew in
the draw being played. ``finals.bin`` (made by ``tools/badugi_finals/build.py``, whose notes
give the model: the ranges ``hard`` reads draws with, ``ai.simulate``) holds, for a
triple-draw hand, each draw (1-3) and count of cards changed in it (0-4, 0 = stood pat), the
chance that a final hand of each strength class beats such an opponent's final hand, ties
counted half: unsigned 16-bit fractions, ``(draw - 1, k, class)`` row-major.

Opponents are taken as independent of each other and of the player's cards (the few cards
one player holds change another's chances by little), so against several the chances
multiply (``win_weights``).
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np

from cardtable.badugi.hand_value import NUM_CLASSES

DRAWS = (1, 2, 3)
"""The draws of a triple-draw hand, by number (1 = the first)."""
KS = (0, 1, 2, 3, 4)
"""Cards changed in a draw (0 = stood pat)."""

_MAGIC = b"CTFIN1\0\0"
_SCALE = 65535
_SHAPE = (len(DRAWS), len(KS), NUM_CLASSES)


def beat_chances(weights: Sequence[float]) -> np.ndarray:
    """From weights of final classes (flat over ``_SHAPE``), the chance that each class beats
    a hand drawn from them, ties half: P(his < c) + P(his = c) / 2, per (draw, k)."""
    hist = np.asarray(weights, dtype=np.float64).reshape(_SHAPE)
    total = hist.sum(axis=2, keepdims=True)
    p = hist / np.where(total > 0, total, 1.0)
    below = np.cumsum(p, axis=2) - p
    return below + p / 2


def write_table(path: Path, weights: Sequence[float]) -> None:
    """Write the table from simulated weights of final classes (flat over ``_SHAPE``)."""
    values = np.rint(np.clip(beat_chances(weights), 0.0, 1.0) * _SCALE).astype("<u2")
    path.write_bytes(_MAGIC + struct.pack("<I", values.size) + values.tobytes())


@cache
def table() -> np.ndarray:
    """The shipped table as floats, shaped (draw - 1, cards changed, class)."""
    raw = resources.files("cardtable.badugi").joinpath("finals.bin").read_bytes()
    if not raw.startswith(_MAGIC):
        raise RuntimeError("cardtable/badugi/finals.bin is damaged; rebuild it")
    (n,) = struct.unpack_from("<I", raw, len(_MAGIC))
    body = raw[len(_MAGIC) + 4 :]
    if n != int(np.prod(_SHAPE)) or len(body) != 2 * n:
        raise RuntimeError("cardtable/badugi/finals.bin has the wrong shape; rebuild it")
    values = np.frombuffer(body, dtype="<u2").astype(np.float64) / _SCALE
    values = values.reshape(_SHAPE)
    values.setflags(write=False)
    return values


def win_weights(draws_left: int, opponents_drew: Sequence[int]) -> np.ndarray:
    """For a triple-draw spot with ``draws_left`` draws to come (counting the one being
    played) in which the opponents changed ``opponents_drew`` cards: the chance that a final
    hand of each strength class beats them all (1 with no opponent)."""
    if draws_left not in DRAWS:
        raise ValueError(f"draws_left must be 1, 2 or 3, not {draws_left!r}")
    out = np.ones(NUM_CLASSES)
    beat = table()[len(DRAWS) - draws_left]
    for k in opponents_drew:
        if k not in KS:
            raise ValueError(f"an opponent changes 0 to 4 cards, not {k!r}")
        out = out * beat[k]
    return out
