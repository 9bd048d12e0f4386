"""The Spades table: the scene, the action bar with the bid picker (``action_bar.py``,
``bid_picker.py``), the side panel (log, score sheet, tricks, coach: ``side_panel.py``), the
Hint (``hint.py`` at a bid, ``card_hint.py`` at a card, ``hint_queue.py`` out of turn), Undo
(``table_undo.py``), the trick browser (``trick_browser.py``) and the turn loop; what the
person's clicks and keys do is ``intents.py``, which actions there are and which are live after
each update ``table_controls.py``.

Data flow (DESIGN.md, "How data flows"): a click or key triggers a QAction → the table builds
an ``Action`` → ``session.act(seat, action)`` answers with one ``Update`` (an IllegalAction:
the reason is shown, nothing changes) → the update's events are logged, the scene is synced to
the picture of the update's view and the events are animated → when the animation ends the
table sees whose turn it is: the person's controls are enabled from the update's legal
actions, or the bot runner is asked on its worker thread; a bot's move comes back as
``apply_bot`` and one ``session.update(person)``. Input is blocked while an animation runs or a
bot thinks. The table never reads the game state: only updates, ``session.check`` (why a card
may not be played) and the session's plain data (the last hand, the finished hands).

Between hands the session holds the next deal back; the table shows the finished hand's
result, switches the side panel to the score sheet and waits for *Next hand* (or the
"next hand" pause of the settings). At the end of the game a dialog names the winner and
offers a new game at the same table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QSplitter,
    QWidget,
)

from cardtable.core.contract import Update
from cardtable.gui.common.cardart import BackColour
from cardtable.gui.common.columns import column
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.common.sound import Sound
from cardtable.gui.spades import text
from cardtable.gui.spades.action_bar import ActionBar
from cardtable.gui.spades.animations import build_spades_animation
from cardtable.gui.spades.bid_picker import BidPicker
from cardtable.gui.spades.card_hint import CardHintDesk, CardHinting
from cardtable.gui.spades.game_end import GameEnd
from cardtable.gui.spades.hint import HintDesk
from cardtable.gui.spades.hint_queue import QueuedHint
from cardtable.gui.spades.notices import early_key_words, hand_result_line, no_trick_words
from cardtable.gui.spades.picture import Picture, picture_after_hand, picture_from_view
from cardtable.gui.spades.reading import spades_spots
from cardtable.gui.spades.review_desk import TableReview
from cardtable.gui.spades.scene import SpadesScene, SpadesView
from cardtable.gui.spades.scoresheet import GameOverDialog
from cardtable.gui.spades.side_panel import SidePanel, SideShare
from cardtable.gui.spades.sounds import sound_cues
from cardtable.gui.spades.table_controls import TableControls
from cardtable.gui.spades.table_style import TABLE_STYLE
from cardtable.spades import Action, SeatView
from cardtable.spades.coach import COACH_DEALS
from cardtable.spades.events import HandScored
from cardtable.spades.session import SpadesSession


class SpadesTable(TableControls, CardHinting, QueuedHint, GameEnd, SessionTable):
    """One Spades sitting in the main window. ``game_over`` is emitted when the person
    leaves the table after a game ended."""

    session: SpadesSession
    scene: SpadesScene
    hint_samples = COACH_DEALS
    """Deals the coach plays out for a hint (tests lower it): no time limit, so the hint is
    the advice the hand's review shows (``coach.coach_advice``)."""

    def _build_table(self) -> None:
        session = self.session
        human = self.human
        self.scene = SpadesScene(session.rules, human, self.cache, parent=self, **self._look())
        self._lay_felt(SpadesView(self.scene, self), self.tr("Spades table"))
        self._update: Update | None = None  # the last the session gave: all the table knows
        self._picture: Picture | None = None
        self._explained = False  # the notice explains a refused card: keep it until a move
        self.game_over_dialog: GameOverDialog | None = None
        self.blind_nil_box = None  # the question before a blind nil, while it is open
        for item in self.scene.hand:
            item.clicked.connect(self.click_card)
        self._build_actions()
        self._build_ui()
        # The coach runs on its own thread: a hint takes up to a second of simulation.
        self.hint = HintDesk(self.side, self._position_key, self)
        self.hint.answered.connect(self._on_hint)
        self.hint.failed.connect(self._on_hint_failed)
        self.card_hint = CardHintDesk(self._position_key, self)
        self.card_hint.answered.connect(self._on_card_hint)
        self.card_hint.failed.connect(self._on_card_hint_failed)
        # The double-dummy review of each finished hand, in a tab of the side panel (R).
        self.review = TableReview(self, self.side, self.log, session.rules, not self.spectating)
        self.table_actions.append(self.review.action)
        self._built(TABLE_STYLE, self._spots)
        self._two_line_notice()

    # ------------------------------------------------------------------ construction

    def _build_ui(self) -> None:
        self.side = SidePanel(self)
        # The panel's parts, by the names the rest of the app and the tests know them.
        self.log = self.side.log
        self.sheet = self.side.sheet
        self.summary = self.side.summary
        self.sheet_page = self.side.sheet_page
        self.advice_panel = self.side.advice_panel
        self.tricks_list = self.side.tricks
        self.tricks_list.chosen.connect(self.browse_trick)

        self.notice = self._notice_line()
        self.log.released.connect(self.view.setFocus)

        self.picker = BidPicker(self.session.rules.max_bid, self)
        self.bid_buttons = self.picker.buttons
        self.picker.chosen.connect(self._choose_bid)
        bar = self.bar = ActionBar(self.picker, (
            self.act_bid, self.act_hint, self.act_blind_nil, self.act_look, self.act_last_trick,
            self.act_undo, self.act_next_hand,
        ), self)  # fmt: skip
        self.buttons = bar.buttons

        left = QWidget(self)
        column(left, (self.view, 1), self.notice, bar, margins=(0, 0, 0, 0), spacing=0)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        self.side_share = SideShare(splitter)  # the felt keeps its room at 1024x700
        column(self, splitter, margins=(0, 0, 0, 0))
        # Tab order: the bids, the buttons, then the log.
        chain = [*self.picker.buttons.values(), *bar.buttons.values(), self.log]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------ state of the loop

    @property
    def _view(self) -> SeatView | None:
        """The person's view in the last update (None before the first)."""
        return self._update.view if self._update is not None else None

    def _own_legal(self) -> tuple[Action, ...]:
        """What the last update lets the person do, busy table or not (looking at one's cards
        is allowed while a bot thinks)."""
        if self._update is None or self.spectating:
            return ()
        return self._update.legal or ()

    def _legal(self) -> tuple[Action, ...]:
        """The person's choices now; empty while blocked or between hands."""
        if self.blocked:
            return ()
        return self._own_legal()

    def _position_key(self) -> int:
        """The position the table shows: the move number of the last update."""
        return self._update.move_no if self._update is not None else -1

    def _make_picture(self, update: Update) -> Picture:
        if update.hand_over:
            return picture_after_hand(update.view, self.session.last_hand)
        return picture_from_view(update.view)

    def _sync(self) -> None:
        if self._update is None:
            return
        self._picture = self._make_picture(self._update)
        self.scene.sync(self._picture, self.names, self.bots)
        self.tricks_list.set_tricks(self._picture, self.names, self._you())

    def start(self) -> None:
        """Begin play: deal the first hand, or pick up a resumed session where it stopped."""
        self.log.addItem(self.tr("Welcome to the Spades table."))
        self.bar.setVisible(not self.spectating)  # a demo has nothing for a person to do
        self.view.setFocus()  # the table's keys, no control picked yet (Tab goes to them)
        self.sheet.set_history(self.session.finished_hands, self.names, self.session.rules)
        fresh = self.session.between_hands and self.session.last_hand is None
        if fresh and not self.session.game_over:
            self.next_hand()
            return
        # A resumed game: the log is rebuilt from the save, so the update's events are not
        # shown again; its view is where the table starts.
        self._update = self.session.update(self.human)
        self._restore_log()
        last = self.session.last_hand
        if last is not None and last.scores is not None:
            self.side.keep_summary(last, self.names, self.session.rules)
        self.review.hand_over(self.session, self.human, self.names)  # the last hand's review
        self._settle()

    def shutdown(self) -> None:
        """Stop everything that runs on its own: timer, animation, bot worker, dialog."""
        super().shutdown()
        self.drop_queued_hint()
        self.hint.shutdown()
        self.card_hint.shutdown()
        if self.blind_nil_box is not None:
            box, self.blind_nil_box = self.blind_nil_box, None
            box.done(0)
            box.deleteLater()
        self.review.shutdown()
        if self.game_over_dialog is not None:
            dialog, self.game_over_dialog = self.game_over_dialog, None
            dialog.done(0)
            dialog.deleteLater()

    # ------------------------------------------------------------------ showing updates

    def _sound_cues(self, events: Sequence[Any]) -> list[Sound]:
        you = None if self.spectating else self.human
        return sound_cues(events, you, self.session.rules.team_of)

    def _log_line(self, event: Any) -> str | None:
        # A demo watches seat 0 over its bot's shoulder: that seat is named, never "you".
        human = -1 if self.spectating else self.human
        return text.event_line(event, self.names, human, self.session.rules)

    def _show(self, update: Update) -> None:
        """Log and animate ``update``'s events over the picture of its view."""
        old = self._picture
        self._update = update
        events = list(update.events)
        self._add_log_lines(events)
        self._play_sounds(events)
        if any(isinstance(e, HandScored) for e in events):
            self.sheet.set_history(self.session.finished_hands, self.names, self.session.rules)
        self._stop_browsing()
        self._sync()
        self._run_animation(build_spades_animation(self.scene, events, old, self.prefs.speed, self))

    def _settle(self) -> None:
        """The picture shows the truth; now see whose turn it is."""
        if self._closed:
            return
        self._sync()
        if self.session.hand_over:
            self.drop_queued_hint()  # H pressed in a hand that ended before the turn came
        if self.session.game_over:
            self.scene.set_result(self._result_line())
            self.review.hand_over(self.session, self.human, self.names)  # the game's last hand
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
        self._note_turn(request is None and self.session.whose_turn() == self.human)
        self._update_actions()
        self._ask_queued_hint()  # H pressed while the others played: the turn may be here

    def _prepare_bid(self) -> None:
        self.picker.new_turn(self._position_key())  # a new turn to bid: nothing chosen

    # ------------------------------------------------------------------ bots

    def _stale_answer(self) -> None:
        if not self.blocked:
            self._settle()  # the answer was stale: ask again for the current position

    def _session_changed(self) -> None:
        self._show(self.session.update(self.human))

    # ------------------------------------------------------------------ scores

    def show_score_sheet(self) -> None:
        self.side.show_sheet()
        if self.session.last_hand is not None:  # S said nothing to a screen reader
            self.announcer.say(self._result_line())

    # ------------------------------------------------------------------ between hands, the end

    def _result_line(self) -> str:
        return hand_result_line(self.session.last_hand, self.names, self.session.rules)

    def _hand_finished(self) -> None:
        self.scene.set_result(self._result_line())
        record = self.session.last_hand
        if record is not None:
            self.side.show_summary(record, self.names, self.session.rules)
            self.review.hand_over(self.session, self.human, self.names)
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
        # The last hand's bids against tricks stay on the score sheet (titled with its
        # number) until this hand's replace them: the pause dealt 3 s after the hand and
        # took the summary away, and S in the next hand showed only the team rows.
        self._drop_hint()
        self.card_hint.drop()
        self.drop_queued_hint()
        if self.side.currentWidget() is not self.review.panel:
            # The review the person opened (R) stays: the next-hand pause dealt 1-3 s after
            # the hand and took it away for the log as it was being read.
            self.side.show_log()
        self.session.next_hand()
        self._show(self.session.update(self.human))

    def _two_line_notice(self) -> None:
        """The notice wraps, and is two lines tall whatever it says: a hint or a trick line
        at six players is wider than the felt at 1024x700 and was cut at both ends. The
        bar below gives up the room from its margins, so the felt keeps its height."""
        notice = self.notice
        notice.ensurePolished()
        notice.setWordWrap(True)
        padding = 4  # the style's 2 px above and below (table_style)
        wanted = 2 * notice.fontMetrics().lineSpacing() + padding
        extra = max(0, wanted - notice.minimumHeight())
        notice.setFixedHeight(notice.minimumHeight() + self.bar.give_up(extra))

    # ------------------------------------------------------------------ controls

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """A card's or a bid's key pressed before the person's turn (the trick being
        cleared, the bots thinking) reaches here, its action greyed out: it did nothing and
        said nothing. The notice now says whose turn it is, until the table moves on."""
        pressed = QKeySequence(event.keyCombination())
        keys = (
            self.act_confirm, self.act_left, self.act_right, self.act_bid, self.act_nil,
            self.act_more, self.act_less,
        )  # fmt: skip
        early = any(pressed in a.shortcuts() and not a.isEnabled() for a in keys)
        if early and (self.say_not_yet() or self.say_face_down()):
            return
        tricks = (self.act_earlier_trick, self.act_later_trick, self.act_last_trick)
        if (
            not self._closed
            and any(pressed in a.shortcuts() and not a.isEnabled() for a in tricks)
            and not (self._picture is not None and self._picture.tricks)
        ):
            self._tell(no_trick_words())
            return
        review = self.review.action
        if pressed in review.shortcuts() and not review.isEnabled() and not self._closed:
            said = self.review.asked_early(self._my_cards_played())
            if said:
                self._tell(said)
                return
        super().keyPressEvent(event)

    def _my_cards_played(self) -> bool:
        """The person's part of the hand is done: it is over, or he holds no card while
        the last trick is finished and taken."""
        if self.session.hand_over:
            return True
        view = self._view
        return view is not None and view.hand is not None and not view.hand

    def say_not_yet(self) -> bool:
        """Say whose turn it is when it is not the person's (or the cards still move towards
        it); False, saying nothing, at his turn, between hands or for a watcher."""
        update = self._update
        if update is None or self.spectating or self._closed or self.session.hand_over:
            return False
        to_act = update.to_act
        if to_act == self.human and not self.blocked:
            return False
        mine = to_act is None or to_act == self.human
        self._tell(early_key_words(None if mine else self.names[to_act]))
        return True

    def _explain(self, text: str) -> None:
        """Say ``text`` in the notice line (why a card was refused, what the coach or the
        hint is doing) and keep it there until the next move: the turn notice waits."""
        self.notice.setText(text)
        self._explained = True

    def _spots(self) -> list[Spot]:
        return spades_spots(self.scene, self.names, self.human, self.click_card)

    # ------------------------------------------------------------------ look

    def apply_prefs(self) -> None:
        """Settings changed: redraw cards in the chosen colours."""
        self.cache.clear()
        self.scene.set_look(self.prefs.four_colour, BackColour(self.prefs.back_colour))
