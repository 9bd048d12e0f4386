"""The bidding half of a Spades hand: looking at one's cards, blind nil, nil and numbers.

Part of ``SpadesState`` (a mixin holding the rules of the bidding phase only). Each action
has a *refusal* (the ``IllegalAction`` it breaks, or None, changing nothing) and an
*application* that may assume the refusal was None: ``SpadesState.check`` asks the first and
``SpadesState.apply`` the first and then the second, so the two can never disagree.

Blind nil: when blind nil is open to a seat at the start of a hand (option on, and its team
behind by the required margin), that seat's cards start face down; on its turn to bid its only
choices are ``Bid(seat, "blind_nil")`` or ``ShowCards(seat)``. After looking it bids normally.
``ShowCards`` may be taken out of turn, as a player may pick up his cards whenever he likes
before bidding.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.core.errors import IllegalAction
from cardtable.core.validate import shown
from cardtable.spades.actions import BLIND_NIL, NIL, Action, Bid, BidValue, ShowCards
from cardtable.spades.events import BiddingEnded, BidMade, CardsShown, Event
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.table_facts import TableFacts

# Globals: read faster than the enum's members, on every move.
_BIDDING = Phase.BIDDING
_PLAYING = Phase.PLAYING


class BiddingPhase:
    """Bidding rules of ``SpadesState``; the attributes are the state's own (see there)."""

    rules: SpadesRules
    phase: Phase
    to_act: int | None
    totals: tuple[int, ...]
    _n: int
    _table: TableFacts
    _first: int
    _blind_open: list[bool]
    _hidden: list[bool]
    _bids: tuple[BidValue | None, ...]
    _bid_order: list[tuple[int, BidValue]]
    _log: list[Action]
    _legal: tuple[Action, ...] | None

    # The state's seat and turn checks, shared by every action.
    _seat_refusal: Callable[[object], IllegalAction | None]
    _turn_refusal: Callable[[object], IllegalAction | None]

    def _blind_nil_open(self, seat: int) -> bool:
        """Whether blind nil may be bid by ``seat`` this hand (decided as the hand starts)."""
        rules = self.rules
        if not rules.blind_nil:
            return False
        if rules.blind_nil_behind == 0:
            return True
        team = self._table.team[seat]
        best_other = max(v for t, v in enumerate(self.totals) if t != team)
        return best_other - self.totals[team] >= rules.blind_nil_behind

    def _bidding_legal(self, seat: int) -> tuple[Action, ...]:
        """The bids open to ``seat`` on its turn: blind nil or looking while its cards are
        face down, otherwise nil or a number."""
        table = self._table
        return table.blind_actions[seat] if self._hidden[seat] else table.bid_actions[seat]

    # -- looking at one's cards -------------------------------------------------------------

    def _show_refusal(self, seat: object) -> IllegalAction | None:
        refusal = self._seat_refusal(seat)
        if refusal is not None:
            return refusal
        assert isinstance(seat, int)
        if self.phase is not _BIDDING or not self._hidden[seat]:
            return IllegalAction(
                "cards_already_seen", f"seat {seat} already holds its cards face up"
            )
        return None

    def _show(self, action: ShowCards) -> list[Event]:
        self._hidden[action.seat] = False
        self._legal = None
        self._log.append(action)
        return [CardsShown(action.seat)]

    # -- bids -------------------------------------------------------------------------------

    def _bid_refusal(self, seat: object, value: object) -> IllegalAction | None:
        refusal = self._seat_refusal(seat)
        if refusal is not None:
            return refusal
        assert isinstance(seat, int)
        if self.phase is not _BIDDING:
            return IllegalAction(
                "bidding_over", "everyone has bid; bids are made before the first card is played"
            )
        refusal = self._turn_refusal(seat)
        if refusal is not None:
            return refusal
        if value == BLIND_NIL:
            if not self._blind_open[seat]:
                if not self.rules.blind_nil:
                    why = "blind nil is not allowed at this table"
                else:
                    why = (
                        "blind nil is only allowed when your team is behind by at least "
                        f"{self.rules.blind_nil_behind} points"
                    )
                return IllegalAction("blind_nil_not_allowed", why)
            if not self._hidden[seat]:
                return IllegalAction(
                    "blind_nil_after_looking", "blind nil must be bid before looking at your cards"
                )
            return None
        if value != NIL and (
            not isinstance(value, int)
            or isinstance(value, bool)
            or not 1 <= value <= self.rules.max_bid
        ):
            return IllegalAction(
                "bid_out_of_range",
                f"a bid is nil, blind nil or 1 to {self.rules.max_bid} tricks, not {shown(value)}",
            )
        if self._hidden[seat]:
            return IllegalAction(
                "look_before_bidding",
                "look at your cards before bidding; only blind nil is bid without looking",
            )
        return None

    def _bid(self, action: Bid) -> list[Event]:
        seat, value = action.seat, action.value
        events: list[Event] = [BidMade(seat, value)]
        if value == BLIND_NIL:
            self._hidden[seat] = False
            events.append(CardsShown(seat))
        self._log.append(action)
        self._bids = self._bids[:seat] + (value,) + self._bids[seat + 1 :]
        self._bid_order.append((seat, value))
        self._legal = None
        if len(self._bid_order) == self._n:
            self.phase = _PLAYING
            self.to_act = self._first
            events.append(BiddingEnded(self._contracts(), self._first))
        else:
            self.to_act = self._table.next[seat]
        return events

    def _contracts(self) -> tuple[int, ...]:
        """Each team's contract: the sum of its members' numbered bids (nil counts none)."""
        return tuple(
            sum(b for s in members if isinstance(b := self._bids[s], int))
            for members in self._table.members
        )
