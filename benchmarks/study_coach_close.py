"""Does "as good on these deals" (``spades.coach_close``) cover the coin flips of the coach's
bid?

For the first bidder of ``--games`` games at each table size (3 to 6 players, every seat's
cards shown), asks the coach (``coach_advice``: 300 deals from the hand's own seed) and again
from another seed (the hand's seed + 1, the same count). Counts the hands with a bid as good
as the coach's, the hands where the other seed names another bid, and how many of those the
first advice had marked as good. With a two-standard-error rule about 19 in 20 should be.

Prints numbers and asserts nothing. Example (the figures in NOTES.md)::

    nice -n 10 python benchmarks/study_coach_close.py --games 30
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.spades import ShowCards, SpadesRules, SpadesState  # noqa: E402
from cardtable.spades.coach import advise, coach_advice, coach_seed  # noqa: E402
from cardtable.spades.trick_rules import sort_hand  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args(argv)
    for players in (3, 4, 5, 6):
        hands = close = differ = covered = 0
        for seed in range(1, args.games + 1):
            state = SpadesState(SpadesRules(players=players), seed)
            seat = state.to_act
            assert seat is not None
            if state.cards_hidden(seat):
                state.apply(ShowCards(seat))
            view = state.view(seat)
            assert view.hand is not None
            view = replace(view, hand=tuple(sort_hand(view.hand)))
            first = coach_advice(view)
            other = advise(view, coach_seed(view) + 1)
            hands += 1
            close += bool(first.as_good)
            if other.bid != first.bid:
                differ += 1
                covered += first.as_good_as_coach(other.bid) is not None
        print(
            f"{players} players: {hands} hands, {close} with a bid as good as the coach's; "
            f"another seed names another bid in {differ}, {covered} of them marked as good"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
