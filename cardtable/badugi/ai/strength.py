"""How strong a Badugi hand is, in one look-up: the heads-up winning chance of each hand class
by draws left and by the opponent's latest draw count.

The playouts of the ``hard`` bot (``rollout``) need every seat's sense of its own strength at
every decision, thousands of times per decision; a Monte Carlo equity there would cost more
than the whole time budget. The table is made offline by ``tools/badugi_strength/build.py``
(the model is described there) and shipped as ``strength.bin``: unsigned 16-bit fractions,
one block per game variant (three draws, one draw), indexed
``(draws_left * NUM_CLASSES + class) * N_K + k`` where ``k`` is how many cards the opponent
changed in his latest draw (``K_NONE``: he has not drawn yet).
"""

from __future__ import annotations

import struct
from array import array
from functools import cache
from importlib import resources
from pathlib import Path

from cardtable.badugi.hand_value import NUM_CLASSES

VARIANTS = (3, 1)
"""Game variants by number of draws: triple draw, single draw."""

N_K = 6
K_NONE = 5
"""The opponent-draw index for "has not drawn yet" (0-4 are cards changed)."""

_MAGIC = b"CTSTR1\0\0"
_SCALE = 65535


def _block_size(draws: int) -> int:
    return (draws + 1) * NUM_CLASSES * N_K


def write_table(path: Path, tables: dict[int, list[float]]) -> None:
    """Write the variants' tables (fractions in [0, 1]) in ``VARIANTS`` order."""
    out = bytearray(_MAGIC)
    for draws in VARIANTS:
        values = tables[draws]
        if len(values) != _block_size(draws):
            raise ValueError(f"a {draws}-draw table needs {_block_size(draws)} values")
        block = array("H", (round(min(1.0, max(0.0, v)) * _SCALE) for v in values))
        out += struct.pack("<I", len(block))
        out += block.tobytes() if array("H", [1]).tobytes() == b"\x01\x00" else _swapped(block)
    path.write_bytes(bytes(out))


def _swapped(block: array) -> bytes:
    copy = array("H", block)
    copy.byteswap()
    return copy.tobytes()


@cache
def table(draws: int) -> tuple[float, ...]:
    """The flat table of ``draws``-draw Badugi (see the module notes for the index)."""
    raw = resources.files("cardtable.badugi").joinpath("strength.bin").read_bytes()
    if not raw.startswith(_MAGIC):
        raise RuntimeError("cardtable/badugi/strength.bin is damaged; rebuild it")
    pos = len(_MAGIC)
    for variant in VARIANTS:
        (n,) = struct.unpack_from("<I", raw, pos)
        pos += 4
        if n != _block_size(variant):
            raise RuntimeError("cardtable/badugi/strength.bin has the wrong shape; rebuild it")
        if variant == draws:
            block = array("H")
            block.frombytes(raw[pos : pos + 2 * n])
            if array("H", [1]).tobytes() != b"\x01\x00":
                block.byteswap()
            return tuple(v / _SCALE for v in block)
        pos += 2 * n
    raise ValueError(f"no strength table for {draws}-draw Badugi")


def heads_up(draws: int, left: int, strength: int, k: int) -> float:
    """Chance that a hand of class ``strength`` with ``left`` draws to come beats one opponent
    who changed ``k`` cards in his latest draw (``K_NONE``: not drawn yet), ties halved."""
    return table(draws)[(left * NUM_CLASSES + strength) * N_K + k]
