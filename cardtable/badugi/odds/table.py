"""The shipped table of three-draw odds (``odds3.bin``), and how to look a hand up in it.

Before a hand's first draw nothing is dead, so the odds of every way to discard depend on the
four cards alone, and only up to a renaming of suits: 16,432 hands cover all 270,725. The
table holds, for each of them and each of its 16 ways to discard, the exact P(badugi with
high <= r) for r = 4..13 as a numerator over ``DENOMINATOR`` (48!/36!, a multiple of every
three-draw denominator), computed by ``tools/odds_table/build.py`` (same model and algorithm
as ``odds/exact.py``, in C). Exact, so the table and the engine agree to the last digit; the price
is about 11 MB.

Layout (little-endian): magic ``b"CTODDS3\x02"``; the number of hands ``n`` (uint32); the
hands' colex indices in increasing order (``n`` uint32); the number of blocks ``b`` (uint32)
and ``b + 1`` offsets (uint32) of the blocks from the end of that header; then the blocks,
each an lzma (xz) stream of ``BLOCK`` hands: ``BLOCK`` uint32 offsets of the hands within the
block's data, then per hand and per keep mask 0..15 (bit i = the hand's i-th lowest card is
kept) the ten increments ``q[4], q[5] - q[4], ..., q[13] - q[12]`` of the numerators as
unsigned LEB128 varints. Blocks keep a look-up to one small decompression (about 1 ms).
"""

from __future__ import annotations

import bisect
import itertools
import lzma
import struct
from collections.abc import Sequence
from functools import cache
from importlib import resources
from math import comb, prod

FILENAME = "odds3.bin"
MAGIC = b"CTODDS3\x02"
DENOMINATOR = prod(range(37, 49))
"""48!/36!: every exact three-draw probability with 48 unseen cards is a multiple of 1/this."""
HANDS = 16_432
BLOCK = 128

PERMS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(range(4)))
"""The 24 renamings of the suits, in the order both the table and ``odds`` try them."""


def colex(indices: Sequence[int]) -> int:
    """The colex rank of four distinct card indices (any order) among all 4-card sets."""
    a, b, c, d = sorted(indices)
    return comb(a, 1) + comb(b, 2) + comb(c, 3) + comb(d, 4)


def canonical(indices: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(canonical hand, suit renaming): of the 24 renamings of the suits, the one giving the
    smallest colex index. ``renaming[s]`` is the new suit of suit ``s``; the hand comes back
    sorted by index."""
    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    for perm in PERMS:
        moved = tuple(sorted(i - i % 4 + perm[i % 4] for i in indices))
        key = colex(moved)
        if best is None or key < best[0]:
            best = (key, moved, perm)
    assert best is not None
    return best[1], best[2]


def canonical_hands() -> list[tuple[int, ...]]:
    """Every canonical hand, in increasing colex order (the table's order)."""
    found = {canonical(combo)[0] for combo in itertools.combinations(range(52), 4)}
    return sorted(found, key=colex)


def _varint(value: int, out: bytearray) -> None:
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return


def encode(rows: dict[tuple[int, ...], list[list[int]]]) -> bytes:
    """The file's bytes from exact numerators over DENOMINATOR: ``rows[hand][keep mask]`` =
    the ten cumulative values for r = 4..13."""
    hands = sorted(rows, key=colex)
    if len(hands) != HANDS:
        raise ValueError(f"expected {HANDS} hands, got {len(hands)}")
    blocks = []
    for first in range(0, len(hands), BLOCK):
        group = hands[first : first + BLOCK]
        stream = bytearray()
        offsets = []
        for hand in group:
            offsets.append(len(stream))
            options = rows[hand]
            if len(options) != 16 or any(len(v) != 10 for v in options):
                raise ValueError(f"hand {hand}: 16 options of 10 values expected")
            for values in options:
                previous = 0
                for numerator in values:
                    if numerator < previous or numerator > DENOMINATOR:
                        raise ValueError(f"hand {hand}: values must rise and stay <= 1")
                    _varint(numerator - previous, stream)
                    previous = numerator
        offsets += [len(stream)] * (BLOCK - len(group))
        raw = struct.pack(f"<{BLOCK}I", *offsets) + bytes(stream)
        blocks.append(lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME))
    starts = [0]
    for block in blocks:
        starts.append(starts[-1] + len(block))
    head = (
        MAGIC
        + struct.pack("<I", len(hands))
        + struct.pack(f"<{len(hands)}I", *(colex(h) for h in hands))
        + struct.pack("<I", len(blocks))
        + struct.pack(f"<{len(starts)}I", *starts)
    )
    return head + b"".join(blocks)


class OddsTable:
    """The table as read from its bytes; ``row(hand)`` decompresses one block (then cached)."""

    def __init__(self, data: bytes) -> None:
        if data[:8] != MAGIC:
            raise ValueError("not a cardtable three-draw odds table")
        try:
            (count,) = struct.unpack_from("<I", data, 8)
            self.keys = list(struct.unpack_from(f"<{count}I", data, 12))
            at = 12 + 4 * count
            (blocks,) = struct.unpack_from("<I", data, at)
            self.starts = struct.unpack_from(f"<{blocks + 1}I", data, at + 4)
        except struct.error as exc:
            raise ValueError("the three-draw odds table is damaged (truncated header)") from exc
        self.base = at + 8 + 4 * blocks
        self.data = data
        if count != HANDS or self.base + self.starts[-1] != len(data):
            raise ValueError("the three-draw odds table is damaged (wrong size)")
        self._blocks: dict[int, bytes] = {}

    def _block(self, index: int) -> bytes:
        found = self._blocks.get(index)
        if found is None:
            begin = self.base + self.starts[index]
            found = lzma.decompress(self.data[begin : self.base + self.starts[index + 1]])
            self._blocks[index] = found
        return found

    def row(self, hand: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Exact numerators (over DENOMINATOR) of P(badugi with high <= r), r = 4..13, per keep
        mask over the canonical ``hand`` (sorted card indices)."""
        key = colex(hand)
        at = bisect.bisect_left(self.keys, key)
        if at == len(self.keys) or self.keys[at] != key:
            raise KeyError(hand)
        block = self._block(at // BLOCK)
        (pos,) = struct.unpack_from("<I", block, 4 * (at % BLOCK))
        pos += 4 * BLOCK
        out = []
        for _ in range(16):
            total, values = 0, []
            for _ in range(10):
                shift = value = 0
                while True:
                    byte = block[pos]
                    pos += 1
                    value |= (byte & 0x7F) << shift
                    if byte < 0x80:
                        break
                    shift += 7
                total += value
                values.append(total)
            out.append(tuple(values))
        return out


@cache
def table() -> OddsTable | None:
    """The shipped table, or None when the package was built without it."""
    try:
        data = resources.files("cardtable.badugi.odds").joinpath(FILENAME).read_bytes()
    except FileNotFoundError:
        return None
    return OddsTable(data)
