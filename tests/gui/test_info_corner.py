"""The hand's info lines in the table's bottom-left corner ("Hand 3 · Fixed limit 10/20",
"Trick 4 of 13", the bags) read like the rest of the table at 1024x700: they were drawn at
17-18 scene pixels, about 10 px on screen there (session 16's playtest), against the seats'
status lines at 22. They are now as big as the status lines where they fit their corner, and
smaller, never less than before, where a long bags list would not."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_badugi_controls import seated
from test_spades_table import make_session, open_table, wait_ready
from tests_gui_helpers import SMALL, WIDE
from tests_gui_helpers import make_session as badugi_session
from tests_gui_helpers import wait_ready as badugi_ready

from cardtable.gui.common.scene import INFO_RECT
from cardtable.gui.common.seat_item import STATUS_PX
from cardtable.gui.spades.scene import bags_line
from cardtable.spades import SpadesRules

READABLE = 12.0
"""On-screen pixels of the info's font at least (the seats' status lines are about 12.7)."""


def _fits_its_corner(item_rect_w: float, item_rect_h: float) -> bool:
    return item_rect_w <= INFO_RECT.width() + 0.5 and item_rect_h <= INFO_RECT.height() + 0.5


@pytest.mark.parametrize("size", [SMALL, WIDE])
def test_the_badugi_info_reads_like_the_seats(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window, table = seated(qtbot, tmp_path, badugi_session(seed=4, n=6))
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    badugi_ready(qtbot, table)
    scene = table.scene
    scale = table.view.transform().m11()
    info = scene.info
    assert info.text().startswith("Hand 1")
    px = info.font().pixelSize()
    assert px * scale >= READABLE or size == WIDE, (px, scale)
    assert px == STATUS_PX
    rect = info.boundingRect()
    assert _fits_its_corner(rect.width(), rect.height())
    window.close()


@pytest.mark.parametrize("players", [3, 5, 6])
def test_the_spades_info_reads_like_the_seats(qtbot: QtBot, tmp_path: Path, players: int) -> None:
    window, table = open_table(
        qtbot, tmp_path, make_session(seed=5, rules=SpadesRules(players=players))
    )
    window.resize(*SMALL)
    qtbot.waitUntil(lambda: window.width() == SMALL[0])
    qtbot.wait(20)
    wait_ready(qtbot, table)
    scene = table.view.table_scene()
    scale = table.view.transform().m11()
    px = scene.info.font().pixelSize()
    assert px * scale >= READABLE, (px, scale, scene.info.text(), scene.info.boundingRect())
    # A long bags list (every seat near the limit, a long name) shrinks to its corner
    # rather than reaching the person's cards, and no smaller than before.
    rules = table.session.rules
    names = ["Christopher", "Mina", "Tom", "Jisoo", "Ana", "Leo"]
    lines = ["Hand 12  ·  Trick 13 of 13  ·  Spades broken"]
    bags = [2, rules.bag_limit - 1, 4, 0, rules.bag_limit - 2, 1][: rules.team_count]
    lines.append(bags_line(bags, names[:players], rules))
    scene.set_info(lines)
    rect = scene.info.boundingRect()
    assert _fits_its_corner(rect.width(), rect.height()), rect
    assert scene.info.font().pixelSize() >= 17
    bottom = scene.info.pos().y() + rect.height()
    assert scene.info.pos().x() == INFO_RECT.left() and bottom == pytest.approx(INFO_RECT.bottom())
    window.close()
