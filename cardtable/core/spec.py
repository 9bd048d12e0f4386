"""What every game provides, so that everything shared (the app, the arena, the saves, the
history, the statistics, the replayer, the demo) is written once and dispatches on it.

A game is a package under ``cardtable/`` that imports only ``core``; its ``spec`` module holds
one ``GameSpec``; ``cardtable/games.py`` lists the specs. If adding a game needs an
``if game == ...`` anywhere else, something is missing here: extend the spec instead.

The callables in a spec import their modules when first called: listing the games (the start
screen does) must not load the engines, bots and tables behind them.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable.core.bots import BotMenu
from cardtable.core.session import SessionDriver


class ArenaEntry(Protocol):
    """A game's part of ``cardtable-arena``: its own options and its match runner."""

    def add_arguments(self, parser: argparse.ArgumentParser, /) -> None:
        """Add the options only this game reads (they are named for it in ``--help``)."""
        ...

    def run(self, args: argparse.Namespace, /) -> int:
        """Play the match the options describe and print its report; ValueError for
        options that do not make a match (the CLI shows it as a usage error)."""
        ...


@dataclass(frozen=True)
class GameSpec:
    """One game, as the code above the games sees it.

    ``name`` keys saves, history rows, preferences and the arena's ``--game``; ``title`` is
    the English name (the GUI has its own, translated). ``min_seats``/``max_seats`` bound the
    table. ``new_session`` builds a session from the new-game configuration,
    ``load_session`` from a save document (DocumentError or ValueError when it does not
    replay), ``demo_session(seed, level)`` a table of bots only. ``arena`` returns the
    game's arena entry (imported on demand)."""

    name: str
    title: str
    min_seats: int
    max_seats: int
    bots: BotMenu
    default_level: str
    new_session: Callable[[Any], SessionDriver]
    load_session: Callable[[dict[str, Any]], SessionDriver]
    demo_session: Callable[[int | None, str], SessionDriver]
    arena: Callable[[], ArenaEntry]
