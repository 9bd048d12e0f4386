"""Taking back the person's last bid or card (``SpadesSession.undo``): an undo followed by
the same choice is exactly never undoing (the same state, the same save), the bots decide
again from the same seeds, a save taken after an undo (or before one) undoes after loading,
an undo never crosses a hand's end, and a hand in which play after an undo went otherwise is
marked for the history."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.session import SeatConfig
from cardtable.games import load_session
from cardtable.spades import BLIND_NIL, Bid, Play, ShowCards, SpadesRules
from cardtable.spades.history import spades_stats
from cardtable.spades.session import SpadesConfig, SpadesSession
from cardtable.spades.undo import TakenBack, hand_start, undo_point
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


def make_session(seed: int, bot: str = "random", rules: SpadesRules | None = None) -> SpadesSession:
    rules = rules or SpadesRules()
    seats = [SeatConfig("You")] + [SeatConfig(f"Bot {i}", bot) for i in range(1, rules.players)]
    return SpadesSession(SpadesConfig(rules, tuple(seats)), seed=seed)


def bots_play(session: SpadesSession, limit: int | None = None) -> int:
    """Let the bots act until the person's turn or the hand's end (at most ``limit`` moves);
    returns how many moved. Each decides from its request's own seed, as at the table."""
    moved = 0
    while limit is None or moved < limit:
        request = session.bot_request()
        if request is None:
            break
        assert session.apply_bot(request.move_no, request.bot.act(request.view))
        moved += 1
    return moved


def person_choice(session: SpadesSession, pick: int) -> Bid | Play | ShowCards:
    """The person's ``pick``-th legal choice (looking at his cards first when they are face
    down: blind nil is tested on its own)."""
    legal = session.view_for(0).legal_actions
    if ShowCards(0) in legal:
        return ShowCards(0)
    return legal[pick % len(legal)]


def play_to_decision(session: SpadesSession, picks: list[int], decisions: int) -> None:
    """Deal, then play ``decisions`` of the person's bids and cards (bots between them),
    stopping at the person's next turn."""
    session.next_hand()
    done = 0
    while True:
        bots_play(session)
        if session.hand_over or done == decisions:
            return
        action = person_choice(session, picks[done % len(picks)])
        session.act(0, action)
        if not isinstance(action, ShowCards):
            done += 1


def saved(session: SpadesSession) -> str:
    return json.dumps(session.to_json(), sort_keys=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    picks=st.lists(st.integers(0, 20), min_size=1, max_size=8),
    decisions=st.integers(0, 12),
    bot_moves=st.integers(0, 4),
    pick=st.integers(0, 20),
)
def test_undo_then_the_same_choice_is_never_undoing(
    seed: int, picks: list[int], decisions: int, bot_moves: int, pick: int
) -> None:
    plain = make_session(seed)
    undone = make_session(seed)
    for session in (plain, undone):
        play_to_decision(session, picks, decisions)
    if plain.hand_over:
        return
    if ShowCards(0) in plain.view_for(0).legal_actions:
        for session in (plain, undone):
            session.act(0, ShowCards(0))
    before_state, before_move = undone.state.to_json(), undone.move_no
    action = person_choice(plain, pick)
    for session in (plain, undone):
        session.act(0, action)
    # The undo comes at the person's next turn, or while the bots are still moving.
    bots_play(undone, None if bot_moves == 4 else bot_moves)
    taken_back = undone.state.actions[len(before_state["actions"]):]
    if undone.hand_over:
        assert not undone.can_undo(0)  # the hand ended: it is history now
        return
    update = undone.undo(0)
    assert update.events == (TakenBack(0, taken_back),)
    assert undone.state.to_json() == before_state and undone.move_no == before_move
    assert update.move_no == before_move and update.legal and action in update.legal
    undone.act(0, action)
    for session in (plain, undone):
        bots_play(session)
    assert undone.state == plain.state
    assert saved(undone) == saved(plain)
    assert undone.undone_hands == set()


