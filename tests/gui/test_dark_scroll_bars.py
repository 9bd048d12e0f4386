"""The side panels' scroll bars are dark like the panels: the tables' logs showed the
platform's light grey bar on the dark side panel (playtest, session 14), where the Spades
coach's reasons already had a dark one. One set of rules (``named.dark_scroll_bars``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot
from tests_gui_helpers import SMALL, make_session, open_window

from cardtable.core.session import SeatConfig
from cardtable.spades import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def _bar_is_dark(qtbot: QtBot, log: QListWidget) -> None:
    for i in range(80):
        log.addItem(f"Line {i} of a long hand")
    bar = log.verticalScrollBar()
    qtbot.waitUntil(bar.isVisible)
    image = bar.grab().toImage()
    # The groove, below the handle (at the top: the log has not scrolled).
    colour = image.pixelColor(image.width() // 2, image.height() - 4)
    assert colour.lightness() < 70, colour.name()  # the platform's was light grey


def test_the_badugi_log_scroll_bar_is_dark(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    window.open_session(make_session())
    qtbot.waitExposed(window)
    _bar_is_dark(qtbot, window.table.log)
    window.close()


def test_the_spades_log_scroll_bar_is_dark(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.resize(*SMALL)
    seats = tuple(SeatConfig(f"P{i}", None if i == 0 else "basic") for i in range(4))
    window.open_session(SpadesSession(SpadesConfig(SpadesRules(), seats), seed=7))
    qtbot.waitExposed(window)
    _bar_is_dark(qtbot, window.table.log)
    window.close()
