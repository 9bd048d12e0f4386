"""What the history of play holds, in words every game and the database share.

A game builds ``HandEntry`` (and, for a game with running totals, ``GameOutcome``) when one
of its hands ends; the database (``table.history_db``) stores them and reads back ``GameRow``
and ``HandRow``. They live here, below the games, so a game's history adapter
(``core.spec.HistoryAdapter``) can make them without importing the table layer, and the
table layer can store them without knowing any game.

A sitting's or game's ``rules`` are what the game says of the rules it was played by, in a
few short values (Badugi: its betting structure and draws; Spades: players, partnerships,
target), so the history's rows tell apart games played by different rules: a JSON object
only the game writes and reads, like a hand's facts.

A hand's ``facts`` are the game's own figures for the statistics (Badugi: the big blind,
VPIP, showdowns; Spades: bid, tricks, bags): a JSON object that only the game writes and
reads. The database keeps them as text and hands them back read-only; they may have been
edited on disk, so readers take a value only when it has the type they expect
(``fact_int``, ``fact_flag``, ``fact_text``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

if TYPE_CHECKING:
    from cardtable.core.session import SessionDriver

S = TypeVar("S", bound="SessionDriver")

NO_FACTS: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True)
class GameInfo:
    """Which sitting or game a hand belongs to, in the person's eyes: ``game`` is the
    game's name, ``key`` tells its sittings or games apart (the seed)."""

    game: str
    key: str
    players: tuple[str, ...]
    hero_seat: int | None
    rules: Mapping[str, Any] = field(default_factory=dict)
    """The game's summary of its rules (``HistoryAdapter.game_rules``)."""


@dataclass(frozen=True)
class HandEntry:
    """One finished hand as the game gives it to the history: the person's result, the
    hand's record (kept to replay it), his cards as text and the game's ``facts``."""

    hand_no: int
    result: str  # "won", "lost" or "even", for the person
    net: int  # chips won or lost, or his team's points: the game's unit
    record: dict[str, Any]
    cards: str = ""
    facts: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameOutcome:
    """The state of a game with running totals after a hand: its record so far, the totals
    and, once over, the person's result."""

    record: dict[str, Any]
    scores: tuple[int, ...]
    net: int
    result: str | None = None  # "won" / "lost" once finished


@dataclass(frozen=True)
class FinishedHand:
    """A hand a session has finished, as its game reports it to the recorder. ``entry`` is
    None when there is nothing to store (the person was not dealt in): the hand is then only
    marked as seen. ``outcome`` goes with the last hand of a report, so a game that ended is
    marked so in the same transaction as the hand that ended it."""

    hand_no: int
    entry: HandEntry | None
    outcome: GameOutcome | None = None


class GameRow(NamedTuple):
    """A sitting or game as stored (NamedTuples: thousands are read at once, and a tuple is
    made ten times faster than a frozen dataclass)."""

    id: int
    game: str
    key: str
    started: int
    updated: int
    finished: int | None
    hero_seat: int | None
    players: tuple[str, ...]
    result: str | None
    net: int
    scores: tuple[int, ...]
    hands: int
    rules: Mapping[str, Any] = NO_FACTS
    """What the game said of its rules (read-only); none for a game stored before they
    were kept (schema version 3) or whose text cannot be read."""


class HandRow(NamedTuple):
    """A stored hand: what every game has, and the game's own ``facts`` (read-only)."""

    id: int
    game_id: int
    game: str
    hand_no: int
    finished: int
    result: str
    net: int
    cards: str
    facts: Mapping[str, Any] = NO_FACTS


class StoredReview(NamedTuple):
    """A game's review of one stored hand as the database keeps it: the version of the
    review that wrote it and its JSON text (parsed by the game, off the GUI thread when
    there are many)."""

    hand_id: int
    version: int
    text: str


class RecordSource(Protocol):
    """Where a game reads the stored records of a hand it is asked to replay (the history
    database); HistoryError when a record cannot be read."""

    def hand_record(self, hand_id: int) -> dict[str, Any]: ...

    def game_record(self, game_id: int) -> dict[str, Any]: ...


class OwnSessions(Generic[S]):
    """What every game's history adapter (``core.spec.HistoryAdapter``) does the same way:
    only the game's own sessions (``session_type``) come to it, since the recorder asks the
    session's own spec, and a sitting or game is told apart by its session's seed."""

    session_type: type[S]

    def own(self, session: SessionDriver) -> S:
        assert isinstance(session, self.session_type), session
        return session

    def game_key(self, session: SessionDriver) -> str:
        return str(self.own(session).seed)

    def game_rules(self, session: SessionDriver) -> dict[str, Any]:
        """None told: a game whose sittings are all played alike has nothing to tell apart."""
        return {}


class ReplayError(ValueError):
    """A stored record that does not replay (damaged, tampered, or from another version)."""


def outcome_word(net: int) -> str:
    """The person's result of a hand as stored: "won", "lost" or "even"."""
    return "won" if net > 0 else "lost" if net < 0 else "even"


def share(part: int, whole: int) -> float | None:
    """``part / whole``, None when there is nothing to divide (shown as a dash)."""
    return part / whole if whole else None


def fact_int(facts: Mapping[str, Any], key: str) -> int | None:
    """An integer fact; None when it is missing or not an integer (a flag is not one)."""
    value = facts.get(key)
    return value if type(value) is int else None


def fact_flag(facts: Mapping[str, Any], key: str) -> bool:
    """A yes/no fact: only a stored ``true`` counts as yes."""
    return facts.get(key) is True


def fact_text(facts: Mapping[str, Any], key: str) -> str | None:
    """A text fact; None when it is missing or not text."""
    value = facts.get(key)
    return value if isinstance(value, str) else None
