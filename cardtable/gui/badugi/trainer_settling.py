"""The draw trainer's close calls settled off the GUI thread (``badugi.trainer_settle``).

Why a feed of its own: an answer the approximate figures cannot decide
(``trainer.needs_settling``) is graded only once dealing has settled it (a tenth of a second
to a second), and the window must answer meanwhile; and the answer is counted in the score
when the verdict comes, even if the learner has moved on to the next spot by then (in the
order the answers were given: ``AnswerQueue``). Its own ``TaskRunner`` thread, not the spot
feed's: a spot being prepared ahead would hold the verdict up behind it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from cardtable.badugi.trainer import Grade, Spot
from cardtable.badugi.trainer_settle import settle, settled_grade
from cardtable.gui.common.tasks import TaskControl, TaskRunner, Ticket


@dataclass(frozen=True)
class Pending:
    """An answer waiting for its verdict: the spot, its approximate grade, its kinds."""

    spot: Spot
    result: Grade
    kinds: tuple[str, ...]


class AnswerQueue:
    """The answers given and not yet counted, in the order they were given.

    Why: a close call is counted when its verdict comes, and a learner who moves on at once
    can give (and have graded) the next answer first; counted as they came, the score's
    streak ran in that order (a late miss broke the streak of the right answer given after
    it). Each answer waits here until every answer before it is graded too."""

    def __init__(self) -> None:
        self._waiting: list[tuple[Pending, Grade | None]] = []

    def given(self, pending: Pending, result: Grade | None = None) -> list[tuple[Pending, Grade]]:
        """An answer given: graded (``result``) or still settling (None). The answers now to
        be counted, in order."""
        self._waiting.append((pending, result))
        return self._ready()

    def graded(self, pending: Pending, result: Grade) -> list[tuple[Pending, Grade]]:
        """``pending``'s verdict came; the answers now to be counted, in order."""
        self._waiting = [(p, result if p is pending else r) for p, r in self._waiting]
        return self._ready()

    def __len__(self) -> int:
        """How many answers wait to be counted (the score lags them: it says so)."""
        return len(self._waiting)

    def rest(self) -> list[tuple[Pending, Grade]]:
        """Every answer still waiting, in order, those without a verdict with the grade the
        approximate figures gave (nothing better is known: the page is closing)."""
        left = [(p, r if r is not None else p.result) for p, r in self._waiting]
        self._waiting.clear()
        return left

    def _ready(self) -> list[tuple[Pending, Grade]]:
        done: list[tuple[Pending, Grade]] = []
        while self._waiting:
            pending, result = self._waiting[0]
            if result is None:  # still settling: the answers after it wait for it
                break
            done.append((pending, result))
            del self._waiting[0]
        return done


class SettleFeed(QObject):
    """``settled(pending, grade)`` brings the settled grade of ``pending``'s answer;
    ``failed(pending, message)`` says settling failed (the approximate grade stands)."""

    settled = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = TaskRunner(self, name="cardtable-settle")
        self.tasks.finished.connect(self._on_result)
        self.tasks.failed.connect(self._on_failed)
        self._jobs: dict[Ticket, Pending] = {}
        self._keys = itertools.count()

    def start(self, spot: Spot, result: Grade, kinds: Iterable[str]) -> Pending:
        """Settle ``result`` (an answer in ``spot``) in the background."""
        pending = Pending(spot, result, tuple(kinds))

        def job(control: TaskControl) -> Grade:
            found = settle(spot, result.best, result.chosen, cancelled=control.cancelled,
                           progress=control.progress)  # fmt: skip
            return settled_grade(result, found)

        # Each answer its own key: one still settling when the next is given goes on.
        ticket = self.tasks.submit_job(("settle", next(self._keys)), job)
        self._jobs[ticket] = pending
        return pending

    def shutdown(self) -> None:
        """Stop; the answers that got no verdict keep their approximate grade
        (``AnswerQueue.rest``)."""
        self._jobs.clear()
        self.tasks.shutdown()

    def _on_result(self, ticket: Ticket, result: object) -> None:
        pending = self._jobs.pop(ticket, None)
        if pending is not None:
            self.settled.emit(pending, result)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        pending = self._jobs.pop(ticket, None)
        if pending is not None:
            self.failed.emit(pending, message)
