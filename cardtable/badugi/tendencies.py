"""What each seat has shown in the hands before this one: public counts, as any player at a
real table keeps in his head ("he has raised every hand", "that is his fifth all-in").

Why: within one hand a shove looks like any other shove; only the hands before it tell a
player who shoves everything from one who shoves aces. A bot that cannot tell them apart
either folds too much to the first (and is beaten by pressing all-in every hand) or calls too
much against the second. The counts come from public events only (bets, raises, all-ins:
never a card), are carried by the match from hand to hand and saved with it, and reach the
bots in their seat view (``SeatView.tendencies``), so a bot stays a pure function of its
view: the same view always gives the same decision, saved and resumed or not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from cardtable.badugi.bet_walk import acted
from cardtable.badugi.seats import HandBase
from cardtable.core.errors import DocumentError
from cardtable.core.validate import Fields

MAX_COUNT = 10_000_000


@dataclass(frozen=True)
class Tendency:
    """One seat's public record over the hands it was dealt into.

    ``raised_first_round``: hands in which it bet or raised before the first draw;
    ``first_round_chances``: hands in which it acted before the first draw facing no
    all-in (so it could have raised).
    ``shoved``: hands in which a bet or raise of its own put it all in or was bigger than
    the pot it went into (the plays that only a strong hand or a bluff makes).
    ``bets``: all its bets and raises; ``actions``: all its betting actions (so
    ``bets / actions`` is how aggressive it is).
    ``faced``: decisions facing a bet or raise (not the big blind alone); ``folded``: how many
    of them it folded (so ``folded / faced`` says whether a bet makes it let go: a player who
    rarely does is not bluffed and is value-bet thinner).
    """

    hands: int = 0
    raised_first_round: int = 0
    first_round_chances: int = 0
    shoved: int = 0
    bets: int = 0
    actions: int = 0
    faced: int = 0
    folded: int = 0

    def to_json(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any, what: str) -> Tendency:
        f = Fields(data, what)
        f.only(*cls.__dataclass_fields__)
        values = {k: f.integer(k, 0, MAX_COUNT, default=0) for k in cls.__dataclass_fields__}
        t = cls(**values)
        parts = (t.raised_first_round, t.shoved, t.first_round_chances)
        if any(p > t.hands for p in parts) or t.bets > t.actions or t.folded > t.faced:
            raise DocumentError(f"{what}: the counts contradict each other")
        return t


def observe(before: Sequence[Tendency], hand: HandBase) -> list[Tendency]:
    """The tendencies after ``hand`` (a ``HandState``, complete or not: what was played
    counts). It reads only the hand's fields (``HandBase``): the engine itself imports this
    module's ``Tendency`` for its views."""
    out = list(before)
    n = hand.n
    raised = [False] * n
    chance = [False] * n
    shoved = [False] * n
    all_in_bet = False
    bets = [0] * n
    actions = [0] * n
    faced = [0] * n
    folded = [0] * n
    big_blind = hand.rules.big_blind
    for ev, bet in acted(hand.events, n):
        street = bet.street
        actions[ev.seat] += 1
        chance[ev.seat] |= street == 0 and not all_in_bet
        if bet.level > bet.round_bet[ev.seat] and (street > 0 or bet.level > big_blind):
            faced[ev.seat] += 1
            folded[ev.seat] += ev.kind == "fold"
        if ev.kind in ("bet", "raise"):
            bets[ev.seat] += 1
            raised[ev.seat] |= street == 0
            into = bet.into(ev.seat)
            big = into > 0 and ev.amount - bet.level > into
            shoved[ev.seat] |= ev.all_in or big
            all_in_bet |= ev.all_in
    for s in range(n):
        if hand.dealt_in[s]:
            t = out[s]
            out[s] = replace(
                t,
                hands=t.hands + 1,
                raised_first_round=t.raised_first_round + raised[s],
                first_round_chances=t.first_round_chances + chance[s],
                shoved=t.shoved + shoved[s],
                bets=t.bets + bets[s],
                actions=t.actions + actions[s],
                faced=t.faced + faced[s],
                folded=t.folded + folded[s],
            )
    return out


def fresh(n: int) -> list[Tendency]:
    return [Tendency() for _ in range(n)]
