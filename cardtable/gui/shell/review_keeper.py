"""Reviews of stored hands, computed in the background once per hand and kept in the history.

A game whose review is a ``core.spec.KeptReview`` has every stored hand of the person's
reviewed (what each of his decisions cost) and kept in the database (``HistoryDB.reviews``),
so the statistics read stored results and grow as reviews finish, and the replayer shows a
hand's review at once when it is kept. ``review_all`` queues every hand not yet reviewed by
the current version of its game's review, newest first; ``ask`` puts one hand first (the
replayer's). One hand at a time goes to the app's review process
(``task_process.POOLS["reviews"]``: a process of its own at a low priority, so a review of a
second or two never holds up the bots' moves nor the window); its answer is stored on the GUI
thread (one short transaction) and ``reviewed(game, hand_id)`` says so.

Why a process and not a thread: a review is pure Python for a second or more, and a thread
would hold the interpreter lock the window needs for every repaint. Why not the bots'
process: a bot's move would wait behind a review.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable import games
from cardtable.core.errors import SaveFileError
from cardtable.core.history import HandRow
from cardtable.core.jsonio import parse_json
from cardtable.core.spec import KeptReview
from cardtable.gui.common.task_process import reviews_runner
from cardtable.gui.common.tasks import TaskRunner, Ticket
from cardtable.storage import review_work
from cardtable.storage.history_db import HistoryDB, HistoryError


def kept_reviews() -> dict[str, KeptReview]:
    """The games whose reviews are kept, by name."""
    out = {}
    for spec in games.GAMES:
        if spec.review is not None:
            entry = spec.review()
            if isinstance(entry, KeptReview):
                out[spec.name] = entry
    return out


class ReviewKeeper(QObject):
    """Reviews the person's stored hands in the background and keeps the results.
    ``started(hand_id)`` when a hand goes to the review process; ``reviewed(game,
    hand_id)`` when its review is kept; ``failed(hand_id, message)`` when a hand cannot be
    reviewed (it is not tried again while the app runs)."""

    started = Signal(int)
    reviewed = Signal(str, int)
    failed = Signal(int, str)

    def __init__(self, history: HistoryDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.entries = kept_reviews()
        self.runner: TaskRunner | None = None
        self._queue: list[int] = []
        self._running: tuple[Ticket, HandRow, int] | None = None
        self.failures: dict[int, str] = {}
        self._seats: dict[int, int] = {}

    # ------------------------------------------------------------------ asking

    def review_all(self) -> None:
        """Queue every stored hand of the kept games that has no current review."""
        known = set(self._queue)
        running = self._running[1].id if self._running is not None else None
        for game, entry in self.entries.items():
            try:
                ids = self.history.unreviewed(game, entry.version)
            except HistoryError:
                continue
            for hand_id in ids:
                if hand_id not in known and hand_id != running and hand_id not in self.failures:
                    self._queue.append(hand_id)
                    known.add(hand_id)
        self._next()

    def ask(self, hand: HandRow) -> dict[str, Any] | None:
        """``hand``'s kept review if there is a current one; otherwise None, and the hand is
        reviewed before any other (``reviewed`` follows)."""
        found = self.kept(hand)
        if found is not None or hand.game not in self.entries:
            return found
        running = self._running
        if running is None or running[1].id != hand.id:
            if hand.id in self._queue:
                self._queue.remove(hand.id)
            self.failures.pop(hand.id, None)
            self._queue.insert(0, hand.id)
            self._next()
        return None

    def kept(self, hand: HandRow) -> dict[str, Any] | None:
        """The kept review of ``hand`` from the person's seat, if it is of the current
        version of its game's review."""
        entry = self.entries.get(hand.game)
        if entry is None:
            return None
        try:
            stored = self.history.review(hand.id, self.seat_of(hand))
        except HistoryError:
            return None
        if stored is None or stored.version != entry.version:
            return None
        try:
            value = parse_json(stored.text, "a kept review")
        except SaveFileError:
            return None
        return value if isinstance(value, dict) else None

    def seat_of(self, hand: HandRow) -> int:
        """The person's seat in ``hand`` (0 when the sitting does not say)."""
        seat = self._seats.get(hand.game_id)
        if seat is None:
            rows = [g for g in self.history.games(hand.game) if g.id == hand.game_id]
            seat = rows[0].hero_seat if rows and rows[0].hero_seat is not None else 0
            self._seats[hand.game_id] = seat
        return seat

    def waiting(self) -> int:
        """Hands queued or under review."""
        return len(self._queue) + (self._running is not None)

    def busy_with(self, hand_id: int) -> bool:
        return (self._running is not None and self._running[1].id == hand_id) or (
            hand_id in self._queue
        )

    # ------------------------------------------------------------------ working

    def _runner(self) -> TaskRunner:
        if self.runner is None:
            self.runner = reviews_runner(self, self._finished, self._failed)
        return self.runner

    def _next(self) -> None:
        while self._running is None and self._queue:
            hand_id = self._queue.pop(0)
            try:
                hand = self.history.hand(hand_id)
                seat = self.seat_of(hand)
                records, row = review_work.loaded(self.history, hand)
            except HistoryError as exc:
                self._give_up(hand_id, str(exc))
                continue
            ticket = self._runner().submit(
                ("review", hand_id), review_work.review_stored, records, row, seat
            )
            self._running = (ticket, hand, seat)
            self.started.emit(hand_id)

    def _give_up(self, hand_id: int, message: str) -> None:
        self.failures[hand_id] = message
        self.failed.emit(hand_id, message)

    def _finished(self, ticket: Ticket, review: object) -> None:
        running = self._running
        if running is None or running[0] != ticket:
            return
        self._running = None
        _ticket, hand, seat = running
        entry = self.entries[hand.game]
        try:
            if not isinstance(review, dict):
                raise HistoryError(f"the review of hand {hand.id} is not a JSON object")
            json.dumps(review, allow_nan=False)
            self.history.store_review(hand.id, seat, entry.version, review)
        except (HistoryError, ValueError, TypeError) as exc:
            self._give_up(hand.id, str(exc))
        else:
            self.reviewed.emit(hand.game, hand.id)
        self._next()

    def _failed(self, ticket: Ticket, message: str) -> None:
        running = self._running
        if running is None or running[0] != ticket:
            return
        self._running = None
        self._give_up(running[1].id, message)
        self._next()

    def shutdown(self) -> None:
        """Stop: the hand under review is dropped (reviewed again next time)."""
        self._queue.clear()
        self._running = None
        if self.runner is not None:
            self.runner.shutdown()
