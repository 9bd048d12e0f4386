"""The duplicate card-play study (``benchmarks/study_spades_cardplay.py``) is honest: both arms
play the same deals and bids, every hand scores with its tricks all counted, and a bot
compared with itself (deterministic on its seed) differs by exactly 0 on every deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from benchmark_modules import load_benchmark

from cardtable.spades.arena import run_match
from cardtable.spades.rules import SpadesRules

study = load_benchmark("study_spades_cardplay")
FAST = {"bidder": "basic", "prefix_bot": "basic", "budget_ms": None}


@pytest.mark.parametrize("design", study.DESIGNS)
def test_a_bot_against_itself_differs_by_exactly_zero(design: str) -> None:
    s = study.run_study(["random", "random"], players=3, deals=3, seed=5, design=design, **FAST)
    assert s["deals"] == 3
    assert [r["diff_points"] for r in s["per_deal"]] == [0.0, 0.0, 0.0]
    assert [r["diff_margin"] for r in s["per_deal"]] == [0.0, 0.0, 0.0]
    # Every table of a deal is the same game: the same seeds in the same seats.
    for r in s["per_deal"]:
        assert len({json.dumps(t) for t in r["tables"].values()}) == 1


def test_a_search_bot_without_a_clock_differs_by_exactly_zero() -> None:
    # hard with no time budget and a sample cap is deterministic on its seed; from trick 15
    # (a medium prefix) its last three tricks are the exact end search.
    options = {"budget_ms": None, "samples": 2}
    s = study.run_study(
        ["hard", "hard"], players=3, deals=1, seed=9, from_trick=15, a_options=options,
        b_options=options, bidder="basic", prefix_bot="basic", budget_ms=None,
    )  # fmt: skip
    assert s["per_deal"][0]["diff_points"] == 0.0


def test_the_arms_play_the_same_deal_and_bids_and_every_hand_scores() -> None:
    s = study.run_study(["basic", "random"], players=3, deals=2, seed=7, **FAST)
    for r in s["per_deal"]:
        assert set(r["tables"]) == {"ABB", "BAB", "BBA"}
        assert r["tricks_ok"]
        assert sorted(seat for seat, _ in r["bids"]) == [0, 1, 2]
        for table in r["tables"].values():
            assert sum(table["tricks"]) == 17
    # The deals and bids come from the seed alone: a rerun (another bot pair, another design)
    # faces the same contracts.
    again = study.run_study(["random", "basic"], players=3, deals=2, seed=7, design="field", **FAST)
    assert [r["bids"] for r in again["per_deal"]] == [r["bids"] for r in s["per_deal"]]
    assert set(again["per_deal"][0]["tables"]) == {"ABB", "BAB", "BBA", "BBB"}


def test_the_designs_compare_the_right_tables() -> None:
    a_side, b_side = study.design_samples("rotate", 3)
    assert a_side == [(("A", "B", "B"), 0), (("B", "A", "B"), 1), (("B", "B", "A"), 2)]
    assert len(b_side) == 6 and all(table[pos] == "B" for table, pos in b_side)
    _, swapped = study.design_samples("swap", 2)
    assert swapped == [(("B", "A"), 0), (("A", "B"), 1)]  # at four: rotate's tables
    _, field = study.design_samples("field", 3)
    assert {table for table, _ in field} == {("B", "B", "B")}


def test_the_rotate_design_is_the_points_of_the_tables() -> None:
    s = study.run_study(["basic", "random"], players=3, deals=1, seed=3, **FAST)
    r = s["per_deal"][0]
    t = r["tables"]
    a = (t["ABB"]["points"][0] + t["BAB"]["points"][1] + t["BBA"]["points"][2]) / 3
    b_all = t["ABB"]["points"][1:] + [t["BAB"]["points"][0], t["BAB"]["points"][2]]
    b = (sum(b_all) + sum(t["BBA"]["points"][:2])) / 6
    assert r["a_points"] == pytest.approx(a)
    assert r["diff_points"] == pytest.approx(a - b)


def test_bot_options_reach_the_constructor() -> None:
    assert study.parse_options(["use_endgame=False", "keep_sound=0.5", "budget_ms=None"]) == {
        "use_endgame": False,
        "keep_sound": 0.5,
        "budget_ms": None,
    }
    bot = study.make_study_bot("hard", 1, {"use_endgame": False}, budget_ms=20.0)
    assert bot.use_endgame is False and bot.budget_ms == 20.0
    assert study.make_study_bot("hard", 1, {"budget_ms": 40}, budget_ms=20.0).budget_ms == 40
    with pytest.raises(ValueError, match="options"):
        study.make_study_bot("hard", 1, {"no_such_knob": 1})
    with pytest.raises(ValueError):
        study.parse_options(["samples"])


def test_arena_records_replay_with_their_bids(tmp_path: Path) -> None:
    run_match(["basic", "random", "random"], 1, seed=11, export=str(tmp_path))
    rules, specs = study.specs_from_records(tmp_path.glob("*.json"))
    assert rules == SpadesRules(players=3) and len(specs) >= 2
    record = json.loads(next(tmp_path.glob("*.json")).read_text())
    # Each hand starts from the score and bags the hand before it left.
    assert specs[0]["totals"] == [0, 0, 0]
    assert specs[1]["totals"] == [s["total"] for s in record["hands"][0]["score"]]
    assert specs[1]["bags"] == [s["bags_total"] for s in record["hands"][0]["score"]]
    s = study.run_study(
        ["random", "random"], deals=2, seed=1, records=sorted(tmp_path.glob("*.json")), **FAST
    )
    assert s["bidder"] == "as recorded"
    for spec, r in zip(specs, s["per_deal"], strict=False):
        assert r["bids"] == spec["bids"]
        assert r["diff_points"] == 0.0 and r["tricks_ok"]
