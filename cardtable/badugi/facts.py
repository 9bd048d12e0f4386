"""What the rules say about a position that a table shows but a seat view does not hold
directly: hand values and their counted cards, what each seat did last (read from the
view's history), the pots in the middle, who won what, the draws still to come, and the
sizes of the bet buttons.

Why here and not in the GUI: these are rules (which cards count, what a pot-sized raise
is), and the GUI holds none. Every function takes the person's ``SeatView`` (or cards he
may see) and returns plain values; the GUI only puts them into words and pictures.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from cardtable.badugi.actions import Action
from cardtable.badugi.events import (
    BlindPosted,
    CardsDrawn,
    HandMucked,
    HandShown,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.hand_value import HandValue, evaluate
from cardtable.badugi.phase import Phase
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card

# ----------------------------------------------------------------------------- hands


def hand_value(cards: Iterable[Card]) -> HandValue:
    """The value of a hand of 1 to 4 cards: its class (for its name) and its counted
    cards."""
    return evaluate(tuple(cards))


def display_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """A Badugi hand as a table lays it out: the counted cards together, in the order its
    name reads ("7-4-2" of "three-card 7-4-2"), then the cards that do not count, high to low
    (an ace is low in Badugi). Anything but four cards is returned as it is."""
    if len(cards) != 4:
        return tuple(cards)
    return _laid_out(cards, evaluate(cards).cards)


def _laid_out(cards: Sequence[Card], counted: Sequence[Card]) -> tuple[Card, ...]:
    """``display_order`` of four ``cards`` whose ``counted`` cards are known."""
    first = sorted(counted, key=lambda c: -c.rank)  # ace = 1, the lowest
    rest = sorted((c for c in cards if c not in counted), key=lambda c: (-c.rank, c.suit))
    return (*first, *rest)


# ----------------------------------------------------------------------------- the hand so far


@dataclass(frozen=True)
class Deed:
    """What a seat did last in the betting round, as its plate says it: ``kind`` is one of
    fold, check, call, bet, raise, ``small_blind``, ``big_blind`` or ``mucked``; ``amount``
    is the total a bet or raise made, the chips a call or blind put in, else 0."""

    kind: str
    amount: int = 0


@dataclass
class HandFacts:
    """The hand as ``view``'s history tells it (see ``hand_facts``).

    ``deeds``: each seat's last deed in the current round (cleared when a round ends, and
    a muck at the showdown); ``drew``: cards each seat changed in its latest draw;
    ``shown``: the value of each hand shown at the showdown, ``counted`` its counted cards;
    ``mucked``: seats that threw their hand away at the showdown; ``won``: chips each seat
    won; ``middle_pots``: the pots in the middle as the last closed round left them;
    ``own``: the value of the viewer's own four cards while he is in the hand, else None;
    ``laid_out``: the viewer's own cards and every shown hand in ``display_order``, as the
    table lays them out (read here with the values, so the table evaluates no hand twice).
    """

    deeds: dict[int, Deed] = field(default_factory=dict)
    drew: dict[int, int] = field(default_factory=dict)
    shown: dict[int, HandValue] = field(default_factory=dict)
    counted: dict[int, frozenset[Card]] = field(default_factory=dict)
    mucked: set[int] = field(default_factory=set)
    won: dict[int, int] = field(default_factory=dict)
    middle_pots: list[int] = field(default_factory=list)
    own: HandValue | None = None
    laid_out: dict[int, tuple[Card, ...]] = field(default_factory=dict)


def hand_facts(view: SeatView) -> HandFacts:
    """Read ``view``'s history once into ``HandFacts``; every hand value is evaluated here,
    once per shown hand and once for the viewer's own."""
    facts = HandFacts()
    for e in view.history:
        if isinstance(e, BlindPosted):
            facts.deeds[e.seat] = Deed(f"{e.blind}_blind", e.amount)
        elif isinstance(e, PlayerActed):
            amount = e.amount if e.kind in ("bet", "raise") else e.added
            facts.deeds[e.seat] = Deed(e.kind, amount)
        elif isinstance(e, RoundEnded):
            facts.deeds.clear()
            facts.middle_pots = [a for a, _ in e.pots if a > 0]
        elif isinstance(e, CardsDrawn):
            facts.drew[e.seat] = e.count
        elif isinstance(e, HandShown):
            value = evaluate(e.cards)
            facts.shown[e.seat] = value
            facts.counted[e.seat] = frozenset(value.cards)
        elif isinstance(e, HandMucked):
            facts.mucked.add(e.seat)
            facts.deeds[e.seat] = Deed("mucked")
        elif isinstance(e, PotAwarded):
            for seat, chips in e.shares:
                facts.won[seat] = facts.won.get(seat, 0) + chips
    me = view.seat
    if view.dealt_in[me] and not view.folded[me] and len(view.hand) == 4:
        facts.own = evaluate(view.hand)
    facts.laid_out = {seat: display_order(cards) for seat, cards in view.shown.items()}
    own = facts.own  # the viewer's cards are valued once, for the value and the layout
    hand = view.hand
    facts.laid_out[me] = display_order(hand) if own is None else _laid_out(hand, own.cards)
    return facts


