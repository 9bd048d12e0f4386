"""The Badugi table: the scene, the person's controls, the hand log, and the turn loop glue.

Data flow (DESIGN.md): a click or key triggers a QAction → the table builds an ``Action`` →
``BadugiSession.apply_human`` (IllegalAction: the message is shown, nothing changes) → the
session's events are logged, the scene is synced to the person's new view and the events are
animated → when the animation ends the table looks at whose turn it is: the person's controls
are enabled, or the bot runner is asked on its worker thread. Input is blocked while an
animation runs or a bot thinks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.actions import Action
from cardtable.badugi.events import HandEnded, HandStarted, RoundEnded
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.core.errors import IllegalAction
from cardtable.gui.badugi import text
from cardtable.gui.badugi.animations import build_animation
from cardtable.gui.badugi.odds_panel import OddsPanel
from cardtable.gui.badugi.scene import TableScene, display_order
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.common.table_view import TableView

_STYLE = """
QWidget#actionBar { background: #1c2026; }
QToolButton, QPushButton#sizeButton {
  color: #f2f2ee; background: #2f6b45; border: 1px solid #1d4a2e; border-radius: 8px;
  padding: 8px 16px; font-size: 16px; font-weight: bold; min-width: 92px;
}
QToolButton:hover, QPushButton#sizeButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton#sizeButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#fold { background: #8a2f2f; border-color: #5e1f1f; }
QToolButton#fold:hover { background: #a33a3a; }
QToolButton#fold:disabled { background: #3a3f46; }
QPushButton#sizeButton { min-width: 56px; padding: 6px 10px; font-size: 14px; background: #394048; }
QLabel#notice { color: #ffd27a; background: #1c2026; font-size: 15px; padding: 4px 8px; }
QCheckBox { color: #e8ece6; font-size: 15px; spacing: 6px; padding: 8px 10px; }
QCheckBox:checked { color: #ffd27a; }
QSpinBox { font-size: 16px; min-width: 80px; padding: 4px; }
QListWidget#log { background: #15181c; color: #d8dcd8; font-size: 13px; border: none; }
"""

class BadugiTable(SessionTable):
    """One Badugi sitting in the main window. ``game_over`` is emitted when the person is
    out of chips and declines a rebuy (or nobody is left to play)."""

    session: BadugiSession

    def __init__(
        self,
        session: BadugiSession,
        prefs: Prefs,
        cache: CardPixmapCache | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(session, prefs, cache, parent)
        human = self.human
        self.scene = TableScene(
            session.n_seats,
            human,
            self.cache,
            four_colour=prefs.four_colour,
            back=BackColour(prefs.back_colour),
            parent=self,
        )
        self.view = TableView(self.scene, self)
        self._view: SeatView | None = None
        self._marked: set[int] = set()
        for row in self.scene.cards[human]:
            row.clicked.connect(self.toggle_discard)
        self._build_actions()
        self._build_ui()
        self.setStyleSheet(_STYLE)
        # The buttons' row keeps the (styled) buttons' height when the pre-action boxes
        # stand in for them, so the table above never jumps.
        self.buttons["fold"].ensurePolished()
        self.buttons_row.setMinimumHeight(self.buttons["fold"].sizeHint().height())

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        self.act_fold = self._action("fold", ["F"], self.fold)
        self.act_check_call = self._action("check_call", ["C"], self.check_or_call)
        self.act_bet_raise = self._action("bet_raise", ["B", "R"], self.bet_or_raise)
        self.act_half_pot = self._action("half_pot", ["H"], lambda: self.size_to("half"))
        self.act_pot = self._action("pot", ["Shift+P"], lambda: self.size_to("pot"))
        self.act_all_in = self._action("all_in", ["A"], lambda: self.size_to("all"))
        self.act_draw = self._action("draw", ["D"], self.draw)
        self.act_stand_pat = self._action("stand_pat", ["P"], self.stand_pat)
        self.act_next_hand = self._action("next_hand", ["N"], self.next_hand)
        # Pre-actions, chosen before the person's turn and carried out when it comes.
        self.pre_group = QActionGroup(self)
        self.pre_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.act_pre_check_fold = self._pre_action("pre_check_fold", "Shift+F")
        self.act_pre_check_call = self._pre_action("pre_check_call", "Shift+C")
        self.act_pre_call_any = self._pre_action("pre_call_any", "Shift+A")
        self._pre_call = 0  # the amount "Call N" was ticked for
        self._pre_round: tuple[int, int] | None = None
        self._sized_move: int | None = None  # the decision the bet box was last reset for
        self.act_odds = self._action("show_odds", ["O"], self.toggle_odds)
        self.act_odds.setCheckable(True)
        self.act_odds.setChecked(self.prefs.show_odds)
        self.act_discard = [
            self._action(
                f"discard_{i + 1}", [str(i + 1)], lambda _c=False, i=i: self.toggle_discard(i)
            )
            for i in range(4)
        ]
        self.table_actions = [
            self.act_fold, self.act_check_call, self.act_bet_raise, self.act_half_pot,
            self.act_pot, self.act_all_in, self.act_draw, self.act_stand_pat,
            self.act_next_hand, *self.act_discard, self.act_pre_check_fold,
            self.act_pre_check_call, self.act_pre_call_any, self.act_odds,
        ]  # fmt: skip
        self.act_fold.setText(self.tr("Fold"))
        self.act_half_pot.setText(self.tr("½ Pot"))
        self.act_pot.setText(self.tr("Pot"))
        self.act_all_in.setText(self.tr("All-in"))
        self.act_stand_pat.setText(self.tr("Stand pat"))
        self.act_next_hand.setText(self.tr("Next hand"))
        self.act_odds.setText(self.tr("Show draw odds"))
        self.act_pre_check_fold.setText(self.tr("Check/Fold"))
        self.act_pre_check_call.setText(self.tr("Check"))
        self.act_pre_call_any.setText(self.tr("Call any"))
        for i, act in enumerate(self.act_discard):
            act.setText(self.tr("Mark card {0}").format(i + 1))

    def _pre_action(self, name: str, key: str) -> QAction:
        action = self._action(name, [key], lambda: None)
        action.setCheckable(True)
        self.pre_group.addAction(action)
        action.toggled.connect(self._pre_toggled)
        return action

    def _build_ui(self) -> None:
        self.log = QListWidget(self)
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setMinimumWidth(220)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setMinimumHeight(30)  # the same height empty or not: no jumping

        self.spin = QSpinBox(self)
        self.spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setMinimumWidth(160)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.spin.valueChanged.connect(lambda _v: self._update_texts())
        self.size_buttons: list[QPushButton] = []
        for act in (self.act_half_pot, self.act_pot, self.act_all_in):
            b = QPushButton(act.text(), self)
            b.setObjectName("sizeButton")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(act.trigger)
            act.changed.connect(lambda b=b, act=act: b.setEnabled(act.isEnabled()))
            self.size_buttons.append(b)

        self.buttons = {a.objectName(): self._tool(a) for a in (
            self.act_fold, self.act_check_call, self.act_bet_raise,
            self.act_draw, self.act_stand_pat, self.act_next_hand,
        )}  # fmt: skip
        self.pre_boxes: dict[str, QCheckBox] = {}
        for act in (self.act_pre_check_fold, self.act_pre_check_call, self.act_pre_call_any):
            box = QCheckBox(act.text(), self)
            box.setObjectName(act.objectName())
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.toggled.connect(act.setChecked)
            act.toggled.connect(box.setChecked)
            act.changed.connect(lambda box=box, act=act: box.setText(act.text()))
            self.pre_boxes[act.objectName()] = box

        # Two rows: the bet sizing above the buttons (a row of its own, so a narrow window
        # does not crush it), kept in place even while hidden so the table never jumps.
        bar = QWidget(self)
        bar.setObjectName("actionBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(12, 6, 12, 10)
        rows.setSpacing(6)
        self.sizing = QWidget(bar)
        sizing_row = QHBoxLayout(self.sizing)
        sizing_row.setContentsMargins(0, 0, 0, 0)
        sizing_row.addStretch(1)
        for b in self.size_buttons:
            sizing_row.addWidget(b)
        sizing_row.addWidget(self.slider, 1)
        sizing_row.addWidget(self.spin)
        sizing_row.addStretch(1)
        policy = self.sizing.sizePolicy()
        policy.setRetainSizeWhenHidden(self.session.rules.structure != "fixed")
        self.sizing.setSizePolicy(policy)
        rows.addWidget(self.sizing)
        buttons_row = QWidget(bar)
        row = QHBoxLayout(buttons_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        for b in self.buttons.values():
            row.addWidget(b)
        for box in self.pre_boxes.values():
            row.addWidget(box)
        row.addStretch(1)
        rows.addWidget(buttons_row)
        self.buttons_row = buttons_row
        self.bar = bar
        # What the bar holds changes with every decision ("Raise to 200 (all-in)" is wider
        # than "Bet"); its width must never push the side panel over (the table would jump).
        bar.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        left = QWidget(self)
        col = QVBoxLayout(left)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.view, 1)
        col.addWidget(self.notice)
        col.addWidget(bar)
        # The odds panel (the person's own hand only) sits under the log.
        self.odds_panel = OddsPanel(self)
        side = QWidget(self)
        side_col = QVBoxLayout(side)
        side_col.setContentsMargins(0, 0, 0, 0)
        side_col.setSpacing(0)
        side_col.addWidget(self.log, 1)
        side_col.addWidget(self.odds_panel)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([1000, 260])
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    # ------------------------------------------------------------------ state of the loop

    def _legal(self) -> Any:
        view = self._view
        if view is None or self.blocked or view.to_act != self.human or self.spectating:
            return None
        return view.legal

    def start(self) -> None:
        """Begin play: deal the first hand, or pick up a resumed session where it stopped."""
        self.log.addItem(self.tr("Welcome to the Badugi table."))
        self.bar.setVisible(not self.spectating)  # a demo has nothing for a person to do
        if self.session.hand is None:
            self.next_hand()
            return
        self._view = self.session.view_for(self.human)
        self.session.take_events()
        self._restore_log()
        self._settle()

    # ------------------------------------------------------------------ publishing events

    def _log_line(self, event: Any) -> str | None:
        return text.event_line(event.for_seat(self.human), self.names, self.session.rules.draws)

    def _publish(self, events: list[Any]) -> None:
        old_view = self._view
        bets_before = [b.amount if b.isVisible() else 0 for b in self.scene.bets]
        self._add_log_lines(events)
        self._view = self.session.view_for(self.human)
        if self._view is None:
            return
        gathering = any(isinstance(e, RoundEnded) for e in events)
        if any(isinstance(e, HandStarted) for e in events):
            self._marked.clear()
        self.scene.sync(self._view, self.names, self.bots, frozenset(self._marked),
                        show_middle=not gathering)
        self._run_animation(
            build_animation(self.scene, events, old_view, bets_before, self.prefs.speed, self)
        )

    def _settle(self) -> None:
        """The picture shows the truth; now see whose turn it is."""
        if self._closed:
            return
        view = self._view = self.session.view_for(self.human)
        if view is not None:
            self.scene.sync(view, self.names, self.bots, frozenset(self._marked))
        if self.session.hand_over:
            self._update_actions()
            self._hand_finished()
            return
        request = self.session.bot_request()
        if request is not None:
            self.runner.request(request, self.prefs.think_ms)
        elif self._carry_out_pre_action():
            return
        self._update_actions()

    # ------------------------------------------------------------------ bots

    def _bot_fallback(self, move_no: int) -> bool:
        view = self.session.view_for(self.session.whose_turn() or 0)
        legal = view.legal if view is not None else None
        if legal is None:
            return False
        if "draw" in legal.kinds:
            fallback = Action.stand_pat()
        else:
            fallback = Action.check() if "check" in legal.kinds else Action.fold()
        return self.session.apply_bot(move_no, fallback)

    # ------------------------------------------------------------------ the person's intents

    def _act(self, action: Action) -> None:
        if self._legal() is None:
            return
        try:
            self.session.apply_human(action)
        except IllegalAction as exc:
            self.notice.setText(self._illegal_text(exc))
            return
        self.notice.clear()
        self._marked.clear()
        self._publish(self.session.take_events())

    def _illegal_text(self, exc: IllegalAction) -> str:
        messages = {
            "bet_size": self.tr("That amount is not allowed here."),
            "draw_limit": self.tr("Too many cards for this draw."),
            "no_check": self.tr("You cannot check: there is a bet to call or fold."),
            "not_your_turn": self.tr("It is not your turn."),
            "hand_over": self.tr("The hand is over."),
        }
        return messages.get(exc.rule, str(exc))

    def fold(self) -> None:
        legal = self._legal()
        if legal is not None and "fold" in legal.kinds:
            self._act(Action.fold())

    def check_or_call(self) -> None:
        legal = self._legal()
        if legal is None:
            return
        if "check" in legal.kinds:
            self._act(Action.check())
        elif "call" in legal.kinds:
            self._act(Action.call())

    def bet_or_raise(self) -> None:
        legal = self._legal()
        if legal is None:
            return
        amount = self.spin.value()
        if "bet" in legal.kinds:
            self._act(Action.bet(amount))
        elif "raise" in legal.kinds:
            self._act(Action.raise_to(amount))

    def size_to(self, which: str) -> None:
        """Set the bet box to half the pot, the pot, or all-in (clamped to what is legal)."""
        legal = self._legal()
        view = self._view
        if legal is None or view is None or not ({"bet", "raise"} & legal.kinds):
            return
        after_call = view.pot_total + legal.call_amount
        if which == "half":
            want = view.current_bet + after_call // 2
        elif which == "pot":
            want = view.current_bet + after_call
        else:
            want = legal.max_to
        self.spin.setValue(max(legal.min_to, min(legal.max_to, want)))

    def toggle_discard(self, slot: int) -> None:
        legal = self._legal()
        view = self._view
        if legal is None or view is None or "draw" not in legal.kinds or slot >= len(view.hand):
            return
        if slot in self._marked:
            self._marked.discard(slot)
        elif len(self._marked) >= legal.max_discard:
            self.notice.setText(
                self.tr("You may change at most {0} cards in this draw.").format(legal.max_discard)
            )
            return
        else:
            self._marked.add(slot)
        self.notice.clear()
        self.scene.sync(view, self.names, self.bots, frozenset(self._marked))
        self._update_actions()

    def shown_hand(self) -> tuple[Card, ...]:
        """The person's cards in the order the table shows them (the counted ones first);
        card keys 1-4 and clicks mark positions in this order."""
        view = self._view
        return display_order(view.hand) if view is not None else ()

    def draw(self) -> None:
        legal = self._legal()
        view = self._view
        if legal is None or view is None or "draw" not in legal.kinds or not self._marked:
            return
        shown = self.shown_hand()
        self._act(Action.draw([shown[i] for i in sorted(self._marked)]))

    def stand_pat(self) -> None:
        legal = self._legal()
        if legal is not None and "draw" in legal.kinds:
            self._marked.clear()
            self._act(Action.stand_pat())

    # ------------------------------------------------------------------ between hands

    def _hand_finished(self) -> None:
        if self._closed:
            return
        view = self._view
        if view is not None and not any(isinstance(e, HandEnded) for e in view.history):
            return
        if self.session.needs_rebuy():
            if self.ask_rebuy():
                self.session.rebuy(self.human)
                self.session.take_events()
                self.log.addItem(
                    self.tr("You buy in again for {0}.").format(self.session.config.starting_stack)
                )
                if view is not None:
                    self.scene.sync(self.session.view_for(self.human) or view, self.names,
                                    self.bots)
            else:
                self._update_actions()
                self.game_over.emit()
                return
        if not self.session.can_continue():
            self.game_over.emit()
            return
        pause = self.next_hand_pause_ms()
        if pause is not None:
            self._next_timer.start(pause)
        self._update_actions()

    def ask_rebuy(self) -> bool:
        """Ask the person whether to buy in again (a hook tests replace)."""
        answer = QMessageBox.question(
            self,
            self.tr("Out of chips"),
            self.tr("You have no chips left. Buy in again for {0}?").format(
                self.session.config.starting_stack
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def next_hand(self) -> None:
        if self._closed or self.blocked or not self.session.hand_over:
            return
        if self.session.needs_rebuy():
            return
        self._next_timer.stop()
        self._marked.clear()
        self.notice.clear()
        self.session.next_hand()
        self._publish(self.session.take_events())

    # ------------------------------------------------------------------ controls

    def _update_actions(self) -> None:
        legal = self._legal()
        kinds: frozenset[str] = legal.kinds if legal is not None else frozenset()
        drawing = "draw" in kinds
        hand_over = self.session.hand_over and not self.blocked and not self._closed
        self.act_fold.setEnabled("fold" in kinds)
        self.act_check_call.setEnabled(bool({"check", "call"} & kinds))
        can_size = bool({"bet", "raise"} & kinds)
        self.act_bet_raise.setEnabled(can_size)
        self.act_draw.setEnabled(drawing and bool(self._marked))
        self.act_stand_pat.setEnabled(drawing)
        self.act_next_hand.setEnabled(hand_over and not self.session.needs_rebuy())
        for act in self.act_discard:
            act.setEnabled(drawing)
        for item in self.scene.cards[self.human]:
            item.set_clickable(drawing)
        ranged = can_size and legal is not None and legal.max_to > legal.min_to
        for act in (self.act_half_pot, self.act_pot, self.act_all_in):
            act.setEnabled(ranged)
        if can_size and legal is not None:
            self.spin.blockSignals(True)
            self.slider.blockSignals(True)
            # Each decision starts from the smallest bet or raise: an amount chosen for an
            # earlier decision (last hand's shove) must never be one key press away.
            fresh = self._sized_move != self.session.move_no
            self._sized_move = self.session.move_no
            keep = self.spin.value()
            self.spin.setRange(legal.min_to, legal.max_to)
            self.slider.setRange(legal.min_to, legal.max_to)
            in_range = legal.min_to <= keep <= legal.max_to
            value = keep if in_range and ranged and not fresh else legal.min_to
            self.spin.setValue(value)
            self.slider.setValue(value)
            self.spin.blockSignals(False)
            self.slider.blockSignals(False)
        self.sizing.setVisible(bool(ranged))
        pre = self._pre_available()
        for name, visible in (
            ("fold", not drawing and not hand_over and not pre),
            ("check_call", not drawing and not hand_over and not pre),
            ("bet_raise", not drawing and not hand_over and not pre),
            ("draw", drawing),
            ("stand_pat", drawing),
            ("next_hand", hand_over),
        ):
            self.buttons[name].setVisible(visible)
        self._update_pre_actions(pre)
        self._update_texts()
        self._update_odds()
        if self.thinking and self._view is not None and self._view.to_act is not None:
            self.notice.setText(self.tr("{0} is thinking…").format(self.names[self._view.to_act]))
        elif self.notice.text().endswith("…"):
            self.notice.clear()

    def _update_texts(self) -> None:
        legal = self._legal()
        view = self._view
        if legal is not None and "call" in legal.kinds:
            all_in = view is not None and legal.call_amount >= view.stacks[self.human]
            self.act_check_call.setText(text.action_text("call", legal.call_amount, all_in))
        else:
            self.act_check_call.setText(text.action_text("check", 0))
        amount = self.spin.value()
        if legal is not None and legal.max_to == legal.min_to:
            amount = legal.min_to
        # Say so on the button when the amount is everything the person has.
        shove = (
            legal is not None and view is not None
            and amount >= view.round_bets[self.human] + view.stacks[self.human]
        )
        if legal is not None and "raise" in legal.kinds:
            self.act_bet_raise.setText(text.action_text("raise", amount, shove))
        elif legal is not None and "bet" in legal.kinds:
            self.act_bet_raise.setText(text.action_text("bet", amount, shove))
        else:
            self.act_bet_raise.setText(self.tr("Bet"))
        n = len(self._marked)
        self.act_draw.setText(self.tr("Draw {0}").format(n) if n else self.tr("Draw"))

    # ------------------------------------------------------------------ odds panel

    def toggle_odds(self) -> None:
        """The O key: show or hide the odds panel, remembered in the settings."""
        self.prefs.show_odds = self.act_odds.isChecked()
        self._update_odds()

    def _update_odds(self) -> None:
        """Only the person's own view ever reaches the panel."""
        view = self._view if self.prefs.show_odds and not self._closed else None
        if view is not None and view.seat != self.human:
            view = None
        marked: frozenset[int] = frozenset()
        if view is not None:  # the panel counts positions in the dealt order, not as shown
            shown = self.shown_hand()
            marked = frozenset(view.hand.index(shown[i]) for i in self._marked if i < len(shown))
        self.odds_panel.show_for(view, marked)

    # ------------------------------------------------------------------ pre-actions

    def _pre_available(self) -> bool:
        """Pre-actions are offered while others bet in a round the person is still in."""
        view = self._view
        if view is None or self._closed or self.session.hand_over or view.phase != "betting":
            return False
        me = self.human
        if self.spectating:
            return False
        in_hand = view.dealt_in[me] and not view.folded[me] and view.stacks[me] > 0
        return in_hand and (view.to_act != me or self.animating)

    def _to_call(self) -> int:
        view = self._view
        if view is None:
            return 0
        me = self.human
        return min(view.current_bet - view.round_bets[me], view.stacks[me])

    def _pre_toggled(self, on: bool) -> None:
        if on and self.act_pre_check_call.isChecked():
            self._pre_call = self._to_call()

    def clear_pre_actions(self) -> None:
        for act in self.pre_group.actions():
            act.setChecked(False)

    def _update_pre_actions(self, available: bool) -> None:
        """Show the boxes that fit the betting now and untick the ones it has overtaken: a
        new round clears all; a bet clears "Check"; a raise clears "Call N". "Check/Fold"
        and "Call any" were chosen for any bet, so they stay."""
        view = self._view
        here = (view.hand_no, view.street) if view is not None else None
        if not available or here != self._pre_round:
            self.clear_pre_actions()
        self._pre_round = here if available else None
        to_call = self._to_call()
        if self.act_pre_check_call.isChecked() and to_call != self._pre_call:
            self.clear_pre_actions()
        if to_call > 0:
            all_in = view is not None and to_call >= view.stacks[self.human]
            self.act_pre_check_call.setText(text.action_text("call", to_call, all_in))
        else:
            self.act_pre_check_call.setText(self.tr("Check"))
        for act in self.pre_group.actions():
            act.setEnabled(available)
        for box in self.pre_boxes.values():
            box.setVisible(available)

    def _carry_out_pre_action(self) -> bool:
        """The person's turn has come: do what was ticked (then untick it); True if done."""
        legal = self._legal()
        checked = self.pre_group.checkedAction()
        if legal is None or checked is None:
            return False
        self.clear_pre_actions()
        moves = self.session.move_no
        if checked is self.act_pre_check_fold:
            self._act(Action.check() if "check" in legal.kinds else Action.fold())
        elif checked is self.act_pre_call_any:
            self._act(Action.call() if "call" in legal.kinds else Action.check())
        elif "call" in legal.kinds and legal.call_amount == self._pre_call:
            self._act(Action.call())
        elif "check" in legal.kinds and self._pre_call == 0:
            self._act(Action.check())
        return self.session.move_no != moves

    def shutdown(self) -> None:
        super().shutdown()
        self.odds_panel.shutdown()

    # ------------------------------------------------------------------ look

    def apply_prefs(self) -> None:
        """Settings changed: redraw cards in the chosen colours, show or hide the odds."""
        self.cache.clear()
        self.scene.set_look(self.prefs.four_colour, BackColour(self.prefs.back_colour))
        self.act_odds.setChecked(self.prefs.show_odds)
        self._update_odds()
