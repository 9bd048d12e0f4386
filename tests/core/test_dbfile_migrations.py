"""``core.dbfile`` upgrades an older database one version at a time, in order, in one
transaction, checks each older version's tables first, and still refuses versions it has no
way up from."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardtable.core.dbfile import DatabaseFileError, Migration, Schema, open_checked

APP = 0x54455354


def add_column(name: str, log: list[str]) -> Migration:
    def upgrade(conn: sqlite3.Connection) -> None:
        log.append(name)
        conn.execute(f"ALTER TABLE notes ADD COLUMN {name} TEXT NOT NULL DEFAULT '{name}'")

    return Migration({}, upgrade)


def schema(version: int, log: list[str]) -> Schema:
    """Version 1 has ``notes(id, text)``; each later version adds a column."""
    extra = ("b", "c")[: version - 1]
    migrations = {v: add_column(extra[v - 1], log) for v in range(1, version)}
    columns = frozenset({"id", "text", *extra})
    if migrations:
        migrations[1] = Migration({"notes": frozenset({"id", "text"})}, migrations[1].upgrade)
    return Schema(
        APP, version, {"notes": columns},
        (f"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL"
         f"{''.join(f', {c} TEXT' for c in extra)})",),
        migrations,
    )  # fmt: skip


def version_1(path: Path) -> None:
    conn = open_checked(path, schema(1, []))
    conn.execute("INSERT INTO notes (text) VALUES ('kept')")
    conn.close()


def test_older_versions_are_upgraded_in_order(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    version_1(path)
    log: list[str] = []
    conn = open_checked(path, schema(3, log))
    assert log == ["b", "c"]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    assert conn.execute("SELECT text, b, c FROM notes").fetchall() == [("kept", "b", "c")]
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    conn.close()
    again: list[str] = []
    open_checked(path, schema(3, again)).close()
    assert again == []  # upgraded once


def test_an_upgrade_that_fails_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    version_1(path)
    good = schema(3, [])

    def breaks(conn: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    bad = Schema(APP, 3, good.tables, good.create,
                 {1: good.migrations[1], 2: Migration({}, breaks)})  # fmt: skip
    with pytest.raises(sqlite3.OperationalError):
        open_checked(path, bad)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert [r[1] for r in conn.execute("PRAGMA table_info(notes)")] == ["id", "text"]
    conn.close()


def test_versions_without_a_way_up_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    version_1(path)
    no_way = Schema(APP, 3, {"notes": frozenset({"id"})}, ())
    with pytest.raises(DatabaseFileError, match="unknown schema version 1"):
        open_checked(path, no_way)
    open_checked(path, schema(3, [])).close()
    with pytest.raises(DatabaseFileError, match="newer"):
        open_checked(path, schema(2, []))


def test_an_older_file_is_checked_against_its_own_tables(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    version_1(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE notes RENAME COLUMN text TO body")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseFileError, match="notes: missing text"):
        open_checked(path, schema(3, []))
