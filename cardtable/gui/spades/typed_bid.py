"""Digits typed at a Spades bid (the table's picker, the bidding practice) make one number,
as in a spin box's typed entry: a new player types "3" and means 3, not "one more".

Bids go to 13 at four players and 17 at three, so one key cannot name every bid: a digit
typed soon after another (within ``TYPING_GAP_S``) is joined to it, "1" then "2" making 12,
where 12 may be bid. A joined number that may not be bid (14 at four players) starts again
from the last digit alone (4): the player sees no typed text to mend, and the last key is
what they meant last. "0" alone is nil, as it always was.

No Qt here: the clock is passed in (tests give their own).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

TYPING_GAP_S = 1.0
"""Seconds within which a second digit joins the first (Qt's own type-ahead waits 0.4 s; a
new player looking for the second key on the keyboard takes longer)."""


class TypedBid:
    """The digits typed so far for one bid."""

    def __init__(
        self, gap_s: float = TYPING_GAP_S, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.gap_s = gap_s
        self.clock = clock
        self._typed = ""
        self._at = float("-inf")

    def digit(self, digit: int, values: Sequence[int]) -> int | None:
        """The bid that typing ``digit`` chooses among the open ``values`` (0 is nil): joined
        to the digits just typed where that may be bid, else the digit alone; None if
        neither may be bid (the choice stays as it was)."""
        now = self.clock()
        joined = self._typed + str(digit) if now - self._at <= self.gap_s else ""
        self._at = now
        for text in (joined, str(digit)):
            if text and int(text) in values:
                self._typed = text
                return int(text)
        self._typed = ""
        return None

    def forget(self) -> None:
        """Start the next number afresh (the choice was changed another way)."""
        self._typed = ""
