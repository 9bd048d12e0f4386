"""The parts around the review: records keep the players' public records (version 2, version
1 still read), the leak report adds up flagged costs by situation, position, action and hand,
and ``cardtable-review`` reviews exported Badugi records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from history_play import badugi_session, play_badugi

from cardtable.badugi.arena import run_match
from cardtable.badugi.records import hand_record, record_tendencies, replay_record
from cardtable.badugi.review.leaks import GROUPS, leak_report, parse_reviews
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency, fresh
from cardtable.cli.review import main
from cardtable.core.errors import DocumentError
from cardtable.core.history import StoredReview
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


def finished() -> HandState:
    state = HandState(BadugiRules(), [100, 100, 100], 0, seed=3)
    while state.to_act is not None:
        legal = state.legal_actions()
        assert legal is not None
        from cardtable.badugi.actions import Action

        if "draw" in legal.kinds:
            state.apply(Action.stand_pat())
        else:
            state.apply(Action.check() if "check" in legal.kinds else Action.call())
    return state


def test_records_keep_the_public_records_and_read_version_1() -> None:
    state = finished()
    seen = [Tendency(hands=5, bets=3, actions=9), Tendency(), Tendency(hands=2, folded=1, faced=2)]
    doc = json.loads(json.dumps(hand_record(state, None, seen)))
    assert doc["version"] == 2 and replay_record(doc).stacks == state.stacks
    assert record_tendencies(doc, 3) == seen
    old = json.loads(json.dumps(hand_record(state)))
    old["version"] = 1
    assert "tendencies" not in old and replay_record(old).stacks == state.stacks
    assert record_tendencies(old, 3) == fresh(3)
    with pytest.raises(DocumentError, match="version-1"):
        replay_record({**old, "tendencies": doc["tendencies"]})
    doc["tendencies"][0]["bets"] = 10  # more bets than betting actions
    with pytest.raises(DocumentError, match="contradict"):
        replay_record(doc)


def decision(key: str, facing: bool, kind: str, cost: float, flagged: bool,
             position: str = "button", size: int = 3) -> dict[str, Any]:  # fmt: skip
    return {"round_key": key, "facing": facing, "position": position, "size": size,
            "choices": [{"kind": kind}], "chosen": 0, "cost_bb": cost, "flagged": flagged,
            "step": 3}  # fmt: skip


def test_the_leak_report_adds_flagged_costs_where_they_were_made() -> None:
    reviews = [
        (1, {"hand_no": 0, "decisions": [decision("bet_last", True, "call", 2.0, True),
                                         decision("bet0", False, "check", 0.4, False)]}),
        (2, {"hand_no": 1, "decisions": [decision("bet_last", True, "call", 1.5, True),
                                         decision("draw1", False, "pat", 0.6, True,
                                                  "big_blind", 2)]}),
        (3, {"hand_no": 2, "decisions": [decision("bet_last", True, "call", 0.2, False),
                                         decision("bet_last", True, "fold", 3.0, True)]}),
    ]  # fmt: skip
    report = leak_report(reviews)
    assert (report.hands, report.decisions, report.flagged) == (3, 6, 4)
    assert report.cost_bb == pytest.approx(7.1)
    worst = report.worst("situation")
    assert worst is not None and worst.key == ("bet_last", True)
    assert worst.draws == 3  # triple draw: a review without "draws"
    assert (worst.decisions, worst.flagged, worst.cost_bb) == (4, 3, pytest.approx(6.5))
    assert [e.hand_id for e in worst.examples] == [3, 1, 2]  # costliest first
    assert [e.hand_no for e in worst.examples] == [3, 1, 2]
    actions = {r.key: r.cost_bb for r in report.groups["action"]}
    assert actions == {"call": pytest.approx(3.5), "fold": 3.0, "pat": 0.6, "check": 0.0}
    assert [r.key for r in report.groups["position"]] == ["button", "big_blind"]
    assert {r.key for r in report.groups["hand"]} == {2, 3}
    assert set(report.groups) == set(GROUPS)


def test_a_situation_is_keyed_as_the_other_groups_are_its_game_on_the_row() -> None:
    """The same situation in single and triple draw: one key, two rows told apart by their
    ``draws``, as a position or an action is. The key carried the draws too (a second place
    for the game, which the row's title read instead of the row's own)."""
    reviews = [
        (1, {"hand_no": 0, "draws": 1,
             "decisions": [decision("bet_last", True, "call", 2.0, True)]}),
        (2, {"hand_no": 1, "draws": 3,
             "decisions": [decision("bet_last", True, "call", 1.0, True)]}),
    ]  # fmt: skip
    report = leak_report(reviews)
    for group in GROUPS:
        rows = report.groups[group]
        assert len(rows) == 2 and rows[0].key == rows[1].key, group
        assert [r.draws for r in rows] == [1, 3]  # costliest first
    assert report.groups["situation"][0].key == ("bet_last", True)


def test_kept_reviews_of_another_version_or_damaged_are_left_out() -> None:
    good = json.dumps({"hand_no": 0, "decisions": []})
    stored = [StoredReview(1, 1, good), StoredReview(2, 0, good), StoredReview(3, 1, "{oops"),
              StoredReview(4, 1, "[1, 2]")]  # fmt: skip
    assert [h for h, _r in parse_reviews(stored, 1)] == [1]


def test_cardtable_review_reads_exported_badugi_records(tmp_path: Path, capsys) -> None:
    """No limit, ``basic`` against ``shove``: every all-in of the shove seat is a decision
    the review prices, and the text and JSON say what each cost."""
    run_match(BadugiRules(structure="no_limit"), ["basic", "shove"], 2, 5, export=str(tmp_path))
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    assert len(files) == 2
    assert main(["--seat", "1", "--json", *files]) == 0
    reviews = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(reviews) == 2
    for review in reviews:
        assert review["format"] == "cardtable-badugi-review" and review["seat"] == 1
        costs = [d["cost_bb"] for d in review["decisions"]]
        assert all(c >= 0 for c in costs)
        assert review["total_cost_bb"] == pytest.approx(sum(costs), abs=0.01)
        assert review["flagged_cost_bb"] <= review["total_cost_bb"] + 1e-9
    shoves = [d for r in reviews for d in r["decisions"]
              if d["choices"][d["chosen"]]["kind"] in ("bet", "raise")]  # fmt: skip
    assert shoves and all(d["choices"][d["chosen"]]["to_bb"] == 100 for d in shoves)
    assert main(["--seat", "1", *files]) == 0
    text = capsys.readouterr().out
    assert "total cost" in text and "raise to 200" in text


def test_cardtable_review_reads_stored_badugi_hands(tmp_path: Path, capsys) -> None:
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    assert db.open() is None
    play_badugi(badugi_session(seed=9, n=3), 2, HistoryRecorder(db).record)
    ids = [h.id for h in db.hands("badugi")]
    db.close()
    before = path.read_bytes()
    assert main(["--history", str(path), "--json", *map(str, ids)]) == 0
    reviews = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["hand_id"] for r in reviews] == ids
    assert [r["hand_no"] for r in reviews] == [0, 1]  # the record's own numbering
    assert all(r["seat"] == 0 and r["player"] == "You" for r in reviews)
    assert path.read_bytes() == before  # read, never written
