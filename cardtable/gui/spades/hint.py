"""The Spades table's Hint: the bidding coach asked about the person's view on a worker
thread of the desk's ``TaskRunner`` (a hint plays out hundreds of deals, up to a second), one
question at a time, and its advice shown in the side panel's coach tab.

The desk knows nothing of the table but the position it shows (a callable giving the
session's move number): advice that comes back after the position changed is dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from cardtable.gui.common.tasks import TaskRunner, Ticket
from cardtable.gui.spades.side_panel import SidePanel
from cardtable.spades.coach import Advice, advise
from cardtable.spades.views import SeatView


class HintDesk(QObject):
    """``advised(advice)`` says a question was answered: the ``Advice`` now shown, or None
    when it came too late; ``failed(message)`` says why the coach could not advise."""

    advised = Signal(object)
    failed = Signal(str)

    def __init__(
        self, side: SidePanel, position: Callable[[], int], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.side = side
        self.position = position
        self.tasks = TaskRunner(self, name="cardtable-hint")
        self.tasks.finished.connect(self._on_done)
        self.tasks.failed.connect(self._on_failed)
        self.job: Ticket | None = None
        self.advice: Advice | None = None
        self._asked_at = -1

    @property
    def busy(self) -> bool:
        """A question is out: the coach is thinking."""
        return self.job is not None

    def ask(self, view: SeatView, seed: int, samples: int, budget_ms: float | None) -> None:
        """Ask the coach about ``view``, the position the table shows now."""
        self._asked_at = self.position()
        self.job = self.tasks.submit("hint", advise, view, seed, samples, budget_ms)

    def drop(self) -> None:
        """Forget the question out and the advice shown (the person bid, or a new hand)."""
        self.tasks.cancel(self.job)
        self.job = None
        self.advice = None
        self.side.hide_advice()

    def shutdown(self) -> None:
        self.job = None
        self.tasks.shutdown()

    def _on_done(self, ticket: Ticket, result: object) -> None:
        if ticket != self.job:
            return
        self.job = None
        if self._asked_at != self.position() or not isinstance(result, Advice):
            self.advised.emit(None)  # the person moved on meanwhile: the advice is stale
            return
        self.advice = result
        self.side.show_advice(result)
        self.advised.emit(result)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        if ticket != self.job:
            return
        self.job = None
        self.failed.emit(message)
