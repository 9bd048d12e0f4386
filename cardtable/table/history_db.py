"""The history of play: every finished hand and game in an SQLite database.

Why a database and not more JSON files: hands arrive one at a time for years, the statistics
pages read thousands of them at once, and each hand must be on disk the moment it ends, even
if the app is killed a second later. SQLite (the standard library's ``sqlite3``) gives atomic
transactions, a write-ahead log that survives a crash mid-write, and indexed reads.

``games``: a Badugi sitting (one match, hand after hand) or one Spades game, keyed by the
game and its seed. ``hands``: one row per finished hand with the person's result (net chips
or team points) and the facts the statistics need (VPIP, showdowns, bid and tricks, bags).
The records live in tables of their own, so reading every hand for the statistics scans a
few bytes a hand, not kilobytes: ``hand_records`` holds each hand's record JSON (Badugi: the
replayable hand record; Spades: the hand's entry of the game record), ``game_records`` the
whole record of a Spades game, which replays through the engine. Rows are only added, never
rewritten, except a game's running totals and its record.

A damaged database found while the app runs is handled like one found at start-up: it is
set aside, a new one is started, and ``HistoryError`` tells the caller what happened.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from cardtable.core.dbfile import (
    DatabaseFileError,
    Schema,
    is_corruption,
    open_checked,
    set_aside_database,
    transaction,
)
from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import MAX_BYTES, parse_json
from cardtable.core.validate import check_object

DB_NAME = "history.sqlite3"
MAX_LIST_CHARS = 4096
"""Players' names or a game's scores: far below this; a longer list is not ours."""
MAX_GAME_RECORD_BYTES = MAX_BYTES
"""A whole Spades game's record (the record files' limit); a hand's record is limited like a
Badugi record file (``MAX_RECORD_BYTES``)."""
APPLICATION_ID = 0x43544842  # "CTHB": cardtable history database
SCHEMA_VERSION = 1

_GAME_COLUMNS = (
    "id", "game", "key", "started", "updated", "finished", "hero_seat", "players", "result",
    "net", "scores",
)  # fmt: skip
_HAND_COLUMNS = (
    "id", "game_id", "hand_no", "finished", "result", "net", "cards", "big_blind", "vpip",
    "showdown", "showdown_won", "bid", "tricks", "bags", "penalty",
)  # fmt: skip

SCHEMA = Schema(
    application_id=APPLICATION_ID,
    version=SCHEMA_VERSION,
    tables={
        "games": frozenset(_GAME_COLUMNS),
        "hands": frozenset(_HAND_COLUMNS),
        "hand_records": frozenset({"hand_id", "record"}),
        "game_records": frozenset({"game_id", "record"}),
    },
    create=(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            key TEXT NOT NULL,
            started INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            finished INTEGER,
            hero_seat INTEGER,
            players TEXT NOT NULL,
            result TEXT,
            net INTEGER NOT NULL DEFAULT 0,
            scores TEXT,
            UNIQUE (game, key))""",
        """CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id),
            hand_no INTEGER NOT NULL,
            finished INTEGER NOT NULL,
            result TEXT NOT NULL,
            net INTEGER NOT NULL,
            cards TEXT NOT NULL DEFAULT '',
            big_blind INTEGER,
            vpip INTEGER,
            showdown INTEGER,
            showdown_won INTEGER,
            bid TEXT,
            tricks INTEGER,
            bags INTEGER,
            penalty INTEGER,
            UNIQUE (game_id, hand_no))""",
        """CREATE TABLE hand_records (
            hand_id INTEGER PRIMARY KEY REFERENCES hands(id),
            record TEXT NOT NULL)""",
        """CREATE TABLE game_records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            record TEXT NOT NULL)""",
        "CREATE INDEX hands_by_game ON hands (game_id, hand_no)",
        "CREATE INDEX games_by_game ON games (game, started)",
    ),
)