def test_undo_then_another_choice_marks_the_hand() -> None:
    for seed in range(40):
        session = make_session(seed)
        play_to_decision(session, [0], 3)
        if session.hand_over or len(session.view_for(0).legal_actions) < 2:
            continue
        first, other = session.view_for(0).legal_actions[:2]
        session.act(0, first)
        bots_play(session)
        session.undo(0)
        assert session.undone_hands == set()  # nothing happened yet that was not undone
        session.act(0, other)
        hand = session.state.hand_number
        assert session.undone_hands == {hand}
        assert session.to_json()["undone_hands"] == [hand]
        return
    pytest.fail("no position with two choices found")


def test_undo_goes_back_one_decision_at_a_time_to_the_start_of_the_hand() -> None:
    session = make_session(11)
    play_to_decision(session, [3, 1, 4], 4)
    start = hand_start(session.state)
    mine = [
        i for i, a in enumerate(session.state.actions)
        if i >= start and a.seat == 0 and isinstance(a, Bid | Play)
    ]  # fmt: skip
    assert len(mine) == 4
    for point in reversed(mine):
        assert undo_point(session.state, 0) == point
        session.undo(0)
        assert len(session.state.actions) == point
        assert session.whose_turn() == 0
    assert not session.can_undo(0)
    refusal = session.undo_refusal(0)
    assert refusal is not None and refusal.rule == "nothing_to_undo"


def test_no_undo_across_the_end_of_a_hand() -> None:
    session = make_session(4, bot="basic")
    play_to_decision(session, [0], 100)  # the whole hand
    assert session.hand_over and not session.game_over
    refusal = session.undo_refusal(0)
    assert refusal is not None and refusal.rule == "hand_over"
    before = saved(session)
    with pytest.raises(IllegalAction):
        session.undo(0)
    assert saved(session) == before  # a refused undo changes nothing
    played = session.state.actions
    session.next_hand()
    bots_play(session)
    # A new hand in which the person has not acted: the last hand stays as it was played.
    refusal = session.undo_refusal(0)
    assert refusal is not None and refusal.rule == "nothing_to_undo"
    session.act(0, person_choice(session, 0))
    session.act(0, person_choice(session, 0)) if session.whose_turn() == 0 else None
    bots_play(session)
    while session.can_undo(0):
        session.undo(0)
    assert session.state.actions[: len(played)] == played
    assert len(session.finished_hands) == 1


def test_looking_and_blind_nil_are_never_taken_back() -> None:
    session = make_session(5)
    session.next_hand()
    bots_play(session)
    legal = session.view_for(0).legal_actions
    assert Bid(0, BLIND_NIL) in legal  # offered: cards face down
    session.act(0, Bid(0, BLIND_NIL))
    bots_play(session)
    assert not session.can_undo(0)  # he has seen his cards since
    first = session.view_for(0).legal_actions[0]
    session.act(0, first)
    bots_play(session)
    session.undo(0)  # the card may be taken back, the blind nil not
    assert session.state.actions[-1] != first and not session.can_undo(0)

    other = make_session(6)
    other.next_hand()
    bots_play(other)
    other.act(0, ShowCards(0))
    assert not other.can_undo(0)  # looking is not a decision to take back
    other.act(0, Bid(0, 2))
    bots_play(other)
    other.undo(0)
    assert other.state.actions[-1] == ShowCards(0) and other.view_for(0).hand is not None


def test_undo_is_only_the_persons() -> None:
    session = make_session(8)
    play_to_decision(session, [0], 2)
    assert session.undo_refusal(1).rule == "not_your_seat"  # type: ignore[union-attr]
    demo = SpadesSession(
        SpadesConfig(SpadesRules(), tuple(SeatConfig(f"B{i}", "basic") for i in range(4))), 3
    )
    demo.next_hand()
    bots_play(demo, 10)
    assert not demo.can_undo(0)