def middle_pots(view: SeatView) -> list[int]:
    """The pots in the middle of the table in ``view``, as its last closed round left them
    (without reading the whole history)."""
    for e in reversed(view.history):
        if isinstance(e, RoundEnded):
            return [a for a, _ in e.pots if a > 0]
    return []


# ----------------------------------------------------------------------------- the seat's chips


def to_call(view: SeatView) -> int:
    """What the viewer would have to put in to call if his turn came now (capped by his
    stack); 0 when nothing is bet against him."""
    me = view.seat
    return max(0, min(view.current_bet - view.round_bets[me], view.stacks[me]))


def all_in_to(view: SeatView) -> int:
    """The round total an all-in would make the viewer's bet."""
    return view.round_bets[view.seat] + view.stacks[view.seat]


def puts_all_in(view: SeatView, action: Action) -> bool:
    """Whether ``action`` would put the viewer all in: a bet or raise to all his chips, or a
    call of all he has (a call for less than the bet, or of exactly his stack)."""
    legal = view.legal
    if action.kind in ("bet", "raise"):
        return action.amount >= all_in_to(view)
    if action.kind == "call" and legal is not None:
        return legal.call_amount >= view.stacks[view.seat] > 0
    return False


def still_betting(view: SeatView) -> bool:
    """Whether the viewer can still act in this betting round: in the hand, with chips,
    and the hand in a betting round."""
    me = view.seat
    return (
        view.phase is Phase.BETTING
        and view.dealt_in[me]
        and not view.folded[me]
        and view.stacks[me] > 0
    )


BetSize = Literal["half", "pot", "all"]


def sized_bet(view: SeatView, size: BetSize) -> int | None:
    """The total a bet or raise of ``size`` makes: half the pot or the pot after calling
    ("half": current bet + half of pot-after-call; "pot": current bet + pot-after-call), or
    all-in, clamped to the legal range. None when the viewer may not bet or raise now."""
    legal = view.legal
    if legal is None or not ({"bet", "raise"} & legal.kinds):
        return None
    after_call = view.pot_total + legal.call_amount
    if size == "half":
        want = view.current_bet + after_call // 2
    elif size == "pot":
        want = view.current_bet + after_call
    else:
        want = legal.max_to
    return max(legal.min_to, min(legal.max_to, want))


def draws_left(view: SeatView) -> int:
    """Draws still to come for the viewer: during a draw, this one counts unless he has
    already drawn in it."""
    left = view.rules.draws - view.street
    if view.phase is Phase.DRAWING and 0 <= view.draw_no < len(view.draw_counts):
        if view.draw_counts[view.draw_no][view.seat] is not None:
            left = view.rules.draws - view.draw_no - 1
        else:
            left = view.rules.draws - view.draw_no
    return max(0, left)
