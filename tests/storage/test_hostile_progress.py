"""Hostile progress files of the draw trainer and the bidding practice: refused, set aside,
a fresh start; in a read-only folder, kept untouched and never written over."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.badugi import trainer_progress as trainer
from cardtable.spades import practice_progress

Store = Any


def trainer_doc() -> dict[str, Any]:
    progress = trainer.Progress(played=4, correct=3, streak=1, best_streak=2, seed=7)
    progress.by_kind = {"one": [2, 1]}
    return progress.to_json()


def practice_doc() -> dict[str, Any]:
    counts = practice_progress.Counts(2, {"exact": 1, "close": 1, "far": 0})
    return practice_progress.Progress({4: counts}).to_json()


def practice_counts(**fields: Any) -> dict[str, Any]:
    """The four-player counts with ``fields`` changed (version 3 keeps them per table)."""
    doc = practice_doc()
    doc["tables"]["4"].update(fields)
    return doc


def changed(make: Callable[[], dict[str, Any]], **fields: Any) -> str:
    doc = make()
    for key, value in fields.items():
        if "__" in key:
            outer, inner = key.split("__")
            doc[outer][inner] = value
        else:
            doc[key] = value
    return json.dumps(doc)


TRAINER_CASES = [
    ("deep nesting", "[" * 100_000),
    (
        "Infinity",
        json.dumps(trainer_doc()).replace('"badugi_given_up": 0.0', '"badugi_given_up": Infinity'),
    ),
    ("NaN", json.dumps(trainer_doc()).replace('"badugi_given_up": 0.0', '"badugi_given_up": NaN')),
    ("huge", json.dumps(trainer_doc())[:-1] + " " * (2 * 1024 * 1024) + "}"),
    ("version true", changed(trainer_doc, version=True)),
    ("played true", changed(trainer_doc, played=True)),
    ("correct above played", changed(trainer_doc, correct=9)),
    ("negative seed", changed(trainer_doc, seed=-1)),
    ("null seed", changed(trainer_doc, seed=None)),
    ("by kind negative", changed(trainer_doc, by_kind={"one": [-1, 0]})),
    ("by kind of an unknown kind", changed(trainer_doc, by_kind={"x" * 1000: [1, 0]})),
    ("by kind right above played", changed(trainer_doc, by_kind={"one": [1, 5]})),
    ("draws left 9", changed(trainer_doc, settings__draws_left=9)),
    ("draws left true", changed(trainer_doc, settings__draws_left=True)),
    ("with dead 'no'", changed(trainer_doc, settings__with_dead="no")),
    ("kinds a string", changed(trainer_doc, settings__kinds="one")),
    ("unknown field", changed(trainer_doc, cheat=1)),
]

PRACTICE_CASES = [
    ("deep nesting", "[" * 100_000),
    ("NaN", json.dumps(practice_doc()).replace('"played": 2', '"played": NaN')),
    ("version true", changed(practice_doc, version=True)),
    ("negative played", json.dumps(practice_counts(played=-2))),
    ("nil right above played", json.dumps(practice_counts(nil_right=3))),
    ("grade true", json.dumps(practice_counts(by_grade={"exact": 1, "close": 1, "far": True}))),
    (
        "a table of 7",
        json.dumps({**practice_doc(), "tables": {"7": practice_doc()["tables"]["4"]}}),
    ),
    ("counts at the top in version 3", changed(practice_doc, played=2)),
    ("players 7", changed(practice_doc, situation__players=7)),
    ("position 5 of 4", changed(practice_doc, situation__position=5)),
    ("bags true", changed(practice_doc, situation__bags=True)),
    ("position 9", changed(practice_doc, situation__position=9)),
    ("score a list", changed(practice_doc, situation__score=["even"])),
    ("null next seed", changed(practice_doc, next_seed=None)),
]


def stores() -> list[tuple[str, Callable[[Path], Store], list[tuple[str, str]]]]:
    return [
        ("trainer", trainer.ProgressStore, TRAINER_CASES),
        ("practice", practice_progress.ProgressStore, PRACTICE_CASES),
    ]


@pytest.mark.parametrize(
    ("make", "content"),
    [(make, content) for _name, make, cases in stores() for _case, content in cases],
    ids=[f"{name}-{case}" for name, _make, cases in stores() for case, _content in cases],
)
def test_hostile_progress_is_set_aside_with_a_fresh_start(
    tmp_path: Path, make: Callable[[Path], Store], content: str
) -> None:
    store = make(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    loaded = store.load()
    assert loaded.error and len(loaded.error) < 600
    assert loaded.progress.played == 0
    assert loaded.moved_to is not None and loaded.moved_to.read_text(encoding="utf-8") == content
    assert not store.path.exists()
    store.save(loaded.progress)  # the fresh progress can be kept
    assert make(tmp_path).load().error is None


@pytest.mark.parametrize(
    ("make", "doc"),
    [(trainer.ProgressStore, trainer_doc), (practice_progress.ProgressStore, practice_doc)],
)
def test_the_unedited_progress_loads(tmp_path: Path, make: Any, doc: Any) -> None:
    store = make(tmp_path)
    store.path.write_text(json.dumps(doc()), encoding="utf-8")
    loaded = store.load()
    assert loaded.error is None and loaded.progress.played > 0


@pytest.mark.parametrize("make", [trainer.ProgressStore, practice_progress.ProgressStore])
def test_bad_progress_in_a_read_only_folder_is_kept(
    read_only_folder: Path, put_file: Callable[..., Path], make: Any
) -> None:
    path = put_file(read_only_folder, make(read_only_folder).path.name, "{broken")
    store = make(read_only_folder)
    loaded = store.load()
    assert loaded.error and loaded.kept and loaded.moved_to is None
    with pytest.raises(OSError):
        store.save(loaded.progress)
    assert path.read_text(encoding="utf-8") == "{broken"
