"""The felt shows the focus ring when Tab brings the focus to it, and only then.

a11y2 made the felt a stop in the Tab ring; under Xvfb at 1366x768 the stop was invisible:
after the log the next Tab lit nothing, and the one after lit Fold. The ring is measured
from the pixels drawn at the felt's left edge (as the bar's rings are in test_keyboard)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.gui.common.focus_ring import contrast


def _edge(widget: QWidget) -> tuple[int, int, int]:
    """The colour drawn one pixel inside the middle of ``widget``'s left edge."""
    window = widget.window()
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()
    at = widget.mapTo(window, QPoint(1, widget.height() // 2))
    c = QColor(image.pixel(round(at.x() * ratio), round(at.y() * ratio)))
    return c.red(), c.green(), c.blue()


def test_tab_to_the_felt_lights_its_edge_and_a_click_does_not(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=5, n=3))
    table = table_of(window)
    wait_ready(qtbot, table)
    view = table.view
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)

    table.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(table.log.hasFocus, timeout=2000)
    plain = _edge(view)
    assert not view.ring_shown()

    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    QApplication.processEvents()
    assert view.ring_shown()
    assert contrast(_edge(view), plain) >= 3.0

    view.setFocus(Qt.FocusReason.BacktabFocusReason)  # still the keyboard's
    assert view.ring_shown()

    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    QApplication.processEvents()
    assert view.hasFocus() and not view.ring_shown()
    assert _edge(view) == plain

    table.log.setFocus(Qt.FocusReason.TabFocusReason)
    view.setFocus(Qt.FocusReason.OtherFocusReason)  # a page opening, the table's own moves
    QApplication.processEvents()
    assert not view.ring_shown()
    window.close()
