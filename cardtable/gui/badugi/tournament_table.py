"""The Badugi table for a sit-and-go: the cash table (``BadugiTable``) with the tournament
panel beside it, no rebuys, and the tournament's end.

When the person goes out he chooses to watch the bots play on, at a speed he picks, or to
jump to the result: the bots then finish the tournament on a copy of the session on a worker
thread (a progress bar while they do; the window stays live), and the table takes the
finished copy, which is what playing it out here would have given (the bots are seeded by
the move). At the end the results dialog shows places, prizes and the chip graph.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressDialog,
    QPushButton,
    QWidget,
)

from cardtable.badugi.tournament.session import TournamentSession, play_bots_to_end
from cardtable.badugi.tournament.standings import Standings
from cardtable.core.contract import Update
from cardtable.gui.badugi import tournament_text as words
from cardtable.gui.badugi.table import BadugiTable
from cardtable.gui.badugi.tournament_panel import TournamentPanel
from cardtable.gui.badugi.tournament_results import TournamentResults
from cardtable.gui.common.columns import column
from cardtable.gui.common.dialog_place import place_over
from cardtable.gui.common.prefs import SPEEDS, Prefs
from cardtable.gui.common.tasks import TaskControl, TaskRunner

WATCH_SPEEDS = ("slow", "normal", "fast", "off")
WATCH_PAUSE_MS = {"slow": 2500, "normal": 1500, "fast": 600, "off": 150}
"""The pause before the next hand while watching, by the speed chosen."""


class WatchPrefs:
    """The settings as the table reads them while the person watches: his choice of speed
    for the animations, the bots' thinking and the pause between hands; the rest as set."""

    def __init__(self, prefs: Prefs, speed: str) -> None:
        self._prefs = prefs
        self.speed_name = speed
        self.speed = SPEEDS[speed]
        self.think_ms = round(650 * self.speed)
        self.next_hand_pause = max(0, WATCH_PAUSE_MS[speed] // 1000)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._prefs, name)


class OutChoice(QDialog):
    """ "You are out": watch the rest at a speed, or jump to the result."""

    def __init__(self, place: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("You are out"))
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 30)
        self.choice = "jump"
        label = QLabel(self.tr("You finished {0}. The others play on.").format(place), self)
        label.setWordWrap(True)
        self.speed = QComboBox(self)
        names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "off": self.tr("Fastest (no animation)"),
        }
        for key in WATCH_SPEEDS:
            self.speed.addItem(names[key], key)
        self.speed.setCurrentIndex(2)
        form = QFormLayout()
        form.addRow(self.tr("Speed:"), self.speed)
        buttons = QDialogButtonBox(self)
        self.watch = QPushButton(self.tr("&Watch"), self)
        self.jump = QPushButton(self.tr("&Jump to the result"), self)
        buttons.addButton(self.watch, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.jump, QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch.clicked.connect(lambda: self._done("watch"))
        self.jump.clicked.connect(lambda: self._done("jump"))
        self.jump.setDefault(True)
        column(self, label, form, buttons)

    def _done(self, choice: str) -> None:
        self.choice = choice
        self.accept()


class TournamentTable(BadugiTable):
    """A sit-and-go at the Badugi table."""

    session: TournamentSession  # type: ignore[assignment]

    def _build_table(self) -> None:
        super()._build_table()
        session = self.session
        self.panel = TournamentPanel(self.names, self)
        side = self.log.parentWidget()
        side.layout().insertWidget(0, self.panel)  # type: ignore[union-attr]
        self.tasks = TaskRunner(self, name="cardtable-tournament")
        self.tasks.finished.connect(self._jumped)
        self.tasks.progress.connect(self._jump_progress)
        self.progress: QProgressDialog | None = None
        self.results: TournamentResults | None = None
        self._asked_out = session.person_out()  # resumed after the choice: watch on
        self._ended = False
        self._results_on_return = False  # the last hand ended while he was on another page
        self.panel.show_standings(session.standings())
        self._say_who_is_out()
        self._level_no = session.standings().level_no  # the level the log last spoke of
        # Out and watching, J jumps to the result (the question at the bust was the only
        # way, and a player who chose to watch had none later but to sit it out).
        self.act_jump = self._action(
            "jump_to_result", ["J"], self.ask_jump, self.tr("Jump to the result")
        )
        self.table_actions.append(self.act_jump)
        self._jump_asked = False

    # ------------------------------------------------------------------ hooks

    def _take(self, update: Update) -> None:
        super()._take(update)
        self.panel.show_standings(self.session.standings())
        self._say_who_is_out()

    def _say_who_is_out(self) -> None:
        """The plates of the seats out of the sit-and-go say so and their place ("Out ·
        6th"): they said "Sitting out", as a cash game's seat waiting to buy in again."""
        tournament = self.session.tournament
        self.scene.out_words = {
            seat: words.out_status(finish)
            for seat in range(self.session.n_seats)
            if (finish := tournament.finish_of(seat)) is not None
        }

    def _hand_finished(self) -> None:
        if not self._hand_done():
            return
        standings = self.session.standings()
        self.panel.show_standings(standings)
        self._say_level(standings)
        if self.session.is_over:
            self._update_actions()
            if self.away():  # the results when he is back, not over the trainer
                self._results_on_return = True
            else:
                self.show_results()
            return
        if not self.spectating and self.session.person_out() and not self._asked_out:
            self._asked_out = True
            finish = self.session.tournament.finish_of(self.human)
            assert finish is not None
            choice, speed = self.ask_out(words.place_text(finish))
            if choice == "jump":
                self.jump_to_result()
                return
            self.prefs = WatchPrefs(self.prefs, speed)  # type: ignore[assignment]
        if self._jump_asked and self.session.person_out():
            self._jump_asked = False  # J pressed during the hand: now, at its end
            self.jump_to_result()
            return
        if self.session.person_out() and self.prefs.next_hand_pause < 0:
            self.prefs = WatchPrefs(self.prefs, "normal")  # type: ignore[assignment]
        super()._hand_finished()

    def _say_level(self, standings: Standings) -> None:
        """Log the blinds going up, once, as the hand that ended a level finishes: the panel
        changed without a word, and the log (where every blind posted is written) met the
        bigger blinds with nothing to say why."""
        if standings.over or standings.level_no <= self._level_no:
            return
        self._level_no = standings.level_no
        self.log.addItem(words.level_up_line(standings))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self._results_on_return:
            self._results_on_return = False
            self.show_results()

    def next_hand(self) -> None:
        if self.session.is_over:  # nothing more to deal: the results say the rest
            self.show_results()
            return
        super().next_hand()

    def _update_actions(self) -> None:
        # Out and watching the others, the bar shows no Fold, Check or Bet under hands he is
        # not in (``_watching_words``: the base table's bar says so in their place).
        super()._update_actions()
        if hasattr(self, "act_jump"):  # made after the base table's first update
            self.act_jump.setEnabled(self._can_jump())
        if self.session.is_over:
            self.act_next_hand.setEnabled(False)
            button = self.buttons.get("next_hand")
            if button is not None:
                button.setVisible(False)

    def _watching_words(self) -> str | None:
        """Out and watching, the bar says so where the betting buttons stood."""
        if self.session.person_out() and not self.spectating and not self._hand_over:
            return self.tr("You are out: watching the others play on (J jumps to the result).")
        return super()._watching_words()

    def ask_jump(self) -> None:
        """J while watching: between hands the others play the rest out at once; during a
        hand, at its end (the jump starts from a finished hand)."""
        if not self._can_jump():
            return
        if self._hand_over and not self.blocked:
            self._next_timer.stop()
            self.jump_to_result()
            return
        self._jump_asked = True
        self.notice.setText(self.tr("The result comes at the end of this hand."))

    def _can_jump(self) -> bool:
        session = self.session
        return (
            not self.spectating and session.person_out() and not session.is_over
            and self.progress is None and not self._jump_asked
        )  # fmt: skip

    def ask_out(self, place: str) -> tuple[str, str]:
        """The person is out: ("watch", speed) or ("jump", ""). A hook tests replace."""
        dialog = OutChoice(place, self)
        dialog.exec()
        return dialog.choice, dialog.speed.currentData()

    # ------------------------------------------------------------------ jumping to the end

    def jump_to_result(self) -> None:
        """The bots finish the tournament on a copy, off the GUI thread."""
        copy = TournamentSession.from_json(self.session.to_json())
        total = len(self.names)
        self.progress = QProgressDialog(
            self.tr("The others play the tournament out…"), self.tr("Watch instead"), 0, total,
            self,
        )  # fmt: skip
        self.progress.setWindowTitle(self.tr("Jump to the result"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        self.progress.setAutoReset(False)
        self.progress.setAutoClose(False)
        self.progress.canceled.connect(self._jump_cancelled)
        self.progress.setValue(0)

        def job(control: TaskControl) -> TournamentSession | None:
            def each(s: TournamentSession) -> bool:
                control.progress(sum(1 for f in s.tournament.finishes))
                return not control.cancelled()

            play_bots_to_end(copy, each)
            return copy if copy.is_over else None

        self.jump_ticket = self.tasks.submit_job("jump", job)

    def _jump_progress(self, _ticket: object, out: int) -> None:
        bar = self.progress  # setValue on a modal dialog runs the event loop: it may go
        if bar is None:
            return
        bar.setLabelText(
            self.tr("The others play the tournament out… {0} of {1} players out").format(
                out, len(self.names)
            )
        )
        bar.setValue(min(out, bar.maximum()))

    def _jump_cancelled(self) -> None:
        """ "Watch instead": the copy is dropped and the hands are played here."""
        self.tasks.cancel_key("jump")
        self.progress = None
        self.prefs = WatchPrefs(self.prefs, "fast")  # type: ignore[assignment]
        BadugiTable._hand_finished(self)

    def _jumped(self, _ticket: object, copy: object) -> None:
        if self.progress is not None:
            self.progress.blockSignals(True)
            self.progress.close()
            self.progress = None
        if not isinstance(copy, TournamentSession) or self._closed:
            return
        self.session.finish_with(copy)
        update = self.session.update(self.human)
        self._take(update)
        if update.view is not None:
            self.scene.sync(update.view, self.names, self.bots)
        self.log.addItem(self.tr("The others played the tournament out."))
        self._update_actions()
        self.show_results()

    # ------------------------------------------------------------------ the end

    def show_results(self) -> None:
        """The results dialog, over the felt beside the panel; closing it ends the sitting
        (``game_over``)."""
        if self._ended:
            if self.results is not None:
                self.results.raise_()
            return
        self._ended = True
        st = self.session.standings()
        you = None if self.spectating else self.human
        last = self.reviewer.last_hand if you is not None else None
        self.results = results = TournamentResults(
            st, self.names, self.session.tournament.graph, you, self, last_hand=last
        )
        results.finished.connect(self._results_closed)
        results.review_asked.connect(lambda: self.reviewer.review(over=results))
        self.end_shown = True
        # Over the felt's column, clear of the panel: its end lines ("The tournament is
        # over.", the level it ended at, the winner) are read beside the places.
        place_over(self.results, self.view.parentWidget() or self)
        self.results.open()

    def _results_closed(self, result: int) -> None:
        """Close ends the sitting; Play again asks the window for a new sit-and-go in its
        place: the same players, blinds and prizes, a new deal."""
        if result == QDialog.DialogCode.Accepted.value and not self.spectating:
            session = self.session
            self.play_again.emit(TournamentSession(session.config, tuple(session.seats)))
            return
        self.game_over.emit()

    def shutdown(self) -> None:
        self.tasks.shutdown()
        if self.progress is not None:
            self.progress.blockSignals(True)
            self.progress.close()
        super().shutdown()
