"""The table's review of the hand just played: "Review hand" (V, and a button beside "Next
hand") once a hand the person was dealt into is over.

It asks the session for the finished hand's record (``BadugiSession.finished_record``: the
record with the players' public records as the hand began; the table never reads the game
itself) and has it reviewed (``badugi.review``) in the app's review process
(``task_process.POOLS["reviews"]``): a review takes a second or two of pure Python, which
on the GUI thread would freeze the window and in the bots' process would hold up their next
moves. A non-modal window shows "Reviewing hand 3…" (said to a screen reader too) and then
the review, which judges each of his decisions only on what he knew then; it stays open (and
keeps its review) while he plays on, placed clear of the action bar.

The last finished hand's record is kept when the hand ends, so V reviews it during the next
hand as well, until another hand of his is over (V used to work only in the pause before
the next deal, then did nothing). Before any hand of his is over, V says there is none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget

from cardtable.badugi.review.hand import review_record
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi import review_text
from cardtable.gui.badugi.action_bar import ActionBar
from cardtable.gui.badugi.review_hold import ReviewHold
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.columns import column
from cardtable.gui.common.review_browser import ReviewBrowser
from cardtable.gui.common.shortcuts import HISTORY_KEY, keys_text, page_action
from cardtable.gui.common.task_process import reviews_runner
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
        column(self, (self.browser, 1), buttons)


class HandReviewer(QObject):
    """The "Review hand" action of a Badugi table (``table``: the widget it belongs to,
    ``session`` its session, ``seat`` the person's, ``view`` the person's latest view) and
    the window it opens."""

    def __init__(
        self, table: QWidget, session: BadugiSession, seat: int | None,
        view: Callable[[], SeatView | None],
    ) -> None:  # fmt: skip
        """``table`` is the Badugi table: its action bar is kept clear, its announcer and
        notice line say what the review is doing."""
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
        self.hold: ReviewHold | None = None
        self._ticket: Ticket | None = None
        self._hand_no: int | None = None
        self._done: int | None = None  # the hand whose review the window shows
        self._last: tuple[int, dict[str, Any]] | None = None  # the last finished hand's
        self._queued = False  # V pressed while the hand's end was still being shown
        self._said = ""  # what it last put on the table's notice line
        self.action.setEnabled(seat is not None)

    def refresh(self, hand_over: bool) -> None:
        """Keep the record of a hand of the person's as it ends: V reviews it until the
        next one of his is over."""
        view = self.view()
        seat = self.seat
        if hand_over and seat is not None and view is not None and view.dealt_in[seat]:
            number = view.hand_no + 1
            if self._last is None or self._last[0] != number:
                record = self.session.finished_record(seat)
                if record is not None:
                    self._last = (number, record)
        self.action.setEnabled(seat is not None)
        self._name_the_hand(view)
        if hand_over and self._queued and not self._ending():
            self._queued = False
            self.review()

    def _name_the_hand(self, view: SeatView | None) -> None:
        """Under a hand the person was not dealt into (watching a sit-and-go he is out of,
        its last hand after J) "Review hand" reviewed his own last one, not the hand on the
        felt: the button then names it ("Review your hand 7")."""
        seat = self.seat
        others = seat is not None and view is not None and not view.dealt_in[seat]
        if others and self._last is not None:
            words = translate("BadugiReview", "Review your hand {0}").format(self._last[0])
        else:
            words = translate("BadugiReview", "Review hand")
        if self.action.text() != words:
            self.action.setText(words)

    def _ending(self) -> bool:
        """A hand of the person's is over and the table still shows its end (the pot going to
        the winner): ``refresh`` keeps its record once the table has settled."""
        view, seat = self.view(), self.seat
        return (
            seat is not None
            and view is not None
            and self.session.hand_over
            and view.dealt_in[seat]
            and (self._last is None or self._last[0] != view.hand_no + 1)
        )

    def _say(self, message: str, always: bool = False) -> None:
        """To a screen reader, and on the table's notice line unless that says something
        else (the person's turn: "Reviewing hand 2…" and "The review of hand 2 is ready."
        replaced "Your turn: 2 to call." until he moved; the review's window says them).
        ``always``: V's answer when there is no window to say it in."""
        announcer = getattr(self.table, "announcer", None)
        if isinstance(announcer, Announcer):
            announcer.say(message, hold=False)  # of the review: said while it is read
        notice = getattr(self.table, "notice", None)
        if isinstance(notice, QLabel) and (always or notice.text() in ("", self._said)):
            notice.setText(message)
            self._said = message

    @property
    def last_hand(self) -> int | None:
        """The number of the person's last finished hand, kept for review (None: none yet)."""
        return None if self._last is None else self._last[0]

    def review(self, over: QWidget | None = None) -> None:
        """Review the last finished hand of the person's and show it; ``over``: the window
        opens as that dialog's child (a modal dialog's, such as a sit-and-go's results:
        a window of the table's own would be blocked behind it)."""
        seat = self.seat
        if not self.action.isEnabled() or seat is None:
            return
        if self._ending():
            # V as the showdown plays: it said "No hand of yours is over yet" beside the
            # "Review hand" button that came a moment later (or reviewed the hand before).
            self._queued = True
            return
        if self._last is None:
            view = self.view()
            if view is not None and view.hand_no > 0:
                # A resumed game: the hands before it are in the history, not at this table
                # (it keeps the hand it saw end). "No hand of yours is over yet" stood beside
                # a log of hands he had played out.
                words = translate(
                    "BadugiReview",
                    "The hands played before this game was resumed are reviewed in the hand "
                    "history ({0}).",
                ).format(keys_text([QKeySequence(HISTORY_KEY)]))
            else:
                words = translate("BadugiReview", "No hand of yours is over yet to review.")
            self._say(words, True)
            return
        number, record = self._last
        window = self._window(over)
        window.setWindowTitle(translate("BadugiReview", "Review of hand {0}").format(number))
        window.browser.setAccessibleName(window.windowTitle())  # read as more than "text"
        if not window.isVisible():
            self._place(window)
        window.show()
        window.raise_()
        if self._hand_no == number and (
            self._done == number or (self.runner and self.runner.pending(self._ticket))
        ):
            return  # shown, or under way
        self._hand_no = number
        reviewing = translate("BadugiReview", "Reviewing hand {0}…").format(number)
        window.browser.show_note(reviewing)
        self._say(reviewing)
        if self.runner is None:
            self.runner = reviews_runner(self, self._finished, self._failed)
        self._ticket = self.runner.submit("review", review_record, record, seat)

    def _window(self, over: QWidget | None = None) -> ReviewWindow:
        parent = over or self.table
        if self.window is not None and self.window.parentWidget() is not parent:
            self.window.setParent(parent, self.window.windowFlags())
        if self.window is None:
            self.window = ReviewWindow(parent)
            self.window.browser.show_note("")
            announcer = getattr(self.table, "announcer", None)
            if isinstance(announcer, Announcer):  # the table's news waits while it is read
                self.hold = ReviewHold(self.window, announcer)
        return self.window

    def _place(self, window: ReviewWindow) -> None:
        """Beside the log, above the notice line and the action bar: the review must not
        cover the person's buttons and amount box at his next turn (it did, at 1024x700),
        nor his cards (at 1024x700 it covered the fourth one's right edge)."""
        table = self.table
        area = QRect(table.mapToGlobal(QPoint(0, 0)), table.size())
        bottom = area.bottom()
        notice = getattr(table, "notice", None)  # the line above the bar says the turn too
        for keep in (table.findChild(ActionBar), notice):
            if isinstance(keep, QWidget) and keep.isVisible():
                bottom = min(bottom, keep.mapToGlobal(QPoint(0, 0)).y())
        frame = 40  # a window manager's title bar and border, above and around the window
        border = 4  # ... its border at the left
        width = min(560, max(320, area.width() // 2))
        height = max(200, min(620, bottom - area.top() - frame - 8))
        left = area.right() - width - 8
        cards = self._own_cards()
        if cards is not None and left - border <= cards.right():
            # Narrower, right of his cards, while it keeps a readable width; else shorter,
            # above them.
            right_of = cards.right() + border + 8
            if area.right() - 8 - right_of >= 320:
                left, width = right_of, area.right() - 8 - right_of
            else:
                height = max(200, min(height, cards.top() - area.top() - frame - 8))
        window.setGeometry(left, area.top() + frame - 8, width, height)

    def _own_cards(self) -> QRect | None:
        """Where the person's cards are on the screen (the table tells; None: it cannot)."""
        where = getattr(self.table, "own_cards_on_screen", None)
        return where() if callable(where) else None

    def _finished(self, ticket: Ticket, review: object) -> None:
        if ticket == self._ticket and self.window is not None and isinstance(review, dict):
            self.window.browser.setHtml(review_text.review_html(review, links=False))
            self._done = self._hand_no
            self._say(translate("BadugiReview", "The review of hand {0} is ready.").format(
                self._hand_no))  # fmt: skip

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
