"""What a card is worth in points for the hand, with every hand open, by our rules (no Qt):
the game a side really plays, where a trick is not worth the same to every seat.

The trick figures of ``search`` count the side's tricks. That is the right measure only while
one more trick never costs the side points. With a nil at the table it is not: the nil bidder
must take no trick at all, his partner covers him, the opponents try to force one on him. So
the review judges cards by ``Stakes``: each side's points for the hand **minus the
opponents'** (a set contract or a broken nil of theirs is worth as much as one of ours):

- a contract (a team's non-nil bids) made: +10 a bid trick; set: -10 a bid trick. Only the
  tricks of members who did not bid nil count toward it (RULES.md, Scoring);
- a nil: + its value when the bidder takes no trick, - its value when he takes one (blind nil
  its own value);
- **a bag counts for nothing**: it is +1 point now and a tenth of the bag penalty later, so
  it is never a gain, and calling it a loss would send the side after fewer tricks than its
  contract can be sure of. So a card that only adds an overtrick is never called better than
  one that makes the contract without it (issue 25).

``PointsSearch`` is a minimax of these points over every legal card (the lead rule included:
``DDPosition.legal``), with the same proven-bounds scheme as ``search.BoundSearch``: every
call returns an interval that holds the true value; a position not searched counts as
anything its stakes still allow (``Stakes.span``: each contract not yet decided may be made
or set, each nil not yet broken may stand or fall); a node where team 0 chooses lies within
(max of its children's lows, max of their highs), team 1's within the mins. Cut short, it
gives an interval, never a guess. It is plain Python with no DDS, so it finishes in endings
and where the play is forced; elsewhere the review says "not judged" or gives the interval.

Without a nil the points only rise with the side's tricks, so a card's points are those of
its trick figure (``Stakes.of_tricks``): exact where the trick figure is.

Three shortcuts inside the search, each exact (not a bound), so the proofs above stand:

- **a doomed nil** (``Stakes.doomed``): a nil bidder holding a spade above every other spade
  still live must win the trick he plays it to, so his nil is marked broken at once;
- **the trick game** (``Stakes.by_tricks``): once no nil can still be kept or broken and no
  open contract belongs to a team with a nil bidder, team 0's margin is a rising function of
  its tricks, and the best play for a rising function of the payoff is the best play for the
  payoff: where the lead rule can no longer bind, one DDS call gives the exact figure;
- **positions filed by their ranks' order** (``DDPosition.table_key``): between tricks, two
  positions that differ only in which lower cards are gone have the same value, so they
  share one entry of the table (about 2.7 positions an entry in nil hands' searches).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from cardtable.spades.dd.position import RANK, SPADE_MASK, SUIT, DDPosition
from cardtable.spades.dd.search import (
    Bounds,
    SearchMemo,
    every_card,
    groups,
    narrow,
    node_bounds,
)
from cardtable.spades.scoring import BLIND_NIL_BID, NIL_BID
from cardtable.spades.trick_rules import TRICK_KEY

Acc = tuple[int, int, int]
"""(team 0's contract tricks so far, capped at its contract; team 1's; bit mask of the nil
bidders (by seat) who have taken a trick): all the stakes read of the tricks taken."""


@dataclass(frozen=True)
class Stakes:
    """The points at stake in one hand of four players (see the module docstring)."""

    contracts: tuple[int, int]
    """Each team's contract: the sum of its members' non-nil bids (0: both bid nil)."""
    nils: tuple[tuple[int, int], ...]
    """(seat, value) of each nil or blind nil bid."""

    @classmethod
    def of(cls, bids: Sequence[int], nil_value: int, blind_nil_value: int) -> Stakes:
        """From the bids as numbers (``scoring.bid_number``: ``NIL_BID``, ``BLIND_NIL_BID``,
        otherwise tricks bid)."""
        contracts = [0, 0]
        nils = []
        for seat, bid in enumerate(bids):
            if bid == NIL_BID:
                nils.append((seat, nil_value))
            elif bid == BLIND_NIL_BID:
                nils.append((seat, blind_nil_value))
            else:
                contracts[seat % 2] += bid
        return cls((contracts[0], contracts[1]), tuple(nils))

    @cached_property
    def nil_seats(self) -> int:
        mask = 0
        for seat, _ in self.nils:
            mask |= 1 << seat
        return mask

    def start(self, took: Sequence[int]) -> Acc:
        """The stakes' record of tricks already taken, ``took[seat]`` each."""
        counted = [0, 0]
        broken = 0
        for seat, n in enumerate(took):
            if self.nil_seats >> seat & 1:
                if n:
                    broken |= 1 << seat
            else:
                counted[seat % 2] += n
        return (
            min(counted[0], self.contracts[0]),
            min(counted[1], self.contracts[1]),
            broken,
        )

    def won(self, acc: Acc, seat: int) -> Acc:
        """``acc`` after ``seat`` takes a trick."""
        c0, c1, broken = acc
        if self.nil_seats >> seat & 1:
            return c0, c1, broken | 1 << seat
        if seat % 2 == 0:
            return min(c0 + 1, self.contracts[0]), c1, broken
        return c0, min(c1 + 1, self.contracts[1]), broken

    def _contract(self, team: int, counted: int, left: int) -> tuple[int, int]:
        """(worst, best) of a team's contract points with ``left`` tricks still to take."""
        bid = self.contracts[team]
        if bid == 0:
            return 0, 0
        if counted >= bid:
            return 10 * bid, 10 * bid
        if counted + left < bid:
            return -10 * bid, -10 * bid
        return -10 * bid, 10 * bid

    def span(self, acc: Acc, left: int) -> Bounds:
        """Bounds on team 0's margin (its points minus team 1's) whatever happens in the
        ``left`` tricks still to play: each undecided contract and unbroken nil either way."""
        low = high = 0
        for team, counted in ((0, acc[0]), (1, acc[1])):
            worst, best = self._contract(team, counted, left)
            if team == 0:
                low, high = low + worst, high + best
            else:
                low, high = low - best, high - worst
        for seat, value in self.nils:
            sign = 1 if seat % 2 == 0 else -1
            if acc[2] >> seat & 1:
                low, high = low - sign * value, high - sign * value
            elif left == 0:
                low, high = low + sign * value, high + sign * value
            else:
                low, high = low - value, high + value
        return low, high

    def doomed(self, acc: Acc, position: DDPosition) -> Acc:
        """``acc`` with the nils that can no longer be kept marked broken: a nil bidder who
        holds a spade above every other spade still live (held, or in the trick) must win
        the trick he plays it to (it is trumps and nothing can beat it, and he must play it
        by the end), whatever anyone does. Exact, so the search spends nothing there."""
        live = self.nil_seats & ~acc[2]
        if not live:
            return acc
        others = 0
        for _, i in position.trick:
            others |= 1 << i
        hands = position.hands
        broken = acc[2]
        for seat in range(4):
            if not live >> seat & 1:
                continue
            mine = hands[seat] & SPADE_MASK
            if not mine:
                continue
            rest = others
            for other in range(4):
                if other != seat:
                    rest |= hands[other]
            rest &= SPADE_MASK
            if not rest or _top_spade(mine) > _top_spade(rest):
                broken |= 1 << seat
        return acc if broken == acc[2] else (acc[0], acc[1], broken)

    def by_tricks(self, acc: Acc, left: int) -> bool:
        """Whether from here team 0's margin depends on nothing but its count of the tricks
        left (and rises with it): no nil can still be kept or broken, and no team whose
        contract is still open has a nil bidder (whose tricks would not count toward it).
        Then the points game is the trick game and the double-dummy trick figure decides
        it (a monotone function of the payoff leaves the best play unchanged)."""
        if self.nil_seats & ~acc[2] and left > 0:
            return False
        for team in (0, 1):
            bid = self.contracts[team]
            counted = acc[team]
            still_open = bid and counted < bid <= counted + left
            if still_open and any(seat % 2 == team for seat, _ in self.nils):
                return False
        return True

    def settled(self, acc: Acc, team0: int, left: int) -> int:
        """Team 0's margin when ``by_tricks`` holds and team 0 takes ``team0`` of the
        ``left`` tricks still to play (a decided contract stays decided: a made one is
        capped, a hopeless one cannot reach its bid)."""
        c0 = min(acc[0] + team0, self.contracts[0])
        c1 = min(acc[1] + left - team0, self.contracts[1])
        return self.span((c0, c1, acc[2]), 0)[0]

    def of_tricks(self, acc: Acc, team0: int, left: int) -> int:
        """Team 0's margin when it takes ``team0`` of the ``left`` tricks still to play and
        the other team the rest; only for hands without a nil (then that decides it)."""
        if self.nils:
            raise ValueError("with a nil at the table the tricks alone do not decide the points")
        c0 = min(acc[0] + team0, self.contracts[0])
        c1 = min(acc[1] + left - team0, self.contracts[1])
        return self.span((c0, c1, 0), 0)[0]


