"""Double-dummy figures by our rules while spades are unbroken: DDS for the game DDS knows,
and a search of our own over the stretch where the two games differ, which gives each card
its exact figure or, cut short, a **proven interval** (no Qt).

DDS plays bridge: any card may be led. Ours forbids leading a spade before one has been
played unless the leader holds only spades. Once spades are broken, or once no seat holds
spades *and* other cards, that rule can never restrict a lead again, and from such a position
DDS's figures are ours. ``BoundSearch`` therefore searches by our rules only through positions
where the rule may still bind. At each of those it asks DDS once for the figures of all cards
(``dds_values``): that is exactly the value of every child from which the rule can no longer
bind (DDS's figure for a card is the value of the position after it, played on double-dummy;
from that child on the two games agree), and it orders the other children by those figures,
best first, so the alpha-beta cuts early. Cards of one hand and suit with no live card between
them are one choice (``groups``): either takes the same tricks whatever happens.

How the bounds are proven. Every call of ``BoundSearch.bound`` returns an interval
``(low, high)`` that contains the true value (team 0's tricks from the position on, by our
rules), and the transposition table (``SearchMemo.bounds``) only ever holds such intervals,
narrowed by intersection. By induction on the tricks left:

- a position never searched (the node limit reached, or never visited) gets what the table
  holds, at first ``(0, tricks left)``: anything possible;
- a child from which the rule cannot bind gets DDS's figure, exact (above), and the end of the
  hand is 0;
- a position where team 0 chooses has the value max over its children, so it lies in
  ``(max of the children's lows, max of their highs)``; where team 1 chooses, min of each.
  A child cut off by the alpha-beta window, or not reached, still counts with the interval the
  table holds for it (at worst "anything possible"), so the combination never assumes more
  than was shown.

The alpha-beta window only decides how much work is spent, never what is claimed. A search
that finishes gives ``low == high``: the exact figure; one cut short gives an interval such as
7-8, never a point estimate. ``SearchMemo`` keeps the tables between calls on one deal (a
review asks about a dozen positions of the same play, and the later ones lie inside the search
of the earlier), so work is never repeated.

``OutOfNodes`` and ``LeadRuleSearch.values`` remain for callers that want an exact answer or
none (``analysis.solve``).
"""

from __future__ import annotations

from cardtable.spades.dd import dds_lib
from cardtable.spades.dd.position import (
    INDEX,
    RANK,
    SPADE_MASK,
    SUIT,
    SUIT_MASK,
    DDPosition,
)

Bounds = tuple[int, int]
"""(low, high): proven bounds on a figure; ``low == high`` when it is exact."""


def dds_values(position: DDPosition) -> dict[int, int]:
    """DDS's figure for every card the seat to play may play *in bridge* (any lead allowed),
    by card index: the tricks its side takes from the current trick on."""
    first, trick, remain = position.dds()
    out: dict[int, int] = {}
    for suit, rank, equals, score in dds_lib.solve(first, trick, remain, dds_lib.SOLUTIONS_ALL):
        out[INDEX[suit, rank]] = score
        for r in range(2, 15):
            if equals >> r & 1:
                out[INDEX[suit, r]] = score
    return out


class OutOfNodes(Exception):
    """The exact search passed its limit of positions."""


class SearchMemo:
    """What searches of one deal may share: proven bounds of positions searched (team 0's
    tricks, filed by ``DDPosition.table_key``: positions that differ only in the ranks of
    cards already gone share an entry, which is sound for any deal, since they have the same
    value), DDS's figures of positions asked about (by the position itself: they are per
    card). So one memo may serve several deals."""

    def __init__(self) -> None:
        self.bounds: dict[object, Bounds] = {}
        self.free: dict[DDPosition, dict[int, int]] = {}
        self.searched = 0
        """Positions searched with this memo so far (every search's count together)."""

    def dds_values(self, position: DDPosition) -> dict[int, int]:
        found = self.free.get(position)
        if found is None:
            found = self.free[position] = dds_values(position)
        return found


