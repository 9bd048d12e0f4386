"""The interfaces every game meets: its engine (``Engine``), what its session tells a table
after each change (``Update``) and the part of a session a table talks to (``Session``).

Written after OpenSpiel's one Game/State interface and pokerkit's typed state machine: a
table, the arena and the history are written once against these, never against one game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol, Self

from cardtable.core.errors import IllegalAction


class Engine(Protocol):
    """The rules of one game in progress (pokerkit's and OpenSpiel's habit: one state object
    that says whose turn it is, what is legal, why something is not, and what an action
    caused). Pure and deterministic: randomness comes from the engine's seed only.

    ``seat`` is who claims to act; None means the seat whose turn it is. ``check`` never
    changes anything and returns the reason an action is refused (an ``IllegalAction`` with
    its ``rule`` code, not raised) or None; ``apply`` raises that same error, leaving the
    state as it was, or returns the events the action caused. ``view(seat)`` is everything
    that seat may know and the only thing a bot or a table is given."""

    @property
    def phase(self) -> Enum: ...

    @property
    def to_act(self) -> int | None: ...

    def legal(self, seat: int) -> Any: ...

    def check(self, action: Any, seat: int | None = None) -> IllegalAction | None: ...

    def apply(self, action: Any, seat: int | None = None) -> list[Any]: ...

    def view(self, seat: int) -> Any: ...

    def clone(self) -> Self: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Update:
    """What one change means to the person at ``seat``: everything a table needs to redraw,
    so it never reads the game state itself (DESIGN: one update per action).

    ``move_no`` is the session's move number after the change; ``events`` are the events
    since the last update as this seat may see them (others' hidden cards masked); ``view``
    is this seat's view now and ``legal`` its legal actions (None when it is not to act);
    ``to_act`` is who acts next (None between hands); ``hand_over`` is True between hands."""

    move_no: int
    seat: int
    events: tuple[Any, ...]
    view: Any
    legal: Any
    to_act: int | None
    hand_over: bool


class Session(Protocol):
    """The part of a session driver a table talks to (``core.session.SessionDriver``)."""

    move_no: int

    def act(self, seat: int, action: Any) -> Update: ...

    def update(self, seat: int) -> Update: ...

    def check(self, seat: int, action: Any) -> IllegalAction | None: ...

    def apply_bot(self, move_no: int, action: Any) -> bool: ...

    def next_hand(self) -> list[Any]: ...

    @property
    def hand_over(self) -> bool: ...
