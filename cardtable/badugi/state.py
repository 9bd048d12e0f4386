"""The Badugi hand state machine: state + action -> state + events.

One ``HandState`` plays one hand from the blinds to the last chip pushed. It is pure and
deterministic: every card comes from the hand's seed, so a hand is fully described by its
settings, seed and actions, which is also how it is saved (``to_json`` / ``from_json``).
The rules it follows are RULES.md's Badugi part; comments name the rule where the code is
not obvious.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from cardtable.badugi.actions import Action, LegalActions, action_problem
from cardtable.badugi.betting import BettingRound
from cardtable.badugi.draw import DrawRound
from cardtable.badugi.events import (
    AntePosted,
    BlindPosted,
    CardsDealt,
    Event,
    HandStarted,
    RoundEnded,
)
from cardtable.badugi.phase import Phase
from cardtable.badugi.rules import MAX_CHIPS, BadugiRules
from cardtable.badugi.showdown import Showdown
from cardtable.badugi.tendencies import Tendency
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card, format_cards, full_deck, parse_cards
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.jsonio import check_document
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.validate import Fields, check_bool, check_int, shown

FORMAT = "cardtable-badugi-hand"
VERSION = 1
DOC_FIELDS = (
    "format", "version", "rules", "seed", "hand_no", "button", "stacks", "auto_muck",
    "actions", "deck",
)  # fmt: skip
MAX_ACTIONS = 2000
"""More actions than any hand can have (eight seats, four capped rounds, three draws)."""
MAX_HAND_NO = 10**9


class HandState(BettingRound, DrawRound, Showdown):
    """One hand of Badugi: ``core.contract.Engine`` for Badugi.

    Seats are numbered clockwise (seat ``s + 1`` sits left of seat ``s``). ``stacks`` are the
    chips each seat has before the blinds; a seat with 0 chips sits out. ``auto_muck[s]``:
    seat ``s`` throws away a hand that cannot win at showdown instead of showing it.
    ``deck`` stacks the deck (all 52 cards, top first) instead of shuffling from the seed: for
    worked examples, tests and imported hands.

    The betting round, the draw and the showdown are the mixins it is built from
    (betting.py, draw.py, showdown.py over seats.py); this class deals the hand, passes
    it from one round to the next, and is what callers use: ``to_act``, ``phase``,
    ``legal``, ``check``, ``apply``, ``view``, ``clone`` and the JSON round trip.
    """

    def __init__(
        self,
        rules: BadugiRules,
        stacks: Sequence[int],
        button: int,
        seed: int | None = None,
        hand_no: int = 0,
        auto_muck: Sequence[bool] | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        n = len(stacks)
        if not 2 <= n <= 8:
            raise ValueError(f"Badugi is played by 2 to 8 seats, not {n}")
        if any(
            not isinstance(s, int) or isinstance(s, bool) or not 0 <= s <= MAX_CHIPS for s in stacks
        ):
            # The upper bound is the one ``from_json`` checks: a hand the engine starts must
            # be a hand its save and its record can be read back as (the arena's --stack
            # 10**17 wrote records that read_record then refused).
            raise ValueError(f"stacks must be whole numbers of chips from 0 to {MAX_CHIPS}")
        if sum(1 for s in stacks if s > 0) < 2:
            raise ValueError("a hand needs at least two seats with chips")
        if (
            isinstance(button, bool)
            or not isinstance(button, int)
            or not 0 <= button < n
            or stacks[button] == 0
        ):
            raise ValueError(f"the button must be on a seat with chips, not seat {shown(button)}")
        self.rules = rules
        self.n = n
        self.seed = new_seed() if seed is None else seed
        self.hand_no = hand_no
        self.button = button
        self.start_stacks = tuple(stacks)
        self.auto_muck = tuple(bool(x) for x in (auto_muck or (False,) * n))
        if len(self.auto_muck) != n:
            raise ValueError("auto_muck needs one flag per seat")

        self.stacks = list(stacks)
        self.committed = [0] * n
        self.round_bets = [0] * n
        self.dealt_in = [s > 0 for s in stacks]
        self.folded = [False] * n
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.muck = []
        self.draw_counts = [[None] * n for _ in range(rules.draws)]
        self.reshuffles = 0
        self.phase = Phase.BETTING
        self.street = 0
        self.draw_no = -1
        self.to_act = None
        self.current_bet = 0
        self.last_raise = 0
        self.bets_count = 0
        self.last_aggressor = None
        self.pending = set()
        self.can_raise = [True] * n
        self.draw_queue = []
        self.actions = []
        self.events = []
        self.winnings = [0] * n
        self.shown = {}

        if deck is None:
            cards = full_deck()
            make_rng(self.seed, "hand", hand_no).shuffle(cards)
            self.preset_deck = None
        else:
            cards = list(deck)
            if len(cards) != 52 or len(set(cards)) != 52:
                raise ValueError("a stacked deck must hold each of the 52 cards once")
            self.preset_deck = tuple(cards)
        self.deck_order = tuple(cards)
        self.stub = cards
        self._start()

    # ----------------------------------------------------------------------------- setup

    def _start(self) -> None:
        ev = self.events
        ev.append(HandStarted(self.hand_no, self.button, self.start_stacks))
        if self.rules.ante:
            # Antes first, from every seat dealt in, clockwise from the button's left:
            # dead chips (committed, not the round's bet); short of it, all of them.
            for seat in self.live_seats():
                amount = min(self.rules.ante, self.stacks[seat])
                self.stacks[seat] -= amount
                self.committed[seat] += amount
                ev.append(AntePosted(seat, amount, self.stacks[seat] == 0))
        sb, bb = self.blind_seats()
        blinds = ((sb, self.rules.small_blind, "small"), (bb, self.rules.big_blind, "big"))
        for seat, size, name in blinds:
            amount = min(size, self.stacks[seat])
            self._put_in(seat, amount)
            ev.append(BlindPosted(seat, amount, name, self.stacks[seat] == 0))
        # Four cards each, one at a time, starting left of the button.
        order = self.live_seats()
        top = 0
        for _ in range(4):
            for s in order:
                self.hands[s].append(self.stub[top])
                top += 1
        self.stub = self.stub[top:]
        for s in order:
            ev.append(CardsDealt(s, tuple(self.hands[s])))
        # The big blind's post is the round's bet even when he is all-in for less.
        self.current_bet = self.rules.big_blind
        self.last_raise = self.rules.big_blind
        self.bets_count = 1
        first = self.button if self.heads_up else self._next(bb, lambda s: self.dealt_in[s])
        self._open_round(first, preflop=True)

    def _close_round(self) -> None:
        """The betting round is over: uncalled chips go back, the bets become pots, and the
        hand goes on to the next draw or, after the last round, to the showdown."""
        self._return_uncalled()
        self.events.append(RoundEnded(self.street, tuple(self.pots())))
        self.round_bets = [0] * self.n
        self.pending = set()
        if self.street >= self.rules.draws:
            self._showdown()
            return
        self.phase = Phase.DRAWING
        self.draw_no = self.street
        self.draw_queue = self.live_seats()
        self.to_act = self.draw_queue[0]

    # ----------------------------------------------------------------------------- the engine

    def legal(self, seat: int) -> LegalActions | None:
        """``seat``'s legal actions, or None when it is not that seat's turn (or the hand is
        over)."""
        if self.to_act is None or type(seat) is not int or seat != self.to_act:
            return None
        return self.legal_actions()

    def check(self, action: Any, seat: int | None = None) -> IllegalAction | None:
        """The ``IllegalAction`` that ``apply(action, seat)`` would raise (its ``rule`` names
        the rule), or None if it would be carried out. Changes nothing."""
        if self.to_act is None:
            return IllegalAction("hand_over", "the hand is over; no more actions")
        actor = self.to_act
        if seat is not None and (type(seat) is not int or seat != actor):  # not True, not 1.0
            return IllegalAction(
                "not_your_turn", f"it is seat {actor}'s turn, not seat {shown(seat)}'s"
            )
        malformed = action_problem(action)
        if malformed is not None:
            return malformed
        if self.phase is Phase.DRAWING:
            return self._draw_refusal(actor, action)
        return self._bet_refusal(actor, action)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Carry out ``action`` for the seat to act and return the events it caused.

        Raises IllegalAction, naming the rule, if the action is not allowed; the state is then
        unchanged. ``seat``, when given, must be the seat to act. What is refused is decided
        by ``check`` alone, so ``check`` and ``apply`` cannot disagree.
        """
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal
        actor = self.to_act
        assert actor is not None
        mark = len(self.events)
        if self.phase is Phase.DRAWING:
            self._draw(actor, action)
        else:
            self._bet(actor, action)
        self.actions.append((actor, action))
        return self.events[mark:]

    def view(
        self, seat: int, with_history: bool = True, tendencies: Sequence[Tendency] = ()
    ) -> SeatView:
        """Everything ``seat`` may know: public facts and its own cards, never another's.
        ``with_history=False`` skips the event list, for bots that do not read it (it is the
        costliest part). ``tendencies``: the table's record of the earlier hands, one per
        seat (see ``tendencies``)."""
        if tendencies and len(tendencies) != self.n:
            raise ValueError("tendencies need one record per seat")
        legal = self.legal_actions() if self.to_act == seat else None
        history = tuple(e.for_seat(seat) for e in self.events) if with_history else ()
        return SeatView(
            seat=seat,
            rules=self.rules,
            hand_no=self.hand_no,
            button=self.button,
            phase=self.phase,
            street=self.street,
            draw_no=self.draw_no,
            to_act=self.to_act,
            stacks=tuple(self.stacks),
            committed=tuple(self.committed),
            round_bets=tuple(self.round_bets),
            current_bet=self.current_bet,
            bets_count=self.bets_count,
            pots=tuple(self.pots()) if not self.is_complete else (),
            dealt_in=tuple(self.dealt_in),
            folded=tuple(self.folded),
            hand=tuple(self.hands[seat]),
            own_discards=tuple(self.discards[seat]),
            draw_counts=tuple(tuple(d) for d in self.draw_counts),
            shown=dict(self.shown),
            legal=legal,
            history=history,
            tendencies=tuple(tendencies),
        )

    def clone(self) -> HandState:
        """An independent copy: acting on it never changes this hand (a bot's or a test's
        look ahead). Cards, actions, events and rules are immutable and shared; every list,
        set and dict is copied, and the lists of lists (hands, discards, draw counts) one
        level deeper."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, list):
                value = [list(x) if isinstance(x, list) else x for x in value]
            elif isinstance(value, set | dict):
                value = value.copy()
            else:
                continue
            setattr(twin, name, value)
        return twin

    # ----------------------------------------------------------------------------- saving

    def to_json(self) -> dict[str, Any]:
        """The hand as a versioned JSON document: settings, seed and actions (replayable)."""
        doc: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "hand_no": self.hand_no,
            "button": self.button,
            "stacks": list(self.start_stacks),
            "auto_muck": list(self.auto_muck),
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
        }
        if self.preset_deck is not None:
            doc["deck"] = format_cards(self.preset_deck)
        return doc

    @classmethod
    def from_json(cls, data: Any) -> HandState:
        """Rebuild a hand by replaying its actions; a tampered or foreign document raises
        SaveFileError (bad header, DocumentError for a bad field) or IllegalAction (a
        ValueError: an action the rules refuse)."""
        doc = check_document(data, FORMAT, VERSION)
        f = Fields(doc, "the Badugi hand")
        f.only(*DOC_FIELDS)
        try:
            rules = BadugiRules.from_json(f.raw("rules"))
        except (TypeError, ValueError) as exc:
            raise DocumentError(f"the Badugi hand: rules: {exc}") from exc
        stacks = f.array("stacks", max_len=8)
        for s, chips in enumerate(stacks):
            check_int(chips, f"the Badugi hand: stack of seat {s}", 0, MAX_CHIPS)
        auto_muck = f.array("auto_muck", length=len(stacks), default=None)
        for flag in auto_muck or ():
            check_bool(flag, "the Badugi hand: auto_muck")
        deck_text = f.text("deck", max_len=52 * 3, default=None)
        actions = f.array("actions", max_len=MAX_ACTIONS)
        state = cls(
            rules,
            stacks,
            f.integer("button", 0, max(0, len(stacks) - 1)),
            seed=f.seed(),
            hand_no=f.integer("hand_no", 0, MAX_HAND_NO, default=0),
            auto_muck=auto_muck,
            deck=parse_cards(deck_text) if deck_text is not None else None,
        )
        for item in actions:
            if not (isinstance(item, list) and len(item) == 2):
                raise DocumentError(f"bad action entry {shown(item)}")
            seat = check_int(item[0], "the seat of an action", 0, state.n - 1)
            state.apply(Action.from_json(item[1]), seat=seat)
        return state

    def snapshot(self) -> dict[str, Any]:
        """Everything the state holds, as plain data: for equality and debugging."""
        return {
            "json": self.to_json(),
            "stacks": list(self.stacks),
            "committed": list(self.committed),
            "round_bets": list(self.round_bets),
            "hands": [[str(c) for c in h] for h in self.hands],
            "stub": [str(c) for c in self.stub],
            "muck": [(str(c), s) for c, s in self.muck],
            "folded": list(self.folded),
            "phase": self.phase,
            "street": self.street,
            "draw_no": self.draw_no,
            "to_act": self.to_act,
            "current_bet": self.current_bet,
            "last_raise": self.last_raise,
            "bets_count": self.bets_count,
            "pending": sorted(self.pending),
            "can_raise": list(self.can_raise),
            "draw_counts": [list(d) for d in self.draw_counts],
            "events": [repr(e) for e in self.events],
        }

    def __eq__(self, other: object) -> bool:
        # Equal states compare by value but change as play goes on: never a dict key. A class
        # that defines __eq__ alone gets ``__hash__ = None``, so hash() raises TypeError.
        if not isinstance(other, HandState):
            return NotImplemented
        return self.snapshot() == other.snapshot()