class BoundSearch:
    """Proven bounds by our rules for a position where the lead rule may bind; see the module
    docstring. Values inside the search count tricks for team 0 (seats 0 and 2)."""

    def __init__(self, max_nodes: int, memo: SearchMemo | None = None) -> None:
        self.max_nodes = max_nodes
        self.nodes = 0
        self.memo = memo if memo is not None else SearchMemo()

    def card_bounds(self, position: DDPosition, played: int | None = None) -> dict[int, Bounds]:
        """For each card the seat to play may play (by index): bounds on the tricks its side
        takes from the current trick on, by our rules; exact (low == high) where the search
        finished within the limit.

        Where the limit is short, the work goes first to what a review shows: the card
        ``played`` and the best card exactly, then proving every other card no better than
        the best (its own figure may stay an interval); only then the rest exactly. Each
        figure is found by zero-window tests (MTD(f)) starting from DDS's figure, which is
        usually right or one off: a zero-window search cuts far more than a full one."""
        seat = position.to_act
        left = position.tricks_left
        binds = position.lead_rule_may_bind()
        free = self.memo.dds_values(position)
        choices = groups(position, position.legal())
        choices.sort(key=lambda g: -free[g[0]])
        found: dict[int, Bounds] = {}  # by group's first card, in the side's terms
        children = {}
        for group in choices:
            first = group[0]
            child = position.play(first)
            if binds and child.lead_rule_may_bind():
                children[first] = child
                found[first] = self._mine(seat, left, self._team0(position, child))
            else:
                found[first] = (free[first], free[first])
        if children:
            played_first = next((g[0] for g in choices if played in g), None)
            wanted: list[int] = []
            if played_first is not None and played_first in children:
                wanted.append(played_first)
            wanted += [g[0] for g in choices if g[0] in children and g[0] not in wanted]
            # The played card, then the best by DDS's figure, then on down until one
            # exact figure is at least every other card's upper bound.
            for first in wanted:
                top = max(low for low, _ in found.values())
                if first != played_first and found[first][1] <= top and top > 0:
                    continue
                found[first] = self._exact(position, seat, left, children[first], free[first])
                if self._settled(found, played_first):
                    break
            top = max(low for low, _ in found.values())
            for first in wanted:  # the rest: no better than the best, at least
                if found[first][1] > top:
                    found[first] = self._below(position, seat, left, children[first], top)
            for first in wanted:  # and exact, while the limit allows
                if self.nodes >= self.max_nodes:
                    break
                if found[first][0] != found[first][1]:
                    found[first] = self._exact(position, seat, left, children[first], free[first])
        return every_card(choices, found)

    @staticmethod
    def _settled(found: dict[int, Bounds], played: int | None) -> bool:
        top = max(low for low, _ in found.values())
        return any(low == high == top for low, high in found.values()) and (
            played is None or found[played][0] == found[played][1]
        )

    @staticmethod
    def _mine(seat: int, left: int, team0: Bounds) -> Bounds:
        return team0 if seat % 2 == 0 else (left - team0[1], left - team0[0])

    def _team0(self, position: DDPosition, child: DDPosition) -> Bounds:
        won = won_now(position, child)
        low, high = self.peek(child)
        return low + won, high + won

    def _test(self, position: DDPosition, child: DDPosition, alpha: int, beta: int) -> Bounds:
        """Team 0's bounds after ``child``'s card, searched within (alpha, beta)."""
        won = won_now(position, child)
        low, high = self.bound(child, alpha - won, beta - won)
        return low + won, high + won

    def _exact(
        self, position: DDPosition, seat: int, left: int, child: DDPosition, guess: int
    ) -> Bounds:
        """The card's figure (side's terms) by zero-window tests from ``guess`` (MTD(f)),
        until exact or the limit is reached."""
        low, high = self._team0(position, child)
        g = guess if seat % 2 == 0 else left - guess
        while low < high and self.nodes < self.max_nodes:
            g = min(max(g, low + 1), high)  # is team 0's value at least g?
            t_low, t_high = self._test(position, child, g - 1, g)
            low, high = max(low, t_low), min(high, t_high)
            g = low + 1 if low >= g else high
        return self._mine(seat, left, (low, high))

    def _below(
        self, position: DDPosition, seat: int, left: int, child: DDPosition, top: int
    ) -> Bounds:
        """The card's bounds (side's terms) after one zero-window test of whether the side
        takes more than ``top`` with it."""
        if seat % 2 == 0:
            low, high = self._test(position, child, top, top + 1)
        else:  # the side's tricks > top  <=>  team 0's < left - top
            low, high = self._test(position, child, left - top - 1, left - top)
        return self._mine(seat, left, (low, high))

    def peek(self, position: DDPosition) -> Bounds:
        """What is proven of ``position`` without searching it."""
        return self.memo.bounds.get(position.table_key(), (0, position.tricks_left))

    def bound(self, position: DDPosition, alpha: int, beta: int) -> Bounds:
        """Proven bounds on team 0's tricks from ``position`` on (the trick in progress
        included); exact when the true value lies strictly between ``alpha`` and ``beta`` and
        the node limit was not reached. Only called where the lead rule may bind."""
        left = position.tricks_left
        table = self.memo.bounds
        key = position.table_key()
        low0, high0 = table.get(key, (0, left))
        if low0 == high0 or low0 >= beta or high0 <= alpha or self.nodes >= self.max_nodes:
            return low0, high0
        self.nodes += 1
        self.memo.searched += 1
        maximise = position.to_act % 2 == 0
        free = self.memo.dds_values(position)
        low0, high0 = one_sided(position, free, low0, high0)
        if low0 == high0 or low0 >= beta or high0 <= alpha:
            table[key] = (low0, high0)
            return low0, high0
        a, b = max(alpha, low0), min(beta, high0)
        # DDS's figures are for the side to play; best first for that side.
        choices = sorted(groups(position, position.legal()), key=lambda g: -free[g[0]])
        lows: list[int] = []
        highs: list[int] = []
        for k, group in enumerate(choices):
            child = position.play(group[0])
            if child.lead_rule_may_bind():
                won = won_now(position, child)
                cl, ch = self.bound(child, a - won, b - won)
                cl, ch = cl + won, ch + won
            else:
                mine = free[group[0]]
                cl = ch = mine if maximise else left - mine
            lows.append(cl)
            highs.append(ch)
            a, b = narrow(maximise, a, b, cl, ch)
            if a >= b:
                # Cut: the children not searched count with what is proven of them.
                for rest in choices[k + 1 :]:
                    other = position.play(rest[0])
                    won = won_now(position, other)
                    if other.lead_rule_may_bind():
                        rl, rh = self.peek(other)
                        lows.append(rl + won)
                        highs.append(rh + won)
                    else:
                        mine = free[rest[0]]
                        lows.append(mine if maximise else left - mine)
                        highs.append(lows[-1])
                break
        low, high = node_bounds(lows, highs, maximise, low0, high0)
        table[key] = (low, high)
        return low, high


