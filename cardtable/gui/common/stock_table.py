"""The smallest table a game can have: a line that says where the person stands, a button
(with its key) for each move the game has, Next hand, and the log. A new game sits at it
from its first day and writes a table with a felt (``SessionTable`` with a scene) when it
wants one; the toy game High card never needs more.

A game's stock table lists its moves (``moves``: the action's name, its key, its words and
the action the session takes), says what the status line shows for a view (``describe``)
and what the log says for an event (``_log_line``). Everything else (the turn loop, the bots
on their worker, a failed bot's fallback, the log of a resumed game, the keys) is here or
in ``SessionTable``, written once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QListWidget

from cardtable.core.contract import Update
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label
from cardtable.gui.common.session_table import SessionTable

translate = QCoreApplication.translate


class Move(NamedTuple):
    """One of a game's moves at a stock table: ``name`` (the QAction's object name), the
    ``key`` that makes it, its ``text`` (already translated) and the ``action`` the session
    is given; its button is live while ``action`` is among the person's legal actions."""

    name: str
    key: str
    text: str
    action: Any


class StockTable(SessionTable):
    """A table of buttons and a log for any game whose legal actions are a short sequence
    of values (``Update.legal``)."""

    def moves(self) -> Sequence[Move]:
        """The game's moves, in the order their buttons stand."""
        raise NotImplementedError

    def describe(self, view: Any) -> str:
        """The status line for the person's ``view`` (None before the first hand)."""
        return ""

    def _build_table(self) -> None:
        self.status = named_label("status", self)
        self.log = QListWidget(self)
        self.move_actions: dict[str, QAction] = {}
        self._values: dict[str, Any] = {}
        for move in self.moves():
            act = self._action(
                move.name, [move.key], lambda _c=False, m=move: self._person(m), move.text
            )
            self.move_actions[move.name] = act
            self._values[move.name] = move.action
        self.act_next = self._action(
            "next_hand", ["N"], self.next_hand, translate("StockTable", "Next hand")
        )
        self.table_actions = [*self.move_actions.values(), self.act_next]
        buttons = QHBoxLayout()
        for act in self.table_actions:
            buttons.addWidget(self._tool(act))
        column(self, self.status, buttons, self.log)
        self._legal: Any = None

    # ------------------------------------------------------------------ the turn loop

    def start(self) -> None:
        if self.session.hand_over and self.session.log_events() == []:
            self.next_hand()
            return
        self._restore_log()
        self._show(self.session.update(self.human))

    def next_hand(self) -> None:
        if self._closed or self.blocked or not self.session.hand_over:
            return
        self.session.next_hand()
        self._show(self.session.update(self.human))

    def _person(self, move: Move) -> None:
        if self.blocked or not self._legal or move.action not in self._legal:
            return
        self._show(self.session.act(self.human, move.action))

    def _show(self, update: Update) -> None:
        self._add_log_lines(update.events)
        self._legal = update.legal
        self.status.setText(self.describe(update.view))
        self._settle()

    def _session_changed(self) -> None:
        self._show(self.session.update(self.human))

    def _settle(self) -> None:
        if self._closed:
            return
        request = self.session.bot_request()
        if request is not None:
            self.runner.request(request, self.prefs.think_ms)
        self._update_actions()

    def _update_actions(self) -> None:
        legal = self._legal if not self.blocked else None
        for name, act in self.move_actions.items():
            act.setEnabled(bool(legal) and self._values[name] in legal)
        self.act_next.setEnabled(self.session.hand_over and not self.blocked)
