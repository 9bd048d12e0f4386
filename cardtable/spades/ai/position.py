"""What a hand's result does to the game: the chance of winning it from the totals.

Points are what a hand scores, but a game is won at the target (or lost at the loss
threshold): thirty points that carry a team over 500 ahead of the others are worth more than a
hundred in the middle of the game. ``game_win_chance`` turns the totals after a hand into the
chance of winning the game: exactly 1 or 0 when the game is over (``scoring.game_winner``),
otherwise a normal approximation of the lead over the best other team, spread by the hands
still to come.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import game_winner

GAME_WEIGHT = 300.0
"""Points a whole game is worth beside a hand's points when a bot weighs the game score
(``hard``, near the end): utility = points + ``GAME_WEIGHT`` x the change in
``game_win_chance``, so a hand that decides the game is worth up to this much more."""
HAND_SD = 90.0
"""Spread (one standard deviation) of the points difference between two teams over one hand."""
POINTS_PER_HAND = 60.0
"""About what the leading team scores per hand: how many hands the game still has to go."""


NEAR_END = 150
"""The game score is weighed once a team is this close to the target..."""
NEAR_LOSS = 100
"""... or this close to the loss threshold; before that a point is a point."""


def near_the_end(totals: Sequence[int], rules: SpadesRules) -> bool:
    """Whether this hand may decide the game, so the bots weigh the game score."""
    return max(totals) >= rules.target - NEAR_END or min(totals) <= rules.loss_threshold + NEAR_LOSS


def game_win_chance(totals: Sequence[int], team: int, rules: SpadesRules) -> float:
    """The chance that ``team`` wins the game from ``totals`` (the totals after a hand)."""
    winner = game_winner(totals, rules)
    if winner is not None:
        return 1.0 if winner == team else 0.0
    mine = totals[team]
    best_other = None
    top = mine
    for t, v in enumerate(totals):
        if t != team and (best_other is None or v > best_other):
            best_other = v
        if v > top:
            top = v
    if best_other is None:
        return 0.5
    hands_left = max(1.0, (rules.target - top) / POINTS_PER_HAND)
    sd = HAND_SD * math.sqrt(hands_left)
    return 0.5 * (1.0 + math.erf((mine - best_other) / (sd * math.sqrt(2.0))))
