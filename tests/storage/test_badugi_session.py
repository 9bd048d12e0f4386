"""The Badugi session driver: people and bots take turns, stale bot answers are dropped,
illegal actions change nothing, and saving then loading plays on exactly like never saving."""

from __future__ import annotations

import json

import pytest

from cardtable.badugi.actions import Action
from cardtable.badugi.events import CardsDealt, CardsDrawn, PlayerActed
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.errors import IllegalAction
from cardtable.core.session import SeatConfig
from cardtable.games import bot_names
from cardtable.games import load_session as session_from_json
from cardtable.storage.autosave import SaveStore


def make_session(n: int = 4, seed: int = 7, human: bool = True) -> BadugiSession:
    seats = [SeatConfig("You")] if human else [SeatConfig("Bot 0", "basic")]
    seats += [SeatConfig(f"Bot {i}", "basic" if i % 2 else "random") for i in range(1, n)]
    return BadugiSession(BadugiConfig(BadugiRules(), tuple(seats), 100), seed=seed)


def human_choice(session: BadugiSession) -> Action:
    """A plain, legal choice for the person: check or call, draw nothing."""
    view = session.view_for(session.human_seat or 0)
    assert view is not None and view.legal is not None
    kinds = view.legal.kinds
    if "draw" in kinds:
        return Action.stand_pat()
    return Action.check() if "check" in kinds else Action.call()


def step(session: BadugiSession) -> None:
    """One move: the bot answers its request, or the person checks/calls/stands pat."""
    request = session.bot_request()
    if request is not None:
        assert session.apply_bot(request.move_no, request.bot.act(request.view))
    else:
        session.apply_human(human_choice(session))


def play_hands(session: BadugiSession, hands: int) -> None:
    for _ in range(hands):
        session.next_hand()
        while not session.hand_over:
            step(session)
            assert session.chips_in_play() == sum(session.bought_in)


def test_turns_alternate_between_person_and_bots() -> None:
    session = make_session()
    assert session.whose_turn() is None and session.hand_over
    events = session.next_hand()
    assert events and session.take_events() == events
    assert session.move_no == 1
    while not session.hand_over:
        step(session)
    play_hands(session, 5)
    assert session.match.hand_no == 6


def test_person_acts_only_on_own_turn() -> None:
    session = make_session()
    session.next_hand()
    while session.whose_turn() == session.human_seat:
        session.apply_human(human_choice(session))
    before = session.match.hand.snapshot()  # type: ignore[union-attr]
    with pytest.raises(IllegalAction):
        session.apply_human(Action.call())
    assert session.match.hand.snapshot() == before  # type: ignore[union-attr]


def test_illegal_human_action_leaves_state_unchanged() -> None:
    session = make_session()
    session.next_hand()
    while session.whose_turn() != session.human_seat:
        step(session)
    hand = session.match.hand
    assert hand is not None
    before, move_no = hand.snapshot(), session.move_no
    with pytest.raises(IllegalAction) as info:
        session.apply_human(Action.bet(999))
    assert info.value.rule
    assert hand.snapshot() == before and session.move_no == move_no
    session.apply_human(human_choice(session))  # and play goes on
    assert session.move_no == move_no + 1


def test_stale_bot_answer_is_dropped() -> None:
    session = make_session(human=False)
    session.next_hand()
    request = session.bot_request()
    assert request is not None
    action = request.bot.act(request.view)
    assert session.apply_bot(request.move_no, action)
    # The same answer again is now stale: it must not be applied to the next seat's turn.
    hand = session.match.hand
    assert hand is not None
    before = hand.snapshot()
    assert not session.apply_bot(request.move_no, action)
    assert hand.snapshot() == before


def test_bot_answer_on_persons_turn_is_dropped() -> None:
    session = make_session()
    session.next_hand()
    while session.whose_turn() != session.human_seat:
        step(session)
    assert session.bot_request() is None
    assert not session.apply_bot(session.move_no, Action.fold())


