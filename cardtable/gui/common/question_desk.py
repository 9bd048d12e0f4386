"""One question at a time about the position a table shows, answered on a worker thread of
the desk's ``TaskRunner``: the coach's bid advice, the card hint.

The desk knows nothing of the table but the position it shows (a callable giving, say, the
session's move number): an answer that comes back after the position changed is stale and
dropped (``answered`` brings None), so a hint never names a card for a position already gone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.gui.common.tasks import TaskRunner, Ticket


class QuestionDesk(QObject):
    """``answered(answer)`` brings the answer of type ``kind`` for the position asked about
    (None when it came too late); ``failed(message)`` says why there is none. A subclass
    asks with ``_ask`` and may show the answer in ``_show``."""

    answered = Signal(object)
    failed = Signal(str)

    def __init__(
        self, position: Callable[[], int], kind: type, name: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.position = position
        self.kind = kind
        self.tasks = TaskRunner(self, name=name)
        self.tasks.finished.connect(self._on_done)
        self.tasks.failed.connect(self._on_failed)
        self.job: Ticket | None = None
        self.answer: Any = None
        self._asked_at = -1

    @property
    def busy(self) -> bool:
        """A question is out."""
        return self.job is not None

    def _ask(self, label: str, fn: Callable[..., Any], *args: Any) -> None:
        self._asked_at = self.position()
        self.job = self.tasks.submit(label, fn, *args)

    def drop(self) -> None:
        """Forget the question out and the answer shown (the person moved on)."""
        self.tasks.cancel(self.job)
        self.job = None
        self.answer = None

    def shutdown(self) -> None:
        self.job = None
        self.tasks.shutdown()

    def _show(self, answer: Any) -> None:
        """A fresh answer arrived (before ``answered`` says so)."""

    def _on_done(self, ticket: Ticket, result: object) -> None:
        if ticket != self.job:
            return
        self.job = None
        if self._asked_at != self.position() or not isinstance(result, self.kind):
            self.answered.emit(None)  # the person moved on meanwhile: the answer is stale
            return
        self.answer = result
        self._show(result)
        self.answered.emit(result)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        if ticket != self.job:
            return
        self.job = None
        self.failed.emit(message)
