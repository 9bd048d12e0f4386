"""Badugi in the GUI: its table, new-game dialog, rules, draw trainer and history pages
(``GuiSpec``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from cardtable.badugi.spec import SPEC as GAME
from cardtable.core.session import SessionDriver
from cardtable.gui.badugi.options import SHOW_ODDS
from cardtable.gui.badugi.rules_text import badugi_rules_html
from cardtable.gui.badugi.titles import title, tournament_title, trainer_title
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry, dialog_config
from cardtable.gui.common.history_view import HistoryView
from cardtable.gui.common.prefs import Prefs

if TYPE_CHECKING:  # the widgets are imported when first made
    from cardtable.gui.common.page import Page
    from cardtable.gui.common.session_table import SessionTable


def ask_new_game(parent: QWidget, prefs: Prefs) -> Any | None:
    from cardtable.gui.badugi.newgame import BadugiNewGameDialog

    return dialog_config(
        BadugiNewGameDialog(prefs.last_game_settings(GAME.name), parent), prefs, GAME.name
    )


def make_table(
    session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
) -> SessionTable:
    from cardtable.badugi.session import BadugiSession
    from cardtable.badugi.tournament.session import TournamentSession
    from cardtable.gui.badugi.table import BadugiTable

    if isinstance(session, TournamentSession):  # a sit-and-go: the table with its panel
        from cardtable.gui.badugi.tournament_table import TournamentTable

        return TournamentTable(session, prefs, cache, parent=parent)
    assert isinstance(session, BadugiSession)
    return BadugiTable(session, prefs, cache, parent=parent)


def make_trainer(prefs: Prefs, cache: CardPixmapCache, data_dir: Path, parent: QWidget) -> Page:
    from cardtable.gui.badugi.trainer import DrawTrainer

    return DrawTrainer(prefs, cache, data_dir, parent)


def history_view() -> HistoryView:
    from cardtable.gui.badugi.history_view import VIEW

    return VIEW


GUI = GuiSpec(
    game=GAME,
    title=title,
    rules_html=badugi_rules_html,
    ask_new_game=ask_new_game,
    make_table=make_table,
    options=(SHOW_ODDS,),
    trainers=(TrainerEntry("draw", trainer_title, "Ctrl+T", make_trainer),),
    history=history_view,
    stats_key="B",
    save_titles=(("badugi-tournament", tournament_title),),
)
