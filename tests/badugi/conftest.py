"""Helpers for Badugi engine tests: stacked decks and a random legal-action chooser."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from cardtable.badugi.actions import Action
from cardtable.badugi.state import HandState
from cardtable.core.cards import Card, full_deck, parse_cards


def stacked_deck(deal: dict[int, str], order: Sequence[int], then: str = "") -> list[Card]:
    """A deck that deals ``deal[seat]`` (four cards each, dealt one at a time to the seats in
    ``order``), then the cards of ``then`` for the draws, then everything else."""
    hands = {s: parse_cards(t) for s, t in deal.items()}
    top = [hands[s][i] for i in range(4) for s in order]
    top += parse_cards(then)
    return top + [c for c in full_deck() if c not in top]


def random_action(state: HandState, rng: random.Random) -> Action:
    """A uniformly random legal action (kind, then size or discard)."""
    legal = state.legal_actions()
    assert legal is not None
    kind = rng.choice(sorted(legal.kinds))
    if kind == "draw":
        hand = state.hands[legal.seat]
        options = [c for k in range(legal.max_discard + 1) for c in itertools.combinations(hand, k)]
        return Action.draw(rng.choice(options))
    if kind in ("bet", "raise"):
        return Action(kind, rng.randint(legal.min_to, legal.max_to))
    return Action(kind)
