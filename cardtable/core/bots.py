"""The one interface every computer player has, and a registry of bots per game.

A bot is handed a seat view (only what that seat may know) and returns an action; it never
sees the game state. The registry lets the arena and the GUI's strength menu list whatever
bots exist without importing them by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    """A computer player: ``act(view)`` returns an action legal in that view."""

    name: str

    def act(self, view: Any) -> Any: ...


BotFactory = Callable[[int | None], Bot]
"""Builds a bot from an optional seed (bots that randomise must be reproducible)."""

_REGISTRY: dict[str, dict[str, BotFactory]] = {}
_UNLISTED: set[tuple[str, str]] = set()


def register_bot(game: str, name: str, factory: BotFactory, listed: bool = True) -> None:
    """Make a bot available under ``name`` for ``game`` ("badugi" or "spades").

    ``listed=False`` keeps a yardstick bot (one that exists to test the others, such as a
    bot that shoves every hand) out of ``bot_names``, so the table never offers it to a
    player; the arena still makes it by name."""
    _REGISTRY.setdefault(game, {})[name] = factory
    if not listed:
        _UNLISTED.add((game, name))


def _load(game: str) -> None:
    # Importing the game's bots package registers its bots; done lazily so that core stays
    # independent of the games.
    if game == "badugi":
        import cardtable.badugi.bots  # noqa: F401
    elif game == "spades":
        import cardtable.spades.bots  # noqa: F401
    else:
        raise ValueError(f"unknown game {game!r} (choose badugi or spades)")


def bot_names(game: str, unlisted: bool = False) -> list[str]:
    """Names of the bots for ``game``, in registration order (weakest first by convention);
    the yardstick bots only with ``unlisted=True``."""
    _load(game)
    return [n for n in _REGISTRY.get(game, {}) if unlisted or (game, n) not in _UNLISTED]


def make_bot(game: str, name: str, seed: int | None = None) -> Bot:
    """A new bot instance; raises ValueError naming the known bots if ``name`` is unknown."""
    _load(game)
    bots = _REGISTRY.get(game, {})
    if name not in bots:
        known = ", ".join(bots) or "none"
        raise ValueError(f"unknown {game} bot {name!r} (known: {known})")
    return bots[name](seed)
