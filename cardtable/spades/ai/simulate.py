"""A light Spades hand on plain lists of card indices, for thousands of playouts per second.

Search bots play each sampled deal to the end of the hand many times; going through
``SpadesState`` (events, action objects, legality errors) would cost several times more. This
simulator keeps only what one hand needs: the hands as lists of ``Card.index`` ints, the trick on
the table, tricks taken, bids and what is publicly gone. It uses the engine's own trick ranking
(``HIGH_RANK``/``SUIT_OF``, the trick strengths ``TRICK_KEY``) and the tests check that it
agrees with the engine on legality and trick winners.

Bids are ints here: a number of tricks, ``scoring.NIL_BID`` (-1) or ``scoring.BLIND_NIL_BID``
(-2).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.actions import BidValue
from cardtable.spades.rules import CLOCKWISE, SpadesRules
from cardtable.spades.scoring import bag_penalty, bid_number, hand_result
from cardtable.spades.trick_rules import HIGH_RANK, SUIT_OF, TRICK_KEY, table_deck, winning_play
from cardtable.spades.views import SeatView

SPADE = 3
UNKNOWN_BID = -9  # a seat that has not bid yet (only while estimating a bid)

RANK = HIGH_RANK
SUIT = SUIT_OF
# KEY[led][card]: the card's strength in a trick led with ``led`` (0 = cannot win it).
KEY = TRICK_KEY
# Cards of each suit from the highest rank down (indices), for "is this card the boss" checks.
SUIT_CARDS_DESC: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((c for c in range(52) if SUIT[c] == s), key=lambda c: -RANK[c])) for s in range(4)
)


def bid_to_int(bid: BidValue | None) -> int:
    return UNKNOWN_BID if bid is None else bid_number(bid)


class Sim:
    """One hand in progress. ``hands[s]`` may be empty for seats whose cards are unknown
    (a bot choosing a card from its view fills only its own hand)."""

    __slots__ = (
        "n",
        "team",
        "teams",
        "next",
        "hands",
        "bids",
        "taken",
        "trick",
        "led",
        "win_seat",
        "win_key",
        "turn",
        "broken",
        "lead_any",
        "unplayed",
        "void",
        "tricks_left",
        "members",
    )

    n: int
    team: tuple[int, ...]
    teams: int
    next: tuple[int, ...]
    hands: list[list[int]]
    bids: list[int]
    taken: list[int]
    trick: list[tuple[int, int]]
    led: int
    win_seat: int
    win_key: int
    turn: int
    broken: bool
    lead_any: bool
    unplayed: list[int]
    void: list[list[bool]]
    tricks_left: int
    members: tuple[tuple[int, ...], ...]

    def copy(self) -> Sim:
        twin = Sim.__new__(Sim)
        twin.n = self.n
        twin.team = self.team
        twin.teams = self.teams
        twin.next = self.next
        twin.members = self.members
        twin.hands = [list(h) for h in self.hands]
        twin.bids = list(self.bids)
        twin.taken = list(self.taken)
        twin.trick = list(self.trick)
        twin.led = self.led
        twin.win_seat = self.win_seat
        twin.win_key = self.win_key
        twin.turn = self.turn
        twin.broken = self.broken
        twin.lead_any = self.lead_any
        twin.unplayed = list(self.unplayed)
        twin.void = [list(v) for v in self.void]
        twin.tricks_left = self.tricks_left
        return twin

    # -- rules ------------------------------------------------------------------------------

    def legal(self, seat: int) -> list[int]:
        """The cards ``seat`` may play now (RULES.md: follow suit; spades led once broken)."""
        hand = self.hands[seat]
        if self.trick:
            led = self.led
            follow = [c for c in hand if SUIT[c] == led]
            return follow or list(hand)
        if self.broken or self.lead_any:
            return list(hand)
        side = [c for c in hand if SUIT[c] != SPADE]
        return side or list(hand)

    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat on turn; returns the trick's winner when it completes."""
        seat = self.turn
        self.hands[seat].remove(card)
        self.unplayed[card] -= 1
        suit = SUIT[card]
        if suit == SPADE:
            self.broken = True
        trick = self.trick
        if not trick:
            self.led = suit
            self.win_seat = seat
            self.win_key = KEY[suit][card]
        else:
            if suit != self.led:
                self.void[seat][self.led] = True
            key = KEY[self.led][card]
            if key > self.win_key:
                self.win_seat = seat
                self.win_key = key
        trick.append((seat, card))
        if len(trick) < self.n:
            self.turn = self.next[seat]
            return None
        winner = self.win_seat
        self.taken[winner] += 1
        self.trick = []
        self.tricks_left -= 1
        self.turn = winner
        return winner


