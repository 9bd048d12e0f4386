"""Spades in the GUI: its names in the shell, table, new-game dialog, rules, bidding coach
and history pages (``GuiSpec``). Light to import: listing the games loads neither the engine
nor the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.core.spec import imported
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry, asks_with, page_from, table_from
from cardtable.gui.spades.options import ALLOW_UNDO
from cardtable.gui.spades.rules_text import spades_rules_html
from cardtable.spades.spec import SPEC as GAME

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Spades")


def coach_title() -> str:
    """The bidding practice page's name, for the start screen, the Game menu and the page."""
    return translate("SpadesCoach", "Bidding coach")


COACH = page_from("cardtable.gui.spades.coach_practice:BiddingPractice")

GUI = GuiSpec(
    game=GAME,
    title=title,
    rules_html=spades_rules_html,
    ask_new_game=asks_with("cardtable.gui.spades.newgame:SpadesNewGameDialog", GAME.name),
    make_table=table_from("cardtable.gui.spades.table:SpadesTable"),
    options=(ALLOW_UNDO,),
    trainers=(TrainerEntry("bidding_coach", coach_title, "Ctrl+B", COACH),),
    catalogue="spades",
    history=imported("cardtable.gui.spades.history_view:VIEW"),
    stats_key="S",
)
