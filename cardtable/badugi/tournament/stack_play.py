"""Opponents that play the stack in a sit-and-go: ``medium`` and ``hard`` wrapped so that
depth changes their play, and ``hard`` weighs chips by what they are worth in prizes.

The cash-game bots are not changed (their play at a cash table stays the same, seed for
seed): a tournament seats ``StackBot(inner)`` instead, which decides the spots where the
stack matters and leaves the rest (draws, deep betting) to the inner bot.

- Pot and no limit, before the first draw, effective stack up to ``PUSH_DEPTH`` big blinds:
  push or fold, and call a push or fold, by the heads-up push-or-fold equilibrium of
  ``benchmarks/study_pushfold.py`` (thresholds on the hand's heads-up winning chance before
  the draws, ``strength.heads_up``), a little tighter for each player still to act.
- Fixed limit: committed. With less than a big bet behind and the pot laying 3 to 1 or
  more, never fold; short (up to ``FL_SHORT`` big blinds) before the draw, raise the hands
  the push table would push and fold the rest to a raise.
- ``hard`` only, fixed limit, three or more players left with two or more places paid: its
  betting is its cash play's lookahead with each playout valued by ICM, its own stack
  counted 1.5 times (``icm_play``): big pots that would cripple it cost more prize than they
  bring (the early exits of session 9).
- ``hard`` only: a call that puts either player all in is priced by ICM (Malmuth-Harville)
  over the stacks after winning, losing and folding, against its simulated equity, when
  the prizes make chips worth less than their count (three or more players left with two
  or more places paid, or near the money); heads-up ICM is chips, so it plays by chips.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.players import SimBot
from cardtable.badugi.ai.reading import read_opponents
from cardtable.badugi.ai.simulate import equities, spot_from_view
from cardtable.badugi.ai.strength import K_NONE, heads_up
from cardtable.badugi.hand_value import strength
from cardtable.badugi.tournament.icm import icm_equities
from cardtable.badugi.tournament.icm_play import choose_bet_icm, prizes_left
from cardtable.badugi.view import SeatView
from cardtable.core.bots import Bot

# (depth in big blinds, push from, call from): heads-up winning chance before the draws.
# From ``benchmarks/study_pushfold.py --deals 300000 --jobs 1`` (seed 2026; NOTES.md).
PUSH_TABLE: dict[int, tuple[tuple[int, float, float], ...]] = {
    3: ((4, 0.423, 0.394), (6, 0.439, 0.439), (8, 0.446, 0.476), (10, 0.464, 0.495),
        (12, 0.464, 0.502), (15, 0.469, 0.521), (20, 0.476, 0.535)),
    1: ((4, 0.399, 0.450), (6, 0.399, 0.531), (8, 0.440, 0.600), (10, 0.473, 0.626),
        (12, 0.478, 0.683), (15, 0.711, 0.711), (20, 0.734, 0.734)),
}  # fmt: skip
PUSH_DEPTH = {"medium": 10, "hard": 10}
"""Up to this many big blinds (effective) a bot plays push or fold."""
PER_PLAYER = 0.02
"""How much tighter a push or call is for each player beyond one who may still call."""
FL_SHORT = 6
"""Fixed limit: at this many big blinds or fewer, a bot is short and gets it in or folds."""
ICM_SAMPLES = 400
STACK_OFF_SHARE = 1 / 4
"""``hard``, pot and no limit, deeper than push or fold, before the draw: putting in more
than this share of its chips for the hand needs a hand of ``STACK_OFF_CHANCE``."""
STACK_OFF_CHANCE = 0.60
"""The heads-up chance before the draws (the top eighth of hands) that may stack off deep
before the draw against a player whose raises were not overbets (``OVERBET``)."""
OVERBET = 3.0
"""A raise of more than this many times the pot it went into (after calling), before the
draw, is an overbet: a first-in shove of 75 big blinds is 37 pots. A bot that raises for
value raises about the pot (``medium`` three quarters of it), so against an overbet the
guard is off and the cash play, which reads the shover's record, stands."""
WRAPPED = ("medium", "hard")
ICM_BETTING = True
"""``hard``, fixed limit, three or more players left with two or more places paid: bet,
call, raise or fold by the lookahead's playouts valued in prizes (``icm_play``), not chips.
A switch so that a study can play the same sit-and-goes both ways."""


def thresholds(draws: int, depth: float) -> tuple[float, float]:
    """(push from, call from) at ``depth`` big blinds: the nearest tabled depth at or
    above it (deeper is tighter), the deepest past the table."""
    rows = PUSH_TABLE[draws]
    for d, push, call in rows:
        if depth <= d:
            return push, call
    return rows[-1][1], rows[-1][2]


