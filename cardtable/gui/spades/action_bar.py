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
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 10)
        row.addStretch(1)
        row.addWidget(picker)
        for b in self.buttons.values():
            row.addWidget(b)
        row.addStretch(1)
        self.setMinimumHeight(picker.block_height + 18)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def show_buttons(self, visible: Mapping[str, bool]) -> None:
        for name, shown in visible.items():
            self.buttons[name].setVisible(shown)
