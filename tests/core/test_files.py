"""The one reading path of every file: limits, strict JSON, set-aside, stale temporary files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.core.errors import DocumentError, SaveBlockedError, SaveFileError
from cardtable.core.jsonio import (
    MAX_DEPTH,
    STALE_AFTER,
    check_document,
    parse_json,
    read_json_file,
    remove_stale_temps,
    write_json_atomic,
)
from cardtable.core.rng import derive_seed
from cardtable.core.store import JsonFileStore
from cardtable.core.validate import Fields, check_int, check_seed, check_text, first_difference

FMT = "cardtable-test"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[" * 100_000, "nested too deeply"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nested too deeply"),
        ('{"a": ' * 2000 + "1" + "}" * 2000, "nested too deeply"),
        ('{"n": NaN}', "not valid JSON"),
        ('{"n": Infinity}', "not valid JSON"),
        ('{"n": -Infinity}', "not valid JSON"),
        # Numbers that overflow a float would be read as infinity all the same.
        ('{"n": 1e400}', "not valid JSON"),
        ('{"n": -1.5E+309}', "not valid JSON"),
        ('[0.5, 2e308]', "not valid JSON"),
        ('{"n": ' + "7" * 5000 + "}", "not valid JSON"),
        ('{"n": 1', "not valid JSON"),
    ],
)
def test_hostile_json_text_is_a_save_file_error(text: str, why: str) -> None:
    with pytest.raises(SaveFileError, match=why):
        parse_json(text)


def test_a_broken_files_reason_reads_as_english() -> None:
    """Python's "Invalid control character at" (its own text goes on with the place) was
    followed by ours: "... (Invalid control character at at line 1)" in the trainer's box."""
    with pytest.raises(SaveFileError) as caught:
        parse_json('{"broken\n', "draw_trainer.json")
    said = str(caught.value)
    assert "at at" not in said
    assert said == "draw_trainer.json is not valid JSON (Invalid control character at line 1)"


def test_ordinary_floats_are_read() -> None:
    """Small, tiny and large-but-finite numbers stay numbers (1e-400 underflows to 0)."""
    assert parse_json('[1.5, -2e-3, 1e308, 1e-400]') == [1.5, -0.002, 1e308, 0.0]


def test_ordinary_nesting_is_fine() -> None:
    deep = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert parse_json(deep) is not None


def test_size_limit_is_checked_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text("[" + "1," * 1000 + "1]")
    with pytest.raises(SaveFileError, match="too large"):
        read_json_file(path, max_bytes=100)
    assert read_json_file(path, max_bytes=10_000)[0] == 1


def test_a_pipe_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    t0 = time.monotonic()
    with pytest.raises(SaveFileError, match="not a regular file"):
        read_json_file(path)
    assert time.monotonic() - t0 < 2


def test_bad_bytes_are_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b'{"a": "\xff\xfe"}')
    with pytest.raises(SaveFileError, match="UTF-8"):
        read_json_file(path)


@pytest.mark.parametrize("version", [True, False, 1.0, "1", None, 0, -1])
def test_versions_must_be_whole_numbers(version: Any) -> None:
    with pytest.raises(SaveFileError, match="version"):
        check_document({"format": FMT, "version": version}, FMT, 2)


def test_writing_refuses_nan_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        write_json_atomic(tmp_path / "x.json", {"a": float("nan")})
    assert list(tmp_path.iterdir()) == []


def test_field_checks_refuse_bools_and_name_the_field() -> None:
    f = Fields({"n": True, "s": None, "t": "x" * 500, "m": -2}, "the file")
    with pytest.raises(DocumentError, match="the file: n must be a whole number, not True"):
        f.integer("n")
    with pytest.raises(DocumentError, match="s must be"):
        f.seed("s")
    with pytest.raises(DocumentError, match="longer than"):
        f.text("t")
    with pytest.raises(DocumentError, match="at least 0"):
        f.integer("m", 0)
    with pytest.raises(DocumentError, match="has no 'zz'"):
        f.integer("zz")
    assert f.integer("zz", default=4) == 4
    with pytest.raises(DocumentError, match="unknown fields: m, n"):
        f.only("s", "t")
    with pytest.raises(DocumentError):
        check_seed(2**64)
    with pytest.raises(DocumentError):
        check_int(3.0, "x")
    with pytest.raises(DocumentError, match="control"):
        check_text("a\nb", "name")
    # Messages about hostile values stay short.
    with pytest.raises(DocumentError) as err:
        check_int("9" * 10_000, "x")
    assert len(str(err.value)) < 120


