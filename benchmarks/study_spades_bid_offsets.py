"""Is ``hard``'s bid the best bid nearby, and would it gain by bidding nil more often? (issue 28)

For generated deals every seat bids as ``hard`` does (``--bid-ms`` a card). Then, for each
seat in turn, every bid it could have made (nil and 1 to ``--max-bid``), the other bids
kept, is played out on the **true** deal by the fast policy for every seat (deterministic:
one playout a bid) and scored as the bots score a hand: the seat's team points, and its
*margin*, those points less the best other team's (``search.evaluate``).

The report compares ``hard``'s bids with the same bids one or two tricks lower or higher,
and with a looser nil rule read off ``hard``'s own simulation (``BidEstimate``: nil when its
value beats the best number's by more than M points and the simulation kept the nil clean
at least P of the time). A gain here is a gain against players who play the fast policy,
and later bidders do not answer the changed bid: a pointer, not a match result.

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/study_spades_bid_offsets.py collect
--players 5 --hands 600 --out F.jsonl`` then ``... report F.jsonl``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from cardtable.core.rng import derive_seed
from cardtable.core.stats import mean_ci
from cardtable.spades.ai import bidding
from cardtable.spades.ai.bots import HardBot
from cardtable.spades.ai.search import rollout
from cardtable.spades.ai.simulate import bid_to_int, new_hand_sim, team_points
from cardtable.spades.phase import Phase
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import NIL_BID
from cardtable.spades.state import SpadesState
from cardtable.spades.views import SeatView

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jsonl_records import read_records, write_records  # noqa: E402


class _Recording(HardBot):
    """``hard``, keeping the simulation behind each of its bids."""

    def __init__(self, seed: int, budget_ms: float) -> None:
        super().__init__(seed, budget_ms=budget_ms)
        self.estimate: bidding.BidEstimate | None = None

    def bid_estimate(self, view: SeatView) -> bidding.BidEstimate:
        self.estimate = super().bid_estimate(view)
        return self.estimate


def collect(
    players: int, hands: int, seed: int, bid_ms: float, max_bid: int
) -> Iterator[dict[str, Any]]:
    """One record a seat and hand: its bid, its simulation, every bid's true-deal result."""
    rules = SpadesRules(players=players)
    n = players
    for hand in range(hands):
        dealer = hand % n
        state = SpadesState(rules, derive_seed(seed, "bid-offsets-deal", hand), dealer)
        bots = [_Recording(derive_seed(seed, "bid-offsets-bot", hand, s), bid_ms) for s in range(n)]
        while state.phase is Phase.BIDDING:
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].act(state.view(seat)))
        cards = [[c.index for c in state.view(s).hand or ()] for s in range(n)]
        bids = [bid_to_int(b) for b in state.view(0).bids]
        first = (dealer + (1 if rules.direction == "clockwise" else -1)) % n
        for seat in range(n):
            results: dict[str, tuple[int, int]] = {}
            for bid in [NIL_BID, *range(1, min(rules.max_bid, max_bid) + 1)]:
                tried = list(bids)
                tried[seat] = bid
                sim = new_hand_sim(rules, cards, first, tried)
                rollout(sim)
                points = [
                    team_points(sim.bids, sim.taken, sim.members[t], 0, rules)
                    for t in range(sim.teams)
                ]
                mine = points[sim.team[seat]]
                best_other = max(p for t, p in enumerate(points) if t != sim.team[seat])
                results[str(bid)] = (mine, mine - best_other)
            est = bots[seat].estimate
            assert est is not None
            yield {
                "hand": hand,
                "seat": seat,
                "bid": bids[seat],
                "best": est.best_bid,
                "values": list(est.values),
                "p_nil": est.p_nil,
                "results": results,
            }


def _value(record: dict[str, Any], bid: int, margin: bool) -> int:
    results = record["results"]
    key = str(bid) if str(bid) in results else str(max(int(b) for b in results))
    return results[key][1 if margin else 0]


def _mean_ci(xs: Sequence[float]) -> str:
    e = mean_ci(xs)
    return f"{e.mean:+.2f} +- {e.half_width:.2f}"


def report(records: Sequence[dict[str, Any]]) -> str:
    lines = [f"{len(records)} seat-hands; hard bid nil in {sum(r['bid'] < 0 for r in records)}"]
    for margin in (True, False):
        label = "margin" if margin else "own points"
        lines.append(f"{label}, a seat-hand, against hard's own bid:")
        for offset in (-2, -1, 1, 2):
            diffs = [
                _value(r, max(1, r["bid"] + offset), margin) - _value(r, r["bid"], margin)
                for r in records
                if r["bid"] > 0
            ]
            lines.append(f"  bid {offset:+d}: {_mean_ci(diffs)}")
        for m_pts, p_min in ((20.0, 0.5), (10.0, 0.5), (0.0, 0.5), (-20.0, 0.5), (10.0, 0.6)):
            diffs, nils = [], 0
            for r in records:
                values = r["values"]
                nil = values[0] > values[r["best"]] + m_pts and r["p_nil"] >= p_min
                bid = NIL_BID if nil else r["best"]
                nils += nil
                diffs.append(_value(r, bid, margin) - _value(r, r["bid"], margin))
            lines.append(
                f"  nil when worth {m_pts:+.0f} and clean {p_min:.0%}: "
                f"{nils} nils, {_mean_ci(diffs)}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--players", type=int, default=5, choices=(3, 4, 5, 6))
    c.add_argument("--hands", type=int, default=100)
    c.add_argument("--seed", type=int, default=77)
    c.add_argument("--bid-ms", type=float, default=20.0)
    c.add_argument("--max-bid", type=int, default=12, help="highest bid tried")
    c.add_argument("--out", type=Path, required=True)
    r = sub.add_parser("report")
    r.add_argument("files", type=Path, nargs="+")
    args = p.parse_args(argv)
    if args.command == "collect":
        write_records(
            args.out, collect(args.players, args.hands, args.seed, args.bid_ms, args.max_bid)
        )
        return 0
    records = read_records(args.files)
    if not records:
        print("no records in those files", file=sys.stderr)
        return 1
    print(report(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