class LeadRuleSearch:
    """Exact figures or none: ``BoundSearch`` with ``OutOfNodes`` where any figure is not
    exact (``analysis.solve``'s contract)."""

    def __init__(self, max_nodes: int, memo: SearchMemo | None = None) -> None:
        self.search = BoundSearch(max_nodes, memo)

    @property
    def nodes(self) -> int:
        return self.search.nodes

    def values(self, position: DDPosition) -> dict[int, int]:
        """For each card the seat to play may play (by index): the tricks its side takes from
        the current trick on, exactly, by our rules. OutOfNodes past the limit."""
        out = {}
        for i, (low, high) in self.search.card_bounds(position).items():
            if low != high:
                raise OutOfNodes
            out[i] = low
        return out


def narrow(maximise: bool, a: int, b: int, low: int, high: int) -> Bounds:
    """The search window (``a``, ``b``) after a child proven between ``low`` and ``high``:
    the side that maximises raises the floor, the other lowers the ceiling."""
    return (max(a, low), b) if maximise else (a, min(b, high))


def node_bounds(lows: list[int], highs: list[int], maximise: bool, low0: int, high0: int) -> Bounds:
    """A node's bounds from its children's (the side to play takes its best), kept within
    what was proven of the node before (``low0``, ``high0``)."""
    if maximise:
        low, high = max(lows), max(highs)
    else:
        low, high = min(lows), min(highs)
    return max(low, low0), min(high, high0)