def preflop_chance(view: SeatView) -> float:
    """The hand's heads-up winning chance before any draw (all draws to come)."""
    draws = view.rules.draws
    return heads_up(draws, draws, strength(view.hand), K_NONE)


def all_in(legal: LegalActions) -> Action | None:
    """The biggest bet or raise allowed (all in, or the pot-limit cap)."""
    if "raise" in legal.kinds:
        return Action.raise_to(legal.max_to)
    if "bet" in legal.kinds:
        return Action.bet(legal.max_to)
    return None


class StackBot:
    """A cash-game bot (``inner``) that plays the stack in a sit-and-go. ``payouts``: the
    prize table (percent of the pool by place)."""

    wants_history = True

    def __init__(self, inner: Bot, level: str, payouts: Sequence[int], seed: int = 0) -> None:
        self.inner = inner
        self.level = level
        self.payouts = tuple(payouts)
        self.seed = seed
        self.name = getattr(inner, "name", level)

    def act(self, view: SeatView) -> Action:
        legal = view.legal_now()
        if "draw" in legal.kinds:
            return self.inner.act(view)
        chosen = self._stack_decision(view, legal)
        if chosen is not None:
            return chosen
        chosen = self._prize_betting(view, legal)
        if chosen is not None:
            return chosen
        chosen = self.inner.act(view)
        if self.level == "hard":
            return self._guard_stack_off(view, legal, chosen)
        return chosen

    # ------------------------------------------------------------------ the spots

    def _stack_decision(self, view: SeatView, legal: LegalActions) -> Action | None:
        bb = view.rules.big_blind
        me = view.seat
        mine = view.stacks[me] + view.committed[me]
        others = [view.stacks[s] + view.committed[s] for s in view.live_opponents]
        if not others:
            return None
        depth = min(mine, max(others)) / bb
        if self.level == "hard" and "call" in legal.kinds:
            priced = self._icm_call(view, legal)
            if priced is not None:
                return priced
        if view.rules.structure in ("pot", "no_limit", "half_pot"):
            if view.street == 0 and depth <= PUSH_DEPTH[self.level]:
                return self._push_or_fold(view, legal, depth)
            return None
        return self._committed(view, legal, depth)

    def _push_or_fold(self, view: SeatView, legal: LegalActions, depth: float) -> Action:
        push_from, call_from = thresholds(view.rules.draws, depth)
        behind = max(0, len(view.live_opponents) - 1)
        s = preflop_chance(view)
        raised = view.current_bet > view.rules.big_blind
        if not raised:  # only the blinds in: push or fold (the big blind may check)
            if s >= push_from + PER_PLAYER * behind:
                shove = all_in(legal)
                if shove is not None:
                    return shove
            return Action.check() if "check" in legal.kinds else Action.fold()
        if s >= call_from + PER_PLAYER * behind:
            shove = all_in(legal)
            return shove if shove is not None else Action.call()
        return Action.check() if "check" in legal.kinds else Action.fold()

    def _committed(self, view: SeatView, legal: LegalActions, depth: float) -> Action | None:
        """Fixed limit: never fold a pot that lays 3 to 1 with less than a bet behind; short
        before the draw, raise or fold by the push table."""
        bet = view.rules.bet_size(view.street)
        to_call = legal.call_amount
        short = view.stacks[view.seat] - to_call < bet
        if "fold" in legal.kinds and short and view.pot_total >= 3 * to_call:
            return Action.call()
        if view.street == 0 and depth <= FL_SHORT:
            push_from, call_from = thresholds(view.rules.draws, depth)
            behind = max(0, len(view.live_opponents) - 1)
            s = preflop_chance(view)
            need = call_from if view.current_bet > view.rules.big_blind else push_from
            if s >= need + PER_PLAYER * behind:
                raise_ = all_in(legal)
                if raise_ is not None:
                    return raise_
                return Action.call() if "call" in legal.kinds else Action.check()
            if "fold" in legal.kinds and view.current_bet > view.rules.big_blind:
                return Action.fold()
        return None

    def _guard_stack_off(self, view: SeatView, legal: LegalActions, chosen: Action) -> Action:
        """Deep before the draw in pot or no limit, no stack off without a strong hand.

        Why: heads-up against ``medium``, hard's cash play raised back and forth before the
        draw with middling hands (its reads count a big raise as often a bluff) until all
        the chips were in, against the re-raising range of a bot that does not bluff there
        (NOTES.md, session 9: 21 such pots in 200 sit-and-goes, 19 of them lost).
        A raise that would put more than ``STACK_OFF_SHARE`` of the chips in becomes a call
        while a call stays under it, else a fold; a call past it becomes a fold. Against a
        player who overbets (``shove``: 37 pots first in) the cash play stands: it calls a
        blind shover wider, and a first record of his shoves is only a few hands old."""
        if view.street != 0 or view.rules.structure not in ("pot", "no_limit", "half_pot"):
            return chosen
        if chosen.kind not in ("bet", "raise", "call"):
            return chosen
        me = view.seat
        chips = view.stacks[me] + view.committed[me]
        dead = view.committed[me] - view.round_bets[me]  # antes
        if chosen.kind == "call":
            after = view.committed[me] + min(legal.call_amount, view.stacks[me])
        else:
            after = dead + chosen.amount
        if after <= STACK_OFF_SHARE * chips:
            return chosen
        if any(r.bet_size and r.bet_size[0] > OVERBET for r in read_opponents(view)):
            return chosen
        if preflop_chance(view) >= STACK_OFF_CHANCE:
            return chosen
        call_after = view.committed[me] + min(legal.call_amount, view.stacks[me])
        if (
            chosen.kind != "call"
            and "call" in legal.kinds
            and call_after <= STACK_OFF_SHARE * chips
        ):
            return Action.call()
        if "check" in legal.kinds:
            return Action.check()
        return Action.fold() if "fold" in legal.kinds else chosen

    # ------------------------------------------------------------------ prizes

    def _prize_betting(self, view: SeatView, legal: LegalActions) -> Action | None:
        """``hard`` in fixed limit with three or more left and two or more paid: its
        lookahead valued in prizes (``icm_play``). None where its cash betting stands."""
        if self.level != "hard" or not ICM_BETTING or view.rules.structure != "fixed":
            return None
        inner = self.inner
        if not isinstance(inner, SimBot) or not inner.profile.rollouts:
            return None
        prizes = prizes_left(view, self.payouts)
        if prizes is None:
            return None
        return choose_bet_icm(view, legal, inner, prizes)

    def _icm_call(self, view: SeatView, legal: LegalActions) -> Action | None:
        """Facing a bet that puts someone all in: call or fold by prize equity, when the
        prizes are not a straight line in chips. None when chips decide."""
        me = view.seat
        paid = prizes_left(view, self.payouts)
        if paid is None:
            return None  # heads-up, or winner takes all: chips are prizes in proportion
        players = [s for s in range(view.n_seats) if view.stacks[s] + view.committed[s] > 0]
        to_call = legal.call_amount
        villain = max(view.live_opponents, key=lambda s: view.committed[s])
        all_in_call = view.stacks[me] <= to_call or view.stacks[villain] == 0
        if not all_in_call or len(view.live_opponents) != 1:
            return None
        chips = {s: view.stacks[s] for s in players}
        need = icm_call_need(chips, me, villain, view.pot_total, to_call, paid)
        if need is None:
            return None
        equity = self._equity(view)
        if equity >= need:
            return Action.call()
        return Action.check() if "check" in legal.kinds else Action.fold()

    def _equity(self, view: SeatView) -> float:
        """The inner bot's simulated showdown equity (its reads of the others' actions)."""
        inner = self.inner
        profile = inner.profile if isinstance(inner, SimBot) else None
        rng = random.Random(f"{self.seed}|icm|{view.hand_no}|{len(view.history)}")
        reads = read_opponents(view)
        spot = spot_from_view(view, reads)
        trust = profile.trust if profile is not None else 1.5
        tries = profile.tries if profile is not None else 6
        return equities(spot, [()], ICM_SAMPLES, rng, trust, tries)[0]


