"""Hand records: JSON replays to the same stacks; PHH loads in pokerkit with the same result."""

from __future__ import annotations

import copy
import json
import warnings

import pytest

from cardtable.badugi.play import play_out
from cardtable.badugi.records import hand_record, replay_record, to_phh
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.core import SaveFileError
from cardtable.games import make_bot


def arena_hands(n_seats: int, count: int, seed: int) -> list[HandState]:
    """Hands played the way the arena plays them: basic and random bots, fresh stacks."""
    names = ["basic", "random"] * 4
    bots = [make_bot("badugi", names[s], seed + s) for s in range(n_seats)]
    out = []
    for k in range(count):
        state = HandState(
            BadugiRules(), [200] * n_seats, k % n_seats, seed=seed, hand_no=k,
            auto_muck=[True] * n_seats,
        )  # fmt: skip
        out.append(play_out(state, bots))
    return out


@pytest.mark.parametrize(("n_seats", "count"), [(2, 300), (6, 200)])
def test_phh_replays_in_pokerkit_to_the_same_stacks(n_seats: int, count: int) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    for state in arena_hands(n_seats, count, seed=n_seats * 1000):
        text = to_phh(state)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pokerkit warns about cards it would not deal
            history = pokerkit.HandHistory.loads(text)
            *_, final = history
        order = [(state.button + i) % state.n for i in range(1, state.n + 1)]
        assert list(final.stacks) == [state.stacks[s] for s in order], text
        assert list(history.finishing_stacks) == list(final.stacks)


def test_json_record_replays_and_detects_tampering() -> None:
    for state in arena_hands(6, 40, seed=5):
        doc = json.loads(json.dumps(hand_record(state, [f"P{s}" for s in range(6)])))
        assert replay_record(doc) == state
    bad = copy.deepcopy(doc)
    bad["final_stacks"][0] += 1
    with pytest.raises(ValueError, match="record says"):
        replay_record(bad)
    bad = copy.deepcopy(doc)
    bad["hand"]["actions"] = bad["hand"]["actions"][:-1]
    with pytest.raises(ValueError, match="do not finish"):
        replay_record(bad)


@pytest.mark.parametrize(
    "doc",
    [
        [],
        {"format": "cardtable-spades", "version": 1},
        {"format": "cardtable-badugi-record", "version": 99},
        {"format": "cardtable-badugi-record", "version": "1"},
    ],
)
def test_foreign_or_future_records_are_refused_clearly(doc: object) -> None:
    with pytest.raises(SaveFileError):
        replay_record(doc)


def test_phh_only_for_fixed_limit_triple_draw() -> None:
    state = HandState(BadugiRules(structure="pot"), [100, 100], 0, seed=1)
    with pytest.raises(ValueError, match="fixed-limit"):
        to_phh(state)


def tampered(doc: dict, change) -> dict:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(doc)
    change(bad)
    return bad


def showdown_doc() -> dict:
    """A finished arena hand that went to a showdown, as JSON."""
    for state in arena_hands(6, 40, seed=5):
        doc = json.loads(json.dumps(hand_record(state)))
        if any("shows" in e for e in doc["log"]):
            return doc
    raise AssertionError("no showdown in 40 hands")


def _shown(doc: dict) -> dict:
    return next(e for e in doc["log"] if "shows" in e)


def _pot(doc: dict) -> dict:
    return next(e for e in doc["log"] if "pot" in e)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: _shown(d).update(shows="Ac 2d 3h 4s"), "shows"),
        (lambda d: _shown(d).update(hand="4-3-2-A badugi"), "hand"),
        (lambda d: _pot(d).update(won_by=[[9, _pot(d)["amount"]]]), "won_by"),
        (lambda d: _pot(d).update(amount=_pot(d)["amount"] + 1), "amount"),
        (lambda d: _pot(d).update(uncontested=not _pot(d)["uncontested"]), "uncontested"),
        (lambda d: d["dealt"].update({"0": "Ac 2d 3h 4s"}), "dealt"),
        (lambda d: d.update(deck=" ".join(reversed(d["deck"].split()))), "deck"),
        (lambda d: d["log"].pop(), "entries"),
        (lambda d: d.update(players=["A"] * 5), "players"),
        (lambda d: d.update(players=[1, 2, 3, 4, 5, 6]), "name"),
        (lambda d: d.update(extra=True), "unexpected"),
    ],
)
def test_rewritten_records_are_refused(change, words: str) -> None:  # type: ignore[no-untyped-def]
    doc = showdown_doc()
    replay_record(doc)
    with pytest.raises(ValueError, match=words):
        replay_record(tampered(doc, change))


def test_records_without_the_deck_order_are_still_checked() -> None:
    # Records written before the deck order and the reshuffled stubs were kept.
    for state in arena_hands(8, 30, seed=11):
        doc = json.loads(json.dumps(hand_record(state)))
        del doc["deck"]
        for entry in doc["log"]:
            entry.pop("stub", None)
        replay_record(doc)
    pot = next(e for e in doc["log"] if "pot" in e)
    pot["won_by"] = [[9, pot["amount"]]]
    with pytest.raises(ValueError, match="won_by"):
        replay_record(doc)


def test_record_files_are_read_through_the_checked_reader(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cardtable.badugi.records import read_record
    from cardtable.core.jsonio import write_json_atomic

    doc = showdown_doc()
    path = tmp_path / "hand.json"
    write_json_atomic(path, doc)
    assert read_record(path) == doc
    path.write_text("[" * 100_000)
    with pytest.raises(SaveFileError, match="nested too deeply"):
        read_record(path)
    write_json_atomic(path, tampered(doc, lambda d: _pot(d).update(won_by=[[9, 1]])))
    with pytest.raises(SaveFileError, match="won_by"):
        read_record(path)
