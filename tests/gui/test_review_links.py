"""The review's step links read on its dark background: they were the default blue
(#0000ff, under 2:1 against the review's dark green; playtest, session 15)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.focus_ring import contrast
from cardtable.gui.common.review_browser import ReviewBrowser
from cardtable.gui.shell.records_common import STYLE


def test_a_step_link_is_light_on_the_dark_review(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    page.setObjectName("recordsPage")
    page.setStyleSheet(STYLE)
    review = ReviewBrowser(page)
    QVBoxLayout(page).addWidget(review)
    review.setHtml("<p><a href='step:3'><b>Step 3 Step 3 Step 3</b></a></p>")
    page.resize(400, 120)
    page.show()
    qtbot.waitExposed(page)
    image = review.viewport().grab().toImage()
    ground = image.pixelColor(image.width() - 3, image.height() - 3)
    ink = max(
        (image.pixelColor(x, y) for x in range(0, image.width(), 2) for y in range(0, 40)),
        key=lambda c: contrast(c.getRgb()[:3], ground.getRgb()[:3]),
    )
    assert contrast(ink.getRgb()[:3], ground.getRgb()[:3]) >= 4.5, (ink.name(), ground.name())
    assert ink.blue() < ink.red(), ink.name()  # the gold, not the platform's blue
    assert QColor(ink).lightness() > 120
