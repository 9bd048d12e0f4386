"""The replayer: a stored hand stepped through on the table it was played on, one action at a
time, forward and back, with every player's cards shown (the hand is over; nothing is secret
any more).

The positions come from ``table.replay``, which replays the record through the engine; this
widget only draws them with the games' own scenes, a list of the steps (click one to jump to
it) and the cards each player holds at that step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.history import BadugiFrame
from cardtable.core.cards import Card
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.common.cardart import BackColour, CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.shortcuts import page_action, tool_button
from cardtable.gui.common.table_view import TableView
from cardtable.gui.spades import text as spades_text
from cardtable.gui.spades.scene import (
    SpadesScene,
    SpadesView,
    picture_after_hand,
    picture_from_view,
)
from cardtable.spades.events import TrickWon
from cardtable.spades.history import SpadesFrame

RED_SUITS = {1, 2}  # diamonds, hearts


class StepList(QListWidget):
    """The list of steps, which keeps the step shown in sight when it changes size.

    Opening a Spades hand after a Badugi one gives the cards panel more room and the list
    less, and a person may shrink the window: the list was scrolled to the step before that
    and the highlighted step ended below its bottom edge (seen at 1024x700)."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item)


def cards_html(cards: Sequence[Card]) -> str:
    """Cards with their suit symbols, hearts and diamonds in red."""
    parts = []
    for card in cards:
        colour = "#ff8a80" if int(card.suit) in RED_SUITS else "#f4f4ef"
        parts.append(f'<span style="color:{colour}">{card.symbol_text}</span>')
    return " ".join(parts)


