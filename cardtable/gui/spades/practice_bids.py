"""The bidding practice's row of bid buttons, nil to 13: one checkable button per bid, chosen
with a click or Space (Enter still bids), kept apart from the page's own code."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QWidget

from cardtable.gui.common.shortcuts import focusable
from cardtable.gui.spades import text
from cardtable.spades.actions import NIL


class PracticeBids(QWidget):
    """``buttons[value]`` is the button of bid ``value`` (0 is nil); ``row`` takes more."""

    def __init__(self, choose: Callable[[int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(3)
        self.group = QButtonGroup(self)
        self.buttons: dict[int, QPushButton] = {}
        for value in range(0, 14):
            b = QPushButton(text.bid_text(NIL) if value == 0 else str(value), self)
            b.setObjectName("bidValue")
            b.setCheckable(True)
            focusable(b, (Qt.Key.Key_Space,))  # Space chooses; Enter still bids
            self.group.addButton(b, value)
            self.row.addWidget(b)
            self.buttons[value] = b
        self.group.idClicked.connect(choose)
