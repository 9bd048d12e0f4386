"""Where a Badugi hand stands: a betting round, a draw, or over.

A ``StrEnum`` whose values are the strings the engine always used, so a phase still reads,
compares, formats and serialises as that string: saves, records, PHH export and the bots'
seeds are byte-for-byte what they were, while code compares against one spelling only.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    BETTING = "betting"
    DRAWING = "drawing"
    COMPLETE = "complete"
