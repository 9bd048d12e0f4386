"""Hostile and damaged saves: each is refused at load with a message and set aside intact.

The cases come from issue 11 (a fuzzer and hand-edited files) and from what else a file can
be: too deep, too big, not numbers JSON allows, not a file at all, or a save that parses
but would load and then break the table.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.session import SeatConfig
from cardtable.spades.rules import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession
from cardtable.storage.autosave import MAX_SAVE_BYTES, LoadResult, SaveStore

Doc = dict[str, Any]


def badugi_doc(actions: int = 3) -> Doc:
    seats = (SeatConfig("You"), SeatConfig("Ann", "basic"), SeatConfig("Bob", "random"),
             SeatConfig("Cy", "random"))  # fmt: skip
    session = BadugiSession(BadugiConfig(BadugiRules(), seats, 100), seed=5)
    session.next_hand()
    for _ in range(actions):
        request = session.bot_request()
        if request is None:
            break
        session.apply_bot(request.move_no, request.bot.act(request.view))
    return json.loads(json.dumps(session.to_json()))


def spades_doc() -> Doc:
    seats = (SeatConfig("You"), SeatConfig("Ann", "basic"), SeatConfig("Bob", "basic"),
             SeatConfig("Cy", "basic"))  # fmt: skip
    session = SpadesSession(SpadesConfig(SpadesRules(), seats), seed=9)
    session.next_hand()
    return json.loads(json.dumps(session.to_json()))


def edit(make: Callable[[], Doc], change: Callable[[Doc], Any]) -> str:
    doc = make()
    change(doc)
    return json.dumps(doc)


def put(path: str, value: Any) -> Callable[[Doc], None]:
    """Set a field by dotted path (``match.hand.button``)."""

    def change(doc: Doc) -> None:
        *head, last = path.split(".")
        target: Any = doc
        for key in head:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value

    return change


def other_hand(doc: Doc, **changes: Any) -> None:
    """Replace the hand in progress by one of other seats or rules."""
    from cardtable.badugi.state import HandState

    rules = BadugiRules(**changes.pop("rules", {}))
    stacks = changes.pop("stacks", doc["match"]["stacks"])
    hand = HandState(rules, stacks, 0, seed=doc["match"]["seed"], hand_no=0)
    doc["match"]["hand"] = json.loads(json.dumps(hand.to_json()))


CASES: list[tuple[str, str | bytes, str]] = [
    # --- not a usable JSON document at all
    ("deep nesting", "[" * 100_000, "nested too deeply"),
    ("deep but closed", "[" * 5000 + "]" * 5000, "nested too deeply"),
    ("Infinity", json.dumps(badugi_doc()).replace('"hand_no": 1', '"hand_no": Infinity'),
     "not valid JSON"),
    ("NaN", json.dumps(badugi_doc()).replace('"move_no": ', '"move_no": NaN, "x": '),
     "not valid JSON"),
    ("a 5000-digit number", '{"format": "cardtable-session", "version": ' + "9" * 5000 + "}",
     "not valid JSON"),
    ("not UTF-8", b'{"format": "cardtable-session", "version": 1, "game": "\xff"}', "UTF-8"),
    ("empty", "", "not valid JSON"),
    ("a JSON string", '"session"', "expected a JSON object"),
    ("version true", edit(badugi_doc, put("version", True)), "version"),
    ("version 1.0", edit(badugi_doc, put("version", 1.0)), "version"),
    ("game is a list", edit(badugi_doc, put("game", ["badugi"])), "unknown game"),
    # --- Badugi: values that load and break the table later
    ("button 99", edit(badugi_doc, put("match.button", 99)), "button"),
    ("hand button 99", edit(badugi_doc, put("match.hand.button", 99)), "button"),
    ("button true", edit(badugi_doc, put("match.button", True)), "button"),
    ("null seed", edit(badugi_doc, put("match.seed", None)), "seed"),
    ("null hand seed", edit(badugi_doc, put("match.hand.seed", None)), "seed"),
    ("negative seed", edit(badugi_doc, put("match.seed", -4)), "seed"),
    ("negative move_no", edit(badugi_doc, put("move_no", -1)), "move_no"),
    ("move_no 2.5", edit(badugi_doc, put("move_no", 2.5)), "move_no"),
    ("negative hand_no", edit(badugi_doc, put("match.hand_no", -3)), "hand_no"),
    ("hand of 3 seats in a 4-seat match",
     edit(badugi_doc, lambda d: other_hand(d, stacks=[100, 100, 100])), "seats"),
    ("hand of other rules",
     edit(badugi_doc, lambda d: other_hand(d, rules={"structure": "no_limit"})), "rules"),
    ("hand of another seed", edit(badugi_doc, put("match.hand.seed", 6)), "seed"),
    ("hand number off", edit(badugi_doc, put("match.hand.hand_no", 7)), "hand number"),
    ("all-bot table",
     edit(badugi_doc, lambda d: (put("seats.0.bot", "basic")(d),
                                 put("match.auto_muck.0", True)(d),
                                 put("match.hand.auto_muck.0", True)(d))), "no seat for you"),
    ("two people", edit(badugi_doc, put("seats.1.bot", None)), "more than one"),
    ("nine seats", edit(badugi_doc, lambda d: d["seats"].extend([d["seats"][1]] * 5)),
     "more than 8"),
    ("a 100,000-letter name", edit(badugi_doc, put("seats.1.name", "A" * 100_000)),
     "longer than"),
    ("a name with a control character", edit(badugi_doc, put("seats.1.name", "Ann\x00")),
     "control character"),
    ("a lone surrogate", edit(badugi_doc, put("seats.1.name", "\ud800")), "control character"),
    ("unknown bot", edit(badugi_doc, put("seats.1.bot", "no-such-bot")), "no-such-bot"),
    ("bot is a list", edit(badugi_doc, put("seats.1.bot", ["basic"])), "unknown badugi bot"),
    ("negative stack", edit(badugi_doc, put("match.stacks.1", -50)), "stack"),
    ("stack true", edit(badugi_doc, put("match.stacks.1", True)), "stack"),
    ("a 10^30 stack", edit(badugi_doc, put("match.stacks.1", 10**30)), "stack"),
    ("starting stack 0", edit(badugi_doc, put("starting_stack", 0)), "starting_stack"),
    ("bought in less than the stack", edit(badugi_doc, put("bought_in.1", 0)), "bought in"),
    ("chips off", edit(badugi_doc, lambda d: d["bought_in"].__setitem__(0, 150)), "add up"),
    ("auto-muck a string", edit(badugi_doc, put("match.auto_muck.1", "yes")), "auto_muck"),
    ("auto-muck off for a bot", edit(badugi_doc, put("match.auto_muck.1", False)), "auto-muck"),
    ("big blind true", edit(badugi_doc, put("match.rules.small_blind", True)), "small blind"),
    ("draw limits a string", edit(badugi_doc, put("match.rules.draw_limits", "444")), "draw"),
    ("an unknown field in the match", edit(badugi_doc, put("match.cheat", 1)), "unknown fields"),
    ("an action of 4.5 chips",
     edit(badugi_doc, lambda d: d["match"]["hand"]["actions"].append(
         [0, {"kind": "raise", "amount": 4.5}])), "whole number"),
    ("an action entry that is a number",
     edit(badugi_doc, lambda d: d["match"]["hand"]["actions"].append(7)), "action"),
    ("10,000 actions",
     edit(badugi_doc, lambda d: d["match"]["hand"]["actions"].extend([[0, {"kind": "call"}]]
                                                                     * 10_000)), "more than"),
    ("a hand before the first", edit(badugi_doc, put("match.hand_no", 0)), "before its first"),
    # --- Spades
    ("spades null seed", edit(spades_doc, put("state.seed", None)), "seed"),
    ("spades first dealer true", edit(spades_doc, put("state.first_dealer", True)), "first_dealer"),
    ("spades five seats for four players",
     edit(spades_doc, lambda d: d["seats"].append(d["seats"][1])), "5 seats"),
    ("spades all bots", edit(spades_doc, put("seats.0.bot", "basic")), "no seat for you"),
    ("spades negative move_no", edit(spades_doc, put("move_no", -7)), "move_no"),
    ("spades game_no 0", edit(spades_doc, put("game_no", 0)), "game_no"),
    ("spades between hands 'yes'", edit(spades_doc, put("between_hands", "yes")), "between"),
    ("spades target 10^12", edit(spades_doc, put("state.rules.target", 10**12)), "target"),
    ("spades a bool seat in an action",
     edit(spades_doc, lambda d: d["state"]["actions"].append("pTrue:Ah")), "action"),
    ("spades 6 players' rules for 4 seats", edit(spades_doc, put("state.rules.players", 6)),
     "seats"),
]


def _store_with(tmp_path: Path, content: str | bytes) -> SaveStore:
    store = SaveStore(tmp_path)
    if isinstance(content, bytes):
        store.path.write_bytes(content)
    else:
        store.path.write_text(content, encoding="utf-8")
    return store


def assert_set_aside(store: SaveStore, result: LoadResult, content: str | bytes, why: str):
    assert result.session is None
    assert result.error is not None and why.lower() in result.error.lower(), result.error
    assert len(result.error) < 600  # a message a person can read, not the file echoed back
    assert result.moved_to is not None and not result.kept
    kept = result.moved_to.read_bytes()
    assert kept == (content if isinstance(content, bytes) else content.encode("utf-8"))
    assert not store.exists()


@pytest.mark.parametrize(("name", "content", "why"), CASES, ids=[c[0] for c in CASES])
def test_hostile_save_is_refused_and_set_aside(
    tmp_path: Path, name: str, content: str | bytes, why: str
) -> None:
    store = _store_with(tmp_path, content)
    assert_set_aside(store, store.load(), content, why)
    # The folder is usable again: a new game saves over nothing that was lost.
    assert store.load() == LoadResult()


def test_the_unedited_documents_load(tmp_path: Path) -> None:
    # The cases above are edits of these: they are refused for the edit, nothing else.
    for make in (badugi_doc, spades_doc):
        store = _store_with(tmp_path, json.dumps(make()))
        result = store.load()
        assert result.error is None and result.session is not None
        # ... and can be written back and read again.
        store.save(result.session)
        assert store.load().session is not None


def test_a_save_too_large_is_refused_before_reading(tmp_path: Path) -> None:
    doc = badugi_doc()
    text = json.dumps(doc)
    padded = text[:-1] + " " * (MAX_SAVE_BYTES + 10) + "}"
    store = _store_with(tmp_path, padded)
    assert_set_aside(store, store.load(), padded, "too large")


@pytest.mark.parametrize("kind", ["folder", "fifo", "device", "dangling link"])
def test_something_else_in_the_saves_place(tmp_path: Path, kind: str) -> None:
    store = SaveStore(tmp_path)
    if kind == "folder":
        store.path.mkdir()
    elif kind == "fifo":
        os.mkfifo(store.path)  # reading it must not wait for a writer
    elif kind == "device":
        store.path.symlink_to("/dev/zero")  # reading it would never end
    else:
        store.path.symlink_to(tmp_path / "gone.json")
    result = store.load()
    assert result.session is None and result.error is not None
    assert result.moved_to is not None and os.path.lexists(result.moved_to)
    assert not os.path.lexists(store.path)
    session = BadugiSession(BadugiConfig(BadugiRules(), (SeatConfig("You"),
                                                          SeatConfig("B", "basic"))))
    store.save(session)  # the place is free again
    assert store.load().session is not None


def test_bad_save_in_a_read_only_folder_is_kept_and_never_overwritten(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    content = "[" * 100_000
    put_file(read_only_folder, "session.json", content)
    store = SaveStore(read_only_folder)
    result = store.load()
    assert result.session is None and result.error and "nested too deeply" in result.error
    assert result.kept and result.moved_to is None and result.move_error
    assert store.blocked is not None
    session = BadugiSession(BadugiConfig(BadugiRules(), (SeatConfig("You"),
                                                          SeatConfig("B", "basic"))))
    with pytest.raises(OSError):
        store.save(session)
    store.clear()
    assert store.path.read_text(encoding="utf-8") == content
    # A second start finds it again and reports it again: it is never silently lost.
    again = SaveStore(read_only_folder).load()
    assert again.kept and again.error == result.error


def test_a_save_that_cannot_be_written_keeps_the_old_one(
    read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    good = json.dumps(badugi_doc())
    put_file(read_only_folder, "session.json", good)
    store = SaveStore(read_only_folder)
    result = store.load()
    assert result.session is not None and store.blocked is None
    result.session.next_hand() if result.session.hand_over else None
    with pytest.raises(OSError):
        store.save(result.session)
    assert store.path.read_text(encoding="utf-8") == good
    assert not [p for p in read_only_folder.iterdir() if p.name != "session.json"]


def test_names_the_app_writes_are_names_it_reads(tmp_path: Path) -> None:
    # A pasted tab or newline in a name must not make the app's own save unreadable.
    seats = (SeatConfig("Jae\tKim\n"), SeatConfig("Bot\x07 1", "basic"))
    assert [s.name for s in seats] == ["Jae Kim", "Bot 1"]
    session = BadugiSession(BadugiConfig(BadugiRules(), seats))
    store = SaveStore(tmp_path)
    store.save(session)
    assert store.load().session is not None


def test_unknown_top_level_fields_are_ignored(tmp_path: Path) -> None:
    # Later versions add to the session document (the log, say); an added field is no
    # reason to set a game aside.
    for make in (badugi_doc, spades_doc):
        store = _store_with(tmp_path, edit(make, put("log", ["a line"])))
        assert store.load().session is not None
