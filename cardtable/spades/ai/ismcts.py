"""Information-set Monte Carlo tree search (SO-ISMCTS): the ``ismcts`` yardstick's card play.

The method of Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG 4(2), 2012), single-observer version, the family of methods behind the best-known
commercial Spades program. One tree is grown for the seat's information set: its nodes are
sequences of cards played from now on, by every seat in turn. Each iteration

1. **determinizes**: deals the cards the seat cannot see at random, consistent with what it
   has seen (``sampling.sample_deal`` without the bid inference: voids shown, the lead rule,
   cards played, hand sizes);
2. **selects** down the tree through the cards legal in that deal, by UCB1 with
   *availability counts*: a child's exploration term uses how often it was legal when its
   parent was visited, not the parent's visits, since in another deal the card may not be
   there (``EXPLORATION`` is the paper's 0.7);
3. **expands** one card not tried yet from the node reached;
4. **plays out** the rest of the hand with the fast policy (``policy.choose``: the paper
   plays at random; the policy makes the yardstick stronger, not weaker);
5. **backs up** each node's reward from the viewpoint of the seat that played its card:
   that seat's team's hand points minus the best other team's, over ``REWARD_SCALE``.

The card played is the root's most visited child. Works at every table size: the tree does
not care how many seats play or who partners whom; at six players a card's two copies are one
move (the same index). The yardstick sees only its seat's view: every deal is built from it.
"""

from __future__ import annotations

import math
import random
import time

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import knowledge_from_view, sample_deal
from cardtable.spades.ai.search import playable
from cardtable.spades.ai.simulate import Sim, sim_from_view, team_points
from cardtable.spades.rules import SpadesRules
from cardtable.spades.views import SeatView

EXPLORATION = 0.7
"""UCB1's exploration constant (the paper's value for rewards in [0, 1]-like ranges)."""
REWARD_SCALE = 100.0
"""Points per unit of reward: a set contract or a swing of ten tricks is about one unit."""
MIN_ITERATIONS = 8
"""Iterations run whatever the budget says: fewer tell nothing."""


class _Node:
    """A card played at this point of the hand, by ``team``'s seat (the root has none)."""

    __slots__ = ("avail", "children", "team", "total", "visits")

    def __init__(self, team: int) -> None:
        self.team = team
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def rewards(sim: Sim, bags: tuple[int, ...], rules: SpadesRules) -> list[float]:
    """Each team's reward for a finished hand: its points minus the best other team's."""
    points = [
        team_points(sim.bids, sim.taken, sim.members[t], bags[t], rules) for t in range(sim.teams)
    ]
    out = []
    for t, mine in enumerate(points):
        best_other = max(p for u, p in enumerate(points) if u != t)
        out.append((mine - best_other) / REWARD_SCALE)
    return out


def _ucb_child(node: _Node, legal: list[int]) -> int:
    """The legal child with the best UCB1 score by availability; every legal child's
    availability grows by one (it was there to be chosen)."""
    best = legal[0]
    best_score = -math.inf
    children = node.children
    for c in legal:
        child = children[c]
        score = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(child.avail) / child.visits
        )
        if score > best_score:
            best, best_score = c, score
    for c in legal:
        children[c].avail += 1
    return best


def ismcts_card(
    view: SeatView,
    rng: random.Random,
    budget_s: float | None,
    iterations: int = 100_000,
    min_iterations: int = MIN_ITERATIONS,
) -> Card:
    """The card SO-ISMCTS plays from ``view`` after ``iterations`` iterations at most, or as
    many as ``budget_s`` seconds allow (at least ``min_iterations``)."""
    legal_root = playable(view)
    if len(legal_root) == 1:
        return card_from_index(legal_root[0])
    start = time.perf_counter()
    base = sim_from_view(view)
    knowledge = knowledge_from_view(view)
    own = base.hands[view.seat]
    rules = view.rules
    bags = view.bags
    root = _Node(-1)
    choose = policy.choose
    done = 0
    while done < iterations:
        sim = base.copy()
        sim.hands = sample_deal(knowledge, rng, own)
        node = root
        path: list[_Node] = []
        while sim.tricks_left > 0:
            seat = sim.turn
            legal = list(dict.fromkeys(sim.legal(seat)))
            untried = [c for c in legal if c not in node.children]
            if untried:
                card = untried[int(rng.random() * len(untried))]
                child = _Node(sim.team[seat])
                node.children[card] = child
                sim.play(card)
                path.append(child)
                break
            card = _ucb_child(node, legal)
            node = node.children[card]
            sim.play(card)
            path.append(node)
        while sim.tricks_left > 0:
            sim.play(choose(sim, sim.turn))
        reward = rewards(sim, bags, rules)
        for n in path:
            n.visits += 1
            n.total += reward[n.team]
        done += 1
        if budget_s is not None and done >= min_iterations:
            elapsed = time.perf_counter() - start
            if elapsed * (done + 1) / done > budget_s:
                break
    best = max(
        legal_root,
        key=lambda c: (
            (root.children[c].visits, root.children[c].total) if c in root.children else (-1, 0.0)
        ),
    )
    return card_from_index(best)
