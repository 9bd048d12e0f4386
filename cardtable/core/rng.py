"""Seeded randomness: every shuffle comes from a seed that is kept, so any deal can be replayed."""

from __future__ import annotations

import random
import secrets


def new_seed() -> int:
    """A fresh 63-bit seed from the operating system, for games started without one."""
    return secrets.randbits(63)


def make_rng(seed: int, *salt: object) -> random.Random:
    """A generator for ``seed``; ``salt`` derives independent streams (hand number, reshuffle).

    Deriving streams by salt, instead of carrying a generator's internal state around, keeps
    saved games small: the seed and the salts are enough to rebuild every shuffle.
    """
    if not salt:
        return random.Random(seed)
    return random.Random(":".join([str(seed), *map(str, salt)]))