class HistoryError(Exception):
    """The history could not be read or written. ``moved_to`` is where a damaged database
    went (a new, empty one replaced it); None when it was left in place (locked, disk full,
    a read-only folder)."""

    def __init__(self, message: str, moved_to: Path | None = None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


@dataclass(frozen=True)
class GameInfo:
    """Which sitting or game a hand belongs to, in the person's eyes."""

    game: str
    key: str
    players: tuple[str, ...]
    hero_seat: int | None


@dataclass(frozen=True)
class HandEntry:
    """One finished hand for the ``hands`` table. ``facts`` fills the game's own columns
    (Badugi: big_blind, vpip, showdown, showdown_won; Spades: bid, tricks, bags, penalty)."""

    hand_no: int
    result: str  # "won", "lost" or "even", for the person
    net: int  # Badugi: the person's chips won or lost; Spades: his team's points
    record: dict[str, Any]
    cards: str = ""
    facts: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameOutcome:
    """The state of a Spades game after a hand: its record so far, totals and, once over,
    the person's result."""

    record: dict[str, Any]
    scores: tuple[int, ...]
    net: int
    result: str | None = None  # "won" / "lost" once finished


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


class HandRow(NamedTuple):
    id: int
    game_id: int
    game: str
    hand_no: int
    finished: int
    result: str
    net: int
    cards: str
    big_blind: int | None = None
    vpip: bool | None = None
    showdown: bool | None = None
    showdown_won: bool | None = None
    bid: str | None = None
    tricks: int | None = None
    bags: int | None = None
    penalty: int | None = None


_FACT_COLUMNS = ("big_blind", "vpip", "showdown", "showdown_won", "bid", "tricks", "bags",
                 "penalty")  # fmt: skip
_HAND_FIELDS = ("h.id", "h.game_id", "g.game", "h.hand_no", "h.finished", "h.result", "h.net",
                "h.cards", *(f"h.{c}" for c in _FACT_COLUMNS))  # fmt: skip
_BOOL_INDEXES = [8 + _FACT_COLUMNS.index(c) for c in ("vpip", "showdown", "showdown_won")]


def _hand_row(row: Sequence[Any]) -> HandRow:
    values = list(row)
    for i in _BOOL_INDEXES:
        if values[i] is not None:
            values[i] = bool(values[i])
    return HandRow._make(values)


def _json_list(text: str | None) -> tuple[Any, ...]:
    """A short list stored as JSON (names, scores): () when it is not one."""
    if not isinstance(text, str) or not text or len(text) > MAX_LIST_CHARS:
        return ()
    try:
        value = parse_json(text, "a stored list")
    except SaveFileError:
        return ()
    return tuple(value) if isinstance(value, list) else ()


def _to_json(value: Any) -> str:
    """JSON for a stored value; NaN and infinities are refused (``parse_json`` would refuse
    them when the record is read back), as ValueError."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


class HistoryDB:
    """The history database at ``path``; ``open`` before use. Every method raises
    HistoryError (never a bare sqlite3 error) so the GUI can report it and play on."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None

    # ------------------------------------------------------------------ opening

    @property
    def is_open(self) -> bool:
        return self._conn is not None

    def open(self) -> HistoryError | None:
        """Open the database, creating it if needed. A damaged, foreign or newer file is set
        aside and a new one started: the HistoryError returned says so (``moved_to`` set).
        A database that cannot be opened at all is returned as an error with the history
        left closed."""
        self.close()
        try:
            self._conn = open_checked(self.path, SCHEMA)
            return None
        except DatabaseFileError as exc:
            try:
                moved = set_aside_database(self.path)
            except OSError as move_error:
                return HistoryError(f"{exc}; it cannot be set aside: {move_error}")
            problem = HistoryError(str(exc), moved)
        except (sqlite3.Error, OSError) as exc:
            return HistoryError(f"the history cannot be opened: {exc}")
        try:
            self._conn = open_checked(self.path, SCHEMA)
        except (DatabaseFileError, sqlite3.Error, OSError) as exc:
            return HistoryError(f"{problem}; a new history cannot be started: {exc}", moved)
        return problem

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise HistoryError("the history is not open")
        return self._conn

    def _failed(self, exc: BaseException) -> HistoryError:
        """Turn an sqlite3 error into a HistoryError; a damaged file is set aside at once
        (a new database takes its place) so the next hand is stored again."""
        if not is_corruption(exc):
            return HistoryError(f"the history could not be used: {exc}")
        self.close()
        try:
            moved = set_aside_database(self.path)
        except OSError as move_error:
            return HistoryError(f"{self.path.name} is damaged ({exc}) and cannot be set "
                                f"aside: {move_error}")
        error = HistoryError(f"{self.path.name} is damaged: {exc}", moved)
        try:
            self._conn = open_checked(self.path, SCHEMA)
        except (DatabaseFileError, sqlite3.Error, OSError):
            self._conn = None
        return error

    def integrity(self) -> list[str]:
        """SQLite's full ``integrity_check`` (["ok"] when the file is sound)."""
        try:
            return [row[0] for row in self._db().execute("PRAGMA integrity_check")]
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc

    # ------------------------------------------------------------------ writing

    def store_hand(
        self,
        info: GameInfo,
        hand: HandEntry,
        outcome: GameOutcome | None = None,
        when: float | None = None,
    ) -> bool:
        """Store a finished hand (and the game's new state) in one transaction. A hand
        already stored (the same game and hand number) is left as it is: False."""
        now = int(time.time() if when is None else when)
        try:
            with transaction(self._db()) as db:
                game_id = self._game_id(db, info, now)
                facts = {k: hand.facts.get(k) for k in _FACT_COLUMNS}
                cursor = db.execute(
                    "INSERT OR IGNORE INTO hands (game_id, hand_no, finished, result, net, "
                    "cards, big_blind, vpip, showdown, showdown_won, bid, tricks, bags, "
                    "penalty) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, hand.hand_no, now, hand.result, hand.net, hand.cards,
                     *facts.values()),
                )  # fmt: skip
                added = cursor.rowcount == 1
                if added:
                    db.execute(
                        "INSERT INTO hand_records (hand_id, record) VALUES (?, ?)",
                        (cursor.lastrowid, _to_json(hand.record)),
                    )
                if outcome is None:
                    db.execute(
                        "UPDATE games SET updated = ?, net = "
                        "(SELECT COALESCE(SUM(net), 0) FROM hands WHERE game_id = ?) WHERE id = ?",
                        (now, game_id, game_id),
                    )
                else:
                    db.execute(
                        "UPDATE games SET updated = ?, net = ?, scores = ?, result = ?, "
                        "finished = ? WHERE id = ?",
                        (now, outcome.net, _to_json(list(outcome.scores)), outcome.result,
                         now if outcome.result is not None else None, game_id),
                    )  # fmt: skip
                    db.execute(
                        "INSERT OR REPLACE INTO game_records (game_id, record) VALUES (?, ?)",
                        (game_id, _to_json(outcome.record)),
                    )
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc
        except ValueError as exc:  # NaN in a record: a bug, never worth stopping play
            raise HistoryError(f"hand {hand.hand_no} could not be stored: {exc}") from exc
        return added

    def _game_id(self, db: sqlite3.Connection, info: GameInfo, now: int) -> int:
        db.execute(
            "INSERT OR IGNORE INTO games (game, key, started, updated, hero_seat, players) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (info.game, info.key, now, now, info.hero_seat,
             _to_json(list(info.players))),
        )  # fmt: skip
        row = db.execute(
            "SELECT id FROM games WHERE game = ? AND key = ?", (info.game, info.key)
        ).fetchone()
        return int(row[0])

    # ------------------------------------------------------------------ reading

    def games(self, game: str | None = None) -> list[GameRow]:
        """Sittings and games, newest first, with their number of stored hands."""
        where, args = ("WHERE g.game = ?", (game,)) if game else ("", ())
        sql = (
            "SELECT g.id, g.game, g.key, g.started, g.updated, g.finished, g.hero_seat, "
            "g.players, g.result, g.net, g.scores, "
            "(SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id) "
            f"FROM games g {where} ORDER BY g.updated DESC, g.id DESC"
        )
        try:
            rows = self._db().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc
        return [
            GameRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], _json_list(r[7]), r[8], r[9],
                    _json_list(r[10]), r[11])
            for r in rows
        ]  # fmt: skip

    def hands(self, game: str | None = None, game_id: int | None = None) -> list[HandRow]:
        """Stored hands in the order they were played (of one game, or of one sitting)."""
        clauses, args = [], []
        if game is not None:
            clauses.append("g.game = ?")
            args.append(game)
        if game_id is not None:
            clauses.append("h.game_id = ?")
            args.append(game_id)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        sql = (
            f"SELECT {', '.join(_HAND_FIELDS)} FROM hands h JOIN games g ON g.id = h.game_id "
            f"{where} ORDER BY h.id"
        )
        try:
            rows = self._db().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc
        return [_hand_row(r) for r in rows]

    def stored_hand_numbers(self, game: str, key: str) -> set[int]:
        """The hand numbers already stored for one sitting or game."""
        try:
            rows = self._db().execute(
                "SELECT h.hand_no FROM hands h JOIN games g ON g.id = h.game_id "
                "WHERE g.game = ? AND g.key = ?",
                (game, key),
            ).fetchall()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc
        return {int(r[0]) for r in rows}

    def hand_record(self, hand_id: int) -> dict[str, Any]:
        """The stored record JSON of one hand."""
        # Imported here: the badugi package loads its hand-value table (0.3 s), which opening
        # the history at start-up does not need.
        from cardtable.badugi.records import MAX_RECORD_BYTES

        return self._record(
            "SELECT record FROM hand_records WHERE hand_id = ?", hand_id, MAX_RECORD_BYTES
        )

    def game_record(self, game_id: int) -> dict[str, Any]:
        """The stored record of a Spades game (its hands so far)."""
        return self._record(
            "SELECT record FROM game_records WHERE game_id = ?", game_id, MAX_GAME_RECORD_BYTES
        )

    def _record(self, sql: str, row_id: int, max_bytes: int) -> dict[str, Any]:
        """A stored record read back with the limits of a record file (size, nesting, no
        NaN): the database is a file on disk like any other, and may have been edited. What
        is in it is then checked by the games' own ``replay_record``."""
        try:
            row = self._db().execute(sql, (row_id,)).fetchone()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc
        if row is None or not row[0]:
            raise HistoryError(f"no stored record {row_id}")
        text = row[0]
        name = f"stored record {row_id}"
        try:
            if not isinstance(text, str):
                raise SaveFileError(f"{name} is not text")
            size = len(text.encode("utf-8", "surrogatepass"))
            if size > max_bytes:
                raise SaveFileError(
                    f"{name} is too large ({size:,} bytes; the limit is {max_bytes:,})"
                )
            return check_object(parse_json(text, name), name)
        except (SaveFileError, ValueError) as exc:
            raise HistoryError(str(exc)) from exc
