"""SQLite files the app owns: opened with checks, set aside when they cannot be trusted.

A database is a file like a save: it can be cut short by a crash, damaged on disk, replaced
by another program's database or written by a newer cardtable. Opening one therefore checks,
before anything is read from it, that it is an SQLite file, that it is ours (the header's
``application_id``), that its schema version is one we know and its tables have the columns
we use, and that SQLite's own ``quick_check`` passes. Anything else raises
``DatabaseFileError`` so the caller can set the file aside (kept for inspection, never
overwritten) and start a new one.

Durability: the journal is a write-ahead log with ``synchronous=FULL``, so a transaction is
on disk when ``COMMIT`` returns, and a process killed mid-write leaves the last committed
state, which SQLite restores from the log the next time the file is opened.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import folder_problem, set_aside

SQLITE_HEADER = b"SQLite format 3\x00"
_CORRUPT, _NOTADB = 11, 26  # SQLite result codes (the low byte of extended codes)
COMPANIONS = ("-wal", "-journal")


class DatabaseFileError(SaveFileError):
    """A database file that cannot be used: not SQLite, not ours, newer, or damaged."""


@dataclass(frozen=True)
class Schema:
    """What a database of ours looks like: its ``application_id``, schema ``version``, the
    ``tables`` (and the columns of each) the code reads, and the statements that create it."""

    application_id: int
    version: int
    tables: Mapping[str, frozenset[str]]
    create: Sequence[str]


def is_corruption(exc: BaseException) -> bool:
    """Whether an sqlite3 error means the file itself is damaged (not locked, not full)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (_CORRUPT, _NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error: all of it or nothing."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _check_header(path: Path) -> None:
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    if size == 0:
        return  # SQLite treats an empty file as a new database
    with path.open("rb") as fh:
        head = fh.read(len(SQLITE_HEADER))
    if head != SQLITE_HEADER or size < 512:
        raise DatabaseFileError(f"{path.name} is not an SQLite database")


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def _check_content(conn: sqlite3.Connection, path: Path, schema: Schema) -> bool:
    """Check a database against ``schema``; True when it is new (empty) and needs creating."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables and app_id == 0 and version == 0:
        return True
    if app_id != schema.application_id:
        raise DatabaseFileError(f"{path.name} is another program's database")
    if version > schema.version:
        raise DatabaseFileError(
            f"{path.name} was written by a newer cardtable (version {version}, "
            f"this one reads up to {schema.version})"
        )
    if version < schema.version:
        raise DatabaseFileError(f"{path.name} has an unknown schema version {version}")
    for table, wanted in schema.tables.items():
        missing = wanted - _columns(conn, table)
        if missing:
            raise DatabaseFileError(
                f"{path.name} does not have the expected tables ({table}: missing "
                f"{', '.join(sorted(missing))})"
            )
    problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise DatabaseFileError(f"{path.name} is damaged: {problems[0]}")
    return False


def open_checked(path: str | os.PathLike[str], schema: Schema) -> sqlite3.Connection:
    """Open (or create) the database at ``path`` and check it against ``schema``.

    Raises DatabaseFileError when the file is unusable (the caller sets it aside), or
    sqlite3.Error / OSError when it cannot be opened at all (a read-only folder, a lock):
    then the file is not at fault and must be left where it is.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if not os.path.lexists(target):
        # SQLite would only say "unable to open database file"; the folder's own reason
        # (read-only, full) tells the player what to fix, and nothing is created there.
        problem = folder_problem(target.parent)
        if problem is not None:
            raise OSError(f"nothing can be written in {target.parent} ({problem})")
    _check_header(target)
    conn = sqlite3.connect(target, timeout=5.0, isolation_level=None)
    try:
        try:
            fresh = _check_content(conn, target, schema)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("PRAGMA foreign_keys=ON")
            if fresh:
                with transaction(conn):
                    for statement in schema.create:
                        conn.execute(statement)
                    conn.execute(f"PRAGMA application_id={int(schema.application_id)}")
                    conn.execute(f"PRAGMA user_version={int(schema.version)}")
        except sqlite3.DatabaseError as exc:
            if is_corruption(exc):
                raise DatabaseFileError(f"{target.name} is damaged: {exc}") from exc
            raise
    except BaseException:
        conn.close()
        raise
    return conn


def set_aside_database(path: str | os.PathLike[str]) -> Path:
    """Move a database that cannot be used (closed first) to ``<stem>.bad-<stamp><suffix>``,
    its write-ahead log or journal along with it (they belong to that file and nothing
    else); the shared-memory index is only a cache and is removed."""
    source = Path(path)
    target = set_aside(source)
    for companion in COMPANIONS:
        extra = Path(f"{source}{companion}")
        if extra.exists():
            os.replace(extra, Path(f"{target}{companion}"))
    Path(f"{source}-shm").unlink(missing_ok=True)
    return target
