"""The Badugi draw trainer: a page of the main window, shown instead of the start screen.

It deals a practice spot (hand, draws left, the opponents' draws, optionally the player's
dead discards); the player marks discards with clicks or keys 1-4 and submits with Enter
(nothing marked: stand pat); the trainer shows all 16 options, the best one highlighted and
the player's choice marked with what it gave up. A live panel shows the marked discard's odds
while marking, "Play it out" deals the remaining draws, and the score and streaks are kept
between runs in the app data folder.

The maths is ``cardtable.badugi.trainer`` (no Qt). Spots and their odds are computed on an
``OddsWorker`` thread and the next spot is prepared while the player thinks about this one:
with two draws left the exact engine takes up to a second or so per spot (three draws come
from a table), which must never block the event loop.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QPauseAnimation,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.odds import DiscardOption
from cardtable.badugi.trainer import (
    KINDS,
    OTHER,
    Grade,
    Spot,
    all_options,
    find_option,
    generate_spot,
    grade,
    play_out,
)
from cardtable.badugi.trainer_progress import Progress, ProgressStore
from cardtable.core.cards import Card
from cardtable.core.rng import new_seed
from cardtable.gui.badugi.trainer_widgets import (
    ByHighBars,
    CardButton,
    PlayOutView,
    cards_text,
    discard_text,
    high_label,
    percent,
    value_name,
)
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.flow_layout import FlowLayout
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.progress_notice import report_unreadable_progress
from cardtable.gui.common.shortcuts import page_action, tool_button
from cardtable.gui.common.trainer_worker import OddsWorker

_STYLE = """
QWidget#drawTrainer { background: qradialgradient(cx:0.4, cy:0.35, radius:1.0,
    fx:0.4, fy:0.35, stop:0 #1f6e43, stop:1 #0b2e1c); }
