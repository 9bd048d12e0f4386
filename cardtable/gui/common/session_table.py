"""What every game's table widget shares: the seat bookkeeping, the bot worker loop, the
animation slot and the shortcut actions.

A game's table subclasses ``SessionTable`` and supplies its widgets (``_build_table``, called
at the end of the base's constructor, so a table repeats no constructor), how a change is
drawn from the session's ``Update`` (``_session_changed``), what happens when the picture is
up to date (``_settle``), which buttons are live (``_update_actions``) and the next hand; the
legal move a broken bot falls back to is the session's (``_bot_fallback``). Keeping the loop
here means a fix to it (stale answers, shutdown order) reaches every table.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import QGraphicsItem, QLabel, QToolButton, QWidget

from cardtable.core.errors import IllegalAction
from cardtable.core.session import SessionDriver
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.botrunner import BotRunner
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.motion import Built
from cardtable.gui.common.named import named_label
from cardtable.gui.common.player_names import person_name, player_name
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.scene import CardLook, CardTableScene
from cardtable.gui.common.scene_access import SceneReader, Spot
from cardtable.gui.common.shortcuts import page_action, tool_button
from cardtable.gui.common.sound import Sound, sounds
from cardtable.gui.common.table_view import TableView

translate = QCoreApplication.translate
# An explicit context, "SessionTable": self.tr() would look the text up under the subclass's
# name. Each text is a literal in its ``translate`` call, where pyside6-lupdate finds it (a
# helper taking a variable hid "Game resumed." from the catalogue: it stayed English).


class SessionTable(QWidget):
    """Base of the game tables. ``game_over`` is emitted when the sitting cannot go on; with
    ``table_actions``, ``start``, ``shutdown`` and ``apply_prefs`` it is what the main window
    needs of a table (``gui_spec.GameTable``)."""

    game_over = Signal()
    play_again = Signal(object)
    """A new sitting (its ``SessionDriver``) to open in this one's place, the old one over
    (a sit-and-go's results: Play again)."""
    end_shown = False
    """The table showed the sitting's end itself (Spades' game-over sheet, a sit-and-go's
    results), so the window does not say "The game is over" again after it."""
    notice: QLabel
    """The line under the felt (each table makes it with ``_notice_line``)."""

    def __init__(
        self,
        session: SessionDriver,
        prefs: Prefs,
        cache: CardPixmapCache | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # The engines' tables (270,725 Badugi hand values and more) are loaded by now and
        # live as long as the app: freezing them out of the garbage collector's sight keeps
        # each full collection from walking them (33 ms quiet, over 100 ms on a busy
        # machine, measured), which held up the event loop every so often.
        gc.freeze()
        self.session = session
        self.prefs = prefs
        human = session.human_seat
        # No person at the table (``cardtable --demo``): everyone is a bot and the table is
        # drawn from seat 0's chair, over its bot's shoulder; the controls stay off.
        self.spectating = human is None
        self.human = human if human is not None else 0
        # The default names in the reader's language (the demo's are English, from
        # ``core``; a game saved before a language switch); a typed name as typed.
        self.names = [
            person_name(s.name) if s.is_human else player_name(s.name) for s in session.seats
        ]
        self.bots = [not s.is_human for s in session.seats]
        self.cache = cache if cache is not None else CardPixmapCache()
        self.runner = BotRunner(self)
        self.runner.answered.connect(self._on_bot_answer)
        self.runner.failed.connect(self._on_bot_failed)
        self._anim: Built | None = None
        self._closed = False
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._next_hand_when_here)
        self._deal_on_return = False  # the next hand came due while the person was away
        self.log: Any = None  # the subclass's log widget (addItem / scrollToBottom)
        self.demo_pause_s: float | None = None  # a demo deals on by itself after this long
        self.scene: CardTableScene | None = None
        self.table_actions: list[QAction] = []  # the Table menu's, with their shortcuts
        self._my_turn = False  # at the last settle: the chime sounds when the turn comes
        # For screen readers: what happens is announced, what is on the felt is named.
        self.announcer = Announcer(self)
        self.reader: SceneReader | None = None  # made by the subclass with its view
        self._announced_turn: int | None = None  # the move whose turn was announced
        self._build_table()

    # ------------------------------------------------------------------ hooks

    def _build_table(self) -> None:
        """Make the game's scene, view, actions and panels (the last step of the base's
        constructor: the session, settings, names, bot runner and announcer are there)."""

    def _session_changed(self) -> None:
        """A bot's move (or the fallback for a failed bot) was applied: show what changed
        (the table draws ``session.update(seat)``, the one read of the game it makes)."""
        raise NotImplementedError

    def _settle(self) -> None:
        raise NotImplementedError

    def _update_actions(self) -> None:
        raise NotImplementedError

    def _bot_fallback(self, move_no: int) -> bool:
        """Apply a safe legal move for a bot that failed; True if one was applied (the
        session's ``fallback_action``: a game chooses it by ``safe_action``)."""
        action = self.session.fallback_action()
        return action is not None and self.session.apply_bot(move_no, action)

    def _stale_answer(self) -> None:
        """A bot answered a position the table has left: by default just refresh."""
        self._update_actions()

    def next_hand(self) -> None:
        raise NotImplementedError

    def _sound_cues(self, events: Sequence[Any]) -> list[Sound]:
        """The sounds ``events`` ask for (the game's table knows them)."""
        return []

    # ------------------------------------------------------------------ sounds

    def _play_sounds(self, events: Sequence[Any]) -> None:
        """Sound what a batch of events did as it is shown (never waits: ``sound``)."""
        for cue in self._sound_cues(events):
            sounds().play(cue)

    def _note_turn(self, mine: bool) -> None:
        """Chime when the person's turn comes (not again while it stays his)."""
        if mine and not self._my_turn and not self.spectating:
            sounds().play(Sound.TURN)
        self._my_turn = mine

    def start(self) -> None:
        """The table is shown: resume or deal, and let the bots play."""
        raise NotImplementedError

    def apply_prefs(self) -> None:
        """The settings changed: redraw what depends on them."""

    def away(self) -> bool:
        """The person is on another page of the window (a trainer, the history): the table
        waits for him. A sit-and-go he was out of and watching played on behind the draw
        trainer and ended there, its results box over another page."""
        window = self.window()
        return window is not self and window.isVisible() and not self.isVisibleTo(window)

    def _next_hand_when_here(self) -> None:
        """The pause after a hand is over: deal on, or, while the person is away, when he
        is back (after the pause again, so he sees how the last hand ended)."""
        if self.away():
            self._deal_on_return = True
            return
        self.next_hand()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self._deal_on_return and not self._closed:
            self._deal_on_return = False
            pause = self.next_hand_pause_ms()
            if pause is not None:  # else he now deals by hand (the settings changed)
                self._next_timer.start(pause)

    def next_hand_pause_ms(self) -> int | None:
        """How long to wait before dealing the next hand by itself (None: wait for the
        person): the setting, or the demo's own pace."""
        if self.demo_pause_s is not None:
            return round(self.demo_pause_s * 1000)
        pause = self.prefs.next_hand_pause
        return pause * 1000 if pause >= 0 else None

    def _log_line(self, event: Any) -> str | None:
        """The log's line for ``event`` as the person may see it (None or "": no line); a
        resumed game's events come through ``session.seen_by``."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the log

    def _add_log_lines(self, events: Sequence[Any], announce: bool = True) -> None:
        """Log ``events`` (and, with ``announce``, tell a screen reader what happened)."""
        lines = []
        for event in events:
            line = self._log_line(event)
            if line:
                self.log.addItem(line)
                lines.append(line)
        self.log.scrollToBottom()
        if announce and lines:
            self.announcer.say(". ".join(line.rstrip(".") for line in lines) + ".")

    def _restore_log(self) -> None:
        """A resumed game: rebuild the log from the replayed save (it keeps the actions,
        not the lines), so the person sees how the hand got here."""
        events = self.session.seen_by(self.human, self.session.log_events())
        self._add_log_lines(events, announce=False)
        self.log.addItem(translate("SessionTable", "Game resumed."))
        self.log.scrollToBottom()

    # ------------------------------------------------------------------ construction

    def _look(self) -> CardLook:
        """The card look a game's scene is made with: the settings' deck colours and back."""
        return CardLook(four_colour=self.prefs.four_colour, back=BackColour(self.prefs.back_colour))

    def _lay_felt(self, view: TableView, name: str) -> None:
        """Show the game's scene in ``view``, named ``name`` for screen readers."""
        self.view = view
        view.setAccessibleName(name)

    def _tell(self, words: str) -> None:
        """Put ``words`` on the notice line and say them: the answer to a key that did
        nothing, read by a sighted player and heard through a screen reader alike."""
        self.notice.setText(words)
        self.announcer.say(words)

    def _notice_line(self) -> QLabel:
        """The line under the felt that says what the table says now (a refusal, whose turn
        it is), the same height empty or not, so the felt does not jump."""
        notice = named_label("notice", self)
        notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        notice.setMinimumHeight(30)
        notice.setAccessibleDescription(translate("SessionTable", "What the table says now"))
        return notice

    def _built(self, style: str, spots: Callable[[], list[Spot]]) -> None:
        """The table is built: its style sheet, and the screen reader's stand-ins for
        ``spots`` on the felt, brought up to date whenever the view is fitted."""
        self.setStyleSheet(style)
        self.reader = SceneReader(self.view, spots)
        self.view.fitted.connect(self._read_table)

    def _action(
        self, name: str, keys: Sequence[str], slot: Callable[[], None], text: str = ""
    ) -> QAction:
        """An action of the table on ``keys`` anywhere in the window, named for the tests, with
        its words where they are fixed; an action whose words follow the position (check or
        call, bet or raise) is given them as it changes."""
        return page_action(self, name, text, keys, slot)

    def _tool(self, action: QAction) -> QToolButton:
        return tool_button(self, action)

    # ------------------------------------------------------------------ screen readers

    def _read_table(self) -> None:
        """Bring the screen reader's stand-ins on the felt up to date."""
        if self.reader is not None and not self._closed:
            self.reader.refresh()

    def _announce_turn(self, move_no: int, message: str | None) -> None:
        """Say ``message`` (the person's turn and choices) once per decision ``move_no``;
        None: not the person's turn."""
        if message is None:
            self._announced_turn = None
            return
        if self._announced_turn != move_no:
            self._announced_turn = move_no
            self.announcer.alert(message)

    # ------------------------------------------------------------------ state of the loop

    @property
    def animating(self) -> bool:
        return self._anim is not None

    @property
    def thinking(self) -> bool:
        return self.runner.busy

    @property
    def blocked(self) -> bool:
        """Input is ignored while the table animates or a bot thinks."""
        return self.animating or self.thinking or self._closed

    def shutdown(self) -> None:
        """Stop everything that runs on its own: timer, animation, bot worker."""
        self._closed = True
        self._next_timer.stop()
        if self.scene is not None:
            self.scene.stop_warming()
        self._stop_animation()
        self.runner.shutdown()

    def _stop_animation(self) -> None:
        """End the animation under way where it is, without settling."""
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.group.finished.disconnect(self._animation_done)
            anim.group.stop()
            self._remove_sprites(anim.sprites)

    def _interrupt(self) -> None:
        """The position on show is about to be replaced (an undo): stop its animation and
        drop the bots' answers asked for it (the move numbers they carry will be used
        again), so nothing of it reaches the new one."""
        self._next_timer.stop()
        self._stop_animation()
        self.runner.cancel()

    # ------------------------------------------------------------------ animation

    def _run_animation(self, built: Built | None) -> None:
        """Play ``built`` with input blocked, then settle; settle at once if nothing moves."""
        if built is None:
            self._settle()
            return
        self._anim = built
        self._update_actions()
        built.group.finished.connect(self._animation_done)
        built.group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _remove_sprites(self, sprites: list[QGraphicsItem]) -> None:
        scene = self.scene
        for item in sprites:
            if scene is not None and item.scene() is scene:
                scene.removeItem(item)

    def _animation_done(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            self._remove_sprites(anim.sprites)
        self._settle()

    # ------------------------------------------------------------------ bots

    def _on_bot_answer(self, move_no: int, action: Any) -> None:
        if self._closed:
            return
        try:
            applied = self.session.apply_bot(move_no, action)
        except IllegalAction as exc:
            # A bot bug: say so in the log and fall back rather than hang the table.
            self.log.addItem(
                translate("SessionTable", "A computer player made an illegal move: {0}").format(exc)
            )
            applied = self._bot_fallback(move_no)
        if applied:
            self._session_changed()
        else:
            self._stale_answer()

    def _on_bot_failed(self, move_no: int, message: str) -> None:
        if self._closed:
            return
        self.log.addItem(translate("SessionTable", "A computer player failed: {0}").format(message))
        if self._bot_fallback(move_no):
            self._session_changed()