def icm_call_need(
    chips: dict[int, int], me: int, villain: int, pot: int, to_call: int, paid: Sequence[float]
) -> float | None:
    """The showdown equity a call needs to be worth more in prizes than a fold: ``chips``
    behind each player still in, ``pot`` in the middle (the villain's bet included),
    ``to_call`` our price, ``paid`` the prizes of the places still to be decided. Chip
    odds would be ``to_call / (pot + to_call)``; ICM asks for more near the money."""
    fold = dict(chips)
    fold[villain] += pot
    win = dict(chips)
    win[me] = chips[me] + pot  # our call comes back with the pot
    lose = dict(chips)
    lose[me] = chips[me] - to_call
    lose[villain] = chips[villain] + pot + to_call
    order = sorted(chips)
    prizes = [float(p) for p in paid]

    def worth(stacks: dict[int, int]) -> float:
        return icm_equities([stacks[s] for s in order], prizes)[order.index(me)]

    e_fold, e_win, e_lose = worth(fold), worth(win), worth(lose)
    if e_win <= e_lose:
        return None
    return (e_fold - e_lose) / (e_win - e_lose)


def tournament_bot(name: str, bot: Bot, payouts: Sequence[int], seed: int = 0) -> Bot:
    """The bot a sit-and-go seats for ``name``: ``medium`` and ``hard`` play the stack."""
    if name in WRAPPED:
        return StackBot(bot, name, payouts, seed)
    return bot
