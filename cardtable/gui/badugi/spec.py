"""Badugi in the GUI: its table, new-game dialog, rules, draw trainer and history pages
(``GuiSpec``)."""

from __future__ import annotations

from cardtable.badugi.spec import SPEC as GAME
from cardtable.core.spec import imported
from cardtable.gui.badugi.options import SHOW_ODDS
from cardtable.gui.badugi.rules_text import badugi_rules_html
from cardtable.gui.badugi.titles import title, trainer_title
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry, asks_with, page_from, table_from

GUI = GuiSpec(
    game=GAME,
    title=title,
    rules_html=badugi_rules_html,
    ask_new_game=asks_with("cardtable.gui.badugi.newgame:BadugiNewGameDialog", GAME.name),
    make_table=table_from("cardtable.gui.badugi.table:BadugiTable"),
    options=(SHOW_ODDS,),
    trainers=(
        TrainerEntry(
            "draw", trainer_title, "Ctrl+T", page_from("cardtable.gui.badugi.trainer:DrawTrainer")
        ),
    ),
    history=imported("cardtable.gui.badugi.history_view:VIEW"),
    stats_key="B",
)
