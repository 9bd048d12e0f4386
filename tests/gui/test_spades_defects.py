"""Issue 18's Spades defects, each as it was met: the demo's log speaking of the watched bot
as "you", a long Korean score line in the log cut off after a resume, nil and blind nil bid
with one key press, the bidding coach's chosen bid unreadable, the statistics saying "no
bids" after a nil, and a damaged stored record escaping the replayer as an exception."""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from history_play import play_spades
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QSplitter,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_spades_table import look, make_session, open_table, wait_ready
from tests_gui_helpers import open_window

from cardtable import games
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.shell.stats_page import StatisticsPage
from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.gui.spades.history_view import SpadesStatsTab
from cardtable.gui.spades.practice_look import PAGE_STYLE as PRACTICE_STYLE
from cardtable.gui.spades.table import SpadesTable
from cardtable.gui.spades.table_style import TABLE_STYLE
from cardtable.spades import NIL, Bid, ShowCards
from cardtable.spades.session import SpadesSession
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
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


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))  # fmt: skip


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def rule_colours(style: str, selector: str) -> tuple[QColor, QColor]:
    """(background, text) of ``selector``'s rule in a style sheet."""
    match = re.search(re.escape(selector) + r"\s*\{([^}]*)\}", style)
    assert match, selector
    body = dict(
        (k.strip(), v.strip()) for k, v in (p.split(":", 1) for p in match.group(1).split(";")
                                            if ":" in p)
    )  # fmt: skip
    return QColor(body["background"]), QColor(body["color"])


def drawn_contrast(widget: QWidget) -> float:
    """The contrast of ``widget`` as drawn: its most common colour (the background) against
    the colour farthest from it (the core of the text's strokes)."""
    image = widget.grab().toImage()
    counts: Counter[int] = Counter()
    for y in range(3, image.height() - 3):
        for x in range(3, image.width() - 3):
            counts[image.pixel(x, y)] += 1
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    return max(contrast(background, QColor.fromRgb(rgb)) for rgb in counts)


def test_the_chosen_bid_is_readable(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 12: the bidding coach's chosen bid was dark text (#1b1405) on the dark green
    felt: the page's "background: transparent" reached the buttons. Checked as drawn, and
    from the style sheets' colours (text on its background at least 4.5:1)."""
    for style in (PRACTICE_STYLE, TABLE_STYLE):
        for selector in ("QPushButton#bidValue:checked", "QPushButton#bidValue {"):
            back, fore = rule_colours(style, selector.rstrip(" {"))
            assert contrast(back, fore) >= 4.5, (selector, back.name(), fore.name())
    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    page = window.trainer
    assert isinstance(page, BiddingPractice)
    page.samples, page.budget_ms, page.bot_budget_ms, page.bot_samples = 20, None, None, 8
    qtbot.waitUntil(lambda: page.deal_ready, timeout=30000)
    page.choose_bid(3)
    qtbot.wait(20)
    chosen = page.bid_buttons[3]
    assert chosen.isChecked() and chosen.isEnabled()
    assert drawn_contrast(chosen) >= 4.5
    assert drawn_contrast(page.bid_buttons[5]) >= 4.5  # one not chosen
    window.close()


def test_the_table_picker_is_readable(qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=38))
    wait_ready(qtbot, table)
    look(qtbot, table)
    table._choose_bid(4)
    qtbot.wait(20)
    assert drawn_contrast(table.bid_buttons[4]) >= 4.5
    assert drawn_contrast(table.bid_buttons[2]) >= 4.5
    window.close()


def person_bids_nil(seed: int) -> SpadesSession:
    """A hand in which the person bids nil (the bots bid as the basic bot does), played out
    with the first legal card."""
    session = make_session(seed=seed)
    session.next_hand()
    while not session.hand_over:
        request = session.bot_request()
        if request is not None:
            session.apply_bot(request.move_no, request.bot.act(request.view))
            continue
        legal = session.view_for(0).legal_actions
        if ShowCards(0) in legal:
            session.act(0, ShowCards(0))
        elif Bid(0, NIL) in legal:
            session.act(0, Bid(0, NIL))
        else:
            session.act(0, legal[0])
    return session


def test_statistics_after_only_nil_bids_show_the_bid(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 12: with nothing but a nil stored, the chart said "No Spades bids stored
    yet."; a nil is shown as a bid of 0 tricks."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    session = person_bids_nil(seed=3)
    HistoryRecorder(db).record(session)
    took = db.hands("spades")[0].facts["tricks"]
    db.close()
    window = open_window(qtbot, tmp_path)
    window.act_statistics.trigger()
    page = window.trainer
    assert isinstance(page, StatisticsPage)
    tab = page.game_tabs["spades"]
    assert isinstance(tab, SpadesStatsTab)
    assert tab.bid_plot.has_data() and tab.bid_plot.counts == {(0, took): 1}
    assert tab.nil.detail.text().startswith(f"made: {int(took == 0)} of 1")
    window.close()


def test_a_stored_record_naming_seat_99_does_not_replay(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 14: a record edited in history.sqlite3 to give a bid to seat 99 raised
    IndexError out of the replay (a traceback from a Qt slot)."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    HistoryRecorder(db).record(play_spades(make_session(seed=4), hands=2))
    db.close()
    with sqlite3.connect(tmp_path / "history.sqlite3") as con:
        (game_id, text), = con.execute("SELECT game_id, record FROM game_records").fetchall()
        record = json.loads(text)
        record["hands"][1]["bids"][0][0] = 99
        con.execute("UPDATE game_records SET record = ? WHERE game_id = ?",
                    (json.dumps(record), game_id))  # fmt: skip
    con.close()
    window = open_window(qtbot, tmp_path)
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    top = page.tree.topLevelItem(0)
    page._fill(top)
    page.tree.setCurrentItem(top.child(1))
    page.act_replay.trigger()  # an exception here would fail the test (pytest-qt)
    assert page.stack.currentWidget() is page.listing
    assert "does not replay" in page.note.text() and "no seat 99" in page.note.text()
    window.close()


def test_the_demo_log_names_the_watched_bot(qtbot: QtBot, tmp_path: Path) -> None:
    """Defect 4: in ``--demo spades`` seat 0 is a bot (Mina) watched over its shoulder; the
    log said "You look at your cards" and "You bid 4" for it."""
    window = open_window(qtbot, tmp_path)
    window.open_session(games.demo_session("spades", seed=5, level="basic"), save=False)
    table = window.table
    assert isinstance(table, SpadesTable) and table.spectating
    qtbot.waitUntil(lambda: table.session.state.bids[0] is not None, timeout=20000)
    qtbot.waitUntil(lambda: not table.blocked or table.session.hand_over, timeout=20000)
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert not [line for line in lines if line.startswith("You ")]
    assert any(line.startswith("Mina bids") for line in lines), lines
    window.close()
