"""``cardtable-review``: the shared command finds each record's game by its format, prints
one JSON object per hand with ``--json``, reports unreadable input by name and goes on, and
never changes a history database it reads."""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardtable import games
from cardtable.cli.review import main
from cardtable.core.history import HandRow, RecordSource

V1_HISTORY = Path(__file__).resolve().parents[1] / "data" / "v0_1_0" / "history.sqlite3"


class CountingReview:
    """A review that prices every hand of a toy record at its number of entries."""

    record_format = "toy-record"

    def review_record(self, record: dict[str, Any], seat: int, /) -> list[dict[str, Any]]:
        if seat >= record["seats"]:
            raise ValueError(f"no seat {seat} in this record")
        return [{"hand": i, "decisions": [], "total_cost": len(h)}
                for i, h in enumerate(record["hands"])]  # fmt: skip

    def review_stored(self, records: RecordSource, hand: HandRow, seat: int, /) -> dict:
        return {"hand": hand.hand_no, "decisions": [], "total_cost": 0}

    def text(self, review: dict[str, Any], /) -> str:
        return f"hand {review['hand']}: cost {review['total_cost']}"


@pytest.fixture
def toy_review() -> Iterator[None]:
    saved = list(games.GAMES)
    games.GAMES[0] = dataclasses.replace(games.GAMES[0], review=CountingReview)
    yield
    games.GAMES[:] = saved


def write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_json_prints_one_object_per_hand(tmp_path: Path, toy_review: None, capsys) -> None:
    record = write(tmp_path / "r.json", {"format": "toy-record", "seats": 2,
                                         "hands": [[1, 2], [3]]})  # fmt: skip
    assert main(["--seat", "1", "--json", str(record)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["total_cost"] for line in lines] == [2, 1]
    assert main(["--seat", "1", str(record)]) == 0
    assert capsys.readouterr().out.splitlines() == ["hand 0: cost 2", "hand 1: cost 1"]


def test_bad_input_is_named_and_the_rest_goes_on(tmp_path: Path, toy_review: None,
                                                 capsys) -> None:  # fmt: skip
    good = write(tmp_path / "good.json", {"format": "toy-record", "seats": 2, "hands": [[1]]})
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    foreign = write(tmp_path / "foreign.json", {"format": "somebody-else"})
    code = main(["--seat", "0", "--json", str(broken), str(foreign),
                 str(tmp_path / "missing.json"), str(good)])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 1
    assert len(out.splitlines()) == 1  # the good file was still reviewed
    assert "broken.json" in err and "somebody-else" in err and "missing.json" in err
    assert "Traceback" not in err
    assert main(["--seat", "5", str(good)]) == 1
    assert "no seat 5" in capsys.readouterr().err


def test_a_history_is_read_never_changed(tmp_path: Path, capsys) -> None:
    """An older history is refused with what to do, and stays byte for byte the same (the
    app, not a review tool, upgrades it)."""
    db = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_HISTORY, db)
    before = db.read_bytes()
    assert main(["--history", str(db), "1"]) == 1
    assert "older version" in capsys.readouterr().err
    assert db.read_bytes() == before
    # SQLite may leave its shared-memory and (empty) log files beside a WAL database.
    wal = tmp_path / "history.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    assert {p.name for p in tmp_path.iterdir()} <= {db.name, f"{db.name}-wal", f"{db.name}-shm"}
    assert main(["--history", str(tmp_path / "none.sqlite3"), "1"]) == 1
    assert "no database" in capsys.readouterr().err
    assert not (tmp_path / "none.sqlite3").exists()


def test_stored_hands_go_to_their_games_review(tmp_path: Path, toy_review: None,
                                               capsys) -> None:  # fmt: skip
    from cardtable.storage.history_db import HistoryDB

    db_path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_HISTORY, db_path)
    db = HistoryDB(db_path)
    assert db.open() is None  # the app upgrades it
    hands = db.hands()
    db.close()
    badugi = next(h for h in hands if h.game == games.GAMES[0].name)
    other = next(h for h in hands if h.game != games.GAMES[0].name)
    assert main(["--history", str(db_path), "--json", str(badugi.id)]) == 0
    assert json.loads(capsys.readouterr().out)["hand"] == badugi.hand_no
    # A game whose spec names no review is refused by name (Spades has one since issue 19).
    k = next(i for i, spec in enumerate(games.GAMES) if spec.name == other.game)
    games.GAMES[k] = dataclasses.replace(games.GAMES[k], review=None)
    assert main(["--history", str(db_path), str(other.id), "x"]) == 1
    err = capsys.readouterr().err
    assert "no review" in err and "by its id" in err


@pytest.mark.parametrize(
    "bad_id", ["9223372036854775808", "١", "0", "-3", "99999999999999999999999"]
)
def test_a_bad_hand_id_is_named_and_the_next_still_reviewed(
    tmp_path: Path, toy_review: None, bad_id: str, capsys
) -> None:
    """Issue 26, defect 13: an id past SQLite's integers ended the run in OverflowError, and
    a digit of another script ("١") was read as 1."""
    from cardtable.storage.history_db import HistoryDB

    db_path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_HISTORY, db_path)
    db = HistoryDB(db_path)
    assert db.open() is None
    badugi = next(h for h in db.hands() if h.game == games.GAMES[0].name)
    db.close()
    assert main(["--history", str(db_path), "--json", bad_id, str(badugi.id)]) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["hand"] == badugi.hand_no  # the id after it was still reviewed
    assert bad_id in err and "Traceback" not in err
    assert "whole number from 1 to 9223372036854775807" in err


def test_a_seat_past_the_limit_says_the_limit(capsys) -> None:
    for bad in ("9", "-1", "١"):
        with pytest.raises(SystemExit) as stop:
            main(["--seat", bad, "x.json"])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "from 0 to 7" in err and "Traceback" not in err


def test_a_phh_file_is_pointed_to_its_json_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Playtest 6: ``cardtable-arena --export`` writes each Badugi hand as ``.json`` and as
    ``.phh``; reviewing the ``.phh`` said "is not valid JSON (Expecting value at line 1)",
    which tells a README reader nothing about what to give instead."""
    phh = tmp_path / "badugi-000000-r0.phh"
    phh.write_text('variant = "FB"\nantes = [0, 0]\n', encoding="utf-8")
    (tmp_path / "badugi-000000-r0.json").write_text("{}", encoding="utf-8")
    assert main(["--seat", "0", str(phh)]) == 1
    err = capsys.readouterr().err
    assert "not valid JSON" not in err
    assert "badugi-000000-r0.json" in err and "PHH" in err
