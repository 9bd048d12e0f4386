"""A new Spades difficulty is one entry in ``cardtable/spades/bot_menu.py`` (issue 17): once
it is there, the new-game dialog offers it, a save seated with it loads, and the arena
plays it, with no other file changed. The test makes the entry as that edit would."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from cardtable import games
from cardtable.core.bots import Bot, BotEntry
from cardtable.core.session import SeatConfig
from cardtable.gui.spades.newgame import SpadesNewGameDialog
from cardtable.spades.bot_menu import BOTS
from cardtable.spades.rules import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def _expert(seed: int | None) -> Bot:
    from cardtable.spades.ai.bots import HardBot

    return HardBot(seed, budget_ms=None, samples=8)


@pytest.fixture
def expert() -> Iterator[None]:
    """``BotEntry("expert", "Expert", _expert)`` added to the menu's list, as the one-line
    edit of bot_menu.py would."""
    entries, by_name = BOTS.entries, dict(BOTS._by_name)
    entry = BotEntry("expert", "Expert", _expert)
    BOTS.entries = (*entries, entry)
    BOTS._by_name["expert"] = entry
    yield
    BOTS.entries = entries
    BOTS._by_name.clear()
    BOTS._by_name.update(by_name)


def test_the_dialog_offers_it(qtbot: QtBot, expert: None) -> None:
    dialog = SpadesNewGameDialog()
    qtbot.addWidget(dialog)
    offered = {
        (box.itemData(i), box.itemText(i))
        for box in dialog.findChildren(QComboBox)
        for i in range(box.count())
    }
    assert ("expert", "Expert") in offered


def test_a_save_with_it_loads_and_it_plays(expert: None) -> None:
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "expert") for i in range(3))
    session = SpadesSession(SpadesConfig(SpadesRules(), seats), seed=4)
    session.next_hand()
    for _ in range(6):  # the bots bid and play until the person's turn comes
        request = session.bot_request()
        if request is None:
            break
        session.apply_bot(request.move_no, request.bot.act(request.view))
    again = games.load_session(session.to_json())
    assert [s.bot for s in again.seats] == [None, "expert", "expert", "expert"]
    assert games.make_bot("spades", "expert", 1).act is not None
    assert "expert" in games.bot_names("spades")
