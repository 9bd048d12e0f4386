"""Choosing a discard: what the hand can become, weighed against what opponents show.

Candidates are few and sensible: the counted cards kept (the usual draw), one more card
broken (a high card, or a rough badugi's top card), and standing pat on a badugi. With one
candidate there is nothing to weigh. Otherwise each is played out by ``simulate.equities``
against opponents replayed from their draw counts and bets, on the same deals. In the last
draw against opponents who stood pat, ``exact_last_draw`` profiles take their chances from
the exact odds engine instead: the chance of a badugi under each sampled pat hand's high card
is read from ``p_badugi_by_high``, so a seven badugi is not counted as a win against a six.
A snow (standing pat on a bad hand to represent a badugi) is chosen at the profile's
frequency, heads-up in the last draw against a player who is drawing two or more.
"""

from __future__ import annotations

import random

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.profiles import Profile
from cardtable.badugi.ai.reading import OpponentRead, in_position
from cardtable.badugi.ai.simulate import (
    ActionModel,
    Spot,
    equities,
    hand_info,
    sample_opponents,
)
from cardtable.badugi.hand_value import _TABLE4, CLASSES
from cardtable.badugi.odds.draws import option_odds
from cardtable.badugi.view import SeatView
from cardtable.core.cards import card_from_index


def candidates(spot: Spot, max_discard: int) -> list[tuple[int, ...]]:
    """Discards worth comparing, as card indices, fewest cards first."""
    mask = sum(1 << c for c in spot.hand)
    _, size, high, order = hand_info(mask)
    base = 0 if size == 4 else 4 - size
    ks = {min(base, max_discard)}
    breakable = (size == 4 and high >= 8) or (2 <= size < 4 and high >= 7)
    if breakable and base + 1 <= max_discard:
        ks.add(base + 1)
    return [tuple(order[:k]) for k in sorted(ks)]


def _snow_spot(view: SeatView, reads: list[OpponentRead], size: int, high: int) -> bool:
    """Heads-up, last draw, a bad hand of ours, and an opponent drawing two or more."""
    if len(reads) != 1 or view.rules.draws - view.draw_no != 1 or size == 4:
        return False
    if size == 3 and high <= 8:
        return False  # a good draw: drawing is worth more than the bluff
    opp = reads[0]
    this_draw = view.draw_counts[view.draw_no][opp.seat]
    drawing = this_draw if this_draw is not None else opp.last_draw
    return drawing is not None and drawing >= 2


def _exact_last_draw(
    view: SeatView, spot: Spot, cands: list[tuple[int, ...]], samples: int,
    rng: random.Random, trust: float, tries: int, model: ActionModel | None,
) -> list[float] | None:  # fmt: skip
    """Win chances from the odds engine when every opponent stands pat on what he holds, or
    None when some opponent will still draw (then the simulation decides)."""
    draw = view.draw_no
    for r in spot.opponents:
        now = view.draw_counts[draw][r.seat]
        if (now if now is not None else r.last_draw) != 0:
            return None
    pool = list(spot.pool)
    opp_best: list[int] = []
    for _ in range(samples):
        _, _, _, masks, _ = sample_opponents(spot, pool, rng, trust, tries, model=model)
        opp_best.append(max(_TABLE4[m] >> 4 for m in masks))
    hand = [card_from_index(i) for i in spot.hand]
    dead = list(view.own_discards)
    out = []
    for cand in cands:
        opt = option_odds(hand, [card_from_index(i) for i in cand], 1, dead)
        by_high = {3: 0.0, **opt.p_badugi_by_high}
        total = 0.0
        for s in opp_best:
            size, ranks = CLASSES[s]
            if size == 4:
                h = ranks[0]
                total += by_high[h - 1] + 0.5 * (by_high[h] - by_high[h - 1])
            else:  # a snow: our badugi wins, and a miss is a coin flip at best
                total += opt.p_badugi + 0.5 * (1 - opt.p_badugi)
        out.append(total / len(opp_best))
    return out


def choose_draw(
    view: SeatView, legal: LegalActions, reads: list[OpponentRead], spot: Spot,
    profile: Profile, rng: random.Random, model: ActionModel | None = None,
) -> Action:  # fmt: skip
    """The discard for ``view``'s draw under ``profile``."""
    mask = sum(1 << c for c in spot.hand)
    _, size, high, order = hand_info(mask)
    cands = candidates(spot, legal.max_discard)
    if profile.mistakes and rng.random() < profile.mistakes:
        # A lazy draw: keep every counted card, however rough, and never break a badugi.
        pick: tuple[int, ...] = cands[0]
    elif profile.snow and _snow_spot(view, reads, size, high) and rng.random() < (
        profile.snow * (1.5 if in_position(view) else 0.7)
    ):
        pick = ()
    elif len(cands) == 1:
        pick = cands[0]
    else:
        values = None
        if profile.exact_last_draw and view.rules.draws - view.draw_no == 1:
            values = _exact_last_draw(
                view, spot, cands, profile.samples_draw, rng, profile.trust, profile.tries,
                model,
            )
        if values is None:
            values = equities(
                spot, cands, profile.samples_draw, rng, profile.trust, profile.tries, model
            )
        # Ties go to the fewer cards thrown (listed first).
        best = max(range(len(cands)), key=lambda i: (values[i], -i))
        pick = cands[best]
    return Action.draw([card_from_index(i) for i in pick])
