"""What the person does at the Spades table, turned into the session's calls: the first step
of DESIGN.md's "How data flows" (a click or key becomes an intent, the session answers with an
``Update`` or says why not). ``SpadesTable`` (``table.py``) is the other half: it shows the
updates and runs the turn loop.

``PersonIntents`` is mixed into ``SpadesTable``: it plays cards (by click, or arrows and
Enter), chooses and makes bids with the picker, looks at face-down cards, and asks for a
hint (the bidding coach at a bid, the card hint at a card: ``card_hint.py``). It decides
nothing about the rules: the person's choices are the last update's legal actions, and a
refused card is explained from ``session.check``'s rule code.

Every bid is made in two deliberate steps, so no single key press commits one: a number or
nil is chosen (a click, the arrows, the number typed with "0" alone for nil, the coach) and
then bid with Enter or B; blind nil (Shift+B) asks first, saying what it risks.

Its texts keep the table's translation context ("SpadesTable"): they were the table's before
this module split off (``self.tr`` here would file them under this class's name).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from cardtable.core.contract import Update
from cardtable.core.errors import IllegalAction
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.card_words import card_name, cards_names
from cardtable.gui.spades.bid_focus import follow_choice
from cardtable.gui.spades.bid_picker import BidPicker, bid_values
from cardtable.gui.spades.card_hint import CardHintDesk, own_turn
from cardtable.gui.spades.hint import HintDesk
from cardtable.gui.spades.notices import face_down_words, refusal_text
from cardtable.gui.spades.picture import Picture
from cardtable.gui.spades.scene import SpadesScene
from cardtable.gui.spades.text import bid_text
from cardtable.spades import BLIND_NIL, NIL, Action, Bid, Phase, Play, SeatView, ShowCards
from cardtable.spades.coach import Advice
from cardtable.spades.rules import SpadesRules
from cardtable.spades.session import SpadesSession

if TYPE_CHECKING:
    from cardtable.gui.spades.review_desk import TableReview

translate = QCoreApplication.translate


def blind_nil_question(rules: SpadesRules, parent: QWidget) -> tuple[QMessageBox, QPushButton]:
    """The question Shift+B asks before a blind nil, with what it risks; returns the box and
    its button that bids (the default: Enter bids, Esc does not)."""
    box = QMessageBox(parent)
    box.setObjectName("blindNilQuestion")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("SpadesTable", "Blind nil"))
    box.setText(translate("SpadesTable", "Bid blind nil, without looking at your cards?"))
    box.setInformativeText(
        translate(
            "SpadesTable",
            "If you take no trick at all, your side scores {0} points; if you take even one, "
            "it loses {0}. You see your cards only after bidding.",
        ).format(rules.blind_nil_value)
    )
    bid = box.addButton(translate("SpadesTable", "Bid blind nil"),
                        QMessageBox.ButtonRole.AcceptRole)  # fmt: skip
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(bid)
    return box, bid


class PersonIntents:
    """The person's side of ``SpadesTable``. What it uses of the table is listed here."""

    session: SpadesSession
    human: int
    names: list[str]
    bots: list[bool]
    scene: SpadesScene
    picker: BidPicker
    hint: HintDesk
    card_hint: CardHintDesk
    blind_nil_box: QMessageBox | None
    notice: QLabel
    announcer: Announcer
    review: TableReview
    hint_samples: int
    spectating: bool
    _picture: Picture | None
    _explained: bool
    _explain: Callable[[str], None]
    _closed: bool
    _legal: Callable[[], tuple[Action, ...]]
    _own_legal: Callable[[], tuple[Action, ...]]
    _position_key: Callable[[], int]
    _show: Callable[[Update], None]
    _update_actions: Callable[[], None]
    show_card_hint: Callable[[], None]
    hint_now: Callable[[], bool]
    hint_queueable: Callable[[], bool]
    queue_hint: Callable[[], None]
    drop_queued_hint: Callable[[], None]
    say_not_yet: Callable[[], bool]
    earlier_trick: Callable[[], None]
    later_trick: Callable[[], None]
    act_look: QAction
    act_blind_nil: QAction

    # The table's properties (annotated only: a definition here would hide them).
    blocked: bool
    animating: bool
    _view: SeatView | None

    # ------------------------------------------------------------------ acting

    def _act(self, action: Action) -> None:
        if action not in self._legal():
            return
        try:
            update = self.session.act(self.human, action)
        except IllegalAction as exc:
            self._explain(refusal_text(exc))
            return
        self.notice.clear()
        self.review.early = ""  # R's mid-hand line, kept over the others' turns, goes now
        self._explained = False
        if isinstance(action, Bid):
            self._drop_hint()
        self.card_hint.drop()
        self.drop_queued_hint()  # he moved without it (a blind nil with the coach queued)
        self._show(update)

    # ------------------------------------------------------------------ cards

    def _playable(self) -> frozenset[Any]:
        return frozenset(a.card for a in self._legal() if isinstance(a, Play))

    def click_card(self, slot: int) -> None:
        """A click on one of the person's cards: play it if it may be played, else say why."""
        picture = self._picture
        legal = self._playable()
        if picture is None or not legal or slot >= len(picture.hand):
            return
        card = picture.hand[slot]
        if card is None:  # face down (blind nil still open): nothing to play yet
            return
        if card in legal:
            self.scene.focus_slot = None
            self._act(Play(self.human, card))
            return
        # Ask the engine why (nothing changes), so the message names the broken rule.
        refusal = self.session.check(self.human, Play(self.human, card))
        if refusal is not None:
            self._explain(refusal_text(refusal))

    def move_choice(self, step: int) -> None:
        """Left/Right: move the keyboard choice among playable cards, or change the bid."""
        legal = self._playable()
        picture = self._picture
        if (not legal or picture is None) and not self._bid_values():
            # No card to choose and no bid (a trick on show after the hand, or between
            # turns): the arrows step through the tricks, as T and Shift+T do. They did
            # nothing and said nothing there, where a player reading the tricks tries them.
            if self.scene.browsing is not None:
                (self.earlier_trick if step < 0 else self.later_trick)()
            return
        if not legal or picture is None:
            self.change_bid(step)
            return
        slots = [i for i, c in enumerate(picture.hand) if c in legal]
        current = self.scene.focus_slot
        if current not in slots:
            nxt = slots[0] if step > 0 else slots[-1]
        else:
            nxt = slots[(slots.index(current) + step) % len(slots)]
        self.scene.focus_slot = nxt
        self.scene.sync(picture, self.names, self.bots)
        # The card lifted is said too: the arrows moved the choice in silence, and Enter
        # played a card a screen reader's user had never heard named.
        self.announcer.say(card_name(picture.hand[nxt]))

    def _only_playable_slot(self) -> int | None:
        """The slot of the one card the person may play, when there is no choice (a last
        card, or one card of the suit led): Enter plays it without choosing first. Two copies
        of one card (six players, two decks) are one choice."""
        picture = self._picture
        legal = self._playable()
        if picture is None or len(legal) != 1:
            return None
        return next((i for i, c in enumerate(picture.hand) if c in legal), None)

    def confirm(self) -> None:
        """Enter: play the card chosen with the arrows (or the only card that may be played), or
        make the chosen bid."""
        picture = self._picture
        if self._playable() and picture is not None:
            slot = self.scene.focus_slot
            if slot is None:
                slot = self._only_playable_slot()
            if slot is not None:
                self.click_card(slot)
            else:  # Enter with nothing chosen said nothing at all
                self.notice.setText(
                    translate(
                        "SpadesTable", "Choose a card with the arrow keys first, then press Enter."
                    )
                )
            return
        self.bid_choice()

    # ------------------------------------------------------------------ bids

    @property
    def _bid_choice(self) -> int | None:
        """The number chosen in the picker (0 for nil), None while nothing is."""
        return self.picker.choice

    def _bid_values(self) -> list[int]:
        """The bids the person may make now, 0 standing for nil."""
        return bid_values(self._legal())

    def _choose_bid(self, value: int) -> None:
        self.picker.typed.forget()  # a click: a digit typed next starts a new number
        if self.picker.choose(value, self._bid_values()):
            self._update_actions()

    def change_bid(self, step: int) -> None:
        """Up/Down (or Left/Right while bidding): from nothing chosen, Up picks 1, Down Nil."""
        if self.picker.step(step, self._bid_values()):
            self._chosen_by_key()

    def type_bid(self, digit: int) -> None:
        """A digit key chooses the number typed: "3" is 3, "1" then "2" quickly is 12 where
        12 may be bid, "0" alone is nil (``typed_bid.py``)."""
        values = self._bid_values()
        if not values:
            # No bid open: it did nothing and said nothing. Before his turn the notice says
            # whose it is; at his turn to play, how a card is chosen (not by number).
            if not self.say_not_yet() and not self.say_face_down() and self._playable():
                self._explain(
                    translate(
                        "SpadesTable", "Choose a card with the arrows (← →) and play it with Enter."
                    )
                )
            return
        value = self.picker.typed.digit(digit, values)
        if value is not None and self.picker.choose(value, values):
            self._chosen_by_key()

    def _chosen_by_key(self) -> None:
        """Show the choice made with a key, and say it: the focus stays on the felt, so a
        screen reader would not hear the picker's button checked. With the focus on a bid
        button it moves to the bid chosen (``bid_focus.py``), and its landing says the bid."""
        self._update_actions()
        bid = self.picker.chosen_bid()
        if follow_choice(self.picker.buttons, self.picker.choice):
            return
        if bid is not None:
            self.announcer.say(translate("SpadesTable", "Bid chosen: {0}").format(bid_text(bid)))

    def bid_choice(self) -> None:
        values = self._bid_values()
        bid = self.picker.chosen_bid()
        if self.picker.choice in values and bid is not None:
            self._act(Bid(self.human, bid))
        elif values:
            self._explain(
                translate("SpadesTable", "Choose a number first (or press H to ask the coach).")
            )

    def bid_nil(self) -> None:
        """ "0": choose nil, like any number (or the 0 of 10); Enter (or B) then bids it."""
        self.type_bid(0)

    def bid_blind_nil(self) -> None:
        """Shift+B (or the button): ask first, saying what blind nil risks; the answer
        "Bid blind nil" bids it."""
        blind = Bid(self.human, BLIND_NIL)
        if blind not in self._legal() or self.blind_nil_box is not None:
            return
        assert isinstance(self, QWidget)
        box, bid = blind_nil_question(self.session.rules, self)
        self.blind_nil_box = box

        def answered(_result: int) -> None:
            self.blind_nil_box = None
            box.deleteLater()
            if box.clickedButton() is bid and not self._closed:
                self._act(blind)

        box.finished.connect(answered)
        box.open()

    def say_face_down(self) -> bool:
        """At his bid with his cards still face down (blind nil open), Enter, a digit, an
        arrow or B did nothing and said nothing (a new player pressed Enter forty times):
        the notice names the two keys that work there. False, saying nothing, elsewhere."""
        if self.spectating or self._closed or self.blocked or self.session.hand_over:
            return False
        if ShowCards(self.human) not in self._own_legal():
            return False
        keys = (a.shortcut().toString(QKeySequence.SequenceFormat.NativeText) for a in
                (self.act_look, self.act_blind_nil))  # fmt: skip
        words = face_down_words(*keys)
        self._explain(words)
        self.announcer.say(words)
        return True

    def look_at_cards(self) -> None:
        """Pick up the cards (giving up blind nil); allowed before bidding, even out of turn."""
        if self.animating or self._closed or self.session.hand_over or self.spectating:
            return
        if ShowCards(self.human) not in self._own_legal():
            return
        try:
            update = self.session.act(self.human, ShowCards(self.human))
        except IllegalAction as exc:
            self.notice.setText(refusal_text(exc))
            return
        self._show(update)
        picture = self._picture  # the cards turned up, said as a player sees them at once
        if picture is not None and picture.hand and None not in picture.hand:
            words = cards_names(picture.hand)
            self.announcer.say(translate("SpadesReader", "Your hand: {0}").format(words))

    # ------------------------------------------------------------------ the bidding coach

    @property
    def advice(self) -> Advice | None:
        """The coach's advice on show, if any."""
        return self.hint.advice

    def hint_available(self) -> bool:
        """The bidding coach may advise only the person, on their own turn to bid, with their
        cards seen, and never while the table is busy."""
        busy = self.blocked or self.session.hand_over or self.spectating
        view = own_turn(self._view, Phase.BIDDING, self.human, busy)
        return view is not None and view.hand is not None and bool(self._bid_values())

    def show_hint(self) -> None:
        """H: ask the coach about the person's bid, or for the card to play, off the GUI
        thread. Out of turn (the others still bidding or playing), the hint is queued for the
        person's turn (``hint_queue.py``)."""
        if not self.hint_now() and self.hint_queueable():
            self.queue_hint()
            return
        view = self._view
        if view is not None and view.phase is Phase.PLAYING:
            self.show_card_hint()
            return
        if not self.hint_available() or self.hint.busy or view is None:
            return
        self.hint.ask(view, self.hint_samples)
        self.notice.setText(translate("SpadesTable", "The coach is thinking…"))
        self._update_actions()

    def _drop_hint(self) -> None:
        self.hint.drop()

    def _on_hint(self, advice: object) -> None:
        """The coach answered: its bid is chosen in the picker (stale advice: nothing)."""
        if self._closed:
            return
        if isinstance(advice, Advice):
            self.picker.choose(0 if advice.bid == NIL else int(advice.bid), self._bid_values())
        self._update_actions()

    def _on_hint_failed(self, message: str) -> None:
        self._explain(translate("SpadesTable", "The coach could not advise: {0}").format(message))
        self._update_actions()
