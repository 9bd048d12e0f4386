"""Badugi (바둑이): hand values, the game engine, records and bots.

The names below load on first use (PEP 562): importing the package, as the game registry
does to read the spec, must not build the 270,725-hand value table (0.4 s of start-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.badugi.hand_value import HandValue, evaluate, hand_name, strength

__all__ = ["HandValue", "evaluate", "hand_name", "strength"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from cardtable.badugi import hand_value

        return getattr(hand_value, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
