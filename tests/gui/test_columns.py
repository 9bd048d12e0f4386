"""A widget's column in one call: its parts in order, with their stretch, and its margins
and spacing only where asked (else the style's, as ``QVBoxLayout`` alone gives)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.columns import column, tight_column


def _parts(col: QLayout) -> list[QWidget | QLayout | None]:
    """What ``col`` holds, in order: each item's widget, else its layout."""
    items = [col.itemAt(i) for i in range(col.count())]
    return [None if it is None else (it.widget() or it.layout()) for it in items]


def test_a_column_holds_its_parts_in_order_with_their_stretch(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    title, body = QLabel(owner), QLabel(owner)
    row = QHBoxLayout()
    col = column(owner, title, (body, 2), row, margins=(6, 4, 6, 8), spacing=3)
    assert owner.layout() is col
    assert _parts(col) == [title, body, row]
    assert [col.stretch(i) for i in range(3)] == [0, 2, 0]
    m = col.contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom()) == (6, 4, 6, 8)
    assert col.spacing() == 3


def test_a_column_keeps_the_style_s_margins_and_spacing_unless_given(qtbot: QtBot) -> None:
    owner, plain = QWidget(), QWidget()
    qtbot.addWidget(owner)
    qtbot.addWidget(plain)
    col = column(owner, QLabel(owner))
    bare = QVBoxLayout(plain)
    assert col.contentsMargins() == bare.contentsMargins()
    assert col.spacing() == bare.spacing()


def test_a_tight_column_has_no_margins_and_one_part_grows(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    a, b, c = QLabel(parent), QLabel(parent), QLabel(parent)
    box = tight_column(parent, a, b, c, grow=1)
    col = box.layout()
    assert box.parent() is parent and isinstance(col, QVBoxLayout)
    assert _parts(col) == [a, b, c]
    assert [col.stretch(i) for i in range(3)] == [0, 1, 0]
    m = col.contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom(), col.spacing()) == (0, 0, 0, 0, 0)
