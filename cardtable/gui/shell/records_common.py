"""What the statistics page, the hand history and the replayer share: their look, the header
with its Back button, figure tiles, and how dates, results and figures are written."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.core.history import GameRow
from cardtable.gui.common.shortcuts import tool_button

translate = QCoreApplication.translate

STYLE = """
QWidget#recordsPage { background: qradialgradient(cx:0.4, cy:0.3, radius:1.1,
    fx:0.4, fy:0.3, stop:0 #1d5c3a, stop:1 #0b2a1a); }
QLabel { color: #eef2ea; font-size: 14px; }
QLabel#title { font-size: 22px; font-weight: bold; }
QLabel#note { color: #ffd27a; }
QLabel#tileValue { font-size: 24px; font-weight: bold; color: #ffe6a6; }
QLabel#tileCaption { font-size: 13px; color: #cfe3d4; }
QLabel#tileDetail { font-size: 12px; color: #a9c4b1; }
QFrame#tile, QFrame#panel { background: rgba(8, 20, 14, 150); border: 1px solid #2c5a3d;
    border-radius: 10px; }
QToolButton, QPushButton { color: #f2f2ee; background: #2f6b45; border: 1px solid #1d4a2e;
    border-radius: 8px; padding: 6px 12px; font-size: 14px; font-weight: bold; }
QToolButton:hover, QPushButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#back { background: #2b3138; }
QComboBox { color: #eef2ea; background: #2b3138; padding: 4px 8px; font-size: 14px; }
QTabWidget::pane { border: none; }
QTabBar::tab { color: #eef2ea; background: #23402f; padding: 7px 18px; font-size: 15px;
    border-top-left-radius: 8px; border-top-right-radius: 8px; margin-right: 3px; }
QTabBar::tab:selected { background: #2f6b45; font-weight: bold; }
QTreeWidget, QListWidget { background: #121815; color: #dfe5df; font-size: 14px;
    border: 1px solid #2c5a3d; border-radius: 6px; }
QTreeWidget::item { padding: 3px 2px; }
QListWidget::item { padding: 1px 2px; }
QTreeWidget::item:selected, QListWidget::item:selected { background: #8a6a1f; color: #fff; }
QTextBrowser#hands { background: rgba(8, 20, 14, 150); color: #eef2ea; font-size: 14px;
    border-radius: 6px; }
QHeaderView::section { background: #1f2a24; color: #eef2ea; padding: 4px; border: none;
    font-size: 13px; }
"""


def header(owner: QWidget, back: QAction, title: str) -> tuple[QHBoxLayout, QLabel]:
    """The Back button and the page title in a row; more widgets can be added to the row."""
    label = QLabel(title, owner)
    label.setObjectName("title")
    row = QHBoxLayout()
    row.addWidget(tool_button(owner, back))
    row.addSpacing(12)
    row.addWidget(label)
    row.addStretch(1)
    return row, label


class Tile(QFrame):
    """A figure with its caption and a detail line ("54%" / "Win rate" / "27 of 50 hands")."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.value = QLabel("–", self)
        self.value.setObjectName("tileValue")
        self.caption = QLabel(caption, self)
        self.caption.setObjectName("tileCaption")
        self.caption.setWordWrap(True)
        self.detail = QLabel("", self)
        self.detail.setObjectName("tileDetail")
        self.detail.setWordWrap(True)
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 8, 12, 8)
        col.setSpacing(2)
        col.addWidget(self.value)
        col.addWidget(self.caption)
        col.addWidget(self.detail)
        col.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_figure(self, value: str, detail: str = "") -> None:
        self.value.setText(value)
        self.detail.setText(detail)


def percent(p: float | None) -> str:
    return "–" if p is None else f"{100 * p:.0f}%"


def signed(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "–"
    return f"{value:+.{digits}f}" if digits else f"{value:+d}"


def when(seconds: int) -> str:
    """A stored time (seconds since 1970) as local "2026-11-24 16:05": the same order in
    English and Korean, and it sorts as text."""
    return QDateTime.fromSecsSinceEpoch(int(seconds)).toString("yyyy-MM-dd HH:mm")


def game_title(game: str) -> str:
    return {
        "badugi": translate("Games", "Badugi"),
        "spades": translate("Games", "Spades"),
    }.get(game, game)


def chips_text(net: int) -> str:
    """"+12 chips", "-1 chip" (signed: what the hand or sitting won or lost)."""
    if abs(net) == 1:
        return translate("Records", "{0} chip").format(signed(net))
    return translate("Records", "{0} chips").format(signed(net))


def points_text(net: int) -> str:
    if abs(net) == 1:
        return translate("Records", "{0} point").format(signed(net))
    return translate("Records", "{0} points").format(signed(net))


def hands_text(count: int) -> str:
    if count == 1:
        return translate("Records", "1 hand")
    return translate("Records", "{0} hands").format(count)


def game_result(row: GameRow) -> str:
    """"+34 chips" for a Badugi sitting; "Won 512 to 380", "Lost …" or "Unfinished 120 to
    96" for a Spades game (his team's total first, then the best other team's)."""
    if row.game == "badugi":
        return chips_text(row.net)
    others = [v for i, v in enumerate(row.scores) if row.hero_seat is None
              or i != row.hero_seat % max(1, len(row.scores))]  # fmt: skip
    best = max(others) if others else 0
    if row.result == "won":
        return translate("Records", "Won {0} to {1}").format(row.net, best)
    if row.result == "lost":
        return translate("Records", "Lost {0} to {1}").format(row.net, best)
    return translate("Records", "Unfinished, {0} to {1}").format(row.net, best)
