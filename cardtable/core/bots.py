"""The one interface every computer player has, and the list of bots a game offers.

A bot is handed a seat view (only what that seat may know) and returns an action; it never
sees the game state. Each game lists its bots once, in a ``BotMenu`` inside its own package
(its ``spec``), weakest first: the arena, the new-game dialogs and the saves read that list,
so a new level is one entry there. Factories import their bot when first called, so listing
the bots costs nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from cardtable.core.lazy import imported


@runtime_checkable
class Bot(Protocol):
    """A computer player: ``act(view)`` returns an action legal in that view."""

    name: str

    def act(self, view: Any) -> Any: ...


BotFactory = Callable[[int | None], Bot]
"""Builds a bot from an optional seed (bots that randomise must be reproducible)."""


@dataclass(frozen=True)
class BotEntry:
    """One bot a game offers: its ``name`` (saves and the arena use it), its ``label`` in
    English (the GUI translates it), how to make it, and whether the table lists it.

    ``listed=False`` keeps a yardstick bot (one that exists to test the others, such as a
    bot that shoves every hand) out of the table's menus; the arena still makes it."""

    name: str
    label: str
    factory: BotFactory
    listed: bool = True


def bot_from(target: str) -> BotFactory:
    """A ``BotEntry.factory`` for ``target`` (``"module:Name"``, a bot class or a function of
    the seed), imported when the first bot is made: the search code behind the strong bots
    is not loaded for a start screen that only lists them."""
    make = imported(target)

    def factory(seed: int | None) -> Bot:
        bot: Bot = make()(seed)
        return bot

    return factory


class BotMenu:
    """A game's bots in order, weakest first (the new-game dialogs rely on the order)."""

    def __init__(self, game: str, entries: Iterable[BotEntry]) -> None:
        self.game = game
        self.entries = tuple(entries)
        self._by_name = {e.name: e for e in self.entries}
        if len(self._by_name) != len(self.entries):
            raise ValueError(f"two {game} bots share a name")

    def names(self, unlisted: bool = False) -> list[str]:
        """The bots' names; the yardstick bots only with ``unlisted=True``."""
        return [e.name for e in self.entries if unlisted or e.listed]

    def label(self, name: str) -> str:
        entry = self._by_name.get(name)
        return entry.label if entry is not None else name.capitalize()

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def make(self, name: str, seed: int | None = None) -> Bot:
        """A new bot instance; ValueError naming the known bots if ``name`` is unknown."""
        entry = self._by_name.get(name)
        if entry is None:
            known = ", ".join(self._by_name) or "none"
            raise ValueError(f"unknown {self.game} bot {name!r} (known: {known})")
        return entry.factory(seed)
