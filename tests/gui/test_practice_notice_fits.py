"""The bidding practice's notice that its progress file could not be read stays on the page,
and with it the page still fits a 1024x700 screen: the notice was three paragraphs with
blank lines between them, and pushed the coach's answer below a scroll bar (session 15's
playtest). The message box keeps the paragraphs; the notice says the same in one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot
from test_practice_memory_gui import open_practice
from tests_gui_helpers import SMALL, cut_off

from cardtable.gui.common import tasks
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.common.progress_notice import one_paragraph
from cardtable.gui.games import catalogues
from cardtable.spades.practice import PROGRESS_NAME


@pytest.fixture(autouse=True)
def no_worker_threads() -> Iterator[None]:
    yield
    alive = tasks.runners_with_threads(wait_s=5.0)
    assert not alive, f"worker threads still running: {alive}"


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_unreadable_progress_notice_leaves_the_page_unscrolled(
    qtbot: QtBot, tmp_path: Path, fast_practice: None, qapp: QApplication, language: str, seed: int
) -> None:
    """At 1012x660 (a window filling 1024x700): the notice in one paragraph and the cards
    drawn smaller while it shows; the answer and the played-out result without scrolling."""
    translators = install_translators(qapp, "ko", catalogues()) if language == "ko" else []
    try:
        (tmp_path / PROGRESS_NAME).write_text("garbage{{", encoding="utf-8")
        window, page = open_practice(qtbot, tmp_path)
        box = page.error_box
        assert box is not None and page.moved_to is not None
        assert page.notice.isVisible() and page.moved_to.name in page.notice.text()
        assert "\n" not in page.notice.text()  # one paragraph; the box keeps three
        assert page.notice.text() == one_paragraph(box.text())
        if language == "en":  # the reason, an error's words, ended as a sentence
            assert "(Expecting value at line 1). Your accuracy starts again" in page.notice.text()
        box.close()
        window.resize(*SMALL)
        page.deal(seed=seed)
        qtbot.waitUntil(lambda: page.deal_ready and page.advice is not None, timeout=15000)
        page.choose_bid(1)
        page.submit()
        qtbot.waitUntil(lambda: page.advice_panel.isVisible())
        body = next(
            s for s in page.findChildren(QScrollArea) if s.widget().objectName() == "practiceBody"
        )
        qtbot.waitUntil(lambda: body.widget().height() > 0)
        qtbot.wait(50)  # the layout after the answer's text
        assert page.notice.isVisible()
        assert body.verticalScrollBar().maximum() == 0
        page.play_out()
        qtbot.waitUntil(lambda: page.play_result is not None, timeout=30000)
        qtbot.wait(50)
        assert page.outcome.text() and body.verticalScrollBar().maximum() == 0
        assert cut_off(window) == []
        window.close()
    finally:
        remove_translators(qapp, translators)
