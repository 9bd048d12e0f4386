"""A hand's decision review as text: the game writes it as HTML (its ``HistoryView``), this
shows it and turns a click on a decision's step (a ``step:N`` link) into ``step_chosen(N)``,
so the replayer can show the position where the decision was made."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

LINK = "#ffd27a"
"""The colour of a step's link in the review: the gold the pages' notes are written in."""


class ReviewBrowser(QTextBrowser):
    """Read-only review text; ``step_chosen(step)`` when a step link is followed."""

    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.setOpenLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.anchorClicked.connect(self._followed)
        # The step links were the default blue on the dark review (under 2:1); the notes'
        # gold reads at over 8:1 there, and stays underlined as a link.
        self.document().setDefaultStyleSheet(f"a {{ color: {LINK}; }}")

    def _followed(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:") and text[5:].isdigit():
            self.step_chosen.emit(int(text[5:]))

    def show_note(self, text: str) -> None:
        """A line in place of a review ("Working out the review…")."""
        self.setPlainText(text)
