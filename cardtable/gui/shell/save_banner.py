"""A strip across the top of the main window saying that the app cannot save.

A status-bar message lasts a few seconds and is easily missed; a player whose data folder is
read-only would play a whole evening and lose it. The banner stays on every page (table,
trainers, start screen) until saving works again (``clear``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from cardtable.gui.common.named import named_label


class SaveBanner(QFrame):
    """Hidden until ``show_problem``; a warning in words, not only a colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#saveBanner { background: #fdecea; border: 1px solid #c0392b; border-radius: 4px; }"
            "#saveBanner QLabel { color: #7b241c; }"
        )
        self.label = named_label("saveBannerText", self, wrap=True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        self.setVisible(False)

    @property
    def text(self) -> str:
        """What the banner says, "" while it is hidden."""
        return "" if self.isHidden() else self.label.text()

    def show_problem(self, text: str) -> None:
        self.label.setText(text)
        self.setVisible(True)

    def clear(self) -> None:
        self.label.clear()
        self.setVisible(False)
