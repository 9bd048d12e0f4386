"""The games cardtable plays: the one registry, a ``GameSpec`` per game (``core.contract``).

Everything shared (the app, the arena, the saves, the history, the statistics, the replayer,
the demo) finds a game here by its name and asks its spec; none of it names a game. Adding a
game is one more line in ``GAMES`` (and one in ``gui.games.GUI_GAMES`` for its table).
"""

from __future__ import annotations

from typing import Any

from cardtable.badugi.spec import SPEC as BADUGI
from cardtable.core.bots import Bot
from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import check_document
from cardtable.core.session import SESSION_FORMAT, SESSION_VERSION, SessionDriver
from cardtable.core.spec import GameSpec
from cardtable.spades.spec import SPEC as SPADES

GAMES: list[GameSpec] = [BADUGI, SPADES]
"""In the order the start screen, the menus (Ctrl+1, Ctrl+2, ...) and ``--help`` list them."""


def names() -> list[str]:
    return [spec.name for spec in GAMES]


def find(name: object) -> GameSpec | None:
    """The spec called ``name``, or None (a save or a history row of an unknown game)."""
    for spec in GAMES:
        if spec.name == name:
            return spec
    return None


def spec(name: str) -> GameSpec:
    """The spec called ``name``; ValueError naming the known games otherwise."""
    found = find(name)
    if found is None:
        raise ValueError(f"unknown game {name!r} (choose {' or '.join(names())})")
    return found


def bot_names(game: str, unlisted: bool = False) -> list[str]:
    """The bots ``game`` offers, weakest first; the yardsticks only with ``unlisted``."""
    return spec(game).bots.names(unlisted)


def make_bot(game: str, name: str, seed: int | None = None) -> Bot:
    """A new bot of ``game``; ValueError naming the known bots if ``name`` is unknown."""
    return spec(game).bots.make(name, seed)


def load_session(data: Any) -> SessionDriver:
    """Rebuild a session from a save document of any game; SaveFileError for a foreign or
    newer file or an unknown game, ValueError (or IllegalAction, a ValueError) when the
    content does not replay."""
    doc = check_document(data, SESSION_FORMAT, SESSION_VERSION, name="the saved game")
    game = doc.get("game")
    found = find(game)
    if found is None:
        named = repr(game)
        raise SaveFileError(
            f"the saved game is of an unknown game {named}", "unknown_game", (named,)
        )
    try:
        return found.load_session(doc)
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"the saved game is incomplete: {exc!r}") from exc


def demo_session(game: str, seed: int | None = None, level: str | None = None) -> SessionDriver:
    """A table of ``game`` with computer players in every seat (``cardtable --demo``), at
    ``level`` (default: the game's strongest listed bot)."""
    found = spec(game)
    level = found.bots.names()[-1] if level is None else level
    if level not in found.bots.names():
        raise ValueError(f"no {game} bot called {level!r}")
    return found.demo_session(seed, level)
