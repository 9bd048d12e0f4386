"""The trick-playing half of a Spades hand: following suit, breaking spades, winning tricks.

Part of ``SpadesState`` (a mixin holding the rules of the playing phase only), built like
``bidding_phase``: ``_play_refusal`` names the rule a card would break without changing
anything, ``_play`` plays a card the refusal let through. A card's strength in the trick is
``cards.TRICK_KEY`` (the one trick-winner rule); the state keeps the winning seat and key as
the trick goes, so a move costs no scan of the trick.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.core.cards import Card, Suit
from cardtable.core.errors import IllegalAction
from cardtable.core.validate import shown
from cardtable.spades.actions import Action, Play
from cardtable.spades.events import Event, SpadesBroken, TrickWon
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.table_facts import TableFacts
from cardtable.spades.trick_rules import SPADES, TRICK_KEY, Trick

_PLAYING = Phase.PLAYING  # a global: read faster than the enum member, on every move


class TrickPlay:
    """Trick-play rules of ``SpadesState``; the attributes are the state's own (see there)."""

    rules: SpadesRules
    phase: Phase
    to_act: int | None
    _n: int
    _hand_size: int
    _table: TableFacts
    _hands: list[list[Card]]
    _suits: list[tuple[list[Card], ...]]
    _trick: Trick
    _leader: int | None
    _led: int
    _win_seat: int
    _win_key: int
    _tricks: tuple[Trick, ...]
    _taken: tuple[int, ...]
    _broken: bool
    _log: list[Action]
    _legal: tuple[Action, ...] | None

    # The state's seat and turn checks, shared by every action.
    _seat_refusal: Callable[[object], IllegalAction | None]
    _turn_refusal: Callable[[object], IllegalAction | None]
    _end_hand: Callable[[], list[Event]]  # HandScoring's

    def _playing_legal(self, seat: int) -> tuple[Action, ...]:
        """The cards ``seat`` may play on its turn: the suit led if it holds any; on a lead,
        anything but spades until they are broken (unless it holds only spades)."""
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
        plays = self._table.plays[seat]
        return tuple([plays[c.index] for c in cards])

    def _play_refusal(self, seat: object, card: object) -> IllegalAction | None:
        # Checked directly rather than by searching the legal actions, whose dataclass
        # comparisons would dominate the cost of a move.
        if self.phase is not _PLAYING:
            return self._seat_refusal(seat) or IllegalAction(
                "bidding_not_over", "no card may be played until everyone has bid"
            )
        if seat != self.to_act or type(seat) is not int:  # True == 1: refuse bools as seats
            return self._seat_refusal(seat) or self._turn_refusal(seat)
        hand = self._hands[seat]
        if card not in hand:
            return self._play_error(seat, card)
        assert isinstance(card, Card)
        suits = self._suits[seat]
        if self._trick:
            if card.suit != self._led and suits[self._led]:
                return self._play_error(seat, card)
        elif (
            card.suit == SPADES
            and not self._broken
            and not self.rules.spades_lead_any_time
            and len(suits[SPADES]) != len(hand)
        ):
            return self._play_error(seat, card)
        return None

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

    def _play(self, action: Play) -> list[Event]:
        seat, card = action.seat, action.card
        trick = self._trick
        suit = card.suit
        self._log.append(action)
        self._hands[seat].remove(card)
        self._suits[seat][suit].remove(card)
        self._legal = None
        events: list[Event] = [self._table.played[seat][card.index]]
        if suit == SPADES and not self._broken:
            self._broken = True
            events.append(SpadesBroken(seat))
        if not trick:
            self._leader = seat
            self._led = suit
            self._win_seat, self._win_key = seat, TRICK_KEY[suit][card.index]
        else:
            key = TRICK_KEY[self._led][card.index]
            if key > self._win_key:  # strictly higher: of identical cards the first one wins
                self._win_seat, self._win_key = seat, key
        trick += ((seat, card),)
        if len(trick) < self._n:
            self._trick = trick
            self.to_act = self._table.next[seat]
            return events
        winner = self._win_seat
        taken = self._taken
        self._taken = taken[:winner] + (taken[winner] + 1,) + taken[winner + 1 :]
        self._tricks += (trick,)
        self._trick = ()
        events.append(TrickWon(len(self._tricks), winner, trick))
        if len(self._tricks) < self._hand_size:
            self.to_act = winner
        else:
            events.extend(self._end_hand())
        return events
