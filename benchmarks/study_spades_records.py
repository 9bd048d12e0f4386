"""Where a Spades bot's points go, from arena records (issue 28's diagnosis at 3, 5, 6 players).

Reads the records ``cardtable-arena --game spades ... --export DIR`` wrote and prints, per bot
name (each seat is "name#entry"), per hand it played: its team's bid and tricks, how often
the team made its contract or went set, bags, nils and blind nils bid and made (shares of
hands, and of those bids), the points a hand (bag penalty included; also without the hands
it bid nil or blind nil), and how far its bid sat from the seed-001 count of its cards and
from the tricks it took. At 3 and 5
players a team is one seat, so these are the bot's own figures.

Usage: ``python benchmarks/study_spades_records.py DIR``.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from cardtable.core.cards import parse_cards
from cardtable.spades.hand_count import count_tricks_idx


def study(folder: Path) -> dict[str, dict[str, list[float]]]:
    """Per bot name, lists of per-hand figures (one entry per seat-hand)."""
    out: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted(folder.glob("spades-*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        seats = record["seats"]
        name_of = {s["seat"]: s["player"].split("#")[0] for s in seats}
        team_of = {s["seat"]: s["team"] for s in seats}
        for hand in record["hands"]:
            taken: dict[int, int] = defaultdict(int)
            for trick in hand["tricks"]:
                taken[_winner(trick)] += 1
            scores = {x["team"]: x for x in hand.get("score") or ()}
            for seat_text, cards in hand["cards"].items():
                seat = int(seat_text)
                bid = dict((s, b) for s, b in hand["bids"])[seat]
                f = out[name_of[seat]]
                count = count_tricks_idx(c.index for c in parse_cards(cards))
                f["count"].append(count)
                f["tricks"].append(taken[seat])
                f["nil"].append(bid == "nil")
                f["blind"].append(bid == "blind_nil")
                if bid == "nil":
                    f["nil_made"].append(taken[seat] == 0)
                elif bid == "blind_nil":
                    f["blind_made"].append(taken[seat] == 0)
                else:
                    f["bid"].append(bid)
                    f["bid_minus_count"].append(bid - count)
                    f["tricks_minus_bid"].append(taken[seat] - bid)
                score = scores.get(team_of[seat])
                if score is not None and name_of[seat] == _first_name(seats, team_of[seat]):
                    f["points"].append(score["points"] + score["penalty"])
                    if bid not in ("nil", "blind_nil"):
                        f["points_no_nil"].append(score["points"] + score["penalty"])
                    f["bags"].append(score["bags"])
                    f["set"].append(score["tricks"] < score["contract"])
                    f["penalty"].append(score["penalty"] != 0)
    return out


def _first_name(seats: list[dict[str, object]], team: int) -> str:
    first = min(int(str(s["seat"])) for s in seats if s["team"] == team)
    return str(next(s["player"] for s in seats if s["seat"] == first)).split("#")[0]


def _winner(trick: list[list[object]]) -> int:
    from cardtable.core.cards import parse_card
    from cardtable.spades.trick_rules import trick_winner_seat

    return trick_winner_seat([(int(str(s)), parse_card(str(c))) for s, c in trick])


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    data = study(Path(argv[0]))
    keys = (
        "count",
        "bid",
        "bid_minus_count",
        "tricks",
        "tricks_minus_bid",
        "set",
        "bags",
        "penalty",
        "nil",
        "nil_made",
        "blind",
        "blind_made",
        "points",
        "points_no_nil",
    )
    names = sorted(data)
    print(f"{'per seat-hand':<18}" + "".join(f"{n:>10}" for n in names))
    print(f"{'seat-hands':<18}" + "".join(f"{len(data[n]['tricks']):>10}" for n in names))
    for k in keys:
        cells = []
        for n in names:
            v = data[n].get(k) or []
            cells.append(f"{statistics.fmean(v):>10.2f}" if v else f"{'-':>10}")
        print(f"{k:<18}" + "".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
