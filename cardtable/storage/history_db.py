"""The history of play: every finished hand and game in an SQLite database.

Why a database and not more JSON files: hands arrive one at a time for years, the statistics
pages read thousands of them at once, and each hand must be on disk the moment it ends, even
if the app is killed a second later. SQLite (the standard library's ``sqlite3``) gives atomic
transactions, a write-ahead log that survives a crash mid-write, and indexed reads.

``games``: a sitting or a game, keyed by the game's name and its own key (its seed).
``hands``: one row per finished hand with the person's result (net chips or points, in the
game's unit), his cards, and the facts the game's statistics need as a JSON object that only
the game writes and reads (``core.history``; tables and migrations in ``history_schema``).
The records live in tables of their own, so reading every hand for the statistics scans a
few bytes a hand, not kilobytes: ``hand_records`` holds each hand's record JSON,
``game_records`` the whole record of a game with running totals (it replays through the
engine). ``reviews`` keeps a game's review of a stored hand from the person's seat (computed in
the background, once per hand and review version). Rows are only added, never rewritten,
except a game's running totals and its record, a review computed again, and the rules of a
sitting begun before they were kept (``games.rules``, schema version 4) when it goes on.
This module knows no game: what is stored and how it is read back is each game's history
adapter's business (``core.spec.HistoryAdapter``).

A damaged database found while the app runs is handled like one found at start-up: it is
set aside, a new one is started, and ``HistoryError`` tells the caller what happened.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardtable.core.dbfile import (
    DatabaseFileError,
    is_corruption,
    open_checked,
    open_read_only,
    set_aside_database,
    transaction,
)
from cardtable.core.errors import SaveFileError
from cardtable.core.history import (
    NO_FACTS,
    GameInfo,
    GameOutcome,
    GameRow,
    HandEntry,
    HandRow,
    StoredReview,
)
from cardtable.core.jsonio import MAX_BYTES, parse_json
from cardtable.core.validate import check_object
from cardtable.storage.history_schema import APPLICATION_ID, SCHEMA, SCHEMA_VERSION
from cardtable.storage.row_checks import game_row_readable, hand_row_readable, names_readable

__all__ = [
    "APPLICATION_ID", "DB_NAME", "SCHEMA", "SCHEMA_VERSION", "GameInfo", "GameOutcome",
    "GameRow", "HandEntry", "HandRow", "HistoryDB", "HistoryError",
]  # fmt: skip

DB_NAME = "history.sqlite3"
MAX_LIST_CHARS = 4096
"""Players' names or a game's scores: far below this; a longer list is not ours."""
MAX_FACTS_CHARS = 4096
"""A hand's facts are a few short figures; a longer text is not ours (read as no facts)."""
MAX_HAND_RECORD_BYTES = 1024 * 1024
"""A hand's record, limited like a record file of one hand."""
MAX_GAME_RECORD_BYTES = MAX_BYTES
"""A whole game's record (the record files' limit)."""
MAX_REVIEW_CHARS = 512 * 1024
"""A hand's review: a few kilobytes; a longer text is not ours (read as no review)."""

_HAND_FIELDS = ("h.id", "h.game_id", "g.game", "h.hand_no", "h.finished", "h.result", "h.net",
                "h.cards", "h.facts")  # fmt: skip


