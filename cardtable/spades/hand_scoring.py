"""The end of a Spades hand: each team scored, the hand kept as a ``HandRecord``, the game
won or the next hand dealt.

Part of ``SpadesState`` (a mixin), called by ``trick_play`` when the last trick of a hand is
won. ``HandRecord`` is what tables, records and the history read about a finished hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.core.cards import Card
from cardtable.spades.actions import Action, BidValue
from cardtable.spades.events import Event, GameOver, HandScored
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import TeamScore, game_winner, score_team
from cardtable.spades.table_facts import TableFacts
from cardtable.spades.trick_rules import Trick, trick_winner_seat, tricks_won

Deal = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class HandRecord:
    """Everything that happened in one hand; ``scores`` is None until the hand is over."""

    number: int
    dealer: int
    cards: Deal
    bids: tuple[tuple[int, BidValue], ...]
    tricks: tuple[Trick, ...]
    scores: tuple[TeamScore, ...] | None

    @property
    def trick_winners(self) -> tuple[int, ...]:
        """The seat that won each trick, in order."""
        return tuple(trick_winner_seat(trick) for trick in self.tricks)

    def tricks_won(self, players: int) -> tuple[int, ...]:
        """Tricks each seat took (a table reads these, never working out winners itself)."""
        return tricks_won(self.tricks, players)


class HandScoring:
    """The hand's end for ``SpadesState``; the attributes are the state's own (see there)."""

    rules: SpadesRules
    phase: Phase
    to_act: int | None
    totals: tuple[int, ...]
    bags: tuple[int, ...]
    winner: int | None
    hand_number: int
    dealer: int
    _table: TableFacts
    _dealt: Deal
    _bids: tuple[BidValue | None, ...]
    _bid_order: list[tuple[int, BidValue]]
    _tricks: tuple[Trick, ...]
    _taken: tuple[int, ...]
    _scores: tuple[tuple[TeamScore, ...], ...]
    _history: list[HandRecord]
    _legal: tuple[Action, ...] | None
    _start_hand: Callable[[int], list[Event]]  # SpadesState's

    def _end_hand(self) -> list[Event]:
        scores: list[TeamScore] = []
        for team, members in enumerate(self._table.members):
            bids = [self._bids[s] for s in members]
            assert all(b is not None for b in bids), "a hand ends only after everyone bid"
            result = score_team(
                team,
                [b for b in bids if b is not None],
                [self._taken[s] for s in members],
                self.totals[team],
                self.bags[team],
                self.rules,
            )
            scores.append(result)

        hand_scores = tuple(scores)
        self.totals = tuple(r.total for r in scores)
        self.bags = tuple(r.bags_total for r in scores)
        self._scores += (hand_scores,)
        self._history.append(
            HandRecord(
                self.hand_number,
                self.dealer,
                self._dealt,
                tuple(self._bid_order),
                self._tricks,
                hand_scores,
            )
        )
        events: list[Event] = [HandScored(self.hand_number, hand_scores)]
        winner = game_winner(self.totals, self.rules)
        if winner is not None:
            self.winner = winner
            self.phase = Phase.OVER
            self.to_act = None
            self._legal = ()
            events.append(GameOver(winner, self.totals))
        else:
            events.extend(self._start_hand(self._table.next[self.dealer]))
        return events
