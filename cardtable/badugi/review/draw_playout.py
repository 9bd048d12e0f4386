"""Playouts that start at a draw: one discard of ours, then the rest of the hand.

``rollout._Playout`` plays the hand out after a betting action of ours; a draw decision needs
the same playout started one step earlier: our discard (each candidate in turn, on the same
cards), the players after us in this draw change cards by the playout policy
(``simulate.natural_draw``; both through ``_Playout._change``), and the betting and draws
that follow are played by the policy, as in ``hard``'s lookahead. So a draw is priced in the
same unit as a bet: the chips it wins from here to the end of the hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.badugi.ai.rollout import _Playout
from cardtable.badugi.ai.simulate import hand_info, natural_draw


class Stream:
    """The random numbers of one sample's playouts, the same for every choice played out on
    it (common random numbers): ``random()`` reads ``numbers`` in order, drawing more from
    ``source`` when they run out (and keeping them for the next choice's playout).

    Why not a ``random.Random`` per playout, as ``rollout.action_values`` makes: seeding one
    costs more than the few numbers a playout reads (a tenth of a review's time went there).
    """

    __slots__ = ("numbers", "source", "at")

    def __init__(self, numbers: list[float], source: random.Random) -> None:
        self.numbers = numbers
        self.source = source
        self.at = 0

    def random(self) -> float:
        at = self.at
        self.at = at + 1
        if at == len(self.numbers):
            self.numbers.append(self.source.random())
        return self.numbers[at]

    def shuffle(self, cards: list[int]) -> None:
        for i in range(len(cards) - 1, 0, -1):
            j = int(self.random() * (i + 1))
            cards[i], cards[j] = cards[j], cards[i]


class DrawPlayout(_Playout):
    """One playout from a draw of ours (``root.street`` is the draw's number)."""

    def _round(self) -> bool:
        """A new betting round among the live players; False when all but one folded."""
        self.rb = [0] * self.n
        self.cur = 0
        self.bets = 0
        self.last_raise = 0
        pending = {q for q in range(self.n) if not self.folded[q] and self.stacks[q] > 0}
        return self._betting(self.n - 1, pending)

    def play_draw(
        self, thrown: Sequence[int], later: Sequence[int], seen_as: int | None = None
    ) -> float:
        """Our chips at the end less our stack now, after we throw ``thrown`` (card
        indices), the positions in ``later`` (still to draw in this draw) draw by the
        policy, and the rest of the hand is played out. ``seen_as``: how many cards the
        others take us to have drawn, when not ``len(thrown)`` (a snow judged by its cards
        alone: see ``pricing.price_draw``)."""
        r = self.r
        me = r.me
        start = self.stacks[me]
        left = r.draws - self.street
        self._change(me, thrown)
        if seen_as is not None:
            self.last_k[me] = seen_as
        for p in later:
            if not self.folded[p]:
                _, size, high, order = hand_info(self.masks[p])
                self._change(p, order[: natural_draw(size, high, left)])
        self.street += 1
        if self._round():
            while self.street < r.draws:
                self._draw_all()
                self.street += 1
                if not self._round():
                    break
        won = self._showdown()
        return self.stacks[me] + won[me] - start
