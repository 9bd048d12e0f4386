"""A bid button that shows the bid chosen and leaves the choosing to its owner.

The bid buttons are checkable (the one chosen shows checked) and Qt toggled one at each
click or Space before its owner (the table's picker, the bidding practice) checked the bid
chosen: Space on the bid already chosen unchecked it and checked it again, and a reader on
it heard "not pressed", "pressed"; in the practice a bid not yet chosen went checked,
unchecked (the page's ``check`` decides), checked. Here a click only says "chosen", and
the owner sets the one state to show.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton


class BidButton(QPushButton):
    """Checkable, but not toggled by a click: ``clicked`` goes to the owner, which checks
    the bid chosen (and unchecks the one before)."""

    def nextCheckState(self) -> None:  # noqa: N802 (Qt API)
        """A click leaves the state alone: the owner shows the choice."""
