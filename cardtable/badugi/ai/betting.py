"""Betting from equity: pot odds to call, an edge over a fair share to bet or raise for value,
and bluffs, semi-bluffs and snow follow-ups at controlled (seeded) frequencies.

``equity`` is our showdown share against the hands the opponents' draws and bets make likely
(``simulate.equities``). A fair share is ``1 / players``; a value bet wants a profile's edge
over it, more with more opponents (the caller's range is stronger than the whole range) and
less in position. A call wants the pot odds plus a margin; with draws to come a drawing hand
pays again later, so the margin grows with the rounds left. Bluffs are for the last round,
heads-up or three-handed, against players who drew (a pat player rarely folds), more often
in position and after our own snow, whose stand-pat is public and must be followed through.
"""

from __future__ import annotations

import random

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.profiles import Profile
from cardtable.badugi.ai.reading import OpponentRead, in_position
from cardtable.badugi.ai.simulate import Spot, hand_info
from cardtable.badugi.view import SeatView


def _size(view: SeatView, legal: LegalActions, fraction: float) -> int:
    """A bet or raise of ``fraction`` of the pot after calling, within the legal range
    (fixed limit has a single size)."""
    want = view.current_bet + int(fraction * (view.pot_total + legal.call_amount))
    return max(legal.min_to, min(legal.max_to, want))


def snowing(view: SeatView, spot: Spot) -> bool:
    """Whether we stood pat in our latest draw without a badugi (public: we must bet it)."""
    mine = [d[view.seat] for d in view.draw_counts if d[view.seat] is not None]
    if not mine or mine[-1] != 0:
        return False
    _, size, _, _ = hand_info(sum(1 << c for c in spot.hand))
    return size < 4


def choose_bet(
    view: SeatView, legal: LegalActions, reads: list[OpponentRead], spot: Spot,
    equity: float, profile: Profile, rng: random.Random,
) -> Action:  # fmt: skip
    """The betting action for ``view`` given our ``equity``."""
    n_opp = max(1, len(reads))
    share = 1.0 / (n_opp + 1)
    rounds_left = view.rules.draws - view.street  # draws still to come
    pos = in_position(view)
    call = legal.call_amount
    pot = view.pot_total
    aggressive = "raise" if "raise" in legal.kinds else "bet" if "bet" in legal.kinds else None
    crowd = 1.0 + 0.35 * (n_opp - 1)
    value_bet = share + (profile.bet_edge - (0.03 if pos else 0.0)) * crowd
    value_raise = share + profile.raise_edge * crowd
    big = equity > 0.85 and rounds_left == 0
    fraction = 1.0 if big else 0.75
    mistake = profile.mistakes > 0 and rng.random() < profile.mistakes
    opp_drew = all((r.last_draw or 0) > 0 for r in reads) if reads else False
    snow = snowing(view, spot)

    def aggress() -> Action:
        assert aggressive is not None
        return Action(aggressive, _size(view, legal, fraction))

    if call > 0:
        required = call / (pot + call)
        margin = profile.call_margin + 0.02 * rounds_left * (equity < share)
        if aggressive and equity >= value_raise and not mistake:
            return aggress()
        if (
            aggressive
            and rounds_left > 0
            and n_opp == 1
            and equity >= required + 0.12
            and rng.random() < profile.semibluff
        ):
            return aggress()
        if aggressive and snow and rounds_left == 0 and rng.random() < profile.bluff:
            return aggress()
        if equity >= required + margin:
            return Action.call()
        if mistake:
            return Action.call()  # the human error: paying off, hoping, with a weak hand
        return Action.fold()

    if aggressive is None:
        return Action.check()
    if equity >= value_bet:
        if mistake:
            return Action.check()  # the human error: a value hand checked
        return aggress()
    if rounds_left > 0 and n_opp <= 2 and equity >= share - 0.08:
        if rng.random() < profile.semibluff * (1.3 if pos else 0.8):
            return aggress()
        return Action.check()
    if rounds_left == 0 and n_opp <= 2:
        freq = profile.bluff * (1.3 if pos else 0.7) / n_opp
        if snow:
            freq = min(1.0, 3 * profile.bluff)
        elif not opp_drew:
            freq *= 0.2
        if equity < share * 0.7 and rng.random() < freq:
            fraction = 0.75
            return aggress()
    return Action.check()