def restricted_teams(position: DDPosition) -> tuple[bool, bool]:
    """Whether each team (0, 1) may still have a lead restricted by the rule: one of its seats
    holds spades and other cards (a seat never regains the second kind, so a team that cannot
    now never can, as long as spades stay unbroken)."""
    out = [False, False]
    for seat, mask in enumerate(position.hands):
        if mask & SPADE_MASK and mask & ~SPADE_MASK:
            out[seat % 2] = True
    return out[0], out[1]


def one_sided(position: DDPosition, free: dict[int, int], low: int, high: int) -> Bounds:
    """``(low, high)`` narrowed by DDS's own value where only one team can still be held by
    the lead rule. In that game only that team's leads are restricted; bridge gives it every
    lead besides, and more choices never hurt the one who has them, so bridge's value (DDS)
    is at least what it takes by our rules: an upper bound for that team (and so a lower
    bound for the other). A proven bound at the cost of the DDS call the node makes anyway."""
    team0_held, team1_held = restricted_teams(position)
    if team0_held == team1_held:
        return low, high
    bridge = max(free.values())  # for the side to play
    if position.to_act % 2 == 1:
        bridge = position.tricks_left - bridge
    if team0_held:  # team 0's tricks by our rules <= bridge's
        return low, min(high, bridge)
    return max(low, bridge), high  # team 1's <= bridge's, so team 0's >= bridge's


def won_now(before: DDPosition, after: DDPosition) -> int:
    """1 when the card that led from ``before`` to ``after`` completed a trick team 0 won."""
    if after.trick or not before.trick:
        return 0
    return 1 if after.leader % 2 == 0 else 0


LADDERS = tuple(
    tuple(sorted((i for i in range(52) if SUIT[i] == suit), key=RANK.__getitem__, reverse=True))
    for suit in range(4)
)
"""Each suit's card indices from the ace down."""


def every_card(choices: list[list[int]], found: dict[int, Bounds]) -> dict[int, Bounds]:
    """Each group's figure (found for its first card) given to every card of the group."""
    return {i: found[group[0]] for group in choices for i in group}


def groups(position: DDPosition, legal: list[int]) -> list[list[int]]:
    """``legal`` in groups of equivalent cards: same suit, no live card of that suit (held by
    anyone, or in the trick) ranked between them. Either card of a group wins or loses the same
    tricks whatever happens (for every seat, not only for the side), so a search plays one of
    each. Each group is listed highest card first."""
    live = 0
    for mask in position.hands:
        live |= mask
    for _, i in position.trick:
        live |= 1 << i
    mine = 0
    for i in legal:
        mine |= 1 << i
    out: list[list[int]] = []
    for suit in range(4):
        if not mine & SUIT_MASK[suit]:
            continue
        group: list[int] = []
        for i in LADDERS[suit]:
            bit = 1 << i
            if mine & bit:
                group.append(i)
            elif live & bit and group:
                out.append(group)
                group = []
        if group:
            out.append(group)
    return out
