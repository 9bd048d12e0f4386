"""The focus follows the bid chosen by key while it is on a bid button.

The arrows and digits are page-wide keys that change the *chosen* bid (the table's picker,
the bidding practice's row). With the focus on "Bid 6", Up chose 7 ("Bid chosen: 7") and
the focus stayed on Bid 6, where Space chose 6 again: a screen reader sat on one bid while
another was chosen. While a bid button holds the focus, the focus goes to the bid chosen.

The arrows step from the focused button (``focused_value``): with nothing chosen yet, Tab
to "4" then Up chose 1 and the focus jumped there, where a keyboard player expects 5 (and
Down 3). From the felt they step from the bid chosen, as before.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton


def focused_value(buttons: Mapping[int, QPushButton]) -> int | None:
    """The bid of the button among ``buttons`` that holds the focus, None when none does:
    the arrows step from it rather than from the bid chosen."""
    focus = QApplication.focusWidget()
    return next((value for value, b in buttons.items() if b is focus), None)


def follow_choice(buttons: Mapping[int, QPushButton], value: int | None) -> bool:
    """Give ``value``'s button the focus if another of ``buttons`` holds it; True when the
    focus moved (the reader then says the new bid as it lands, so the caller need not).
    With the focus elsewhere (the felt) nothing moves: the caller says the choice."""
    focus = QApplication.focusWidget()
    target = buttons.get(value) if value is not None else None
    if target is None or focus is target or focus not in buttons.values():
        return False
    if not (target.isVisible() and target.isEnabled()):
        return False
    target.setFocus(Qt.FocusReason.OtherFocusReason)
    return True
