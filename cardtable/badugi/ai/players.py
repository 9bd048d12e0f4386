"""The ``easy``, ``medium`` and ``hard`` Badugi bots: one class, three profiles.

A decision reads the view (``reading``), builds the simulation's spot, then either picks a
discard (``drawing``) or works out its equity and bets (``betting``). Each decision draws its
random numbers from a generator seeded by the bot's seed and the public facts of the moment,
so the same view and seed always give the same action, whether the bot is reused for a whole
hand (arena) or made afresh for each move (GUI); nothing is remembered between calls.
"""

from __future__ import annotations

import random

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.betting import choose_bet
from cardtable.badugi.ai.drawing import choose_draw
from cardtable.badugi.ai.lookahead import choose_bet_lookahead
from cardtable.badugi.ai.profiles import EASY, HARD, MEDIUM, Profile
from cardtable.badugi.ai.ranges import PolicyRanges
from cardtable.badugi.ai.reading import read_opponents
from cardtable.badugi.ai.simulate import equities, spot_from_view
from cardtable.badugi.view import SeatView


class SimBot:
    """A Badugi bot that plays from Monte Carlo equity under a ``Profile``."""

    wants_history = True  # betting actions narrow opponents' ranges

    def __init__(self, profile: Profile, seed: int | None = None) -> None:
        self.profile = profile
        self.name = profile.name
        self.seed = random.SystemRandom().getrandbits(64) if seed is None else seed

    def _rng(self, view: SeatView) -> random.Random:
        key = (
            f"{self.seed}|{view.hand_no}|{view.seat}|{view.phase}|{view.street}|"
            f"{view.draw_no}|{len(view.history)}|{view.committed}|"
            f"{' '.join(map(str, view.hand))}"
        )
        return random.Random(key)

    def act(self, view: SeatView) -> Action:
        legal = view.legal_now()
        rng = self._rng(view)
        reads = read_opponents(view)
        spot = spot_from_view(view, reads)
        model = PolicyRanges(view, reads) if self.profile.policy_ranges else None
        if "draw" in legal.kinds:
            return choose_draw(view, legal, reads, spot, self.profile, rng, model)
        if "check" in legal.kinds and not ({"bet", "raise"} & legal.kinds):
            return Action.check()  # nothing to decide
        if self.profile.rollouts:
            return choose_bet_lookahead(view, legal, spot, self.profile, rng, model)
        equity = equities(
            spot, [()], self.profile.samples_bet, rng, self.profile.trust, self.profile.tries
        )[0]
        return choose_bet(view, legal, reads, spot, equity, self.profile, rng)


def easy(seed: int | None = None) -> SimBot:
    """Loose and passive, with human-like mistakes."""
    return SimBot(EASY, seed)


def medium(seed: int | None = None) -> SimBot:
    """Solid: reads draws and bets, bluffs rarely."""
    return SimBot(MEDIUM, seed)


def hard(seed: int | None = None) -> SimBot:
    """As strong as the time budget allows: more samples, exact last draws, bluffs and
    snows at controlled frequencies."""
    return SimBot(HARD, seed)
