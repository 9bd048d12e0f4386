"""The shape every game's session driver follows, so the GUI shell can host any game.

A *session* is one table sitting: a match (hand after hand) plus who sits in each seat — the
person or a named bot. The GUI never touches the rules state directly: it asks the driver
whose turn it is, gives it the person's actions, and runs bots off-thread with what
``bot_request`` hands out. Every applied action bumps ``move_no``; a bot answer is tagged with
the move number it was asked at, so an answer that arrives after the table moved on (new hand,
resumed game) is dropped instead of being applied to the wrong position.

Each game subclasses ``SessionDriver`` in its own package and names its loader in its
``GameSpec``; ``cardtable.games.load_session`` reads any save. The base drives the game's
engine (``core.contract.Engine``) through the turn loop once for every game: whose turn,
check, apply, the bot request and the fallback move; a game says where its engine is
(``engine``), which bots it offers (``bots``) and what seeds them (``seed``), and
overrides only what is its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.core.bots import Bot, BotMenu
from cardtable.core.contract import Engine, Update
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.rng import make_rng
from cardtable.core.validate import Fields, shown

SESSION_FORMAT = "cardtable-session"
SESSION_VERSION = 1
MAX_MOVE_NO = 10**12
"""Far more moves than a lifetime of play; beyond it a save is not ours."""
MAX_NAME = 40
"""Longest seat name a save may hold (the new-game dialogs allow far less)."""
DEMO_NAMES = ("Mina", "Tom", "Jisoo", "Ana", "Leo", "Yuna", "Hoon", "Sora")
"""The computer players' names at a table of bots only (``cardtable --demo``)."""


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: ``bot`` is a registered bot name, or None for the person."""

    name: str
    bot: str | None = None

    def __post_init__(self) -> None:
        # Whitespace of any kind (a pasted tab or newline) becomes one space and other
        # control characters go, so the app never writes a name its own loader refuses.
        if isinstance(self.name, str):
            kept = "".join(ch for ch in self.name if ord(ch) >= 32 or ch.isspace())
            object.__setattr__(self, "name", " ".join(kept.split()))

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: Any, bots: BotMenu) -> SeatConfig:
        f = Fields(data, "a seat of the saved game")
        f.only("name", "bot")
        name = f.text("name", max_len=MAX_NAME)
        bot = f.raw("bot", None)
        if bot is not None and (not isinstance(bot, str) or bot not in bots.names()):
            raise DocumentError(f"unknown {bots.game} bot {shown(bot)} in the save")
        return cls(name, bot)


def read_seats(f: Fields, bots: BotMenu) -> tuple[SeatConfig, ...]:
    """The ``seats`` of a save: 2 to 8 of them, at most one of them the person, each bot
    one of ``bots`` that the table offers."""
    seats = tuple(SeatConfig.from_json(s, bots) for s in f.array("seats", max_len=8))
    if len(seats) < 2:
        raise DocumentError(f"the saved game has {len(seats)} seats")
    if sum(1 for s in seats if s.is_human) > 1:
        raise DocumentError("the saved game has more than one seat for the person")
    return seats


@dataclass(frozen=True)
class BotRequest:
    """Everything a worker thread needs to let a bot decide: its own bot instance (never
    shared between threads), the seat's view (never the state) and the move number the answer
    must carry back."""

    seat: int
    move_no: int
    view: Any
    bot: Bot


SaveHook = Callable[["SessionDriver"], None]


class SessionDriver(ABC):
    """Common part of the game drivers: seats, move number, pending events, autosave hooks."""

    game: str = ""
    bots: ClassVar[BotMenu]
    """The game's bots: ``bot_request`` makes a fresh one of the seat's for each decision."""
    seed: int
    """The game's seed: every bot's seed is drawn from it (with its seat and the move)."""

    def __init__(self, seats: list[SeatConfig]) -> None:
        self.seats = list(seats)
        self.move_no = 0
        self._outbox: list[Any] = []
        self._save_hooks: list[SaveHook] = []

    # ------------------------------------------------------------------ seats

    @property
    def n_seats(self) -> int:
        return len(self.seats)

    @property
    def human_seats(self) -> list[int]:
        return [s for s, cfg in enumerate(self.seats) if cfg.is_human]

    @property
    def human_seat(self) -> int | None:
        """The person's seat (the table is drawn from it); None for an all-bot table."""
        seats = self.human_seats
        return seats[0] if seats else None

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    # ------------------------------------------------------------------ events and saving

    def take_events(self) -> list[Any]:
        """Events produced since the last call, in order, for the view to publish."""
        out, self._outbox = self._outbox, []
        return out

    def add_save_hook(self, hook: SaveHook) -> None:
        """Call ``hook(self)`` after every change (action, new hand, rebuy): autosave."""
        self._save_hooks.append(hook)

    def remove_save_hook(self, hook: SaveHook) -> None:
        """Stop calling ``hook`` (the table was left; the session waits to be resumed)."""
        if hook in self._save_hooks:
            self._save_hooks.remove(hook)

    def _changed(self, events: list[Any]) -> None:
        self.move_no += 1
        self._outbox.extend(events)
        self._saved()

    def _saved(self) -> None:
        """Run the save hooks (a change was made: ``_changed``, or a game's own, such as an
        undo that rewinds the move number)."""
        for hook in self._save_hooks:
            hook(self)

    # ------------------------------------------------------------------ the turn loop

    @property
    @abstractmethod
    def engine(self) -> Engine | None:
        """The rules state of the hand in progress (or just finished): what the turn loop
        below asks and changes. None before the first hand is dealt."""

    def whose_turn(self) -> int | None:
        """The seat that must act now, or None (hand over, or nothing dealt yet): the
        engine's. A game whose engine deals on before ``next_hand`` overrides this."""
        engine = self.engine
        return None if engine is None else engine.to_act

    @abstractmethod
    def view_for(self, seat: int) -> Any:
        """What ``seat`` may know: the only source of hidden information for views and bots."""

    def apply_human(self, action: Any) -> list[Any]:
        """Apply the person's action; IllegalAction leaves everything unchanged."""
        seat = self.whose_turn()
        if seat is None:
            raise IllegalAction("hand_over", "the hand is over; no more actions")
        if not self.is_human(seat):
            raise IllegalAction("not_your_turn", f"it is seat {seat}'s turn, not yours")
        return self._apply(seat, action)

    def check(self, seat: int, action: Any) -> IllegalAction | None:
        """Why the person at ``seat`` may not take ``action`` now (the engine's reason, with
        its ``rule`` code for the table's message: the same ``act`` would raise), or None;
        changes nothing."""
        if not self._is_person(seat):
            return IllegalAction("not_your_seat", f"seat {seat!r} is not the person's")
        engine = self.engine
        if engine is None:
            return IllegalAction("hand_over", "the hand is over; no more actions")
        return engine.check(action, seat)

    def _is_person(self, seat: object) -> bool:
        """``seat`` is the number (an int: not ``True``, not ``1.0``) of a person's seat."""
        return type(seat) is int and 0 <= seat < len(self.seats) and self.is_human(seat)

    def act(self, seat: int, action: Any) -> Update:
        """The person at ``seat`` takes ``action``: applied (IllegalAction leaves everything
        as it was) and answered with one ``Update`` for that seat."""
        if not self._is_person(seat):
            raise IllegalAction("not_your_seat", f"seat {seat!r} is not the person's")
        self.apply_human(action)
        return self.update(seat)

    def update(self, seat: int) -> Update:
        """Everything that happened since the last update (or ``take_events``), as ``seat``
        sees it, with that seat's view and legal actions: the one read of the game a table
        makes after a change. It drains the events."""
        events = self.take_events()
        view = self.view_for(seat)
        return Update(
            move_no=self.move_no,
            seat=seat,
            events=tuple(self.seen_by(seat, events)),
            view=view,
            legal=self.legal_in(seat, view),
            to_act=self.whose_turn(),
            hand_over=self.hand_over,
        )

    def seen_by(self, seat: int, events: list[Any]) -> list[Any]:
        """``events`` as ``seat`` may see them (a game with hidden cards in its events
        masks them here)."""
        return events

    def legal_in(self, seat: int, view: Any) -> Any:
        """``seat``'s legal actions in its ``view``, None when it is not to act."""
        return None

    def bot_request(self) -> BotRequest | None:
        """The request for the bot to act, or None when a person (or nobody) is to act."""
        seat = self.whose_turn()
        if seat is None or self.is_human(seat):
            return None
        name = self.seats[seat].bot
        assert name is not None
        # A fresh bot per decision, seeded from the game's seed and the move: the same
        # position always gets the same answer, so a resumed game plays on exactly as an
        # unsaved one, and no bot object is ever shared between worker threads.
        seed = make_rng(self.seed, "bot", seat, self.move_no).getrandbits(63)
        bot = self.make_bot(name, seed)
        return BotRequest(seat, self.move_no, self.bot_view(seat, bot), bot)

    def make_bot(self, name: str, seed: int) -> Bot:
        """A fresh ``name`` bot seeded with ``seed`` (a game that dresses its bots for the
        occasion, as a sit-and-go does for the prizes, overrides this)."""
        return self.bots.make(name, seed)

    def bot_view(self, seat: int, bot: Bot) -> Any:
        """What ``bot`` is shown for ``seat``: the engine's view of that seat (a game that
        can leave out what a bot does not read overrides this)."""
        engine = self.engine
        assert engine is not None
        return engine.view(seat)

    def apply_bot(self, move_no: int, action: Any) -> bool:
        """Apply a bot's answer if it still belongs to the current move; False if stale.

        An answer that is not stale but illegal is a bot bug: it raises IllegalAction.
        """
        seat = self.whose_turn()
        if move_no != self.move_no or seat is None or self.is_human(seat):
            return False
        self._apply(seat, action)
        return True

    def fallback_action(self) -> Any:
        """A safe legal move for the seat to act (a bot that failed or answered with an
        illegal move; ``safe_action`` picks it), None between hands."""
        seat = self.whose_turn()
        engine = self.engine
        if seat is None or engine is None:
            return None
        return self.safe_action(engine.legal(seat))

    def safe_action(self, legal: Any) -> Any:
        """The fallback among ``legal`` (the engine's legal actions of the seat to act):
        the first of them here; a game with a safer choice overrides this."""
        return legal[0] if legal else None

    def _apply(self, seat: int, action: Any) -> list[Any]:
        """Apply ``action`` for ``seat`` to the rules state and record the change."""
        engine = self.engine
        assert engine is not None
        events = engine.apply(action, seat)  # raises IllegalAction with the state unchanged
        self._changed(events)
        return events

    @property
    @abstractmethod
    def hand_over(self) -> bool:
        """True between hands: the last hand is finished (or none was dealt yet)."""

    @abstractmethod
    def next_hand(self) -> list[Any]:
        """Deal the next hand and return its opening events."""

    @abstractmethod
    def log_events(self) -> list[Any]:
        """The events a table's log shows for the play so far (rebuilt by replay for a
        resumed game: the save holds actions, not log lines)."""

    # ------------------------------------------------------------------ persistence

    @abstractmethod
    def game_json(self) -> dict[str, Any]:
        """The game-specific part of the save."""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "game": self.game,
            "move_no": self.move_no,
            "seats": [s.to_json() for s in self.seats],
            **self.game_json(),
        }
