"""Baseline Badugi bots. Each sees only its seat's view (``SeatView``) and returns an Action.

``random`` is the yardstick every other bot must beat and the fuzzer of the engine; ``basic``
plays by a handful of readable rules, the floor the stronger bots are measured against.
"""

from __future__ import annotations

import itertools
import random as _random

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.view import SeatView


class RandomBot:
    """Picks uniformly among the legal kinds of action, then uniformly among their sizes or
    discards."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = _random.Random(seed)

    def act(self, view: SeatView) -> Action:
        legal = view.legal_now()
        kind = self.rng.choice(sorted(legal.kinds))
        if kind == "draw":
            options = [
                combo
                for k in range(legal.max_discard + 1)
                for combo in itertools.combinations(view.hand, k)
            ]
            return Action.draw(self.rng.choice(options))
        if kind in ("bet", "raise"):
            return Action(kind, self.rng.randint(legal.min_to, legal.max_to))
        return Action(kind)


class BasicBot:
    """Simple rules: draw to the counted cards, bet made hands, call with good draws, fold the
    rest. Deterministic, so its results are easy to read."""

    name = "basic"

    def __init__(self, seed: int | None = None) -> None:
        del seed  # deterministic

    def act(self, view: SeatView) -> Action:
        legal = view.legal_now()
        if "draw" in legal.kinds:
            return self._draw(view, legal)
        return self._bet(view, legal)

    @staticmethod
    def _draws_left(view: SeatView) -> int:
        return view.rules.draws - view.street

    def _draw(self, view: SeatView, legal: LegalActions) -> Action:
        value = evaluate(view.hand)
        keep = set(value.cards)
        if value.size < 4:
            # A jack or worse is not worth drawing to.
            keep = {c for c in keep if c.rank <= 10}
        discard = [c for c in view.hand if c not in keep]
        if len(discard) > legal.max_discard:
            discard.sort(key=lambda c: (c in value.cards, -c.rank))
            discard = discard[: legal.max_discard]
        return Action.draw(discard)

    def _bet(self, view: SeatView, legal: LegalActions) -> Action:
        value = evaluate(view.hand)
        top = value.ranks[0]
        draws_left = self._draws_left(view)
        made = value.size == 4
        strong = made and top <= 10
        if draws_left > 0:
            good_draw = (value.size == 3 and top <= 8) or made
        else:
            good_draw = made and top <= 12
        raise_kind = "raise" if "raise" in legal.kinds else "bet" if "bet" in legal.kinds else None
        if strong and raise_kind is not None:
            return Action(raise_kind, self._size(view, legal))
        if "check" in legal.kinds:
            return Action.check()
        if good_draw or strong:
            return Action.call()
        return Action.fold()

    @staticmethod
    def _size(view: SeatView, legal: LegalActions) -> int:
        """Two-thirds of the pot, within the legal range (fixed limit has one size)."""
        want = view.current_bet + (2 * (view.pot_total + legal.call_amount)) // 3
        return max(legal.min_to, min(legal.max_to, want))


class ShoveBot(BasicBot):
    """Moves all-in at every chance and never folds; draws like ``basic``.

    Not an opponent anyone should pick at the table: it is the yardstick for all-in defence.
    A bot that can be beaten by pressing all-in every hand is broken, and this bot presses
    it (in fixed limit it simply raises whenever it may and calls otherwise)."""

    name = "shove"

    def _bet(self, view: SeatView, legal: LegalActions) -> Action:
        for kind in ("raise", "bet"):
            if kind in legal.kinds:
                return Action(kind, legal.max_to)
        return Action.call() if "call" in legal.kinds else Action.check()
