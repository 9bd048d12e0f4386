"""Where a game of Spades stands: bidding, playing tricks, or over.

A ``StrEnum`` whose values are the strings the engine used before it was an enum, so a
phase written into a save, a record or a log reads exactly as it always did, and comparing
with the old strings still holds; code compares with the members.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"
