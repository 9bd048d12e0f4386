"""A position of four-player Spades card play with every hand open, in the form the
double-dummy layer (``dd``) works on: each hand a bit mask of card indices (``Card.bit``),
cheap to copy, hash and translate into DDS's encoding (no Qt).

DDS plays N-E-S-W clockwise. Clockwise tables map seat s to DDS player s; counter-clockwise
tables map seat s to player -s mod 4, so "the next seat" is DDS's next player either way, and
partners (0 & 2, 1 & 3) become N-S and E-W. DDS numbers suits S H D C (0..3); ours are
C D H S (0..3), so a DDS suit is 3 minus ours; ranks are 2..14 with the ace high in both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.rules import CLOCKWISE, SpadesRules
from cardtable.spades.trick_rules import HIGH_RANK, SPADES, Trick, winning_index

SUIT = tuple(i % 4 for i in range(52))
"""Our suit of card index i (clubs 0 .. spades 3)."""
DDS_SUIT = tuple(3 - s for s in SUIT)
"""DDS's suit of card index i (spades 0, hearts 1, diamonds 2, clubs 3)."""
RANK = HIGH_RANK
"""Rank of card index i, 2..14 with the ace high: DDS's rank numbers too."""
SUIT_MASK = tuple(sum(1 << i for i in range(52) if i % 4 == s) for s in range(4))
NON_SPADES = SUIT_MASK[0] | SUIT_MASK[1] | SUIT_MASK[2]
SPADE_MASK = SUIT_MASK[SPADES]
INDEX = {(DDS_SUIT[i], RANK[i]): i for i in range(52)}
"""Card index of a DDS (suit, rank)."""


class NotApplicable(ValueError):
    """Double-dummy analysis applies to four-player Spades only (two partnerships of two,
    one deck); DDS has nothing to say about 3, 5 or 6 players."""