@pytest.mark.parametrize("bot_moves", [0, 2, None])
def test_save_load_then_undo(bot_moves: int | None) -> None:
    session = make_session(21)
    play_to_decision(session, [2, 5], 3)
    session.act(0, person_choice(session, 1))
    bots_play(session, bot_moves)
    loaded = load_session(json.loads(json.dumps(session.to_json())))
    assert isinstance(loaded, SpadesSession)
    assert loaded.can_undo(0)
    for s in (session, loaded):
        s.undo(0)
    assert saved(loaded) == saved(session)
    # The undo's leftovers (what was taken back) are in the save too: replaying the same
    # choice after a second load still leaves no mark.
    again = load_session(json.loads(json.dumps(loaded.to_json())))
    assert isinstance(again, SpadesSession)
    taken = session.to_json()["taken_back"]
    assert taken
    choice = person_choice(session, 1)
    for s in (session, again):
        s.act(0, choice)
        bots_play(s)
    assert saved(again) == saved(session) and again.undone_hands == set()


def test_an_older_save_without_undo_fields_loads_and_undoes() -> None:
    session = make_session(9)
    play_to_decision(session, [1], 2)
    doc = session.to_json()
    assert "taken_back" not in doc and "undone_hands" not in doc
    loaded = load_session(doc)
    assert isinstance(loaded, SpadesSession) and loaded.can_undo(0)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("undone_hands", [0]),
        ("undone_hands", [99]),
        ("undone_hands", ["1"]),
        ("undone_hands", "1"),
        ("taken_back", ["p0:Zz"]),
        ("taken_back", [7]),
        ("taken_back", ["p0:Ah"] * 500),
    ],
)
def test_hostile_undo_fields_are_refused(field: str, value: object) -> None:
    session = make_session(9)
    play_to_decision(session, [1], 2)
    doc = {**session.to_json(), field: value}
    with pytest.raises(DocumentError):
        load_session(doc)


def test_stale_bot_answers_after_an_undo_are_dropped_by_move_number() -> None:
    """An answer asked for a move the undo took back no longer matches the move number
    (the table also cancels its requests, since later moves reuse the numbers)."""
    session = make_session(12)
    play_to_decision(session, [0], 1)
    session.act(0, person_choice(session, 0))
    request = session.bot_request()
    assert request is not None
    session.undo(0)
    assert not session.apply_bot(request.move_no, request.bot.act(request.view))


def test_undo_is_fast_late_in_a_long_game() -> None:
    """The undo replays the game from its seed: even after many hands it takes a few
    milliseconds (the table does it on the GUI thread)."""
    import time

    long_game = SpadesRules(target=10**4, loss_threshold=-(10**4))
    session = make_session(13, bot="basic", rules=long_game)
    for _ in range(30):
        play_to_decision(session, [random.Random(1).randrange(9)], 100)
    play_to_decision(session, [0], 5)
    session.act(0, person_choice(session, 0))
    start = time.perf_counter()
    session.undo(0)
    assert time.perf_counter() - start < 0.05


def test_the_history_marks_the_hands_played_on_after_an_undo(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    session = make_session(14, bot="basic")
    session.add_save_hook(HistoryRecorder(db).record)
    # Hand 1: an undo, then the same card (no mark); hand 2: an undo, then another card.
    play_to_decision(session, [0], 2)
    same = person_choice(session, 0)
    session.act(0, same)
    bots_play(session)
    session.undo(0)
    session.act(0, same)
    play_to_decision_rest(session)
    play_to_decision(session, [0], 2)
    first, other = session.view_for(0).legal_actions[:2]
    session.act(0, first)
    session.undo(0)
    session.act(0, other)
    play_to_decision_rest(session)
    facts = {row.hand_no: row.facts for row in db.hands("spades")}
    assert "undo" not in facts[1] and facts[2]["undo"] is True
    stats = spades_stats(db.hands("spades"), db.games("spades"))
    assert stats.undo_hands == 1 and stats.hands == 2
    db.close()


def play_to_decision_rest(session: SpadesSession) -> None:
    """The person plays his first legal card until the hand ends."""
    while True:
        bots_play(session)
        if session.hand_over:
            return
        session.act(0, person_choice(session, 0))
