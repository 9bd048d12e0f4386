"""Betting by lookahead: the ``hard`` bot's way of choosing a bet, call, raise or fold.

Opponents' holdings are sampled from what they have shown (``simulate.sample_opponents``,
whose bet reading keeps a floor of bluffs that grows with the size of the bet, so a shove is
never read as the nuts alone); each candidate action is then played out on every sample
(``rollout.action_values``) and the one worth the most chips is taken. The number of samples
shrinks with the number of live players, whose playouts cost more, so a decision stays within
its time budget at a full table.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.profiles import Profile
from cardtable.badugi.ai.rollout import (
    STYLE,
    Root,
    _Playout,
    action_values,
    candidates,
    root_from_view,
)
from cardtable.badugi.ai.simulate import (
    ActionModel,
    Spot,
    hand_info,
    natural_draw,
    sample_opponents,
)
from cardtable.badugi.view import SeatView
from cardtable.core.cards import card_from_index


def _deals(
    root: Root, spot: Spot, count: int, rng: random.Random, profile: Profile,
    model: ActionModel | None = None,
) -> tuple[list[tuple[list[int], list[int], int, list[int]]], list[bool]]:  # fmt: skip
    """``count`` samples of everyone's hands by position (ours as it is) with the deck, and
    for each whether the opponents' holdings were taken as value hands (no bluff floor)."""
    pos = {s: p for p, s in enumerate(root.seats)}
    mine = sum(1 << c for c in spot.hand)
    pool = list(spot.pool)
    out = []
    tags = []
    for _ in range(count):
        deck, ptr, muck, masks, on_value = sample_opponents(
            spot, pool, rng, profile.trust, profile.tries, profile.bluff_floor, model
        )
        by_pos = [0] * len(root.seats)
        by_pos[root.me] = mine
        for read, m in zip(spot.opponents, masks, strict=True):
            by_pos[pos[read.seat]] = m
        out.append((by_pos, deck, ptr, muck))
        tags.append(on_value)
    return out, tags


def _means(rows: list[list[float]], n: int) -> list[float]:
    return [sum(r[i] for r in rows) / len(rows) for i in range(n)] if rows else [0.0] * n


def choose_bet_lookahead(
    view: SeatView, legal: LegalActions, spot: Spot, profile: Profile, rng: random.Random,
    model: ActionModel | None = None,
) -> Action:  # fmt: skip
    """The betting action whose playouts win the most chips on average.

    Bluffs are assumed only where they protect us: whether calling pays is judged on every
    sample, bluffs included; raises, which way to go on, and every decision without a bet to
    face, on the samples taken as value hands. Counting on an opponent's bluffs to fold to a
    raise is how a lookahead turns into a maniac (it shoved any two cards into a pot-limit
    raiser who never folds)."""
    actions = candidates(view, legal)
    if len(actions) == 1:
        return actions[0]
    root = root_from_view(view)
    live = len(root.seats)
    count = max(24, profile.rollouts * 2 // live)
    deals, tags = _deals(root, spot, count, rng, profile, model)
    others = None
    if profile.opponent_margin != 1.0:
        others = dataclasses.replace(
            STYLE, call_margin=tuple(m * profile.opponent_margin for m in STYLE.call_margin)
        )
    rows = action_values(root, actions, deals, rng, STYLE, others)
    return pick_action(actions, rows, tags, count, 0.01 * view.rules.big_blind)


def pick_action(
    actions: Sequence[Action],
    rows: list[list[float]],
    tags: list[bool],
    count: int,
    tie: float,
    fold_counts: bool = False,
) -> Action:
    """The action the playouts' ``rows`` (one value per action, a row a deal) favour.

    Go on if calling pays against his range with its bluffs, or a raise pays against his
    value hands alone (when a third of the deals or more took him for value); a raise never
    counts on his bluffs folding. Paying is beating zero, the chips a fold wins from now, or
    with ``fold_counts`` the fold's own value (a prize model, where folding is worth
    something). Ties, and near-ties within ``tie``, go to the more passive action."""
    n = len(actions)
    every = _means(rows, n)
    value_rows = [r for r, t in zip(rows, tags, strict=True) if t]
    on_value = _means(value_rows, n) if len(value_rows) >= count // 3 else every
    start = 0
    if actions[0].kind == "fold":
        floor_every = every[0] if fold_counts else 0.0
        floor_value = on_value[0] if fold_counts else 0.0
        if every[1] <= floor_every and max(on_value[2:], default=floor_every) <= floor_value:
            return actions[0]
        start = 1
    best = start
    for i in range(start + 1, n):
        if on_value[i] > on_value[best] + tie:
            best = i
    return actions[best]


class PolicyBot:
    """The playout policy as a bot of its own: how each seat plays inside the lookahead.

    Unlisted at the table; the arena measures it, because the lookahead can only be as good
    as its model of the other players, and this bot is that model."""

    name = "policy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, view: SeatView) -> Action:
        legal = view.legal_now()
        mask = sum(1 << c.index for c in view.hand)
        if "draw" in legal.kinds:
            _, size, high, order = hand_info(mask)
            k = min(natural_draw(size, high, view.rules.draws - view.draw_no), legal.max_discard)
            return Action.draw([card_from_index(i) for i in order[:k]])
        root = root_from_view(view)
        masks = [0] * len(root.seats)
        masks[root.me] = mask
        sim = _Playout(root, masks, [], 0, [], self.rng, STYLE)
        kind, to = sim._policy(root.me)
        if kind in ("bet", "raise"):
            kind = "raise" if "raise" in legal.kinds else "bet"
            return Action(kind, max(legal.min_to, min(legal.max_to, to)))
        if kind == "fold" and "check" in legal.kinds:
            return Action.check()
        return Action(kind)
