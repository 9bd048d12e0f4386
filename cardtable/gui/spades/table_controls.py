"""The Spades table's controls (``table.py``): every action the table offers, with its keys
and the words the Table menu and the keys list show (built once), and which of them are live
after each update, with the notice line that says whose turn it is and what can be done.

``TableControls`` is mixed into ``SpadesTable``. It stands apart from the turn loop because it
is the one place that maps the last update's legal actions (and the table's own state: an
animation, a bot thinking, a trick looked back at, a hint on its way) onto the buttons, the
keys and the bar: what the person may press, never what the game allows (the session says
that). What its actions do is ``intents.py``, ``trick_browser.py``, ``table_undo.py`` and the
table's. Its texts keep the table's translation context ("SpadesTable"): they were the
table's before this module split off (``self.tr`` here would file them under this class's
name).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton, QWidget

from cardtable.core.contract import Update
from cardtable.gui.spades import text
from cardtable.gui.spades.action_bar import ActionBar
from cardtable.gui.spades.intents import PersonIntents
from cardtable.gui.spades.notices import turn_notice
from cardtable.gui.spades.table_undo import UndoIntent
from cardtable.gui.spades.trick_browser import TrickBrowsing
from cardtable.spades import BLIND_NIL, Bid, Play, ShowCards

if TYPE_CHECKING:
    from cardtable.gui.spades.review_desk import TableReview

translate = QCoreApplication.translate


class TableControls(PersonIntents, UndoIntent, TrickBrowsing):
    """Built on the parts whose methods its actions call (the person's intents, Undo, the
    trick browser: the table's order of them is kept); what else it uses of the table is
    listed here."""

    view: QWidget
    bar: ActionBar
    buttons: dict[str, QToolButton]
    table_actions: list[QAction]
    _update: Update | None
    review: TableReview
    # The table's properties (annotated only: a definition here would hide them).
    thinking: bool
    hint_queued: bool
    # Its methods, and the card hint's.
    _action: Callable[..., QAction]
    _announce_turn: Callable[[int, str | None], None]
    _read_table: Callable[[], None]
    card_hint_available: Callable[[], bool]
    show_score_sheet: Callable[[], None]
    next_hand: Callable[[], None]

    def _build_actions(self) -> None:
        act = self._action  # a short name: the words' context made the lines longer
        self.act_confirm = act(
            "confirm",
            ["Return", "Enter", "Space"],
            self.confirm,
            translate("SpadesTable", "Play the chosen card / bid"),
        )
        self.act_bid = act("bid", ["B"], self.bid_choice, translate("SpadesTable", "Bid"))
        # The menu is the keys list: the digits, off it, are said on the "0" entry.
        nil = translate("SpadesTable", "Choose nil (another bid: type its number)")
        self.act_nil = act("nil", ["0"], self.bid_nil, nil)
        # 1-9 choose the number typed (with "0": 10, 12, ...); off the Table menu, which
        # says "0" for nil, as nine entries would crowd it.
        self.digit_actions = [
            act(f"digit_{d}", [str(d)], partial(self.type_bid, d)) for d in range(1, 10)
        ]
        self.act_blind_nil = act(
            "blind_nil", ["Shift+B"], self.bid_blind_nil, translate("SpadesTable", "Bid blind nil")
        )
        self.act_look = act(
            "look", ["C"], self.look_at_cards, translate("SpadesTable", "Look at cards")
        )
        self.act_left = act(
            "left",
            ["Left"],
            lambda: self.move_choice(-1),
            translate("SpadesTable", "Choose the card to the left"),
        )
        self.act_right = act(
            "right",
            ["Right"],
            lambda: self.move_choice(1),
            translate("SpadesTable", "Choose the card to the right"),
        )
        self.act_more = act(
            "bid_up",
            ["Up", "+"],
            lambda: self.change_bid(1),
            translate("SpadesTable", "Bid one more"),
        )
        self.act_less = act(
            "bid_down",
            ["Down", "-"],
            lambda: self.change_bid(-1),
            translate("SpadesTable", "Bid one less"),
        )
        self.act_last_trick = act(
            "last_trick", ["L"], self.toggle_last_trick, translate("SpadesTable", "Last trick")
        )
        self.act_last_trick.setCheckable(True)
        self.act_scores = act(
            "score_sheet", ["S"], self.show_score_sheet, translate("SpadesTable", "Score sheet")
        )
        self.act_next_hand = act(
            "next_hand", ["N"], self.next_hand, translate("SpadesTable", "Next hand")
        )
        self.act_hint = act("hint", ["H"], self.show_hint, translate("SpadesTable", "Hint"))
        self.act_hint.setToolTip(
            translate("SpadesTable", "Ask the coach what to bid, or which card to play and why (H)")
        )
        self.act_undo = act("undo", ["Ctrl+Z"], self.undo, translate("SpadesTable", "Undo"))
        self.act_undo.setToolTip(
            translate("SpadesTable", "Take back your last card or bid (Ctrl+Z)")
        )
        self.act_earlier_trick = act(
            "earlier_trick", ["T"], self.earlier_trick, translate("SpadesTable", "Earlier trick")
        )
        self.act_earlier_trick.setToolTip(
            translate("SpadesTable", "Show the trick before the one shown (T)")
        )
        self.act_later_trick = act(
            "later_trick", ["Shift+T"], self.later_trick, translate("SpadesTable", "Later trick")
        )
        self.act_later_trick.setToolTip(
            translate(
                "SpadesTable",
                "Show the trick after the one shown, then the trick in play (Shift+T)",
            )
        )
        self.act_live_trick = act(
            "live_trick",
            ["Escape"],
            self.live_trick,
            translate("SpadesTable", "Back to the trick in play"),
        )
        self.table_actions = [
            self.act_confirm, self.act_bid, self.act_nil, self.act_blind_nil, self.act_look,
            self.act_left, self.act_right, self.act_more, self.act_less,
            self.act_last_trick, self.act_earlier_trick, self.act_later_trick,
            self.act_live_trick, self.act_scores,
            self.act_next_hand, self.act_hint, self.act_undo,
        ]  # fmt: skip

    def _update_actions(self) -> None:
        legal = self._legal()
        bidding = any(isinstance(a, Bid) for a in legal)
        values = self._bid_values()
        self.picker.focus_off(values, self.view, self.buttons.get("bid"))
        self.picker.offer(values)  # drops a choice no longer open
        playing = any(isinstance(a, Play) for a in legal)
        blind = Bid(self.human, BLIND_NIL) in legal
        can_look = (
            not self.animating
            and not self._closed
            and not self.session.hand_over
            and ShowCards(self.human) in self._own_legal()
        )
        between = self.session.between_hands and not self.session.game_over
        self.act_bid.setEnabled(bool(values))
        self.act_nil.setEnabled(bool(values))  # nil, or the 0 of 10
        self.act_blind_nil.setEnabled(blind)
        self.act_look.setEnabled(can_look)
        self.act_confirm.setEnabled(bool(values) or playing)
        arrows = bool(values) or playing or self.scene.browsing is not None  # tricks shown
        self.act_left.setEnabled(arrows)
        self.act_right.setEnabled(arrows)
        self.act_more.setEnabled(bool(values))
        self.act_less.setEnabled(bool(values))
        self.act_next_hand.setEnabled(between and not self.blocked)
        hint = (
            (self.hint_available() and not self.hint.busy)
            or (self.card_hint_available() and not self.card_hint.busy)
            or self.hint_queueable()  # out of turn: H queues the hint for the turn
        )
        self.act_hint.setEnabled(hint)
        tricks = self._picture is not None and bool(self._picture.tricks)
        self.act_last_trick.setEnabled(tricks)
        self.act_earlier_trick.setEnabled(tricks)
        self.act_later_trick.setEnabled(tricks and self.scene.browsing is not None)
        self.act_live_trick.setEnabled(self.scene.browsing is not None)  # Esc free otherwise
        undo = self.undo_available()
        self.act_undo.setEnabled(undo)
        for item in self.scene.hand:
            item.set_clickable(playing)
        chosen = self.picker.chosen_bid()
        self.act_bid.setText(
            translate("SpadesTable", "Bid {0}").format(text.bid_text(chosen))
            if values and chosen is not None
            else translate("SpadesTable", "Bid")
        )
        self.bar.show_buttons({
            "bid": bool(values), "hint": bool(values) or playing, "blind_nil": blind,
            "look": can_look, "last_trick": not bidding and tricks, "undo": undo,
            "next_hand": between,
        })  # fmt: skip
        turn = self._update.to_act if self._update is not None else None
        thinking = self.names[turn] if self.thinking and turn is not None else None
        note = turn_notice(
            thinking, blind, bidding, self.hint.busy, playing, self._explained, self.hint_queued
        )
        mine = thinking is None and (blind or bidding or playing)
        if mine:  # his turn: the notice says what he may do (and is said to a screen reader)
            self.review.early = ""
        elif self.review.early:  # R pressed mid-hand: said over the others' turns
            note = self.review.early
        if self.review.waiting:  # R pressed as the hand ended: said until the review opens
            note = self.review.waiting
        if self.scene.browsing is not None:  # the trick on show, and still whose turn it is
            note = self.browsed_words(note)
        if note is not None:
            self.notice.setText(note)
        self._announce_turn(self._position_key(), self.notice.text() if mine else None)
        self._read_table()
