"""The table's review of the hand just played: "Review hand" (V, and a button beside "Next
hand") once a hand the person was dealt into is over.

It asks the session for the finished hand's record (``BadugiSession.finished_record``: the
record with the players' public records as the hand began; the table never reads the game
itself) and has it reviewed (``badugi.review``) in the app's review process
(``task_process.POOLS["reviews"]``): a review takes a second or two of pure Python, which
on the GUI thread would freeze the window and in the bots' process would hold up their next
moves. A non-modal window shows "Working out…" and then the review, which judges each of his
decisions only on what he knew then; it stays open (and keeps its review) while he plays on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from cardtable.badugi.review.hand import review_record
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi import review_text
from cardtable.gui.common.review_browser import ReviewBrowser
from cardtable.gui.common.shortcuts import page_action
from cardtable.gui.common.task_process import ProcessBackend
from cardtable.gui.common.tasks import TaskRunner, Ticket

translate = QCoreApplication.translate


class ReviewWindow(QDialog):
    """A hand's review beside the table (non-modal: play goes on)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handReview")
        self.setModal(False)
        self.resize(560, 620)
        self.browser = ReviewBrowser(self)
        self.browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # read it by keyboard
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        col = QVBoxLayout(self)
        col.addWidget(self.browser, 1)
        col.addWidget(buttons)


class HandReviewer(QObject):
    """The "Review hand" action of a Badugi table (``table``: the widget it belongs to,
    ``session`` its session, ``seat`` the person's, ``view`` the person's latest view) and
    the window it opens."""

    def __init__(
        self, table: QWidget, session: BadugiSession, seat: int | None,
        view: Callable[[], SeatView | None],
    ) -> None:  # fmt: skip
        super().__init__(table)
        self.table = table
        self.session = session
        self.seat = seat
        self.view = view
        self.action = page_action(
            table, "review_hand", translate("BadugiReview", "Review hand"), ["V"], self.review
        )
        self.action.setEnabled(False)
        self.runner: TaskRunner | None = None
        self.window: ReviewWindow | None = None
        self._ticket: Ticket | None = None
        self._hand_no: int | None = None

    def refresh(self, hand_over: bool) -> None:
        """Whether there is a finished hand of the person's to review now."""
        view = self.view()
        seat = self.seat
        self.action.setEnabled(
            hand_over and seat is not None and view is not None and view.dealt_in[seat]
        )

    def review(self) -> None:
        """Review the hand just finished and show it."""
        seat = self.seat
        if not self.action.isEnabled() or seat is None:
            return
        record = self.session.finished_record(seat)
        if record is None:
            return
        number = int(record["hand"].get("hand_no", 0)) + 1
        window = self._window()
        window.setWindowTitle(translate("BadugiReview", "Review of hand {0}").format(number))
        window.show()
        window.raise_()
        if self._hand_no == number and (self.runner and self.runner.pending(self._ticket)):
            return  # already under way
        self._hand_no = number
        window.browser.show_note(translate("BadugiReview", "Working out the review of this hand…"))
        if self.runner is None:
            self.runner = TaskRunner(self, ProcessBackend("cardtable-reviews", pool="reviews"))
            self.runner.finished.connect(self._finished)
            self.runner.failed.connect(self._failed)
        self._ticket = self.runner.submit("review", review_record, record, seat)

    def _window(self) -> ReviewWindow:
        if self.window is None:
            self.window = ReviewWindow(self.table)
            self.window.browser.show_note("")
        return self.window

    def _finished(self, ticket: Ticket, review: object) -> None:
        if ticket == self._ticket and self.window is not None and isinstance(review, dict):
            self.window.browser.setHtml(review_text.review_html(review))

    def _failed(self, ticket: Ticket, message: str) -> None:
        if ticket == self._ticket and self.window is not None:
            self.window.browser.show_note(
                translate("BadugiReview", "This hand could not be reviewed: {0}").format(message)
            )

    def shutdown(self) -> None:
        if self.runner is not None:
            self.runner.shutdown()
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
