"""Bidding practice with the coach (no Qt): deal a hand in a chosen game situation, grade the
player's bid against ``coach.advise``, play the hand out with ``hard`` bots.

A *situation* fixes what changes a bid's worth (seed 001 section 5): the table's size (3, 4,
5 or 6 players, as the table offers: alone at 3 and 5, in partnerships at 4 and 6), the game
score (even, behind by 150, ahead near the target: one total per team), the bags the player's
team holds (0 or 8) and the bidding position (1st to last; where there is a partner, his bid
is known once he sits between the dealer and the player). The deal is a real
``SpadesState`` started from the situation's score and bags (``SpadesState(totals=, bags=)``),
and the seats before the player bid with ``hard`` bots, so the position is one the game can
reach, the coach sees exactly what a table would show, and the position saves as any game
does (``PracticeDeal.to_json``).

What the practice keeps between runs (the counts, the memory, the file) is
``practice_progress``; the positions' keys and the accuracy rows it counts in are defined
here, with the positions themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from cardtable.core.cards import Card
from cardtable.core.errors import DocumentError, SaveFileError
from cardtable.core.validate import SEED_LIMIT, Fields
from cardtable.spades.actions import BLIND_NIL, NIL, Bid, BidValue, ShowCards
from cardtable.spades.ai.bots import HardBot
from cardtable.spades.coach import Advice
from cardtable.spades.coach_close import BidChoice
from cardtable.spades.rules import PLAYER_COUNTS, SpadesRules
from cardtable.spades.state import Phase, SpadesState
from cardtable.spades.trick_rules import trick_winner_seat
from cardtable.spades.views import SeatView

SCORES = ("even", "behind", "ahead")
BAGS = (0, 8)
POSITIONS = (1, 2, 3, 4)
"""The four-player table's bidding positions (``positions(players)`` for any size)."""
TABLES = PLAYER_COUNTS
"""The table sizes practised: the table's own (3, 4, 5, 6 players)."""
OTHER_BAGS = 2
"""The bags every other team holds (the player's team holds the situation's)."""
PLAYER_SEAT = 0
"""The player always sits at seat 0 (team 0); the dealer moves to give the position."""

GRADES = ("exact", "close", "far")


def positions(players: int) -> tuple[int, ...]:
    """The bidding positions at a table of ``players``: 1st to last."""
    return tuple(range(1, players + 1))


@dataclass(frozen=True)
class Situation:
    """What the practice hand is about: ``score`` in SCORES, the player's team's ``bags``,
    the player's bidding ``position`` (1 = first to bid) at a table of ``players``."""

    score: str = "even"
    bags: int = 0
    position: int = 4
    players: int = 4

    def __post_init__(self) -> None:
        if self.score not in SCORES:
            raise ValueError(f"score must be one of {SCORES}, not {self.score!r}")
        if self.bags not in BAGS:
            raise ValueError(f"bags must be one of {BAGS}, not {self.bags!r}")
        if self.players not in TABLES or isinstance(self.players, bool):
            raise ValueError(f"players must be one of {TABLES}, not {self.players!r}")
        if self.position not in positions(self.players) or isinstance(self.position, bool):
            raise ValueError(f"position must be 1-{self.players}, not {self.position!r}")

    @property
    def teams(self) -> int:
        """Teams at this table (the rules' own count: partners at 4 and 6)."""
        return SpadesRules(players=self.players).team_count

    @property
    def partnered(self) -> bool:
        """Partnerships (4 and 6 players); at 3 and 5 everyone plays alone."""
        return self.teams < self.players

    @property
    def partner_known(self) -> bool:
        """The partner sits ``teams`` seats away (opposite), so he has bid when the player
        bids after that many others: from the 3rd position at four, the 4th at six."""
        return self.partnered and self.position > self.teams

    def rules(self, base: SpadesRules | None = None) -> SpadesRules:
        """``base`` (the standard rules by default) at this table's size."""
        return replace(base or SpadesRules(), players=self.players)

    def totals(self, rules: SpadesRules) -> tuple[int, ...]:
        """One total per team before the hand, the player's team first; every other team
        has the same (so "behind by 150" is behind each of them)."""
        if self.score == "behind":
            ours, theirs = 150, 300
        elif self.score == "ahead":
            ours, theirs = rules.target - 70, rules.target - 170
        else:
            ours, theirs = 200, 200
        return (ours,) + (theirs,) * (self.teams - 1)

    def team_bags(self) -> tuple[int, ...]:
        """One bag count per team: the situation's for the player's team, OTHER_BAGS else."""
        return (self.bags,) + (OTHER_BAGS,) * (self.teams - 1)


SHAPES = ("balanced", "singleton", "void")
"""Hand shapes for the accuracy table: no suit shorter than two, a singleton, a void."""


