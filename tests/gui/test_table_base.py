"""What every game's table gets from ``SessionTable`` alike: a bot that fails (or answers with
an illegal move) does not hang the table, which logs it and applies the session's safe move
for that seat (``_bot_fallback``; the toy third game's stock table too), and the notice line
under the felt (``_notice_line``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.spec import GUI as BADUGI
from cardtable.gui.common.botrunner import BotRunner
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.highcard.spec import GUI as HIGHCARD
from cardtable.gui.spades.spec import GUI as SPADES


def open_table(qtbot: QtBot, gui, seats: list[SeatConfig]):
    """The game's table for ``seats`` (seed 7), with the window that holds it alive."""
    session = gui.game.seated_session(seats, 7)
    window = QWidget()
    qtbot.addWidget(window)
    return session, gui.make_table(session, Prefs(), CardPixmapCache(), window), window


@pytest.mark.parametrize("gui", [BADUGI, SPADES, HIGHCARD], ids=lambda g: g.game.name)
def test_a_failed_bot_gets_the_session_s_safe_move(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, gui
) -> None:
    monkeypatch.setattr(BotRunner, "request", lambda self, *args, **kwargs: None)  # no answers
    seats = [SeatConfig(f"Bot {s}", "random") for s in range(gui.game.min_seats + 1)]
    session, table, _window = open_table(qtbot, gui, seats)
    table.start()
    qtbot.waitUntil(lambda: not table.blocked and session.whose_turn() is not None, timeout=10000)
    move_no = session.move_no
    safe = session.fallback_action()
    assert safe is not None
    twin = gui.game.load_session(session.to_json())
    assert twin.apply_bot(move_no, safe)
    table._on_bot_failed(move_no, "no answer")
    assert session.move_no == move_no + 1
    assert session.to_json() == twin.to_json()  # the safe move, for the seat that failed
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert any(line.endswith(": no answer") for line in lines)  # said in the log
    table.shutdown()


@pytest.mark.parametrize("gui", [BADUGI, SPADES], ids=lambda g: g.game.name)
def test_the_notice_line_keeps_its_height_and_says_what_it_is(qtbot: QtBot, gui) -> None:
    seats = [SeatConfig("You")] + [SeatConfig(f"Bot {s}", "random") for s in range(3)]
    _, table, _window = open_table(qtbot, gui, seats)
    notice = table.notice
    assert notice.objectName() == "notice"
    assert notice.alignment() == Qt.AlignmentFlag.AlignCenter
    # The same height empty or not: no jumping. Badugi's is one line of 30 px; Spades's is
    # fixed at two lines (its hints wrap: test_notice_two_lines), never under 30.
    if gui is BADUGI:
        assert notice.minimumHeight() == 30
    else:
        assert notice.minimumHeight() == notice.maximumHeight() >= 30
    assert notice.accessibleDescription() == "What the table says now"
    table.shutdown()