def _key(position: DDPosition, acc: Acc) -> object:
    """The table's key: the position's ``table_key`` (between tricks, up to the ranks of
    the cards already played) and the stakes' record."""
    return position.table_key(), acc


def _top_spade(mask: int) -> int:
    """The rank (2..14) of the highest spade in a mask of spades: index (rank - 1) * 4 + 3
    with the ace as rank 1, so the ace is the lowest bit and the others rise with the bit."""
    if mask & 1 << ACE_OF_SPADES:
        return 14
    return RANK[mask.bit_length() - 1]


ACE_OF_SPADES = 3


class PointsSearch:
    """Proven bounds on team 0's margin by our rules (module docstring), from a position and
    the stakes' record of the tricks taken before it. One object per hand: its table serves
    every decision of the hand, and its node count is the hand's budget."""

    def __init__(self, stakes: Stakes, max_nodes: int, memo: SearchMemo | None = None) -> None:
        self.stakes = stakes
        self.max_nodes = max_nodes
        self.nodes = 0
        self.table: dict[object, Bounds] = {}
        self.memo = memo if memo is not None else SearchMemo()
        self.expanded: dict[tuple[DDPosition, Acc], list[list[Any]]] = {}
        self.spans: dict[tuple[Acc, int], Bounds] = {}
        self.by_dds = 0
        """Positions settled by one DDS call (``Stakes.by_tricks``) rather than searched."""

    def card_bounds(
        self, position: DDPosition, acc: Acc, played: int | None = None
    ) -> dict[int, Bounds]:
        """For each card the seat to play may play (by index): bounds on its side's margin
        (its points minus the opponents') for the hand; exact where the search finished.

        As ``search.BoundSearch.card_bounds``: the card ``played`` and the best first, by
        zero-window tests (bisection over the margin: the outcomes are few, so a handful of
        tests settle a card), then one test per other card that it is no better than the
        best, then the rest exactly while the limit allows."""
        seat = position.to_act
        sign = 1 if seat % 2 == 0 else -1
        acc = self.stakes.doomed(acc, position)
        choices = self._ordered(position, acc)
        children = {g[0]: self._play(position, acc, g[0]) for g in choices}
        found: dict[int, Bounds] = {}
        for first, (child, child_acc) in children.items():
            found[first] = self._mine(sign, self.peek(child, child_acc))
        played_first = next((g[0] for g in choices if played in g), None)
        wanted: list[int] = [] if played_first is None else [played_first]
        wanted += [g[0] for g in choices if g[0] not in wanted]
        for first in wanted:
            top = max(low for low, _ in found.values())
            if first != played_first and found[first][1] <= top:
                continue
            found[first] = self._exact(sign, *children[first])
            if any(low == high == top for low, high in found.values()) and (
                played_first is None or found[played_first][0] == found[played_first][1]
            ):
                top = max(low for low, _ in found.values())
                if any(low == high == top for low, high in found.values()):
                    break
        top = max(low for low, _ in found.values())
        for first in wanted:  # the rest: no better than the best, at least
            if found[first][1] > top:
                child, child_acc = children[first]
                if sign == 1:
                    test = self.bound(child, child_acc, top, top + 1)
                else:
                    test = self.bound(child, child_acc, -top - 1, -top)
                found[first] = self._mine(sign, test)
        for first in wanted:  # and exact, while the limit allows
            if self.nodes >= self.max_nodes:
                break
            if found[first][0] != found[first][1]:
                found[first] = self._exact(sign, *children[first])
        return every_card(choices, found)

    @staticmethod
    def _mine(sign: int, team0: Bounds) -> Bounds:
        return team0 if sign == 1 else (-team0[1], -team0[0])

    def _exact(self, sign: int, child: DDPosition, acc: Acc) -> Bounds:
        """The card's margin (side's terms) by zero-window tests, bisecting the interval,
        until exact or the limit is reached."""
        low, high = self.peek(child, acc)
        while low < high and self.nodes < self.max_nodes:
            g = (low + high + 1) // 2  # is team 0's margin at least g?
            t_low, t_high = self.bound(child, acc, g - 1, g)
            low, high = max(low, t_low), min(high, t_high)
        return self._mine(sign, (low, high))

    def bound(self, position: DDPosition, acc: Acc, alpha: int, beta: int) -> Bounds:
        """Bounds on team 0's margin from ``position``; exact when the value lies strictly
        between ``alpha`` and ``beta`` and the node limit was not reached."""
        left = position.tricks_left
        key = _key(position, acc)
        found = self.table.get(key)
        low0, high0 = found if found is not None else self._span(acc, left)
        if low0 == high0 or low0 >= beta or high0 <= alpha:
            return low0, high0
        if (
            found is None
            and self.stakes.by_tricks(acc, left)
            and not position.lead_rule_may_bind()  # DDS's game is ours from here
        ):
            self.by_dds += 1
            best = max(self.memo.dds_values(position)[i] for i in position.legal())
            team0 = best if position.to_act % 2 == 0 else left - best
            value = self.stakes.settled(acc, team0, left)
            self.table[key] = (value, value)
            return value, value
        if self.nodes >= self.max_nodes:
            return low0, high0
        self.nodes += 1
        a, b = max(alpha, low0), min(beta, high0)
        maximise = position.to_act % 2 == 0
        children = self._children(position, acc)
        lows: list[int] = []
        highs: list[int] = []
        for k, entry in enumerate(children):
            if entry[1] is None:
                entry[1], entry[2] = self._play(position, acc, entry[0])
            cl, ch = self.bound(entry[1], entry[2], a, b)
            lows.append(cl)
            highs.append(ch)
            a, b = narrow(maximise, a, b, cl, ch)
            if a >= b:
                # Not searched: what is proven of them. A choice never played out yet counts
                # as anything this position's stakes allow (every line from it is a line
                # from here), which spares building positions the search may never visit.
                for _, other, other_acc in children[k + 1 :]:
                    rl, rh = (low0, high0) if other is None else self.peek(other, other_acc)
                    lows.append(rl)
                    highs.append(rh)
                if k:  # the card that cut goes first next time (the next test's window)
                    children.insert(0, children.pop(k))
                break
        low, high = node_bounds(lows, highs, maximise, low0, high0)
        self.table[key] = (low, high)
        return low, high

    def peek(self, position: DDPosition, acc: Acc) -> Bounds:
        found = self.table.get(_key(position, acc))
        return found if found is not None else self._span(acc, position.tricks_left)

    def _span(self, acc: Acc, left: int) -> Bounds:
        """``Stakes.span``, kept: a hand has few different records of the tricks taken."""
        found = self.spans.get((acc, left))
        if found is None:
            found = self.spans[acc, left] = self.stakes.span(acc, left)
        return found

    def _children(self, position: DDPosition, acc: Acc) -> list[list[Any]]:
        """Each choice as [card, position after it, record after it] in the order to try
        them, the positions built when first searched; kept, since the tests of a bisection
        search the same positions again (and the card that cut last time is moved first)."""
        key = (position, acc)
        found = self.expanded.get(key)
        if found is None:
            found = self.expanded[key] = [
                [group[0], None, None] for group in self._ordered(position, acc)
            ]
        return found

    def _play(self, position: DDPosition, acc: Acc, index: int) -> tuple[DDPosition, Acc]:
        child = position.play(index)
        if child.trick:
            return child, acc
        # The trick is complete: its winner leads next. Only now can a nil become doomed
        # (the spades of a trick in progress still count against the nil bidder's).
        return child, self.stakes.doomed(self.stakes.won(acc, child.leader), child)

    def _ordered(self, position: DDPosition, acc: Acc) -> list[list[int]]:
        """The choices in the order a sensible player tries them, so that cuts come early: a
        nil bidder whose nil stands ducks with his highest losing card first; everyone else
        wins as cheaply as possible, or else throws his lowest card."""
        choices = groups(position, position.legal())
        seat = position.to_act
        nil_live = self.stakes.nil_seats >> seat & 1 and not acc[2] >> seat & 1
        trick = position.trick
        if trick:
            keys = TRICK_KEY[SUIT[trick[0][1]]]
            top = max(keys[i] for _, i in trick)
        else:
            keys, top = None, -1

        def order(group: list[int]) -> tuple[int, int]:
            card = group[0]
            if keys is None:
                return (0, RANK[card] if not nil_live else RANK[card])
            wins = keys[card] > top
            if nil_live:
                return (1, RANK[card]) if wins else (0, -keys[card])
            return (0, keys[card]) if wins else (1, RANK[card])

        return sorted(choices, key=order)
