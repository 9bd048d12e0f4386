"""A hand's decision review as text: the game writes it as HTML (its ``HistoryView``), this
shows it and turns a click on a decision's step (a ``step:N`` link) into ``step_chosen(N)``,
so the replayer can show the position where the decision was made."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

LINK_ON_DARK = "#ffd27a"
"""A step's link on the replayer's dark review: the gold the pages' notes are written in (the
platform's blue read at 2.2:1 there). The table's review dialog is light and keeps the
platform's link colour."""


class ReviewBrowser(QTextBrowser):
    """Read-only review text; ``step_chosen(step)`` when a step link is followed."""

    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None, link: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.setOpenLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.anchorClicked.connect(self._followed)
        if link is not None:  # on a background the platform's link colour does not suit
            self.document().setDefaultStyleSheet(f"a {{ color: {link}; }}")

    def _followed(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:") and text[5:].isdigit():
            self.step_chosen.emit(int(text[5:]))

    def show_note(self, text: str) -> None:
        """A line in place of a review ("Working out the review…")."""
        self.setPlainText(text)
