"""A hand's decision review as text: the game writes it as HTML (its ``HistoryView``), this
shows it and turns a click on a decision's step (a ``step:N`` link) into ``step_chosen(N)``,
so the replayer can show the position where the decision was made."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

ON_DARK = "a { color: #ffd27a; } .warn { color: #ff9a8f; } .prize { color: #f0c75e; }"
"""The review's colours on the replayer's dark page: the step links in the gold the pages'
notes are written in (the platform's blue read at 2.2:1 there), a flagged decision's reason
in rose, a sit-and-go's prize warning in gold."""
ON_LIGHT = ".warn { color: #b3261e; } .prize { color: #8a6400; }"
"""The same on the table's light review dialog, where rose and gold read at 2:1 and 1.6:1 (the
links keep the platform's blue)."""


class ReviewBrowser(QTextBrowser):
    """Read-only review text; ``step_chosen(step)`` when a step link is followed, by a click or
    by Enter on the link Tab or Shift+Tab chose."""

    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None, dark: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.setOpenLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Tab reaches the review and moves from step link to step link, Enter follows one
        # (the review took no focus: its links were out of the keyboard's reach). A click
        # leaves the focus where it was, so the page's keys go on working as before.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.anchorClicked.connect(self._followed)
        # The review's HTML names its colours by class; each background has its own.
        self.document().setDefaultStyleSheet(ON_DARK if dark else ON_LIGHT)

    def _followed(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:") and text[5:].isdigit():
            self.step_chosen.emit(int(text[5:]))

    def show_note(self, text: str) -> None:
        """A line in place of a review ("Working out the review…")."""
        self.setPlainText(text)
