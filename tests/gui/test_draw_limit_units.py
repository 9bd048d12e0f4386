"""The new Badugi game's most cards in draws 2 and 3 name what they count: "None (stand
pat)", "1 card", "2 cards", "3 cards" (Korean "없음 (패스)", "1장" ...). Before, the choices
after "Any (up to 4)" were a bare "0", "1", "2", "3" beside "Most cards in draw 2 (lunch):",
and a player could read them as draws or raises."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.i18n import fill_ts


def _choices(box: QComboBox) -> list[tuple[str, object]]:
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def test_draw_limits_say_cards(qtbot: QtBot) -> None:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    expected = [
        ("Any (up to 4)", None),
        ("None (stand pat)", 0),
        ("1 card", 1),
        ("2 cards", 2),
        ("3 cards", 3),
    ]
    assert _choices(dialog.limit2) == expected and _choices(dialog.limit3) == expected
    dialog.limit2.setCurrentIndex(dialog.limit2.findData(2))
    assert dialog.settings()["limit2"] == 2  # the values behind the words are as before


def test_draw_limits_in_korean(qtbot: QtBot) -> None:
    with translated_by(fill_ts.translations(fill_ts.SHELL)):
        dialog = BadugiNewGameDialog()
        qtbot.addWidget(dialog)
        texts = [text for text, _ in _choices(dialog.limit3)]
    assert texts == ["제한 없음 (최대 4장)", "없음 (패스)", "1장", "2장", "3장"]
