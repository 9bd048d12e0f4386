"""Undo at the Spades table (Ctrl+Z, or Table → Undo): the person takes back his last card
or bid of the hand and everything after it, if the "Allow undo" setting is on.

What may be taken back, and why a hand played on differently after an undo is marked, is
the session's rule (``spades/undo.py``); the table asks ``session.can_undo`` and shows the
``Update`` that ``session.undo`` returns, like any other. An undo is allowed while the
computer players are still playing after the person's card: their animation stops and the
answers still out are dropped (the move numbers they carry will be used again).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from cardtable.core.contract import Update
from cardtable.core.errors import IllegalAction
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.spades.card_hint import CardHintDesk
from cardtable.gui.spades.notices import refusal_text
from cardtable.gui.spades.options import ALLOW_UNDO
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades.session import SpadesSession

translate = QCoreApplication.translate


class UndoIntent:
    """The undo's half of ``SpadesTable``; what it uses of the table is listed here."""

    session: SpadesSession
    prefs: Prefs
    human: int
    spectating: bool
    scene: SpadesScene
    notice: QLabel
    card_hint: CardHintDesk
    _closed: bool
    _explained: bool
    _interrupt: Callable[[], None]
    _drop_hint: Callable[[], None]
    drop_queued_hint: Callable[[], None]
    _show: Callable[[Update], None]

    def undo_available(self) -> bool:
        """The setting allows it and the person has a card or bid of this hand to take back
        (never once the hand is scored)."""
        return (
            ALLOW_UNDO.get(self.prefs)
            and not self.spectating
            and not self._closed
            and self.session.can_undo(self.human)
        )

    def undo(self) -> None:
        """Ctrl+Z: take back the person's last card or bid and what followed it."""
        if not self.undo_available():
            return
        self._interrupt()
        self._drop_hint()
        self.card_hint.drop()
        self.drop_queued_hint()  # it was asked about a position the undo takes away
        try:
            update = self.session.undo(self.human)
        except IllegalAction as exc:  # can_undo said yes: a bug worth reading, not a crash
            self.notice.setText(refusal_text(exc))
            return
        self.notice.clear()
        self._explained = False
        self.scene.focus_slot = None
        self._show(update)
