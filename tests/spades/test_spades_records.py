"""Game records and saved states: structure, round trips, replay and damaged files."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from spades_helpers import play_random_game, random_move

from cardtable.core.errors import SaveFileError
from cardtable.games import make_bot
from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.records import (
    RECORD_FORMAT,
    build_record,
    read_record,
    replay_record,
    write_record,
)


@pytest.fixture(scope="module")
def finished() -> SpadesState:
    bots = [make_bot("spades", name, i) for i, name in enumerate(["basic", "basic"] * 2)]
    state = SpadesState(SpadesRules(), seed=12)
    while not state.is_over:
        state.apply(bots[state.turn].act(state.view(state.turn)))
    assert len(state.history) > 3
    return state


def test_record_has_every_required_field(finished: SpadesState) -> None:
    doc = build_record(finished, ["basic#0", "basic#1", "basic#2", "basic#3"])
    assert doc["format"] == RECORD_FORMAT == "cardtable-spades"
    assert doc["version"] == 1 and doc["seed"] == 12
    assert doc["rules"] == SpadesRules().to_json()
    assert doc["seats"] == [{"seat": s, "team": s % 2, "player": f"basic#{s}"} for s in range(4)]
    assert doc["winner"] == finished.winner in (0, 1)
    assert len(doc["hands"]) == finished.hand_number
    first = doc["hands"][0]
    assert first["dealer"] == 0
    assert set(first["cards"]) == {"0", "1", "2", "3"}
    assert all(len(text.split()) == 13 for text in first["cards"].values())
    assert [seat for seat, _ in first["bids"]] == [1, 2, 3, 0]
    assert all(isinstance(bid, int) or bid in ("nil", "blind_nil") for _, bid in first["bids"])
    assert len(first["tricks"]) == 13 and all(len(t) == 4 for t in first["tricks"])
    assert first["tricks"][0][0][0] == 1, "the first bidder leads"
    score = first["score"][0]
    assert set(score) >= {"points", "bags", "penalty", "total", "bags_total"}
    last = doc["hands"][-1]["score"]
    assert [s["total"] for s in last] == list(finished.totals) == doc["totals"]
    json.dumps(doc)  # plain JSON


def test_record_replays_to_the_same_scores(finished: SpadesState) -> None:
    doc = json.loads(json.dumps(build_record(finished)))
    state = replay_record(doc)
    assert state.totals == finished.totals and state.winner == finished.winner
    assert [h.scores for h in state.history] == [h.scores for h in finished.history]


def test_unfinished_record_has_null_winner_and_score() -> None:
    state = SpadesState(SpadesRules(), seed=4)
    rng = random.Random(2)
    for _ in range(30):
        random_move(state, rng)
    doc = build_record(state)
    assert doc["winner"] is None and doc["hands"][-1]["score"] is None
    replayed = replay_record(doc)
    assert replayed.current_trick == state.current_trick
    assert replayed.legal_actions() == state.legal_actions()


def test_file_round_trip(tmp_path: Path, finished: SpadesState) -> None:
    path = tmp_path / "game.json"
    write_record(path, finished)
    assert read_record(path) == json.loads(json.dumps(build_record(finished)))
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(SaveFileError, match="not valid JSON"):
        read_record(path)


def _damaged(doc: dict, change) -> dict:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(doc)
    change(bad)
    return bad


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="cardtable-badugi"), "not a cardtable-spades"),
        (lambda d: d.update(version=99), "newer"),
        (lambda d: d.pop("rules"), "missing 'rules'"),
        (lambda d: d["rules"].update(players=9), "3, 4, 5 or 6"),
        (lambda d: d.update(hands=[]), "at least one hand"),
        (lambda d: d["hands"][0]["cards"].update({"0": "Ah Ah"}), "13 cards"),
        (lambda d: d["hands"][0]["cards"].pop("2"), "no cards for seat 2"),
        (lambda d: d["hands"][0].update(dealer=2), "dealer should be seat 0"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(1, 40), "1 to 13"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, 3), "turn"),
        (lambda d: d["hands"][0]["tricks"][0][0].__setitem__(1, "Zz"), "not a card"),
        (lambda d: d["hands"][0]["score"][0].update(total=999), "does not add up"),
        (lambda d: d.update(winner=None), "winner"),
        (lambda d: d["hands"][0].update(score=None), "not finished|add up"),
        # Issue 11: everything the replay does not read must still be what it writes.
        (lambda d: d["totals"].__setitem__(0, d["totals"][0] + 100), "totals"),
        (lambda d: d["bags"].__setitem__(1, 0 if d["bags"][1] else 5), "bags"),
        (lambda d: d["seats"][0].update(team=1), "team"),
        (lambda d: [s.update(player="Z" * 10_000) for s in d["seats"]], "longer than"),
        (lambda d: d["seats"][0].update(player="Zed"), "unexpected fields player"),
        (lambda d: d.update(note="edited"), "unexpected"),
        (lambda d: d.update(hands=d["hands"] * 3000), "longer than any game"),
        # Issue 18: a bid or card of a seat that is not at the table (an IndexError before).
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, 99), "no seat 99"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, 4), "no seat 4"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, 5), "no seat 5"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, -1), "no seat -1"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, True), "no seat True"),
        (lambda d: d["hands"][0]["bids"][0].__setitem__(0, "1"), "no seat '1'"),
        (lambda d: d["hands"][0]["tricks"][0][0].__setitem__(0, 99), "seat 99"),
        (lambda d: d["hands"][0]["bids"].__setitem__(0, [1]), "a bid is"),
        (lambda d: d["hands"][0]["tricks"][0].__setitem__(0, [1, "Ah", 3]), "a card is"),
    ],
)
def test_damaged_records_are_refused(finished: SpadesState, change, words: str) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(json.dumps(build_record(finished)))
    with pytest.raises(SaveFileError, match=words):
        replay_record(_damaged(doc, change))


def test_illegal_play_in_a_record_names_the_rule(finished: SpadesState) -> None:
    doc = json.loads(json.dumps(build_record(finished)))
    first_trick = doc["hands"][0]["tricks"][0]
    leader = first_trick[0][0]
    hand = doc["hands"][0]["cards"][str(leader)].split()
    led = first_trick[0][1]
    # Swap the lead for another card of the leader's hand that is of a different suit.
    other = next(card for card in hand if card[-1] != led[-1] and card[-1] != "s")
    first_trick[0][1] = other
    with pytest.raises(SaveFileError, match="hand 1"):
        replay_record(doc)


def test_saved_state_round_trip_and_damage() -> None:
    state = SpadesState(SpadesRules(players=5), seed=77)
    play_random_game(state, random.Random(5))
    doc = state.to_json()
    assert doc["format"] == "cardtable-spades-state" and doc["version"] == 1
    assert SpadesState.from_json(json.loads(json.dumps(doc))) == state
    assert state != SpadesState(SpadesRules(players=5), seed=78)
    with pytest.raises(SaveFileError, match="newer"):
        SpadesState.from_json(dict(doc, version=2))
    with pytest.raises(SaveFileError, match="action 3"):
        SpadesState.from_json(dict(doc, actions=doc["actions"][:3] + ["p0:Zz"]))
    with pytest.raises(SaveFileError, match="seed"):
        SpadesState.from_json(dict(doc, seed="lucky"))
    with pytest.raises(SaveFileError, match="unknown Spades rule"):
        SpadesState.from_json(dict(doc, rules={"jokers": 2}))
    with pytest.raises(SaveFileError):
        SpadesState.from_json([1, 2, 3])


def test_saved_state_with_fixed_deals_and_clone() -> None:
    deal = [list(SpadesState(seed=3).dealt(s)) for s in range(4)]
    state = SpadesState(SpadesRules(), seed=99, deals=[deal])
    assert [list(state.dealt(s)) for s in range(4)] == deal
    restored = SpadesState.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state and restored.dealt(0) == state.dealt(0)


def test_clone_is_independent() -> None:
    state = SpadesState(SpadesRules(), seed=31)
    rng = random.Random(3)
    for _ in range(25):
        random_move(state, rng)
    saved = state.to_json()
    twin = state.clone()
    assert twin == state
    play_random_game(twin, random.Random(1))
    assert twin.is_over and state.to_json() == saved
    assert SpadesState.from_json(saved).view(state.turn) == state.view(state.turn)
    play_random_game(state, random.Random(1))
    assert state == twin, "the same moves from the same position give the same game"


@pytest.mark.parametrize("seat", [99, 4, 5])
def test_a_record_file_naming_a_seat_off_the_table_is_refused(
    tmp_path: Path, finished: SpadesState, seat: int
) -> None:
    """Issue 18: the edited file is a damaged record (SaveFileError naming the seat), never
    an IndexError from the engine."""
    path = tmp_path / "game.json"
    doc = json.loads(json.dumps(build_record(finished)))
    doc["hands"][1]["bids"][2][0] = seat
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveFileError, match=f"hand 2: no seat {seat} at a 4-player table"):
        read_record(path)
