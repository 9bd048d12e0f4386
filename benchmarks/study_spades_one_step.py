"""How much one card chosen by rollouts gains over the fast policy's card (issue 28).

At 3 and 5 players ``hard``, ``ismcts`` and the fast policy (``policy.choose``) play about
alike at 20 ms a card (NOTES.md, sessions 10-12). This study asks where the gap hides, one
decision at a time, so the answer does not need hundreds of whole hands:

1. **Positions**: generated deals (``--seed``), bid by ``hard`` (``--bid-ms`` a card), then
   played by the fast policy for every seat. At each card choice before the exact ending
   search takes over (``endgame.ENDGAME_TRICKS``) with more than one distinct card, the
   choosing seat's ``SeatView`` is the position.
2. **Values**: every distinct candidate (``search.start_search``) is played and the hand
   finished by the fast policy on ``--deals-per`` deals sampled from the seat's view with the
   bid inference and as many without it (``sampling.sample_deal``), the same deals for every
   candidate, and once on the **true** deal (the offline study may look; no bot does). A value
   is ``search.evaluate``'s: the seat's team points less the best other team's.
3. **Report**: a k-deal search (the first k deals of one sampler; the best total, the
   policy's card 0.5 a deal ahead, as ``search_card``; with ``keep`` > 0 its clear-gain
   rule) picks a card at each position; its gain is the pick's value less the policy card's,
   on the true deal (unbiased: the pick never saw it) and averaged over the positions.

What the gain is not: the value of playing that way all hand. Everyone plays the fast
policy after the choice, the chooser too, so the gains of a hand's decisions need not add
up (they did not: see NOTES.md, session 12).

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/study_spades_one_step.py collect --players 3
--hands 150 --out F.jsonl`` then ``... report F.jsonl``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from cardtable.core.cards import Card, card_from_index
from cardtable.core.rng import derive_seed
from cardtable.core.stats import mean_ci
from cardtable.spades.actions import Play
from cardtable.spades.ai import policy
from cardtable.spades.ai.bots import HardBot
from cardtable.spades.ai.endgame import ENDGAME_TRICKS
from cardtable.spades.ai.sampling import sample_deal
from cardtable.spades.ai.search import (
    POLICY_BONUS,
    SearchStart,
    _clear_gain,
    evaluate,
    rollout,
    start_search,
)
from cardtable.spades.ai.simulate import Sim, sim_from_view
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState
from cardtable.spades.views import SeatView

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jsonl_records import read_records, write_records  # noqa: E402

SAMPLERS = ("inferred", "plain")


def _values(opened: SearchStart, view: SeatView, hands: Sequence[Sequence[int]]) -> list[float]:
    """Each candidate's value on one deal (``hands``: every seat's cards), policy after it."""
    root = opened.base.copy()
    root.hands = [list(h) for h in hands]
    out = []
    for card in opened.candidates:
        sim: Sim = root.copy()
        sim.play(card)
        rollout(sim)
        out.append(evaluate(sim, view.rules.team_of(view.seat), view.bags, view.rules))
    return out


def position(
    view: SeatView, true_hands: Sequence[Sequence[int]], deals_per: int, rng: random.Random
) -> dict[str, Any] | None:
    """The record of one decision (None when there is nothing to choose)."""
    opened = start_search(view)
    if isinstance(opened, Card):
        return None
    record: dict[str, Any] = {
        "seat": view.seat,
        "trick": len(view.tricks) + 1,
        "candidates": opened.candidates,
        "favourite": opened.favourite,
        "true": _values(opened, view, true_hands),
    }
    for sampler in SAMPLERS:
        infer = sampler == "inferred"
        per_deal = [
            _values(opened, view, sample_deal(opened.knowledge, rng, opened.own, infer))
            for _ in range(deals_per)
        ]
        record[sampler] = [[round(v[j], 2) for v in per_deal] for j in range(len(per_deal[0]))]
    return record


def collect(
    players: int, hands: int, seed: int, deals_per: int, bid_ms: float
) -> Iterator[dict[str, Any]]:
    """The records of ``hands`` generated hands (see the module docstring)."""
    rules = SpadesRules(players=players)
    for hand in range(hands):
        state = SpadesState(rules, derive_seed(seed, "one-step-deal", hand), hand % players)
        bidders = [
            HardBot(derive_seed(seed, "one-step-bid", hand, s), budget_ms=bid_ms)
            for s in range(players)
        ]
        while state.phase is Phase.BIDDING:
            seat = state.to_act
            assert seat is not None
            state.apply(bidders[seat].act(state.view(seat)))
        rng = random.Random(derive_seed(seed, "one-step-sample", hand))
        while not state.history:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            left = rules.hand_size - len(view.tricks)
            if left > ENDGAME_TRICKS[players]:
                true_hands = [[c.index for c in state.view(s).hand or ()] for s in range(players)]
                record = position(view, true_hands, deals_per, rng)
                if record is not None:
                    yield {"hand": hand, **record}
            card = policy.choose(sim_from_view(view), seat)
            state.apply(Play(seat, card_from_index(card)))


def pick(values: Sequence[Sequence[float]], favourite: int, k: int, keep: float) -> int:
    """The candidate a k-deal search picks from ``values[j][deal]`` (``search_card``'s rule)."""
    totals = [sum(v[:k]) for v in values]
    best = max(
        range(len(values)),
        key=lambda j: totals[j] + (POLICY_BONUS * k if j == favourite else 0.0),
    )
    if keep > 0 and best != favourite:
        gains = [a - b for a, b in zip(values[best][:k], values[favourite][:k], strict=True)]
        if not _clear_gain(sum(gains), sum(g * g for g in gains), k, keep):
            best = favourite
    return best


def report(records: Sequence[dict[str, Any]], ks: Iterable[int], keeps: Iterable[float]) -> str:
    """A table of the k-deal searches' gains over the policy's card on the true deal."""
    seat_hands = len({(r["hand"], r["seat"]) for r in records})
    lines = [
        f"{len(records)} decisions in {seat_hands} seat-hands "
        f"({len(records) / max(1, seat_hands):.1f} a seat-hand)",
        "sampler   keep  deals  gain a decision on the true deal  (a seat-hand)  changed",
    ]
    for sampler in SAMPLERS:
        for keep in keeps:
            for k in ks:
                gains, changed = [], 0
                for r in records:
                    fav = r["candidates"].index(r["favourite"])
                    j = pick(r[sampler], fav, k, keep)
                    changed += j != fav
                    gains.append(r["true"][j] - r["true"][fav])
                gain = mean_ci(gains)
                m = gain.mean
                per_hand = m * len(records) / max(1, seat_hands)
                lines.append(
                    f"{sampler:9s} {keep:4.1f} {k:6d}  {m:+.3f} +- {gain.half_width:.3f}"
                    f"{'':15s}({per_hand:+.2f})  {changed}"
                )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="write one JSON line a decision")
    c.add_argument("--players", type=int, default=3, choices=(3, 4, 5, 6))
    c.add_argument("--hands", type=int, default=20)
    c.add_argument("--seed", type=int, default=123)
    c.add_argument("--deals-per", type=int, default=50, help="sampled deals a sampler")
    c.add_argument("--bid-ms", type=float, default=20.0, help="hard's time a card for bids")
    c.add_argument("--out", type=Path, required=True)
    r = sub.add_parser("report", help="the k-deal searches' gains from collected files")
    r.add_argument("files", type=Path, nargs="+")
    r.add_argument("--k", type=int, action="append", help="deals a search (repeatable)")
    r.add_argument("--keep", type=float, action="append", help="clear-gain rule (repeatable)")
    args = p.parse_args(argv)
    if args.command == "collect":
        write_records(
            args.out, collect(args.players, args.hands, args.seed, args.deals_per, args.bid_ms)
        )
        return 0
    records = read_records(args.files)
    if not records:
        print("no decisions in those files", file=sys.stderr)
        return 1
    deals = min(len(records[0][SAMPLERS[0]][0]), *(len(r[SAMPLERS[0]][0]) for r in records))
    ks = [k for k in (args.k or (10, 25, 50)) if k <= deals]
    print(report(records, ks, args.keep or (0.0, 1.0)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
