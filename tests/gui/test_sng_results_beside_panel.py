"""A finished sit-and-go's results box leaves the tournament panel in sight.

The panel then says "The tournament is over.", the level it ended at and the winner, but the
box opened centred on the window, over the panel, and closing it leaves the table: the
player read the panel's end lines only by dragging the box aside. Now the box lies over the
felt's column, its places and chip graph as readable as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_tournament_gui import play_until_out, sng
from tests_gui_helpers import open_window

from cardtable.gui.badugi.tournament_table import TournamentTable


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_the_results_lie_beside_the_panel(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window = open_window(qtbot, tmp_path)
    window.resize(*size)
    window.open_session(sng(seed=3))
    table = window.table
    assert isinstance(table, TournamentTable)
    table.ask_out = lambda place: ("jump", "")  # type: ignore[method-assign]
    play_until_out(qtbot, table)
    qtbot.waitUntil(lambda: table.results is not None, timeout=60000)
    results = table.results
    assert results is not None
    qtbot.waitExposed(results)
    QApplication.processEvents()
    panel = on_screen(table.panel)
    box = results.frameGeometry()
    assert table.panel.level.text() == "The tournament is over."
    assert not box.intersects(panel), (box, panel)
    # Over the felt, within the window, and still the box it was: every place, the graph.
    assert window.frameGeometry().contains(box), (box, window.frameGeometry())
    assert results.table.verticalScrollBar().maximum() == 0
    assert results.graph.height() >= 150
    with qtbot.waitSignal(table.game_over, timeout=5000):
        results.reject()
