"""The review's colours read on their background. On the replayer's dark review the step
links were the platform's blue (#0000ff, 2.2:1; playtest, session 15); on the table's light
review dialog a flagged decision's reason was rose #ff9a8f (2:1) and a sit-and-go's prize
warning gold (1.6:1), colours chosen for the dark page. The HTML names them by class and each
browser gives its own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.focus_ring import contrast
from cardtable.gui.common.review_browser import ReviewBrowser
from cardtable.gui.shell.records_common import STYLE

PARTS = {
    "link": "<a href='step:3'><b>Step 3 Step 3 Step 3</b></a>",
    "warn": "<span class='warn'>⚠ Called two pairs with a one-card draw</span>",
    "prize": "<span class='prize'>Chips and prizes disagree here</span>",
}


def _ink_and_ground(qtbot: QtBot, dark: bool, part: str) -> tuple:
    page = QWidget()
    qtbot.addWidget(page)
    if dark:  # the replayer's page
        page.setObjectName("recordsPage")
        page.setStyleSheet(STYLE)
    review = ReviewBrowser(page, dark=dark)
    QVBoxLayout(page).addWidget(review)
    review.setHtml(f"<p><b>{PARTS[part]}</b></p>")
    page.resize(400, 120)
    page.show()
    qtbot.waitExposed(page)
    image = review.viewport().grab().toImage()
    ground = image.pixelColor(image.width() - 3, image.height() - 3).getRgb()[:3]
    pixels = (image.pixelColor(x, y).getRgb()[:3] for x in range(0, 300, 2) for y in range(40))
    return max(pixels, key=lambda c: contrast(c, ground)), ground


@pytest.mark.parametrize("dark", [True, False], ids=["replayer", "table dialog"])
@pytest.mark.parametrize("part", list(PARTS))
def test_the_reviews_colours_read_on_their_background(qtbot: QtBot, dark: bool, part: str) -> None:
    ink, ground = _ink_and_ground(qtbot, dark, part)
    assert contrast(ink, ground) >= 4.5, (ink, ground)
    if part != "link" or dark:
        assert ink[0] > ink[2] + 40, ink  # still a warm colour (rose, gold), not the ink


def test_the_review_text_names_its_colours_by_class() -> None:
    """A flagged decision's reason carries the class the browsers colour (it was an inline
    rose, the same on the light dialog as on the dark page)."""
    from cardtable.gui.badugi.review_text import _decision_html

    decision = {"step": 4, "round_key": "pre", "flagged": True, "reason": "x", "choices": []}
    said = _decision_html(decision)
    assert "class='warn'" in said and "color:" not in said
