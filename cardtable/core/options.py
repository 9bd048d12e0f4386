"""Command-line value types the tools share: whole and real numbers in a range, seeds.

argparse turns the ``ArgumentTypeError`` these raise into a usage error that names the
option, so a mistyped number never reaches a match as ``nan`` or a traceback.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def number(kind: type, low: float, what: str, high: float = math.inf) -> Callable[[str], float]:
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


def seed(text: str) -> int:
    """An argparse type: a master seed, 0 to 2**63 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (a whole number)") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to 2**63 - 1, not {text}")
    return value
