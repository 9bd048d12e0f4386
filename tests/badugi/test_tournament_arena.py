"""The sit-and-go arena: whole tournaments, bots rotated, figures that add up."""

from __future__ import annotations

import json

import pytest

from cardtable.badugi.tournament.arena import play_one, run_tournaments, tournament_config
from cardtable.cli.arena import main


def small_config(entrants: int = 3):  # noqa: ANN201
    return tournament_config(entrants, "no_limit", 3, 200, "turbo", None, None)


def test_each_sit_and_go_pays_the_whole_pool_and_places_everyone() -> None:
    config = small_config(4)
    for k in range(4):
        r = play_one(config, ["basic", "random", "basic", "random"], 11, k)
        assert sum(r["shares"]) == pytest.approx(1.0)
        assert sorted(r["places"]) == [1.0, 2.0, 3.0, 4.0] or sum(r["places"]) == 10.0
        assert sum(r["won"]) == 1


def test_summary_by_entry_and_by_bot() -> None:
    s = run_tournaments(small_config(3), ["basic", "random", "random"], 6, seed=5)
    assert s["tournaments"] == 6
    total = sum(e["prize_share"]["mean"] for e in s["entries"])
    assert total == pytest.approx(100.0)
    assert sum(e["wins"] for e in s["entries"]) == 6
    by_bot = {b["bot"]: b for b in s["by_bot"]}
    assert by_bot["random"]["entries"] == 2
    again = run_tournaments(small_config(3), ["basic", "random", "random"], 6, seed=5)
    assert again["entries"] == s["entries"]  # seeded by number: the same match


def test_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "badugi", "--tournament", "2", "--bots", "basic,random", "--seed", "1",
            "--stack", "100", "--schedule", "turbo", "--structure", "pot", "--json"]  # fmt: skip
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["tournament"]["structure"] == "pot" and doc["tournament"]["payouts"] == [100]
    with pytest.raises(SystemExit):
        main(["--game", "badugi", "--tournament", "2", "--bots", "basic,random",
              "--payouts", "60,30"])  # fmt: skip


def test_the_same_match_however_it_is_split() -> None:
    one = run_tournaments(small_config(3), ["basic", "random", "random"], 8, seed=6, jobs=1)
    two = run_tournaments(small_config(3), ["basic", "random", "random"], 8, seed=6, jobs=2)
    assert one["entries"] == two["entries"] and one["hands"] == two["hands"]
