"""The Spades session driver: the person and bots take turns, the next hand waits between
hands, stale bot answers are dropped, illegal actions change nothing, and saving then loading
plays on exactly like never saving."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.core.session import SeatConfig
from cardtable.games import load_session as session_from_json
from cardtable.spades import BLIND_NIL, Bid, Play, ShowCards, SpadesRules
from cardtable.spades.bots import basic_bid
from cardtable.spades.events import CardsDealt, GameOver, HandScored, HandStarted
from cardtable.spades.session import SpadesConfig, SpadesSession
from cardtable.storage.autosave import SaveStore


def make_session(
    seed: int = 7, human: bool = True, rules: SpadesRules | None = None, bot: str = "basic"
) -> SpadesSession:
    rules = rules or SpadesRules()
    seats = [SeatConfig("You")] if human else [SeatConfig("Bot 0", "basic")]
    seats += [
        SeatConfig(f"Bot {i}", bot) for i in range(1, rules.players)
    ]
    return SpadesSession(SpadesConfig(rules, tuple(seats)), seed=seed)


def human_choice(session: SpadesSession) -> Bid | Play | ShowCards:
    """A plain legal choice for the person: look, bid as the basic bot would, play the first
    legal card."""
    view = session.view_for(session.human_seat or 0)
    legal = view.legal_actions
    assert legal
    for action in legal:
        if isinstance(action, ShowCards):
            return action
    if isinstance(legal[0], Bid):
        assert view.hand is not None
        return Bid(view.seat, basic_bid(view.hand, view.rules.max_bid))
    return legal[0]  # type: ignore[return-value]


def step(session: SpadesSession) -> None:
    request = session.bot_request()
    if request is not None:
        assert session.apply_bot(request.move_no, request.bot.act(request.view))
    else:
        session.apply_human(human_choice(session))


def play_hand(session: SpadesSession) -> None:
    session.next_hand()
    while not session.hand_over:
        step(session)


def test_nothing_happens_until_the_first_deal() -> None:
    session = make_session()
    assert session.hand_over and session.between_hands and session.whose_turn() is None
    assert session.bot_request() is None
    events = session.next_hand()
    assert isinstance(events[0], HandStarted)
    assert session.take_events() == events and session.move_no == 1
    assert session.whose_turn() == 1  # left of dealer 0 bids first


def test_hand_ends_with_scores_and_next_hand_waits() -> None:
    session = make_session()
    play_hand(session)
    events = session.take_events()
    assert isinstance(events[-1], HandScored)  # the next deal is held back
    assert session.between_hands and session.whose_turn() is None
    record = session.last_hand
    assert record is not None and record.scores == events[-1].scores
    assert len(record.tricks) == 13
    with pytest.raises(IllegalAction):
        session.apply_human(Bid(0, 3))
    dealt = session.next_hand()
    assert isinstance(dealt[0], HandStarted) and dealt[0].hand == 2
    assert not session.hand_over


def test_person_acts_only_on_own_turn_and_illegal_changes_nothing() -> None:
    session = make_session()
    session.next_hand()
    assert session.whose_turn() == 1
    before, move_no = session.to_json(), session.move_no
    with pytest.raises(IllegalAction):
        session.apply_human(Bid(0, 3))  # not the person's turn
    assert session.to_json() == before and session.move_no == move_no
    with pytest.raises(IllegalAction):
        session.apply_human(Bid(1, 3))  # not the person's seat
    session.apply_human(ShowCards(0))
    while session.whose_turn() != 0:
        step(session)
    snapshot, move_no = session.to_json(), session.move_no
    with pytest.raises(IllegalAction) as info:
        session.apply_human(Bid(0, 99))
    assert info.value.rule == "bid_out_of_range"
    assert session.move_no == move_no and session.to_json() == snapshot
    session.apply_human(Bid(0, 3))
    while session.whose_turn() != 0:
        step(session)
    view = session.view_for(0)
    legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
    illegal = [c for c in view.hand or () if c not in legal]
    if illegal:
        snapshot = session.to_json()
        with pytest.raises(IllegalAction):
            session.apply_human(Play(0, illegal[0]))
        assert session.to_json() == snapshot


def test_check_says_what_act_would_refuse_and_changes_nothing() -> None:
    session = make_session()
    assert session.check(0, ShowCards(0)).rule == "hand_over"  # type: ignore[union-attr]
    session.next_hand()
    before, move_no = session.to_json(), session.move_no
    assert session.check(0, Bid(0, 3)).rule == "not_your_turn"  # type: ignore[union-attr]
    assert session.check(1, Bid(1, 3)).rule == "not_your_seat"  # type: ignore[union-attr]
    assert session.check(0, Bid(1, 3)).rule == "not_your_seat"  # type: ignore[union-attr]
    assert session.check(0, ShowCards(0)) is None  # looking is allowed out of turn
    assert session.to_json() == before and session.move_no == move_no
    update = session.act(0, ShowCards(0))
    assert update.move_no == session.move_no == move_no + 1
    assert update.view.hand is not None and update.legal is None  # nothing more to do yet
    refusal = session.check(0, ShowCards(0))
    assert refusal is not None and refusal.rule == "cards_already_seen"
    with pytest.raises(IllegalAction) as info:
        session.act(0, ShowCards(0))
    assert info.value.rule == refusal.rule and session.move_no == update.move_no
    while session.whose_turn() != 0:
        step(session)
    assert session.check(0, Bid(0, 99)).rule == "bid_out_of_range"  # type: ignore[union-attr]
    assert session.update(0).legal == session.state.legal(0)
    assert session.fallback_action() == session.state.legal_actions()[0]


def test_updates_mask_other_seats_cards_and_say_who_acts() -> None:
    session = make_session()
    session.next_hand()
    update = session.update(0)
    assert update.seat == 0 and update.move_no == session.move_no and not update.hand_over
    assert update.to_act == session.whose_turn() == 1
    dealt = {e.seat: e.cards for e in update.events if isinstance(e, CardsDealt)}
    assert set(dealt) == {0, 1, 2, 3}
    # The person's cards were dealt face down (blind nil open): no seat's cards are shown.
    assert all(cards == () for cards in dealt.values())
    assert update.legal == (ShowCards(0),)
    assert session.update(0).events == ()  # the events were drained
    # Once seen, the person's own cards come with the next deal's events.
    session = make_session(rules=SpadesRules(blind_nil=False))
    session.next_hand()
    update = session.update(2)
    dealt = {e.seat: e.cards for e in update.events if isinstance(e, CardsDealt)}
    assert dealt[2] == session.state.dealt(2) and len(dealt[2]) == 13
    assert all(dealt[s] == () for s in (0, 1, 3))
    while not session.hand_over:
        step(session)
    between = session.update(0)
    assert between.hand_over and between.legal is None and between.to_act is None
    assert session.fallback_action() is None
    assert session.finished_hands == session.state.history and session.last_hand is not None
    assert session.seed == session.state.seed


def test_stale_and_misdirected_bot_answers_are_dropped() -> None:
    session = make_session(human=False)
    session.next_hand()
    request = session.bot_request()
    assert request is not None
    action = request.bot.act(request.view)
    assert session.apply_bot(request.move_no, action)
    before = session.to_json()
    assert not session.apply_bot(request.move_no, action)  # stale: same move number again
    assert session.to_json() == before
    # A current answer naming another seat is a bot bug, refused with nothing changed.
    request = session.bot_request()
    assert request is not None
    with pytest.raises(IllegalAction):
        session.apply_bot(request.move_no, Bid((request.seat + 1) % 4, 2))
    assert session.to_json() == before


def test_bot_answer_on_persons_turn_is_dropped() -> None:
    session = make_session()
    session.next_hand()
    while session.whose_turn() != 0:
        step(session)
    assert session.bot_request() is None
    assert not session.apply_bot(session.move_no, Bid(0, 2))


def test_bots_get_only_their_seat_view() -> None:
    session = make_session(human=False)
    session.next_hand()
    request = session.bot_request()
    assert request is not None
    assert request.view.seat == request.seat
    assert request.view.hand is None  # blind nil is open: its cards are still face down
    assert session.apply_bot(request.move_no, ShowCards(request.seat))
    request = session.bot_request()
    assert request is not None
    assert request.view.hand == session.state.hand(request.seat)


def test_blind_nil_person_looks_out_of_turn() -> None:
    session = make_session()
    session.next_hand()
    view = session.view_for(0)
    assert view.hand is None and ShowCards(0) in view.legal_actions
    session.apply_human(ShowCards(0))  # not his turn, but looking is always allowed
    assert session.view_for(0).hand is not None
    with pytest.raises(IllegalAction):
        session.apply_human(ShowCards(0))


def test_blind_nil_bid() -> None:
    session = make_session(seed=3)
    session.next_hand()
    while session.whose_turn() != 0:
        step(session)
    assert Bid(0, BLIND_NIL) in session.view_for(0).legal_actions
    session.apply_human(Bid(0, BLIND_NIL))
    assert session.view_for(0).hand is not None
    assert session.state.bids[0] == BLIND_NIL


def test_whole_game_and_new_game() -> None:
    rules = SpadesRules(target=150, loss_threshold=-100)
    session = make_session(seed=5, human=False, rules=rules)
    hands = 0
    while not session.game_over:
        play_hand(session)
        hands += 1
        assert hands < 40
    events = session.take_events()
    assert isinstance(events[-1], GameOver)
    assert session.hand_over and session.whose_turn() is None
    with pytest.raises(ValueError):
        session.next_hand()
    old_seed = session.state.seed
    session.new_game()
    assert session.game_no == 2 and not session.game_over and session.between_hands
    assert session.state.seed != old_seed
    play_hand(session)
    assert session.last_hand is not None and session.last_hand.number == 1


@pytest.mark.parametrize("stop_between", [False, True])
def test_save_load_continue_equals_never_saving(tmp_path: Path, stop_between: bool) -> None:
    plain = make_session(seed=11)
    saved = make_session(seed=11)
    store = SaveStore(tmp_path)
    saved.add_save_hook(store.save)
    for s in (plain, saved):
        play_hand(s)
        s.take_events()
    if not stop_between:
        for s in (plain, saved):
            s.next_hand()
            for _ in range(9):  # stop in the middle of the bidding/first trick
                step(s)
            s.take_events()
    loaded = store.load()
    assert loaded.error is None and isinstance(loaded.session, SpadesSession)
    resumed = loaded.session
    assert resumed.move_no == saved.move_no
    assert resumed.between_hands == stop_between
    assert resumed.to_json() == saved.to_json()
    for _ in range(2):
        for s in (plain, resumed):
            if s.between_hands:
                s.next_hand()
            while not s.hand_over:
                step(s)
        assert resumed.take_events() == plain.take_events()
    assert resumed.to_json() == plain.to_json()


def test_every_save_is_a_full_document(tmp_path: Path) -> None:
    session = make_session()
    store = SaveStore(tmp_path)
    session.add_save_hook(store.save)
    session.next_hand()
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["format"] == "cardtable-session" and doc["game"] == "spades"
    assert session_from_json(doc).to_json() == session.to_json()
    damaged = dict(doc, between_hands="yes")
    with pytest.raises(ValueError):
        session_from_json(damaged)


def test_config_validation() -> None:
    with pytest.raises(ValueError):
        SpadesConfig(SpadesRules(), (SeatConfig("You"), SeatConfig("A", "basic"))).validate()
    seats = tuple(SeatConfig(f"P{i}") for i in range(4))
    with pytest.raises(ValueError):
        SpadesConfig(SpadesRules(), seats).validate()
