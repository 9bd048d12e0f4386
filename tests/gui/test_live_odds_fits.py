"""The draw trainer's live odds say their chance to win big ("Wins: about 21.8%", 30 px bold)
in a panel 280 px wide: in English with two or three draws left the line was cut at the
panel's edge ("Wins: about 21."), seen at 1024x700. Every word of it now shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.badugi.odds.draws import discard_options
from cardtable.badugi.trainer import Spot, spot_options
from cardtable.core.cards import parse_card
from cardtable.gui.badugi.trainer_panels import PAGE_STYLE, LiveOddsPanel
from cardtable.i18n import fill_ts

HAND = tuple(parse_card(c) for c in ("Kc", "5d", "2h", "3s"))


def text_fits(label: QLabel) -> bool:
    """Whether the label's text, drawn as the label draws it, lies inside its contents."""
    label.ensurePolished()
    rect = label.contentsRect()
    flags = int(label.alignment().value)
    if label.wordWrap():
        flags |= int(Qt.TextFlag.TextWordWrap.value)
    need = label.fontMetrics().boundingRect(rect, flags, label.text())
    return need.width() <= rect.width() and need.height() <= rect.height()


@pytest.fixture(params=["en", "ko"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param == "en":
        yield "en"
        return
    with translated_by(fill_ts.translations(fill_ts.SHELL)):
        yield "ko"


@pytest.mark.parametrize("approximate", [True, False])
def test_the_chance_to_win_shows_whole(qtbot: QtBot, language: str, approximate: bool) -> None:
    panel = LiveOddsPanel()
    panel.setStyleSheet(PAGE_STYLE)  # the trainer page's: 30 px bold for the big line
    qtbot.addWidget(panel)
    panel.resize(280, 520)
    panel.show()
    qtbot.waitExposed(panel)
    option = spot_options(Spot(HAND, 3, (1,)), discard_options(HAND, 3, ()))[0]
    panel.show_option(option, approximate=approximate)
    QApplication.processEvents()
    assert panel.big.fontInfo().pixelSize() >= 24  # still said big, not shrunk to fit
    assert text_fits(panel.big), (panel.big.text(), panel.big.contentsRect().width())
