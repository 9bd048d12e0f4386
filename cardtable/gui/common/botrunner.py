"""Computer players think away from the GUI, so the window never freezes.

``BotRunner`` is the app's ``TaskRunner`` on the worker process's backend
(``task_process.ProcessBackend``), with the words of a table: ``request`` hands a
``BotRequest`` (the bot's own instance and its seat's view, never the state) to the process,
and the answer comes back on the GUI thread as ``answered(move_no, action)`` (or
``failed(move_no, message)``); the session driver drops it if the table has moved on. If the
process cannot be started the runner's backend falls back to a worker thread. A minimum think
time, scaled by the animation speed, paces the bots so a person can follow; the runner waits
it off the GUI thread, never with GUI timers, and ``shutdown`` cuts it short.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.core.session import BotRequest
from cardtable.gui.common.task_process import ProcessBackend, process_mode, worker_process
from cardtable.gui.common.tasks import LIVE_RUNNERS, TaskRunner, Ticket

__all__ = ["LIVE_RUNNERS", "BotRunner", "bot_process", "bots_mode"]

bot_process = worker_process
"""The app's bot process (the worker process), started if need be; None if it cannot be."""

bots_mode = process_mode
""""process" while the bot process runs, else "thread" (``--report-timing`` says it)."""


class BotRunner(QObject):
    """Runs bots off the GUI thread. ``answered(move_no, action)`` arrives on the GUI thread."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = TaskRunner(self, ProcessBackend("cardtable-bots"))
        self.tasks.finished.connect(self._on_finished)
        self.tasks.failed.connect(self._on_failed)

    @property
    def busy(self) -> bool:
        """A decision is being worked on or waits to be delivered."""
        return self.tasks.busy

    def request(self, request: BotRequest, think_ms: int = 0) -> Ticket:
        """Let the bot decide in the background; answer no sooner than ``think_ms`` from
        now. A request for the same move replaces one still out."""
        return self.tasks.submit(
            ("bot", request.move_no), request.bot.act, request.view, min_s=think_ms / 1000.0
        )

    def _on_finished(self, ticket: Ticket, action: Any) -> None:
        self.answered.emit(_move_no(ticket), action)

    def _on_failed(self, ticket: Ticket, message: str) -> None:
        self.failed.emit(_move_no(ticket), message)

    def cancel(self) -> None:
        """Drop every answer still out (the position they were asked for is gone: an
        undo); the worker keeps running for the next request."""
        self.tasks.cancel_all()

    def shutdown(self) -> None:
        """Stop: drop what is in flight, cut think time short; never waits on the window."""
        self.tasks.shutdown()

    def active(self) -> bool:
        """Work is still running for this runner that has not been cancelled (the leak check
        in tests)."""
        return self.tasks.active()


def _move_no(ticket: Ticket) -> int:
    """The move a bot's ticket answers (its key is ``("bot", move_no)``, see ``request``)."""
    key = ticket.key
    assert isinstance(key, tuple)
    return int(key[1])
