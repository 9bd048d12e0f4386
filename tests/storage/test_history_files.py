"""The history database as a file that can be damaged: a process killed mid-write leaves an
intact database with every committed hand, and a file that is not ours, newer, damaged or
garbage is set aside (kept, with its write-ahead log) and a new history started; nothing
raises past ``HistoryDB``."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi

from cardtable.storage.history_db import (
    APPLICATION_ID,
    GameInfo,
    HandEntry,
    HistoryDB,
    HistoryError,
)
from cardtable.storage.history_recorder import HistoryRecorder

ROOT = Path(__file__).resolve().parents[2]
PAD = "x" * 40_000  # large records: the kill lands mid-write, and checkpoints happen

WRITER = textwrap.dedent(
    """
    import sys, time
    import cardtable.storage.history_db as history
    path, first, hold = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "hold"
    db = history.HistoryDB(path)
    assert db.open() is None
    info = history.GameInfo("badugi", "kill-test", ("You", "Bot"), 0)
    if hold:
        # Stop inside a write transaction (after the game row and before the hand row).
        real = history.HistoryDB._game_id
        def paused(self, conn, game, now):
            game_id = real(self, conn, game, now)
            print("inside", flush=True)
            time.sleep(60)
            return game_id
        history.HistoryDB._game_id = paused
        info = history.GameInfo("badugi", "never-committed", ("You", "Bot"), 0)
    n = first
    while True:
        db.store_hand(info, history.HandEntry(n, "won", n, {"n": n, "pad": "PAD"}, cards=str(n)))
        print(n, flush=True)
        n += 1
    """
).replace('"PAD"', repr(PAD))


def run_and_kill(path: Path, first: int, stop_after: int, hold: bool = False) -> list[str]:
    """Start a writer, read what it reports as committed, kill it with SIGKILL."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), str(first), "hold" if hold else "go"],
        stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert child.stdout is not None
    lines: list[str] = []
    try:
        while len(lines) < stop_after:
            line = child.stdout.readline()
            assert line, "the writer stopped on its own"
            lines.append(line.strip())
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    return lines


