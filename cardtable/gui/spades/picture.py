"""What the Spades table shows, as a value: a ``Picture`` made from the person's
``SeatView`` in the middle of a hand, or from the finished hand's ``HandRecord`` between
hands, and never from the game state. The scene draws a picture; the replayer makes its
pictures the same way from stored hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.core.cards import Card
from cardtable.spades import BidValue, Phase, Play, SeatView, SpadesRules
from cardtable.spades.state import HandRecord
from cardtable.spades.trick_rules import Trick


@dataclass(frozen=True)
class Picture:
    """What the table shows, in the person's eyes. ``hand`` entries are None while the
    person's cards are face down (blind nil still open); ``legal`` are the cards he may play
    now (empty when it is not his turn to play); ``winning`` is the seat winning ``trick``
    and ``last_winner`` the one that took ``last_trick`` (the engine's answers: the picture
    never works out a trick itself). ``tricks`` are the hand's finished tricks in order and
    ``trick_winners`` who took each (the trick browser)."""

    seat: int
    rules: SpadesRules
    dealt: bool = False
    hand: tuple[Card | None, ...] = ()
    counts: tuple[int, ...] = ()
    bids: tuple[BidValue | None, ...] = ()
    taken: tuple[int, ...] = ()
    playing: bool = False
    trick: Trick = ()
    last_trick: Trick = ()
    turn: int | None = None
    dealer: int = 0
    hand_number: int = 0
    tricks_done: int = 0
    spades_broken: bool = False
    totals: tuple[int, ...] = ()
    bags: tuple[int, ...] = ()
    legal: frozenset[Card] = field(default_factory=frozenset)
    finished: bool = False
    winning: int | None = None
    last_winner: int | None = None
    tricks: tuple[Trick, ...] = ()
    trick_winners: tuple[int, ...] = ()


def picture_from_view(view: SeatView) -> Picture:
    """The position in the middle of a hand (bidding or playing)."""
    hidden = view.hand is None
    hand: tuple[Card | None, ...] = (
        (None,) * view.rules.hand_size if hidden else tuple(view.hand or ())
    )
    legal = frozenset(a.card for a in view.legal_actions if isinstance(a, Play))
    return Picture(
        seat=view.seat,
        rules=view.rules,
        dealt=True,
        hand=hand,
        counts=view.hand_sizes,
        bids=view.bids,
        taken=view.tricks_taken,
        playing=view.phase is Phase.PLAYING,
        trick=view.current_trick,
        last_trick=view.tricks[-1] if view.tricks else (),
        turn=view.turn,
        dealer=view.dealer,
        hand_number=view.hand_number,
        tricks_done=len(view.tricks),
        spades_broken=view.spades_broken,
        totals=view.totals,
        bags=view.bags,
        legal=legal,
        winning=view.winning_seat,
        last_winner=view.last_trick_winner,
        tricks=view.tricks,
        trick_winners=view.trick_winners,
    )


def picture_after_hand(view: SeatView, record: HandRecord | None) -> Picture:
    """Between hands (or at the end of the game): the finished hand's bids and tricks with
    the new totals, no cards in anyone's hands; before the first deal, an empty table."""
    rules = view.rules
    n = rules.players
    if record is None:
        return Picture(view.seat, rules, counts=(0,) * n, bids=(None,) * n, taken=(0,) * n,
                       totals=view.totals, bags=view.bags, dealer=view.dealer)
    bids: list[BidValue | None] = [None] * n
    for seat, bid in record.bids:
        bids[seat] = bid
    winners = record.trick_winners
    return Picture(
        seat=view.seat,
        rules=rules,
        dealt=True,
        counts=(0,) * n,
        bids=tuple(bids),
        taken=record.tricks_won(n),
        playing=True,
        last_trick=record.tricks[-1] if record.tricks else (),
        dealer=record.dealer,
        hand_number=record.number,
        tricks_done=len(record.tricks),
        spades_broken=True,
        totals=view.totals,
        bags=view.bags,
        finished=True,
        last_winner=winners[-1] if winners else None,
        tricks=record.tricks,
        trick_winners=tuple(winners),
    )
