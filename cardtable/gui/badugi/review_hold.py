"""The table's announcements held while the person reads a hand's review.

The review window is non-modal and play goes on beside it: while it had the focus, the
table went on announcing each bot's move and "Your turn: 2 to call." into the middle of the
review a screen reader was reading (the review is of the last hand; those were the next).
A sighted player glances at the table when he likes; a reader now hears, while the review
has the focus, only "Your turn at the table." (once, as the turn comes: the game waits for
him), and the moves he missed as he comes back to the table, in one message, the last few
of them (all are in the hand log).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.gui.common.announce import Announcer

translate = QCoreApplication.translate

SHOWN = 6
"""The most held messages said on the way back (a hand played out while he read is long)."""


class ReviewHold(QObject):
    """Holds ``announcer``'s messages while ``window`` (the review) is the active window,
    and says them once the focus is back in the table's window."""

    def __init__(self, window: QWidget, announcer: Announcer) -> None:
        super().__init__(window)
        self.window = window
        self.announcer = announcer
        self.missed: list[str] = []
        self._turn_told = False
        announcer.holder = self.take
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def take(self, message: str, assertive: bool) -> bool:
        """Keep ``message`` while the review is read; the person's turn (the one assertive
        message) is told at once, in five words."""
        if not self.window.isActiveWindow():
            return False
        self.missed.append(message)
        if assertive and not self._turn_told:
            self._turn_told = True
            self.announcer.say(translate("BadugiReview", "Your turn at the table."), hold=False)
        return True

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Back at the table: what was held is said once the focus has landed there (said
        at the review's deactivation, it came just before the felt's name, which a reader
        speaks over it)."""
        table = self.announcer.widget
        if self.missed and new is not None and new.window() is table.window():
            QTimer.singleShot(0, self.release)

    def release(self) -> None:
        """Say what was held, unless the review has the focus again."""
        if not self.missed or self.window.isActiveWindow():
            return
        lines = self.missed[-SHOWN:]
        earlier = len(self.missed) - len(lines)
        self.missed = []
        self._turn_told = False
        said = ". ".join(line.rstrip(".") for line in lines) + "."
        if earlier:
            message = translate(
                "BadugiReview", "While you read the review ({0} earlier in the hand log): {1}"
            ).format(earlier, said)
        else:
            message = translate("BadugiReview", "While you read the review: {0}").format(said)
        self.announcer.say(message, hold=False)
