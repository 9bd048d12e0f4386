"""The hand review at work: ``spades.review`` run in the app's ``asked`` worker process
(``gui.common.task_process``) through the desk's own ``TaskRunner``, its answer shown in a
``ReviewPanel``; and the table's part of it (``TableReview``: a Review tab in the side panel,
filled after each hand, and the R key).

Why a process and not a thread: the review's search under the lead rule is pure Python for
seconds, and on a thread it held the interpreter lock the window needs for every repaint
(pauses of 190-450 ms, ``benchmarks/bench_review_stall.py``). Why not the bots' process: the
bots of the next hand, which the person may deal at once, would wait behind a review. The work
is a job (``submit_job``, ``spades.review_jobs``): a review asked for again, or a table closed,
tells the process to stop it between two cards. The game record (or the stored hand) goes
there as plain data and the ``HandReview`` comes back the same way. Without the process (it
cannot be started) the review runs on the runner's thread, as before.

Every table size is reviewed: four players double-dummy (without the solver, endplay
missing, the panel says what to install, and the table plays on), three, five and six by the
paranoid search of ``spades.review_sizes`` (what the person's side could make sure of).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QListWidget, QTabWidget, QWidget

from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.shortcuts import page_action
from cardtable.gui.common.task_process import ProcessBackend
from cardtable.gui.common.tasks import TaskRunner, Ticket
from cardtable.gui.spades.review_costs import summary_line
from cardtable.gui.spades.review_panel import ReviewPanel, tab_title
from cardtable.spades.phase import Phase
from cardtable.spades.review import HandReview, session_record
from cardtable.spades.review_jobs import review_played_job, review_record_job
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord
from cardtable.spades.views import SeatView

translate = QCoreApplication.translate


class ReviewDesk(QObject):
    """Asks for one review at a time and shows it in ``panel``. ``reviewed(review)`` says a
    review is shown; ``seconds`` is how long the last one took from the request."""

    reviewed = Signal(object)

    def __init__(self, panel: ReviewPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.tasks = TaskRunner(self, ProcessBackend("cardtable-review", pool="asked"))
        self.tasks.finished.connect(self._on_done)
        self.tasks.failed.connect(self._on_failed)
        self.job: Ticket | None = None
        self.key: Hashable = None
        self.seconds: float | None = None
        self._names: Sequence[str] = ()
        self._asked = 0.0

    @property
    def busy(self) -> bool:
        return self.job is not None

    def review_record(
        self, key: Hashable, record: dict[str, Any], hand_no: int, seat: int,
        names: Sequence[str],
    ) -> None:  # fmt: skip
        """Review hand ``hand_no`` of a game record from ``seat``'s side (the live table)."""
        self._ask(key, hand_no, names, review_record_job, (record, hand_no, seat), len(names))

    def review_hand(
        self, key: Hashable, rules: SpadesRules, hand: HandRecord, seat: int,
        bid_view: SeatView | None, names: Sequence[str],
    ) -> None:  # fmt: skip
        """Review a finished hand from ``seat``'s side (the replayer's stored hand)."""
        self._ask(key, hand.number, names, review_played_job,
                  (rules, hand, seat, bid_view, list(names)), rules.players)  # fmt: skip

    def _ask(
        self, key: Hashable, hand_no: int, names: Sequence[str],
        job: Callable[..., HandReview], args: tuple[Any, ...], players: int,
    ) -> None:  # fmt: skip
        if key == self.key and (self.job is not None or self.panel.review is not None):
            return  # asked already: under way, or shown
        self.key = key
        self._names = list(names)
        self._asked = time.monotonic()
        self.panel.show_waiting(hand_no, players)
        self.job = self.tasks.submit_job("review", job, *args)

    def cancel(self) -> None:
        self.tasks.cancel(self.job)
        self.job = None

    def shutdown(self) -> None:
        self.job = None
        self.tasks.shutdown()

    def _on_done(self, ticket: Ticket, result: object) -> None:
        if ticket != self.job or not isinstance(result, HandReview):
            return
        self.job = None
        self.seconds = time.monotonic() - self._asked
        self.panel.show_review(result, self._names)
        self.reviewed.emit(result)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        if ticket != self.job:
            return
        self.job = None
        if message.startswith("DDSUnavailable"):
            shown = translate(
                "SpadesReview",
                "The review needs the double-dummy solver of the endplay package, which is "
                "missing or does not load here ({0}).",
            ).format(message.split(": ", 1)[-1])
        else:
            shown = translate("SpadesReview", "This hand could not be reviewed: {0}").format(
                message
            )
        self.panel.show_message(shown)


