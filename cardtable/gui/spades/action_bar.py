"""The strip under the Spades table: the bid picker and a tool button for each of the table's
main actions (bid, hint, blind nil, look, last trick, next hand).

It is as tall as the picker whatever shows, so the table above never jumps, and its width
never pushes the side panel over when buttons come and go. Which buttons show is the table's
decision (``show_buttons``); the buttons follow their actions' texts and enabled states.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton, QWidget

from cardtable.gui.common.named import style_panel
from cardtable.gui.common.shortcuts import tool_button
from cardtable.gui.spades.bid_picker import BidPicker

MARGINS = 18
"""The bar's margins above and below the picker (8 and 10)."""
MIN_MARGIN = 3
"""What ``give_up`` leaves each side, so the bid buttons never touch the notice or the edge."""


class ActionBar(QWidget):
    """``buttons`` by action name, in the order given."""

    def __init__(
        self, picker: BidPicker, actions: Sequence[QAction], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        style_panel(self, "actionBar")
        self.buttons: dict[str, QToolButton] = {
            a.objectName(): tool_button(self, a) for a in actions
        }
        self.picker = picker
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 10)
        row.addStretch(1)
        row.addWidget(picker)
        for b in self.buttons.values():
            row.addWidget(b)
        row.addStretch(1)
        self.setMinimumHeight(picker.block_height + MARGINS)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def give_up(self, pixels: int) -> int:
        """Take ``pixels`` off the bar's margins above and below the picker (the notice
        above takes a second line's room from here, so the felt keeps its height); returns
        the pixels given up, at most the margins less ``MIN_MARGIN`` each side."""
        top = min(pixels // 2, 8 - MIN_MARGIN)
        bottom = min(pixels - top, 10 - MIN_MARGIN)
        self.row.setContentsMargins(12, 8 - top, 12, 10 - bottom)
        self.setMinimumHeight(self.picker.block_height + MARGINS - top - bottom)
        return top + bottom

    def show_buttons(self, visible: Mapping[str, bool]) -> None:
        for name, shown in visible.items():
            self.buttons[name].setVisible(shown)
