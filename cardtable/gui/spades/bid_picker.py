"""The Spades table's bid picker: Nil, 1 .. hand size as toggle buttons in a block of two or
three rows (a single row of 18 buttons does not fit a narrow window). Clicking a number, the
arrow keys, the number typed (``typed_bid.py``) or the coach only *choose* it; the table's
*Bid* action makes the bid, so a slip of the mouse never bids.

The picker keeps the choice and holds no rules: the table tells it which values are open
(``bid_values`` of the person's legal actions) whenever they change.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QApplication, QGridLayout, QWidget

from cardtable.gui.common.shortcuts import focusable
from cardtable.gui.spades.bid_button import BidButton
from cardtable.gui.spades.bid_focus import focused_value
from cardtable.gui.spades.typed_bid import TypedBid
from cardtable.spades.actions import BLIND_NIL, NIL, Action, Bid, BidValue

BID_BUTTON_H = 30
SPACING = 3


def bid_values(legal: Sequence[Action]) -> list[int]:
    """The numbers the person may bid among ``legal``, 0 standing for nil (blind nil has a
    button of its own)."""
    values = []
    for a in legal:
        if isinstance(a, Bid) and a.value != BLIND_NIL:
            values.append(0 if a.value == NIL else int(a.value))
    return values


class BidPicker(QWidget):
    """The bid buttons and the number chosen (``choice``, None for nothing yet, 0 for nil);
    ``chosen(value)`` is emitted on a click."""

    chosen = Signal(int)

    def __init__(self, max_bid: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 8, 0)
        grid.setSpacing(SPACING)
        # No QButtonGroup: Qt makes a group's buttons one Tab stop (the radio pattern), so
        # Tab reached Nil and never "Bid 1" .. "Bid 13", and the arrows here change the
        # *chosen* bid (table-wide keys), not the focus, so a screen reader user on "Nil"
        # heard "Bid chosen: 3" while the focus stayed on Nil. Each open bid is a Tab stop,
        # read by its name as the focus lands ("Bid 3"); digits and the arrows still choose
        # from anywhere, and Shift+Tab from the felt reaches the Bid button in three steps.
        self.buttons: dict[int, BidButton] = {}
        count = max_bid + 1
        rows = 2 if count <= 11 else 3
        columns = -(-count // rows)
        for value in range(count):
            # The table's own context: the text was the table's before the picker had a module.
            label = QCoreApplication.translate("SpadesTable", "Nil") if value == 0 else str(value)
            b = BidButton(label, self)
            b.setObjectName("bidValue")
            b.setCheckable(True)
            # Tab reaches it and Space chooses it; Enter still makes the bid chosen.
            focusable(b, (Qt.Key.Key_Space,))
            b.setAccessibleName(
                QCoreApplication.translate("SpadesTable", "Bid {0}").format(label)
                if value
                else label
            )
            b.setFixedHeight(BID_BUTTON_H)
            b.clicked.connect(lambda _on=False, value=value: self.chosen.emit(value))
            grid.addWidget(b, value // columns, value % columns)
            self.buttons[value] = b
        self.max_bid = max_bid
        self.block_height = rows * BID_BUTTON_H + (rows - 1) * SPACING
        """As tall as the picker's rows: the action bar keeps this height whatever shows."""
        self.choice: int | None = None
        self._turn: int | None = None  # the position the choice was made at
        self.typed = TypedBid()
        """The digits typed for this bid ("1" then "2" choose 12)."""

    def new_turn(self, position: int) -> None:
        """A turn to bid at ``position``: on a new one nothing is chosen (a number picked by
        the table, a count, would look like advice and could differ from the coach's)."""
        if position != self._turn:
            self._turn = position
            self.choice = None
            self.typed.forget()

    def choose(self, value: int, values: Sequence[int]) -> bool:
        """Choose ``value`` if it is open; True if it was."""
        if value not in values:
            return False
        self.choice = value
        return True

    def step(self, step: int, values: Sequence[int]) -> bool:
        """One more or one less, within the open ``values``, than the bid button with the
        focus (``bid_focus.focused_value``), else than the bid chosen; from nothing chosen
        (and no bid focused), up picks 1 and down nil. True if there was anything to choose."""
        if not values:
            return False
        self.typed.forget()  # a digit typed next starts a new number
        start = focused_value(self.buttons)
        if start is None:
            start = self.choice if self.choice is not None else (0 if step > 0 else 1)
        self.choice = max(min(values), min(max(values), start + step))
        return True

    def chosen_bid(self) -> BidValue | None:
        """The choice as a bid (nil for 0), None while nothing is chosen."""
        return NIL if self.choice == 0 else self.choice

    def focus_off(self, values: Sequence[int], home: QWidget, *also: QWidget | None) -> None:
        """``home`` (the felt) takes the focus from a bid button, or from ``also`` (the Bid
        button), as the bids go (the bid made, or a bot's turn): Qt handed it on to the
        next button as each was greyed, and a reader said "Bid 7", "Bid 8" … "Bid 13",
        "Bid", "Hint", the log, after every bid."""
        focus = QApplication.focusWidget()
        if values or focus is None:
            return
        if self.isAncestorOf(focus) or focus in also:
            home.setFocus(Qt.FocusReason.OtherFocusReason)

    def offer(self, values: Sequence[int]) -> None:
        """Show the open ``values`` (a choice no longer open is dropped), check the choice,
        and show the picker only while there is something to bid."""
        if self.choice is not None and self.choice not in values:
            self.choice = None
        for value, button in self.buttons.items():
            button.setEnabled(value in values)
            button.setVisible(value <= self.max_bid)
        for value, button in self.buttons.items():
            button.setChecked(value == self.choice)
        self.setVisible(bool(values))

    def checked(self) -> int:
        """The bid whose button shows checked, -1 for none (what the tests and the coach's
        checks read; the buttons are in no ``QButtonGroup`` to ask)."""
        return next((v for v, b in self.buttons.items() if b.isChecked()), -1)