def test_bot_views_hold_only_their_own_cards() -> None:
    session = make_session(human=False)
    session.next_hand()
    request = session.bot_request()
    assert request is not None
    hand = session.match.hand
    assert hand is not None
    assert request.view.hand == tuple(hand.hands[request.seat])
    assert request.view.shown == {}


def test_busted_bots_are_topped_up_and_chips_add_up() -> None:
    session = make_session(n=3, seed=3)
    session.match.stacks[1] = 0
    session.bought_in[1] = 0
    session.next_hand()
    assert session.bought_in[1] == 100
    assert session.chips_in_play() == sum(session.bought_in)


def test_person_rebuy() -> None:
    session = make_session(n=3)
    session.match.stacks[0] = 0
    session.bought_in[0] = 0
    assert session.needs_rebuy() == [0]
    session.rebuy(0)
    assert session.stacks()[0] == 100 and session.needs_rebuy() == []
    assert session.chips_in_play() == sum(session.bought_in)


def test_save_load_continue_equals_never_saving(tmp_path) -> None:  # type: ignore[no-untyped-def]
    plain = make_session(seed=11)
    saved = make_session(seed=11)
    store = SaveStore(tmp_path)
    saved.add_save_hook(store.save)
    play_hands(plain, 2)
    play_hands(saved, 2)
    plain.next_hand()
    saved.next_hand()
    for _ in range(5):  # stop in the middle of a hand
        step(plain)
        step(saved)
    loaded = store.load()
    assert loaded.error is None and isinstance(loaded.session, BadugiSession)
    resumed = loaded.session
    assert resumed.move_no == saved.move_no
    assert resumed.match.hand == saved.match.hand
    while not plain.hand_over:
        step(plain)
        step(resumed)
    play_hands(plain, 2)
    play_hands(resumed, 2)
    assert resumed.match.hand == plain.match.hand
    assert resumed.to_json() == plain.to_json()


