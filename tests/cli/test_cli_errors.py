"""Command-line mistakes are one-line errors, never tracebacks; arena bots get keyed seeds."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtable.badugi import arena as arena_badugi
from cardtable.cli.arena import main
from cardtable.core.rng import derive_seed
from cardtable.spades import arena as arena_spades


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--jobs", "0"], "--jobs"),
        (["--jobs", "-2"], "--jobs"),
        (["--budget-ms", "-5"], "--budget-ms"),
        (["--budget-ms", "0"], "--budget-ms"),
        (["--budget-ms", "nan"], "--budget-ms"),
        (["--budget-ms", "inf"], "--budget-ms"),
        (["--seed", "-1"], "--seed"),
        (["--seed", "x"], "--seed"),
    ],
)
@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_bad_numbers_are_refused(game: str, args: list[str], words: str, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", game, "--hands", "2", "--games", "1", *args])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "error" in err and words in err and "Traceback" not in err


@pytest.mark.parametrize("stack", ["0", "-1", "2147483648", str(10**17), "1e9", "nan"])
def test_arena_stacks_are_what_a_saved_hand_may_hold(stack: str, capsys) -> None:
    # --stack 10**17 used to play, then export records that read_record refused.
    with pytest.raises(SystemExit) as exc:
        main(["--game", "badugi", "--hands", "1", "--stack", stack])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--stack" in err and "Traceback" not in err


def test_the_largest_arena_stack_exports_records_that_read_back(tmp_path: Path, capsys) -> None:
    from cardtable.badugi.records import read_record
    from cardtable.badugi.rules import MAX_CHIPS

    assert main(["--game", "badugi", "--hands", "3", "--seed", "2", "--bots", "random,random",
                 "--stack", str(MAX_CHIPS), "--export", str(tmp_path)]) == 0  # fmt: skip
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3
    for path in records:
        read_record(path)


@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_export_onto_a_file_is_an_error(game: str, tmp_path: Path, capsys) -> None:
    target = tmp_path / "records"
    target.write_text("my notes")
    with pytest.raises(SystemExit) as exc:
        main(["--game", game, "--hands", "2", "--games", "1", "--seed", "1",
              "--export", str(target)])  # fmt: skip
    assert exc.value.code == 2
    assert "a file, not a folder" in capsys.readouterr().err
    assert target.read_text() == "my notes"


@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_export_into_a_read_only_folder_is_an_error(
    game: str, read_only_folder: Path, capsys
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", game, "--hands", "2", "--games", "1", "--seed", "1",
              "--export", str(read_only_folder / "out")])  # fmt: skip
    assert exc.value.code == 2
    assert "cannot write there" in capsys.readouterr().err


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "soon"])
def test_app_quit_after_must_be_a_number_of_seconds(value: str) -> None:
    # Run as a person would: the process must end with a usage error, not a traceback.
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", value],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--quit-after" in done.stderr and "Traceback" not in done.stderr


def capture_seeds(monkeypatch: pytest.MonkeyPatch, module: object) -> list[int | None]:
    seeds: list[int | None] = []
    real: Callable = module.make_bot  # type: ignore[attr-defined]

    def make(name: str, seed: int | None = None):
        seeds.append(seed)
        return real(name, seed)

    monkeypatch.setattr(module, "make_bot", make)
    return seeds


def test_arena_bots_get_keyed_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 11: bot seeds were (seed * 1_000_003 + deal) * 16 + seat, so a bot could work
    # back to the deal seed and rebuild every hand. Now they come from a keyed hash.
    seeds = capture_seeds(monkeypatch, arena_badugi)
    arena_badugi.run_match(arena_badugi.BadugiRules(), ["random", "random", "random"], 4, 77)
    dealt = [s for s in seeds if s is not None]
    assert dealt == [derive_seed(77, "arena-bot", d, i) for d in range(4) for i in range(3)]
    seeds = capture_seeds(monkeypatch, arena_spades)
    arena_spades.run_match(["random"] * 4, 2, 77)
    dealt = [s for s in seeds if s is not None]
    assert dealt == [derive_seed(77, "arena-bot", g, i) for g in range(2) for i in range(4)]
