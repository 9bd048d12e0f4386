"""The tables of the history database, and how a file of an older version is brought up to
date (``core.dbfile`` runs the migrations when it opens the file).

Version 4 (this one) adds ``games.rules``: what the game says of the rules a sitting or game
was played by (``core.history.GameRow.rules``, a JSON object the game writes and reads), so
the history's rows tell a pot-limit single-draw sitting from a fixed-limit triple-draw one.
Upgrading from version 3 only adds the column: every game keeps what it had and reads as
before, with no rules (``'{}'``).

Version 3 adds ``reviews``: a game's review of a stored hand from one seat (what
each decision cost: ``core.spec.KeptReview``), as the game's JSON with the version of the
review that wrote it, so the statistics read reviews computed once, in the background, and a
better review computes them again. Upgrading from version 2 only creates the table.

Version 2: ``hands`` holds what every game has (hand number, result, net, the person's
cards) and one ``facts`` column, a JSON object each game writes and reads for its own
statistics, so a new game needs no new column.

Version 1 (cardtable 0.1.0) had a column per fact of the two games it knew (``big_blind``,
``vpip``, ``showdown``, ``showdown_won``, ``bid``, ``tricks``, ``bags``, ``penalty``), empty
where a fact was not the hand's game's. The migration copies every hand with the facts it
has (under the same names, the yes/no columns as true/false) into the new table; hand
numbers, row ids, records, sittings and games are kept as they were.
"""

from __future__ import annotations

import json
import math
import sqlite3
from typing import Any

from cardtable.core.dbfile import Migration, Schema

APPLICATION_ID = 0x43544842  # "CTHB": cardtable history database
SCHEMA_VERSION = 4

V3_GAME_COLUMNS = (
    "id", "game", "key", "started", "updated", "finished", "hero_seat", "players", "result",
    "net", "scores",
)  # fmt: skip
GAME_COLUMNS = (*V3_GAME_COLUMNS, "rules")
HAND_COLUMNS = ("id", "game_id", "hand_no", "finished", "result", "net", "cards", "facts")

_CREATE_HANDS = """CREATE TABLE {name} (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    hand_no INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    result TEXT NOT NULL,
    net INTEGER NOT NULL,
    cards TEXT NOT NULL DEFAULT '',
    facts TEXT NOT NULL DEFAULT '{{}}',
    UNIQUE (game_id, hand_no))"""
_INDEX_HANDS = "CREATE INDEX hands_by_game ON hands (game_id, hand_no)"

# ---------------------------------------------------------------------- version 1

V1_FACT_COLUMNS = ("big_blind", "vpip", "showdown", "showdown_won", "bid", "tricks", "bags",
                   "penalty")  # fmt: skip
_V1_FLAGS = frozenset({"vpip", "showdown", "showdown_won"})
_V1_TABLES = {
    "games": frozenset(V3_GAME_COLUMNS),
    "hands": frozenset(HAND_COLUMNS[:-1] + V1_FACT_COLUMNS),
    "hand_records": frozenset({"hand_id", "record"}),
    "game_records": frozenset({"game_id", "record"}),
}


def facts_of_v1(values: tuple[Any, ...]) -> dict[str, Any]:
    """A version-1 hand's fact columns (in ``V1_FACT_COLUMNS`` order) as a facts object:
    the columns that hold something, yes/no ones as booleans. A value no version wrote
    (binary data, a NaN) is left out rather than losing the hand."""
    facts: dict[str, Any] = {}
    for name, value in zip(V1_FACT_COLUMNS, values, strict=True):
        if isinstance(value, int) and name in _V1_FLAGS:
            facts[name] = bool(value)
        elif isinstance(value, int | str) or isinstance(value, float) and math.isfinite(value):
            facts[name] = value
    return facts


def _upgrade_v1(db: sqlite3.Connection) -> None:
    """Rebuild ``hands`` with a ``facts`` column (SQLite's way to drop columns on any
    version: a new table, the rows copied, the old table dropped, the new one renamed)."""
    db.execute(_CREATE_HANDS.format(name="hands_v2"))
    rows = db.execute(
        f"SELECT {', '.join(HAND_COLUMNS[:-1] + V1_FACT_COLUMNS)} FROM hands ORDER BY id"
    )
    kept = len(HAND_COLUMNS) - 1
    db.executemany(
        f"INSERT INTO hands_v2 ({', '.join(HAND_COLUMNS)}) VALUES "
        f"({', '.join('?' * len(HAND_COLUMNS))})",
        (
            (*row[:kept], json.dumps(facts_of_v1(row[kept:]), ensure_ascii=False))
            for row in rows
        ),
    )
    db.execute("DROP TABLE hands")
    db.execute("ALTER TABLE hands_v2 RENAME TO hands")
    db.execute(_INDEX_HANDS)


# ---------------------------------------------------------------------- version 2

_V2_TABLES = {
    "games": frozenset(V3_GAME_COLUMNS),
    "hands": frozenset(HAND_COLUMNS),
    "hand_records": frozenset({"hand_id", "record"}),
    "game_records": frozenset({"game_id", "record"}),
}
REVIEW_COLUMNS = ("hand_id", "seat", "version", "review")
_CREATE_REVIEWS = """CREATE TABLE reviews (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seat INTEGER NOT NULL,
    version INTEGER NOT NULL,
    review TEXT NOT NULL,
    PRIMARY KEY (hand_id, seat))"""


def _upgrade_v2(db: sqlite3.Connection) -> None:
    """Version 3 only adds the reviews table: nothing stored changes."""
    db.execute(_CREATE_REVIEWS)


# ---------------------------------------------------------------------- version 3

_V3_TABLES = {**_V2_TABLES, "reviews": frozenset(REVIEW_COLUMNS)}
_ADD_RULES = "ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT '{}'"


def _upgrade_v3(db: sqlite3.Connection) -> None:
    """Version 4 only adds the games' rules, none for the games already stored: nothing
    stored changes, and their rows read as they did."""
    db.execute(_ADD_RULES)


# ---------------------------------------------------------------------- version 4

SCHEMA = Schema(
    application_id=APPLICATION_ID,
    version=SCHEMA_VERSION,
    tables={**_V3_TABLES, "games": frozenset(GAME_COLUMNS)},
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
            rules TEXT NOT NULL DEFAULT '{}',
            UNIQUE (game, key))""",
        _CREATE_HANDS.format(name="hands"),
        """CREATE TABLE hand_records (
            hand_id INTEGER PRIMARY KEY REFERENCES hands(id),
            record TEXT NOT NULL)""",
        """CREATE TABLE game_records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            record TEXT NOT NULL)""",
        _INDEX_HANDS,
        "CREATE INDEX games_by_game ON games (game, started)",
        _CREATE_REVIEWS,
    ),
    migrations={
        1: Migration(_V1_TABLES, _upgrade_v1),
        2: Migration(_V2_TABLES, _upgrade_v2),
        3: Migration(_V3_TABLES, _upgrade_v3),
    },
)
