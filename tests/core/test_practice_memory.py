"""The trainers' memory: Leitner boxes counted in answers, the answer log and the tallies per
situation, and the document it is saved as (bad fields refused, naming the field)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.errors import DocumentError
from cardtable.core.practice_memory import (
    BOXES,
    INTERVALS,
    MAX_LOG,
    MAX_REVIEWS,
    PracticeMemory,
)


def position(n: int) -> dict[str, Any]:
    return {"n": n}


def check(data: Any) -> None:
    if set(data) != {"n"}:
        raise DocumentError("not a test position")


def read(doc: dict[str, Any]) -> PracticeMemory:
    return PracticeMemory.from_json(doc, check, lambda name: name in {"a", "b"})


def test_a_miss_comes_back_and_climbs_the_boxes_until_learned() -> None:
    memory = PracticeMemory()
    memory.record("p", position(1), "x", False, ["a"])
    item = memory.find("p")
    assert item is not None and item.box == 1 and item.due == memory.clock + INTERVALS[0]
    for _ in range(INTERVALS[0] - 1):
        memory.record("other", position(2), "y", True, ["b"])
        assert memory.due() is None  # not yet
    memory.record("other", position(2), "y", True, ["b"])
    assert memory.due() is item
    for box in range(2, BOXES + 1):
        memory.record("p", position(1), "x", True, ["a"])
        assert item.box == box and item.due == memory.clock + INTERVALS[box - 1]
    memory.record("p", position(1), "x", True, ["a"])
    assert memory.find("p") is None and memory.learned == 1
    assert memory.by_situation["a"].played == BOXES + 1


def test_a_miss_in_a_high_box_starts_again() -> None:
    memory = PracticeMemory()
    memory.record("p", position(1), "x", False, [])
    memory.record("p", position(1), "x", True, [])
    memory.record("p", position(1), "x", True, [])
    memory.record("p", position(1), "x", False, [])
    item = memory.find("p")
    assert item is not None and item.box == 1 and item.misses == 2


def test_the_one_waiting_longest_comes_first_and_filters_are_kept() -> None:
    memory = PracticeMemory()
    memory.record("first", position(1), "x", False, [])
    memory.record("second", position(2), "x", False, [])
    for _ in range(INTERVALS[0]):
        memory.record("filler", position(0), "x", True, [])
    due = memory.due()
    assert due is not None and due.key == "first"
    only_second = memory.due(lambda item: item.position["n"] == 2)
    assert only_second is not None and only_second.key == "second"
    assert memory.due(lambda item: False) is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.booleans()), max_size=400))
def test_invariants_and_the_round_trip(answers: list[tuple[int, bool]]) -> None:
    memory = PracticeMemory()
    for n, right in answers:
        memory.record(f"p{n}", position(n), str(n), right, ["a" if n % 2 else "b"])
    assert memory.clock == len(answers)
    assert len(memory.log) == min(len(answers), MAX_LOG)
    assert len(memory.reviews) <= MAX_REVIEWS
    assert len({r.key for r in memory.reviews}) == len(memory.reviews)
    for item in memory.reviews:
        assert 1 <= item.box <= BOXES and item.due > 0
        seen = [a.at for a in memory.log if a.key == item.key]
        if seen:  # its last answer is still in the log: it set the wait of its box
            assert item.due == max(seen) + INTERVALS[item.box - 1]
    assert sum(t.played for t in memory.by_situation.values()) == len(answers)
    assert sum(t.right for t in memory.by_situation.values()) == sum(r for _, r in answers)
    again = read(memory.to_json())
    assert again == memory


@pytest.mark.parametrize(
    ("doc", "words"),
    [({"clock": -1}, "clock"),
     ({"reviews": [{"key": "k", "position": {"bad": 1}, "box": 1, "due": 0, "misses": 1}]},
      "not a test position"),
     ({"reviews": [{"key": "k", "position": {"n": 1}, "box": 9, "due": 0, "misses": 1}]},
      "box"),
     ({"reviews": [{"key": "k", "position": {"n": 1}, "box": 1, "due": 0, "misses": 1}] * 2},
      "twice"),
     ({"by_situation": {"zzz": [1, 1, 1]}}, "unknown situation"),
     ({"by_situation": {"a": [1, 2, 0]}}, "contradict"),
     ({"log": [{"key": "k", "answer": "x", "right": 1, "exact": True, "at": 0}]}, "right"),
     ({"current": {"bad": 1}}, "not a test position"),
     ({"surprise": 1}, "unknown fields")],
)
def test_bad_documents_are_refused(doc: dict[str, Any], words: str) -> None:
    with pytest.raises(DocumentError, match=words):
        read(doc)
