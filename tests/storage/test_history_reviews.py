"""Reviews kept in the history (schema version 3): a database of 0.1.0 (version 1) or of
version 2 is brought up to date with every hand kept and no review yet; reviews are
stored per hand and seat, replaced by a newer version, listed in the order played, and the
hands still to review are found newest first."""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi

from cardtable.core.dbfile import open_checked
from cardtable.storage.history_db import HistoryDB, HistoryError
from cardtable.storage.history_recorder import HistoryRecorder
from cardtable.storage.history_schema import SCHEMA

DATA = Path(__file__).resolve().parents[1] / "data" / "v0_1_0"


def v1_copy(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(DATA / "history.sqlite3", path)
    return path


def version_of(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def test_a_version_1_history_gets_an_empty_reviews_table(tmp_path: Path) -> None:
    path = v1_copy(tmp_path)
    db = HistoryDB(path)
    assert db.open() is None
    badugi = [h.id for h in db.hands("badugi")]
    assert badugi and db.reviews("badugi") == []
    assert db.unreviewed("badugi", 1) == sorted(badugi, reverse=True)
    db.close()
    assert version_of(path) == SCHEMA.version


def test_a_version_2_history_is_brought_up_to_date(tmp_path: Path) -> None:
    """Version 2 as the last release wrote it: its tables only, then today's code opens it."""
    path = v1_copy(tmp_path)
    v2 = dataclasses.replace(
        SCHEMA,
        version=2,
        tables=SCHEMA.migrations[2].tables,
        create=(),  # never run: the file is of version 1, upgraded to 2
        migrations={1: SCHEMA.migrations[1]},
    )
    open_checked(path, v2).close()
    assert version_of(path) == 2
    db = HistoryDB(path)
    assert db.open() is None
    assert version_of(path) == SCHEMA.version
    hands = db.hands()
    assert len(hands) > 10
    hand = hands[0]
    db.store_review(hand.id, 0, 1, {"decisions": [], "total_cost_bb": 0.0})
    db.close()
    again = HistoryDB(path)
    assert again.open() is None
    assert again.hands() == hands
    kept = again.review(hand.id, 0)
    assert kept is not None and kept.version == 1 and '"decisions": []' in kept.text
    again.close()


def test_reviews_are_kept_per_hand_and_version(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    play_badugi(badugi_session(seed=5), 4, HistoryRecorder(db).record)
    ids = [h.id for h in db.hands("badugi")]
    assert db.unreviewed("badugi", 1) == ids[::-1]  # newest first
    db.store_review(ids[1], 0, 1, {"n": 1})
    db.store_review(ids[3], 0, 1, {"n": 3})
    db.store_review(ids[3], 2, 1, {"other": "seat"})  # another seat: not the person's
    assert db.unreviewed("badugi", 1) == [ids[2], ids[0]]
    assert [(r.hand_id, r.text) for r in db.reviews("badugi")] == [
        (ids[1], '{"n": 1}'), (ids[3], '{"n": 3}'),
    ]  # fmt: skip
    # A newer review makes the older ones due again, and replaces them when stored.
    assert db.unreviewed("badugi", 2) == ids[::-1]
    db.store_review(ids[1], 0, 2, {"n": 10})
    stored = db.review(ids[1], 0)
    assert stored is not None and (stored.version, stored.text) == (2, '{"n": 10}')
    assert db.unreviewed("badugi", 2) == [ids[3], ids[2], ids[0]]
    assert db.review(ids[0], 0) is None
    assert db.reviews("spades") == [] and db.unreviewed("spades", 1) == []
    with pytest.raises(HistoryError, match="no stored hand"):
        db.store_review(10_000, 0, 1, {})
    with pytest.raises(HistoryError, match="could not be stored"):
        db.store_review(ids[0], 0, 1, {"x": float("nan")})
    db.close()


def test_a_review_no_version_wrote_is_left_out(tmp_path: Path) -> None:
    """The file may have been edited: a review whose version is not a number, or whose text
    is not text, is not handed to the game."""
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    play_badugi(badugi_session(seed=6), 2, HistoryRecorder(db).record)
    first, second = (h.id for h in db.hands())
    db.store_review(first, 0, 1, {"ok": True})
    db.close()
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO reviews VALUES (?, 0, 'one', '{}')", (second,))
    conn.commit()
    conn.close()
    again = HistoryDB(path)
    assert again.open() is None
    assert [r.hand_id for r in again.reviews("badugi")] == [first]
    assert again.review(second, 0) is None
    again.close()
