"""Spades in the GUI: its table, new-game dialog, rules, bidding coach and history pages
(``GuiSpec``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from cardtable.core.session import SessionDriver
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry, dialog_config
from cardtable.gui.common.history_view import HistoryView
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.spades.options import ALLOW_UNDO

if TYPE_CHECKING:  # the widgets are imported when first made
    from cardtable.gui.common.page import Page
    from cardtable.gui.common.session_table import SessionTable
from cardtable.gui.spades.rules_text import spades_rules_html
from cardtable.gui.spades.titles import coach_title, title
from cardtable.spades.spec import SPEC as GAME


def ask_new_game(parent: QWidget, prefs: Prefs) -> Any | None:
    from cardtable.gui.spades.newgame import SpadesNewGameDialog

    return dialog_config(
        SpadesNewGameDialog(prefs.last_game_settings(GAME.name), parent), prefs, GAME.name
    )


def make_table(
    session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
) -> SessionTable:
    from cardtable.gui.spades.table import SpadesTable
    from cardtable.spades.session import SpadesSession

    assert isinstance(session, SpadesSession)
    return SpadesTable(session, prefs, cache, parent=parent)


def make_coach(prefs: Prefs, cache: CardPixmapCache, data_dir: Path, parent: QWidget) -> Page:
    from cardtable.gui.spades.coach_practice import BiddingPractice

    return BiddingPractice(prefs, cache, data_dir, parent)


def history_view() -> HistoryView:
    from cardtable.gui.spades.history_view import VIEW

    return VIEW


GUI = GuiSpec(
    game=GAME,
    title=title,
    rules_html=spades_rules_html,
    ask_new_game=ask_new_game,
    make_table=make_table,
    options=(ALLOW_UNDO,),
    trainers=(TrainerEntry("bidding_coach", coach_title, "Ctrl+B", make_coach),),
    catalogue="spades",
    history=history_view,
    stats_key="S",
)
