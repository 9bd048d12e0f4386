"""``cardtable-arena``: bot matches without a window, for measuring and comparing bots.

This module only parses the command line; each game's match runner lives in its own module
(``arena_badugi``, ``arena_spades``) so the two games' reports can differ.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardtable-arena",
        description="Play bot matches headless and report results with 95%% confidence intervals.",
    )
    p.add_argument("--game", choices=("badugi", "spades"), required=True)
    p.add_argument("--hands", type=int, default=1000, help="Badugi: hands to play (default 1000)")
    p.add_argument("--games", type=int, default=100, help="Spades: whole games (default 100)")
    p.add_argument("--seed", type=int, default=None, help="master seed (default: random, printed)")
    p.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot names, one per seat (Spades: seats 0 and 2 are partners)",
    )
    p.add_argument(
        "--duplicate",
        action="store_true",
        help="replay every deal with the bots rotated through the seats (Spades: teams swapped)",
    )
    p.add_argument("--export", metavar="DIR", default=None, help="write every record to DIR")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument(
        "--structure",
        default="fixed",
        help="Badugi betting structure: fixed, pot, half_pot or no_limit, or several "
        "separated by commas (one match each on the same deals, reported per structure; "
        "default fixed)",
    )
    p.add_argument("--single-draw", action="store_true", help="Badugi: one draw instead of three")
    p.add_argument("--stack", type=int, default=200, help="Badugi: starting stack in chips")
    p.add_argument("--blinds", default="1/2", help="Badugi: small/big blind (default 1/2)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="Spades: thinking time per card in ms for the bots that take a budget "
        "(default: each bot's own)",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.game == "badugi":
            from cardtable.cli import arena_badugi

            return arena_badugi.run(args)
        from cardtable.cli import arena_spades

        return arena_spades.run(args)
    except ValueError as exc:
        parser.error(str(exc))
    return 2


if __name__ == "__main__":
    sys.exit(main())