class HistoryError(Exception):
    """The history could not be read or written. ``moved_to`` is where a damaged database
    went (a new, empty one replaced it); None when it was left in place (locked, disk full,
    a read-only folder)."""

    def __init__(self, message: str, moved_to: Path | None = None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def _json_list(text: str | None) -> tuple[Any, ...]:
    """A short list stored as JSON (names, scores): () when it is not one."""
    if not isinstance(text, str) or not text or len(text) > MAX_LIST_CHARS:
        return ()
    try:
        value = parse_json(text, "a stored list")
    except SaveFileError:
        return ()
    return tuple(value) if isinstance(value, list) else ()


def _facts(text: Any) -> Mapping[str, Any]:
    """A hand's stored facts or a game's rules, read-only: none when the text is not a JSON
    object."""
    if not isinstance(text, str) or len(text) > MAX_FACTS_CHARS:
        return NO_FACTS
    try:
        value = parse_json(text, "stored facts")
    except SaveFileError:
        return NO_FACTS
    return MappingProxyType(value) if isinstance(value, dict) else NO_FACTS


def _hand_rows(rows: Iterable[Sequence[Any]], left_out: set[int]) -> list[HandRow]:
    """Rows of ``_HAND_FIELDS`` as HandRows; the ids of rows with a value of the wrong type
    go to ``left_out`` instead. Hands of a game mostly repeat a few sets of facts, so each
    text is parsed once (the statistics read every hand there is)."""
    parsed: dict[Any, Mapping[str, Any]] = {}
    hands = []
    for row in rows:
        if not hand_row_readable(row):
            left_out.add(row[0])
            continue
        text = row[8]
        facts = parsed.get(text) if isinstance(text, str) else NO_FACTS
        if facts is None:
            facts = parsed[text] = _facts(text)
        hands.append(HandRow(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7],
                             facts))  # fmt: skip
    return hands


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
        self.unreadable_games: set[int] = set()
        """Ids of stored games and hands read so far that hold a value of the wrong type:
        left out of what is read (and kept in the file), so a page can say so."""
        self.unreadable_hands: set[int] = set()

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

    def open_read_only(self) -> HistoryError | None:
        """Open an existing database only to read it (``cardtable-review``): nothing is
        created, upgraded or set aside; the error says why it cannot be read."""
        self.close()
        try:
            self._conn = open_read_only(self.path, SCHEMA)
        except (DatabaseFileError, sqlite3.Error, OSError) as exc:
            return HistoryError(str(exc))
        return None

    def close(self) -> None:
        self.unreadable_games, self.unreadable_hands = set(), set()
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
            return HistoryError(
                f"{self.path.name} is damaged ({exc}) and cannot be set aside: {move_error}"
            )
        error = HistoryError(f"{self.path.name} is damaged: {exc}", moved)
        try:
            self._conn = open_checked(self.path, SCHEMA)
        except (DatabaseFileError, sqlite3.Error, OSError):
            self._conn = None
        return error

    def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """Every row ``sql`` selects; a database error as ``HistoryError`` (every read)."""
        try:
            return self._db().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc

    def _row(self, sql: str, args: Sequence[Any] = ()) -> Any:
        """The first row ``sql`` selects, or None; errors as ``_rows``."""
        try:
            return self._db().execute(sql, args).fetchone()
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc

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
                cursor = db.execute(
                    "INSERT OR IGNORE INTO hands (game_id, hand_no, finished, result, net, "
                    "cards, facts) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, hand.hand_no, now, hand.result, hand.net, hand.cards,
                     _to_json(hand.facts)),
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
        rules = _to_json(dict(info.rules))
        # A new sitting's row; one begun before the rules were kept (schema 3) takes them
        # when it goes on, in the same statement (no second write a hand).
        db.execute(
            "INSERT INTO games (game, key, started, updated, hero_seat, players, rules) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game, key) "
            "DO UPDATE SET rules = excluded.rules WHERE games.rules = '{}'",
            (info.game, info.key, now, now, info.hero_seat,
             _to_json(list(info.players)), rules),
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
            "(SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id), g.rules "
            f"FROM games g {where} ORDER BY g.updated DESC, g.id DESC"
        )
        rows = self._rows(sql, args)
        found = []
        for r in rows:
            players, scores = _json_list(r[7]), _json_list(r[10])
            if not game_row_readable(r[:12], players, scores):
                self.unreadable_games.add(r[0])
                continue
            if not names_readable(players):
                self.unreadable_games.add(r[0])
                players = ()
            found.append(GameRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], players, r[8],
                                 r[9], scores, r[11], _facts(r[12])))  # fmt: skip
        return found

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
        rows = self._rows(sql, args)
        return _hand_rows(rows, self.unreadable_hands)

    def hand(self, hand_id: int) -> HandRow:
        """One stored hand by its id (``cardtable-review --history``); HistoryError if
        there is none."""
        sql = (
            f"SELECT {', '.join(_HAND_FIELDS)} FROM hands h JOIN games g ON g.id = h.game_id "
            "WHERE h.id = ?"
        )
        rows = self._rows(sql, (hand_id,))
        if not rows:
            raise HistoryError(f"no stored hand {hand_id}")
        found = _hand_rows(rows, self.unreadable_hands)
        if not found:
            raise HistoryError(f"stored hand {hand_id} holds a value of the wrong type")
        return found[0]

    def stored_hand_numbers(self, game: str, key: str) -> set[int]:
        """The hand numbers already stored for one sitting or game."""
        rows = self._rows(
            "SELECT h.hand_no FROM hands h JOIN games g ON g.id = h.game_id "
            "WHERE g.game = ? AND g.key = ?",
            (game, key),
        )
        return {int(r[0]) for r in rows}

    def hand_record(self, hand_id: int) -> dict[str, Any]:
        """The stored record JSON of one hand."""
        return self._record(
            "SELECT record FROM hand_records WHERE hand_id = ?", hand_id, MAX_HAND_RECORD_BYTES
        )

    def game_record(self, game_id: int) -> dict[str, Any]:
        """The stored record of a game with running totals (its hands so far)."""
        return self._record(
            "SELECT record FROM game_records WHERE game_id = ?", game_id, MAX_GAME_RECORD_BYTES
        )

    def _record(self, sql: str, row_id: int, max_bytes: int) -> dict[str, Any]:
        """A stored record read back with the limits of a record file (size, nesting, no
        NaN): the database is a file on disk like any other, and may have been edited. What
        is in it is then checked by the games' own ``replay_record``."""
        row = self._row(sql, (row_id,))
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

    # ------------------------------------------------------------------ reviews

    def store_review(self, hand_id: int, seat: int, version: int, review: dict[str, Any]) -> None:
        """Keep a game's review of stored hand ``hand_id`` from ``seat`` (replacing an older
        one); HistoryError if the hand is not stored or the database fails."""
        try:
            text = _to_json(review)
        except ValueError as exc:
            raise HistoryError(f"the review of hand {hand_id} could not be stored: {exc}") from exc
        try:
            with transaction(self._db()) as db:
                db.execute(
                    "INSERT OR REPLACE INTO reviews (hand_id, seat, version, review) "
                    "VALUES (?, ?, ?, ?)",
                    (hand_id, seat, version, text),
                )
        except sqlite3.IntegrityError as exc:
            raise HistoryError(f"no stored hand {hand_id} to keep a review of") from exc
        except sqlite3.Error as exc:
            raise self._failed(exc) from exc

    def review(self, hand_id: int, seat: int) -> StoredReview | None:
        """The kept review of one hand from ``seat`` (its text unparsed), or None."""
        row = self._row(
            "SELECT hand_id, version, review FROM reviews WHERE hand_id = ? AND seat = ?",
            (hand_id, seat),
        )
        found = _stored_reviews([row]) if row is not None else []
        return found[0] if found else None

    def reviews(self, game: str) -> list[StoredReview]:
        """The kept reviews of ``game``'s hands from the person's seat, in the order the
        hands were played (texts unparsed: many are read at once, for the statistics)."""
        rows = self._rows(
            "SELECT r.hand_id, r.version, r.review FROM reviews r "
            "JOIN hands h ON h.id = r.hand_id JOIN games g ON g.id = h.game_id "
            "WHERE g.game = ? AND r.seat = COALESCE(g.hero_seat, 0) ORDER BY h.id",
            (game,),
        )
        return _stored_reviews(rows)

    def unreviewed(self, game: str, version: int) -> list[int]:
        """The ids of ``game``'s stored hands with no review of ``version`` from the
        person's seat, newest first (the latest hands matter most to him)."""
        rows = self._rows(
            "SELECT h.id FROM hands h JOIN games g ON g.id = h.game_id "
            "LEFT JOIN reviews r ON r.hand_id = h.id AND r.seat = COALESCE(g.hero_seat, 0) "
            "AND r.version = ? WHERE g.game = ? AND r.hand_id IS NULL ORDER BY h.id DESC",
            (version, game),
        )
        return [int(r[0]) for r in rows]


def _stored_reviews(rows: Iterable[Sequence[Any]]) -> list[StoredReview]:
    """Rows of (hand id, version, text), leaving out any a newer or damaged file holds in a
    form no version wrote."""
    out = []
    for hand_id, version, text in rows:
        if type(version) is int and isinstance(text, str) and len(text) <= MAX_REVIEW_CHARS:
            out.append(StoredReview(int(hand_id), version, text))
    return out
