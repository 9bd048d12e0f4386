"""The games as the structure checks see them: read from the two registries
(``cardtable.games.GAMES``, ``cardtable.gui.games.GUI_GAMES``), never listed by hand, so a
game added with its two lines is checked like the others without editing a test.

The toy game High card (``cardtable/highcard``, ``cardtable/gui/highcard``) is in the tree
but not in the app's registries; the checks see the registries as its two lines make them
(``registered``), so its packages are held to the same rules as every game's and the
two-line claim is checked on every run."""

from __future__ import annotations

from cardtable.core.spec import GameSpec
from cardtable.games import GAMES as APP_GAMES
from cardtable.gui.common.gui_spec import GuiSpec
from cardtable.gui.games import GUI_GAMES as APP_GUI_GAMES
from cardtable.gui.highcard.spec import GUI as TOY_GUI
from cardtable.highcard.spec import SPEC as TOY


def registered() -> tuple[list[GameSpec], list[GuiSpec]]:
    """The two registries with the toy game's two lines added (once)."""
    games, gui_games = list(APP_GAMES), list(APP_GUI_GAMES)
    if TOY not in games:
        games.append(TOY)  # the line a new game adds to cardtable/games.py
    if TOY_GUI not in gui_games:
        gui_games.append(TOY_GUI)  # and the one it adds to cardtable/gui/games.py
    return games, gui_games


GAMES, GUI_GAMES = registered()

SHARED_AREAS = ("core", "storage", "gui", "cli", "i18n")
"""The packages of ``cardtable/`` that belong to no game (each with all under it)."""


def package_of(module: str) -> str:
    """The subpackage of ``cardtable`` that ``module`` (a dotted name) lives in: "badugi" for
    ``cardtable.badugi.spec``; "" for a module outside ``cardtable``."""
    parts = module.split(".")
    return parts[1] if parts[0] == "cardtable" and len(parts) > 2 else ""


def game_packages() -> tuple[str, ...]:
    """Each registered game's package under ``cardtable/``, in the registry's order (read
    from where its spec's session factory is defined)."""
    found = [package_of(spec.new_session.__module__) for spec in GAMES]
    return tuple(p for p in found if p)


def gui_game_packages() -> tuple[str, ...]:
    """Each registered game table's package under ``cardtable/gui/`` ("badugi" for
    ``cardtable.gui.badugi``), read from where its GUI spec's table factory is defined."""
    found = []
    for spec in GUI_GAMES:
        parts = spec.make_table.__module__.split(".")
        if parts[:2] == ["cardtable", "gui"] and len(parts) > 3:
            found.append(parts[2])
    return tuple(found)


def game_names() -> tuple[str, ...]:
    return tuple(spec.name for spec in GAMES)
