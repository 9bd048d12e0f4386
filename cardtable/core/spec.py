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
from collections.abc import Callable, Sequence, Set
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from cardtable.core.bots import BotMenu
from cardtable.core.history import FinishedHand, GameRow, HandRow, RecordSource
from cardtable.core.lazy import imported
from cardtable.core.session import DEMO_NAMES, SeatConfig, SessionDriver


class ArenaEntry(Protocol):
    """A game's part of ``cardtable-arena``: its own options and its match runner, and the
    options of a match that takes a second or so (``smoke_args``: the conformance suite
    plays it for every registered game)."""

    @property
    def smoke_args(self) -> Sequence[str]: ...

    def add_arguments(self, parser: argparse.ArgumentParser, /) -> None:
        """Add the options only this game reads (they are named for it in ``--help``)."""
        ...

    def run(self, args: argparse.Namespace, /) -> int:
        """Play the match the options describe and print its report; ValueError for
        options that do not make a match (the CLI shows it as a usage error)."""
        ...


class HistoryAdapter(Protocol):
    """A game's part of the history of play (``core.history``), so the recorder, the
    database and the pages store, replay and count any game's hands without knowing it.

    The game alone knows what a finished hand of its sessions stores (its record and the
    facts its statistics need), how a stored hand is stepped through, and what its figures
    are; the facts it writes are the facts it reads back."""

    def game_key(self, session: SessionDriver) -> str:
        """Which sitting or game ``session`` is at (hands are stored once per game, key and
        hand number): a new key starts a new row in the history."""
        ...

    def game_rules(self, session: SessionDriver) -> dict[str, Any]:
        """What the history's row of ``session``'s sitting or game says of its rules, as a
        small JSON object the game's ``HistoryView.rules_text`` reads back (stored with the
        row when its first hand is): without it, two sittings of one game played by
        different rules read alike until opened."""
        ...

    def finished_hands(
        self, session: SessionDriver, hero: int, players: Sequence[str], stored: Set[int]
    ) -> list[FinishedHand]:
        """The hands ``session`` has finished whose numbers ``stored`` lacks, oldest first,
        from seat ``hero``'s side. Runs after every move, so it returns at once when there
        is nothing new."""
        ...

    def frames(self, records: RecordSource, hand: HandRow, hero: int) -> Sequence[Any]:
        """Every position of stored ``hand`` from the deal to its end, rebuilt through the
        engine from the records it reads (never trusted as stored): ReplayError when they
        do not replay; the source's own errors pass through."""
        ...

    def stats(self, hands: Sequence[HandRow], games: Sequence[GameRow]) -> Any:
        """The person's figures over this game's stored ``hands`` (in the order played) and
        its sittings or ``games``; the game's GUI shows them."""


class ReviewEntry(Protocol):
    """A game's part of ``cardtable-review``: what each decision of one seat cost, judged
    only on what that seat knew. ``record_format`` is the ``format`` of the record files
    (as the arena exports them) this review reads."""

    @property
    def record_format(self) -> str: ...

    def review_record(self, record: dict[str, Any], seat: int, /) -> list[dict[str, Any]]:
        """One JSON object per hand of ``record`` from ``seat``'s side, each with its
        ``decisions`` (each with its cost) and the hand's total cost; ValueError when the
        record does not replay or has no such seat."""
        ...

    def review_stored(
        self, records: RecordSource, hand: HandRow, seat: int, /
    ) -> dict[str, Any]:
        """The same for one hand of the history database."""
        ...

    def text(self, review: dict[str, Any], /) -> str:
        """One review as lines for a terminal."""
        ...


@runtime_checkable
class KeptReview(ReviewEntry, Protocol):
    """A review the app computes once for every stored hand of its game, in the background,
    and keeps in the history (the game's statistics read them: a leak report). ``version``
    is the review's own: a stored review of another version is computed again."""

    @property
    def version(self) -> int: ...


@dataclass(frozen=True)
class GameSpec:
    """One game, as the code above the games sees it.

    ``name`` keys saves, history rows, preferences and the arena's ``--game``; ``title`` is
    the English name (the GUI has its own, translated). ``min_seats``/``max_seats`` bound the
    table. ``new_session`` builds a session from the new-game configuration,
    ``load_session`` from a save document (DocumentError or ValueError when it does not
    replay), ``demo_session(seed, level)`` a table of bots only, ``seated_session(seats,
    seed)`` a table of ``seats`` (any number from ``min_seats`` to ``max_seats``, the
    person in at most one) on the game's default settings: what the conformance suite plays
    every game through without knowing its new-game configuration. ``arena`` returns the
    game's arena entry (imported on demand). ``history`` returns the game's history adapter,
    imported on demand too (it brings the engine); None: the game keeps no history.
    ``review`` returns the game's part of ``cardtable-review``; None: no review yet. A
    review that is also a ``KeptReview`` is kept for every stored hand."""

    name: str
    title: str
    min_seats: int
    max_seats: int
    bots: BotMenu
    default_level: str
    new_session: Callable[[Any], SessionDriver]
    load_session: Callable[[dict[str, Any]], SessionDriver]
    demo_session: Callable[[int | None, str], SessionDriver]
    seated_session: Callable[[Sequence[SeatConfig], int | None], SessionDriver]
    arena: Callable[[], ArenaEntry]
    history: Callable[[], HistoryAdapter] | None = None
    review: Callable[[], ReviewEntry] | None = None


def belongs_to(target: str, factory: Callable[..., Any]) -> None:
    """Name ``factory`` for the module of ``target``, where what it makes is defined (so
    ``__module__`` says which game package a spec's factory stands for, as it did when each
    spec wrote its own)."""
    factory.__module__ = target.partition(":")[0]


def new_session_from(target: str) -> Callable[[Any], SessionDriver]:
    """``GameSpec.new_session`` for the session class ``target`` (``"module:Class"``): the
    class made from the new-game configuration."""
    cls = imported(target)

    def new_session(config: Any) -> SessionDriver:
        return cls()(config)

    belongs_to(target, new_session)
    return new_session


def load_session_from(target: str) -> Callable[[dict[str, Any]], SessionDriver]:
    """``GameSpec.load_session`` for the session class ``target``: its ``from_json``."""
    cls = imported(target)

    def load_session(doc: dict[str, Any]) -> SessionDriver:
        return cls().from_json(doc)

    belongs_to(target, load_session)
    return load_session


def demo_from(
    seated_session: Callable[[Sequence[SeatConfig], int | None], SessionDriver], seats: int
) -> Callable[[int | None, str], SessionDriver]:
    """``GameSpec.demo_session``: ``seats`` bots of the level asked for, named from
    ``DEMO_NAMES``, seated by the game's own ``seated_session`` (so on its default rules)."""

    def demo_session(seed: int | None, level: str) -> SessionDriver:
        return seated_session([SeatConfig(DEMO_NAMES[s], level) for s in range(seats)], seed)

    demo_session.__module__ = seated_session.__module__
    return demo_session
