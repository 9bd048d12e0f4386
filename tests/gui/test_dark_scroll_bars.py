"""The side panels' scroll bars are dark like the panels: the tables' logs showed the
platform's light grey bar on the dark side panel (playtest, session 14), where the Spades
coach's reasons already had a dark one. One set of rules (``named.dark_scroll_bars``)."""

from __future__ import annotations

from pathlib import Path

import pytest
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
    # The groove at one end or the other (the handle, wherever the log has scrolled to, is
    # at most one of them).
    ends = [image.pixelColor(image.width() // 2, y) for y in (4, image.height() - 4)]
    colour = min(ends, key=lambda c: c.lightness())
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


def _sheet(name: str) -> str:
    from cardtable.gui.badugi.trainer_panels import PAGE_STYLE as TRAINER
    from cardtable.gui.shell.records_common import STYLE as RECORDS
    from cardtable.gui.spades.practice_look import PAGE_STYLE as PRACTICE

    return {"recordsPage": RECORDS, "biddingPractice": PRACTICE, "drawTrainer": TRAINER}[name]


@pytest.mark.parametrize("page_name", ["recordsPage", "biddingPractice", "drawTrainer"])
def test_the_pages_scroll_bars_are_dark(qtbot: QtBot, page_name: str) -> None:
    """The statistics, history and replayer pages (their shared ``STYLE``) and the two
    trainers' pages: the replayer's steps and everyone's cards, and the bidding practice
    scrolled at 1024x700 under a notice, had light grey bars on the dark green page
    (playtest, session 15), down and across."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

    page = QWidget()
    qtbot.addWidget(page)
    page.setObjectName(page_name)
    page.setStyleSheet(_sheet(page_name))
    hands = QTextBrowser(page)
    hands.setObjectName("hands")
    hands.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)
    line = "Mina: 3♣ 6♣ 9♣ 9♣ Q♣ K♣ K♣ A♣ 7♦ Q♦ 10♥ J♥ Q♥" * 3
    hands.setPlainText("\n".join(line for _ in range(60)))
    QVBoxLayout(page).addWidget(hands)
    page.resize(300, 200)
    page.show()
    qtbot.waitExposed(page)
    for bar in (hands.verticalScrollBar(), hands.horizontalScrollBar()):
        qtbot.waitUntil(bar.isVisible)
        image = bar.grab().toImage()
        x, y = (image.width() - 4, image.height() // 2)
        if bar.orientation() is Qt.Orientation.Vertical:
            x, y = image.width() // 2, image.height() - 4
        assert image.pixelColor(x, y).lightness() < 70, image.pixelColor(x, y).name()
