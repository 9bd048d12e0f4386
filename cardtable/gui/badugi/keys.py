"""The Badugi table's answers to a move's key that no enabled action takes: the key of a
greyed-out action reaches the focused widget and climbs to the table, where it did nothing
and said nothing. Before the person's turn F and C tick the pre-action that does it when the
turn comes and any other move's key says whose turn it is; at his turn a raise's key with no
raise open, a digit or E at a bet of one size and Fold's key at a free check each say what
is open.

``BadugiKeys`` is mixed into ``BadugiTable`` (``table.py``), whose ``keyPressEvent`` asks
``_stray_key`` first. Its text keeps the table's translation context ("BadugiTable"): it was
the table's before this module split off.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.view import SeatView
from cardtable.gui.common.amount_box import AmountBox

translate = QCoreApplication.translate


class BadugiKeys:
    """What it uses of the table is listed here."""

    human: int
    names: list[str]
    rules: BadugiRules
    spectating: bool
    spin: AmountBox
    act_fold: QAction
    act_check_call: QAction
    act_bet_raise: QAction
    act_half_pot: QAction
    act_pot: QAction
    act_all_in: QAction
    act_draw: QAction
    act_stand_pat: QAction
    act_amount: QAction
    act_pre_check_fold: QAction
    act_pre_check_call: QAction
    act_discard: list[QAction]
    _view: SeatView | None
    _hand_over: bool
    _waiting_note: str | None
    _legal: Callable[[], LegalActions | None]
    _play: Callable[[Action], None]
    _tell: Callable[[str], None]
    type_amount: Callable[[], None]
    _watching_words: Callable[[], str | None]

    def _stray_key(self, event: QKeyEvent) -> bool:
        """Answer a move's key that no enabled action took; True if it was one of those.

        Fold's key while Fold is greyed out for a free check: the rules allow no fold and
        the key did nothing at all (a greyed action's key reaches the focused widget and
        climbs to the table); a player folding every hand saw no answer in the big blind.
        The refusal's words say to check."""
        pressed = QKeySequence(event.keyCombination())
        legal = self._legal()
        if (
            not self.act_fold.isEnabled()
            and pressed in self.act_fold.shortcuts()
            and legal is not None
            and "check" in legal.kinds
        ):
            self._play(Action.fold())  # refused: nothing is played
            return True
        if legal is None:
            return self._key_before_turn(pressed)
        return (
            self._no_raise(pressed, legal)
            or self._digit_typed(event, legal)
            or self._no_amount_box(pressed, legal)
        )

    def _digit_typed(self, event: QKeyEvent, legal: LegalActions) -> bool:
        """A digit at a bet or raise did nothing and said nothing (a new player typed "6"
        at a no-limit bet). With an amount to choose it opens the amount box with the digit
        typed (nothing is bet before Enter); at fixed limit the notice says the size is set.
        True if the key was a digit taken here."""
        typed = event.text()
        if len(typed) != 1 or not typed.isdigit() or not {"bet", "raise"} & legal.kinds:
            return False
        if self.act_amount.isEnabled():
            self.type_amount()
            key = QKeyEvent(event.type(), event.key(), event.modifiers(), typed)
            QApplication.sendEvent(self.spin.lineEdit(), key)
            return True
        self._tell(self._one_size_words())
        return True

    def _no_amount_box(self, pressed: QKeySequence, legal: LegalActions) -> bool:
        """E ("Type an amount") where the bet has one size (fixed limit, or the pot leaving
        one) is greyed out, and its key did nothing and said nothing, where a digit said how
        to bet: it says the same. True if the key was E taken here."""
        if self.act_amount.isEnabled() or pressed not in self.act_amount.shortcuts():
            return False
        if not {"bet", "raise"} & legal.kinds:
            return False
        self._tell(self._one_size_words())
        return True

    def _one_size_words(self) -> str:
        """What the notice says to a digit or E at a bet of one size."""
        if self.rules.structure == "fixed":
            words = translate(
                "BadugiTable", "Fixed limit: each bet is a set size. B bets or raises, C calls."
            )
        else:  # the pot leaves one size open (half pot, preflop): say which
            words = translate("BadugiTable", "Only one amount is open now: “{0}” with B.").format(
                self.act_bet_raise.text()
            )
        return words

    def _no_raise(self, pressed: QKeySequence, legal: LegalActions) -> bool:
        """B (or R, A, H, Shift+P, E) at a turn with no bet or raise open (the person can
        only call all-in, the raises are capped, the others are all in) did nothing and said
        nothing; the notice says what is open. True if the key was one of those."""
        sizing = (self.act_bet_raise, self.act_half_pot, self.act_pot, self.act_all_in,
                  self.act_amount)  # fmt: skip
        if self.act_bet_raise.isEnabled() or "draw" in legal.kinds:
            return False
        if not any(pressed in a.shortcuts() for a in sizing):
            return False
        if "call" in legal.kinds:
            words = translate("BadugiTable", "You cannot raise now: call with C or fold with F.")
        else:
            words = translate("BadugiTable", "You cannot bet now: check with C.")
        self._tell(words)
        return True

    def _key_before_turn(self, pressed: QKeySequence) -> bool:
        """A move's key pressed before the person's turn (the deal or the bots still
        running) did nothing and said nothing. F and C, while others bet, now tick the
        pre-action that does it when the turn comes ("Check/Fold", "Call 20": untouched if
        the betting changes under it, as a ticked box is); any other move's key says whose
        turn it is; with no bet of his to come this hand, why. True if the key was one of the
        moves'."""
        moves = (
            self.act_fold, self.act_check_call, self.act_bet_raise, self.act_half_pot,
            self.act_pot, self.act_all_in, self.act_draw, self.act_stand_pat, self.act_amount,
            *self.act_discard,  # 1-4 pressed while the bots drew: lost, and unsaid
        )  # fmt: skip
        move = next((a for a in moves if pressed in a.shortcuts() and not a.isEnabled()), None)
        view = self._view
        if move is None or view is None or self._hand_over or self.spectating:
            return False
        watching = self._watching_words()
        if watching and move not in (self.act_draw, self.act_stand_pat, *self.act_discard):
            # No bet of his can come this hand (folded, all-in, out): "Not your turn yet"
            # promised one; the bar's words say why (all-in, he still draws).
            self._tell(watching)
            return True
        if view.folded[self.human] or not view.dealt_in[self.human]:
            return False
        ahead = {
            self.act_fold: self.act_pre_check_fold,
            self.act_check_call: self.act_pre_check_call,
        }
        pre = ahead.get(move)
        if pre is not None and pre.isEnabled():
            pre.setChecked(True)
            words = translate(
                "BadugiTable", "Not your turn yet: “{0}” is ticked for when it comes."
            ).format(pre.text().replace("&", ""))
        elif view.to_act is not None and view.to_act != self.human:
            words = translate("BadugiTable", "Not your turn yet: {0} is to act.").format(
                self.names[view.to_act]
            )
        else:
            words = translate("BadugiTable", "Not your turn yet: the cards are still moving.")
        self._waiting_note = words
        self._tell(words)
        return True