def test_every_save_is_a_full_document(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    store = SaveStore(tmp_path)
    session.add_save_hook(store.save)
    session.next_hand()
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["format"] == "cardtable-session" and doc["game"] == "badugi"
    assert session_from_json(doc).to_json() == session.to_json()


def test_config_validation() -> None:
    with pytest.raises(ValueError):
        BadugiConfig(BadugiRules(), (SeatConfig("You"),), 100).validate()
    with pytest.raises(ValueError):
        BadugiConfig(BadugiRules(), (SeatConfig("A"), SeatConfig("B")), 100).validate()
    assert "basic" in bot_names("badugi")


def test_one_update_per_action_shows_the_person_only_his_own_cards() -> None:
    session = make_session()
    me = session.human_seat
    assert me is not None
    session.next_hand()
    first = session.update(me)
    assert first.move_no == session.move_no and first.seat == me
    dealt = [e for e in first.events if isinstance(e, CardsDealt)]
    assert len(dealt) == session.n_seats
    for e in dealt:
        assert (e.cards != ()) == (e.seat == me)
    assert first.view == session.view_for(me) and first.legal == first.view.legal
    assert first.to_act == session.whose_turn() and first.hand_over is False
    assert session.update(me).events == ()  # the events were drained
    while session.whose_turn() != me:
        step(session)
        if session.hand_over:
            return
    update = session.act(me, human_choice(session))
    assert update.move_no == session.move_no
    assert any(isinstance(e, PlayerActed) and e.seat == me for e in update.events)
    for e in update.events:
        if isinstance(e, CardsDrawn) and e.seat != me:
            assert e.discarded == () and e.received == ()


def test_check_is_the_engines_and_changes_nothing() -> None:
    session = make_session()
    me = session.human_seat
    assert me is not None
    refusal = session.check(me, Action.check())
    assert refusal is not None and refusal.rule == "hand_over"  # nothing dealt yet
    session.next_hand()
    while session.whose_turn() != me:
        step(session)
    hand = session.match.hand
    assert hand is not None
    before, move_no = hand.snapshot(), session.move_no
    refusal = session.check(me, Action.bet(999))
    engine = hand.check(Action.bet(999), me)
    assert refusal is not None and engine is not None
    assert (refusal.rule, str(refusal)) == (engine.rule, str(engine))
    with pytest.raises(IllegalAction) as info:
        session.act(me, Action.bet(999))
    assert info.value.rule == refusal.rule and str(info.value) == str(refusal)
    bot = next(s for s in range(session.n_seats) if s != me)
    other = session.check(bot, human_choice(session))
    assert other is not None and other.rule == "not_your_seat"
    for not_a_seat in (float(me), True if me == 1 else str(me), -1, session.n_seats):
        refused = session.check(not_a_seat, human_choice(session))  # type: ignore[arg-type]
        assert refused is not None and refused.rule == "not_your_seat"
        with pytest.raises(IllegalAction):
            session.act(not_a_seat, human_choice(session))  # type: ignore[arg-type]
    assert session.check(me, human_choice(session)) is None
    assert hand.snapshot() == before and session.move_no == move_no


def test_fallback_action_is_legal_for_the_seat_to_act() -> None:
    session = make_session(human=False)
    assert session.fallback_action() is None
    session.next_hand()
    for _ in range(60):
        if session.hand_over:
            break
        action = session.fallback_action()
        assert action is not None
        hand = session.match.hand
        assert hand is not None and hand.check(action) is None
        assert session.apply_bot(session.move_no, action)
    assert session.hand_over and session.fallback_action() is None


def test_the_save_keeps_the_last_hands_for_the_log(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cardtable.badugi.events import HandStarted
    from cardtable.badugi.session import LOG_HANDS

    session = make_session(seed=5)
    store = SaveStore(tmp_path)
    session.add_save_hook(store.save)
    play_hands(session, 3)
    session.next_hand()
    starts = [e.hand_no for e in session.log_events() if isinstance(e, HandStarted)]
    assert starts == [0, 1, 2, 3]
    loaded = store.load()
    assert loaded.error is None and isinstance(loaded.session, BadugiSession)
    assert loaded.session.log_events() == session.log_events()
    # Only the last LOG_HANDS hands are kept: the save stays small.
    while not session.hand_over:
        step(session)
    play_hands(session, LOG_HANDS + 3)
    starts = [e.hand_no for e in session.log_events() if isinstance(e, HandStarted)]
    assert len(starts) == LOG_HANDS + 1 and starts == sorted(starts)
    assert len(session.game_json()["earlier_hands"]) == LOG_HANDS


@pytest.mark.parametrize(
    "damage",
    ["not a list", "a running hand", "another seed", "out of order", "hand of a later number"],
)
def test_earlier_hands_that_do_not_belong_are_refused(damage: str) -> None:
    session = make_session(seed=5)
    play_hands(session, 3)
    session.next_hand()
    doc = json.loads(json.dumps(session.to_json()))
    earlier = doc["earlier_hands"]
    assert len(earlier) == 3
    if damage == "not a list":
        doc["earlier_hands"] = {"x": 1}
    elif damage == "a running hand":
        earlier[0]["actions"] = earlier[0]["actions"][:1]
    elif damage == "another seed":
        earlier[0]["seed"] += 1
        earlier[0]["actions"] = []  # replays, but not the hand that was played
    elif damage == "out of order":
        earlier.reverse()
    else:
        earlier[1]["hand_no"] = 7
    with pytest.raises(ValueError):
        session_from_json(doc)


def test_saves_without_earlier_hands_still_load() -> None:
    session = make_session(seed=5)
    play_hands(session, 2)
    session.next_hand()
    doc = json.loads(json.dumps(session.to_json()))
    del doc["earlier_hands"]
    again = session_from_json(doc)
    assert isinstance(again, BadugiSession) and again.earlier == []
    assert again.match.hand == session.match.hand