class TableReview(QObject):
    """The Spades table's review: a Review tab in ``side`` (a table of any size with a
    person at it), filled after each hand with that hand's review, which stays until the
    next hand ends; ``action`` (R) brings the tab up. ``ready(line)`` gives the summary line
    of a review as it arrives; it is also written to ``log``.

    The panel's hand chooser opens any earlier hand of the game (reviews already made are
    kept, so going back is instant); a resumed game asks for its last finished hand's review
    as it starts (``SpadesTable.start``), so the tab and R are there after a resume too."""

    ready = Signal(str)

    def __init__(
        self, table: QWidget, side: QTabWidget, log: QListWidget, rules: SpadesRules,
        person: bool,
    ) -> None:  # fmt: skip
        super().__init__(table)
        self.side = side
        self.log = log
        self.enabled = person
        self.panel = ReviewPanel(side)
        self._desk: ReviewDesk | None = None
        title = translate("SpadesReview", "Hand review")
        self.action: QAction = page_action(table, "hand_review", title, ["R"], self.show)
        self.action.setEnabled(False)
        self.kept: dict[Hashable, HandReview] = {}
        self._session: Any = None
        self._seat = 0
        self._names: Sequence[str] = ()
        self.waiting = ""
        """What is said while R, pressed as the hand ended, waits for the hand's review
        (the notice keeps it: the bots' "… is thinking" replaced it at once); "" when not."""
        self.early = ""
        """What R pressed mid-hand said ("R shows the review once a hand is over."), kept on
        the notice over the others' turns (the bots' "… is thinking" replaced it at once)
        until the person's turn comes, or the hand ends; "" when not."""
        self.panel.chooser.activated.connect(self._chosen)
        if self.enabled:
            self.index = side.addTab(self.panel, tab_title())
            side.setTabVisible(self.index, False)
            _ = self.desk  # the process starts while the table deals, not at the hand's end
        else:
            self.panel.hide()

    @property
    def desk(self) -> ReviewDesk:
        """The desk that reviews in the worker process, made when first needed: a table
        with nothing to review (no person at it) never starts the process."""
        if self._desk is None:
            self._desk = ReviewDesk(self.panel, self)
            self._desk.reviewed.connect(self._reviewed)
        return self._desk

    def hand_over(self, session: Any, seat: int, names: Sequence[str]) -> None:
        """The hand just finished (or a resumed game's last one): review it (once; asking
        again changes nothing)."""
        hand = session.last_hand
        if not self.enabled or hand is None:
            return
        self._session, self._seat, self._names = session, seat, list(names)
        self._fill_chooser(hand.number)
        key = (session.seed, hand.number)
        if key != self.desk.key:
            self.side.setTabVisible(self.side.indexOf(self.panel), True)
            self.action.setEnabled(True)
            self.open_hand(hand.number)
        self.early = ""
        if self.waiting:
            self.waiting = ""
            self.show()

    def asked_early(self, hand_ending: bool) -> str:
        """R with no review to show yet (its action greyed: the first hand's last trick
        still being taken or played, or no hand finished): the key did nothing and said
        nothing, and pressed again a moment later it worked. As the hand ends
        (``hand_ending``: the person's cards are all played) it is kept and done when the
        review comes; what is said of it is returned, for the notice line and a screen
        reader ("" at a table with no person)."""
        if not self.enabled:
            return ""
        if hand_ending:
            self.waiting = translate("SpadesReview", "The review opens when this hand is over.")
            return self.waiting
        self.early = translate("SpadesReview", "R shows the review once a hand is over.")
        return self.early

    def open_hand(self, number: int) -> None:
        """Show hand ``number`` (1-based) of the game's review: kept, or worked out now."""
        session = self._session
        if session is None:
            return
        key = (session.seed, number)
        kept = self.kept.get(key)
        if kept is not None:
            self.desk.cancel()
            self.desk.key = key
            self.panel.show_review(kept, self._names)
            return
        record = session_record(session)  # a few milliseconds; the rest in the process
        self.desk.review_record(key, record, number, self._seat, self._names)

    def _fill_chooser(self, current: int) -> None:
        chooser = self.panel.chooser
        chooser.clear()
        for number in range(1, current + 1):
            chooser.addItem(translate("SpadesReview", "Hand {0}").format(number), number)
        chooser.setCurrentIndex(current - 1)
        chooser.setVisible(current > 1)

    def _chosen(self, index: int) -> None:
        number = self.panel.chooser.itemData(index)
        if isinstance(number, int):
            self.open_hand(number)

    def show(self) -> None:
        if self.enabled and self.action.isEnabled():
            self.side.setCurrentWidget(self.panel)
            # R said nothing to a screen reader: the review's title and its summary.
            announcer = getattr(self.parent(), "announcer", None)
            if isinstance(announcer, Announcer):
                announcer.say(f"{self.panel.title.text()}. {self.panel.summary.text()}")

    def shutdown(self) -> None:
        if self._desk is not None:
            self._desk.shutdown()

    def _reviewed(self, review: HandReview) -> None:
        self.kept[self.desk.key] = review
        last = self._session.last_hand if self._session is not None else None
        if last is not None and review.hand != last.number:
            return  # an earlier hand, opened from the chooser: no news for the log
        line = summary_line(review)
        said = translate("SpadesReview", "Review of hand {0}: {1} (R shows it.)").format(
            review.hand, line
        )
        self.log.addItem(said)
        self.log.scrollToBottom()
        # A screen reader is told, as at the Badugi table: the log line came silently.
        announcer = getattr(self.parent(), "announcer", None)
        if isinstance(announcer, Announcer):
            announcer.say(said)
        self.ready.emit(line)


