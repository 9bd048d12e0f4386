"""The games the shell can host, and what it needs from each: how to ask for a new game, how
to build its session and its table widget, and its rule summary.

Adding Spades is registering one more ``GameEntry``; the main window and the start screen
pick it up. A table widget must provide what ``GameTable`` lists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from cardtable.gui.cardart import CardPixmapCache
from cardtable.gui.prefs import Prefs
from cardtable.gui.rules_text import badugi_rules_html, spades_rules_html
from cardtable.table.session import SessionDriver


class GameTable(Protocol):
    """What the main window needs from a table widget (besides being a QWidget).

    ``game_over`` (a Signal) fires when the sitting cannot go on; ``table_actions`` are the
    QActions (with shortcuts) listed in the Table menu.
    """

    table_actions: list[QAction]

    def start(self) -> None: ...

    def shutdown(self) -> None: ...

    def apply_prefs(self) -> None: ...


@dataclass(frozen=True)
class GameEntry:
    """One game of the shell. ``make_table`` is None while the game's table is not built."""

    game: str
    title: Callable[[], str]
    rules_html: Callable[[], str]
    ask_new_game: Callable[[QWidget, Prefs], Any | None] | None = None
    make_session: Callable[[Any], SessionDriver] | None = None
    make_table: Callable[[SessionDriver, Prefs, CardPixmapCache, QWidget], QWidget] | None = None

    @property
    def playable(self) -> bool:
        return None not in (self.ask_new_game, self.make_session, self.make_table)


translate = QCoreApplication.translate


def coach_title() -> str:
    """The Spades bidding practice page's name, for the start screen, the Game menu and the
    page itself. Here, not beside the page, so the start screen does not import the coach
    and the Spades engine (about 0.15 s of start-up) before anyone asks for them."""
    return translate("SpadesCoach", "Bidding coach")


def _ask_badugi(parent: QWidget, prefs: Prefs) -> Any | None:
    from cardtable.gui.newgame_badugi import BadugiNewGameDialog

    dialog = BadugiNewGameDialog(prefs.last_game_settings("badugi"), parent)
    try:
        if dialog.exec() != BadugiNewGameDialog.DialogCode.Accepted:
            return None
        prefs.set_last_game_settings("badugi", dialog.settings())
        return dialog.config()
    finally:
        dialog.deleteLater()


def _badugi_session(config: Any) -> SessionDriver:
    from cardtable.table.badugi_session import BadugiSession

    return BadugiSession(config)


def _badugi_table(
    session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
) -> QWidget:
    from cardtable.gui.badugi_table import BadugiTable
    from cardtable.table.badugi_session import BadugiSession

    assert isinstance(session, BadugiSession)
    return BadugiTable(session, prefs, cache, parent=parent)


def _ask_spades(parent: QWidget, prefs: Prefs) -> Any | None:
    from cardtable.gui.newgame_spades import SpadesNewGameDialog

    dialog = SpadesNewGameDialog(prefs.last_game_settings("spades"), parent)
    try:
        if dialog.exec() != SpadesNewGameDialog.DialogCode.Accepted:
            return None
        prefs.set_last_game_settings("spades", dialog.settings())
        return dialog.config()
    finally:
        dialog.deleteLater()


def _spades_session(config: Any) -> SessionDriver:
    from cardtable.table.spades_session import SpadesSession

    return SpadesSession(config)


def _spades_table(
    session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
) -> QWidget:
    from cardtable.gui.spades_table import SpadesTable
    from cardtable.table.spades_session import SpadesSession

    assert isinstance(session, SpadesSession)
    return SpadesTable(session, prefs, cache, parent=parent)


GAMES: dict[str, GameEntry] = {
    "badugi": GameEntry(
        "badugi",
        lambda: translate("Games", "Badugi"),
        badugi_rules_html,
        _ask_badugi,
        _badugi_session,
        _badugi_table,
    ),
    "spades": GameEntry(
        "spades",
        lambda: translate("Games", "Spades"),
        spades_rules_html,
        _ask_spades,
        _spades_session,
        _spades_table,
    ),
}


def register_game(entry: GameEntry) -> None:
    """Add or replace a game (the Spades table registers itself this way)."""
    GAMES[entry.game] = entry
