"""``cardtable-arena``: bot matches without a window, for measuring and comparing bots.

This module only parses the command line; each game's match runner lives in its own module
(``arena_badugi``, ``arena_spades``) so the two games' reports can differ.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path


def _number(kind: type, low: float, what: str, high: float = math.inf) -> Callable[[str], float]:
    """An argparse type: a finite ``kind`` (int or float) from ``low`` to ``high``."""

    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
        return value

    return parse


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (a whole number)") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to 2**63 - 1, not {text}")
    return value


def check_export_dir(path: str) -> None:
    """Make sure records can be written to ``path`` before playing a long match: create it,
    and write and remove a probe file. ValueError says why not (a file in the way, a
    read-only folder), instead of a traceback from a worker halfway through."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise ValueError(f"--export {path}: that is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".cardtable-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise ValueError(f"--export {path}: cannot write there ({exc.strerror or exc})") from exc


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardtable-arena",
        description="Play bot matches headless and report results with 95%% confidence intervals.",
    )
    p.add_argument("--game", choices=("badugi", "spades"), required=True)
    p.add_argument("--hands", type=int, default=1000, help="Badugi: hands to play (default 1000)")
    p.add_argument("--games", type=int, default=100, help="Spades: whole games (default 100)")
    p.add_argument(
        "--seed", type=_seed, default=None, help="master seed (default: random, printed)"
    )
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
    p.add_argument(
        "--stack",
        # At most what a saved hand may hold (badugi.rules.MAX_CHIPS, 2**31 - 1): larger
        # stacks played, then exported records that read_record refuses.
        type=_number(int, 1, "a stack of 1 to 2147483647 chips", 2**31 - 1),
        default=200,
        help="Badugi: starting stack in chips",
    )
    p.add_argument("--blinds", default="1/2", help="Badugi: small/big blind (default 1/2)")
    p.add_argument(
        "--jobs",
        type=_number(int, 1, "a number of worker processes (1 or more)"),
        default=1,
        help="worker processes (default 1)",
    )
    p.add_argument(
        "--budget-ms",
        type=_number(float, 0.001, "a thinking time in milliseconds (above 0)"),
        default=None,
        help="Spades: thinking time per card in ms for the bots that take a budget "
        "(default: each bot's own)",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.export:
            check_export_dir(args.export)
        if args.game == "badugi":
            from cardtable.cli import arena_badugi

            return arena_badugi.run(args)
        from cardtable.cli import arena_spades

        return arena_spades.run(args)
    except ValueError as exc:
        parser.error(str(exc))
    except OSError as exc:  # the disk filled up or the folder went away during the match
        parser.exit(1, f"{parser.prog}: error: cannot write the records: {exc}\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