def hand_shape(cards: Iterable[Card]) -> str:
    """``"void"`` if a suit is missing, ``"singleton"`` if one has a single card, else
    ``"balanced"``."""
    lengths = [0, 0, 0, 0]
    for card in cards:
        lengths[card.suit] += 1
    shortest = min(lengths)
    return "void" if shortest == 0 else "singleton" if shortest == 1 else "balanced"


def row_key(players: int, name: str) -> str:
    """An accuracy row's key at a table of ``players``: four players keep version 2's bare
    names (``"position:3"``), the other sizes carry theirs (``"3p/position:3"``)."""
    return name if players == 4 else f"{players}p/{name}"


def row_names(players: int) -> list[str]:
    """The accuracy table's rows at one size: hand shape, bidding position, nil or not."""
    return ([f"shape:{s}" for s in SHAPES] + [f"position:{p}" for p in positions(players)]
            + ["nil:yes", "nil:no"])  # fmt: skip


SITUATIONS = frozenset(row_key(n, name) for n in TABLES for name in row_names(n))
"""The accuracy table's rows at every size: hand shape, bidding position (seat), whether the
coach bid nil."""


def situation_json(s: Situation) -> dict[str, Any]:
    """A situation as saved: inside a remembered position and as the progress's choice."""
    return {"score": s.score, "bags": s.bags, "position": s.position, "players": s.players}


def situation_from(f: Fields) -> Situation:
    """A saved situation read back; DocumentError names what is wrong with it."""
    f.only("score", "bags", "position", "players")
    try:
        return Situation(
            f.text("score", default="even"),
            f.integer("bags", default=0),
            f.integer("position", default=4),
            f.integer("players", default=4),  # version 2 had four players only
        )
    except ValueError as exc:
        raise DocumentError(f"{f.what}: {exc}") from exc


@dataclass(frozen=True)
class PracticeDeal:
    """A position where it is ``seat``'s turn to bid with the cards seen."""

    state: SpadesState
    seat: int
    situation: Situation
    seed: int

    @property
    def view(self) -> SeatView:
        """What the player sees: the practice page and the coach are given this only."""
        return self.state.view(self.seat)

    @property
    def key(self) -> str:
        """The position's identity in the practice's memory."""
        s = self.situation
        size = "" if s.players == 4 else f"/{s.players}p"  # four players: version 2's keys
        return f"{self.seed}/{s.score}/{s.bags}/{s.position}{size}"

    def situations(self, advice_bid: BidValue) -> list[str]:
        """The accuracy table's rows this position counts in, at its table's size (the
        coach's bid decides whether it is a nil hand)."""
        names = [
            f"shape:{hand_shape(self.state.hand(self.seat))}",
            f"position:{self.situation.position}",
            f"nil:{'yes' if is_nil(advice_bid) else 'no'}",
        ]
        return [row_key(self.situation.players, name) for name in names]

    def to_json(self) -> dict[str, Any]:
        return {"state": self.state.to_json(), "seat": self.seat,
                "situation": situation_json(self.situation), "seed": self.seed}  # fmt: skip

    @classmethod
    def from_json(cls, data: Any) -> PracticeDeal:
        """A saved position read back; DocumentError unless it is a hand's bidding with the
        seat to bid looking at its cards."""
        f = Fields(data, "a saved practice hand")
        f.only("state", "seat", "situation", "seed")
        try:
            state = SpadesState.from_json(f.raw("state"))
        except SaveFileError as exc:
            raise DocumentError(f"a saved practice hand: {exc}") from exc
        seat = f.integer("seat", 0, state.players - 1)
        if state.phase is not Phase.BIDDING or state.to_act != seat or state.cards_hidden(seat):
            raise DocumentError("a saved practice hand is not the seat's turn to bid")
        situation = situation_from(f.obj("situation"))
        if situation.players != state.rules.players:
            raise DocumentError("a saved practice hand's table is not its situation's size")
        return cls(state, seat, situation, f.integer("seed", 0, SEED_LIMIT - 1))


def position_table(position: dict[str, Any]) -> int:
    """The table size of a remembered position (``PracticeDeal.to_json``, checked when the
    memory was read; version 2's have no size and are four-player)."""
    return int(position["situation"].get("players", 4))


def _dealer_for(rules: SpadesRules, position: int) -> int:
    """The dealer that makes the player bid in ``position`` (the first bidder sits after the
    dealer, in the table's direction)."""
    probe = SpadesState(rules, 0)
    for dealer in range(rules.players):
        seat, steps = probe.next_seat(dealer), 0
        while seat != PLAYER_SEAT:
            seat, steps = probe.next_seat(seat), steps + 1
        if steps == position - 1:
            return dealer
    raise ValueError(f"no dealer gives position {position}")


def make_bots(seed: int, budget_ms: float | None, samples: int, players: int = 4) -> list[HardBot]:
    """One ``hard`` bot per seat; small budgets keep practice quick (the bots' play is not
    what is being taught)."""
    return [HardBot(seed * 10 + s, budget_ms=budget_ms, samples=samples)
            for s in range(players)]  # fmt: skip