QLabel { color: #eef2ea; font-size: 14px; }
QLabel#title { font-size: 24px; font-weight: bold; }
QLabel#score { font-size: 15px; color: #ffe6a6; }
QLabel#situation { font-size: 17px; }
QLabel#handName { font-size: 18px; font-weight: bold; color: #ffe6a6; }
QLabel#verdict { font-size: 16px; background: rgba(0,0,0,70); border-radius: 8px; padding: 8px; }
QLabel#status { color: #ffd27a; }
QFrame#panel { background: rgba(10,20,15,150); border: 1px solid #2c5a3d; border-radius: 10px; }
QLabel#panelBig { font-size: 30px; font-weight: bold; color: #ffe6a6; }
QCheckBox, QComboBox { color: #eef2ea; font-size: 14px; }
QComboBox { background: #2b3138; padding: 3px 8px; }
QToolButton, QPushButton {
  color: #f2f2ee; background: #2f6b45; border: 1px solid #1d4a2e; border-radius: 8px;
  padding: 7px 14px; font-size: 15px; font-weight: bold; }
QToolButton:hover, QPushButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#back { background: #2b3138; }
QTableWidget { background: #15181c; color: #d8dcd8; font-size: 13px; gridline-color: #2a3036; }
QHeaderView::section { background: #232a31; color: #eef2ea; padding: 3px; border: none; }
QScrollArea { background: transparent; border: none; }
QWidget#playOut { background: transparent; }
"""

translate = QCoreApplication.translate

BEST_COLOUR = QColor("#2f7a4b")
CHOICE_COLOUR = QColor("#8a6a1f")
COLUMNS_HIGH = (6, 7, 8, 9, 11)  # P(badugi with high <= r) shown as columns
CARD_WIDTHS = ((720, 132), (620, 96), (0, 72))
"""(page height, card width): the cards a page of at least that height shows. At full size
they left the results table two or three rows in a 1024x700 window, one at 900x600."""


class DrawTrainer(QWidget):
    """The trainer page. ``back_requested`` asks the main window to close it."""

    back_requested = Signal()

    def __init__(
        self,
        prefs: Prefs,
        cache: CardPixmapCache,
        data_dir: str | Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("drawTrainer")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.prefs = prefs
        self.cache = cache
        self.store = ProgressStore(data_dir)
        loaded = self.store.load(new_seed)
        self.progress: Progress = loaded.progress
        self.load_error: str | None = loaded.error
        self.moved_to: Path | None = loaded.moved_to
        self.move_error: str | None = loaded.move_error  # set when the file had to be kept
        self.loaded = loaded
        self.worker = OddsWorker(self)
        self.worker.finished.connect(self._on_result)
        self.worker.failed.connect(self._on_failed)
        self.worker.progress.connect(self._on_progress)
        self.spot: Spot | None = None
        self.options: list[DiscardOption] = []
        self.kinds: frozenset[str] = frozenset()
        self.result: Grade | None = None
        self.marked: set[int] = set()
        self._ready: dict[tuple[Any, ...], Any] = {}  # request key -> generated spot
        self._jobs: dict[int, tuple[Any, ...]] = {}  # job id -> request key
        self._waiting: tuple[Any, ...] | None = None  # the key the page waits to show
        self._anim: QSequentialAnimationGroup | None = None
        self._plays = 0
        self._closed = False
        self._build_actions()
        self._build_ui()
        self.setStyleSheet(_STYLE)
        self._update_score()
        self._update_actions()

    # ------------------------------------------------------------------ construction

    def _action(self, name: str, text: str, keys: list[str], slot: Any) -> QAction:
        return page_action(self, name, text, keys, slot)

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
        self.act_mark = [
            self._action(f"mark_{i + 1}", self.tr("Mark card {0}").format(i + 1), [str(i + 1)],
                         lambda _c=False, i=i: self.toggle(i))
            for i in range(4)
        ]
        self.table_actions = [self.act_submit, self.act_pat, self.act_play, self.act_next,
                              self.act_live, *self.act_mark, self.act_back]

    def _tool(self, action: QAction) -> QToolButton:
        return tool_button(self, action)

    def _build_ui(self) -> None:
        title = QLabel(self.tr("Draw trainer"), self)
        title.setObjectName("title")
        self.score_label = QLabel(self)
        self.score_label.setObjectName("score")
        top = QHBoxLayout()
        top.addWidget(self._tool(self.act_back))
        top.addSpacing(12)
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(self.score_label)

        self.situation = QLabel(self)
        self.situation.setObjectName("situation")
        self.situation.setWordWrap(True)
        self.kind_label = QLabel(self)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
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
        self.hand_name = QLabel(self)
        self.hand_name.setObjectName("handName")
        self.hand_name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = {a.objectName(): self._tool(a) for a in (
            self.act_submit, self.act_pat, self.act_play, self.act_next)}  # fmt: skip
        actions_row = QHBoxLayout()
        actions_row.addStretch(1)
        for b in self.buttons.values():
            actions_row.addWidget(b)
        actions_row.addStretch(1)

        # Live odds panel
        self.panel = QFrame(self)
        self.panel.setObjectName("panel")
        self.panel_title = QLabel(self.tr("Live odds"), self.panel)
        self.panel_choice = QLabel(self.panel)
        self.panel_choice.setWordWrap(True)
        self.panel_big = QLabel(self.panel)
        self.panel_big.setObjectName("panelBig")
        self.panel_bars = ByHighBars(self.panel)
        self.panel_note = QLabel(self.tr("Bars: chance of a badugi this high or better"),
                                 self.panel)
        self.panel_note.setWordWrap(True)
        pcol = QVBoxLayout(self.panel)
        pcol.addWidget(self.panel_title)
        pcol.addWidget(self.panel_choice)
        pcol.addWidget(self.panel_big)
        pcol.addWidget(self.panel_bars, 1)
        pcol.addWidget(self.panel_note)
        self.panel.setFixedWidth(280)

        upper = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.situation)
        left.addWidget(self.kind_label)
        left.addLayout(cards_row)
        left.addWidget(self.hand_name)
        left.addLayout(actions_row)
        left.addWidget(self.status)
        left.addWidget(self.notice)
        upper.addLayout(left, 1)
        upper.addWidget(self.panel)

        self.verdict = QLabel(self)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setVisible(False)
        self.results = QTableWidget(0, 5 + len(COLUMNS_HIGH), self)
        self.results.setObjectName("results")
        headers = [self.tr("#"), self.tr("Discard"), self.tr("Keep"), self.tr("P(badugi)")]
        headers += [high_label(r) for r in COLUMNS_HIGH] + [self.tr("Value")]
        self.results.setHorizontalHeaderLabels(headers)
        self.results.verticalHeader().setVisible(False)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.results.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
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

        # Filters and options: in rows that wrap, so a narrow window never cuts one off.
        self.filters: dict[str, QCheckBox] = {}
        bottom = FlowLayout(spacing=10)
        bottom.addWidget(QLabel(self.tr("Spots:"), self))
        for kind in KINDS:
            box = QCheckBox(kind_name(kind), self)
            box.setObjectName(f"filter_{kind}")
            box.setChecked(kind in self.progress.kinds)
            box.toggled.connect(self._settings_changed)
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.filters[kind] = box
            bottom.addWidget(box)
        draws = QWidget(self)  # the label and its box stay on one row
        draws_row = QHBoxLayout(draws)
        draws_row.setContentsMargins(16, 0, 16, 0)
        draws_row.addWidget(QLabel(self.tr("Draws left:"), draws))
        self.draws_box = QComboBox(draws)
        self.draws_box.addItem(self.tr("Random"), None)
        for n in (1, 2, 3):
            self.draws_box.addItem(str(n), n)
        self.draws_box.setCurrentIndex(max(0, self.draws_box.findData(self.progress.draws_left)))
        self.draws_box.currentIndexChanged.connect(self._settings_changed)
        self.draws_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        draws_row.addWidget(self.draws_box)
        bottom.addWidget(draws)
        self.dead_box = QCheckBox(self.tr("Earlier discards (dead cards)"), self)
        self.dead_box.setChecked(self.progress.with_dead)
        self.dead_box.toggled.connect(self._settings_changed)
        self.dead_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bottom.addWidget(self.dead_box)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.addLayout(top)
        layout.addLayout(upper)
        layout.addWidget(self.verdict)
        layout.addLayout(lower, 1)
        layout.addLayout(bottom)

    # ------------------------------------------------------------------ life

    def start(self) -> None:
        """Report an unreadable progress file, then deal the first spot."""
        if self.load_error is not None:
            self.error_box = report_unreadable_progress(
                self, self.notice, self.loaded,
                moved=self.tr(
                    "The trainer's progress could not be read and was set aside as {0}.\n\n"
                    "Reason: {1}\n\nYour score starts again from zero."
                ),
                kept=self.tr(
                    "The trainer's progress could not be read.\n\nReason: {0}\n\n"
                    "It could not be set aside either ({1}), so it is left untouched and "
                    "your score will not be saved."
                ),
            )  # fmt: skip
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
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
        self.worker.shutdown()

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
        self._save()
        # What was prepared for the old settings is no longer wanted.
        for job_id, key in list(self._jobs.items()):
            if key != self._waiting:
                self.worker.cancel(job_id)
                del self._jobs[job_id]
        self._ready.clear()
        if self.result is not None or self.spot is None:
            self._prefetch()

    def _save(self) -> None:
        try:
            self.store.save(self.progress)
        except OSError as exc:
            self.status.setText(self.tr("Could not save the trainer's progress: {0}").format(exc))

    def _update_score(self) -> None:
        p = self.progress
        self.score_label.setText(
            self.tr("Score {0}/{1} ({2:.0f}%)   Streak {3}   Best streak {4}").format(
                p.correct, p.played, p.percent, p.streak, p.best_streak
            )
        )

    # ------------------------------------------------------------------ spots

    def _key(self, number: int) -> tuple[Any, ...]:
        p = self.progress
        return (p.seed, number, tuple(self.wanted_kinds()), self.draws_box.currentData(),
                self.dead_box.isChecked())

    def _submit(self, key: tuple[Any, ...]) -> None:
        if key in self._ready or key in self._jobs.values():
            return
        seed, number, kinds, draws, dead = key

        def job(cancelled: Any, progress: Any) -> Any:
            def odds(hand: Any, left: int, gone: Any) -> list[DiscardOption]:
                return all_options(hand, left, gone, cancelled, progress)

            return generate_spot(seed, number, kinds, draws, dead, odds=odds)

        job_id = self.worker.submit(job)
        if job_id > 0:
            self._jobs[job_id] = key

    def _prefetch(self) -> None:
        """Prepare the spot after the current one while the player thinks."""
        if not self._closed:
            self._submit(self._key(self.progress.next_spot))

    def next_spot(self) -> None:
        """Show the next spot of the sequence (at once if prepared, else when computed)."""
        if self._closed or (self.spot is not None and self.result is None):
            return
        self._stop_animation()
        key = self._key(self.progress.next_spot)
        self._waiting = key
        for job_id, other in list(self._jobs.items()):
            if other != key:
                self.worker.cancel(job_id)
                del self._jobs[job_id]
        if key in self._ready:
            self._show(key, self._ready.pop(key))
            return
        self.spot = None
        self.result = None
        self.marked.clear()
        self._clear_results()
        self.status.setText(self.tr("Dealing a spot and working out its odds…"))
        self._submit(key)
        self._update_actions()

    def _on_result(self, job_id: int, result: object) -> None:
        key = self._jobs.pop(job_id, None)
        if key is None:
            return
        if key == self._waiting:
            self._show(key, result)
        else:
            self._ready[key] = result

    def _on_failed(self, job_id: int, message: str) -> None:
        self._jobs.pop(job_id, None)
        self.status.setText(self.tr("The odds could not be worked out: {0}").format(message))

    def _on_progress(self, job_id: int, done: int) -> None:
        if self._jobs.get(job_id) == self._waiting and self.spot is None:
            self.status.setText(
                self.tr("Dealing a spot and working out its odds… {0}/16").format(done % 17)
            )

    def _show(self, key: tuple[Any, ...], generated: Any) -> None:
        spot, options, kinds = generated
        self._waiting = None
        self.spot, self.options, self.kinds = spot, options, kinds
        self.result = None
        self.marked.clear()
        self._clear_results()
        for button, card in zip(self.card_buttons, spot.hand, strict=True):
            button.four_colour = self.prefs.four_colour
            button.set_card(card)
        self.situation.setText(situation_text(spot))
        self.kind_label.setText(self.tr("Spot: {0}").format(
            ", ".join(kind_name(k) for k in sorted(kinds))))
        self.hand_name.setText(value_name(spot.hand))
        self.status.clear()
        self.progress.next_spot = spot.number + 1
        self._save()
        self._update_live()
        self._update_actions()
        self._prefetch()

    def _clear_results(self) -> None:
        self.results.setRowCount(0)
        self.results.setVisible(False)
        self.verdict.setVisible(False)
        self.play_view.clear()
        self.play_scroll.setVisible(False)

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
        result = grade(self.options, self.marked_cards())
        self.result = result
        self.progress.record(result, self.kinds - {OTHER})
        self._save()
        self._update_score()
        self._fill_results(result)
        self._update_live()
        self._update_actions()

    def _fill_results(self, result: Grade) -> None:
        table = self.results
        table.setRowCount(len(result.ranked))
        bold = QFont()
        bold.setBold(True)
        for row, option in enumerate(result.ranked):
            is_best = row == 0 or option.score >= result.best.score - 1e-12
            is_choice = option is result.chosen
            mark = "★" if is_best else ""
            if is_choice:
                mark += " ▶"
            cells = [f"{row + 1} {mark}".strip(), discard_text(option), cards_text(option.keep),
                     percent(option.p_badugi)]
            cells += [percent(option.p_badugi_by_high[r]) for r in COLUMNS_HIGH]
            cells.append(f"{100 * option.score:.1f}")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(
                    Qt.AlignmentFlag.AlignVCenter
                    | (Qt.AlignmentFlag.AlignLeft if col in (1, 2) else Qt.AlignmentFlag.AlignRight)
                )
                if is_best:
                    item.setBackground(QBrush(BEST_COLOUR))
                if is_choice:
                    item.setFont(bold)
                    if not is_best:
                        item.setBackground(QBrush(CHOICE_COLOUR))
                table.setItem(row, col, item)
        table.setVisible(True)
        self.verdict.setText(verdict_text(result))
        self.verdict.setVisible(True)
        # The player's row in sight, scrolled to once the table has its final height (the
        # verdict above it takes room too): scrolled to before, it ended up just below.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        table.scrollToItem(table.item(result.rank - 1, 0))

    def best_rows(self) -> list[int]:
        """Rows highlighted as best (for tests and accessibility)."""
        return [r for r in range(self.results.rowCount())
                if self.results.item(r, 0).background().color() == BEST_COLOUR]

    # ------------------------------------------------------------------ live odds

    def _live_toggled(self) -> None:
        self._update_live()

    def live_option(self) -> DiscardOption | None:
        """The option of the marked cards (what the live panel shows)."""
        if self.spot is None or not self.options:
            return None
        return find_option(self.options, self.marked_cards())

    def _update_live(self) -> None:
        on = self.act_live.isChecked()
        self.panel.setVisible(on)
        option = self.live_option() if on else None
        if option is None:
            self.panel_choice.setText(self.tr("Mark cards to see their odds."))
            self.panel_big.clear()
            self.panel_bars.set_values(None)
            return
        self.panel_choice.setText(discard_text(option))
        self.panel_big.setText(self.tr("Badugi {0}").format(percent(option.p_badugi)))
        self.panel_bars.set_values(option.p_badugi_by_high)

    # ------------------------------------------------------------------ play it out

    def play_it_out(self) -> None:
        """Deal the remaining draws after the player's choice, one row per draw."""
        if self.spot is None or self.result is None:
            return
        self._stop_animation()
        self._plays += 1
        steps = play_out(self.spot, self.result.chosen.discard, salt=self._plays)
        self.last_play_out = steps
        self.play_view.clear()
        self.play_view.four_colour = self.prefs.four_colour
        for step in steps:
            self.play_view.add_step(step, len(steps))
        self.play_scroll.setVisible(True)
        duration = round(700 * self.prefs.speed)
        if duration <= 0:
            for i in range(len(steps)):
                self.play_view.reveal(i)
            return
        group = QSequentialAnimationGroup(self)
        for i in range(len(steps)):
            pause = QPauseAnimation(duration if i else 150, group)
            pause.finished.connect(lambda i=i: self.play_view.reveal(i))
            group.addAnimation(pause)
        group.finished.connect(self._animation_done)
        self._anim = group
        group.start()

    def _animation_done(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.deleteLater()

    def _stop_animation(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            anim.deleteLater()
            for i in range(len(self.play_view.rows)):
                self.play_view.reveal(i)

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


# ---------------------------------------------------------------------------------------------
# Texts


def kind_name(kind: str) -> str:
    return {
        "pat": translate("DrawTrainer", "Pat decisions"),
        "one": translate("DrawTrainer", "One-card draws"),
        "two": translate("DrawTrainer", "Two-card draws"),
        "break": translate("DrawTrainer", "Breaking a badugi"),
        OTHER: translate("DrawTrainer", "Other draws"),
    }[kind]


def situation_text(spot: Spot) -> str:
    """"2 draws left · Opponents before you drew: 1, 2 · Your earlier discards: 7♣ 9♦"."""
    if spot.draws_left == 1:
        parts = [translate("DrawTrainer", "1 draw left (the last)")]
    else:
        parts = [translate("DrawTrainer", "{0} draws left").format(spot.draws_left)]
    pat = translate("DrawTrainer", "pat")
    drew = ", ".join(pat if n == 0 else str(n) for n in spot.opponents_drew)
    parts.append(translate("DrawTrainer", "Opponents before you drew: {0}").format(drew))
    if spot.dead:
        dead = cards_text(spot.dead)
        parts.append(translate("DrawTrainer", "Your earlier discards (dead): {0}").format(dead))
    return "  ·  ".join(parts)


def verdict_text(result: Grade) -> str:
    """What the choice was worth: right, or the best play and what the choice gave up."""
    best = discard_text(result.best)
    if result.correct:
        if result.chosen is result.best or result.value_gap == 0:
            return translate("DrawTrainer", "Right! {0} is the best play: badugi {1}.").format(
                best, percent(result.chosen.p_badugi)
            )
        return translate(
            "DrawTrainer", "Right: as good as the best play ({0}) within a tenth of a point."
        ).format(best)
    text = translate(
        "DrawTrainer",
        "The best play is {0} (badugi {1}). Yours ranks #{2} and gives up {3} points of value.",
    ).format(best, percent(result.best.p_badugi), result.rank, f"{100 * result.value_gap:.1f}")
    gap = f"{100 * abs(result.badugi_gap):.1f}"
    if result.badugi_gap > 0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} percentage points less often."
        ).format(gap)
    elif result.badugi_gap < -0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} percentage points more often, but rougher ones."
        ).format(gap)
    return text
