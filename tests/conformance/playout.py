"""What the conformance suite needs to play any game without knowing it: the registered
games (the app's, with the toy High card game's two lines added), and a playout that drives
a session through its public interface only, seat by seat, deterministically from a seed.

The person's moves come from the game's weakest listed bot, handed the person's own view
(``view_for``), so a playout needs no knowledge of what a game's actions look like."""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cardtable import games
from cardtable.core.cards import Card
from cardtable.core.session import SeatConfig, SessionDriver
from cardtable.core.spec import GameSpec
from cardtable.highcard.spec import SPEC as TOY


def registered_specs() -> list[GameSpec]:
    """Every game of the registry, and the toy game as its one line would add it."""
    return [*games.GAMES, *([] if TOY in games.GAMES else [TOY])]


SPECS = registered_specs()
IDS = [spec.name for spec in SPECS]


@contextmanager
def registered(spec: GameSpec) -> Iterator[None]:
    """``spec`` in ``cardtable.games.GAMES`` for the block (the toy game's one line)."""
    added = spec not in games.GAMES
    if added:
        games.GAMES.append(spec)
    try:
        yield
    finally:
        if added:
            games.GAMES.remove(spec)


def weakest(spec: GameSpec) -> str:
    return spec.bots.names()[0]


def seated(spec: GameSpec, seats: int, seed: int, person: bool = True) -> SessionDriver:
    """A table of ``seats`` seats: the person at seat 0 (with ``person``), the game's
    weakest bot in the others."""
    bot = weakest(spec)
    configs = [SeatConfig("You" if person and s == 0 else f"Bot {s}",
                          None if person and s == 0 else bot) for s in range(seats)]  # fmt: skip
    return spec.seated_session(configs, seed)


class Playout:
    """Plays ``session`` move by move: bots through ``bot_request``/``apply_bot``, the
    person through ``act`` with what the weakest bot would do in the person's view. The same
    seed and position always give the same move, so two sessions in the same state played
    by two playouts of the same seed stay in the same state."""

    def __init__(self, spec: GameSpec, session: SessionDriver, seed: int) -> None:
        self.spec, self.session, self.seed = spec, session, seed
        self.over = False  # the sitting cannot go on (next_hand refused)
        self.hands = 0  # hands dealt by this playout
        self.actions: list[Any] = []  # every action taken, for candidates of illegal ones

    def person_move(self, seat: int) -> Any:
        rng = random.Random(f"{self.seed}/{self.session.move_no}")
        bot = self.spec.bots.make(weakest(self.spec), rng.getrandbits(63))
        return bot.act(self.session.view_for(seat))

    def step(self) -> bool:
        """One move (or the next deal); False when the sitting is over."""
        session = self.session
        seat = session.whose_turn()
        if seat is None:
            try:
                session.next_hand()
            except ValueError:  # the game is over: no further hand
                self.over = True
                return False
            self.hands += 1
            return True
        if session.is_human(seat):
            action = self.person_move(seat)
            session.act(seat, action)
        else:
            request = session.bot_request()
            assert request is not None and request.seat == seat
            action = request.bot.act(request.view)
            assert session.apply_bot(request.move_no, action)
        self.actions.append(action)
        return True

    def play(self, moves: int) -> int:
        """Up to ``moves`` steps; the number taken."""
        for done in range(moves):
            if not self.step():
                return done
        return moves


def reachable(root: Any, limit: int = 20000) -> Iterator[Any]:
    """Every object reachable from ``root`` through dataclass fields, attributes, slots and
    the items of containers (each once): what a bot handed ``root`` can get at."""
    seen: set[int] = set()
    todo = [root]
    while todo and len(seen) < limit:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (str, bytes, int, float, bool, type(None))):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, (type, enum.Enum)) or callable(obj) and not hasattr(obj, "__dict__"):
            continue
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
        if dataclasses.is_dataclass(obj):
            todo.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
        todo.extend(getattr(obj, "__dict__", {}).values())
        for name in getattr(type(obj), "__slots__", ()):
            if hasattr(obj, name):
                todo.append(getattr(obj, name))


def cards_in(view: Any) -> set[Card]:
    return {obj for obj in reachable(view) if isinstance(obj, Card)}


def gui_specs() -> list[Any]:
    """Every game's ``GuiSpec`` (the toy's as its one line would add it), in ``SPECS``'s
    order. Imported here, not at the top: the Qt-free tests need no GUI."""
    from cardtable.gui.games import GUI_GAMES
    from cardtable.gui.highcard.spec import GUI as TOY_GUI

    found = {spec.name: spec for spec in [*GUI_GAMES, TOY_GUI]}
    return [found[spec.name] for spec in SPECS]
