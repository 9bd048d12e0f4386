"""The Badugi table: the scene, the person's controls, the hand log, and the turn loop glue.

Data flow (DESIGN.md): a click or key triggers a QAction → the table builds an ``Action`` →
``session.check`` (a refusal: its message is shown, nothing changes) → ``session.act``
returns one ``Update`` → its events (as the person may see them) are logged, the scene is
synced to its view and the events are animated → when the animation ends the table looks at
whose turn it is: the person's controls are enabled, or the bot runner is asked on its worker
thread; a bot's answer, the next hand and the start are each one ``session.update`` too.
The table never reads the game itself (``session.match``/``hand``), never pulls a view on
its own, and holds no rules: bet sizes, hand names and counted cards come from
``badugi.facts``. Input is blocked while an animation runs or a bot thinks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QMessageBox,
    QSizePolicy,
    QSplitter,
)

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.events import CardsDealt, CardsDrawn, HandEnded, HandStarted, RoundEnded
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.view import SeatView
from cardtable.core.contract import Update
from cardtable.gui.badugi import text
from cardtable.gui.badugi.action_bar import ActionBar
from cardtable.gui.badugi.animations import build_animation
from cardtable.gui.badugi.hand_review import HandReviewer
from cardtable.gui.badugi.intents import BadugiIntents
from cardtable.gui.badugi.keys import BadugiKeys
from cardtable.gui.badugi.odds_panel import OddsPanel
from cardtable.gui.badugi.options import SHOW_ODDS
from cardtable.gui.badugi.pre_actions import PreActions
from cardtable.gui.badugi.reading import badugi_spots, turn_words
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.badugi.sounds import sound_cues
from cardtable.gui.badugi.table_side import OddsAndPreActions
from cardtable.gui.badugi.table_style import TABLE_STYLE
from cardtable.gui.common.cardart import BackColour
from cardtable.gui.common.columns import column, tight_column
from cardtable.gui.common.log_list import LogList
from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.common.sound import Sound
from cardtable.gui.common.table_view import TableView


class BadugiTable(BadugiKeys, BadugiIntents, OddsAndPreActions, SessionTable):
    """One Badugi sitting in the main window. ``game_over`` is emitted when the person is
    out of chips and declines a rebuy (or nobody is left to play)."""

    session: BadugiSession
    scene: TableScene

    def _build_table(self) -> None:
        session = self.session
        human = self.human
        self.rules = session.config.rules
        self.scene = TableScene(session.n_seats, human, self.cache, parent=self, **self._look())
        self._lay_felt(TableView(self.scene, self), self.tr("Badugi table"))
        # What the latest update said: the person's view (kept when an update has none,
        # after a rebuy), whether the hand is over and the move it was made at.
        self._view: SeatView | None = None
        self._hand_over = True
        self._move_no = session.move_no
        self._marked: set[int] = set()
        self._cards_arriving = False  # the animation running brings the person cards
        self._turn_note: str | None = None  # the notice's words for the person's turn
        self._waiting_note: str | None = None  # ... for a move's key pressed before it
        self._hand_said: int | None = None  # the hand whose cards were last said at a turn
        for row in self.scene.cards[human]:
            row.clicked.connect(self.toggle_discard)
        self._build_actions()
        self._build_ui()
        self._built(TABLE_STYLE, self._spots)

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        self.act_fold = self._action("fold", ["F"], self.fold, self.tr("Fold"))
        self.act_check_call = self._action("check_call", ["C"], self.check_or_call)
        self.act_bet_raise = self._action("bet_raise", ["B", "R"], self.bet_or_raise)
        self.act_half_pot = self._action(
            "half_pot", ["H"], lambda: self.size_to("half"), self.tr("½ Pot")
        )
        self.act_pot = self._action("pot", ["Shift+P"], lambda: self.size_to("pot"), self.tr("Pot"))
        self.act_all_in = self._action(
            "all_in", ["A"], lambda: self.size_to("all"), self.tr("All-in")
        )
        self.act_draw = self._action("draw", ["D"], self.draw)
        self.act_stand_pat = self._action("stand_pat", ["P"], self.stand_pat, self.tr("Stand pat"))
        self.act_next_hand = self._action("next_hand", ["N"], self.next_hand, self.tr("Next hand"))
        self.act_amount = self._action("amount", ["E"], self.type_amount, self.tr("Type an amount"))
        # Pre-actions, chosen before the person's turn and carried out when it comes.
        self.act_pre_check_fold = self._action(
            "pre_check_fold", ["Shift+F"], lambda: None, self.tr("Check/Fold")
        )
        self.act_pre_check_call = self._action(
            "pre_check_call", ["Shift+C"], lambda: None, self.tr("Check")
        )
        self.act_pre_call_any = self._action(
            "pre_call_any", ["Shift+A"], lambda: None, self.tr("Call any")
        )
        self.pre = PreActions(
            self.act_pre_check_fold,
            self.act_pre_check_call,
            self.act_pre_call_any,
            self._to_call,
            self,
        )
        self.pre_group = self.pre.group
        person = None if self.spectating else self.human
        self.reviewer = HandReviewer(self, self.session, person, lambda: self._view)
        self.act_review = self.reviewer.action
        self.act_odds = self._action(
            "show_odds", ["O"], self.toggle_odds, self.tr("Show draw odds")
        )
        self.act_odds.setCheckable(True)
        self.act_odds.setChecked(SHOW_ODDS.get(self.prefs))
        self.act_discard = [
            self._action(
                f"discard_{i + 1}",
                [str(i + 1)],
                lambda _c=False, i=i: self.toggle_discard(i),
                self.tr("Mark card {0}").format(i + 1),
            )
            for i in range(4)
        ]
        self.table_actions = [
            self.act_fold, self.act_check_call, self.act_bet_raise, self.act_half_pot,
            self.act_pot, self.act_all_in, self.act_draw, self.act_stand_pat,
            self.act_next_hand, self.act_amount, self.act_review, *self.act_discard,
            self.act_pre_check_fold,
            self.act_pre_check_call, self.act_pre_call_any, self.act_odds,
        ]  # fmt: skip

    def _build_ui(self) -> None:
        self.log = LogList(self.tr("Hand log"), self)
        self.log.setMinimumWidth(220)
        self.log.released.connect(self.view.setFocus)

        self.notice = self._notice_line()

        named = {a.objectName(): a for a in self.table_actions}
        self.bar = bar = ActionBar(named, self.rules.structure != "fixed", self)
        self.spin, self.slider, self.sizing = bar.spin, bar.slider, bar.sizing
        self.buttons, self.pre_boxes = bar.buttons, bar.pre_boxes
        self.buttons_row = bar.buttons_row
        self.spin.submitted.connect(self._submit_amount)
        self.spin.released.connect(self.view.setFocus)

        left = tight_column(self, self.view, self.notice, bar)
        # The odds panel (the person's own hand only) sits under the log.
        self.odds_panel = OddsPanel(self)
        side = tight_column(self, self.log, self.odds_panel)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([1000, 260])
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        column(self, splitter, margins=(0, 0, 0, 0))
        bar.chain_focus(self.log)

    # ------------------------------------------------------------------ state of the loop

    def _legal(self) -> LegalActions | None:
        view = self._view
        if view is None or self.blocked or view.to_act != self.human or self.spectating:
            return None
        return view.legal

    def start(self) -> None:
        """Begin play: deal the first hand, or pick up a resumed session where it stopped."""
        self.log.addItem(self.tr("Welcome to the Badugi table."))
        self.bar.setVisible(not self.spectating)  # a demo has nothing for a person to do
        self.view.setFocus()  # the table's keys, no control picked yet (Tab goes to them)
        update = self.session.update(self.human)
        if update.view is None:  # nothing dealt yet
            self.next_hand()
            return
        self._take(update)
        self._restore_log()
        self._settle()

    def _take(self, update: Update) -> None:
        """Remember what ``update`` says (its view only if it has one)."""
        if update.view is not None:
            self._view = update.view
        self._hand_over = update.hand_over
        self._move_no = update.move_no

    # ------------------------------------------------------------------ publishing updates

    def _sound_cues(self, events: Sequence[Any]) -> list[Sound]:
        return sound_cues(events, None if self.spectating else self.human)

    def _log_line(self, event: Any) -> str | None:
        you = None if self.spectating else self.human
        return text.event_line(event, self.names, self.rules.draws, you)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if not self._stray_key(event):  # a move's key no enabled action took (keys.py)
            super().keyPressEvent(event)

    def _session_changed(self) -> None:
        """A bot's move was applied: show it from one update."""
        self._render(self.session.update(self.human))

    def _render(self, update: Update) -> None:
        """Show one update: log its events, sync the scene to its view, animate the events
        (``_settle`` follows when the animation ends)."""
        old_view = self._view
        bets_before = [b.amount if b.isVisible() else 0 for b in self.scene.bets]
        events = list(update.events)
        self._add_log_lines(events)
        self._play_sounds(events)
        self._take(update)
        if update.view is None:
            return
        gathering = any(isinstance(e, RoundEnded) for e in events)
        # Cards coming to the person (the deal, his draw): the odds panel waits for them to
        # land rather than name cards the table has not shown yet.
        self._cards_arriving = any(
            isinstance(e, CardsDealt | CardsDrawn) and e.seat == self.human for e in events
        )
        if any(isinstance(e, HandStarted) for e in events):
            self._marked.clear()
        self.scene.sync(
            update.view, self.names, self.bots, frozenset(self._marked), show_middle=not gathering
        )
        self._run_animation(
            build_animation(self.scene, events, old_view, bets_before, self.prefs.speed, self)
        )

    def _settle(self) -> None:
        """The picture shows the truth; now see whose turn it is."""
        if self._closed:
            return
        view = self._view
        if view is not None:
            self.scene.sync(view, self.names, self.bots, frozenset(self._marked))
        if self._hand_over:
            self._note_turn(False)
            self._update_actions()
            self._hand_finished()
            return
        request = self.session.bot_request()
        if request is not None:
            self.runner.request(request, self.prefs.think_ms)
        elif self._carry_out_pre_action():
            return
        self._note_turn(self._legal() is not None)
        self._update_actions()

    # ------------------------------------------------------------------ between hands

    def _hand_done(self) -> bool:
        """The table is open and the hand on show has ended: a pause timer that fires after
        the table closed or a new hand began does nothing."""
        if self._closed:
            return False
        view = self._view
        return view is None or any(isinstance(e, HandEnded) for e in view.history)

    def _hand_finished(self) -> None:
        if not self._hand_done():
            return
        view = self._view
        if self.session.needs_rebuy():
            if self.ask_rebuy():
                self.session.rebuy(self.human)
                update = self.session.update(self.human)
                self._take(update)
                self.log.addItem(
                    self.tr("You buy in again for {0}.").format(self.session.config.starting_stack)
                )
                if view is not None:
                    self.scene.sync(update.view or view, self.names, self.bots)
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
        """Ask the person whether to buy in again (a hook tests replace). Not Yes/No: N,
        the table's "Next hand" pressed as the last hand ended, was No's key and closed the
        table; the buttons say what they do, and Enter buys in."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Out of chips"),
            self.tr("You have no chips left. Buy in again for {0}?").format(
                self.session.config.starting_stack
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        buy = box.addButton(self.tr("Buy in again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Leave the table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(buy)
        box.exec()
        return box.clickedButton() is buy

    def next_hand(self) -> None:
        if self._closed or self.blocked or not self._hand_over:
            return
        if self.session.needs_rebuy():
            return
        self._next_timer.stop()
        self._marked.clear()
        self.notice.clear()
        self.session.next_hand()
        self._render(self.session.update(self.human))

    # ------------------------------------------------------------------ controls

    def _update_actions(self) -> None:
        """Show what the person may do now: the bar's choices, the cards he may mark, the
        pre-action boxes, the odds of his hand, who is thinking."""
        legal = self._legal()
        drawing = legal is not None and "draw" in legal.kinds
        between_hands = self._hand_over and not self.blocked  # blocked when closed too
        self.reviewer.refresh(between_hands)
        for act in self.act_discard:
            act.setEnabled(drawing)
        for item in self.scene.cards[self.human]:
            item.set_clickable(drawing)
        pre = self._pre_available()
        self.bar.show_choices(
            legal,
            self._view,
            self._move_no,
            marked=len(self._marked),
            hand_over=between_hands,
            can_deal=not self.session.needs_rebuy(),
            pre=pre,
            watching=self._watching_words(),
        )
        self.pre.refresh(self._view, pre)
        self._update_odds()
        turn = turn_words(legal) if legal is not None else None
        note = self.notice.text()
        # Not a refusal to keep: the turn's words, who is thinking, a key pressed too early.
        ours = note.endswith("…") or note in (self._turn_note, self._waiting_note)
        # A pre-action ticked by F or C says so until the turn (or a raise unticks it).
        ticked = note == self._waiting_note and self.pre.group.checkedAction() is not None
        if ticked and turn is None:
            pass  # the ticked pre-action's words stay
        elif self.thinking and self._view is not None and self._view.to_act is not None:
            self.notice.setText(self.tr("{0} is thinking…").format(self.names[self._view.to_act]))
        elif turn is not None and (not note or ours):
            self.notice.setText(turn)  # said in words, not only by the gold ring
        elif ours:
            self.notice.clear()
        self._turn_note = turn
        self._announce_turn(self._move_no, turn)
        self._read_table()
        self._say_hand_once(turn)

    def _watching_words(self) -> str | None:
        """What the bar says in the betting buttons' place while no bet of the person's
        can come this hand (None: one may; "": none, and nothing to say). A hook the
        sit-and-go's watcher replaces."""
        view = self._view
        if view is None or self.spectating:
            return None
        if self._hand_over:  # the hand's end still on show (the pot to its winner): no
            return ""  # bets, nothing to say (Next hand comes once it has settled)
        me = self.human
        if not view.dealt_in[me]:
            return self.tr("Not dealt in: watching the hand out.")
        if view.folded[me]:
            return self.tr("You folded: watching the hand out.")
        if view.stacks[me] == 0:
            return self.tr("All-in: no more bets for you this hand.")
        return None

    def _say_hand_once(self, turn: str | None) -> None:
        """At the person's first turn of a hand, his cards are said after the turn: a
        player sees them at the deal, a screen reader's user had to go and look."""
        view = self._view
        if turn is None or view is None or self.reader is None:
            return
        if self._hand_said == view.hand_no:
            return
        self._hand_said = view.hand_no
        words = self.reader.names().get("hand")
        if words:
            self.announcer.say(words)

    def own_cards_on_screen(self) -> QRect:
        """The person's four cards' place on the screen, raised ones too (the review
        window keeps clear of it)."""
        box = self.view.mapFromScene(self.scene.human_cards_rect()).boundingRect()
        return box.translated(self.view.viewport().mapToGlobal(QPoint(0, 0)))

    def _spots(self) -> list:
        legal = self._legal()
        drawing = legal is not None and "draw" in legal.kinds
        return badugi_spots(self.scene, self.names, self.human, frozenset(self._marked),
                            drawing, self.toggle_discard)  # fmt: skip

    def shutdown(self) -> None:
        super().shutdown()
        self.odds_panel.shutdown()
        self.reviewer.shutdown()

    # ------------------------------------------------------------------ look

    def apply_prefs(self) -> None:
        """Settings changed: redraw cards in the chosen colours, show or hide the odds."""
        self.cache.clear()
        self.scene.set_look(self.prefs.four_colour, BackColour(self.prefs.back_colour))
        self.act_odds.setChecked(SHOW_ODDS.get(self.prefs))
        self._update_odds()
