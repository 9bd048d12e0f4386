"""A history database written by cardtable 0.1.0 (schema version 1: a column per fact of the
two games) is brought up to date when it is opened (version 2: one JSON ``facts`` column;
version 3: a table of reviews; version 4: the games' rules): every hand and game is kept
with the same facts, records and results, the statistics come out as the old code counted
them, every stored hand still replays, and a migration that fails leaves the file as it
was."""

from __future__ import annotations

import dataclasses
import json
import shutil
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from history_play import badugi_session, play_badugi

from cardtable import games
from cardtable.core.dbfile import Migration
from cardtable.storage import history_db
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder
from cardtable.storage.history_schema import (
    HAND_COLUMNS,
    SCHEMA,
    V1_FACT_COLUMNS,
    V3_GAME_COLUMNS,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "v0_1_0"
FLAGS = ("vpip", "showdown", "showdown_won")
GAMES = ", ".join(V3_GAME_COLUMNS)
"""The games' columns of version 1 (the same through version 3; 4 adds their rules)."""


@pytest.fixture
def v1_path(tmp_path: Path) -> Path:
    """A copy of 0.1.0's history (the committed file is never opened for writing)."""
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(DATA / "history.sqlite3", path)
    return path


def read_all(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def v1_hands(path: Path) -> list[dict[str, Any]]:
    """Every hand of a version-1 file as its columns, in the order played."""
    columns = HAND_COLUMNS[:-1] + V1_FACT_COLUMNS
    rows = read_all(
        path,
        f"SELECT g.game, {', '.join('h.' + c for c in columns)} FROM hands h "
        "JOIN games g ON g.id = h.game_id ORDER BY h.id",
    )
    return [dict(zip(("game", *columns), row, strict=True)) for row in rows]


def old_badugi_figures(hands: list[dict[str, Any]], sittings: int) -> dict[str, Any]:
    """The figures as 0.1.0's ``badugi_stats`` worked them out from the columns."""
    running, cumulative, big_blinds = 0, [], 0.0
    for h in hands:
        running += h["net"]
        cumulative.append(running)
        big_blinds += h["net"] / h["big_blind"] if h["big_blind"] else 0.0
    return {
        "hands": len(hands), "won": sum(h["net"] > 0 for h in hands), "net_chips": running,
        "net_big_blinds": big_blinds, "vpip_hands": sum(bool(h["vpip"]) for h in hands),
        "showdowns": sum(bool(h["showdown"]) for h in hands),
        "showdowns_won": sum(bool(h["showdown_won"]) for h in hands), "sittings": sittings,
        "cumulative": tuple(cumulative),
    }  # fmt: skip


def old_spades_figures(hands: list[dict[str, Any]], games_: list[tuple[Any, ...]]) -> dict:
    """The figures as 0.1.0's ``spades_stats`` worked them out from the columns;
    ``games_`` are (finished, hero seat, result, scores JSON) rows."""
    pairs: Counter[tuple[int, int]] = Counter()
    exact = made = off = 0
    nils = {"nil": [0, 0], "blind_nil": [0, 0]}
    for h in hands:
        tricks = h["tricks"] or 0
        if h["bid"] in nils:
            nils[h["bid"]][0] += 1
            nils[h["bid"]][1] += tricks == 0
        elif h["bid"] is not None and h["bid"].isdigit():
            bid = int(h["bid"])
            pairs[(bid, tricks)] += 1
            exact += tricks == bid
            made += tricks >= bid
            off += abs(tricks - bid)
    finished = sorted((g for g in games_ if g[0] is not None), key=lambda g: g[0])
    margins = []
    for _, seat, _, scores_text in finished:
        scores = json.loads(scores_text)
        team = seat % len(scores)
        margins.append(scores[team] - max(v for t, v in enumerate(scores) if t != team))
    return {
        "games": len(finished), "games_won": sum(g[2] == "won" for g in finished),
        "hands": len(hands), "count_bids": sum(pairs.values()), "exact_bids": exact,
        "made_bids": made, "tricks_off": off, "nils": nils["nil"][0],
        "nils_made": nils["nil"][1], "blind_nils": nils["blind_nil"][0],
        "blind_nils_made": nils["blind_nil"][1], "bags": sum(h["bags"] or 0 for h in hands),
        "penalties": sum((h["penalty"] or 0) < 0 for h in hands), "bid_vs_tricks": dict(pairs),
        "margins": tuple(margins),
    }  # fmt: skip


def test_version_1_history_is_upgraded_with_everything_kept(v1_path: Path) -> None:
    assert read_all(v1_path, "PRAGMA user_version") == [(1,)]
    before = v1_hands(v1_path)
    games_before = read_all(v1_path, f"SELECT {GAMES} FROM games ORDER BY id")
    hand_records = read_all(v1_path, "SELECT * FROM hand_records ORDER BY hand_id")
    game_records = read_all(v1_path, "SELECT * FROM game_records ORDER BY game_id")
    spades_games = read_all(
        v1_path, "SELECT finished, hero_seat, result, scores FROM games WHERE game = 'spades'"
    )
    assert Counter(h["game"] for h in before) == {"badugi": 14, "spades": 19}

    db = HistoryDB(v1_path)
    assert db.open() is None  # upgraded in place, nothing set aside
    assert list(v1_path.parent.glob("history.bad-*")) == []
    assert db.integrity() == ["ok"]
    rows = db.hands()
    assert len(rows) == len(before) == 33
    for row, old in zip(rows, before, strict=True):
        assert (row.id, row.game_id, row.game, row.hand_no, row.finished, row.result, row.net,
                row.cards) == tuple(old[c] for c in ("id", "game_id", "game", "hand_no",
                                                     "finished", "result", "net", "cards"))
        expected = {c: (bool(old[c]) if c in FLAGS else old[c]) for c in V1_FACT_COLUMNS
                    if old[c] is not None}  # fmt: skip
        assert dict(row.facts) == expected
        assert all(type(row.facts[c]) is bool for c in FLAGS if c in row.facts)
        # Each game's facts, and none of the other game's.
        wanted = {"big_blind", *FLAGS} if row.game == "badugi" else {"bid", "tricks", "bags",
                                                                     "penalty"}
        assert set(row.facts) == wanted
    assert read_all(v1_path, f"SELECT {GAMES} FROM games ORDER BY id") == games_before
    assert read_all(v1_path, "SELECT * FROM hand_records ORDER BY hand_id") == hand_records
    assert read_all(v1_path, "SELECT * FROM game_records ORDER BY game_id") == game_records
    assert [g.hands for g in sorted(db.games(), key=lambda g: g.id)] == [14, 17, 2]

    # The statistics: the old code's numbers, and the ones worked out by hand from the file.
    badugi = games.spec("badugi").history
    spades = games.spec("spades").history
    assert badugi is not None and spades is not None
    b = badugi().stats(db.hands("badugi"), db.games("badugi"))
    old_b = old_badugi_figures([h for h in before if h["game"] == "badugi"], 1)
    assert {k: getattr(b, k) for k in old_b} == old_b
    assert (b.hands, b.won, b.net_chips, b.vpip_hands, b.showdowns, b.showdowns_won) == (
        14, 3, -14, 2, 2, 2,
    )
    assert b.bb_per_100 == pytest.approx(-50.0)
    s = spades().stats(db.hands("spades"), db.games("spades"))
    old_s = old_spades_figures([h for h in before if h["game"] == "spades"], spades_games)
    assert {k: getattr(s, k) for k in old_s} == old_s
    assert (s.hands, s.games, s.games_won, s.count_bids, s.exact_bids, s.penalties) == (
        19, 1, 0, 19, 10, 3,
    )
    assert s.margins == (424 - 547,)

    # Every stored hand replays to its end through today's engines.
    by_id = {g.id: g for g in db.games()}
    for row in rows:
        adapter = games.spec(row.game).history
        assert adapter is not None
        hero = by_id[row.game_id].hero_seat
        assert hero is not None
        frames = adapter().frames(db, row, hero)
        if row.game == "badugi":
            record = db.hand_record(row.id)
            assert len(frames) == len(record["hand"]["actions"]) + 1
            assert list(frames[-1].view.stacks) == record["final_stacks"]
        else:
            assert len(frames) == 1 + 4 + 52
            assert frames[-1].record.number == row.hand_no
    db.close()

    assert read_all(v1_path, "PRAGMA user_version") == [(SCHEMA.version,)] == [(4,)]
    assert read_all(v1_path, "SELECT DISTINCT rules FROM games") == [("{}",)]
    assert read_all(v1_path, "SELECT COUNT(*) FROM reviews") == [(0,)]
    columns = [r[1] for r in read_all(v1_path, "PRAGMA table_info(hands)")]
    assert columns == list(HAND_COLUMNS)


def test_upgraded_history_opens_again_and_takes_new_hands(v1_path: Path) -> None:
    db = HistoryDB(v1_path)
    assert db.open() is None
    first = db.hands()
    db.close()
    again = HistoryDB(v1_path)
    assert again.open() is None
    assert again.hands() == first
    play_badugi(badugi_session(seed=21), 3, HistoryRecorder(again).record)
    rows = again.hands("badugi")
    assert len(rows) == 14 + 3
    assert set(rows[-1].facts) == {"big_blind", "vpip", "showdown", "showdown_won"}
    again.close()


def test_a_failed_upgrade_leaves_the_file_as_it_was(
    v1_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = v1_path.read_bytes()
    real = SCHEMA.migrations[1]

    def fails_half_way(conn: sqlite3.Connection) -> None:
        real.upgrade(conn)  # the whole rewrite, then the disk fills up
        raise sqlite3.OperationalError("database or disk is full")

    failing = dataclasses.replace(SCHEMA, migrations={1: Migration(real.tables, fails_half_way)})
    monkeypatch.setattr(history_db, "SCHEMA", failing)
    db = HistoryDB(v1_path)
    problem = db.open()
    assert problem is not None and "disk is full" in str(problem)
    assert problem.moved_to is None and not db.is_open  # not the file's fault: kept
    assert v1_path.read_bytes() == content
    monkeypatch.undo()
    assert read_all(v1_path, "PRAGMA user_version") == [(1,)]
    assert len(v1_hands(v1_path)) == 33  # every hand still there, in the old columns
    assert db.open() is None  # the next start upgrades it
    assert len(db.hands()) == 33
    db.close()


def test_a_version_1_file_without_its_columns_is_set_aside(v1_path: Path) -> None:
    conn = sqlite3.connect(v1_path)
    conn.execute("ALTER TABLE hands DROP COLUMN vpip")
    conn.commit()
    conn.close()
    content = v1_path.read_bytes()
    db = HistoryDB(v1_path)
    problem = db.open()
    assert problem is not None and "missing vpip" in str(problem)
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert db.is_open and db.hands() == []
    db.close()
