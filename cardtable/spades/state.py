"""The Spades game state machine: a whole game of many hands, driven by actions.

``SpadesState`` is Spades' ``core.contract.Engine``: ``check(action)`` names the rule an
action breaks (an ``IllegalAction``) without changing anything, and ``apply(action)`` takes
that same path, then changes the state and returns the events the action caused, so the two
never disagree. The only randomness is the shuffle, seeded from the game's seed and the hand
number, so the seed plus the list of actions rebuilds any game exactly; that is also the
saved-state JSON format.

Seats are 0..n-1. In clockwise play the seat after ``s`` (its left) is ``s + 1``; in
counterclockwise play it is ``s - 1``. The dealer passes to the next seat each hand; the seat
after the dealer bids first and leads the first trick.

The rules of each part of a hand live beside this module: ``bidding_phase`` (looking, blind
nil, bids), ``trick_play`` (following suit, spades broken, trick winners) and
``hand_scoring`` (scores, ``HandRecord``, the game's end), with what a rule set fixes in
``table_facts``; this module deals, answers questions about the position, and saves.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from cardtable.core.cards import Card, format_cards, parse_cards
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.jsonio import check_document
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.validate import Fields, shown
from cardtable.spades.actions import (
    Action,
    Bid,
    BidValue,
    Play,
    ShowCards,
    action_from_text,
    action_to_text,
    bid_text,
)
from cardtable.spades.bidding_phase import BiddingPhase
from cardtable.spades.events import CardsDealt, Event, HandStarted
from cardtable.spades.hand_scoring import Deal, HandRecord, HandScoring
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import TeamScore, start_score
from cardtable.spades.table_facts import table_facts
from cardtable.spades.trick_play import TrickPlay
from cardtable.spades.trick_rules import Trick, sort_hand
from cardtable.spades.views import SeatView

__all__ = ["BIDDING", "OVER", "PLAYING", "HandRecord", "Phase", "SpadesState"]

# The phases by their old names; also what the engine compares with, as a module global is
# read several times faster than an enum member (Phase.X goes through the enum's class).
BIDDING = Phase.BIDDING
PLAYING = Phase.PLAYING
OVER = Phase.OVER

STATE_FORMAT = "cardtable-spades-state"
STATE_VERSION = 1
MAX_HANDS = 5000
"""A saved game longer than this is not one of ours (a game lasts a few dozen hands)."""
MAX_ACTIONS = MAX_HANDS * 120


_new_object = object.__new__
_set_attr = object.__setattr__


class SpadesState(BiddingPhase, TrickPlay, HandScoring):
    """A game of Spades from the first deal to the winner.

    ``SpadesState(rules, seed, first_dealer=0, deals=None, totals=None, bags=None)``:
    ``deals`` optionally fixes the cards of the first hands (``deals[k][seat]`` = the cards of
    hand k+1), for tests, puzzles and replaying records; later hands are shuffled from the
    seed. ``totals`` and ``bags`` start the game from a score other than 0-0 (a practice
    position "behind by 150 with 8 bags"): they are part of the game, so they are saved and
    the first hand's blind nil is decided on them.

    ``phase`` (a ``Phase``) and ``to_act`` (the seat to act, None once the game is over) are
    plain attributes, read on every move.
    """

    phase: Phase
    to_act: int | None

    def __init__(
        self,
        rules: SpadesRules | None = None,
        seed: int | None = None,
        first_dealer: int = 0,
        deals: Sequence[Sequence[Sequence[Card | str] | str]] | None = None,
        *,
        totals: Sequence[int] | None = None,
        bags: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules if rules is not None else SpadesRules()
        self.seed: int = new_seed() if seed is None else seed
        n = self.rules.players
        if (
            isinstance(first_dealer, bool)
            or not isinstance(first_dealer, int)
            or not 0 <= first_dealer < n
        ):
            raise ValueError(
                f"first_dealer must be a seat from 0 to {n - 1}, not {shown(first_dealer)}"
            )
        self.first_dealer = first_dealer
        self._n = n
        self._hand_size = self.rules.hand_size
        self._table = table_facts(self.rules)
        self._deals: tuple[Deal, ...] = tuple(self._check_deal(d) for d in (deals or ()))
        # Tuples (replaced, never mutated) so views can share them without copying.
        self.start_totals, self.start_bags = start_score(self.rules, totals, bags)
        self.totals: tuple[int, ...] = self.start_totals
        self.bags: tuple[int, ...] = self.start_bags
        self.hand_number = 0
        self.winner: int | None = None
        self._log: list[Action] = []
        self._history: list[HandRecord] = []
        self._scores: tuple[tuple[TeamScore, ...], ...] = ()
        self.opening_events: tuple[Event, ...] = tuple(self._start_hand(first_dealer))

    # -- setting up a hand ------------------------------------------------------------------

    def _check_deal(self, deal: Sequence[Sequence[Card | str] | str]) -> Deal:
        n, size = self._n, self._hand_size
        if len(deal) != n:
            raise ValueError(f"a deal needs {n} hands, got {len(deal)}")
        hands = tuple(tuple(parse_cards(h)) for h in deal)
        for seat, h in enumerate(hands):
            if len(h) != size:
                raise ValueError(f"seat {seat} must be dealt {size} cards, got {len(h)}")
        if sorted(c for h in hands for c in h) != self._table.deck:
            raise ValueError(
                f"a {n}-player deal must use exactly the table's {len(self._table.deck)} cards"
            )
        return hands

    def _start_hand(self, dealer: int) -> list[Event]:
        n = self._n
        self.hand_number += 1
        self.dealer = dealer
        first = self._table.next[dealer]
        self._first = first
        if self.hand_number <= len(self._deals):
            dealt = self._deals[self.hand_number - 1]
        else:
            # Sorting by independent uniform keys is a uniform shuffle (ties have probability
            # ~2**-43) and costs half of random.shuffle, which matters at thousands of hands/s.
            rand = make_rng(self.seed, "spades-deal", self.hand_number).random
            deck = sorted(self._table.deck, key=lambda _: rand())
            # One card at a time from the seat after the dealer: the k-th seat in playing
            # order receives every n-th card starting at position k.
            order = [first]
            while len(order) < n:
                order.append(self._table.next[order[-1]])
            hands: list[tuple[Card, ...]] = [()] * n
            for k, seat in enumerate(order):
                hands[seat] = tuple(deck[k::n])
            dealt = tuple(hands)
        self._dealt: Deal = tuple(tuple(sort_hand(h)) for h in dealt)
        self._hands: list[list[Card]] = [list(h) for h in self._dealt]
        # The same cards split by suit, so following suit needs no scan of the hand.
        self._suits: list[tuple[list[Card], ...]] = []
        for h in self._dealt:
            by_suit: tuple[list[Card], ...] = ([], [], [], [])
            for card in h:
                by_suit[card.suit].append(card)
            self._suits.append(by_suit)
        self._blind_open = [self._blind_nil_open(s) for s in range(n)]
        self._hidden = list(self._blind_open)
        self._bids: tuple[BidValue | None, ...] = (None,) * n
        self._bid_order: list[tuple[int, BidValue]] = []
        self.phase = BIDDING
        self.to_act = first
        self._trick: Trick = ()
        self._leader: int | None = None
        self._led = -1
        self._win_seat = -1
        self._win_key = -1
        self._tricks: tuple[Trick, ...] = ()
        self._taken: tuple[int, ...] = (0,) * n
        self._broken = False
        self._legal: tuple[Action, ...] | None = None
        events: list[Event] = [
            HandStarted(
                self.hand_number, dealer, first, tuple(s for s in range(n) if self._hidden[s])
            )
        ]
        events.extend(CardsDealt(s, self._dealt[s]) for s in range(n))
        return events

    # -- queries ----------------------------------------------------------------------------

    @property
    def turn(self) -> int | None:
        """The older name of ``to_act``."""
        return self.to_act

    @property
    def players(self) -> int:
        return self._n

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def team_of(self, seat: int) -> int:
        return self._table.team[seat]

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in the direction of play (its left when clockwise)."""
        return self._table.next[seat]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards in hand (omniscient: for controllers and tests, never for bots)."""
        return tuple(self._hands[seat])

    def dealt(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` was dealt this hand."""
        return self._dealt[seat]

    @property
    def bids(self) -> tuple[BidValue | None, ...]:
        return self._bids

    @property
    def tricks_taken(self) -> tuple[int, ...]:
        return self._taken

    @property
    def current_trick(self) -> Trick:
        return self._trick

    @property
    def spades_broken(self) -> bool:
        return self._broken

    def cards_hidden(self, seat: int) -> bool:
        """True while ``seat`` has not seen its cards (blind nil still open to it)."""
        return self.phase is BIDDING and self._hidden[seat]

    @property
    def history(self) -> tuple[HandRecord, ...]:
        """The finished hands, oldest first."""
        return tuple(self._history)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied so far: with the seed and the rules, the whole game."""
        return tuple(self._log)

    def hand_records(self) -> list[HandRecord]:
        """Finished hands plus the hand in progress (its ``scores`` None)."""
        records = list(self._history)
        if self.phase is not OVER:
            records.append(
                HandRecord(
                    self.hand_number,
                    self.dealer,
                    self._dealt,
                    tuple(self._bid_order),
                    self._tricks + ((self._trick,) if self._trick else ()),
                    None,
                )
            )
        return records

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the seat to act may take now (empty once the game is over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        seat = self.to_act
        if seat is None:
            return ()
        if self.phase is PLAYING:
            return self._playing_legal(seat)
        return self._bidding_legal(seat)

    def legal(self, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may do now: the legal actions on its turn; out of turn only looking
        at its cards while they are face down (blind nil open), otherwise nothing."""
        if not 0 <= seat < self._n:
            raise ValueError(f"no seat {seat} at a {self._n}-player table")
        if seat == self.to_act:
            return self.legal_actions()
        if self.phase is BIDDING and self._hidden[seat]:
            return self._table.show_only[seat]
        return ()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (see ``SeatView``)."""
        legal = self.legal(seat)  # also refuses a seat that is not at the table
        phase = self.phase
        hidden = phase is BIDDING and self._hidden[seat]
        trick = self._trick
        view = _new_object(SeatView)
        # Filled in one step rather than through the frozen dataclass's __init__ (which sets
        # each field separately): a view is built for every bot move, so this is the arena's
        # hot path. The result is an ordinary, still frozen, SeatView.
        _set_attr(
            view,
            "__dict__",
            {
                "seat": seat,
                "rules": self.rules,
                "hand_number": self.hand_number,
                "dealer": self.dealer,
                "phase": phase,
                "turn": self.to_act,
                "hand": None if hidden else tuple(self._hands[seat]),
                "bids": self._bids,
                "leader": self._leader if trick else (self.to_act if phase is PLAYING else None),
                "current_trick": trick,
                "tricks": self._tricks,
                "tricks_taken": self._taken,
                "spades_broken": self._broken,
                "totals": self.totals,
                "bags": self.bags,
                "scores": self._scores,
                "legal_actions": legal,
                "winner": self.winner,
            },
        )
        return view

    # -- actions ----------------------------------------------------------------------------

    def check(self, action: object, seat: int | None = None) -> IllegalAction | None:
        """Why ``action`` may not be taken now (the ``IllegalAction`` that ``apply`` would
        raise), or None; changes nothing. ``seat``, when given, is who claims to act: it must
        be the action's own seat."""
        if not isinstance(action, Play | Bid | ShowCards):
            return IllegalAction("unknown_action", f"{shown(action)} is not a Spades action")
        own = action.seat
        if seat is not None and (type(own) is not type(seat) or own != seat):
            return IllegalAction("not_your_seat", f"{action} is not an action of seat {seat}")
        if isinstance(action, Play):
            return self._play_refusal(own, action.card)
        if isinstance(action, Bid):
            return self._bid_refusal(own, action.value)
        return self._show_refusal(own)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` and return the events it caused; raise the ``IllegalAction``
        that ``check`` names, leaving the state untouched."""
        if isinstance(action, Play) and seat is None:
            # The arena's hot path, taken without the dispatch in check (the same refusal).
            refusal = self._play_refusal(action.seat, action.card)
            if refusal is not None:
                raise refusal
            return self._play(action)
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal
        if isinstance(action, Play):
            return self._play(action)
        if isinstance(action, Bid):
            return self._bid(action)
        assert isinstance(action, ShowCards)
        return self._show(action)

    def _seat_refusal(self, seat: object) -> IllegalAction | None:
        """The checks every action starts with: the game goes on and the seat exists."""
        if self.phase is OVER:
            return IllegalAction("game_over", "the game is over; no more actions are taken")
        if type(seat) is not int or not 0 <= seat < self._n:
            return IllegalAction("no_such_seat", f"there is no seat {shown(seat)} at this table")
        return None

    def _turn_refusal(self, seat: object) -> IllegalAction | None:
        if seat != self.to_act:
            return IllegalAction(
                "not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s"
            )
        return None

    # -- copying, comparing, saving ---------------------------------------------------------

    def clone(self) -> SpadesState:
        """An independent copy (for search bots and undo).

        Only the mutable parts are copied; everything else is immutable and shared.
        """
        twin = copy.copy(self)
        twin._hands = [list(h) for h in self._hands]
        twin._suits = [tuple(list(cards) for cards in by_suit) for by_suit in self._suits]
        twin._blind_open = list(self._blind_open)
        twin._hidden = list(self._hidden)
        twin._bid_order = list(self._bid_order)
        twin._log = list(self._log)
        twin._history = list(self._history)
        return twin

    def to_json(self) -> dict[str, Any]:
        """The saved-state document: seed, rules, first dealer, fixed deals and the actions."""
        doc: dict[str, Any] = {
            "format": STATE_FORMAT,
            "version": STATE_VERSION,
            "seed": self.seed,
            "rules": self.rules.to_json(),
            "first_dealer": self.first_dealer,
            "actions": [action_to_text(a) for a in self._log],
        }
        if self._deals:
            doc["deals"] = [[format_cards(h) for h in deal] for deal in self._deals]
        if any(self.start_totals) or any(self.start_bags):
            doc["start"] = {"totals": list(self.start_totals), "bags": list(self.start_bags)}
        return doc

    @classmethod
    def from_json(cls, data: Any) -> SpadesState:
        """Rebuild a state saved by ``to_json``; raises SaveFileError if it cannot be."""
        doc = check_document(data, STATE_FORMAT, STATE_VERSION, name="Spades save")
        f = Fields(doc, "the Spades game")
        try:
            f.only("format", "version", "seed", "rules", "first_dealer", "actions", "deals",
                   "start")  # fmt: skip
            rules = SpadesRules.from_json(f.raw("rules"))
            seed = f.seed()
            deals = f.array("deals", max_len=MAX_HANDS, default=None) or None
            first_dealer = f.integer("first_dealer", 0, rules.players - 1, default=0)
            start = f.obj("start", default={})
            start.only("totals", "bags")
            totals = start.array("totals", length=rules.team_count, default=None)
            bags = start.array("bags", length=rules.team_count, default=None)
            state = cls(rules, seed, first_dealer, deals, totals=totals, bags=bags)
            actions = f.array("actions", max_len=MAX_ACTIONS, default=[])
        except (ValueError, TypeError) as exc:
            raise DocumentError(f"Spades save is damaged: {exc}") from exc
        for i, text in enumerate(actions):
            try:
                state.apply(action_from_text(text))
            except (ValueError, TypeError) as exc:  # IllegalAction is a ValueError
                raise DocumentError(
                    f"Spades save is damaged at action {i} ({shown(text)}): {exc}"
                ) from exc
        return state

    def __eq__(self, other: object) -> bool:
        # Equal states compare by value but change as play goes on: never a dict key. A class
        # that defines __eq__ alone gets ``__hash__ = None``, so hash() raises TypeError.
        if not isinstance(other, SpadesState):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __repr__(self) -> str:
        bids = ", ".join("-" if b is None else bid_text(b) for b in self._bids)
        return (
            f"SpadesState(hand {self.hand_number}, {self.phase}, turn {self.to_act}, "
            f"bids [{bids}], totals {self.totals})"
        )
