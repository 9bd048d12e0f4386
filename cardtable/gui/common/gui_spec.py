"""What the GUI shell needs from each game: the GUI's half of a game's registration.

``cardtable.games.GAMES`` lists each game's Qt-free ``GameSpec``; ``cardtable.gui.games``
lists one ``GuiSpec`` per game, with the same ``name``. The main window, the start screen,
the menus, the rules dialog and the history pages use only these, so adding a game's table
is one more entry there. Every callable imports its widgets when first called: the start
screen lists the games without loading their tables.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from cardtable.core.session import SessionDriver
from cardtable.core.spec import GameSpec, belongs_to, imported
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.history_view import HistoryView
from cardtable.gui.common.page import Page
from cardtable.gui.common.prefs import GameOption, Prefs

if TYPE_CHECKING:  # the tables' base is loaded with the first table, not the start screen
    from cardtable.gui.common.session_table import SessionTable


class GameTable(Protocol):
    """What the main window needs from a table widget (besides being a QWidget); the tables'
    base, ``SessionTable``, meets it, and ``make_table`` returns one.

    ``game_over`` fires when the sitting cannot go on; ``table_actions`` are the QActions
    (with shortcuts) listed in the Table menu."""

    table_actions: list[QAction]
    end_shown: bool  # the table showed the end itself: the window says nothing more
    game_over: Signal  # a class's signal, as Qt's stubs type it (``game_over = Signal()``)

    def start(self) -> None: ...

    def shutdown(self) -> None: ...

    def apply_prefs(self) -> None: ...


if TYPE_CHECKING:

    def _tables_meet_the_protocol(table: SessionTable) -> GameTable:
        return table  # checked by the type checker: the tables' base meets GameTable


TrainerPage = Page
"""A page opened from the start screen or the Game menu (a trainer, the statistics, the
history): it starts, stops, takes the settings and asks to go back (``page.Page``)."""

TableFactory = Callable[[SessionDriver, Prefs, CardPixmapCache, QWidget], "SessionTable"]
PageFactory = Callable[[Prefs, CardPixmapCache, Path, QWidget], Page]


@dataclass(frozen=True)
class TrainerEntry:
    """A game's practice page: ``key`` names it (start-screen button, ``open_trainer``),
    ``shortcut`` opens it from the Game menu."""

    key: str
    title: Callable[[], str]
    shortcut: str
    make: PageFactory


@dataclass(frozen=True)
class GuiSpec:
    """One game in the GUI. ``title`` and ``rules_html`` are translated when called;
    ``ask_new_game(parent, prefs)`` shows the new-game dialog and returns the game's
    configuration (None when cancelled); ``make_table`` seats the person at a session."""

    game: GameSpec
    title: Callable[[], str]
    rules_html: Callable[[], str]
    ask_new_game: Callable[[QWidget, Prefs], Any | None]
    make_table: TableFactory
    trainers: tuple[TrainerEntry, ...] = field(default=())
    catalogue: str = ""
    """The name of the game's own translation file (``<catalogue>_<lang>.qm`` in
    ``cardtable/i18n``), or "" when its strings are in the shell's."""
    history: Callable[[], HistoryView] | None = None
    """The game's part of the statistics page, the hand history and the replayer (imported
    when first asked for); None: the pages leave the game out."""
    stats_key: str = ""
    """The key that opens the game's tab of the statistics page ("" for none)."""
    options: tuple[GameOption, ...] = ()
    """The game's own settings: one row each in the Settings dialog."""
    save_titles: tuple[tuple[str, Callable[[], str]], ...] = field(default=())
    """Saves of the game beside its own, by slot (``storage.autosave.slot_of``), with the
    title the start screen's Resume button names (Badugi's sit-and-go beside its cash
    table)."""

    @property
    def name(self) -> str:
        return self.game.name


class NewGameDialog(Protocol):
    """A game's new-game dialog: run modally, then read what was chosen."""

    def exec(self) -> int: ...

    def settings(self) -> dict[str, Any]: ...

    def config(self) -> Any: ...

    def deleteLater(self) -> None: ...  # noqa: N802 (Qt API)

    def parentWidget(self) -> QWidget | None: ...  # noqa: N802 (Qt API)

    accepted: Any
    """Its Qt signal, emitted as the person accepts it (before the window under it takes
    the focus back)."""


def dialog_config(dialog: NewGameDialog, prefs: Prefs, game: str) -> Any | None:
    """Run a new-game ``dialog``, remember its settings for ``game`` and return its
    configuration; None when the person cancels."""
    # Accepted, the dialog closes and its window takes the focus back on the control that
    # had it, the start screen's game button, a moment before the table opens: a screen
    # reader said "Badugi, push button" between the dialog and "Badugi table". The window
    # itself is given the focus as the dialog is accepted (still inactive, nothing is said
    # then; as it comes back a reader names the window, as it does anyway); the table that
    # opens takes it. Cancelled, the button keeps it.
    owner = dialog.parentWidget()
    if owner is not None:
        top = owner.window()
        dialog.accepted.connect(lambda: top.setFocus(Qt.FocusReason.OtherFocusReason))
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        prefs.set_last_game_settings(game, dialog.settings())
        return dialog.config()
    finally:
        dialog.deleteLater()


def asks_with(target: str, game: str) -> Callable[[QWidget, Prefs], Any | None]:
    """``GuiSpec.ask_new_game`` for the dialog class ``target`` (``"module:Class"``, made
    with the last settings remembered for ``game``)."""
    cls = imported(target)

    def ask_new_game(parent: QWidget, prefs: Prefs) -> Any | None:
        return dialog_config(cls()(prefs.last_game_settings(game), parent), prefs, game)

    belongs_to(target, ask_new_game)
    return ask_new_game


def table_from(target: str) -> TableFactory:
    """``GuiSpec.make_table`` for the table class ``target``."""
    cls = imported(target)

    def make_table(
        session: SessionDriver, prefs: Prefs, cache: CardPixmapCache, parent: QWidget
    ) -> SessionTable:
        return cls()(session, prefs, cache, parent=parent)

    belongs_to(target, make_table)
    return make_table


def page_from(target: str) -> PageFactory:
    """``TrainerEntry.make`` for the page class ``target``."""
    cls = imported(target)

    def make(prefs: Prefs, cache: CardPixmapCache, data_dir: Path, parent: QWidget) -> Page:
        return cls()(prefs, cache, data_dir, parent)

    belongs_to(target, make)
    return make
