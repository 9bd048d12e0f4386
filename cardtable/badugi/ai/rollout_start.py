"""Where a betting rollout starts (``rollout``): the decision's position as numbers
(``Root``, read from the seat's view by ``root_from_view``), the actions worth playing out
(``candidates``) and the playout policy's thresholds (``Style``; ``STYLE`` is the one the bots
use). Kept apart from the playout engine, which only reads them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.ai.simulate import hand_info, mania, policy_shifts
from cardtable.badugi.ai.strength import K_NONE
from cardtable.badugi.events import PlayerActed, RoundEnded
from cardtable.badugi.view import SeatView


class Numbers(Protocol):
    """What a playout draws its random numbers from: a ``random.Random``, or the review's
    ``review.draw_playout.Stream`` (the same numbers for every choice, cheaper to make)."""

    def random(self) -> float: ...

    def shuffle(self, x: list[int], /) -> None: ...


@dataclass(frozen=True)
class Style:
    """The playout policy's thresholds on a seat's winning chance ``s`` (against every live
    opponent, from the strength table), each indexed by the draws still to come.

    Facing a bet it raises with ``s >= raise_at`` (plus ``per_bet`` for every bet beyond the
    first this round), calls with ``s`` above the pot odds plus ``call_margin`` (plus
    ``per_bet`` likewise: the table's ``s`` is against any hand, and a bettor holds better
    than that), and folds the rest. Unopposed it bets ``s >= bet_at`` and bluffs the last
    round heads-up with a weak hand at ``bluff``. ``noise`` blurs ``s`` so the policy mixes
    at its edges, as people do. No-limit and pot-limit bets are ``size`` of the pot.

    The defaults were fitted to the betting of a sound player (``medium``, 1,962 decisions
    heads-up): each threshold is the one that agrees with most of its decisions on that
    street (82% of the calls, folds and raises before the first draw, 67% on the last round,
    against 53-60% for the first guesses); see NOTES.md.
    """

    raise_at: tuple[float, ...] = (0.82, 0.78, 0.72, 0.68)
    bet_at: tuple[float, ...] = (0.52, 0.60, 0.60, 0.62)
    call_margin: tuple[float, ...] = (0.26, 0.24, 0.24, 0.20)
    per_bet: float = 0.05
    bluff: float = 0.08
    noise: float = 0.06
    size: float = 0.75


STYLE = Style()


@dataclass
class Root:
    """The betting decision being made, from the deciding seat's view, by position.

    Positions are the live seats clockwise from the first one left of the button (the order
    of every round after the draws). ``me`` is ours; ``pending`` the positions still to act
    in this round after us; ``last_k[p]`` how many cards position ``p`` changed in its latest
    draw (``K_NONE`` before the first). ``dead`` holds the chips of players who folded.
    ``mania[p]``: how often position ``p`` bets or raises the most it can whatever it holds
    (from its record: ``simulate.mania``); empty when nobody has shown any.
    ``call_shift[p]``: how much higher than the policy's position ``p`` sets its calling
    threshold, from how often its record shows it folding to a bet
    (``simulate.policy_shifts``); empty when nobody has a record.
    """

    seats: tuple[int, ...]
    me: int
    draws: int
    street: int
    structure: str
    big_blind: int
    bet_sizes: tuple[int, ...]
    max_bets: int | None
    stacks: tuple[int, ...]
    committed: tuple[int, ...]
    round_bets: tuple[int, ...]
    current_bet: int
    bets_count: int
    last_raise: int
    pending: frozenset[int]
    dead: int
    last_k: tuple[int, ...]
    mania: tuple[float, ...] = ()
    call_shift: tuple[float, ...] = ()


def root_from_view(view: SeatView) -> Root:
    """The betting decision in ``view`` (it must be our turn to bet)."""
    n = view.n_seats
    order = [(view.button + i) % n for i in range(1, n + 1)]
    seats = tuple(s for s in order if view.dealt_in[s] and not view.folded[s])
    pos = {s: p for p, s in enumerate(seats)}
    rules = view.rules
    # Who has acted in this round since its last bet or raise (the blinds have not).
    acted: set[int] = set()
    last_raise = rules.big_blind
    level = rules.big_blind
    for ev in view.history:
        if isinstance(ev, RoundEnded):
            acted = set()
            last_raise = rules.big_blind
            level = 0
        elif isinstance(ev, PlayerActed):
            if ev.kind in ("bet", "raise"):
                last_raise = max(last_raise if level else 0, ev.amount - level, rules.big_blind)
                level = ev.amount
                acted = {ev.seat}
            elif ev.kind in ("call", "check"):
                acted.add(ev.seat)
    me = pos[view.seat]
    pending = frozenset(
        pos[s]
        for s in seats
        if s != view.seat
        and view.stacks[s] > 0
        and (s not in acted or view.round_bets[s] < view.current_bet)
    )
    last_k = []
    for s in seats:
        made = [d[s] for d in view.draw_counts if d[s] is not None]
        last_k.append(made[-1] if made else K_NONE)
    live_committed = sum(view.committed[s] for s in seats)
    max_bets = None
    if rules.structure == "fixed" and not (rules.uncapped_heads_up and len(seats) == 2):
        max_bets = 1 + rules.max_raises
    return Root(
        seats=seats,
        me=me,
        draws=rules.draws,
        street=view.street,
        structure=rules.structure,
        big_blind=rules.big_blind,
        bet_sizes=tuple(rules.bet_size(t) for t in range(rules.rounds)),
        max_bets=max_bets,
        stacks=tuple(view.stacks[s] for s in seats),
        committed=tuple(view.committed[s] for s in seats),
        round_bets=tuple(view.round_bets[s] for s in seats),
        current_bet=view.current_bet,
        bets_count=view.bets_count,
        last_raise=last_raise,
        pending=pending,
        dead=sum(view.committed) - live_committed,
        last_k=tuple(last_k),
        mania=tuple(mania(view.tendencies[s]) if view.tendencies else 0.0 for s in seats),
        call_shift=tuple(policy_shifts(view.tendencies[s])[2] for s in seats)
        if view.tendencies
        else (),
    )


def candidates(view: SeatView, legal: LegalActions) -> list[Action]:
    """The actions worth comparing: fold, check or call, and bets of half the pot, the pot
    and all-in where the structure allows them (fixed limit: its one size).

    All-in is a candidate only when it is at most one and a half pots: an overbet of fifty
    pots risks the stack to win the blinds, and the playouts' opponents, a model of people
    and not people, were too ready to fold to it (the lookahead shoved a six-four draw
    for a hundred big blinds into three chips). Pot-sized raises reach all-in soon enough.
    In pot, half-pot and no limit a weak holding does not raise either (``_may_raise_big``)."""
    out: list[Action] = []
    if "fold" in legal.kinds:
        out.append(Action.fold())
    out.append(Action.call() if "call" in legal.kinds else Action.check())
    kind = "raise" if "raise" in legal.kinds else "bet" if "bet" in legal.kinds else None
    if kind is None:
        return out
    if legal.min_to == legal.max_to:
        return [*out, Action(kind, legal.min_to)]
    if not _may_raise_big(view, legal):
        return out
    pot_after_call = view.pot_total + legal.call_amount
    sizes = {legal.min_to}
    if legal.max_to <= view.current_bet + 1.5 * pot_after_call:
        sizes.add(legal.max_to)
    for frac in (0.5, 1.0):
        sizes.add(view.current_bet + int(frac * pot_after_call))
    tos = sorted({max(legal.min_to, min(legal.max_to, t)) for t in sizes})
    return [*out, *(Action(kind, t) for t in tos)]


def _may_raise_big(view: SeatView, legal: LegalActions) -> bool:
    """Whether a big-bet raise (or bet) is worth comparing for our holding: not with two
    cards or fewer before the first draw, and not with a draw facing a bet after it.

    Why: the playouts' opponents fold to raises more often than people (and ``medium``) do,
    so these raises looked like folds won; measured against medium's own choices in pot
    limit (what happened after each differing decision), two-card raises before the draw
    lost 5 to 19 big blinds each and raising a bet with a three-card draw far more."""
    _, size, _, _ = hand_info(sum(1 << c.index for c in view.hand))
    if view.street == 0:
        return size >= 3
    return size == 4 or legal.call_amount == 0
