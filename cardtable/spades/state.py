"""The Spades game state machine: a whole game of many hands, driven by actions.

``SpadesState.apply(action)`` checks the action against RULES.md, changes the state and
returns the events it caused; an illegal action raises ``IllegalAction`` naming the rule and
leaves the state untouched. The only randomness is the shuffle, seeded from the game's seed
and the hand number, so the seed plus the list of actions rebuilds any game exactly; that is
also the saved-state JSON format.

Seats are 0..n-1. In clockwise play the seat after ``s`` (its left) is ``s + 1``; in
counterclockwise play it is ``s - 1``. The dealer passes to the next seat each hand; the seat
after the dealer bids first and leads the first trick.

Blind nil: when blind nil is open to a seat at the start of a hand (option on, and its team
behind by the required margin), that seat's cards start face down: its view has
``hand=None`` and, on its turn to bid, its only choices are ``Bid(seat, "blind_nil")`` or
``ShowCards(seat)``. After looking it bids normally (nil or a number). ``ShowCards`` may also
be applied out of turn, as a player may pick up his cards whenever he likes before bidding.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card, Suit, format_cards, full_deck, parse_cards
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.jsonio import check_document
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.validate import Fields, shown
from cardtable.spades.actions import (
    BLIND_NIL,
    NIL,
    Action,
    Bid,
    BidValue,
    Play,
    ShowCards,
    action_from_text,
    action_to_text,
    bid_text,
    play_action,
)
from cardtable.spades.cards import HIGH_RANK, SPADES, sort_hand, table_deck
from cardtable.spades.events import (
    BiddingEnded,
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsShown,
    Event,
    GameOver,
    HandScored,
    HandStarted,
    SpadesBroken,
    TrickWon,
)
from cardtable.spades.rules import CLOCKWISE, SpadesRules
from cardtable.spades.scoring import TeamScore, game_winner, score_team
from cardtable.spades.views import SeatView, Trick

BIDDING = "bidding"
PLAYING = "playing"
OVER = "over"

STATE_FORMAT = "cardtable-spades-state"
STATE_VERSION = 1
MAX_HANDS = 5000
"""A saved game longer than this is not one of ours (a game lasts a few dozen hands)."""
MAX_ACTIONS = MAX_HANDS * 120

Deal = tuple[tuple[Card, ...], ...]


class _Table:
    """Facts fixed by the rules (seating, deck, action objects), computed once per rule set.

    Sharing them keeps starting a game cheap, which matters to the arena and the benchmark
    where most random games last a single hand.
    """

    def __init__(self, rules: SpadesRules) -> None:
        n = rules.players
        self.deck = table_deck(n)
        self.team = tuple(rules.team_of(s) for s in range(n))
        self.members = tuple(
            tuple(s for s in range(n) if self.team[s] == t) for t in range(rules.team_count)
        )
        step = 1 if rules.direction == CLOCKWISE else -1
        self.next = tuple((s + step) % n for s in range(n))
        self.bid_actions = tuple(
            (Bid(s, NIL), *(Bid(s, v) for v in range(1, rules.max_bid + 1))) for s in range(n)
        )
        self.blind_actions = tuple((Bid(s, BLIND_NIL), ShowCards(s)) for s in range(n))
        self.show_only = tuple((ShowCards(s),) for s in range(n))
        self.plays = tuple(tuple(play_action(s, c) for c in full_deck()) for s in range(n))
        # Events are immutable values, so the CardPlayed of each seat and card is shared too.
        self.played = tuple(tuple(CardPlayed(s, c) for c in full_deck()) for s in range(n))


_TABLES: dict[SpadesRules, _Table] = {}


def _table(rules: SpadesRules) -> _Table:
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[rules] = _Table(rules)
    return table


_new_object = object.__new__
_set_attr = object.__setattr__


@dataclass(frozen=True)
class HandRecord:
    """Everything that happened in one hand; ``scores`` is None until the hand is over."""

    number: int
    dealer: int
    cards: Deal
    bids: tuple[tuple[int, BidValue], ...]
    tricks: tuple[Trick, ...]
    scores: tuple[TeamScore, ...] | None


class SpadesState:
    """A game of Spades from the first deal to the winner.

    ``SpadesState(rules, seed, first_dealer=0, deals=None)``: ``deals`` optionally fixes the
    cards of the first hands (``deals[k][seat]`` = the cards of hand k+1), for tests, puzzles
    and replaying records; later hands are shuffled from the seed.
    """

    def __init__(
        self,
        rules: SpadesRules | None = None,
        seed: int | None = None,
        first_dealer: int = 0,
        deals: Sequence[Sequence[Sequence[Card | str] | str]] | None = None,
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
        table = _table(self.rules)
        self._deck = table.deck
        self._team = table.team
        self._members = table.members
        self._next = table.next
        self._bid_actions = table.bid_actions
        self._blind_actions = table.blind_actions
        self._show_only = table.show_only
        self._plays = table.plays
        self._played = table.played
        self._deals: tuple[Deal, ...] = tuple(self._check_deal(d) for d in (deals or ()))
        teams = self.rules.team_count
        # Tuples (replaced, never mutated) so views can share them without copying.
        self.totals: tuple[int, ...] = (0,) * teams
        self.bags: tuple[int, ...] = (0,) * teams
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
        if sorted(c for h in hands for c in h) != self._deck:
            raise ValueError(
                f"a {n}-player deal must use exactly the table's {len(self._deck)} cards"
            )
        return hands

    def _blind_nil_open(self, seat: int) -> bool:
        rules = self.rules
        if not rules.blind_nil:
            return False
        if rules.blind_nil_behind == 0:
            return True
        team = self._team[seat]
        best_other = max(v for t, v in enumerate(self.totals) if t != team)
        return best_other - self.totals[team] >= rules.blind_nil_behind

    def _start_hand(self, dealer: int) -> list[Event]:
        n = self._n
        self.hand_number += 1
        self.dealer = dealer
        first = self._next[dealer]
        self._first = first
        if self.hand_number <= len(self._deals):
            dealt = self._deals[self.hand_number - 1]
        else:
            # Sorting by independent uniform keys is a uniform shuffle (ties have probability
            # ~2**-43) and costs half of random.shuffle, which matters at thousands of hands/s.
            rand = make_rng(self.seed, "spades-deal", self.hand_number).random
            deck = sorted(self._deck, key=lambda _: rand())
            # One card at a time from the seat after the dealer: the k-th seat in playing
            # order receives every n-th card starting at position k.
            order = [first]
            while len(order) < n:
                order.append(self._next[order[-1]])
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
        self.turn: int | None = first
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
    def players(self) -> int:
        return self._n

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def team_of(self, seat: int) -> int:
        return self._team[seat]

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in the direction of play (its left when clockwise)."""
        return self._next[seat]

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
        return self.phase == BIDDING and self._hidden[seat]

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
        if self.phase != OVER:
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
        """The actions the seat on turn may take now (empty once the game is over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.phase == PLAYING:
            seat = self.turn
            assert seat is not None
            hand = self._hands[seat]
            suits = self._suits[seat]
            if self._trick:
                cards = suits[self._led] or hand
            elif self._broken or self.rules.spades_lead_any_time or len(suits[SPADES]) == len(hand):
                cards = hand
            else:
                cards = suits[0] + suits[1] + suits[2]
            if self._n == 6:
                cards = list(dict.fromkeys(cards))  # two decks: one action per card kind
            plays = self._plays[seat]
            return tuple([plays[c.index] for c in cards])
        if self.phase == BIDDING:
            seat = self.turn
            assert seat is not None
            return self._blind_actions[seat] if self._hidden[seat] else self._bid_actions[seat]
        return ()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (see ``SeatView``)."""
        if not 0 <= seat < self._n:
            raise ValueError(f"no seat {seat} at a {self._n}-player table")
        hidden = self.phase == BIDDING and self._hidden[seat]
        if seat == self.turn:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
        elif hidden:
            legal = self._show_only[seat]
        else:
            legal = ()
        trick = self._trick
        phase = self.phase
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
                "turn": self.turn,
                "hand": None if hidden else tuple(self._hands[seat]),
                "bids": self._bids,
                "leader": self._leader if trick else (self.turn if phase == PLAYING else None),
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

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` and return the events it caused; raise IllegalAction if illegal."""
        kind = type(action)
        if kind is Play:
            return self._apply_play(action)  # type: ignore[arg-type]
        if kind is Bid:
            return self._apply_bid(action)  # type: ignore[arg-type]
        if kind is ShowCards:
            return self._apply_show(action)  # type: ignore[arg-type]
        raise IllegalAction("unknown_action", f"{shown(action)} is not a Spades action")

    def _check_seat(self, seat: object) -> None:
        if self.phase == OVER:
            raise IllegalAction("game_over", "the game is over; no more actions are taken")
        if type(seat) is not int or not 0 <= seat < self._n:
            raise IllegalAction("no_such_seat", f"there is no seat {shown(seat)} at this table")

    def _check_turn(self, seat: int) -> None:
        if seat != self.turn:
            raise IllegalAction(
                "not_your_turn", f"it is seat {self.turn}'s turn, not seat {seat}'s"
            )

    def _apply_show(self, action: ShowCards) -> list[Event]:
        seat = action.seat
        self._check_seat(seat)
        if self.phase != BIDDING or not self._hidden[seat]:
            raise IllegalAction(
                "cards_already_seen", f"seat {seat} already holds its cards face up"
            )
        self._hidden[seat] = False
        self._legal = None
        self._log.append(action)
        return [CardsShown(seat)]

    def _apply_bid(self, action: Bid) -> list[Event]:
        seat, value = action.seat, action.value
        self._check_seat(seat)
        if self.phase != BIDDING:
            raise IllegalAction(
                "bidding_over", "everyone has bid; bids are made before the first card is played"
            )
        self._check_turn(seat)
        events: list[Event] = [BidMade(seat, value)]
        if value == BLIND_NIL:
            if not self._blind_open[seat]:
                if not self.rules.blind_nil:
                    why = "blind nil is not allowed at this table"
                else:
                    why = (
                        "blind nil is only allowed when your team is behind by at least "
                        f"{self.rules.blind_nil_behind} points"
                    )
                raise IllegalAction("blind_nil_not_allowed", why)
            if not self._hidden[seat]:
                raise IllegalAction(
                    "blind_nil_after_looking", "blind nil must be bid before looking at your cards"
                )
            self._hidden[seat] = False
            events.append(CardsShown(seat))
        else:
            if value != NIL and (
                not isinstance(value, int)
                or isinstance(value, bool)
                or not 1 <= value <= self.rules.max_bid
            ):
                raise IllegalAction(
                    "bid_out_of_range",
                    f"a bid is nil, blind nil or 1 to {self.rules.max_bid} tricks, "
                    f"not {shown(value)}",
                )
            if self._hidden[seat]:
                raise IllegalAction(
                    "look_before_bidding",
                    "look at your cards before bidding; only blind nil is bid without looking",
                )
        self._log.append(action)
        self._bids = self._bids[:seat] + (value,) + self._bids[seat + 1 :]
        self._bid_order.append((seat, value))
        self._legal = None
        if len(self._bid_order) == self._n:
            self.phase = PLAYING
            self.turn = self._first
            events.append(BiddingEnded(self._contracts(), self._first))
        else:
            self.turn = self._next[seat]
        return events

    def _contracts(self) -> tuple[int, ...]:
        return tuple(
            sum(b for s in members if isinstance(b := self._bids[s], int))
            for members in self._members
        )

    def _apply_play(self, action: Play) -> list[Event]:
        seat, card = action.seat, action.card
        if self.phase != PLAYING:
            self._check_seat(seat)
            raise IllegalAction("bidding_not_over", "no card may be played until everyone has bid")
        if seat != self.turn or type(seat) is not int:  # True == 1: refuse bools as seats
            self._check_seat(seat)
            self._check_turn(seat)
        # Checked directly rather than by searching legal_actions(), whose dataclass
        # comparisons would dominate the cost of a move.
        hand = self._hands[seat]
        if card not in hand:
            raise self._play_error(seat, card)
        trick = self._trick
        suit = card.suit
        suits = self._suits[seat]
        if trick:
            if suit != self._led and suits[self._led]:
                raise self._play_error(seat, card)
        elif (
            suit == SPADES
            and not self._broken
            and not self.rules.spades_lead_any_time
            and len(suits[SPADES]) != len(hand)
        ):
            raise self._play_error(seat, card)
        self._log.append(action)
        hand.remove(card)
        suits[suit].remove(card)
        self._legal = None
        events: list[Event] = [self._played[seat][card.index]]
        if suit == SPADES:
            key = 100 + HIGH_RANK[card.index]
            if not self._broken:
                self._broken = True
                events.append(SpadesBroken(seat))
        elif suit == self._led or not trick:
            key = HIGH_RANK[card.index]
        else:
            key = 0
        if not trick:
            self._leader = seat
            self._led = suit
            self._win_seat, self._win_key = seat, key
        elif key > self._win_key:  # strictly higher: of identical cards the first one wins
            self._win_seat, self._win_key = seat, key
        trick += ((seat, card),)
        if len(trick) < self._n:
            self._trick = trick
            self.turn = self._next[seat]
            return events
        winner = self._win_seat
        taken = self._taken
        self._taken = taken[:winner] + (taken[winner] + 1,) + taken[winner + 1 :]
        self._tricks += (trick,)
        self._trick = ()
        events.append(TrickWon(len(self._tricks), winner, trick))
        if len(self._tricks) < self._hand_size:
            self.turn = winner
        else:
            events.extend(self._end_hand())
        return events

    def _play_error(self, seat: int, card: object) -> IllegalAction:
        if not isinstance(card, Card):
            return IllegalAction("not_a_card", f"{shown(card)} is not a card")
        hand = self._hands[seat]
        if card not in hand:
            return IllegalAction("card_not_in_hand", f"seat {seat} does not hold {card}")
        if self._trick and card.suit != self._led:
            led = Suit(self._led).name.lower()
            return IllegalAction(
                "must_follow_suit", f"{led} were led and seat {seat} holds {led}: follow suit"
            )
        if not self._trick and card.suit == SPADES:
            return IllegalAction(
                "spades_not_broken",
                "spades may not be led until a spade has been played on an earlier trick, "
                "unless the leader holds only spades",
            )
        return IllegalAction("illegal_play", f"seat {seat} may not play {card} now")

    def _end_hand(self) -> list[Event]:
        scores: list[TeamScore] = []
        for team, members in enumerate(self._members):
            result = score_team(
                team,
                [self._bids[s] for s in members],  # type: ignore[misc]
                [self._taken[s] for s in members],
                self.totals[team],
                self.bags[team],
                self.rules,
            )
            scores.append(result)

        hand_scores = tuple(scores)
        self.totals = tuple(r.total for r in scores)
        self.bags = tuple(r.bags_total for r in scores)
        self._scores += (hand_scores,)
        self._history.append(
            HandRecord(
                self.hand_number,
                self.dealer,
                self._dealt,
                tuple(self._bid_order),
                self._tricks,
                hand_scores,
            )
        )
        events: list[Event] = [HandScored(self.hand_number, hand_scores)]
        winner = game_winner(self.totals, self.rules)
        if winner is not None:
            self.winner = winner
            self.phase = OVER
            self.turn = None
            self._legal = ()
            events.append(GameOver(winner, self.totals))
        else:
            events.extend(self._start_hand(self._next[self.dealer]))
        return events

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
        return doc

    @classmethod
    def from_json(cls, data: Any) -> SpadesState:
        """Rebuild a state saved by ``to_json``; raises SaveFileError if it cannot be."""
        doc = check_document(data, STATE_FORMAT, STATE_VERSION, name="Spades save")
        f = Fields(doc, "the Spades game")
        try:
            f.only("format", "version", "seed", "rules", "first_dealer", "actions", "deals")
            rules = SpadesRules.from_json(f.raw("rules"))
            seed = f.seed()
            deals = f.array("deals", max_len=MAX_HANDS, default=None) or None
            first_dealer = f.integer("first_dealer", 0, rules.players - 1, default=0)
            state = cls(rules, seed, first_dealer, deals)
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
        if not isinstance(other, SpadesState):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        bids = ", ".join("-" if b is None else bid_text(b) for b in self._bids)
        return (
            f"SpadesState(hand {self.hand_number}, {self.phase}, turn {self.turn}, "
            f"bids [{bids}], totals {self.totals})"
        )