class ReplayReview:
    """The replayer's review of a stored hand (any table size): a panel, filled from the hand's
    frames (``spades.history.SpadesFrame``: the last holds the scored ``HandRecord``, the
    one where ``hero`` is to bid holds the view the coach needs)."""

    def __init__(
        self, frames: Sequence[Any], names: Sequence[str], hero: int, parent: QWidget
    ) -> None:
        self.panel = ReviewPanel(parent)
        self.desk = ReviewDesk(self.panel, self.panel)
        hand = frames[-1].record if frames else None
        rules = frames[0].view.rules if frames else None
        if hand is None or rules is None:
            self.panel.show_message(
                translate("SpadesReview", "This hand was not finished: nothing to review.")
            )
            return
        bid_view = None
        for frame in frames:
            view = frame.view
            if view.phase is Phase.BIDDING and view.turn == hero:
                bid_view = view
        self.desk.review_hand(("replay", id(self)), rules, hand, hero, bid_view, names)

    def close(self) -> None:
        self.desk.shutdown()


def replay_panel(
    frames: Sequence[Any], names: Sequence[str], hero: int, parent: QWidget
) -> ReplayReview | None:
    """The review for the replayer, or None where there is nothing to review."""
    if not frames:
        return None
    return ReplayReview(frames, names, hero, parent)
