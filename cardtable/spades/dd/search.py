"""Double-dummy figures by our rules while spades are unbroken: DDS for the game DDS knows,
and an exact search of our own over the stretch where the two games differ (no Qt).

DDS plays bridge: any card may be led. Ours forbids leading a spade before one has been
played unless the leader holds only spades. Once spades are broken, or once no seat holds
spades *and* other cards, that rule can never restrict a lead again, and from such a position
DDS's figures are ours. ``LeadRuleSearch`` therefore searches by our rules (alpha-beta over
every legal card, a table of bounds) only through positions where the rule may still bind.
At each of those it asks DDS once for the figures of all cards (``dds_values``), which is
exactly the value of every child from which the rule can no longer bind (DDS's figure for a
card is the value of the position after it, played on double-dummy; from that child on the
two games agree), and it orders the other children by those figures, best first, so the
alpha-beta cuts early. Cards of one hand and suit with no live card between them are one
choice.

The search stops with ``OutOfNodes`` after ``max_nodes`` positions: its cost grows quickly
with the cards left (measured in ``benchmarks/bench_spades_dd.py``). ``SearchMemo`` keeps its
tables between calls on one deal (a review asks about a dozen positions of the same play, and
the later ones lie inside the search of the earlier).
"""

from __future__ import annotations

from cardtable.spades.dd import dds_lib
from cardtable.spades.dd.position import INDEX, RANK, SUIT, SUIT_MASK, DDPosition, bits


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
    """What searches of one deal may share: bounds of positions searched, DDS's figures of
    positions asked about. Positions of another deal never collide with these (a position
    holds every card), so one memo may serve several deals; it only grows."""

    def __init__(self) -> None:
        self.bounds: dict[DDPosition, tuple[int, int]] = {}
        self.free: dict[DDPosition, dict[int, int]] = {}
        self.searched = 0
        """Positions searched with this memo so far (every search's count together)."""

    def dds_values(self, position: DDPosition) -> dict[int, int]:
        found = self.free.get(position)
        if found is None:
            found = self.free[position] = dds_values(position)
        return found


class LeadRuleSearch:
    """Exact figures by our rules for a position where the lead rule may bind; see the
    module docstring. Values inside the search count tricks for team 0 (seats 0 and 2)."""

    def __init__(self, max_nodes: int, memo: SearchMemo | None = None) -> None:
        self.max_nodes = max_nodes
        self.nodes = 0
        self.memo = memo if memo is not None else SearchMemo()

    def values(self, position: DDPosition) -> dict[int, int]:
        """For each card the seat to play may play (by index): the tricks its side takes from
        the current trick on, exactly, by our rules. OutOfNodes past the limit."""
        seat = position.to_act
        left = position.tricks_left
        free = self.memo.dds_values(position)
        out: dict[int, int] = {}
        for group in groups(position, position.legal()):
            child = position.play(group[0])
            if child.lead_rule_may_bind():
                won = won_now(position, child)
                team0 = won + self.value(child, -1, left - won + 1)
                mine = team0 if seat % 2 == 0 else left - team0
            else:
                mine = free[group[0]]
            for i in group:
                out[i] = mine
        return out

    def value(self, position: DDPosition, alpha: int, beta: int) -> int:
        """Team 0's tricks from ``position`` on (the trick in progress included), exact when
        strictly between ``alpha`` and ``beta``, otherwise a bound on the side it fails. Only
        called where the lead rule may bind."""
        self.nodes += 1
        self.memo.searched += 1
        if self.nodes > self.max_nodes:
            raise OutOfNodes
        left = position.tricks_left
        bounds = self.memo.bounds
        low, high = bounds.get(position, (0, left))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        window = (a, b)
        maximise = position.to_act % 2 == 0
        free = self.memo.dds_values(position)
        # DDS's figures are for the side to play; best first for that side.
        choices = sorted(groups(position, position.legal()), key=lambda g: -free[g[0]])
        best = -1 if maximise else left + 1
        for group in choices:
            child = position.play(group[0])
            if child.lead_rule_may_bind():
                won = won_now(position, child)
                v = won + self.value(child, a - won, b - won)
            else:
                mine = free[group[0]]
                v = mine if maximise else left - mine
            if maximise:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        if best <= window[0]:
            bounds[position] = (low, min(high, best))
        elif best >= window[1]:
            bounds[position] = (max(low, best), high)
        else:
            bounds[position] = (best, best)
        return best


def won_now(before: DDPosition, after: DDPosition) -> int:
    """1 when the card that led from ``before`` to ``after`` completed a trick team 0 won."""
    if after.trick or not before.trick:
        return 0
    return 1 if after.leader % 2 == 0 else 0


def groups(position: DDPosition, legal: list[int]) -> list[list[int]]:
    """``legal`` in groups of equivalent cards: same suit, no live card of that suit (held by
    anyone, or in the trick) ranked between them. Either card of a group takes the same
    tricks whatever happens, so a search plays one of each."""
    live = 0
    for mask in position.hands:
        live |= mask
    for _, i in position.trick:
        live |= 1 << i
    out: list[list[int]] = []
    for suit in range(4):
        mine = [i for i in legal if SUIT[i] == suit]
        if not mine:
            continue
        # Card indices rise with rank except the ace (index 0..3): order by rank.
        ladder = sorted(bits(live & SUIT_MASK[suit]), key=RANK.__getitem__, reverse=True)
        place = {i: k for k, i in enumerate(ladder)}
        mine.sort(key=place.__getitem__)
        group = [mine[0]]
        for i in mine[1:]:
            if place[i] == place[group[-1]] + 1:
                group.append(i)
            else:
                out.append(group)
                group = [i]
        out.append(group)
    return out
