"""What a seat view says about each opponent: the public facts the range model is built on.

Only public information is read: draw counts (``view.draw_counts``) and betting actions
(``PlayerActed`` events, which carry no cards). The opponent's cards never appear in a view.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.badugi.bet_walk import acted
from cardtable.badugi.tendencies import Tendency
from cardtable.badugi.view import SeatView


@dataclass(frozen=True)
class OpponentRead:
    """One live opponent as the table has seen him.

    ``draws``: cards changed in each draw he has made so far, in order. ``aggression[t]``:
    bets and raises in betting round ``t``; ``called[t]``: whether he called a bet in it;
    ``checked[t]``: whether he checked in it (a weak signal: slow plays exist).
    ``bet_size[t]``: his largest bet or raise in round ``t`` as a fraction of the pot it
    was made into (after calling), 0 when he made none: a big bet needs more bluffs to be
    balanced, so it narrows his range less (``simulate``). ``tendency``: his public record
    over the table's earlier hands, when there is one.
    """

    seat: int
    draws: tuple[int, ...]
    aggression: tuple[int, ...]
    called: tuple[bool, ...]
    checked: tuple[bool, ...]
    bet_size: tuple[float, ...] = ()
    tendency: Tendency | None = None

    @property
    def last_draw(self) -> int | None:
        return self.draws[-1] if self.draws else None

    @property
    def is_pat(self) -> bool:
        """Stood pat in his latest draw: a badugi or a snow."""
        return bool(self.draws) and self.draws[-1] == 0


def read_opponents(view: SeatView) -> list[OpponentRead]:
    """An ``OpponentRead`` for every live opponent of ``view.seat``."""
    rounds = view.rules.rounds
    agg = {s: [0] * rounds for s in range(view.n_seats)}
    called = {s: [False] * rounds for s in range(view.n_seats)}
    checked = {s: [False] * rounds for s in range(view.n_seats)}
    size = {s: [0.0] * rounds for s in range(view.n_seats)}
    for ev, bet in acted(view.history, view.n_seats):
        street = bet.street
        if street >= rounds:
            continue
        if ev.kind in ("bet", "raise"):
            agg[ev.seat][street] += 1
            into = bet.into(ev.seat)
            if into > 0:
                frac = (ev.amount - bet.level) / into
                size[ev.seat][street] = max(size[ev.seat][street], frac)
        elif ev.kind == "call":
            called[ev.seat][street] = True
        elif ev.kind == "check":
            checked[ev.seat][street] = True
    out = []
    for s in view.live_opponents:
        draws = tuple(c for c in (d[s] for d in view.draw_counts) if c is not None)
        out.append(
            OpponentRead(
                s, draws, tuple(agg[s]), tuple(called[s]), tuple(checked[s]), tuple(size[s]),
                view.tendencies[s] if view.tendencies else None,
            )  # fmt: skip
        )
    return out


def in_position(view: SeatView) -> bool:
    """Whether ``view.seat`` acts last among the live players after the first draw (the
    first live seat clockwise of the button acts first; heads-up the button acts last)."""
    n = view.n_seats
    order = [(view.button + i) % n for i in range(1, n + 1)]
    live = [s for s in order if view.dealt_in[s] and not view.folded[s]]
    return bool(live) and live[-1] == view.seat
