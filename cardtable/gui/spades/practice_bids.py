"""The bidding practice's row of bid buttons, nil to the hand's size (13 at four players, 10
at five, 17 at three and six): one checkable button per bid, chosen with a click or Space
(Enter still bids), kept apart from the page's own code."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from cardtable.gui.common.shortcuts import focusable
from cardtable.gui.spades import text
from cardtable.gui.spades.bid_button import BidButton
from cardtable.gui.spades.bid_focus import focused_value
from cardtable.spades.actions import NIL
from cardtable.spades.rules import SpadesRules

TOP = max(SpadesRules(players=n).max_bid for n in (3, 4, 5, 6))
"""The highest bid at any table size (17): a button for each, those above the hand's hidden."""


class PracticeBids(QWidget):
    """``buttons[value]`` is the button of bid ``value`` (0 is nil); ``row`` takes more."""

    def __init__(self, choose: Callable[[int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(3)
        # No QButtonGroup: Qt makes a group's buttons one Tab stop, and Tab reached Nil and
        # never "Bid 1" .. "Bid 13" (the arrows here change the chosen bid, not the focus),
        # as at the table's picker. One button shows checked (``check``), the group's old job.
        self.buttons: dict[int, BidButton] = {}
        for value in range(0, TOP + 1):
            b = BidButton(text.bid_text(NIL) if value == 0 else str(value), self)
            b.setObjectName("bidValue")
            b.setCheckable(True)
            focusable(b, (Qt.Key.Key_Space,))  # Space chooses; Enter still bids
            if value:  # read "Bid 3" as the table's picker reads, not a bare "3"
                b.setAccessibleName(
                    QCoreApplication.translate("SpadesTable", "Bid {0}").format(value)
                )
            # The page checks the choice (``check``); the click leaves the state alone.
            b.clicked.connect(lambda _on=False, value=value: choose(value))
            self.row.addWidget(b)
            self.buttons[value] = b
        self.top = 13
        self.show_up_to(13)

    def show_up_to(self, top: int) -> None:
        """Show the bids nil to ``top`` (the hand's size), hide the rest."""
        self.top = top
        for value, button in self.buttons.items():
            button.setVisible(value <= top)

    def stepped(self, choice: int | None, step: int) -> int:
        """The bid one ``step`` from the focused button (``bid_focus.focused_value``), else
        from ``choice``, within nil .. ``top``: on "4" Up is 5 whatever was chosen. From
        nothing chosen (and no bid focused) Up picks 1 and Down nil, as at the table."""
        start = focused_value(self.buttons)
        if start is None:
            start = choice if choice is not None else (0 if step > 0 else 1)
        return max(0, min(self.top, start + step))

    def check(self, value: int | None) -> None:
        """Show ``value`` chosen: its button checked, every other one not."""
        for v, button in self.buttons.items():
            button.setChecked(v == value)

    def focus_off(self, open_bid: bool, home: QWidget) -> None:
        """``home`` (the page) takes the focus from a bid button as the bids are greyed (the
        bid made): Qt handed it on to each next button, and a reader said every one."""
        focus = QApplication.focusWidget()
        if not open_bid and focus is not None and self.isAncestorOf(focus):
            home.setFocus(Qt.FocusReason.OtherFocusReason)
