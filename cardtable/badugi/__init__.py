"""Badugi (바둑이): hand values, the game engine, records and bots."""

from cardtable.badugi.hand_value import HandValue, evaluate, hand_name, strength

__all__ = ["HandValue", "evaluate", "hand_name", "strength"]
