"""High card in the statistics page, the hand history and the replayer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from cardtable.core.history import GameRow, HandRow
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.columns import column
from cardtable.gui.common.history_view import ReplayBoard, StatsTab
from cardtable.gui.common.prefs import Prefs
from cardtable.highcard.engine import Acted, card_text


class HighCardStats(StatsTab):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid, self.figures = self.tiles(["Hands", "Won", "Swapped"])
        column(self, grid)

    def show_stats(self, stats: Any) -> None:
        for tile, value in zip(self.figures, (stats.hands, stats.won, stats.swapped),
                               strict=True):  # fmt: skip
            tile.show_figure(str(value))


class HighCardBoard:
    """A stored hand step by step: the scene holds one line of text per step."""

    steps_stretch, hands_stretch, hands_lines = 3, 1, 2

    def __init__(self, frames: Sequence[Any], names: Sequence[str]) -> None:
        self.frames, self.names = list(frames), list(names)
        self.scene = QGraphicsScene()
        self.text = self.scene.addSimpleText("")
        self.lines = [", ".join(f"{names[e.seat]} {e.kind}" for e in f.events
                                if isinstance(e, Acted)) or "deal"
                      for f in self.frames]  # fmt: skip

    def make_view(self) -> QGraphicsView:
        return QGraphicsView(self.scene)

    def draw(self, index: int) -> str:
        view = self.frames[index].view
        shown = [f"{self.names[s]} {card_text(c)}" for s, c in enumerate(view.shown)]
        self.text.setText(" · ".join(shown))
        return "<br>".join(shown)


class HighCardHistoryView:
    def game_result(self, row: GameRow) -> str:
        return f"{row.net:+d} points"

    def game_outcome(self, row: GameRow) -> int:
        return (row.net > 0) - (row.net < 0)

    def rules_text(self, row: GameRow) -> str:
        return ""

    def hand_result(self, row: HandRow) -> str:
        return f"{row.net:+d}"

    def hand_details(self, row: HandRow) -> str:
        return f"held {row.cards}" + (" (swapped)" if row.facts.get("swapped") else "")

    def stats_tab(self, parent: QWidget) -> StatsTab:
        return HighCardStats(parent)

    def replay_board(self, frames: Sequence[Any], names: Sequence[str], hero: int,
                     prefs: Prefs, cache: CardPixmapCache) -> ReplayBoard:  # fmt: skip
        return HighCardBoard(frames, names)
