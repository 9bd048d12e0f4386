"""``cardtable-arena --game spades``: whole games, summaries, duplicate, export, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli.arena import main
from cardtable.core.errors import SaveFileError
from cardtable.spades.arena import run_match
from cardtable.spades.records import read_record


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["--game", "spades", "--games", "6", "--seed", "3", "--bots", "basic,random,basic,random"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "Spades arena: 6 games" in out
    assert "basic+basic" in out and "random+random" in out
    assert "95% interval" in out and "points/hand" in out
    assert "hands per second" in out


def test_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--game", "spades", "--games", "8", "--seed", "5", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "spades" and summary["games_played"] == 8
    sides = summary["sides"]
    assert [s["seats"] for s in sides] == [[0, 2], [1, 3]]
    assert [s["bots"] for s in sides] == [["basic", "basic"], ["random", "random"]]
    assert sum(s["games_won"] for s in sides) == 8
    for side in sides:
        rate = side["win_rate"]
        assert 0 <= rate["low"] <= rate["mean"] <= rate["high"] <= 1
        assert side["points_per_hand"]["n"] == summary["hands_played"]
    assert summary["hands_per_second"] > 0


def test_same_seed_same_results() -> None:
    a = run_match(["basic", "random", "random", "basic"], 5, seed=9)
    b = run_match(["basic", "random", "random", "basic"], 5, seed=9)
    assert a["sides"] == b["sides"] and a["hands_played"] == b["hands_played"]


def test_duplicate_swaps_the_sides_over_the_same_deals(tmp_path: Path) -> None:
    summary = run_match(["basic", "random"] * 2, 4, seed=2, duplicate=True, export=str(tmp_path))
    assert summary["games_played"] == 8
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 8
    plain = read_record(tmp_path / "spades-000000-r0.json")
    swapped = read_record(tmp_path / "spades-000000-r1.json")
    assert plain["hands"][0]["cards"] == swapped["hands"][0]["cards"], "the same deal"
    assert [s["player"] for s in plain["seats"]] == ["basic#0", "random#1", "basic#2", "random#3"]
    assert [s["player"] for s in swapped["seats"]] == ["random#3", "basic#0", "random#1", "basic#2"]
    # Basic wins nearly every game from either side of the table.
    assert summary["sides"][0]["games_won"] >= 7


def test_export_writes_one_valid_record_per_game(tmp_path: Path) -> None:
    main(["--game", "spades", "--games", "3", "--seed", "1", "--export", str(tmp_path / "out")])
    files = sorted((tmp_path / "out").glob("*.json"))
    assert [f.name for f in files] == [f"spades-{g:06d}-r0.json" for g in range(3)]
    for f in files:
        doc = read_record(f)
        assert doc["winner"] in (0, 1)
    doc = json.loads(files[0].read_text(encoding="utf-8"))
    doc["winner"] = 1 - doc["winner"]
    files[0].write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveFileError):
        read_record(files[0])


@pytest.mark.parametrize("bots", ["basic,random,basic,random,basic,random", "basic,random,random"])
def test_other_table_sizes(bots: str) -> None:
    names = bots.split(",")
    summary = run_match(names, 3, seed=4, duplicate=True)
    teams = {6: 3, 3: 3}[len(names)]
    assert len(summary["sides"]) == teams
    assert summary["games_played"] == 3 * teams
    assert sum(s["games_won"] for s in summary["sides"]) == 3 * teams


def test_jobs_split_the_games() -> None:
    one = run_match(["basic", "random"] * 2, 4, seed=6)
    two = run_match(["basic", "random"] * 2, 4, seed=6, jobs=2)
    assert one["sides"] == two["sides"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--bots", "basic,random"], "3 to 6 bots"),
        (["--bots", "basic,random,basic,genius"], "unknown spades bot"),
        (["--games", "0"], "at least 1"),
    ],
)
def test_bad_arguments(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--game", "spades", "--seed", "1", *argv])
    assert info.value.code == 2
    assert words in capsys.readouterr().err


def test_report_has_bags_nils_decision_times_and_the_budget(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable.spades import arena as arena_spades

    made: list[object] = []
    real_make_bot = arena_spades.make_bot

    def recording_make_bot(name: str, seed: int | None = None) -> object:
        bot = real_make_bot(name, seed)
        made.append(bot)
        return bot

    monkeypatch.setattr(arena_spades, "make_bot", recording_make_bot)
    code = main(
        ["--game", "spades", "--games", "1", "--seed", "3", "--budget-ms", "2", "--json"]
        + ["--bots", "medium,easy,medium,easy"]
    )
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["budget_ms"] == 2
    assert [getattr(b, "budget_ms", None) for b in made[-4:]] == [2, None, 2, None]
    for side in summary["sides"]:
        assert side["bags_per_hand"]["n"] == summary["hands_played"]
        assert 0 <= side["nils_made"] <= side["nil_bids"]
        assert 0 <= side["blind_nils_made"] <= side["blind_nil_bids"]
    times = summary["decision_ms"]
    assert set(times) == {"medium", "easy"}
    for t in times.values():
        assert t["n"] > 0 and 0 <= t["median"] <= t["p95"] <= t["max"]


def test_text_report_shows_the_new_figures(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--game", "spades", "--games", "2", "--seed", "4", "--budget-ms", "1"])
    out = capsys.readouterr().out
    assert "bags/hand" in out and "nil bids (made)" in out
    assert "decision time per bot (budget 1 ms per card)" in out
    assert "p95" in out


def test_batches_report_progress_and_change_nothing() -> None:
    # A long match played a few games at a time (the strength matrix's progress lines) gives
    # the same summary as one run: games are seeded by their number.
    bots = ["basic", "random", "random"]
    whole = run_match(bots, 5, 3, duplicate=True)
    seen: list[int] = []
    parts = run_match(
        bots, 5, 3, duplicate=True, batch=2, progress=lambda done, results: seen.append(done)
    )
    assert seen == [2, 4, 5]
    for key in ("games_played", "hands_played", "sides"):
        assert parts[key] == whole[key]
