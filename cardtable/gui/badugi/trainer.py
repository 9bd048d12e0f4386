"""The Badugi draw trainer: a page of the main window, shown instead of the start screen.

It deals a practice spot (hand, draws left, the opponents' draws, optionally the player's
dead discards); the player marks discards with clicks or keys 1-4 and submits with Enter
(nothing marked: stand pat); the trainer shows all 16 options ranked by their chance to win
the showdown against the opponents' likely hands, the best one highlighted and the player's
choice marked with what it gave up. A live panel shows the chosen discard's odds once
answered (never while marking: they are the answer); "Play it out" deals the remaining
draws. The score, streaks, the spots answered wrong (they come back, Leitner boxes:
``core.practice_memory``), the accuracy per situation (A) and the spot on screen are kept
between runs in the app data folder.

The maths is ``cardtable.badugi.trainer`` (no Qt). Spots and their odds are computed on a
``TaskRunner`` thread (``spot_feed.py``; the page's side of it is ``trainer_spots.py``) and
the next spot is prepared while the player thinks about this one: the chances to win take a
few hundred milliseconds a spot (``benchmarks/bench_trainer.py``), which must never block
the event loop.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout

from cardtable.badugi.odds.win import wins_exact
from cardtable.badugi.trainer import OTHER, Grade, Spot, TrainerOption, find_option, grade
from cardtable.badugi.trainer import play_out as deal_play_out
from cardtable.badugi.trainer_progress import (
    Progress,
    ProgressStore,
    spot_from_json,
)
from cardtable.badugi.trainer_settle import needs_settling, unsettled_grade
from cardtable.core.cards import Card
from cardtable.core.practice_memory import ReviewItem
from cardtable.core.rng import new_seed
from cardtable.gui.badugi.spot_feed import SpotFeed, SpotKey, spot_key
from cardtable.gui.badugi.trainer_panels import (
    PAGE_STYLE,
    LiveOddsPanel,
    ResultsTable,
    SpotFilters,
)
from cardtable.gui.badugi.trainer_settling import AnswerQueue, Pending, SettleFeed
from cardtable.gui.badugi.trainer_spots import TrainerSpots
from cardtable.gui.badugi.trainer_text import (
    accuracy_dialog,
    figures_note,
    score_text,
    settling_text,
    unreadable_texts,
    verdict_text,
)
from cardtable.gui.badugi.trainer_widgets import CardButton, PlayOutView
from cardtable.gui.common.accuracy import AccuracyDialog
from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.columns import column
from cardtable.gui.common.named import named_label
from cardtable.gui.common.practice_page import PracticePage
from cardtable.gui.common.progress_notice import report_unreadable_progress

CARD_WIDTHS = ((720, 132), (620, 96), (0, 72))
"""(page height, card width): the cards a page of at least that height shows. At full size
they left the results table two or three rows in a 1024x700 window, one at 900x600."""


class DrawTrainer(TrainerSpots, PracticePage):
    """The trainer page. ``back_requested`` asks the main window to close it."""

    object_name = "drawTrainer"
    progress: Progress

    def _build_page(self) -> None:
        self.announcer = Announcer(self)
        self.feed = SpotFeed(self)
        self.feed.arrived.connect(self._show)
        self.feed.failed.connect(self._on_failed)
        self.feed.working.connect(self._on_progress)
        self.settler = SettleFeed(self)
        self.settler.settled.connect(self._on_settled)
        self.settler.failed.connect(self._on_settle_failed)
        self.settling: Pending | None = None  # the answer on screen, while it is settled
        self.answers = AnswerQueue()  # counted in the order given, whenever graded
        self.spot: Spot | None = None
        self.options: list[TrainerOption] = []
        self.kinds: frozenset[str] = frozenset()
        self.requested: tuple[SpotKey, ReviewItem | None] | None = None
        self.review: ReviewItem | None = None  # the box the spot on screen came from
        self.result: Grade | None = None
        self.marked: set[int] = set()
        self._plays = 0
        self._closed = False
        self._build_actions()
        self._build_ui()
        self.setStyleSheet(PAGE_STYLE)
        self._update_score()
        self._update_actions()

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        self.act_submit = self._action("submit", self.tr("Draw"), ["Return", "Enter", "D"],
                                       self.submit)
        self.act_pat = self._action("stand_pat", self.tr("Stand pat"), ["P"], self.stand_pat)
        self.act_play = self._action("play_out", self.tr("Play it out"), ["L"], self.play_it_out)
        self.act_next = self._action("next_spot", self.tr("Next hand"), ["N"], self.next_spot)
        self.act_back = self._action("back", self.tr("Back to start screen"), ["Esc"],
                                     self.back_requested.emit)
        self.act_live = self._action("live_odds", self.tr("Live odds"), ["O"], self._live_toggled)
        self.act_live.setCheckable(True)
        self.act_live.setChecked(True)
        self.act_accuracy = self._action("accuracy", self.tr("Accuracy"), ["A"],
                                         self.show_accuracy)
        self.act_accuracy.setToolTip(self.tr("Accuracy by situation (A)"))
        self.act_mark = [
            self._action(f"mark_{i + 1}", self.tr("Mark card {0}").format(i + 1), [str(i + 1)],
                         lambda _c=False, i=i: self.toggle(i))
            for i in range(4)
        ]
        self.table_actions = [self.act_submit, self.act_pat, self.act_play, self.act_next,
                              self.act_live, self.act_accuracy, *self.act_mark, self.act_back]

    def _build_ui(self) -> None:
        top, _title = self.header(self.act_back, self.tr("Draw trainer"))
        self.score_label = named_label("score", self)
        top.addWidget(self.score_label)
        top.addWidget(self._tool(self.act_accuracy))

        self.situation = named_label("situation", self, wrap=True)
        self.kind_label = QLabel(self)
        self.status = named_label("status", self, wrap=True)
        self.explain = QLabel(figures_note(), self)  # with the results while live odds hide
        self.explain.setObjectName("explain")
        self.explain.setWordWrap(True)
        self.explain.setVisible(False)
        self.notice = QLabel(self)  # stays: an unreadable progress file was set aside
        self.notice.setObjectName("status")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.card_buttons = [CardButton(self.cache, CARD_WIDTHS[0][1], self) for _ in range(4)]
        cards_row = QHBoxLayout()
        cards_row.addStretch(1)
        for i, button in enumerate(self.card_buttons):
            button.setObjectName(f"card_{i + 1}")
            button.clicked.connect(lambda _c=False, i=i: self.toggle(i))
            cards_row.addWidget(button)
        cards_row.addStretch(1)
        self.hand_name = named_label("handName", self)
        self.hand_name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = {a.objectName(): self._tool(a) for a in (
            self.act_submit, self.act_pat, self.act_play, self.act_next)}  # fmt: skip
        actions_row = QHBoxLayout()
        actions_row.addStretch(1)
        for b in self.buttons.values():
            actions_row.addWidget(b)
        actions_row.addStretch(1)

        self.panel = LiveOddsPanel(self)
        self.panel_big = self.panel.big

        upper = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.situation)
        left.addWidget(self.kind_label)
        left.addLayout(cards_row)
        left.addWidget(self.hand_name)
        left.addLayout(actions_row)
        left.addWidget(self.status)
        left.addWidget(self.explain)
        left.addWidget(self.notice)
        upper.addLayout(left, 1)
        upper.addWidget(self.panel)

        self.verdict = named_label("verdict", self, wrap=True)
        self.verdict.setVisible(False)
        self.results = ResultsTable(self)
        self.results.setVisible(False)
        self.play_view = PlayOutView(self.cache, self)
        self.play_view.setObjectName("playOut")
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.play_view)
        scroll.setFixedWidth(360)
        self.play_scroll = scroll
        scroll.setVisible(False)
        lower = QHBoxLayout()
        lower.addWidget(self.results, 1)
        lower.addWidget(scroll)

        p = self.progress
        self.spot_filters = SpotFilters(self, p.kinds, p.draws_left, p.with_dead, p.review)
        self.spot_filters.changed.connect(self._settings_changed)
        self.filters = self.spot_filters.boxes
        self.draws_box, self.dead_box = self.spot_filters.draws_box, self.spot_filters.dead_box

        rows = (top, upper, self.verdict, (lower, 1), self.spot_filters.row)
        column(self, *rows, margins=(16, 10, 16, 12))

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Report an unreadable progress file, then show the spot on screen when the
        trainer was last closed, or deal the first."""
        if self.load_error is not None:
            self.error_box = report_unreadable_progress(
                self, self.notice, self.loaded, *unreadable_texts())
        current = self.progress.memory.current
        if current is not None:
            spot = spot_from_json(current)
            self._request(spot_key(spot), self.progress.memory.find(spot.key))
        else:
            self.next_spot()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """Smaller cards in a short window (``CARD_WIDTHS``), so the results have room."""
        width = next(w for h, w in CARD_WIDTHS if event.size().height() >= h)
        for button in self.card_buttons:
            if button.card_width != width:
                button.card_width = width
                button.updateGeometry()
                button.update()
        super().resizeEvent(event)

    def shutdown(self) -> None:
        """Stop the play-out animation and the worker; keep the progress."""
        self._closed = True
        self.play_view.stop()
        self.feed.shutdown()
        self.settler.shutdown()
        for pending, result in self.answers.rest():  # in order; no verdict: the estimate's
            self._count(result, pending.kinds, pending.spot)

    def apply_prefs(self) -> None:
        self.cache.clear()
        for b in self.card_buttons:
            b.four_colour = self.prefs.four_colour
            b.update()
        self.play_view.four_colour = self.prefs.four_colour

    # ------------------------------------------------------------------ settings and progress

    def wanted_kinds(self) -> list[str]:
        return [k for k, box in self.filters.items() if box.isChecked()]

    def _settings_changed(self) -> None:
        self.progress.kinds = self.wanted_kinds()
        self.progress.draws_left = self.draws_box.currentData()
        self.progress.with_dead = self.dead_box.isChecked()
        self.progress.review = self.spot_filters.review_box.isChecked()
        self._save()
        self.feed.forget()
        if self.result is not None or self.spot is None:
            self._prefetch()

    def _open_progress(self, data_dir: str | Path) -> Any:
        self.store = ProgressStore(data_dir)
        return self.store.load(new_seed)

    def _save_failed(self, exc: OSError) -> str:
        return self.tr("Could not save the trainer's progress: {0}").format(exc)

    def _update_score(self) -> None:
        """The score line; while an answer waits to be counted (a close call settling, and
        the answers given after it: ``AnswerQueue``), that it is being counted: the figures
        before it read as the score of every answer given, for the second or so it took."""
        p = self.progress
        if self.answers:
            self.score_label.setText(self.tr("Score: counting…"))
        else:
            self.score_label.setText(
                self.tr("Score {0}/{1} ({2:.0f}%)   Streak {3}   Best streak {4}").format(
                    p.correct, p.played, p.percent, p.streak, p.best_streak
                )
            )
        self.spot_filters.review_box.setText(score_text(p.memory))

    def _accuracy_dialog(self) -> AccuracyDialog:
        return accuracy_dialog(self, self.progress.memory)

    # ------------------------------------------------------------------ marking and answering

    def marked_cards(self) -> tuple[Card, ...]:
        if self.spot is None:
            return ()
        return tuple(c for i, c in enumerate(self.spot.hand) if i in self.marked)

    def toggle(self, slot: int) -> None:
        if self.spot is None or self.result is not None or not 0 <= slot < 4:
            self._sync_buttons()
            return
        self.marked ^= {slot}
        self._sync_buttons()
        self._update_live()
        self._update_actions()

    def _sync_buttons(self) -> None:
        for i, button in enumerate(self.card_buttons):
            button.setChecked(i in self.marked)

    def stand_pat(self) -> None:
        if self.spot is None or self.result is not None:
            return
        self.marked.clear()
        self._sync_buttons()
        self.submit()

    def submit(self) -> None:
        """Grade the marked discard (none: standing pat) and show every option."""
        if self.spot is None or self.result is not None:
            if self.result is not None:
                self.next_spot()  # Enter again moves on
            return
        result = grade(self.options, self.marked_cards(), draws_left=self.spot.draws_left)
        self.result = result
        self.status.clear()  # the how-to line: answered
        kinds = tuple(self.kinds - {OTHER})
        if needs_settling(result):  # graded, and counted, once dealing has settled it
            self.settling = self.settler.start(self.spot, result, kinds)
            ready = self.answers.given(self.settling)
        else:  # counted now, unless an answer before it still waits for its verdict
            ready = self.answers.given(Pending(self.spot, result, kinds), result)
        for pending, counted in ready:
            self._count(counted, pending.kinds, pending.spot)
        self._update_score()  # "counting…" while this answer or one before it waits
        self._fill_results(result)
        self._say_kind(answered=True)
        self._update_live()
        self._update_actions()

    def _count(self, result: Grade, kinds: tuple[str, ...], spot: Spot) -> None:
        """Count a graded answer in the score and the trainer's memory. An answer counted
        late (its verdict came after the learner moved on) leaves the memory's spot on
        screen as it was: counting clears it, as answering the spot on screen does."""
        memory = self.progress.memory
        on_screen = memory.current
        self.progress.record(result, kinds, spot)
        if spot is not self.spot:
            memory.current = on_screen
        self._save()
        if not self._closed:
            self._update_score()
            self._prefetch()  # a missed spot may be due now

    def _on_settled(self, pending: Pending, result: Grade) -> None:
        """A close call's verdict: counted (with the answers given after it that waited for
        it), and shown if its spot is still on screen."""
        for answered, counted in self.answers.graded(pending, result):
            self._count(counted, answered.kinds, answered.spot)
        if pending is self.settling:
            self.settling = None
        if self.result is pending.result:  # still on screen (moving on clears the result)
            self.result = result
            self._fill_results(result)

    def _on_settle_failed(self, pending: Pending, message: str) -> None:
        """Settling failed (a bug): the approximate grade stands, said to rest on the
        estimate (``unsettled_grade``), and the reason is shown: as an earlier spot's when
        the learner has moved on, so it is not read as the spot on screen's."""
        self._on_settled(pending, unsettled_grade(pending.result))
        if pending.spot is self.spot:  # cleared when the spot on screen changes (``_show``)
            line = self.tr("The close call could not be settled: {0}")
        else:  # its spot is gone: not to be read as the one on screen's
            line = self.tr("The close call of an earlier spot could not be settled: {0}")
        self.status.setText(line.format(message))

    def _fill_results(self, result: Grade) -> None:
        table = self.results
        approximate = self._wins_approximate()
        table.show_grade(result, approximate)
        table.setVisible(True)
        if self.settling is not None and self.settling.result is result:
            self.verdict.setText(settling_text(result))
        else:
            self.verdict.setText(verdict_text(result, approximate))
        self.verdict.setVisible(True)
        self.announcer.say(self.verdict.text())  # the answer's grade, else unheard
        # The player's row in sight, at whatever height the table ends with (the verdict
        # above it takes room too): scrolled to once, it ended up just below.
        table.keep_in_sight(result.rank - 1)

    def best_rows(self) -> list[int]:
        """Rows highlighted as best (for tests and accessibility)."""
        return self.results.best_rows()

    def _wins_approximate(self) -> bool:
        """Whether the spot's chances to win are approximate (said "about"): with two or
        three draws left (``odds.win.wins_exact``)."""
        return self.spot is not None and not wins_exact(self.spot.draws_left)

    # ------------------------------------------------------------------ live odds

    def _live_toggled(self) -> None:
        self._update_live()

    def live_option(self) -> TrainerOption | None:
        """The option of the marked cards (what the live panel shows)."""
        if self.spot is None or not self.options:
            return None
        return find_option(self.options, self.marked_cards())

    def _update_live(self) -> None:
        # The marked discard's odds are the answer: shown only once it is given (they were
        # on by default while marking, so the spot was read off the panel; issue 26).
        on = self.act_live.isChecked() and self.result is not None
        self.panel.setVisible(on)
        self.panel.show_option(self.live_option() if on else None, self._wins_approximate())
        self.explain.setVisible(not on and self.result is not None)  # the panel's note

    # ------------------------------------------------------------------ play it out

    def play_it_out(self) -> None:
        """Deal the remaining draws after the player's choice, one row per draw."""
        if self.spot is None or self.result is None:
            return
        self._stop_animation()
        self._plays += 1
        steps = deal_play_out(self.spot, self.result.chosen.discard, salt=self._plays)
        self.last_play_out = steps
        self.play_view.four_colour = self.prefs.four_colour
        self.play_scroll.setVisible(True)
        self.play_view.play(steps, self.prefs.speed)

    def _stop_animation(self) -> None:
        self.play_view.finish()

    # ------------------------------------------------------------------ controls

    def _update_actions(self) -> None:
        answering = self.spot is not None and self.result is None
        answered = self.result is not None
        n = len(self.marked)
        self.act_submit.setEnabled(answering or answered)
        if answered:
            self.act_submit.setText(self.tr("Next hand"))
        elif n:
            self.act_submit.setText(self.tr("Draw {0}").format(n))
        else:
            self.act_submit.setText(self.tr("Stand pat"))
        self.act_pat.setEnabled(answering)
        self.act_play.setEnabled(answered)
        self.act_next.setEnabled(answered)
        for act in self.act_mark:
            act.setEnabled(answering)
        for b in self.card_buttons:
            b.setEnabled(answering or answered)
        self.buttons["stand_pat"].setVisible(answering and n > 0)
        self.buttons["next_spot"].setVisible(False)  # the submit button says Next hand
        self.buttons["play_out"].setVisible(answered)
