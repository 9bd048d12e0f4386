"""``hard``'s fixed-limit betting in a sit-and-go, priced in prizes instead of chips.

Why: six-handed, 65/35, hard wins the sit-and-goes it reaches heads-up in but went out
sixth in about 30% of them (NOTES.md, session 9): big fixed-limit pots, 9-24 big blinds at
levels 2-6, that its cash play builds because each bet in them wins chips on average. A
sixth place pays nothing and a first place 65, so chips lost there cost more prize than
the same chips won bring: the equity of a stack is concave, and more so for a player with an
edge later on (hard's heads-up edge over ``medium``).

How: the cash play's lookahead (``ai.lookahead.choose_bet_lookahead``), the same deals and
random numbers, with each playout's end valued by ICM (Malmuth-Harville) over every
player's stack after it instead of by our chips. Our stack counts ``EDGE`` times in the
model (a player who converts chips to places better than their count: Harville's chance of
first grows with ``EDGE * chips``), which makes losses dearer than wins of the same size.
When the prizes are a straight line in chips (heads-up, winner takes all) this is not used.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.lookahead import _deals, pick_action
from cardtable.badugi.ai.players import SimBot
from cardtable.badugi.ai.ranges import PolicyRanges
from cardtable.badugi.ai.reading import read_opponents
from cardtable.badugi.ai.rollout import STYLE, action_values, candidates, root_from_view
from cardtable.badugi.ai.simulate import spot_from_view
from cardtable.badugi.tournament.icm import icm_equities
from cardtable.badugi.view import SeatView

EDGE = 1.5
"""How many times its chips hard's stack counts in the prize model: with 1.5 an even stack
at six is worth about 22% of the pool (hard's measured share, 21.8%), and a loss of 600 of
1,500 chips costs about 15% more prize than a win of 600 brings (plain ICM: 7%)."""
BLUFF_FLOOR: float | None = None
"""The share of a balanced bettor's bluffs the opponents' bets are read with here (None:
the cash profile's own, 1.0). A study switch."""
MIN_LEFT = 3
"""Players with chips from which the prizes are priced (heads-up ICM is chips)."""


def prizes_left(view: SeatView, payouts: Sequence[int]) -> tuple[float, ...] | None:
    """The prizes still to be decided when they make chips worth less than their count;
    None when chips decide (fewer than ``MIN_LEFT`` players left, or one place paid)."""
    left = sum(1 for s in range(view.n_seats) if view.stacks[s] + view.committed[s] > 0)
    paid = tuple(float(p) for p in payouts[:left])
    if left < MIN_LEFT or len(paid) < 2:
        return None
    return paid


def prize_worth(
    stacks: Sequence[float], me: int, prizes: Sequence[float], edge: float = EDGE
) -> float:
    """Our expected prize with ``stacks`` (by seat) by ICM, our chips counted ``edge``
    times."""
    weighted = list(stacks)
    weighted[me] = weighted[me] * edge
    return icm_equities(weighted, prizes)[me]


def choose_bet_icm(
    view: SeatView, legal: LegalActions, inner: SimBot, prizes: Sequence[float],
    edge: float | None = None,
) -> Action:  # fmt: skip
    """The lookahead's choice with each playout valued in prize (see the module notes).

    The same deals, random numbers and decision rule as ``choose_bet_lookahead`` (go on
    if calling pays against his range with its bluffs or a raise pays against his value
    hands; near ties to the more passive action), so with a straight line in chips it
    chooses as the cash play does."""
    profile = inner.profile
    edge = EDGE if edge is None else edge
    if "check" in legal.kinds and not ({"bet", "raise"} & legal.kinds):
        return Action.check()
    rng = inner._rng(view)
    reads = read_opponents(view)
    spot = spot_from_view(view, reads)
    model = PolicyRanges(view, reads) if profile.policy_ranges else None
    actions = candidates(view, legal)
    if len(actions) == 1:
        return actions[0]
    root = root_from_view(view)
    count = max(24, profile.rollouts * 2 // len(root.seats))
    reading = (
        profile if BLUFF_FLOOR is None else dataclasses.replace(profile, bluff_floor=BLUFF_FLOOR)
    )
    deals, tags = _deals(root, spot, count, rng, reading, model)
    others = None
    if profile.opponent_margin != 1.0:
        others = dataclasses.replace(
            STYLE, call_margin=tuple(m * profile.opponent_margin for m in STYLE.call_margin)
        )
    base = list(view.stacks)
    me = view.seat
    cache: dict[tuple[float, ...], float] = {}

    def worth(deltas: Sequence[float]) -> float:
        after: list[float] = list(base)
        for p, s in enumerate(root.seats):
            after[s] = base[s] + deltas[p]
        key = tuple(after)
        if key not in cache:
            cache[key] = prize_worth(after, me, prizes, edge)
        return cache[key]

    rows = action_values(root, actions, deals, rng, STYLE, others, worth)
    # A hundredth of a big blind in chips, in prize: the pool over the chips in play.
    total = sum(base) + view.pot_total
    tie = 0.01 * view.rules.big_blind * sum(prizes) / max(1, total)
    return pick_action(actions, rows, tags, count, tie, fold_counts=True)
