"""SQLite files the app owns: opened with checks, set aside when they cannot be trusted.

A database is a file like a save: it can be cut short by a crash, damaged on disk, replaced
by another program's database or written by a newer cardtable. Opening one therefore checks,
before anything is read from it, that it is an SQLite file, that it is ours (the header's
``application_id``), that its schema version is one we know and its tables have the columns
we use, and that SQLite's own ``quick_check`` passes. Anything else raises
``DatabaseFileError`` so the caller can set the file aside (kept for inspection, never
overwritten) and start a new one.

An older version that the schema knows how to upgrade (``Schema.migrations``) is not set
aside: it is checked against that version's tables, then brought up to date, one version at
a time, in a single transaction. A migration that fails leaves the file exactly as it was
(a damaged file is then set aside like any other; a full disk or a lock is reported and the
file kept for the next start).

Durability: the journal is a write-ahead log with ``synchronous=FULL``, so a transaction is
on disk when ``COMMIT`` returns, and a process killed mid-write leaves the last committed
state, which SQLite restores from the log the next time the file is opened.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import folder_problem, set_aside

SQLITE_HEADER = b"SQLite format 3\x00"
_CORRUPT, _NOTADB = 11, 26  # SQLite result codes (the low byte of extended codes)
COMPANIONS = ("-wal", "-journal")


class DatabaseFileError(SaveFileError):
    """A database file that cannot be used: not SQLite, not ours, newer, or damaged."""


@dataclass(frozen=True)
class Migration:
    """How a database of one older version becomes the next: ``tables`` are the columns
    that version had (checked before anything changes: a file without them is not one we
    wrote), ``upgrade`` rewrites its tables inside the transaction that raises the version.
    It runs with foreign keys off (a table is rebuilt by copying it), and they are checked
    before the transaction commits."""

    tables: Mapping[str, frozenset[str]]
    upgrade: Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class Schema:
    """What a database of ours looks like: its ``application_id``, schema ``version``, the
    ``tables`` (and the columns of each) the code reads, and the statements that create it.
    ``migrations[v]`` upgrades a file of version ``v`` to ``v + 1``."""

    application_id: int
    version: int
    tables: Mapping[str, frozenset[str]]
    create: Sequence[str]
    migrations: Mapping[int, Migration] = field(default_factory=dict)


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


def _check_tables(
    conn: sqlite3.Connection, path: Path, tables: Mapping[str, frozenset[str]]
) -> None:
    for table, wanted in tables.items():
        missing = wanted - _columns(conn, table)
        if missing:
            raise DatabaseFileError(
                f"{path.name} does not have the expected tables ({table}: missing "
                f"{', '.join(sorted(missing))})"
            )


def _check_content(conn: sqlite3.Connection, path: Path, schema: Schema) -> int | None:
    """Check a database against ``schema``: None when it is new (empty) and needs creating,
    else its version (older than the schema's only when a migration starts from it)."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables and app_id == 0 and version == 0:
        return None
    if app_id != schema.application_id:
        raise DatabaseFileError(f"{path.name} is another program's database")
    if version > schema.version:
        raise DatabaseFileError(
            f"{path.name} was written by a newer cardtable (version {version}, "
            f"this one reads up to {schema.version})"
        )
    if version < schema.version and version not in schema.migrations:
        raise DatabaseFileError(f"{path.name} has an unknown schema version {version}")
    current = version == schema.version
    _check_tables(conn, path, schema.tables if current else schema.migrations[version].tables)
    problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise DatabaseFileError(f"{path.name} is damaged: {problems[0]}")
    return int(version)


def _migrate(conn: sqlite3.Connection, path: Path, schema: Schema) -> None:
    """Bring an older database up to ``schema.version`` in one transaction. The version is
    read again inside it: another cardtable may have upgraded the file meanwhile."""
    with transaction(conn):
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        while version < schema.version:
            step = schema.migrations.get(version)
            if step is None:
                raise DatabaseFileError(f"{path.name} has an unknown schema version {version}")
            step.upgrade(conn)
            version += 1
            conn.execute(f"PRAGMA user_version={int(version)}")
        broken = conn.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise DatabaseFileError(
                f"{path.name} could not be brought up to date: {len(broken)} rows of "
                f"{broken[0][0]} refer to rows that are not there"
            )
        _check_tables(conn, path, schema.tables)


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
            version = _check_content(conn, target, schema)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            if version is None:
                with transaction(conn):
                    for statement in schema.create:
                        conn.execute(statement)
                    conn.execute(f"PRAGMA application_id={int(schema.application_id)}")
                    conn.execute(f"PRAGMA user_version={int(schema.version)}")
            elif version < schema.version:
                _migrate(conn, target, schema)  # foreign keys still off: tables are rebuilt
            conn.execute("PRAGMA foreign_keys=ON")
        except sqlite3.DatabaseError as exc:
            if is_corruption(exc):
                raise DatabaseFileError(f"{target.name} is damaged: {exc}") from exc
            raise
    except BaseException:
        conn.close()
        raise
    return conn


def open_read_only(path: str | os.PathLike[str], schema: Schema) -> sqlite3.Connection:
    """Open the existing database at ``path`` for reading only, checked like
    ``open_checked`` but never created, upgraded or written: a tool that reads a player's
    history (``cardtable-review``) must leave it exactly as it was. DatabaseFileError for an
    unusable file, an empty one or one of an older version (the app upgrades it)."""
    target = Path(path)
    if not target.is_file():
        raise DatabaseFileError(f"there is no database at {target}")
    _check_header(target)
    conn = _connect_read_only(target)
    try:
        try:
            version = _check_content(conn, target, schema)
        except sqlite3.DatabaseError as exc:
            raise DatabaseFileError(f"{target.name} cannot be read: {exc}") from exc
        if version is None:
            raise DatabaseFileError(f"{target.name} is empty")
        if version < schema.version:
            raise DatabaseFileError(
                f"{target.name} is of an older version ({version}): start cardtable once "
                "to bring it up to date"
            )
    except BaseException:
        conn.close()
        raise
    return conn


def _connect_read_only(target: Path) -> sqlite3.Connection:
    """A read-only connection. A database in write-ahead-log mode needs its shared-memory
    file beside it even to be read, and SQLite cannot make one in a read-only folder
    ("attempt to write a readonly database"): there the file is opened as immutable, which
    reads it as it stands (anything left in a ``-wal`` file is not seen; the app's closed
    databases leave none)."""
    uri = target.resolve().as_uri()
    conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=5.0)
    try:
        conn.execute("PRAGMA application_id").fetchone()
        return conn
    except sqlite3.OperationalError:
        conn.close()
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, timeout=5.0)


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