def bits(mask: int) -> list[int]:
    """The card indices in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def four_players(rules: SpadesRules) -> None:
    """NotApplicable unless ``rules`` are for four players."""
    if rules.players != 4:
        raise NotApplicable(
            f"double-dummy analysis applies to four-player Spades only, not {rules.players} "
            "players (no two partnerships of two, and six players use two decks)"
        )


@dataclass(frozen=True, slots=True)
class DDPosition:
    """A position of the card play with every hand known.

    ``hands[seat]`` is the bit mask (``Card.bit``) of the cards the seat still holds;
    ``trick`` the (seat, card index) pairs already played to the current trick, in play
    order; ``leader`` the seat that led it (or leads next, when it is empty); ``broken``
    whether a spade has been played this hand; ``clockwise`` the direction of play and
    ``lead_any_time`` the rule option that lets spades be led before they are broken.

    Build one with ``of`` (cards), ``from_state`` (a game, all hands known: the review) or
    ``from_view`` (a seat's view plus a guess at the others' hands: a bot's sample)."""

    hands: tuple[int, int, int, int]
    trick: tuple[tuple[int, int], ...]
    leader: int
    broken: bool
    clockwise: bool = True
    lead_any_time: bool = False

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def of(
        cls,
        hands: Sequence[Iterable[Card]],
        trick: Trick,
        leader: int,
        broken: bool,
        rules: SpadesRules | None = None,
    ) -> DDPosition:
        """A position from cards; ``rules`` gives the direction and the lead option (default:
        the standard game). Checked: ValueError names what does not fit together."""
        rules = rules if rules is not None else SpadesRules()
        four_players(rules)
        if len(hands) != 4:
            raise NotApplicable(f"double-dummy analysis needs 4 hands, not {len(hands)}")
        masks = []
        for cards in hands:
            mask = 0
            for card in cards:
                if mask & card.bit:
                    raise ValueError(f"{card} is held twice")
                mask |= card.bit
            masks.append(mask)
        position = cls(
            (masks[0], masks[1], masks[2], masks[3]),
            tuple((seat, card.index) for seat, card in trick),
            leader,
            broken,
            rules.direction == CLOCKWISE,
            rules.spades_lead_any_time,
        )
        position.check()
        return position

    @classmethod
    def from_state(cls, state: Any) -> DDPosition:
        """The position of a ``SpadesState`` in its card play (omniscient: every hand is
        read, so this is for the review and tests, never for a bot)."""
        trick = state.current_trick
        leader = trick[0][0] if trick else state.to_act
        if leader is None:
            raise ValueError("the game is over: no card is left to play")
        return cls.of(
            [state.hand(s) for s in range(state.players)],
            trick,
            leader,
            state.spades_broken,
            state.rules,
        )

    @classmethod
    def from_view(cls, view: Any, hands: Sequence[Iterable[Card] | Iterable[int]]) -> DDPosition:
        """The position a seat's ``view`` shows, with ``hands`` completing what it cannot see
        (a bot's sampled deal: ``hands[seat]`` as cards or card indices; the view's own seat
        must hold what the view shows)."""
        rules = view.rules
        four_players(rules)
        masks = []
        for cards in hands:
            mask = 0
            for card in cards:
                mask |= 1 << (card if isinstance(card, int) else card.index)
            masks.append(mask)
        if view.hand is not None and masks[view.seat] != sum(c.bit for c in view.hand):
            raise ValueError("the hands given do not agree with the view's own cards")
        trick = view.current_trick
        leader = trick[0][0] if trick else view.turn
        if leader is None:
            raise ValueError("no card is left to play in this view")
        position = cls(
            (masks[0], masks[1], masks[2], masks[3]),
            tuple((seat, card.index) for seat, card in trick),
            leader,
            view.spades_broken,
            rules.direction == CLOCKWISE,
            rules.spades_lead_any_time,
        )
        position.check()
        return position

    def check(self) -> None:
        """ValueError unless this is a position of a four-player hand: no card twice, each
        seat one card behind exactly when it has played to the current trick, the trick
        played in turn from the leader."""
        if len(self.hands) != 4:
            raise NotApplicable("double-dummy analysis needs exactly 4 hands")
        if not 0 <= self.leader < 4:
            raise ValueError(f"no seat {self.leader} at a four-player table")
        seen = 0
        for mask in self.hands:
            if mask < 0 or mask >> 52 or seen & mask:
                raise ValueError("a card is held twice, or is not a card")
            seen |= mask
        if len(self.trick) > 3:
            raise ValueError("a trick in progress holds at most 3 cards")
        seat = self.leader
        for played, index in self.trick:
            if played != seat:
                raise ValueError(f"seat {played} played out of turn in the trick")
            if not 0 <= index < 52 or seen >> index & 1:
                raise ValueError("a card of the trick is also held, or is not a card")
            seen |= 1 << index
            seat = self._next(seat)
        sizes = [m.bit_count() for m in self.hands]
        played_seats = {s for s, _ in self.trick}
        full = max(sizes)
        for s in range(4):
            if sizes[s] != full - (s in played_seats):
                raise ValueError(f"seat {s} holds {sizes[s]} cards: the hands do not fit")
        if not self.broken and any(SUIT[i] == SPADES for _, i in self.trick):
            raise ValueError("a spade is in the trick, so spades are broken")

    # -- facts ------------------------------------------------------------------------------

    def _next(self, seat: int) -> int:
        return (seat + 1) % 4 if self.clockwise else (seat - 1) % 4

    @property
    def to_act(self) -> int:
        """The seat to play now."""
        if self.clockwise:
            return (self.leader + len(self.trick)) % 4
        return (self.leader - len(self.trick)) % 4

    @property
    def tricks_left(self) -> int:
        """Tricks still to be won, the current one included."""
        # The leader has played to the trick in progress, so holds one card fewer.
        return self.hands[self.leader].bit_count() + (1 if self.trick else 0)

    def cards(self, seat: int) -> list[Card]:
        return [card_from_index(i) for i in bits(self.hands[seat])]

    def legal(self) -> list[int]:
        """Card indices the seat to play may play, by our rules (following suit; no spade
        led before spades are broken unless the leader holds only spades)."""
        hand = self.hands[self.to_act]
        if self.trick:
            led = self.trick[0][1] % 4
            return bits(hand & SUIT_MASK[led] or hand)
        if self.broken or self.lead_any_time or not hand & NON_SPADES:
            return bits(hand)
        return bits(hand & NON_SPADES)

    def lead_rule_may_bind(self) -> bool:
        """The spades-not-broken rule may still restrict some lead from here on: spades are
        unbroken (and the option is off) and some seat holds spades and other cards."""
        if self.broken or self.lead_any_time:
            return False
        return any(m & SPADE_MASK and m & NON_SPADES for m in self.hands)

    def play(self, index: int) -> DDPosition:
        """The position after the seat to play plays card ``index`` (not checked for
        legality); a completed trick goes to its winner, who leads next."""
        seat = self.to_act
        hands = list(self.hands)
        hands[seat] &= ~(1 << index)
        broken = self.broken or SUIT[index] == SPADES
        trick = (*self.trick, (seat, index))
        if len(trick) < 4:
            return DDPosition(
                (hands[0], hands[1], hands[2], hands[3]),
                trick,
                self.leader,
                broken,
                self.clockwise,
                self.lead_any_time,
            )
        return DDPosition(
            (hands[0], hands[1], hands[2], hands[3]),
            (),
            trick_winner(trick),
            broken,
            self.clockwise,
            self.lead_any_time,
        )

    def table_key(self) -> object:
        """What a search's table may file this position under. Between tricks, the
        position up to the ranks of the cards already played (``canonical``): who wins a
        trick depends only on the suits and the order of the ranks of the cards in it, so
        positions that differ only in which lower cards are gone have the same value (and
        the same groups of equivalent cards) and share one entry. Within a trick, the
        position itself."""
        if self.trick:
            return self
        return (
            canonical(self.hands),
            self.leader,
            self.broken,
            self.clockwise,
            self.lead_any_time,
        )

    def dds(self) -> tuple[int, list[tuple[int, int]], list[list[int]]]:
        """This position in DDS's encoding: (first player, current trick as (suit, rank),
        each player's rank mask per DDS suit)."""
        remain = [[0, 0, 0, 0] for _ in range(4)]
        for seat in range(4):
            row = remain[self.dds_player(seat)]
            for i in bits(self.hands[seat]):
                row[DDS_SUIT[i]] |= 1 << RANK[i]
        trick = [(DDS_SUIT[i], RANK[i]) for _, i in self.trick]
        return self.dds_player(self.leader), trick, remain

    def dds_player(self, seat: int) -> int:
        """DDS's player (N E S W = 0..3, clockwise) for ``seat``."""
        return seat if self.clockwise else (-seat) % 4


def trick_winner(trick: Sequence[tuple[int, int]]) -> int:
    """The seat that wins a trick of (seat, card index) pairs: ``trick_rules.winning_index``,
    the one trick-winner rule."""
    return trick[winning_index([index for _, index in trick])][0]


_RANKED = tuple(
    tuple(sorted((i for i in range(52) if SUIT[i] == suit), key=RANK.__getitem__))
    for suit in range(4)
)
"""Each suit's card indices from the two up to the ace."""


def canonical(hands: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """For each suit, the owners of its cards still held, lowest rank first, as one number
    (base 4, after a leading 1): all that decides the play from a trick's start, whatever
    the ranks of the cards gone (``DDPosition.table_key``)."""
    h0, h1, h2, _ = hands
    live = hands[0] | hands[1] | hands[2] | hands[3]
    out = []
    for suit in range(4):
        code = 1
        if live & SUIT_MASK[suit]:
            for i in _RANKED[suit]:
                bit = 1 << i
                if live & bit:
                    code = code * 4 + (0 if h0 & bit else 1 if h1 & bit else 2 if h2 & bit else 3)
        out.append(code)
    return out[0], out[1], out[2], out[3]
