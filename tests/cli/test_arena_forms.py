"""``cardtable-arena GAME ...`` (a subcommand per registered game, each with the shared
options and its own) and the older ``cardtable-arena --game GAME ...``: the same match, the
same summary; a game's options belong to its subcommand only, so two games may each have
an option of the same name."""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable import games
from cardtable.cli.arena import main
from cardtable.highcard.spec import SPEC as TOY

TIMING = {"seconds", "hands_per_second", "decision_ms"}


def without_timing(doc: Any) -> Any:
    """``doc`` less the measured times (the rest of a summary is fixed by the seed)."""
    if isinstance(doc, dict):
        return {k: without_timing(v) for k, v in doc.items() if k not in TIMING}
    if isinstance(doc, list):
        return [without_timing(v) for v in doc]
    return doc


def summary(capsys: pytest.CaptureFixture[str], argv: list[str]) -> Any:
    assert main(argv) == 0
    return without_timing(json.loads(capsys.readouterr().out))


@pytest.mark.parametrize(
    "game, options",
    [("badugi", ["--hands", "8", "--bots", "basic,random", "--structure", "fixed,pot"]),
     ("spades", ["--games", "1", "--bots", "random,basic,random,basic"])],
)  # fmt: skip
def test_the_subcommand_and_the_old_form_play_the_same_match(
    game: str, options: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    new = summary(capsys, [game, "--seed", "7", "--json", *options])
    old = summary(capsys, ["--game", game, "--seed", "7", "--json", *options])
    moved = summary(capsys, ["--seed", "7", *options, "--json", f"--game={game}"])
    assert new == old == moved
    assert new != summary(capsys, [game, "--seed", "8", "--json", *options])  # seed is read


def test_the_old_form_still_takes_every_games_options(capsys: pytest.CaptureFixture[str]) -> None:
    """One parser used to hold every game's options, so command lines gave a Badugi match
    Spades' ``--games`` (and the tests did): still accepted there, and ignored."""
    assert summary(capsys, ["--game", "badugi", "--hands", "3", "--games", "9", "--seed", "1",
                            "--json"])["hands_played"] == 3  # fmt: skip


def test_a_subcommand_refuses_another_games_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["spades", "--hands", "2", "--seed", "1"])
    assert exc.value.code == 2
    assert "unrecognized arguments: --hands 2" in capsys.readouterr().err


class TwinArena:
    """A game whose arena has its own ``--hands`` (as Badugi's does): counts them back."""

    smoke_args = ("--hands", "1")

    def add_arguments(self, parser: argparse.ArgumentParser, /) -> None:
        parser.add_argument("--hands", type=int, default=5, help="Twin: hands to count")

    def run(self, args: argparse.Namespace, /) -> int:
        print(json.dumps({"game": args.game, "hands": args.hands, "seed": args.seed}))
        return 0


@pytest.fixture
def twin() -> Iterator[None]:
    """A second game with a ``--hands`` of its own, registered by its one line."""
    spec = dataclasses.replace(TOY, name="twin", title="Twin", arena=TwinArena)
    games.GAMES.append(spec)
    yield
    games.GAMES.remove(spec)


def test_two_games_may_each_have_hands(twin: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert summary(capsys, ["twin", "--hands", "3", "--seed", "2"]) == {
        "game": "twin", "hands": 3, "seed": 2}  # fmt: skip
    assert summary(capsys, ["--game", "twin", "--hands", "4", "--seed", "2"])["hands"] == 4
    played = summary(capsys, ["badugi", "--hands", "2", "--seed", "2", "--json"])
    assert played["hands_played"] == 2


def test_help_lists_every_registered_game(twin: None, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for spec in games.GAMES:
        assert spec.name in out and f"{spec.title} matches" in out
    with pytest.raises(SystemExit):
        main(["twin", "--help"])
    assert "Twin: hands to count" in capsys.readouterr().out
