"""Badugi in the GUI: its names in the shell, table, new-game dialog, rules, draw trainer
and history pages (``GuiSpec``). Light to import: listing the games loads neither the engine
nor the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from cardtable.badugi.spec import SPEC as GAME
from cardtable.core.session import SessionDriver
from cardtable.core.spec import imported
from cardtable.gui.badugi.options import SHOW_ODDS
from cardtable.gui.badugi.rules_text import badugi_rules_html
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry, asks_with, page_from
from cardtable.gui.common.prefs import Prefs

if TYPE_CHECKING:  # the widgets are imported when first made
    from cardtable.gui.common.session_table import SessionTable

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Badugi")


def tournament_title() -> str:
    """The sit-and-go's save on the start screen (its Resume button)."""
    return translate("Games", "Badugi sit-and-go")


def trainer_title() -> str:
    """The draw trainer's name, for the start screen, the Game menu and the page."""
    return translate("StartScreen", "Draw trainer")


def make_table(
    session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
) -> SessionTable:
    """The cash table, or for a sit-and-go the same table with its tournament panel."""
    from cardtable.badugi.session import BadugiSession
    from cardtable.badugi.tournament.session import TournamentSession
    from cardtable.gui.badugi.table import BadugiTable

    if isinstance(session, TournamentSession):
        from cardtable.gui.badugi.tournament_table import TournamentTable

        return TournamentTable(session, prefs, cache, parent=parent)
    assert isinstance(session, BadugiSession)
    return BadugiTable(session, prefs, cache, parent=parent)


GUI = GuiSpec(
    game=GAME,
    title=title,
    rules_html=badugi_rules_html,
    ask_new_game=asks_with("cardtable.gui.badugi.newgame:BadugiNewGameDialog", GAME.name),
    make_table=make_table,
    options=(SHOW_ODDS,),
    trainers=(
        TrainerEntry(
            "draw", trainer_title, "Ctrl+T", page_from("cardtable.gui.badugi.trainer:DrawTrainer")
        ),
    ),
    history=imported("cardtable.gui.badugi.history_view:VIEW"),
    stats_key="B",
    save_titles=(("badugi-tournament", tournament_title),),
)