def test_killed_writer_leaves_every_committed_hand_intact(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    committed: list[int] = []
    for first, count in ((1, 60), (None, 45)):
        start = committed[-1] + 1 if first is None else first
        lines = run_and_kill(path, start, count)
        committed += [int(x) for x in lines]
        db = HistoryDB(path)
        assert db.open() is None  # no set-aside: the file is sound
        assert db.integrity() == ["ok"]
        rows = db.hands()
        numbers = [r.hand_no for r in rows]
        # Everything reported committed is there; at most the one hand whose commit
        # finished before the report was cut off is there as well.
        assert numbers[: len(committed)] == committed
        assert len(numbers) - len(committed) in (0, 1)
        for row in rows:
            assert db.hand_record(row.id) == {"n": row.hand_no, "pad": PAD}
        committed = numbers
        db.close()
    assert len(committed) >= 105


def test_killed_transaction_is_rolled_back(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    run_and_kill(path, 1, 5)
    lines = run_and_kill(path, 100, 1, hold=True)
    assert lines == ["inside"]
    assert Path(f"{path}-wal").exists()  # the killed writer's log is left behind
    db = HistoryDB(path)
    assert db.open() is None and db.integrity() == ["ok"]
    assert [g.key for g in db.games()] == ["kill-test"]  # the held game row never committed
    assert [r.hand_no for r in db.hands()][:5] == [1, 2, 3, 4, 5]
    assert 100 not in [r.hand_no for r in db.hands()]


def foreign_sqlite(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('someone else''s data')")
    conn.commit()
    conn.close()


def ours_with(path: Path, version: int, drop: str | None = None) -> None:
    db = HistoryDB(path)
    assert db.open() is None
    db.store_hand(GameInfo("badugi", "1", ("You", "Bot"), 0), HandEntry(1, "won", 3, {"n": 1}))
    db.close()
    conn = sqlite3.connect(path)
    if drop:
        conn.execute(f"ALTER TABLE hands DROP COLUMN {drop}")
    conn.execute(f"PRAGMA user_version={version}")
    conn.commit()
    conn.close()


CASES = {
    "garbage": (lambda p: p.write_bytes(os.urandom(3000)), "not an SQLite database"),
    "text": (lambda p: p.write_text("history\n" * 100), "not an SQLite database"),
    "truncated header": (lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\x00" * 50),
                         "not an SQLite database"),
    "foreign": (foreign_sqlite, "another program"),
    "newer": (lambda p: ours_with(p, 7), "newer cardtable (version 7"),
    "older": (lambda p: ours_with(p, 0), "unknown schema version 0"),
    "wrong schema": (lambda p: ours_with(p, 2, drop="facts"), "missing facts"),
    # Version 1 is upgraded, but only a file that has version 1's tables.
    "wrong version 1": (lambda p: ours_with(p, 1), "missing bags, bid, big_blind"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_unusable_database_is_set_aside(tmp_path: Path, case: str) -> None:
    path = tmp_path / "history.sqlite3"
    make, why = CASES[case]
    make(path)
    content = path.read_bytes()
    db = HistoryDB(path)
    problem = db.open()
    assert problem is not None and why in str(problem)
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert problem.moved_to.name.startswith("history.bad-")
    assert problem.moved_to.suffix == ".sqlite3"
    # A new, working history took its place.
    assert db.is_open and db.integrity() == ["ok"] and db.hands() == []
    info = GameInfo("badugi", "x", ("You", "Bot"), 0)
    assert db.store_hand(info, HandEntry(1, "won", 1, {}))
    db.close()
    if case == "foreign":
        conn = sqlite3.connect(problem.moved_to)  # the other program's data is untouched
        assert conn.execute("SELECT text FROM notes").fetchall() == [("someone else's data",)]
        conn.close()


def test_damaged_pages_are_found_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    play_badugi(badugi_session(seed=3), 30, HistoryRecorder(db).record)
    db.close()  # checkpoints the log into the file
    assert not Path(f"{path}-wal").exists()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    for i in range(2 * page, len(data) - page, page):  # every page but the first and last
        data[i : i + 100] = os.urandom(100)
    path.write_bytes(bytes(data))
    again = HistoryDB(path)
    problem = again.open()
    if problem is None:
        # Not seen by the quick check at open: then the first read meets it.
        with pytest.raises(HistoryError) as caught:
            for row in again.hands():
                again.hand_record(row.id)
        problem = caught.value
    assert "damaged" in str(problem) or "not a database" in str(problem)
    assert problem.moved_to is not None and problem.moved_to.exists()
    assert again.is_open and again.hands() == []


def test_damage_found_while_running_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    info = GameInfo("badugi", "1", ("You", "Bot"), 0)
    for n in range(1, 60):
        db.store_hand(info, HandEntry(n, "won", n, {"pad": PAD[:12000]}))
    db.close()
    db = HistoryDB(path)
    assert db.open() is None
    # A second cardtable writes a hand (so this one must read the file again, not its
    # cache), then the file is damaged on disk while both have it open.
    other = HistoryDB(path)
    assert other.open() is None
    other.store_hand(info, HandEntry(999, "won", 1, {}))
    other.close()
    with path.open("r+b") as fh:
        fh.seek(4096)
        fh.write(os.urandom(4096 * 150))
    with pytest.raises(HistoryError) as caught:
        for row in db.hands():
            db.hand_record(row.id)
    assert "damaged" in str(caught.value)
    assert caught.value.moved_to is not None and caught.value.moved_to.exists()
    # The next hand goes into a new database.
    assert db.store_hand(info, HandEntry(1, "won", 1, {}))
    assert [r.hand_no for r in db.hands()] == [1]


def test_history_that_cannot_be_opened_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.mkdir()  # not a file at all: nothing to set aside, nothing to overwrite
    db = HistoryDB(path)
    problem = db.open()
    assert problem is not None and problem.moved_to is None
    assert not db.is_open and path.is_dir()
    with pytest.raises(HistoryError):
        db.hands()


def test_records_survive_as_json(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    record = {"players": ["나", "Bot"], "nested": [[1, 2], {"a": None}]}
    db.store_hand(GameInfo("badugi", "k", ("나", "Bot"), 0), HandEntry(1, "won", 3, record))
    (game,) = db.games()
    assert game.players == ("나", "Bot")
    assert db.hand_record(db.hands()[0].id) == json.loads(json.dumps(record))
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


HOSTILE_RECORDS = [
    ("deep nesting", "[" * 100_000, "nested too deeply"),
    ("NaN", '{"net": NaN}', "not valid JSON"),
    ("huge integer", '{"net": ' + "9" * 5000 + "}", "not valid JSON"),
    ("too large", '{"pad": "' + "x" * (1024 * 1024) + '"}', "too large"),
    ("not an object", "[1, 2]", "JSON object"),
    ("not text", b"\x00\x01", "not text"),
]


@pytest.mark.parametrize(
    ("name", "stored", "why"), HOSTILE_RECORDS, ids=[c[0] for c in HOSTILE_RECORDS]
)
def test_stored_records_are_read_back_with_the_file_limits(
    tmp_path: Path, name: str, stored: str | bytes, why: str
) -> None:
    """An edited database (it is a file like any other) gives a HistoryError naming the
    problem, as a record file would, never a RecursionError or a NaN in the statistics."""
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    db.store_hand(GameInfo("badugi", "k", ("You", "Bot"), 0), HandEntry(1, "won", 3, {"a": 1}))
    db.store_hand(GameInfo("badugi", "k", ("You", "Bot"), 0), HandEntry(2, "won", 3, {"a": 2}))
    first, second = (row.id for row in db.hands())
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE hand_records SET record = ? WHERE hand_id = ?", (stored, first))
        conn.execute("UPDATE games SET players = ?", ("[" * 100_000,))
    conn.close()
    with pytest.raises(HistoryError, match=why):
        db.hand_record(first)
    assert db.hand_record(second) == {"a": 2}  # the rest of the history is still readable
    assert db.games()[0].players == ()  # a damaged list of names is shown as none


def test_a_record_with_nan_is_not_stored(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    info = GameInfo("badugi", "k", ("You", "Bot"), 0)
    with pytest.raises(HistoryError, match="could not be stored"):
        db.store_hand(info, HandEntry(1, "won", 3, {"net": float("nan")}))
    assert db.hands() == []  # the transaction was rolled back
    assert db.store_hand(info, HandEntry(1, "won", 3, {"net": 3}))


def test_no_history_is_created_in_a_folder_that_cannot_be_written(
    read_only_folder: Path,
) -> None:
    db = HistoryDB(read_only_folder / "history.sqlite3")
    problem = db.open()
    assert problem is not None and problem.moved_to is None
    assert "can be written" in str(problem) and str(read_only_folder) in str(problem)
    assert not db.is_open and list(read_only_folder.iterdir()) == []
