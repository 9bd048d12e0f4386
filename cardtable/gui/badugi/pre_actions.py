"""The Badugi table's pre-actions: "Check/Fold", "Check" (or "Call N") and "Call any",
ticked while others bet and carried out when the person's turn comes.

Kept apart from the table because their bookkeeping is its own: a box ticked for one
betting round, or for one amount to call, must not act on a later one. The actions are the
table's (they carry its shortcuts and names); this object groups them, remembers what the
tick was for, and says what to do when the turn comes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.view import SeatView
from cardtable.gui.badugi import text


class PreActions(QObject):
    """The three pre-action QActions in one exclusive-optional group. ``to_call`` tells
    what the person would have to call now (read when "Call N" is ticked)."""

    def __init__(
        self,
        check_fold: QAction,
        check_call: QAction,
        call_any: QAction,
        to_call: Callable[[], int],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.check_fold, self.check_call, self.call_any = check_fold, check_call, call_any
        self._to_call = to_call
        self.group = QActionGroup(parent)
        self.group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for action in (check_fold, check_call, call_any):
            action.setCheckable(True)
            self.group.addAction(action)
            action.toggled.connect(self._toggled)
        self.call_amount = 0  # the amount "Call N" was ticked for
        self._round: tuple[int, int] | None = None  # (hand, street) the ticks belong to

    def _toggled(self, on: bool) -> None:
        if on and self.check_call.isChecked():
            self.call_amount = self._to_call()

    def clear(self) -> None:
        for action in self.group.actions():
            action.setChecked(False)

    def refresh(self, view: SeatView | None, available: bool) -> None:
        """Fit the boxes to the betting now and untick the ones it has overtaken: a new
        round clears all; a bet clears "Check"; a raise clears "Call N". "Check/Fold" and
        "Call any" were chosen for any bet, so they stay."""
        here = (view.hand_no, view.street) if view is not None else None
        if not available or here != self._round:
            self.clear()
        self._round = here if available else None
        to_call = self._to_call()
        if self.check_call.isChecked() and to_call != self.call_amount:
            self.clear()
        if to_call > 0:
            all_in = view is not None and to_call >= view.stacks[view.seat]
            self.check_call.setText(text.action_text("call", to_call, all_in))
        else:
            self.check_call.setText(QCoreApplication.translate("BadugiTable", "Check"))
        for action in self.group.actions():
            action.setEnabled(available)

    def due(self, legal: LegalActions) -> Action | None:
        """The person's turn has come with ``legal`` choices: what the ticked box does (and
        it is unticked), or None when nothing is ticked or the tick no longer fits."""
        checked = self.group.checkedAction()
        if checked is None:
            return None
        self.clear()
        if checked is self.check_fold:
            return Action.check() if "check" in legal.kinds else Action.fold()
        if checked is self.call_any:
            return Action.call() if "call" in legal.kinds else Action.check()
        if "call" in legal.kinds and legal.call_amount == self.call_amount:
            return Action.call()
        if "check" in legal.kinds and self.call_amount == 0:
            return Action.check()
        return None
