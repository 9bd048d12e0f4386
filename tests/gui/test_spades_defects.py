"""Issue 18's Spades defects, each as it was met: the demo's log speaking of the watched bot
as "you", a long Korean score line in the log cut off after a resume, nil and blind nil bid
with one key press, the bidding coach's chosen bid unreadable, the statistics saying "no
bids" after a nil, and a damaged stored record escaping the replayer as an exception."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from history_play import play_spades
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QSplitter,
    QStyleOptionViewItem,
)
from pytestqt.qtbot import QtBot
from test_spades_table import make_session
from tests_gui_helpers import open_window

from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.spades.table import SpadesTable


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko")
    assert translators
    yield
    remove_translators(qapp, translators)


def cut_log_lines(log: QListWidget) -> list[str]:
    """The log's lines drawn shortened with "…": each row is painted by the view's own
    delegate as the view paints it, and again with eliding off; a row whose two pictures
    differ lost part of its text."""
    QApplication.sendPostedEvents()
    delegate = log.itemDelegate()
    cut = []
    for i in range(log.count()):
        item = log.item(i)
        index = log.indexFromItem(item)
        rect = log.visualItemRect(item)
        if log.fontMetrics().horizontalAdvance(item.text()) < rect.width() // 2:
            continue  # one short line: nothing to wrap (and it saves time)
        pictures = []
        for elide in (log.textElideMode(), Qt.TextElideMode.ElideNone):
            option = QStyleOptionViewItem()
            log.initViewItemOption(option)
            option.rect = QRect(0, 0, rect.width(), rect.height())
            option.textElideMode = elide
            image = QImage(rect.size(), QImage.Format.Format_ARGB32)
            image.fill(0)
            painter = QPainter(image)
            delegate.paint(painter, option, index)
            painter.end()
            pictures.append(image)
        if pictures[0] != pictures[1]:
            cut.append(item.text())
    return cut


def test_a_long_korean_score_line_is_whole_after_a_resume(
    qtbot: QtBot, tmp_path: Path, korean: None
) -> None:
    """Defect 7: the log restored on resume showed a long score line on one row ending
    "(합…" at some widths of the side panel (the row a pixel short of two lines)."""
    session = play_spades(make_session(seed=6), hands=3)
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    window.act_leave.trigger()
    window.resume()
    table = window.table
    assert isinstance(table, SpadesTable)
    table.side.show_log()
    qtbot.wait(20)
    scored = [table.log.item(i).text() for i in range(table.log.count())
              if "점수 계산" in table.log.item(i).text()]  # fmt: skip
    assert len(scored) == 3
    assert cut_log_lines(table.log) == []
    splitter = table.side.parentWidget()
    assert isinstance(splitter, QSplitter)
    for width in range(344, 470, 4):
        splitter.setSizes([window.width() - width, width])
        qtbot.wait(5)
        assert cut_log_lines(table.log) == [], width
    window.close()