def _seated(rules: SpadesRules) -> Sim:
    """A bare ``Sim`` with the table filled in: the seats, their teams and who plays after
    whom (the part a sampled deal and a fresh hand share)."""
    n = rules.players
    sim = Sim.__new__(Sim)
    sim.n = n
    sim.teams = rules.team_count
    sim.team = tuple(rules.team_of(s) for s in range(n))
    sim.members = tuple(tuple(s for s in range(n) if sim.team[s] == t) for t in range(sim.teams))
    step = 1 if rules.direction == CLOCKWISE else -1
    sim.next = tuple((s + step) % n for s in range(n))
    return sim


def sim_from_view(view: SeatView, hands: Sequence[Sequence[int]] | None = None) -> Sim:
    """The hand as ``view`` sees it; ``hands`` fills every seat's cards (a sampled deal),
    otherwise only the viewer's own cards are known."""
    rules: SpadesRules = view.rules
    n = rules.players
    sim = _seated(rules)
    if hands is None:
        own = [c.index for c in view.hand or ()]
        sim.hands = [own if s == view.seat else [] for s in range(n)]
    else:
        sim.hands = [list(h) for h in hands]
    sim.bids = [bid_to_int(b) for b in view.bids]
    sim.taken = list(view.tricks_taken)
    sim.lead_any = rules.spades_lead_any_time
    unplayed = [0] * 52
    for card in table_deck(n):
        unplayed[card.index] += 1
    void = [[False] * 4 for _ in range(n)]
    for trick in (*view.tricks, view.current_trick):
        if not trick:
            continue
        led = trick[0][1].suit
        for seat, card in trick:
            unplayed[card.index] -= 1
            if card.suit != led:
                void[seat][led] = True
    sim.unplayed = unplayed
    sim.void = void
    sim.broken = view.spades_broken
    sim.tricks_left = rules.hand_size - len(view.tricks)
    sim.trick = [(s, c.index) for s, c in view.current_trick]
    if sim.trick:
        led = SUIT[sim.trick[0][1]]
        sim.led = led
        seat, card = winning_play(view.current_trick)
        sim.win_seat = seat
        sim.win_key = KEY[led][card.index]
    else:
        sim.led = -1
        sim.win_seat = -1
        sim.win_key = -1
    turn = view.turn if view.turn is not None else view.seat
    sim.turn = turn
    return sim


def new_hand_sim(
    rules: SpadesRules, hands: Sequence[Sequence[int]], first: int, bids: Sequence[int]
) -> Sim:
    """A fresh hand (nothing played) with the given cards and bids; ``first`` leads."""
    n = rules.players
    sim = _seated(rules)
    sim.hands = [list(h) for h in hands]
    sim.bids = list(bids)
    sim.taken = [0] * n
    sim.lead_any = rules.spades_lead_any_time
    unplayed = [0] * 52
    for h in hands:
        for c in h:
            unplayed[c] += 1
    sim.unplayed = unplayed
    sim.void = [[False] * 4 for _ in range(n)]
    sim.broken = False
    sim.tricks_left = rules.hand_size
    sim.trick = []
    sim.led = -1
    sim.win_seat = -1
    sim.win_key = -1
    sim.turn = first
    return sim


def team_points(
    bids: Sequence[int],
    taken: Sequence[int],
    members: Sequence[int],
    bags_before: int,
    rules: SpadesRules,
) -> int:
    """The team's hand score including any bag penalty (``team_score``'s points)."""
    return team_score(bids, taken, members, bags_before, rules)[0]


def team_score(
    bids: Sequence[int],
    taken: Sequence[int],
    members: Sequence[int],
    bags_before: int,
    rules: SpadesRules,
) -> tuple[int, int]:
    """The team's hand score including any bag penalty, and the bags it took in the hand:
    ``scoring.score_team``'s figures without its record (every playout scores every team)."""
    _, points, bags = hand_result(bids, taken, members, rules)
    if bags:
        points += bag_penalty(bags_before + bags, rules)[1]
    return points, bags


def bag_adjustment(bags_before: int, bags: int, rules: SpadesRules) -> float:
    """What ``bags`` new bags cost beyond the hand's points, spread over every bag.

    ``team_points`` charges the whole penalty to the bag that reaches the limit and nothing
    to the others, so a bidder with 8 bags fears an overtrick like a set and bids high (hard's
    side went set in 39% of its hands with 6-8 bags against basic, 8% with 0-2), while one
    with 0 bags takes them for a point each. Each bag brings the penalty a step closer, so
    each one costs ``penalty / limit``: the count's progress towards the limit is charged, and
    the penalty the hand does reach is given back for the steps already charged."""
    if not rules.bag_penalty or rules.bag_limit <= 0:
        return 0.0
    step = rules.bag_penalty_points / rules.bag_limit
    before = bags_before % rules.bag_limit
    after = (bags_before + bags) % rules.bag_limit
    return step * (before - after)


def cards_of(indices: Sequence[int]) -> list[Card]:
    return [card_from_index(i) for i in indices]
