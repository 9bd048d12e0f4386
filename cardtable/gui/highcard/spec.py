"""High card as the GUI sees it (``GuiSpec``): the new-game choice (a fixed table of
three), the table and the history view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from cardtable.core.session import SeatConfig
from cardtable.gui.common.gui_spec import GuiSpec, table_from
from cardtable.gui.common.history_view import HistoryView
from cardtable.gui.common.prefs import Prefs
from cardtable.highcard.spec import SPEC

if TYPE_CHECKING:
    pass


def ask_new_game(parent: QWidget, prefs: Prefs) -> Any:
    return (SeatConfig("You"), SeatConfig("Mina", "basic"), SeatConfig("Tom", "random"))


def history_view() -> HistoryView:
    from cardtable.gui.highcard.history_view import HighCardHistoryView

    return HighCardHistoryView()


GUI = GuiSpec(
    game=SPEC, title=lambda: "High card", rules_html=lambda: "<p>Highest card wins.</p>",
    ask_new_game=ask_new_game, make_table=table_from("cardtable.gui.highcard.table:HighCardTable"),
    history=history_view, stats_key="G",
)  # fmt: skip
