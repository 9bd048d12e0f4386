"""What the statistics page, the hand history and the replayer share: their look (their
header with its Back button is ``Page.header``), how dates are written, and each game's
title and part of the pages, found by the game's name among ``GUI_GAMES``. The figures'
words (chips, points, percent) are in ``gui.common.figures``, where each game's part can use
them too."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime
from PySide6.QtWidgets import QLabel, QLayout, QVBoxLayout, QWidget

from cardtable.gui.common.combo_look import COMBO_RULES
from cardtable.gui.common.focus_ring import PAGE_RING
from cardtable.gui.common.gui_spec import GuiSpec
from cardtable.gui.common.history_view import HistoryView
from cardtable.gui.common.named import dark_scroll_bars, named_label
from cardtable.gui.common.words import plural
from cardtable.gui.games import GUI_GAMES
from cardtable.storage.history_db import HistoryDB

STYLE = (
    """
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
QToolButton, QPushButton { color: #f2f2ee; background: #2f6b45; border: 3px solid #1d4a2e;
    border-radius: 8px; padding: 4px 10px; font-size: 14px; font-weight: bold; }
QToolButton:hover, QPushButton:hover { background: #3b8457; }
QToolButton:disabled, QPushButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#back { background: #2b3138; }
QTabWidget::pane { border: none; }
QTabBar::tab { color: #eef2ea; background: #23402f; padding: 7px 18px; font-size: 15px;
    border-top-left-radius: 8px; border-top-right-radius: 8px; margin-right: 3px; }
QTabBar::tab:selected { background: #2f6b45; font-weight: bold; }
QTreeWidget, QListWidget { background: #121815; color: #dfe5df; font-size: 14px;
    border: 2px solid #2c5a3d; border-radius: 6px; }
QTreeWidget::item { padding: 3px 2px; }
QListWidget::item { padding: 1px 2px; }
QTreeWidget::item:selected, QListWidget::item:selected { background: #8a6a1f; color: #fff; }
QTextBrowser#hands, QTextBrowser#review { background: rgba(8, 20, 14, 150); color: #eef2ea;
    font-size: 14px; border-radius: 6px; }
QHeaderView::section { background: #1f2a24; color: #eef2ea; padding: 4px; border: none;
    font-size: 13px; }
"""
    + PAGE_RING
    + COMBO_RULES
    + dark_scroll_bars()
)


def when(seconds: int) -> str:
    """A stored time (seconds since 1970) as local "2026-11-24 16:05": the same order in
    English and Korean, and it sorts as text."""
    return QDateTime.fromSecsSinceEpoch(int(seconds)).toString("yyyy-MM-dd HH:mm")


def gui_of(game: str) -> GuiSpec | None:
    """The GUI spec of ``game``; None for a game this version does not show (a row written
    by another version)."""
    return next((spec for spec in GUI_GAMES if spec.name == game), None)


def view_of(game: str) -> HistoryView | None:
    """The game's part of the history pages, imported when first needed."""
    spec = gui_of(game)
    return spec.history() if spec is not None and spec.history is not None else None


def game_title(game: str) -> str:
    """The game's translated title; its stored name for a game this version does not know."""
    spec = gui_of(game)
    return spec.title() if spec is not None else game


def unreadable_note(history: HistoryDB | None) -> str:
    """What the pages could not read of a history that opened (rows holding a value of the
    wrong type, left out and kept in the file), or "" when everything read was readable."""
    if history is None:
        return ""
    games, hands = len(history.unreadable_games), len(history.unreadable_hands)
    if not games and not hands:
        return ""
    translate = QCoreApplication.translate
    return translate(
        "Records",
        "Part of the history could not be read: {0} and {1} hold a value of the wrong type. "
        "What could not be read is left out here (seats whose names could not be read are "
        "numbered); the file keeps it unchanged.",
    ).format(
        plural(
            games,
            translate("Records", "{0} game or sitting"),
            translate("Records", "{0} games or sittings"),
        ),
        plural(hands, translate("Records", "{0} hand"), translate("Records", "{0} hands")),
    )


def note_label(parent: QWidget) -> QLabel:
    """A line under a page's header, hidden until there is something to say: what of the
    history could not be read, or why the page is empty."""
    label = named_label("note", parent, wrap=True)
    label.setVisible(False)
    return label


def add_head(column: QVBoxLayout, top: QLayout, note: QLabel, unreadable: QLabel) -> None:
    """A records page's head: its header row, then its note and its unreadable lines."""
    column.addLayout(top)
    column.addWidget(note)
    column.addWidget(unreadable)


def show_unreadable(label: QLabel, history: HistoryDB | None) -> None:
    text = unreadable_note(history)
    label.setText(text)
    label.setAccessibleName(text)
    label.setVisible(bool(text))
