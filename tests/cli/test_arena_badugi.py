"""The Badugi arena from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.badugi.records import replay_record
from cardtable.cli.arena import main


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["--game", "badugi", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_summary_conserves_chips_and_reports_intervals(capsys) -> None:
    s = run_json(capsys, "--hands", "200", "--seed", "3", "--bots", "basic,random,random")
    assert s["hands_played"] == 200 and len(s["seats"]) == 3
    assert sum(e["net_chips"] for e in s["seats"]) == 0
    for e in s["seats"]:
        ci = e["bb_per_100"]
        assert ci["low"] <= ci["mean"] <= ci["high"]
    assert s["hands_per_second"] > 0


def test_same_seed_same_result_and_jobs_do_not_change_it(capsys) -> None:
    args = ("--hands", "120", "--seed", "9", "--bots", "basic,random")
    a = run_json(capsys, *args)
    b = run_json(capsys, *args, "--jobs", "2")
    assert [e["net_chips"] for e in a["seats"]] == [e["net_chips"] for e in b["seats"]]


def test_duplicate_rotates_bots_and_identical_bots_break_even(capsys) -> None:
    s = run_json(capsys, "--hands", "50", "--seed", "4", "--bots", "basic,basic", "--duplicate")
    assert s["hands_played"] == 100
    # The same deterministic bot in both seats over both rotations: exactly even.
    assert [e["net_chips"] for e in s["seats"]] == [0, 0]


def test_basic_beats_random_heads_up(capsys) -> None:
    s = run_json(capsys, "--hands", "600", "--seed", "1", "--bots", "basic,random", "--duplicate")
    assert s["seats"][0]["bb_per_100"]["low"] > 0


def test_export_writes_replayable_records_and_phh(capsys, tmp_path: Path) -> None:
    run_json(capsys, "--hands", "5", "--seed", "2", "--bots", "basic,random,basic",
             "--export", str(tmp_path))  # fmt: skip
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 5 and len(list(tmp_path.glob("*.phh"))) == 5
    for path in records:
        replay_record(json.loads(path.read_text()))


def test_human_readable_output(capsys) -> None:
    assert main(["--game", "badugi", "--hands", "20", "--seed", "1", "--bots", "basic,random"]) == 0
    out = capsys.readouterr().out
    assert "bb/100" in out and "95% interval" in out and "hands per second" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--bots", "basic,nosuchbot"],
        ["--bots", "basic"],
        ["--blinds", "2-1"],
        ["--hands", "0"],
    ],
)
def test_bad_arguments_are_clear_errors(args: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", "badugi", *args])
    assert exc.value.code == 2
    assert "error" in capsys.readouterr().err
