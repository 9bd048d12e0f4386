"""The Spades session driver: a ``SpadesState`` (one whole game) plus who sits in each seat.

The engine deals the next hand the moment the last trick of a hand is scored. A person wants
to look at the score sheet first, so the driver holds the new hand back: after ``HandScored``
the session is *between hands* (``hand_over`` True, nobody to act, the new hand's opening
events kept aside) until ``next_hand`` releases them. The very first deal is held back the
same way, so a fresh session behaves like Badugi's: nothing happens until ``next_hand``.

When the game is over (``game_over``), ``new_game`` starts another game with the same seats and
rules and a new seed derived from the old one, so a whole sitting stays reproducible.

A table reads the game only through the ``Update`` that ``act`` and ``update`` return (other
seats' dealt cards masked by ``seen_by``) and the plain data of ``last_hand``,
``finished_hands`` and ``seed``; ``check`` says why the person may not take an
action, with the engine's rule code. ``state`` stays public for the layers below the GUI
(autosave, history, replay), never for a table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.contract import Update
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.session import (
    MAX_MOVE_NO,
    SeatConfig,
    SessionDriver,
    read_seats,
)
from cardtable.core.validate import Fields
from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.actions import Action, ShowCards, action_from_text, action_to_text
from cardtable.spades.bot_menu import BOTS
from cardtable.spades.events import CardsDealt, Event, GameOver, HandScored, HandStarted
from cardtable.spades.state import MAX_HANDS, HandRecord
from cardtable.spades.undo import TakenBack, hand_start, replayed, undo_point
from cardtable.spades.views import SeatView

MAX_TAKEN_BACK = 6 * 17 + 6 * 2
"""The most actions one hand holds (six seats of 17 cards, their looks and bids): a longer
list of taken-back actions in a save is not ours."""


@dataclass(frozen=True)
class SpadesConfig:
    """Everything the new-game dialog decides: the rules and who sits where."""

    rules: SpadesRules
    seats: tuple[SeatConfig, ...]

    def validate(self) -> None:
        """Raise ValueError for a table that cannot be played."""
        if len(self.seats) != self.rules.players:
            raise ValueError(
                f"the rules are for {self.rules.players} players but {len(self.seats)} seats "
                "were given"
            )
        if sum(1 for s in self.seats if s.is_human) > 1:
            raise ValueError("only one seat can be the person at the computer")


class SpadesSession(SessionDriver):
    """Drives a Spades table: the person's and the bots' actions, hands, games, saving."""

    game = "spades"
    bots = BOTS

    def __init__(self, config: SpadesConfig, seed: int | None = None, first_dealer: int = 0):
        config.validate()
        super().__init__(list(config.seats))
        self.config = config
        self.game_no = 1
        self.state = SpadesState(config.rules, new_seed() if seed is None else seed, first_dealer)
        self._between = True
        self._held: list[Event] = list(self.state.opening_events)
        self.undone_hands: set[int] = set()
        """Hands of this game in which play after an undo went otherwise than what was taken
        back (``undo.py``): the history marks them."""
        self._taken_back: list[Action] = []  # taken back and not (yet) played again
        # The state as the hand in progress began, and where its actions start: an undo
        # replays only this hand from it (from the seed, a long game took ~40 ms).
        self._hand_base: tuple[int, SpadesState] | None = None

    # ------------------------------------------------------------------ state access

    @property
    def rules(self) -> SpadesRules:
        return self.state.rules

    @property
    def between_hands(self) -> bool:
        """A hand was scored (or none was dealt yet) and the next one waits for ``next_hand``."""
        return self._between

    @property
    def game_over(self) -> bool:
        return self.state.is_over

    @property
    def hand_over(self) -> bool:
        return self._between or self.state.is_over

    @property
    def last_hand(self) -> HandRecord | None:
        """The last finished hand (bids, tricks, scores), None before the first is scored."""
        history = self.state.history
        return history[-1] if history else None

    @property
    def finished_hands(self) -> tuple[HandRecord, ...]:
        """Every finished hand of this game, oldest first (the score sheet's rows)."""
        return self.state.history

    @property
    def seed(self) -> int:
        """This game's seed (a new game has a new one)."""
        return self.state.seed

    @property
    def engine(self) -> SpadesState:
        """The game in progress: what the session base's turn loop drives."""
        return self.state

    def whose_turn(self) -> int | None:
        """Nobody between hands: the engine has dealt the next hand already."""
        return None if self.hand_over else self.state.to_act

    def view_for(self, seat: int) -> SeatView:
        """The engine's view for ``seat``. Between hands it already describes the next hand
        (the engine dealt it), so tables draw the finished hand from ``last_hand`` instead."""
        return self.state.view(seat)

    def seen_by(self, seat: int, events: list[Any]) -> list[Any]:
        """``events`` as ``seat`` may see them: another seat's dealt cards, and its own
        while they are dealt face down (blind nil open), are left out of ``CardsDealt``."""
        hidden: tuple[int, ...] = ()
        seen: list[Any] = []
        for event in events:
            if isinstance(event, HandStarted):
                hidden = event.hidden
            elif isinstance(event, CardsDealt) and (event.seat != seat or seat in hidden):
                event = CardsDealt(event.seat, ())
            seen.append(event)
        return seen

    def legal_in(self, seat: int, view: Any) -> tuple[Action, ...] | None:
        """``seat``'s choices in ``view`` (looking at its cards out of turn included), None
        when it has none or the hand is over."""
        if self.hand_over or not view.legal_actions:
            return None
        legal: tuple[Action, ...] = tuple(view.legal_actions)
        return legal

    # ------------------------------------------------------------------ acting

    def check(self, seat: int, action: Any) -> IllegalAction | None:
        """Why the person at ``seat`` may not take ``action`` now, or None; changes nothing.
        Looking at one's cards (``ShowCards``) is allowed out of turn, as at a real table;
        everything else only on the person's turn, and then the engine decides."""
        if self.hand_over:
            return IllegalAction("hand_over", "the hand is over; no more actions")
        if (
            type(seat) is not int
            or not 0 <= seat < self.n_seats
            or not self.is_human(seat)
            or getattr(action, "seat", None) != seat
        ):
            return IllegalAction("not_your_seat", f"{action} is not for the person's seat")
        if not isinstance(action, ShowCards):
            turn = self.whose_turn()
            if turn is None or not self.is_human(turn):
                return IllegalAction("not_your_turn", f"it is seat {turn}'s turn, not yours")
        return self.state.check(action, seat)

    def apply_human(self, action: Action) -> list[Any]:
        """Apply the person's action: refused exactly as ``check`` says, else applied."""
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int):
            raise IllegalAction("not_your_seat", f"{action} is not for the person's seat")
        refusal = self.check(seat, action)
        if refusal is not None:
            raise refusal
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Any]:
        hand = self.state.hand_number
        events = self.state.apply(action, seat)  # raises IllegalAction with nothing changed
        self._follow_taken_back(action, hand)
        for i, event in enumerate(events):
            if isinstance(event, HandScored):
                tail = events[i + 1 :]
                if not any(isinstance(e, GameOver) for e in tail):
                    # The engine dealt the next hand already: hold it back for next_hand().
                    self._held = tail
                    events = events[: i + 1]
                self._between = True
                break
        self._changed(events)
        return events

    # ------------------------------------------------------------------ undo

    def undo_refusal(self, seat: int) -> IllegalAction | None:
        """Why the person at ``seat`` may not take back his last bid or card now (the rules
        are ``undo.py``'s), or None; changes nothing."""
        if self.hand_over:
            return IllegalAction("hand_over", "the hand is over; it cannot be taken back")
        if type(seat) is not int or not 0 <= seat < self.n_seats or not self.is_human(seat):
            return IllegalAction("not_your_seat", f"seat {seat} is not the person's")
        if undo_point(self.state, seat) is None:
            return IllegalAction(
                "nothing_to_undo", "nothing of yours in this hand can be taken back"
            )
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int) -> Update:
        """Take back the person's last bid or card of this hand and every action after it:
        the position, and the move number, are those before it (IllegalAction, changing
        nothing, when ``undo_refusal`` says no). The update's one event is a ``TakenBack``.

        The move numbers after the new one will be used again, so a host must drop every bot
        answer it asked for before the undo (the table cancels its requests)."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise refusal
        point = undo_point(self.state, seat)
        assert point is not None
        actions = self.state.actions
        removed = actions[point:]
        start = hand_start(self.state)
        if self._hand_base is None or self._hand_base[0] != start:
            self._hand_base = (start, replayed(self.state, actions[:start]))
        state = self._hand_base[1].clone()
        for action in actions[start:point]:
            state.apply(action)
        self.state = state
        # Each action was one move, so the bots, seeded by seat and move number, decide
        # again from the same seeds.
        self.move_no = max(0, self.move_no - len(removed))
        self._taken_back[:0] = removed
        self._outbox = [TakenBack(seat, tuple(removed))]
        self._saved()
        return self.update(seat)

    def _follow_taken_back(self, action: Action, hand: int) -> None:
        """After an undo: an action that repeats what was taken back keeps the hand as it
        was; any other marks ``hand`` (the person learned something and used it, or the
        play went otherwise)."""
        if not self._taken_back:
            return
        if action == self._taken_back[0]:
            del self._taken_back[0]
        else:
            self._taken_back.clear()
            self.undone_hands.add(hand)

    # ------------------------------------------------------------------ between hands and games

    def next_hand(self) -> list[Any]:
        """Release the next hand's deal (the first one, or the one after a scored hand)."""
        if self.state.is_over:
            raise ValueError("the game is over; start a new game")
        if not self._between:
            raise ValueError("the current hand is not finished")
        events, self._held = self._held, []
        self._between = False
        self._taken_back.clear()
        self._hand_base = (len(self.state.actions), self.state.clone())
        self._changed(events)
        return events

    def new_game(self) -> None:
        """Start another game at the same table once this one is over. The first deal waits
        for ``next_hand``; the move number keeps counting, so old bot answers stay stale."""
        if not self.state.is_over:
            raise ValueError("the game is still being played")
        seed = make_rng(self.state.seed, "next-game", self.game_no).getrandbits(63)
        self.game_no += 1
        self.state = SpadesState(self.config.rules, seed)
        self._held = list(self.state.opening_events)
        self._between = True
        self.undone_hands = set()
        self._taken_back = []
        self._hand_base = None
        self._changed([])

    def log_events(self) -> list[Any]:
        """Every event of the game so far, replayed from the saved actions; between hands
        the next hand's deal is still held back, so it is left out here too."""
        doc = self.state.to_json()
        replay = SpadesState.from_json({**doc, "actions": []})
        events: list[Any] = list(replay.opening_events)
        for action in self.state.actions:
            events.extend(replay.apply(action))
        if self._between and self._held:
            del events[len(events) - len(self._held) :]
        return events

    # ------------------------------------------------------------------ persistence

    def game_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "game_no": self.game_no,
            "between_hands": self._between,
            "state": self.state.to_json(),
        }
        # Written only when there is something to say, so a game without an undo saves
        # exactly as before (and as an undo followed by the same choices).
        if self.undone_hands:
            doc["undone_hands"] = sorted(self.undone_hands)
        if self._taken_back:
            doc["taken_back"] = [action_to_text(a) for a in self._taken_back]
        return doc

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> SpadesSession:
        """Rebuild a session from its save; DocumentError names the first field that is wrong
        or does not fit the rest."""
        f = Fields(doc, "the saved game")
        # Unknown top-level fields are ignored: the session document is where later
        # versions add things (the log, per-game saves), and what it holds is checked here.
        seats = read_seats(f, BOTS)
        state = SpadesState.from_json(f.raw("state"))
        if len(seats) != state.players:
            raise DocumentError(
                f"the saved game has {len(seats)} seats but a {state.players}-player game"
            )
        between = f.flag("between_hands")
        move_no = f.integer("move_no", 0, MAX_MOVE_NO)
        game_no = f.integer("game_no", 1, MAX_MOVE_NO)
        if between and _hand_started(state):
            raise DocumentError("the save is between hands but the hand has started")
        session = cls(SpadesConfig(state.rules, seats), seed=state.seed)
        session.state = state
        session.game_no = game_no
        session.move_no = move_no
        # A finished game keeps the flag it was saved with (its last hand was scored, so the
        # live session says True): dropping it made save -> load -> save differ. Only a game
        # still being played has a next deal to hold back.
        session._between = between
        session._held = _opening_events(state) if between and not state.is_over else []
        undone = f.array("undone_hands", max_len=MAX_HANDS, default=[])
        if any(type(h) is not int or not 1 <= h <= state.hand_number for h in undone):
            raise DocumentError(
                f"the saved game's undone hands must be hand numbers from 1 to {state.hand_number}"
            )
        session.undone_hands = set(undone)
        taken = f.array("taken_back", max_len=MAX_TAKEN_BACK, default=[])
        try:
            session._taken_back = [action_from_text(text) for text in taken]
        except ValueError as exc:
            raise DocumentError(f"the saved game's taken-back actions: {exc}") from exc
        if session._between:
            session._taken_back = []
        return session


def _hand_started(state: SpadesState) -> bool:
    """Whether anyone bid or played in the current hand."""
    if state.is_over:
        return False
    current = state.hand_records()[-1]
    return bool(current.bids or current.tricks)


def _opening_events(state: SpadesState) -> list[Event]:
    """The events that dealt the current hand, rebuilt from the state (for a resumed save
    that stopped between hands): the same values the engine produced."""
    n = state.players
    hidden = tuple(s for s in range(n) if state.cards_hidden(s))
    events: list[Event] = [
        HandStarted(state.hand_number, state.dealer, state.next_seat(state.dealer), hidden)
    ]
    events.extend(CardsDealt(s, state.dealt(s)) for s in range(n))
    return events
