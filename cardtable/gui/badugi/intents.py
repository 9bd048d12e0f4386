"""What the person does at the Badugi table, turned into the session's calls: the first step
of DESIGN.md's "How data flows" (a click or key becomes an intent, the session answers with an
``Update`` or says why not). ``BadugiTable`` (``table.py``) is the other half: it shows the
updates and runs the turn loop; ``table_side.py`` holds the odds panel and the pre-actions.

``BadugiIntents`` is mixed into ``BadugiTable``: fold, check or call, bet or raise (the amount
box, half pot, pot, all-in), mark cards and draw or stand pat. It decides nothing about the
rules: the person's choices are the last update's legal actions, and a refused action is
explained from ``session.check``'s rule code. Its text keeps the table's translation context
("BadugiTable"): it was the table's before this module split off.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.badugi import facts
from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.core.contract import Update
from cardtable.gui.badugi import text
from cardtable.gui.badugi.action_bar import ActionBar
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.common.amount_box import AmountBox
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.card_words import card_name
from cardtable.gui.common.table_view import TableView

translate = QCoreApplication.translate


class BadugiIntents:
    """What it uses of the table is listed here."""

    session: BadugiSession
    human: int
    names: list[str]
    bots: list[bool]
    scene: TableScene
    view: TableView
    notice: QLabel
    announcer: Announcer
    bar: ActionBar
    sizing: QWidget
    spin: AmountBox
    _view: SeatView | None
    _marked: set[int]
    _legal: Callable[[], LegalActions | None]
    _render: Callable[[Update], None]
    _update_actions: Callable[[], None]
    _tell: Callable[[str], None]

    def _act(self, action: Action) -> None:
        """The person's intent: refused with the rule's message (nothing changes), or
        played and shown from the one update it gives."""
        if self._legal() is not None:
            self._play(action)

    def _play(self, action: Action) -> None:
        """``_act`` for an intent that has just found the person may act (the table asked
        whose turn it is and whether it is busy once, not twice, on the way to the screen)."""
        refusal = self.session.check(self.human, action)
        if refusal is not None:
            self.notice.setText(text.refusal_text(refusal))
            return
        self.bar.give_focus_to(self.view)  # not on to the log as the bar's controls go
        update = self.session.act(self.human, action)
        self.notice.clear()
        self._marked.clear()
        self._render(update)

    def fold(self) -> None:
        legal = self._legal()
        if legal is not None and "fold" in legal.kinds:
            self._play(Action.fold())

    def check_or_call(self) -> None:
        legal = self._legal()
        if legal is None:
            return
        if "check" in legal.kinds:
            self._play(Action.check())
        elif "call" in legal.kinds:
            self._play(Action.call())

    def bet_or_raise(self) -> None:
        legal = self._legal()
        if legal is None:
            return
        # A number still being typed counts (R or the button while "9" is in the box
        # raised to the box's last value, 4): brought into range as Enter brings it.
        self.spin.interpretText()
        amount = self.spin.value()
        if "bet" in legal.kinds:
            self._play(Action.bet(amount))
        elif "raise" in legal.kinds:
            self._play(Action.raise_to(amount))

    def type_amount(self) -> None:
        """E: the focus to the amount box, to type a bet or raise (Enter makes it)."""
        if self.sizing.isVisible() and self.spin.isEnabled():
            self.spin.take_focus()

    def _submit_amount(self) -> None:
        """Enter in the amount box: bet or raise what it says, back to the table."""
        self.view.setFocus()
        self.bet_or_raise()

    def size_to(self, which: facts.BetSize) -> None:
        """Set the bet box to half the pot, the pot, or all-in (clamped to what is legal)."""
        view = self._view
        if self._legal() is None or view is None:
            return
        amount = facts.sized_bet(view, which)
        if amount is not None:
            self.spin.setValue(amount)

    def toggle_discard(self, slot: int) -> None:
        legal = self._legal()
        view = self._view
        if legal is None or view is None or "draw" not in legal.kinds or slot >= len(view.hand):
            return
        # Said as well as shown: a key (1-4) pressed with the focus on the felt changed
        # nothing a screen reader heard.
        card = card_name(self.shown_hand()[slot])
        if slot in self._marked:
            self._marked.discard(slot)
            self.announcer.say(translate("BadugiTable", "{0}: kept.").format(card))
        elif len(self._marked) >= legal.max_discard:
            self._tell(
                translate("BadugiTable", "You may change at most {0} cards in this draw.").format(
                    legal.max_discard
                )
            )
            return
        else:
            self._marked.add(slot)
            self.announcer.say(translate("BadugiTable", "{0}: to change.").format(card))
        self.notice.clear()
        self.scene.sync(view, self.names, self.bots, frozenset(self._marked))
        self._update_actions()

    def shown_hand(self) -> tuple[Card, ...]:
        """The person's cards in the order the table shows them (the counted ones first);
        card keys 1-4 and clicks mark positions in this order."""
        view = self._view
        return facts.display_order(view.hand) if view is not None else ()

    def draw(self) -> None:
        legal = self._legal()
        view = self._view
        if legal is None or view is None or "draw" not in legal.kinds or not self._marked:
            return
        shown = self.shown_hand()
        self._play(Action.draw([shown[i] for i in sorted(self._marked)]))

    def stand_pat(self) -> None:
        legal = self._legal()
        if legal is not None and "draw" in legal.kinds:
            self._marked.clear()
            self._play(Action.stand_pat())