def deal_situation(
    situation: Situation,
    seed: int,
    bot_budget_ms: float | None = 40.0,
    bot_samples: int = 40,
    rules: SpadesRules | None = None,
) -> PracticeDeal:
    """Deal ``seed``'s hand at ``situation``'s table size (``rules`` otherwise kept) with its
    score and bags; the seats before the player bid with ``hard`` bots; the player's cards
    are turned up."""
    rules = situation.rules(rules)
    state = SpadesState(
        rules, seed, first_dealer=_dealer_for(rules, situation.position),
        totals=situation.totals(rules), bags=situation.team_bags(),
    )  # fmt: skip
    bots = make_bots(seed, bot_budget_ms, bot_samples, rules.players)
    if state.cards_hidden(PLAYER_SEAT):
        state.apply(ShowCards(PLAYER_SEAT))
    while state.to_act != PLAYER_SEAT:
        seat = state.to_act
        assert seat is not None and state.phase is Phase.BIDDING
        state.apply(bots[seat].act(state.view(seat)))
    return PracticeDeal(state, PLAYER_SEAT, situation, seed)


@dataclass(frozen=True)
class Grade:
    """How the player's bid compares with the coach's: ``kind`` in GRADES (nil against a
    number is always ``far``) and whether the nil decision was right. ``as_good``: the
    player's bid is not the coach's but as good on its deals (``coach_close``), with its
    figures; it counts as ``exact``, since the coach's own bid is no surer than it. ``near``:
    the bid is within one trick of a bid as good as the coach's, not of the coach's own (3
    where the coach bids 1 with 2 as good); it counts as ``close``, as one trick from the
    coach's own bid would."""

    player_bid: BidValue
    coach_bid: BidValue
    kind: str
    nil_right: bool
    as_good: BidChoice | None = None
    coach_points: float = 0.0
    near: BidChoice | None = None


def is_nil(bid: BidValue) -> bool:
    return bid in (NIL, BLIND_NIL)


def grade(player_bid: BidValue, advice: Advice) -> Grade:
    """Exact, within one trick (``close``) or ``far`` from the coach's bid. A bid as good as
    the coach's on its deals is graded ``exact`` and its nil decision right (a number as
    good as the coach's nil): it is no miss, and the practice does not bring it back. One
    within one trick of such a bid is ``close`` (``Grade.near``) where the coach's own bid is
    further: the coach is no surer of its bid than of the ones as good, so the distance is
    to the nearest of them."""
    player_nil, coach_nil = is_nil(player_bid), is_nil(advice.bid)
    same = None if player_nil else advice.as_good_as_coach(player_bid)
    if same is not None:
        return Grade(player_bid, advice.bid, "exact", True, same, advice.points)
    if not player_nil and (coach_nil or abs(int(player_bid) - int(advice.bid)) > 1):
        # Nil is never as good as the coach's bid (``coach_close``): these are numbers.
        near = next(
            (c for c in advice.as_good if abs(int(c.bid) - int(player_bid)) == 1), None
        )
        if near is not None:
            return Grade(player_bid, advice.bid, "close", True, None, advice.points, near)
    if player_nil and coach_nil:
        kind = "exact"
    elif player_nil or coach_nil:
        kind = "far"
    else:
        gap = abs(int(player_bid) - int(advice.bid))
        kind = "exact" if gap == 0 else "close" if gap == 1 else "far"
    return Grade(player_bid, advice.bid, kind, player_nil == coach_nil, None, advice.points)


@dataclass(frozen=True)
class PlayOut:
    """The hand played out by ``hard`` bots with the player's bid: his tricks, and his
    side's tricks, contract and points (his team's with partners, his own when ``alone``)."""

    bid: BidValue
    took: int
    team_took: int
    contract: int
    points: int
    alone: bool = False


def play_out(
    deal: PracticeDeal,
    bid: BidValue,
    bot_budget_ms: float | None = 40.0,
    bot_samples: int = 40,
    cancelled: Callable[[], bool] = lambda: False,
) -> PlayOut | None:
    """Play the hand to its end with ``bid`` for the player; None if cancelled."""
    state = deal.state.clone()
    seat = deal.seat
    state.apply(Bid(seat, bid))
    bots = make_bots(deal.seed + 7, bot_budget_ms, bot_samples, state.rules.players)
    hands = len(state.history)
    while len(state.history) == hands:
        if cancelled():
            return None
        turn = state.to_act
        assert turn is not None
        state.apply(bots[turn].act(state.view(turn)))
    record = state.history[-1]
    took = sum(1 for trick in record.tricks if trick_winner_seat(trick) == seat)
    rules = state.rules
    team = rules.team_of(seat)  # the seat itself where everyone plays alone
    score = next(s for s in record.scores or () if s.team == team)
    alone = rules.team_count == rules.players
    return PlayOut(bid, took, score.tricks, score.contract, score.hand_points, alone)
