"""``cardtable-review`` on Spades: records as the arena exports them and stored hands give one
JSON object per hand, each card with its ``cost_tricks``; the text is a table a person reads;
a table of three is reviewed with its paranoid figures; a machine without the solver is
refused with the reason."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cardtable.cli.arena import main as arena_main
from cardtable.cli.review import main
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd import dds_lib
from cardtable.spades.records import build_record
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState

V1_HISTORY = Path(__file__).resolve().parents[1] / "data" / "v0_1_0" / "history.sqlite3"
pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


def record_file(tmp_path: Path, players: int = 4, hands: int = 1, seed: int = 3) -> Path:
    """A game of ``basic`` bots cut after ``hands`` finished hands, as a record file."""
    state = SpadesState(SpadesRules(players=players), seed)
    bots = [make_bot("basic", s) for s in range(players)]
    while len(state.history) < hands:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    path = tmp_path / f"spades-{players}.json"
    path.write_text(json.dumps(build_record(state, [f"bot{s}" for s in range(players)])))
    return path


def test_json_gives_each_card_its_cost(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = record_file(tmp_path, hands=2)
    assert main(["--seat", "1", "--json", str(path)]) == 0
    reviews = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["hand"] for r in reviews] == [1, 2]
    for review in reviews:
        assert review["seat"] == 1 and len(review["decisions"]) == 13
        costs = [d["cost_tricks"] for d in review["decisions"]]
        points = [d["cost_points"] for d in review["decisions"]]
        # A cost is a number where proven, null where the card was not judged.
        assert all(c is None or c >= 0 for c in costs + points)
        assert review["total_cost_tricks"] == sum(c or 0 for c in costs) <= 13
        assert review["total_cost_points"] == sum(p or 0 for p in points)
        assert review["unjudged"] == points.count(None)
        for d in review["decisions"]:
            assert isinstance(d["exact"], bool)
            tricks = d["tricks"]
            assert isinstance(tricks, int) or (isinstance(tricks, list) and not d["exact"])
        assert review["coach"]["distribution"] and review["bids"][1] is not None


def test_text_is_a_table_with_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = record_file(tmp_path)
    assert main(["--seat", "0", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Spades hand 1: seat 0 (bot0), partner seat 2 (bot2)")
    assert "trick  card   your side   best  best cards" in out
    assert "the coach advises" in out and ("cost your side" in out)
    assert "proven between 7 and 8" in out
    assert len(out.splitlines()) >= 19


def test_an_arena_export_is_reviewed(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """A game exported by ``cardtable-arena --game spades --export``, as it is: every hand.
    (``random`` bots bid wildly, so their game is over in a few hands.)"""
    out = tmp_path / "export"
    assert arena_main(["--game", "spades", "--games", "1", "--seed", "5", "--bots",
                       "random,random,random,random", "--export", str(out)]) == 0  # fmt: skip
    capsys.readouterr()
    (path,) = out.glob("spades-*.json")
    hands = len(json.loads(path.read_text())["hands"])
    assert main(["--seat", "3", "--json", str(path)]) == 0
    reviews = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["hand"] for r in reviews] == list(range(1, hands + 1))
    assert all(len(r["decisions"]) == 13 for r in reviews)
    assert all(r["total_cost_tricks"] == sum(d["cost_tricks"] or 0 for d in r["decisions"])
               for r in reviews)  # fmt: skip


def test_a_stored_hand_is_reviewed(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from cardtable.storage.history_db import HistoryDB

    db_path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_HISTORY, db_path)
    db = HistoryDB(db_path)
    assert db.open() is None  # the app upgrades it
    hand = next(h for h in db.hands() if h.game == "spades")
    db.close()
    assert main(["--history", str(db_path), "--json", str(hand.id)]) == 0
    review = json.loads(capsys.readouterr().out)
    assert review["hand"] == hand.hand_no and review["players"][0] == "You"
    assert len(review["decisions"]) == 13


def test_a_three_player_record_is_reviewed(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """Three players: every card of the seat with the paranoid figures (what it could make
    sure of), as JSON and as text that says what the figures are; the last card exact."""
    path = record_file(tmp_path, players=3)
    assert main(["--seat", "2", "--json", str(path)]) == 0
    (review,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert review["table_size"] == 3 and review["measure"] == "paranoid"
    assert review["seat"] == 2 and len(review["decisions"]) == 17
    assert review["decisions"][-1]["exact"] and len(review["bids"]) == 3
    assert review["unjudged"] == [d["cost_points"] for d in review["decisions"]].count(None)
    assert main(["--seat", "2", str(path)]) == 0
    out = capsys.readouterr().out
    assert "playing alone (3 players)" in out and "make sure of" in out
    assert "your bid was" in out and out.count("\n") > 17


def test_without_the_solver_the_error_names_it(
    tmp_path: Path, capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = record_file(tmp_path)
    monkeypatch.setattr(dds_lib, "_library", None)
    monkeypatch.setattr(dds_lib, "_problem", None)
    monkeypatch.setattr(dds_lib, "library_path", lambda: None)
    dd.clear_cache()
    assert main(["--seat", "0", str(path)]) == 1
    assert "endplay" in capsys.readouterr().err