def test_first_difference_names_the_place() -> None:
    actual = {"log": [{"pot": 0, "won_by": [[2, 24]]}], "n": 1}
    assert first_difference(json.loads(json.dumps(actual)), actual) is None
    tampered = {"log": [{"pot": 0, "won_by": [[9, 24]]}], "n": 1}
    where = first_difference(tampered, actual)
    assert where is not None and where.startswith("log[0].won_by[0][0]")
    assert first_difference({**actual, "n": True}, actual)  # true is not 1
    assert "unexpected" in (first_difference({**actual, "x": 0}, actual) or "")
    assert "no 'n'" in (first_difference({"log": actual["log"]}, actual) or "")


def test_derive_seed_is_a_keyed_hash() -> None:
    seeds = {derive_seed(4, "arena-bot", deal, i) for deal in range(50) for i in range(8)}
    assert len(seeds) == 400 and all(0 <= s < 2**63 for s in seeds)
    assert derive_seed(4, "arena-bot", 1, 2) == derive_seed(4, "arena-bot", 1, 2)
    assert derive_seed(5, "arena-bot", 1, 2) != derive_seed(4, "arena-bot", 1, 2)
    # Neighbouring seeds give unrelated values (no arithmetic to undo).
    a, b = derive_seed(1000, "x"), derive_seed(1001, "x")
    assert bin(a ^ b).count("1") > 10


# ---------------------------------------------------------------------- the store


def parse_ok(doc: dict[str, Any]) -> int:
    return Fields(doc, "the test file").integer("n", 0, 10)


def store(tmp_path: Path, parse: Callable[[dict[str, Any]], Any] = parse_ok) -> JsonFileStore:
    return JsonFileStore(tmp_path / "thing.json", FMT, 1, parse)


@pytest.mark.parametrize(
    "exc", [KeyError("x"), TypeError("t"), RecursionError(), ZeroDivisionError(), MemoryError()]
)
def test_any_failure_of_a_parser_sets_the_file_aside(tmp_path: Path, exc: Exception) -> None:
    def parse(doc: dict[str, Any]) -> int:
        raise exc

    s = store(tmp_path, parse)
    s.path.write_text(json.dumps({"format": FMT, "version": 1, "n": 3}))
    found = s.load()
    assert found.value is None and found.error and found.moved_to is not None
    assert found.moved_to.name.startswith("thing.bad-")


def test_store_round_trip_and_refusal(tmp_path: Path) -> None:
    s = store(tmp_path)
    assert s.load().value is None and s.load().error is None
    s.save({"format": FMT, "version": 1, "n": 3})
    assert s.load().value == 3
    s.path.write_text(json.dumps({"format": FMT, "version": 1, "n": 11}))
    found = s.load()
    assert found.error and "at most 10" in found.error and found.moved_to is not None


def test_read_only_folder_keeps_the_file_and_refuses_to_write(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    put_file(read_only_folder, "thing.json", "{nope")
    s = JsonFileStore(read_only_folder / "thing.json", FMT, 1, parse_ok)
    found = s.load()
    assert found.kept and found.moved_to is None and found.error and found.move_error
    with pytest.raises(SaveBlockedError):
        s.save({"format": FMT, "version": 1, "n": 1})
    s.clear()
    assert s.path.read_text() == "{nope"


# ---------------------------------------------------------------------- killed writers

WRITER = """
import os, sys, time
import cardtable.core.jsonio as jsonio
def hang(fd):
    print("writing", flush=True)
    time.sleep(60)
jsonio.os.fsync = hang
jsonio.write_json_atomic(sys.argv[1], {"format": "cardtable-test", "version": 1, "n": 9})
"""


def test_a_writer_killed_mid_write_leaves_the_old_file_and_its_temp_is_cleaned(
    tmp_path: Path,
) -> None:
    s = store(tmp_path)
    s.save({"format": FMT, "version": 1, "n": 2})
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(s.path)], stdout=subprocess.PIPE, env=env, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    finally:
        child.kill()
        child.wait()
    temps = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(temps) == 1 and temps[0].name.startswith(f".thing.json.{child.pid}-")
    found = s.load()  # start-up: the old save is intact and the leftover goes
    assert found.value == 2
    assert [p.name for p in tmp_path.iterdir()] == ["thing.json"]


def test_a_live_writers_temp_is_kept_unless_old(tmp_path: Path) -> None:
    target = tmp_path / "thing.json"
    mine = tmp_path / f".thing.json.{os.getpid()}-abc.tmp"
    mine.write_text("partial")
    other = tmp_path / ".other.json.1-abc.tmp"
    other.write_text("not ours")
    assert remove_stale_temps(target) == []
    assert remove_stale_temps(target, now=time.time() + STALE_AFTER + 1) == [mine]
    assert other.exists()
