"""The bidding practice's notice that its progress file could not be read stays on the page,
and with it the page still fits a 1024x700 screen: the notice was three paragraphs with
blank lines between them, and pushed the coach's answer below a scroll bar (session 15's
playtest). The message box keeps the paragraphs; the notice says what happened in one line."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot
from test_practice_memory_gui import open_practice
from tests_gui_helpers import SMALL, cut_off

from cardtable.gui.common import tasks
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.common.named import ElidedLabel
from cardtable.gui.common.progress_notice import one_paragraph
from cardtable.gui.games import catalogues
from cardtable.spades.practice_progress import PROGRESS_NAME


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


def answered_body(qtbot: QtBot, page: Any, seed: int) -> QScrollArea:
    """Deal ``seed`` on the bidding practice, answer 1 and wait for the coach's answer: the
    practice's scrolled body, laid out."""
    page.deal(seed=seed)
    qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=15000)
    page.choose_bid(1)
    page.submit()
    qtbot.waitUntil(lambda: page.advice_panel.isVisible())
    body = next(
        s for s in page.findChildren(QScrollArea) if s.widget().objectName() == "practiceBody"
    )
    qtbot.waitUntil(lambda: body.widget().height() > 0)
    return body


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_unreadable_progress_notice_leaves_the_page_unscrolled(
    qtbot: QtBot, tmp_path: Path, fast_practice: None, qapp: QApplication, language: str, seed: int
) -> None:
    """At 1012x660 (a window filling 1024x700): the notice in one line (the box and the
    notice's tool tip say why) and the cards drawn smaller while it shows; the answer and
    the played-out result without scrolling."""
    translators = install_translators(qapp, "ko", catalogues()) if language == "ko" else []
    try:
        (tmp_path / PROGRESS_NAME).write_text("garbage{{", encoding="utf-8")
        window, page = open_practice(qtbot, tmp_path)
        box = page.error_box
        assert box is not None and page.notice.isVisible() and page.moved_to is not None
        notice = page.notice.text()
        assert page.notice.toolTip() == box.text()  # the whole of it, reasons and all
        assert page.moved_to.name in notice
        if language == "en":
            assert notice == (
                f"The practice progress could not be read and was set aside as "
                f"{page.moved_to.name}."
            )
        box.close()
        window.resize(*SMALL)
        body = answered_body(qtbot, page, seed)
        qtbot.wait(50)  # the layout after the answer's text
        assert page.notice.isVisible()
        room = page.notice.contentsRect().width()
        assert page.notice.fontMetrics().horizontalAdvance(notice) <= room  # one line
        assert body.verticalScrollBar().maximum() == 0
        page.play_out()
        qtbot.waitUntil(lambda: page.play_result is not None, timeout=30000)
        qtbot.wait(50)
        assert page.outcome.text() and body.verticalScrollBar().maximum() == 0
        assert cut_off(window) == []
        window.close()
    finally:
        remove_translators(qapp, translators)


def test_one_paragraph_ends_each_paragraph_as_a_sentence() -> None:
    """The draw trainer's notice: the box's paragraphs run together, the reason (an error's
    words, without a full stop) ended as a sentence ("line 1) Your score" before)."""
    text = "Could not be read.\n\nReason: not valid JSON (line 1)\n\nYour score  starts again."
    assert one_paragraph(text) == (
        "Could not be read. Reason: not valid JSON (line 1). Your score starts again."
    )


def test_a_kept_progress_file_is_said_in_one_line(
    qtbot: QtBot,
    read_only_folder: Path,
    put_file: Callable[..., Path],
    fast_practice: None,
) -> None:
    """In a read-only folder the file stays where it is: the notice says so, and that the
    accuracy will not be saved, in one line; the two reasons are the box's and the tool
    tip's."""
    put_file(read_only_folder, PROGRESS_NAME, "garbage{{")
    window, page = open_practice(qtbot, read_only_folder)
    box = page.error_box
    assert box is not None and page.move_error is not None and page.moved_to is None
    assert page.notice.text() == (
        "The practice progress could not be read and is left untouched: your accuracy "
        "will not be saved."
    )
    assert page.notice.toolTip() == box.text() and "Permission denied" in box.text()
    box.close()
    window.close()


@pytest.mark.parametrize("seed", [3, 8])
def test_the_answer_shows_whole_under_the_read_only_banner(
    qtbot: QtBot,
    read_only_folder: Path,
    put_file: Callable[..., Path],
    fast_practice: None,
    seed: int,
) -> None:
    """In a read-only folder the window's banner ("cannot save") takes 42 px over the page as
    well as the notice: the coach's answer went 23 px below a scroll bar at 1012x660
    (session 16's playtest), and the status line saying the progress is not saved ran 440 px
    past the window's edge."""
    put_file(read_only_folder, PROGRESS_NAME, "garbage{{")
    window, page = open_practice(qtbot, read_only_folder)
    assert page.error_box is not None
    page.error_box.close()
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: window.save_banner.isVisible())
    body = answered_body(qtbot, page, seed)
    qtbot.wait(50)
    assert body.verticalScrollBar().maximum() == 0
    # The grade has the row to itself until the hand is played out: one line.
    assert not page.outcome.isVisible()
    assert page.verdict.height() < 2 * page.verdict.fontMetrics().height()
    # The status line (the save refused) ends in "…", the whole of it in its tool tip.
    status = page.status
    assert isinstance(status, ElidedLabel) and "Could not save" in status.text()
    assert status.shown_text().endswith("…") and status.toolTip() == status.text()
    assert cut_off(window) == []
    window.close()
