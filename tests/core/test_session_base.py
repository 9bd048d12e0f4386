"""The session base drives any engine through the turn loop (issue 26): a game that names
only its engine, its bots and its seed gets whose turn, check, act, the bot request and the
fallback move from ``SessionDriver``, with the engine's rule codes and nothing changed by a
refusal. Checked on a two-seat counting game that exists only here."""

from __future__ import annotations

from enum import Enum
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.bots import Bot, BotEntry, BotMenu
from cardtable.core.errors import IllegalAction
from cardtable.core.rng import make_rng
from cardtable.core.session import SeatConfig, SessionDriver


class Phase(Enum):
    PLAYING = "playing"
    DONE = "done"


class CountEngine:
    """Two seats take turns adding 1 or 2 to a count; the hand ends at 5 or more."""

    def __init__(self) -> None:
        self.count = 0
        self.turn: int | None = 0

    @property
    def phase(self) -> Phase:
        return Phase.DONE if self.turn is None else Phase.PLAYING

    @property
    def to_act(self) -> int | None:
        return self.turn

    def legal(self, seat: int) -> tuple[int, ...]:
        return (1, 2) if seat == self.turn else ()

    def check(self, action: Any, seat: int | None = None) -> IllegalAction | None:
        if self.turn is None:
            return IllegalAction("hand_over", "the count is done")
        if seat is not None and seat != self.turn:
            return IllegalAction("not_your_turn", f"seat {self.turn} counts now")
        if action not in (1, 2):
            return IllegalAction("bad_step", f"{action!r} is not 1 or 2")
        return None

    def apply(self, action: Any, seat: int | None = None) -> list[Any]:
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal
        actor = self.turn
        self.count += action
        self.turn = None if self.count >= 5 else 1 - self.turn
        return [("added", actor, action)]

    def view(self, seat: int) -> tuple[int, int, int | None]:
        return (seat, self.count, self.turn)

    def clone(self) -> CountEngine:
        twin = CountEngine()
        twin.count, twin.turn = self.count, self.turn
        return twin

    def to_json(self) -> dict[str, Any]:
        return {"count": self.count, "turn": self.turn}


class TwoBot:
    name = "two"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def act(self, view: Any) -> int:
        return 2


def _two(seed: int | None) -> Bot:
    return TwoBot(seed)


class CountSession(SessionDriver):
    """Only what is the game's own: where the engine is, its bots, its seed."""

    game = "count"
    bots = BotMenu("count", (BotEntry("two", "Two", _two),))

    def __init__(self, seats: list[SeatConfig], seed: int) -> None:
        super().__init__(seats)
        self.seed = seed
        self.hand: CountEngine | None = None

    @property
    def engine(self) -> CountEngine | None:
        return self.hand

    @property
    def hand_over(self) -> bool:
        return self.hand is None or self.hand.turn is None

    def view_for(self, seat: int) -> Any:
        return None if self.hand is None else self.hand.view(seat)

    def next_hand(self) -> list[Any]:
        self.hand = CountEngine()
        self._changed([])
        return []

    def log_events(self) -> list[Any]:
        return []

    def game_json(self) -> dict[str, Any]:
        return {}


def session(seed: int = 7) -> CountSession:
    return CountSession([SeatConfig("You"), SeatConfig("Bot", "two")], seed)


def test_before_the_first_hand_nothing_is_asked_of_anyone() -> None:
    s = session()
    assert s.whose_turn() is None
    assert s.bot_request() is None
    assert s.fallback_action() is None
    refusal = s.check(0, 1)
    assert refusal is not None and refusal.rule == "hand_over"


def test_the_engine_decides_and_a_refusal_changes_nothing() -> None:
    s = session()
    s.next_hand()
    assert s.whose_turn() == 0
    assert s.check(0, 1) is None
    for seat, action, rule in ((1, 1, "not_your_seat"), (True, 1, "not_your_seat"),
                               (0, 3, "bad_step")):  # fmt: skip
        refusal = s.check(seat, action)
        assert refusal is not None and refusal.rule == rule
    move_no = s.move_no
    with pytest.raises(IllegalAction) as refused:
        s.act(0, 3)
    assert refused.value.rule == "bad_step"
    assert (s.move_no, s.whose_turn(), s.view_for(0)) == (move_no, 0, (0, 0, 0))
    update = s.act(0, 1)
    assert update.events == (("added", 0, 1),)
    assert (update.move_no, update.to_act, update.view) == (move_no + 1, 1, (0, 1, 1))


def test_the_bot_gets_a_seeded_bot_its_own_view_and_stale_answers_are_dropped() -> None:
    s = session(seed=11)
    s.next_hand()
    s.act(0, 1)
    request = s.bot_request()
    assert request is not None and request.seat == 1 and request.move_no == s.move_no
    assert request.view == (1, 1, 1)  # the engine's view of the bot's seat
    assert isinstance(request.bot, TwoBot)
    assert request.bot.seed == make_rng(11, "bot", 1, s.move_no).getrandbits(63)
    assert s.fallback_action() == 1  # the first legal action
    assert s.apply_bot(request.move_no - 1, 2) is False  # stale: nothing applied
    assert s.view_for(0) == (0, 1, 1)
    assert s.apply_bot(request.move_no, request.bot.act(request.view)) is True
    assert s.view_for(0) == (0, 3, 0)
    with pytest.raises(IllegalAction):
        s.act(1, 2)  # the bot's seat is not the person's


@given(st.lists(st.sampled_from([1, 2, 3, "x"]), max_size=12))
def test_check_agrees_with_act(steps: list[Any]) -> None:
    """Whatever the person tries, ``check`` says beforehand what ``act`` does."""
    s = session()
    s.next_hand()
    for step in steps:
        if s.hand_over:
            break
        if s.whose_turn() == 1:
            request = s.bot_request()
            assert request is not None
            assert s.apply_bot(request.move_no, request.bot.act(request.view))
            continue
        refusal = s.check(0, step)
        before = s.hand.to_json() if s.hand is not None else None
        try:
            s.act(0, step)
        except IllegalAction as exc:
            assert refusal is not None and exc.rule == refusal.rule
            assert (s.hand.to_json() if s.hand is not None else None) == before
        else:
            assert refusal is None
