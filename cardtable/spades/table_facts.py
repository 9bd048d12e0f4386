"""What a Spades rule set fixes before any card is dealt: the deck, who partners whom, who
sits after whom, and every action and ``CardPlayed`` event object a seat can produce.

Computed once per rule set and shared (the engine's actions and events are immutable values),
which keeps starting a game cheap: the arena and the benchmark start thousands of games, most
of them lasting a hand or two.
"""

from __future__ import annotations

from cardtable.core.cards import full_deck
from cardtable.spades.actions import BLIND_NIL, NIL, Action, Bid, ShowCards, play_action
from cardtable.spades.events import CardPlayed
from cardtable.spades.rules import CLOCKWISE, SpadesRules
from cardtable.spades.trick_rules import table_deck


class TableFacts:
    """Facts fixed by the rules: the deck, teams and their members, the next seat, each
    seat's bid, blind-nil, look and play actions and its ``CardPlayed`` events."""

    def __init__(self, rules: SpadesRules) -> None:
        n = rules.players
        self.deck = table_deck(n)
        self.team = tuple(rules.team_of(s) for s in range(n))
        self.members = tuple(
            tuple(s for s in range(n) if self.team[s] == t) for t in range(rules.team_count)
        )
        step = 1 if rules.direction == CLOCKWISE else -1
        self.next = tuple((s + step) % n for s in range(n))
        self.bid_actions: tuple[tuple[Action, ...], ...] = tuple(
            (Bid(s, NIL), *(Bid(s, v) for v in range(1, rules.max_bid + 1))) for s in range(n)
        )
        self.blind_actions: tuple[tuple[Action, ...], ...] = tuple(
            (Bid(s, BLIND_NIL), ShowCards(s)) for s in range(n)
        )
        self.show_only: tuple[tuple[Action, ...], ...] = tuple((ShowCards(s),) for s in range(n))
        self.plays = tuple(tuple(play_action(s, c) for c in full_deck()) for s in range(n))
        # Events are immutable values, so the CardPlayed of each seat and card is shared too.
        self.played = tuple(tuple(CardPlayed(s, c) for c in full_deck()) for s in range(n))


_TABLES: dict[SpadesRules, TableFacts] = {}


def table_facts(rules: SpadesRules) -> TableFacts:
    """The facts of ``rules``' table, made once and shared by every game with those rules."""
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[rules] = TableFacts(rules)
    return table
