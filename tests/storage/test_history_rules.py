"""Each sitting and game keeps its rules in the history (schema version 4), so two Badugi
sittings by other rules, or two Spades games at other sizes, can be told apart in the list.

A history of version 3, as that version's own code wrote it (``tests/data/schema_v3``), is
brought up to date with everything it held kept and no rules for its games (their rows read as
before); a sitting of it that goes on takes its rules then. Rules the file holds in a form no
version wrote are read as none; a file of a newer version is still set aside with a clear
message."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from history_play import badugi_session, play_badugi, play_spades, seats, spades_session

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.history import GameInfo, HandEntry
from cardtable.spades import SpadesRules
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder
from cardtable.storage.history_schema import SCHEMA, SCHEMA_VERSION, V3_GAME_COLUMNS

DATA = Path(__file__).resolve().parents[1] / "data" / "schema_v3"
V3_TABLES = ("games", "hands", "hand_records", "game_records", "reviews")


@pytest.fixture
def v3_path(tmp_path: Path) -> Path:
    """A copy of the version-3 file (the committed one is never opened for writing)."""
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(DATA / "history.sqlite3", path)
    return path


def read_all(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def contents(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of version 3's tables, in version 3's columns."""
    columns = {"games": ", ".join(V3_GAME_COLUMNS)}
    return {
        table: read_all(path, f"SELECT {columns.get(table, '*')} FROM {table} ORDER BY 1, 2")
        for table in V3_TABLES
    }


def test_a_version_3_history_is_upgraded_with_everything_kept(v3_path: Path) -> None:
    assert read_all(v3_path, "PRAGMA user_version") == [(3,)]
    before = contents(v3_path)
    assert [g[1] for g in before["games"]] == ["badugi", "badugi", "spades"]
    assert len(before["hands"]) == 6 and len(before["reviews"]) == 1

    db = HistoryDB(v3_path)
    assert db.open() is None  # upgraded in place, nothing set aside
    assert list(v3_path.parent.glob("history.bad-*")) == []
    rows = sorted(db.games(), key=lambda g: g.id)
    assert [(g.game, g.key, g.players, g.hands) for g in rows] == [
        ("badugi", "31", ("You", "Mina", "Tom", "Jisoo"), 3),
        ("badugi", "32", ("You", "Mina", "Tom"), 2),
        ("spades", "33", ("You", "Mina", "Tom"), 1),
    ]
    assert [dict(g.rules) for g in rows] == [{}, {}, {}]  # none stored: the rows read as before
    assert db.unreadable_games == set()
    hands = db.hands()
    assert len(hands) == 6
    for hand in hands:  # every hand still replays
        adapter = _adapter(hand.game)
        assert adapter.frames(db, hand, 0)
    review = db.review(before["reviews"][0][0], 0)
    assert review is not None and review.version == before["reviews"][0][2]
    db.close()

    assert read_all(v3_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)] == [(4,)]
    assert contents(v3_path) == before
    assert read_all(v3_path, "SELECT DISTINCT rules FROM games") == [("{}",)]
    again = HistoryDB(v3_path)
    assert again.open() is None  # and it opens again as it is
    assert [g.id for g in again.games()] == [g.id for g in reversed(rows)]
    again.close()


def _adapter(game: str) -> Any:
    from cardtable import games

    history = games.spec(game).history
    assert history is not None
    return history()


def test_a_sitting_of_version_3_takes_its_rules_when_it_goes_on(v3_path: Path) -> None:
    db = HistoryDB(v3_path)
    assert db.open() is None
    # The fixed-limit triple-draw sitting (seed 32, three players) played on: hands 1-2 are
    # stored already, hand 3 is new.
    play_badugi(badugi_session(seed=32, n=3), 3, HistoryRecorder(db).record)
    by_key = {g.key: g for g in db.games()}
    assert by_key["32"].hands == 3
    assert dict(by_key["32"].rules) == {"structure": "fixed", "draws": 3}
    assert dict(by_key["31"].rules) == {}  # not played on: left as it was
    db.close()


def pot_single(seed: int) -> BadugiSession:
    rules = BadugiRules(structure="pot", small_blind=1, big_blind=2, draws=1)
    return BadugiSession(BadugiConfig(rules, seats(6), 200), seed=seed)


def test_each_game_keeps_the_rules_it_was_played_by(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    recorder = HistoryRecorder(db)
    play_badugi(pot_single(41), 2, recorder.record)
    play_badugi(badugi_session(seed=42, n=3), 2, recorder.record)
    play_spades(spades_session(seed=43, rules=SpadesRules(players=3, target=300)), 1,
                recorder.record)  # fmt: skip
    play_spades(spades_session(seed=44), 1, recorder.record)
    by_key = {g.key: dict(g.rules) for g in db.games()}
    assert by_key == {
        "41": {"structure": "pot", "draws": 1},
        "42": {"structure": "fixed", "draws": 3},
        "43": {"players": 3, "teams": 3, "target": 300, "loss_threshold": -200},
        "44": {"players": 4, "teams": 2, "target": 500, "loss_threshold": -200},
    }
    db.close()


@pytest.mark.parametrize(
    "text", ["lots", "[1, 2]", "null", "{" * 5000, '{"structure": "pot"' + " " * 5000 + "}"]
)
def test_rules_no_version_wrote_are_read_as_none(tmp_path: Path, text: str) -> None:
    """An edited file: the game is listed with its hands, and no rules."""
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    info = GameInfo("badugi", "1", ("You", "Bot"), 0, {"structure": "pot", "draws": 1})
    db.store_hand(info, HandEntry(1, "won", 3, {"n": 1}))
    db.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET rules = ?", (text,))
    conn.commit()
    conn.close()
    again = HistoryDB(path)
    assert again.open() is None
    (row,) = again.games()
    assert (row.key, row.hands, dict(row.rules)) == ("1", 1, {})
    again.close()


def test_a_history_of_a_newer_version_is_still_set_aside_with_its_reason(
    tmp_path: Path,
) -> None:
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    db.close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version={SCHEMA.version + 1}")
    conn.commit()
    conn.close()
    problem = HistoryDB(path).open()
    assert problem is not None and problem.moved_to is not None
    assert str(problem) == (
        "history.sqlite3 was written by a newer cardtable (version 5, this one reads up to 4)"
    )


def test_the_review_tool_asks_for_a_version_3_history_to_be_opened_once(v3_path: Path) -> None:
    """``cardtable-review --history`` leaves a player's file as it is: a version-3 file is
    not upgraded by it, and it says what to do."""
    content = v3_path.read_bytes()
    db = HistoryDB(v3_path)
    problem = db.open_read_only()
    assert problem is not None and "start cardtable once" in str(problem)
    assert v3_path.read_bytes() == content
