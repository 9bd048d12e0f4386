"""The review's step links read on their background: on the replayer's dark review they were
the platform's blue (#0000ff, 2.2:1; playtest, session 15); the table's review dialog is
light, and its links stay the platform's (gold there would read at 1.5:1)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.focus_ring import contrast
from cardtable.gui.common.review_browser import LINK_ON_DARK, ReviewBrowser
from cardtable.gui.shell.records_common import STYLE


def _ink_and_ground(qtbot: QtBot, page: QWidget, review: ReviewBrowser) -> tuple:
    QVBoxLayout(page).addWidget(review)
    review.setHtml("<p><a href='step:3'><b>Step 3 Step 3 Step 3</b></a></p>")
    page.resize(400, 120)
    page.show()
    qtbot.waitExposed(page)
    image = review.viewport().grab().toImage()
    ground = image.pixelColor(image.width() - 3, image.height() - 3).getRgb()[:3]
    ink = max(
        (
            image.pixelColor(x, y).getRgb()[:3]
            for x in range(0, image.width(), 2)
            for y in range(40)
        ),
        key=lambda c: contrast(c, ground),
    )
    return ink, ground


def test_a_step_link_is_light_on_the_replayers_dark_review(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    page.setObjectName("recordsPage")
    page.setStyleSheet(STYLE)
    ink, ground = _ink_and_ground(qtbot, page, ReviewBrowser(page, LINK_ON_DARK))
    assert contrast(ink, ground) >= 4.5, (ink, ground)
    assert ink[2] < ink[0], ink  # the gold, not the platform's blue


def test_a_step_link_stays_dark_in_the_tables_light_review(qtbot: QtBot) -> None:
    page = QWidget()  # the table's review dialog: the platform's light look
    qtbot.addWidget(page)
    ink, ground = _ink_and_ground(qtbot, page, ReviewBrowser(page))
    assert contrast(ink, ground) >= 4.5, (ink, ground)
