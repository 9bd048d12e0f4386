"""The person's statistics, worked out from the stored hands and games.

Plain functions of ``HandRow``/``GameRow`` lists, so each figure is tested against hands
whose answer is known, without a database or a display. Definitions (the usual ones):

Badugi
- win rate: hands that gained chips, out of the hands dealt;
- bb/100: chips won per hundred hands, counted in each hand's big blind;
- VPIP: hands in which chips were put in voluntarily before the first draw (a call, bet
  or raise; blinds do not count);
- showdown wins: showdowns in which the person took chips, out of those he reached.

Spades (the person's own bid, his team's bags)
- bid accuracy: count bids taken exactly, and the mean number of tricks off the bid;
- nil success: nil and blind nil bids that took no trick;
- bags: overtricks his team took, per hand, and the bag penalties it paid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.table.history_db import GameRow, HandRow


def share(part: int, whole: int) -> float | None:
    """``part / whole``, None when there is nothing to divide (shown as a dash)."""
    return part / whole if whole else None


@dataclass(frozen=True)
class BadugiStats:
    hands: int = 0
    won: int = 0
    net_chips: int = 0
    net_big_blinds: float = 0.0
    vpip_hands: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    sittings: int = 0
    cumulative: tuple[int, ...] = ()  # net chips after each hand, in order

    @property
    def win_rate(self) -> float | None:
        return share(self.won, self.hands)

    @property
    def bb_per_100(self) -> float | None:
        return 100 * self.net_big_blinds / self.hands if self.hands else None

    @property
    def vpip(self) -> float | None:
        return share(self.vpip_hands, self.hands)

    @property
    def showdown_win_rate(self) -> float | None:
        return share(self.showdowns_won, self.showdowns)


def badugi_stats(hands: Sequence[HandRow], sittings: int = 0) -> BadugiStats:
    """Figures over ``hands`` (Badugi rows, in the order they were played)."""
    running = 0
    cumulative = []
    big_blinds = 0.0
    for hand in hands:
        running += hand.net
        cumulative.append(running)
        big_blinds += hand.net / hand.big_blind if hand.big_blind else 0.0
    return BadugiStats(
        hands=len(hands),
        won=sum(1 for h in hands if h.net > 0),
        net_chips=running,
        net_big_blinds=big_blinds,
        vpip_hands=sum(1 for h in hands if h.vpip),
        showdowns=sum(1 for h in hands if h.showdown),
        showdowns_won=sum(1 for h in hands if h.showdown_won),
        sittings=sittings,
        cumulative=tuple(cumulative),
    )


@dataclass(frozen=True)
class SpadesStats:
    games: int = 0  # finished games
    games_won: int = 0
    hands: int = 0
    count_bids: int = 0
    exact_bids: int = 0
    made_bids: int = 0
    tricks_off: int = 0  # sum of |tricks - bid| over count bids
    nils: int = 0
    nils_made: int = 0
    blind_nils: int = 0
    blind_nils_made: int = 0
    bags: int = 0
    penalties: int = 0
    bid_vs_tricks: dict[tuple[int, int], int] = field(default_factory=dict)
    margins: tuple[int, ...] = ()  # finished games, oldest first: own total - best other

    @property
    def win_rate(self) -> float | None:
        return share(self.games_won, self.games)

    @property
    def exact_rate(self) -> float | None:
        return share(self.exact_bids, self.count_bids)

    @property
    def made_rate(self) -> float | None:
        return share(self.made_bids, self.count_bids)

    @property
    def mean_miss(self) -> float | None:
        return self.tricks_off / self.count_bids if self.count_bids else None

    @property
    def nil_rate(self) -> float | None:
        return share(self.nils_made + self.blind_nils_made, self.nils + self.blind_nils)

    @property
    def bags_per_hand(self) -> float | None:
        return self.bags / self.hands if self.hands else None


def _margin(game: GameRow, team_count: int) -> int | None:
    if game.hero_seat is None or not game.scores:
        return None
    team = game.hero_seat % team_count
    if team >= len(game.scores):
        return None
    others = [v for t, v in enumerate(game.scores) if t != team]
    return game.scores[team] - max(others) if others else None


def spades_stats(hands: Sequence[HandRow], games: Sequence[GameRow]) -> SpadesStats:
    """Figures over Spades ``hands`` (in order) and ``games`` (any order)."""
    counts: Counter[tuple[int, int]] = Counter()
    exact = made = off = 0
    nils = {NIL: [0, 0], BLIND_NIL: [0, 0]}
    for hand in hands:
        tricks = hand.tricks or 0
        if hand.bid in nils:
            nils[hand.bid][0] += 1
            nils[hand.bid][1] += tricks == 0
        elif hand.bid is not None and hand.bid.isdigit():
            bid = int(hand.bid)
            counts[(bid, tricks)] += 1
            exact += tricks == bid
            made += tricks >= bid
            off += abs(tricks - bid)
    finished = sorted((g for g in games if g.finished is not None), key=lambda g: g.finished or 0)
    margins = []
    for game in finished:
        # Teams are seat % team count; the scores list has one entry per team.
        margin = _margin(game, len(game.scores))
        if margin is not None:
            margins.append(margin)
    return SpadesStats(
        games=len(finished),
        games_won=sum(1 for g in finished if g.result == "won"),
        hands=len(hands),
        count_bids=sum(counts.values()),
        exact_bids=exact,
        made_bids=made,
        tricks_off=off,
        nils=nils[NIL][0],
        nils_made=nils[NIL][1],
        blind_nils=nils[BLIND_NIL][0],
        blind_nils_made=nils[BLIND_NIL][1],
        bags=sum(h.bags or 0 for h in hands),
        penalties=sum(1 for h in hands if (h.penalty or 0) < 0),
        bid_vs_tricks=dict(counts),
        margins=tuple(margins),
    )
