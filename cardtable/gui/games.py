"""The games the GUI can host: one ``GuiSpec`` per game of ``cardtable.games.GAMES``, in the
same order. The main window, the start screen and the menus read only this list; adding a
game's table is one more line here."""

from __future__ import annotations

from cardtable.gui.badugi.spec import GUI as BADUGI
from cardtable.gui.common.gui_spec import GuiSpec, TrainerEntry
from cardtable.gui.common.i18n import SHELL_CATALOGUE
from cardtable.gui.spades.spec import GUI as SPADES

GUI_GAMES: list[GuiSpec] = [BADUGI, SPADES]


def gui_spec(name: str) -> GuiSpec:
    """The GUI spec of game ``name``; KeyError for a game the GUI does not know."""
    for spec in GUI_GAMES:
        if spec.name == name:
            return spec
    raise KeyError(name)


def trainers() -> list[tuple[GuiSpec, TrainerEntry]]:
    """Every game's practice pages, in the games' order."""
    return [(spec, entry) for spec in GUI_GAMES for entry in spec.trainers]


def catalogues() -> list[str]:
    """The translation catalogues the app loads: the shell's, then each game's own
    (``GuiSpec.catalogue``), in the games' order."""
    own = [spec.catalogue for spec in GUI_GAMES if spec.catalogue]
    return [SHELL_CATALOGUE, *dict.fromkeys(own)]
