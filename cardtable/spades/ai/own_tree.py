"""A tree over the seat's own cards, the others played by the fast policy (issue 28 study).

Session 16 found what the ``ismcts`` yardstick has over ``hard``'s flat rollouts is the choice
of the seat's *own* later cards (cut to the root, its tree lost about 7.7 points a hand), and
that letting the other seats play the fast policy inside the tree (so it branches on the
seat's own cards only) was the one lead (+2.5 and +0.2 on two seeds at three players). This
search keeps that shape and adds what ``hard``'s flat search does well:

- **one move per group of equivalent cards** (``search.distinct_candidates``, at every own
  node, in the sampled deal): fewer children, so the same iterations go deeper;
- **the fast policy's card first**: an unvisited node's first child is the policy's card, so
  the tree starts from the policy's line, not a random card;
- **the policy's card kept without a clear gain** (``keep``, standard errors of the
  difference of the two means), as ``search_card``'s ``keep_sound``: a hundred iterations
  spread over eight cards leave points of noise on each mean.

Each iteration deals the unseen cards (``sampling.sample_deal``, no bid inference: it halves
the iterations), walks the tree by UCB1 with availability counts at the seat's own turns,
lets the policy play the others, expands one own card and plays out with the policy. Off by
default (``HardBot(own_tree=...)``): a study option until a match shows it stronger.
"""

from __future__ import annotations

import math
import random
import time

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.ai import policy
from cardtable.spades.ai.sampling import sample_deal
from cardtable.spades.ai.search import distinct_candidates, evaluate, start_search
from cardtable.spades.ai.simulate import RANK, SUIT
from cardtable.spades.views import SeatView

EXPLORATION = 0.7
REWARD_SCALE = 100.0
MIN_ITERATIONS = 8


class _Node:
    __slots__ = ("avail", "children", "squares", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0
        self.avail = 1


def _pick(node: _Node, legal: list[int], first: int) -> tuple[int, bool]:
    """The child to walk: the policy's card if untried, else an untried card, else UCB1."""
    children = node.children
    if first not in children and first in legal:
        return first, True
    for c in legal:
        if c not in children:
            return c, True
    best = legal[0]
    best_score = -math.inf
    for c in legal:
        child = children[c]
        score = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(child.avail) / child.visits
        )
        if score > best_score:
            best, best_score = c, score
    for c in legal:
        children[c].avail += 1
    return best, False


def own_tree_card(
    view: SeatView,
    rng: random.Random,
    budget_s: float | None,
    iterations: int = 100_000,
    keep: float = 1.0,
) -> Card:
    """The card the own-card tree plays from ``view`` (see the module docstring)."""
    opened = start_search(view)
    if isinstance(opened, Card):
        return opened
    start, base, seat, candidates, favourite, knowledge, own = opened
    team = view.rules.team_of(seat)
    bags = view.bags
    rules = view.rules
    choose = policy.choose
    root = _Node()
    done = 0
    while done < iterations:
        sim = base.copy()
        sim.hands = sample_deal(knowledge, rng, own, False)
        node = root
        path: list[_Node] = []
        expanded = False
        while sim.tricks_left > 0:
            turn = sim.turn
            if turn != seat:
                sim.play(choose(sim, turn))
                continue
            if expanded:
                sim.play(choose(sim, turn))
                continue
            if node is root:
                legal = candidates
                first = favourite
            else:
                legal = distinct_candidates(sim, seat, sim.legal(seat))
                first = choose(sim, seat)
                if first not in legal:  # its group's searched card (the group's lowest)
                    first = max(
                        (c for c in legal if SUIT[c] == SUIT[first] and RANK[c] <= RANK[first]),
                        key=RANK.__getitem__,
                    )
            card, new = _pick(node, legal, first)
            if new:
                child = _Node()
                node.children[card] = child
                expanded = True
            else:
                child = node.children[card]
            sim.play(card)
            path.append(child)
            node = child
        reward = evaluate(sim, team, bags, rules) / REWARD_SCALE
        for n in path:
            n.visits += 1
            n.total += reward
            n.squares += reward * reward
        done += 1
        if budget_s is not None and done >= MIN_ITERATIONS:
            elapsed = time.perf_counter() - start
            if elapsed * (done + 1) / done > budget_s:
                break
    kids = root.children
    best = max(candidates, key=lambda c: (kids[c].visits, kids[c].total) if c in kids else (-1, 0))
    if (
        keep > 0
        and best != favourite
        and favourite in kids
        and not _clear(kids[best], kids[favourite], keep)
    ):
        best = favourite
    return card_from_index(best)


def _clear(best: _Node, fav: _Node, z: float) -> bool:
    """Whether ``best``'s mean beats ``fav``'s by more than ``z`` standard errors (Welch)."""
    if best.visits < 2 or fav.visits < 2:
        return False

    def mean_var(n: _Node) -> tuple[float, float]:
        m = n.total / n.visits
        v = max(0.0, (n.squares - n.visits * m * m) / (n.visits - 1))
        return m, v / n.visits

    mb, vb = mean_var(best)
    mf, vf = mean_var(fav)
    return mb - mf > z * math.sqrt(vb + vf)
