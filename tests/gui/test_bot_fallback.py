"""A bot that fails (or answers with an illegal move) does not hang a table: the table logs it
and applies the session's safe move for that seat (``SessionTable._bot_fallback``), the same
at every game's table, the toy third game's stock table too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.spec import GUI as BADUGI
from cardtable.gui.common.botrunner import BotRunner
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.highcard.spec import GUI as HIGHCARD
from cardtable.gui.spades.spec import GUI as SPADES


@pytest.mark.parametrize("gui", [BADUGI, SPADES, HIGHCARD], ids=lambda g: g.game.name)
def test_a_failed_bot_gets_the_session_s_safe_move(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, gui
) -> None:
    monkeypatch.setattr(BotRunner, "request", lambda self, *args, **kwargs: None)  # no answers
    seats = [SeatConfig(f"Bot {s}", "random") for s in range(gui.game.min_seats + 1)]
    session = gui.game.seated_session(seats, 7)
    parent = QWidget()
    qtbot.addWidget(parent)
    table = gui.make_table(session, Prefs(), CardPixmapCache(), parent)
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
