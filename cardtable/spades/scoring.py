"""Scoring a Spades hand and deciding the end of the game (RULES.md, Spades, Scoring/End).

Pure functions of bids, tricks and running totals, so every row of the rules' table can be
tested without playing cards, and the state machine and record replay share one scorer.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from cardtable.spades.actions import BLIND_NIL, NIL, BidValue
from cardtable.spades.rules import MAX_POINTS, SpadesRules

# A bid as a number (``hand_result``, and the bots' playouts everywhere): a number of
# tricks, ``NIL_BID`` or ``BLIND_NIL_BID``.
NIL_BID = -1
BLIND_NIL_BID = -2


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One team's result for one hand.

    ``points`` is the hand's score before the bag penalty; ``penalty`` is the bag penalty
    (0 or negative), so ``total`` = previous total + ``points`` + ``penalty``. ``bags`` are
    the bags taken this hand (overtricks plus tricks of failed nil bidders); ``bags_total``
    is the running count after any penalty took ``bag_limit`` off it.
    """

    team: int
    contract: int
    tricks: int
    points: int
    bags: int
    penalty: int
    total: int
    bags_total: int

    @property
    def hand_points(self) -> int:
        """What the hand changed the total by."""
        return self.points + self.penalty

    def to_json(self) -> dict[str, Any]:
        """Every field by its name, in the order above (the records' ``scores`` rows)."""
        return asdict(self)


def score_team(
    team: int,
    bids: Sequence[BidValue],
    tricks: Sequence[int],
    total_before: int,
    bags_before: int,
    rules: SpadesRules,
) -> TeamScore:
    """Score one team's hand. ``bids`` and ``tricks`` are its members', in the same order
    (the rules themselves: ``hand_result`` and ``bag_penalty``)."""
    if len(bids) != len(tricks):
        raise ValueError("one bid and one trick count per member")
    numbers = [bid_number(bid) for bid in bids]
    contract, points, bags = hand_result(numbers, tricks, range(len(numbers)), rules)
    bags_total, penalty = bag_penalty(bags_before + bags, rules)
    return TeamScore(
        team=team,
        contract=contract,
        tricks=sum(tricks),
        points=points,
        bags=bags,
        penalty=penalty,
        total=total_before + points + penalty,
        bags_total=bags_total,
    )


def bid_number(bid: BidValue) -> int:
    """``bid`` as ``hand_result`` reads it: nil and blind nil as negative numbers."""
    if bid == NIL:
        return NIL_BID
    if bid == BLIND_NIL:
        return BLIND_NIL_BID
    return int(bid)


def hand_result(
    bids: Sequence[int], taken: Sequence[int], members: Iterable[int], rules: SpadesRules
) -> tuple[int, int, int]:
    """A team's hand before any bag penalty: its contract, points and new bags. ``bids``
    and ``taken`` are every seat's (bids as numbers: ``bid_number``), ``members`` the
    team's seats. The one scorer of the rules: the engine's ``score_team`` and the bots'
    playouts (``ai.simulate.team_score``, once per team at every leaf) both call it.

    - The contract is the sum of non-nil bids, made by the non-nil members' tricks only:
      made = +10 per trick bid and +1 per overtrick (a bag); set = -10 per trick bid (a set
      contract gives no bags).
    - Each nil: +nil value if it took no trick; otherwise -nil value and +1 per trick taken,
      each of which is also a bag (those tricks never help the partner's contract).
      Blind nil the same with the blind nil value.
    - A team of nil bidders only has contract 0: nothing to make or set.
    """
    contract = 0
    made = 0
    points = 0
    bags = 0
    for s in members:
        bid = bids[s]
        took = taken[s]
        if bid < 0:
            value = rules.blind_nil_value if bid == BLIND_NIL_BID else rules.nil_value
            if took == 0:
                points += value
            else:
                points += took - value
                bags += took
        else:
            contract += bid
            made += took
    if contract > 0:
        if made >= contract:
            points += 10 * contract + made - contract
            bags += made - contract
        else:
            points -= 10 * contract
    return contract, points, bags


def bag_penalty(bags_total: int, rules: SpadesRules) -> tuple[int, int]:
    """The running bag count ``bags_total`` after the penalty, and the penalty (0 or
    negative): each time the count reaches the limit the team loses the penalty and the
    limit comes off the count (repeated if one hand brings it past twice the limit)."""
    penalty = 0
    if rules.bag_penalty:
        while bags_total >= rules.bag_limit:
            bags_total -= rules.bag_limit
            penalty -= rules.bag_penalty_points
    return bags_total, penalty


def game_winner(totals: Sequence[int], rules: SpadesRules) -> int | None:
    """The winning team after a hand, or None while play goes on (RULES.md "End of game").

    - A team at or above the target: the highest total wins; a tie at the top plays on.
    - Otherwise, a team at or below the loss threshold loses and the game ends: the highest
      total among the others wins (if every team is at or below it, the highest total);
      a tie for that place plays on.
    """
    top = max(totals)
    if top >= rules.target:
        leaders = [t for t, v in enumerate(totals) if v == top]
        return leaders[0] if len(leaders) == 1 else None
    if min(totals) > rules.loss_threshold:
        return None
    rest = [t for t, v in enumerate(totals) if v > rules.loss_threshold]
    if not rest:
        rest = list(range(len(totals)))
    best = max(totals[t] for t in rest)
    winners = [t for t in rest if totals[t] == best]
    return winners[0] if len(winners) == 1 else None


def start_score(
    rules: SpadesRules, totals: Sequence[int] | None, bags: Sequence[int] | None
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The score a game starts from (``SpadesState(totals=, bags=)``), 0-0 where not given:
    ValueError unless a game can be in it (a whole number per team, bags below the count that
    would already have cost the penalty, no team already the winner)."""
    teams = rules.team_count
    out = []
    for name, values, lo, hi in (
        ("totals", totals, -MAX_POINTS, MAX_POINTS),
        ("bags", bags, 0, rules.bag_limit - 1 if rules.bag_penalty else MAX_POINTS),
    ):
        if values is None:
            out.append((0,) * teams)
            continue
        if isinstance(values, str | bytes) or len(values) != teams:
            raise ValueError(f"{name} must give {teams} numbers, one per team")
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise ValueError(f"{name} must be whole numbers from {lo} to {hi}, not {v!r}")
        out.append(tuple(values))
    if game_winner(out[0], rules) is not None:
        raise ValueError(f"a game cannot start at {out[0]}: it would already be over")
    return out[0], out[1]
