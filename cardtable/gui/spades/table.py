"""The Spades table: the scene, the bid picker, the side panel (log and score sheet) and the
turn loop glue.

Data flow (DESIGN.md), as at the Badugi table: a click or key triggers a QAction → the table
builds an ``Action`` → ``SpadesSession.apply_human`` (IllegalAction: the reason is shown,
nothing changes) → the events are logged, the scene is synced to the person's new picture and
the events are animated → when the animation ends the table sees whose turn it is: the
person's controls are enabled, or the bot runner is asked on its worker thread. Input is
blocked while an animation runs or a bot thinks.

Between hands the session holds the next deal back; the table shows the finished hand's
result, switches the side panel to the score sheet and waits for *Next hand* (or the
"next hand" pause of the settings). At the end of the game a dialog names the winner and
offers a new game at the same table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.core.errors import IllegalAction
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.common.trainer_worker import OddsWorker
from cardtable.gui.spades import text
from cardtable.gui.spades.animations import build_spades_animation
from cardtable.gui.spades.coach import AdvicePanel, BidSummary
from cardtable.gui.spades.scene import (
    Picture,
    SpadesScene,
    SpadesView,
    picture_after_hand,
    picture_from_view,
)
from cardtable.gui.spades.scoresheet import GameOverDialog, ScoreSheet
from cardtable.spades import BIDDING, BLIND_NIL, NIL, Action, Bid, Play, ShowCards
from cardtable.spades.coach import Advice, advise
from cardtable.spades.events import HandScored
from cardtable.spades.session import SpadesSession

_STYLE = """
QWidget#actionBar { background: #1c2026; }
QToolButton {
  color: #f2f2ee; background: #2f6b45; border: 1px solid #1d4a2e; border-radius: 8px;
  padding: 8px 16px; font-size: 16px; font-weight: bold; min-width: 92px;
}
QToolButton:hover { background: #3b8457; }
QToolButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#blind_nil { background: #8a5a16; border-color: #5e3d0f; }
QToolButton#blind_nil:hover { background: #a36c1c; }
QPushButton#bidValue {
  color: #f2f2ee; background: #394048; border: 1px solid #22272d; border-radius: 6px;
  min-width: 34px; padding: 6px 4px; font-size: 15px; font-weight: bold;
}
QPushButton#bidValue:checked { background: #d9a93a; color: #1b1405; }
QPushButton#bidValue:disabled { color: #7a8088; }
QLabel#notice { color: #ffd27a; background: #1c2026; font-size: 15px; padding: 4px 8px; }
QListWidget#log { background: #15181c; color: #d8dcd8; font-size: 13px; border: none; }
QTableWidget#scoreSheet { font-size: 12px; }
"""


BID_BUTTON_H = 30


class SpadesTable(SessionTable):
    """One Spades sitting in the main window. ``game_over`` is emitted when the person
    leaves the table after a game ended."""

    session: SpadesSession
    hint_samples = 300
    """Deals the coach plays out for a hint (tests lower it)."""
    hint_budget_ms: float | None = 900.0
    """At most this long per hint, so the answer comes within a second on a slow machine."""

    def __init__(
        self,
        session: SpadesSession,
        prefs: Prefs,
        cache: CardPixmapCache | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(session, prefs, cache, parent)
        human = self.human
        self.scene = SpadesScene(
            session.rules,
            human,
            self.cache,
            four_colour=prefs.four_colour,
            back=BackColour(prefs.back_colour),
            parent=self,
        )
        self.view = SpadesView(self.scene, self)
        self._picture: Picture | None = None
        self._bid_choice: int | None = None  # nothing chosen until the person (or the coach)
        self._bid_key: tuple[int, int] | None = None  # the position the choice was made for
        self._explained = False  # the notice explains a refused card: keep it until a move
        self.game_over_dialog: GameOverDialog | None = None
        # The coach runs on its own thread: a hint takes up to a second of simulation.
        self.hint_worker = OddsWorker(self)
        self.hint_worker.finished.connect(self._on_hint)
        self.hint_worker.failed.connect(self._on_hint_failed)
        self._hint_job: int | None = None
        self._hint_key: tuple[int, int] | None = None
        self.advice: Advice | None = None
        for item in self.scene.hand:
            item.clicked.connect(self.click_card)
        self._build_actions()
        self._build_ui()
        self.setStyleSheet(_STYLE)

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        self.act_confirm = self._action("confirm", ["Return", "Enter", "Space"], self.confirm)
        self.act_bid = self._action("bid", ["B"], self.bid_choice)
        self.act_nil = self._action("nil", ["0"], self.bid_nil)
        self.act_blind_nil = self._action("blind_nil", ["Shift+B"], self.bid_blind_nil)
        self.act_look = self._action("look", ["C"], self.look_at_cards)
        self.act_left = self._action("left", ["Left"], lambda: self.move_choice(-1))
        self.act_right = self._action("right", ["Right"], lambda: self.move_choice(1))
        self.act_more = self._action("bid_up", ["Up", "+"], lambda: self.change_bid(1))
        self.act_less = self._action("bid_down", ["Down", "-"], lambda: self.change_bid(-1))
        self.act_last_trick = self._action("last_trick", ["L"], self.toggle_last_trick)
        self.act_last_trick.setCheckable(True)
        self.act_scores = self._action("score_sheet", ["S"], self.show_score_sheet)
        self.act_next_hand = self._action("next_hand", ["N"], self.next_hand)
        self.act_hint = self._action("hint", ["H"], self.show_hint)
        self.table_actions = [
            self.act_confirm, self.act_bid, self.act_nil, self.act_blind_nil, self.act_look,
            self.act_left, self.act_right, self.act_more, self.act_less,
            self.act_last_trick, self.act_scores, self.act_next_hand, self.act_hint,
        ]  # fmt: skip
        self.act_confirm.setText(self.tr("Play the chosen card / bid"))
        self.act_bid.setText(self.tr("Bid"))
        self.act_nil.setText(self.tr("Bid nil"))
        self.act_blind_nil.setText(self.tr("Bid blind nil"))
        self.act_look.setText(self.tr("Look at cards"))
        self.act_left.setText(self.tr("Choose the card to the left"))
        self.act_right.setText(self.tr("Choose the card to the right"))
        self.act_more.setText(self.tr("Bid one more"))
        self.act_less.setText(self.tr("Bid one less"))
        self.act_last_trick.setText(self.tr("Last trick"))
        self.act_scores.setText(self.tr("Score sheet"))
        self.act_next_hand.setText(self.tr("Next hand"))
        self.act_hint.setText(self.tr("Hint"))
        self.act_hint.setToolTip(self.tr("Ask the bidding coach what to bid (H)"))

    def _build_ui(self) -> None:
        self.log = QListWidget(self)
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet = ScoreSheet(self)
        # The side panel holds everything that comes and goes (the after-hand summary, the
        # coach's advice), so the table beside it never changes size while playing.
        self.summary = BidSummary(self)
        self.summary.setVisible(False)
        self.sheet_page = QWidget(self)
        sheet_col = QVBoxLayout(self.sheet_page)
        sheet_col.setContentsMargins(0, 0, 0, 0)
        sheet_col.setSpacing(0)
        sheet_col.addWidget(self.summary)
        sheet_col.addWidget(self.sheet, 1)
        self.advice_panel = AdvicePanel(self, narrow=True)
        self.side = QTabWidget(self)
        self.side.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.side.addTab(self.log, self.tr("Log"))
        self.side.addTab(self.sheet_page, self.tr("Score sheet"))
        self.side.addTab(self.advice_panel, self.tr("Coach"))
        self.side.setTabVisible(2, False)
        self.side.setMinimumWidth(340)

        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setMinimumHeight(30)  # the same height empty or not: no jumping

        # The bid picker: Nil, 1 .. hand size in a block of two or three rows (a single row
        # of 18 buttons does not fit a narrow window); clicking chooses, "Bid" confirms.
        self.picker = QWidget(self)
        picker_grid = QGridLayout(self.picker)
        picker_grid.setContentsMargins(0, 0, 8, 0)
        picker_grid.setSpacing(3)
        self.bid_group = QButtonGroup(self)
        self.bid_group.setExclusive(False)  # "nothing chosen" is a state the picker can show
        self.bid_buttons: dict[int, QPushButton] = {}
        count = self.session.rules.max_bid + 1
        rows = 2 if count <= 11 else 3
        columns = -(-count // rows)
        for value in range(count):
            b = QPushButton(self.tr("Nil") if value == 0 else str(value), self.picker)
            b.setObjectName("bidValue")
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setFixedHeight(BID_BUTTON_H)
            self.bid_group.addButton(b, value)
            picker_grid.addWidget(b, value // columns, value % columns)
            self.bid_buttons[value] = b
        self.bid_group.idClicked.connect(self._choose_bid)
        self._bar_height = rows * BID_BUTTON_H + (rows - 1) * 3

        self.buttons = {a.objectName(): self._tool(a) for a in (
            self.act_bid, self.act_hint, self.act_blind_nil, self.act_look, self.act_last_trick,
            self.act_next_hand,
        )}  # fmt: skip
        bar = QWidget(self)
        bar.setObjectName("actionBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 8, 12, 10)
        row.addStretch(1)
        row.addWidget(self.picker)
        for b in self.buttons.values():
            row.addWidget(b)
        row.addStretch(1)
        # As tall as the picker whatever is showing, so the table above never jumps.
        bar.setMinimumHeight(self._bar_height + 18)
        # Nor may its width push the side panel over when the buttons change.
        bar.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.bar = bar

        left = QWidget(self)
        col = QVBoxLayout(left)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.view, 1)
        col.addWidget(self.notice)
        col.addWidget(bar)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([860, 420])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    # ------------------------------------------------------------------ state of the loop

    def _legal(self) -> tuple[Action, ...]:
        """The person's choices now; empty while blocked or between hands."""
        if self.blocked or self.session.hand_over or self.spectating:
            return ()
        return self.session.view_for(self.human).legal_actions

    def _make_picture(self) -> Picture:
        view = self.session.view_for(self.human)
        if self.session.hand_over:
            return picture_after_hand(view, self.session.last_hand)
        return picture_from_view(view)

    def _sync(self) -> None:
        self._picture = self._make_picture()
        self.scene.sync(self._picture, self.names, self.bots)

    def start(self) -> None:
        """Begin play: deal the first hand, or pick up a resumed session where it stopped."""
        self.log.addItem(self.tr("Welcome to the Spades table."))
        self.bar.setVisible(not self.spectating)  # a demo has nothing for a person to do
        self.sheet.set_history(self.session.state.history, self.names, self.session.rules)
        fresh = self.session.between_hands and self.session.last_hand is None
        if fresh and not self.session.game_over:
            self.next_hand()
            return
        self.session.take_events()
        self._restore_log()
        self._settle()

    def shutdown(self) -> None:
        """Stop everything that runs on its own: timer, animation, bot worker, dialog."""
        super().shutdown()
        self.hint_worker.shutdown()
        if self.game_over_dialog is not None:
            dialog, self.game_over_dialog = self.game_over_dialog, None
            dialog.done(0)
            dialog.deleteLater()

    # ------------------------------------------------------------------ publishing events

    def _log_line(self, event: Any) -> str | None:
        return text.event_line(event, self.names, self.human, self.session.rules)

    def _publish(self, events: list[Any]) -> None:
        old = self._picture
        rules = self.session.rules
        self._add_log_lines(events)
        if any(isinstance(e, HandScored) for e in events):
            self.sheet.set_history(self.session.state.history, self.names, rules)
        self._set_last_trick(False)
        self._sync()
        self._run_animation(build_spades_animation(self.scene, events, old, self.prefs.speed, self))

    def _settle(self) -> None:
        """The picture shows the truth; now see whose turn it is."""
        if self._closed:
            return
        self._sync()
        if self.session.game_over:
            self.scene.set_result(self._result_line())
            self._update_actions()
            self._announce_winner()
            return
        if self.session.hand_over:
            self._hand_finished()
            return
        self.scene.set_result("")
        request = self.session.bot_request()
        if request is not None and not self.runner.busy:
            self.runner.request(request, self.prefs.think_ms)
        elif request is None:
            self._prepare_bid()
        self._update_actions()

    def _prepare_bid(self) -> None:
        """On a new turn to bid nothing is chosen: a number picked by the table (a count)
        would look like advice and could differ from the coach's (H)."""
        key = self._position_key()
        if key != self._bid_key:
            self._bid_key = key
            self._bid_choice = None

    # ------------------------------------------------------------------ bots

    def _stale_answer(self) -> None:
        if not self.blocked:
            self._settle()  # the answer was stale: ask again for the current position

    def _bot_fallback(self, move_no: int) -> bool:
        seat = self.session.whose_turn()
        if seat is None:
            return False
        legal = self.session.view_for(seat).legal_actions
        return bool(legal) and self.session.apply_bot(move_no, legal[0])

    # ------------------------------------------------------------------ the person's intents

    def _act(self, action: Action) -> None:
        if action not in self._legal():
            return
        try:
            self.session.apply_human(action)
        except IllegalAction as exc:
            self.notice.setText(self._illegal_text(exc))
            self._explained = True
            return
        self.notice.clear()
        self._explained = False
        if isinstance(action, Bid):
            self._drop_hint()
        self._publish(self.session.take_events())

    def _illegal_text(self, exc: IllegalAction) -> str:
        messages = {
            "must_follow_suit": self.tr("You must follow the suit that was led."),
            "spades_not_broken": self.tr(
                "Spades cannot be led until a spade has been played (unless you hold only "
                "spades)."
            ),
            "not_your_turn": self.tr("It is not your turn."),
            "hand_over": self.tr("The hand is over."),
        }
        return messages.get(exc.rule, str(exc))

    def _playable(self) -> frozenset[Any]:
        return frozenset(a.card for a in self._legal() if isinstance(a, Play))

    def click_card(self, slot: int) -> None:
        """A click on one of the person's cards: play it if it may be played, else say why."""
        picture = self._picture
        legal = self._playable()
        if picture is None or not legal or slot >= len(picture.hand):
            return
        card = picture.hand[slot]
        if card in legal:
            self.scene.focus_slot = None
            self._act(Play(self.human, card))
            return
        try:  # ask the engine why, on a copy, so the message names the broken rule
            self.session.state.clone().apply(Play(self.human, card))  # type: ignore[arg-type]
        except IllegalAction as exc:
            self.notice.setText(self._illegal_text(exc))
            self._explained = True

    def move_choice(self, step: int) -> None:
        """Left/Right: move the keyboard choice among playable cards, or change the bid."""
        legal = self._playable()
        picture = self._picture
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

    def confirm(self) -> None:
        """Enter: play the card chosen with the arrows, or make the chosen bid."""
        picture = self._picture
        if self._playable() and picture is not None:
            slot = self.scene.focus_slot
            if slot is not None:
                self.click_card(slot)
            return
        self.bid_choice()

    def _bid_values(self) -> list[int]:
        """The bids the person may make now, 0 standing for nil."""
        values = []
        for a in self._legal():
            if isinstance(a, Bid) and a.value != BLIND_NIL:
                values.append(0 if a.value == NIL else int(a.value))
        return values

    def _choose_bid(self, value: int) -> None:
        if value in self._bid_values():
            self._bid_choice = value
            self._update_actions()

    def change_bid(self, step: int) -> None:
        """Up/Down (or Left/Right while bidding): from nothing chosen, Up picks 1, Down Nil."""
        values = self._bid_values()
        if values:
            start = self._bid_choice if self._bid_choice is not None else (0 if step > 0 else 1)
            self._bid_choice = max(min(values), min(max(values), start + step))
            self._update_actions()

    def bid_choice(self) -> None:
        values = self._bid_values()
        if self._bid_choice in values:
            self._act(Bid(self.human, NIL if self._bid_choice == 0 else self._bid_choice))
        elif values:
            self.notice.setText(
                self.tr("Choose a number first (or press H to ask the coach).")
            )
            self._explained = True

    def bid_nil(self) -> None:
        self._act(Bid(self.human, NIL))

    def bid_blind_nil(self) -> None:
        self._act(Bid(self.human, BLIND_NIL))

    def look_at_cards(self) -> None:
        """Pick up the cards (giving up blind nil); allowed before bidding, even out of turn."""
        if self.animating or self._closed or self.session.hand_over or self.spectating:
            return
        if ShowCards(self.human) not in self.session.view_for(self.human).legal_actions:
            return
        try:
            self.session.apply_human(ShowCards(self.human))
        except IllegalAction as exc:
            self.notice.setText(self._illegal_text(exc))
            return
        self._publish(self.session.take_events())

    # ------------------------------------------------------------------ last trick, scores

    def _set_last_trick(self, on: bool) -> None:
        self.act_last_trick.blockSignals(True)
        self.act_last_trick.setChecked(on)
        self.act_last_trick.blockSignals(False)
        self.scene.showing_last = on

    def toggle_last_trick(self) -> None:
        """L: show the previous trick in the middle of the table (again: back to the trick)."""
        picture = self._picture
        on = self.act_last_trick.isChecked()
        if picture is None or not picture.last_trick:
            on = False
        self._set_last_trick(on)
        if picture is not None:
            self.scene.sync(picture, self.names, self.bots)

    def show_score_sheet(self) -> None:
        self.side.setCurrentWidget(self.sheet_page)

    # ------------------------------------------------------------------ between hands, the end

    def _result_line(self) -> str:
        record = self.session.last_hand
        if record is None or record.scores is None:
            return ""
        rules = self.session.rules
        parts = [
            f"{text.team_name(s.team, self.names, rules)} {s.hand_points:+d}"
            for s in record.scores
        ]
        return self.tr("Hand {0}: {1}").format(record.number, "   ".join(parts))

    def _hand_finished(self) -> None:
        self.scene.set_result(self._result_line())
        record = self.session.last_hand
        if record is not None:
            self.show_score_sheet()
            self.summary.set_record(record, self.names, self.session.rules)
            self.summary.setVisible(True)
        pause = self.next_hand_pause_ms()
        if pause is not None and not self._next_timer.isActive():
            self._next_timer.start(pause)
        self._update_actions()

    def next_hand(self) -> None:
        if self._closed or self.blocked or not self.session.between_hands:
            return
        if self.session.game_over:
            return
        self._next_timer.stop()
        self.notice.clear()
        self.scene.set_result("")
        self.summary.setVisible(False)
        self._drop_hint()
        self.side.setCurrentWidget(self.log)
        self.session.next_hand()
        self._publish(self.session.take_events())

    def _announce_winner(self) -> None:
        if self.spectating:  # a demo plays on: another game at the same table
            self.new_game()
            return
        if self.game_over_dialog is not None:
            return
        state = self.session.state
        winner = state.winner
        assert winner is not None
        dialog = GameOverDialog(
            winner,
            state.totals,
            state.history,
            self.names,
            self.session.rules,
            you_won=self.session.rules.team_of(self.human) == winner,
            parent=self,
        )
        dialog.accepted.connect(self.new_game)
        dialog.rejected.connect(self._leave)
        self.game_over_dialog = dialog
        dialog.open()

    def _close_dialog(self) -> None:
        dialog, self.game_over_dialog = self.game_over_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def new_game(self) -> None:
        """Deal a new game at the same table (same players and rules, a new seed)."""
        self._close_dialog()
        if self._closed or not self.session.game_over:
            return
        self.session.new_game()
        self.session.take_events()
        self.log.addItem(self.tr("A new game begins."))
        self.sheet.set_history((), self.names, self.session.rules)
        self.next_hand()

    def _leave(self) -> None:
        self._close_dialog()
        self.game_over.emit()

    # ------------------------------------------------------------------ controls

    def _update_actions(self) -> None:
        legal = self._legal()
        bidding = any(isinstance(a, Bid) for a in legal)
        values = self._bid_values()
        if self._bid_choice is not None and self._bid_choice not in values:
            self._bid_choice = None
        playing = any(isinstance(a, Play) for a in legal)
        blind = Bid(self.human, BLIND_NIL) in legal
        can_look = (
            not self.spectating
            and not self.animating
            and not self._closed
            and not self.session.hand_over
            and ShowCards(self.human) in self.session.view_for(self.human).legal_actions
        )
        between = self.session.between_hands and not self.session.game_over
        self.act_bid.setEnabled(bool(values))
        self.act_nil.setEnabled(0 in values)
        self.act_blind_nil.setEnabled(blind)
        self.act_look.setEnabled(can_look)
        self.act_confirm.setEnabled(bool(values) or playing)
        self.act_left.setEnabled(bool(values) or playing)
        self.act_right.setEnabled(bool(values) or playing)
        self.act_more.setEnabled(bool(values))
        self.act_less.setEnabled(bool(values))
        self.act_next_hand.setEnabled(between and not self.blocked)
        self.act_hint.setEnabled(self.hint_available() and self._hint_job is None)
        self.act_last_trick.setEnabled(self._picture is not None and bool(self._picture.last_trick))
        for item in self.scene.hand:
            item.set_clickable(playing)
        for value, button in self.bid_buttons.items():
            button.setEnabled(value in values)
            button.setVisible(value <= self.session.rules.max_bid)
        for value, button in self.bid_buttons.items():
            button.setChecked(value == self._bid_choice)
        self.picker.setVisible(bool(values))
        chosen = self._bid_choice
        self.act_bid.setText(
            self.tr("Bid {0}").format(text.bid_text(NIL if chosen == 0 else chosen))
            if values and chosen is not None else self.tr("Bid")
        )
        for name, visible in (
            ("bid", bool(values)),
            ("hint", bool(values)),
            ("blind_nil", blind),
            ("look", can_look),
            ("last_trick", not between and not bidding),
            ("next_hand", between),
        ):
            self.buttons[name].setVisible(visible)
        turn = self.session.whose_turn()
        if self.thinking and turn is not None:
            self.notice.setText(self.tr("{0} is thinking…").format(self.names[turn]))
        elif blind:
            self.notice.setText(
                self.tr("Your cards are face down: bid blind nil, or look at your cards.")
            )
        elif bidding and self._hint_job is not None:
            self.notice.setText(self.tr("The coach is thinking…"))
        elif bidding:
            self.notice.setText(self.tr("Your bid: how many tricks will you take?"))
        elif playing and not self._explained:
            self.notice.setText(self.tr("Your turn: play a card."))
        elif not playing and not bidding:
            self.notice.clear()

    # ------------------------------------------------------------------ the bidding coach

    def hint_available(self) -> bool:
        """The coach may advise only the person, on their own turn to bid, with their cards
        seen, and never while the table is busy."""
        if self.blocked or self.session.hand_over or self.spectating:
            return False
        view = self.session.view_for(self.human)
        return (
            view.phase == BIDDING
            and view.turn == self.human
            and view.hand is not None
            and bool(self._bid_values())
        )

    def hint_seed(self) -> int:
        """Seeded by the game and the hand, so asking twice gives the same advice."""
        return self.session.state.seed * 1000 + self.session.state.hand_number

    def _position_key(self) -> tuple[int, int]:
        return (self.session.state.hand_number, len(self.session.state.actions))

    def show_hint(self) -> None:
        """H: ask the coach about the person's hand, off the GUI thread."""
        if not self.hint_available() or self._hint_job is not None:
            return
        view = self.session.view_for(self.human)
        seed, samples, budget = self.hint_seed(), self.hint_samples, self.hint_budget_ms
        self._hint_key = self._position_key()
        self._hint_job = self.hint_worker.submit(
            lambda _cancelled, _progress: advise(view, seed, samples, budget)
        )
        self.notice.setText(self.tr("The coach is thinking…"))
        self._update_actions()

    def _drop_hint(self) -> None:
        if self._hint_job is not None:
            self.hint_worker.cancel(self._hint_job)
        self._hint_job = None
        self.advice = None
        if self.side.currentWidget() is self.advice_panel:
            self.side.setCurrentWidget(self.log)
        self.side.setTabVisible(self.side.indexOf(self.advice_panel), False)

    def _on_hint(self, job_id: int, result: object) -> None:
        if job_id != self._hint_job or self._closed:
            return
        self._hint_job = None
        if self._hint_key != self._position_key() or not isinstance(result, Advice):
            self._update_actions()  # the person bid meanwhile: the advice is stale
            return
        self.advice = result
        self.advice_panel.show_advice(result)
        self.side.setTabVisible(self.side.indexOf(self.advice_panel), True)
        self.side.setCurrentWidget(self.advice_panel)
        suggested = 0 if result.bid == NIL else int(result.bid)
        if suggested in self._bid_values():
            self._bid_choice = suggested
        self._update_actions()

    def _on_hint_failed(self, job_id: int, message: str) -> None:
        if job_id != self._hint_job:
            return
        self._hint_job = None
        self.notice.setText(self.tr("The coach could not advise: {0}").format(message))
        self._explained = True
        self._update_actions()

    # ------------------------------------------------------------------ look

    def apply_prefs(self) -> None:
        """Settings changed: redraw cards in the chosen colours."""
        self.cache.clear()
        self.scene.set_look(self.prefs.four_colour, BackColour(self.prefs.back_colour))
