"""How a Badugi hand ends: uncalled chips go back, the last player standing takes the pots
unseen, or the live hands are shown (or mucked) and each pot goes to its best hand.
"""

from __future__ import annotations

from cardtable.badugi.events import (
    BetReturned,
    HandEnded,
    HandMucked,
    HandShown,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.phase import Phase
from cardtable.badugi.pots import split_pot
from cardtable.badugi.seats import HandBase


class Showdown(HandBase):
    """The end of ``HandState``: returning, showing, awarding."""

    def _return_uncalled(self) -> None:
        """Give back the part of a bet that nobody called: what the one live player with the
        most chips in put in above everyone else's total. It was never in a pot (standard
        cardroom practice; RULES.md pots hold only chips someone can win from another)."""
        top = max(self.committed)
        leaders = [s for s in range(self.n) if self.committed[s] == top]
        if top == 0 or len(leaders) != 1 or not self._live(leaders[0]):
            return  # a tie at the top, or a folded player's dead chips: nothing uncalled
        seat = leaders[0]
        excess = top - max(c for s, c in enumerate(self.committed) if s != seat)
        self.committed[seat] -= excess
        self.round_bets[seat] -= excess
        self.stacks[seat] += excess
        self.events.append(BetReturned(seat, excess))

    def _award_uncontested(self) -> None:
        """Everyone else folded: the last player takes every pot without showing (his
        uncalled bet first goes back to him)."""
        self._return_uncalled()
        winner = self.live_seats()[0]
        total = self.pot_total
        self.events.append(RoundEnded(self.street, ((total, (winner,)),)))
        self.events.append(PotAwarded(0, total, ((winner, total),), True))
        self.winnings[winner] += total
        self._finish()

    def _showdown(self) -> None:
        live = self.live_seats()
        first = self.last_aggressor
        if first is None or not self._live(first):
            first = live[0]
        k = live.index(first)
        order = live[k:] + live[:k]
        pots = self.pots()
        values = {s: evaluate(self.hands[s]) for s in live}
        shown: list[int] = []
        contenders = set(order)
        for s in order:
            can_win = False
            for _amount, eligible in pots:
                if s not in eligible or len(eligible) < 2:
                    continue
                rivals = [values[r].strength for r in shown if r in eligible]
                if not rivals or values[s].strength >= max(rivals):
                    can_win = True
                    break
            if can_win or not self.auto_muck[s]:
                shown.append(s)
                v = values[s]
                self.shown[s] = tuple(self.hands[s])
                self.events.append(HandShown(s, tuple(self.hands[s]), v.cards, str(v)))
            else:
                contenders.discard(s)
                self.events.append(HandMucked(s))
        clockwise = self.live_seats()
        for i, (amount, eligible) in enumerate(pots):
            in_pot = [s for s in eligible if s in contenders]
            if len(eligible) == 1:
                shares = [(eligible[0], amount)]
            else:
                best = max(values[s].strength for s in in_pot)
                winners = [s for s in clockwise if s in in_pot and values[s].strength == best]
                shares = split_pot(amount, winners)
            for s, chips in shares:
                self.winnings[s] += chips
            self.events.append(PotAwarded(i, amount, tuple(shares), len(eligible) == 1))
        self._finish()

    def _finish(self) -> None:
        for s in range(self.n):
            self.stacks[s] += self.winnings[s]
        self.committed = [0] * self.n
        self.phase = Phase.COMPLETE
        self.to_act = None
        self.pending = set()
        self.events.append(HandEnded(tuple(self.stacks)))
