"""The Spades table's Hint: the bidding coach asked about the person's view on a worker
thread of the desk's ``TaskRunner`` (a hint plays out hundreds of deals, up to a second), one
question at a time, and its advice shown in the side panel's coach tab. It is
``coach_advice``: the advice the hand's review shows for the same bid.

A ``QuestionDesk``: advice that comes back after the position changed is dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from cardtable.gui.common.question_desk import QuestionDesk
from cardtable.gui.spades.side_panel import SidePanel
from cardtable.spades.coach import Advice, coach_advice
from cardtable.spades.views import SeatView


class HintDesk(QuestionDesk):
    """``answered(advice)`` says a question was answered: the ``Advice`` now shown, or None
    when it came too late; ``failed(message)`` says why the coach could not advise."""

    def __init__(
        self, side: SidePanel, position: Callable[[], int], parent: QObject | None = None
    ) -> None:
        super().__init__(position, Advice, "cardtable-hint", parent)
        self.side = side

    @property
    def advice(self) -> Advice | None:
        """The advice shown, if any."""
        return self.answer

    def ask(self, view: SeatView, samples: int) -> None:
        """Ask the coach about ``view``, the position the table shows now (``samples``: the
        table's ``hint_samples``, ``COACH_DEALS`` but in tests)."""
        self._ask("hint", coach_advice, view, samples)

    def drop(self) -> None:
        """Forget the question out and the advice shown (the person bid, or a new hand)."""
        super().drop()
        self.side.hide_advice()

    def _show(self, answer: Advice) -> None:
        self.side.show_advice(answer)
