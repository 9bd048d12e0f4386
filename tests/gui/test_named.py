"""The named widgets' set-up: what the style sheets and the tests find them by."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.named import named_label, style_panel


def test_a_named_label_wraps_only_when_asked(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    title = named_label("title", parent, "Hand 3")
    reasons = named_label("reasons", parent, wrap=True)
    assert (title.objectName(), title.text(), title.wordWrap()) == ("title", "Hand 3", False)
    assert (reasons.objectName(), reasons.text(), reasons.wordWrap()) == ("reasons", "", True)
    assert title.parent() is parent and named_label("x", None).parent() is None


def test_a_styled_panel_paints_its_sheet(qtbot: QtBot) -> None:
    panel, plain = QFrame(), QFrame()
    qtbot.addWidget(panel)
    qtbot.addWidget(plain)
    style_panel(panel, "reviewPanel", "QFrame#reviewPanel { background: #1f252c; }")
    style_panel(plain, "bar")
    assert panel.objectName() == "reviewPanel"
    assert panel.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert panel.styleSheet() == "QFrame#reviewPanel { background: #1f252c; }"
    assert plain.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert plain.styleSheet() == ""