class Replayer(QWidget):
    """Shows one stored hand at a time (``show_badugi`` / ``show_spades``).
    ``back_requested``: back to the list; ``neighbour_requested(step)``: the hand before
    (-1) or after (+1) this one in the list."""

    back_requested = Signal()
    neighbour_requested = Signal(int)

    def __init__(self, prefs: Prefs, cache: CardPixmapCache, parent: QWidget | None = None):
        super().__init__(parent)
        self.prefs = prefs
        self.cache = cache
        self.frames: list[Any] = []
        self.index = 0
        self.names: list[str] = []
        self.hero = 0
        self.game = ""
        self.scene: TableScene | SpadesScene | None = None
        self.view: TableView | None = None
        self._build_actions()
        self._build_ui()

    # ------------------------------------------------------------------ construction

    def _build_actions(self) -> None:
        def action(name: str, text: str, keys: list[str], slot: Any) -> QAction:
            return page_action(self, name, text, keys, slot)

        self.act_first = action("replay_first", self.tr("First"), ["Home"], self.first)
        self.act_back_step = action("replay_back", self.tr("◀ Back"), ["Left", "Backspace"],
                                    self.step_back)  # fmt: skip
        self.act_forward = action("replay_forward", self.tr("Forward ▶"), ["Right", "Space"],
                                  self.step_forward)  # fmt: skip
        self.act_last = action("replay_last", self.tr("Last"), ["End"], self.last)
        self.act_previous_hand = action("previous_hand", self.tr("Previous hand"), ["PgUp"],
                                        lambda: self.neighbour_requested.emit(-1))  # fmt: skip
        self.act_next_hand = action("next_hand", self.tr("Next hand"), ["PgDown"],
                                    lambda: self.neighbour_requested.emit(1))  # fmt: skip
        self.act_close = action("close_replay", self.tr("Back to the list"), ["Esc"],
                                self.back_requested.emit)  # fmt: skip
        self.table_actions: list[QAction] = [
            self.act_first, self.act_back_step, self.act_forward, self.act_last,
            self.act_previous_hand, self.act_next_hand, self.act_close,
        ]  # fmt: skip

    def _build_ui(self) -> None:
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(tool_button(self, self.act_close))
        top.addSpacing(12)
        top.addWidget(self.title, 1)

        self.stage = QWidget(self)  # holds the table view of the hand shown
        self.stage_layout = QVBoxLayout(self.stage)
        self.stage_layout.setContentsMargins(0, 0, 0, 0)
        self.steps = StepList(self)
        self.steps.setObjectName("steps")
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.steps.currentRowChanged.connect(self._row_chosen)
        # Up to eight hands of up to 17 cards: a scrolling text box, never cut off.
        self.hands = QTextBrowser(self)
        self.hands.setObjectName("hands")
        self.hands.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hands.setFrameShape(QFrame.Shape.NoFrame)
        cards_title = QLabel(self.tr("Everyone's cards"), self)
        cards_title.setObjectName("tileCaption")
        side = QWidget(self)
        side_col = self.side_col = QVBoxLayout(side)
        side_col.setContentsMargins(8, 0, 0, 0)
        side_col.addWidget(self.steps, 3)
        side_col.addWidget(cards_title)
        side_col.addWidget(self.hands, 2)
        side.setMinimumWidth(240)
        splitter = QSplitter(self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.stage)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([900, 300])

        self.position = QLabel(self)
        self.position.setObjectName("tileCaption")
        bar = QHBoxLayout()
        for act in (self.act_previous_hand, self.act_first, self.act_back_step):
            bar.addWidget(tool_button(self, act))
        bar.addStretch(1)
        bar.addWidget(self.position)
        bar.addStretch(1)
        for act in (self.act_forward, self.act_last, self.act_next_hand):
            bar.addWidget(tool_button(self, act))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(bar)

    def _set_scene(self, scene: TableScene | SpadesScene) -> None:
        if self.view is not None:
            self.stage_layout.removeWidget(self.view)
            self.view.setParent(None)
            self.view.deleteLater()
        self.scene = scene
        scene.setParent(self)
        view: TableView = SpadesView(scene) if isinstance(scene, SpadesScene) else TableView(scene)
        view.setParent(self.stage)
        view.setMinimumSize(320, 220)
        self.view = view
        self.stage_layout.addWidget(view)

    # ------------------------------------------------------------------ showing a hand

    def show_badugi(self, frames: list[BadugiFrame], names: Sequence[str], hero: int,
                    title: str) -> None:  # fmt: skip
        """Replay a Badugi hand: ``frames`` from ``table.replay.badugi_frames``."""
        self.game, self.hero, self.names = "badugi", hero, list(names)
        look = (self.prefs.four_colour, BackColour(self.prefs.back_colour))
        self._set_scene(TableScene(len(names), hero, self.cache, *look))
        draws = frames[0].view.rules.draws
        lines = []
        for frame in frames:
            text = [badugi_text.event_line(e, self.names, draws) for e in frame.events]
            lines.append("\n".join(t for t in text if t))
        self._load(frames, lines, title)

    def show_spades(self, frames: list[SpadesFrame], names: Sequence[str], hero: int,
                    title: str) -> None:  # fmt: skip
        """Replay one hand of a Spades game: ``frames`` from ``table.replay.spades_frames``."""
        self.game, self.hero, self.names = "spades", hero, list(names)
        rules = frames[0].view.rules
        look = (self.prefs.four_colour, BackColour(self.prefs.back_colour))
        self._set_scene(SpadesScene(rules, hero, self.cache, *look))
        lines = []
        for i, frame in enumerate(frames):
            text = [spades_text.event_line(e, self.names, hero, rules) for e in frame.events]
            if i == 0:
                text = [self.tr("The deal. Dealer: {0}").format(self.names[frame.view.dealer])]
            lines.append("\n".join(t for t in text if t))
        self._load(frames, lines, title)

    def _load(self, frames: list[Any], lines: list[str], title: str) -> None:
        # Badugi hands take a line each (two when the panel is narrow), so the steps get the
        # rest; Spades hands of 13-17 cards share the column with them.
        self.side_col.setStretchFactor(self.hands, 2 if self.game == "spades" else 1)
        self.side_col.setStretchFactor(self.steps, 3 if self.game == "spades" else 4)
        most = 16_777_215  # QWIDGETSIZE_MAX
        if self.game == "badugi":
            most = self.hands.fontMetrics().lineSpacing() * (2 * len(self.names) + 1) + 16
        self.hands.setMaximumHeight(most)
        self.frames = frames
        self.title.setText(title)
        self.steps.blockSignals(True)
        self.steps.clear()
        for i, line in enumerate(lines):
            self.steps.addItem(f"{i}. {line}" if i else line)
        self.steps.blockSignals(False)
        self.step_to(0)

    # ------------------------------------------------------------------ stepping

    def step_to(self, index: int) -> None:
        if not self.frames:
            return
        self.index = max(0, min(len(self.frames) - 1, index))
        frame = self.frames[self.index]
        if self.game == "badugi":
            self._draw_badugi(frame)
        else:
            self._draw_spades(frame)
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(self.index)
        self.steps.blockSignals(False)
        self.steps.scrollToItem(self.steps.currentItem())
        self.position.setText(
            self.tr("Step {0} of {1}").format(self.index + 1, len(self.frames))
        )
        at_start, at_end = self.index == 0, self.index == len(self.frames) - 1
        self.act_first.setEnabled(not at_start)
        self.act_back_step.setEnabled(not at_start)
        self.act_forward.setEnabled(not at_end)
        self.act_last.setEnabled(not at_end)

    def step_forward(self) -> None:
        self.step_to(self.index + 1)

    def step_back(self) -> None:
        self.step_to(self.index - 1)

    def first(self) -> None:
        self.step_to(0)

    def last(self) -> None:
        self.step_to(len(self.frames) - 1)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.step_to(row)

    def set_neighbours(self, before: bool, after: bool) -> None:
        self.act_previous_hand.setEnabled(before)
        self.act_next_hand.setEnabled(after)

    # ------------------------------------------------------------------ drawing

    def _draw_badugi(self, frame: BadugiFrame) -> None:
        assert isinstance(self.scene, TableScene)
        bots = [s != self.hero for s in range(len(self.names))]
        self.scene.sync(frame.view, self.names, bots)
        rows = []
        for seat, cards in enumerate(frame.hands):
            if not cards:
                continue
            name = self.names[seat]
            line = f"<b>{name}</b>: {cards_html(cards)}"
            if frame.view.folded[seat]:
                line += " · " + self.tr("folded")
            else:
                line += " · " + badugi_text.hand_name(evaluate(cards))
            rows.append(line)
        self.hands.setText("<br>".join(rows))

    def _draw_spades(self, frame: SpadesFrame) -> None:
        assert isinstance(self.scene, SpadesScene)
        bots = [s != self.hero for s in range(len(self.names))]
        if frame.record is not None:
            picture = picture_after_hand(frame.view, frame.record)
        else:
            picture = dataclasses.replace(
                picture_from_view(frame.view), hand=frame.hands[self.hero], legal=frozenset()
            )
        # The step that completes a trick shows that trick (and who took it), not the empty
        # table after it.
        self.scene.showing_last = any(isinstance(e, TrickWon) for e in frame.events)
        self.scene.sync(picture, self.names, bots)
        rows = []
        for seat, cards in enumerate(frame.hands):
            held = cards_html(cards) if cards else self.tr("no cards left")
            rows.append(f"<b>{self.names[seat]}</b>: {held}")
        self.hands.setText("<br>".join(rows))

    def shutdown(self) -> None:
        """Nothing runs on its own here."""
