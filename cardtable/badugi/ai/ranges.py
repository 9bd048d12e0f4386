"""Opponents' ranges read with the playout policy's eyes: how likely each holding makes what an
opponent did, if he plays as the lookahead assumes he will.

Why: the lookahead predicts an opponent's answers with the playout policy (``rollout``), so
the hands it deals him must be hands that policy would have played the way he did. With a
looser reading (``simulate.quality``), a player who raised twice is often dealt a hand the
policy would fold to a third raise, and the lookahead then sees fold equity that is not
there: it shoved junk into a pot-limit raiser who never folds. Here a bet or raise is likely
in proportion to how far the holding's winning chance (from the strength table, against the
players he faced) clears the policy's threshold for it, smoothed by ``TEMPERATURE`` and with
a small share of bluffs; a call clears the calling threshold; a check stays under the betting
threshold, with room for slow play. The size-scaled share of bluffs of ``simulate`` still
applies on top (``simulate.bluff_share``), for the question of whether to fold.
"""

from __future__ import annotations

import math

from cardtable.badugi.ai.reading import OpponentRead
from cardtable.badugi.ai.rollout import STYLE, Style
from cardtable.badugi.ai.simulate import policy_shifts
from cardtable.badugi.ai.strength import K_NONE, N_K, table
from cardtable.badugi.hand_value import NUM_CLASSES
from cardtable.badugi.view import SeatView

TEMPERATURE = 0.04
"""Softness of the thresholds: people are less exact than a policy."""
BLUFFS = 0.0
"""Share of bets and raises made with any hand (besides the size-scaled floor)."""
SLOW_PLAY = 0.15
"""Share of strong hands that check."""
TYPICAL_ODDS = 0.25
"""The pot odds a call is assumed to have faced (one bet into about three)."""


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class PolicyRanges:
    """Action likelihoods for the opponents of one view, in ``read_opponents`` order."""

    def __init__(self, view: SeatView, reads: list[OpponentRead], style: Style = STYLE) -> None:
        self.draws = view.rules.draws
        self.table = table(self.draws)
        self.style = style
        live = [s for s in range(view.n_seats) if view.dealt_in[s] and not view.folded[s]]
        # For every opponent and betting round: the draw counts, just before that round, of
        # the players he faced (everyone live now but himself; K_NONE before the first draw).
        self.context: list[list[tuple[int, ...]]] = []
        for read in reads:
            rounds = []
            for t in range(view.rules.rounds):
                ks = []
                for j in live:
                    if j == read.seat:
                        continue
                    k = view.draw_counts[t - 1][j] if t >= 1 else None
                    ks.append(K_NONE if k is None else k)
                rounds.append(tuple(ks))
            self.context.append(rounds)
        self.shifts = [policy_shifts(read.tendency) for read in reads]

    def strength(self, index: int, street: int, strength: int) -> float:
        """Heads-up-equivalent winning chance of class ``strength`` in round ``street`` for
        opponent ``index``: the geometric mean of his chances against each player he faced.

        The thresholds were fitted heads-up; against five players the product of the chances
        is so small that every hand looked unlikely to bet, and the ranges lost their shape
        at a six-seat table."""
        left = self.draws - street
        base = (left * NUM_CLASSES + strength) * N_K
        s = 1.0
        ks = self.context[index][street]
        for k in ks:
            s *= self.table[base + k]
        return s ** (1.0 / len(ks)) if len(ks) > 1 else s

    def weight(self, index: int, read: OpponentRead, street: int, strength: int) -> float:
        """Likelihood of ``read``'s play in round ``street`` holding class ``strength``."""
        if street >= len(read.aggression):
            return 1.0
        st = self.style
        left = self.draws - street
        raises = read.aggression[street]
        if raises:
            s = self.strength(index, street, strength)
            if street == 0 or raises >= 2:
                need = st.raise_at[left] + st.per_bet * max(0, raises - 2)
            else:
                need = st.bet_at[left]
            need += self.shifts[index][0 if street == 0 else 1]
            return BLUFFS + (1 - BLUFFS) * _sigmoid((s - need) / TEMPERATURE)
        if read.called[street]:
            s = self.strength(index, street, strength)
            need = TYPICAL_ODDS + st.call_margin[left] + self.shifts[index][2]
            return BLUFFS + (1 - BLUFFS) * _sigmoid((s - need) / TEMPERATURE)
        if read.checked[street]:
            s = self.strength(index, street, strength)
            over = _sigmoid((s - st.bet_at[left]) / TEMPERATURE)
            return SLOW_PLAY + (1 - SLOW_PLAY) * (1 - over)
        return 1.0
