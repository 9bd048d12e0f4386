"""Seeded randomness: every shuffle comes from a seed that is kept, so any deal can be replayed."""

from __future__ import annotations

import hashlib
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


def derive_seed(seed: int, *salt: object) -> int:
    """A 63-bit seed for one consumer (a bot in one deal, say) from a keyed hash of ``seed``.

    BLAKE2b keyed with the master seed: the result tells nothing about the seed, so a bot
    given ``derive_seed(seed, "bot", deal, seat)`` cannot work back to the seed that shuffled
    the deck (an arithmetic derivation such as ``seed * k + deal`` could be undone). The
    same seed and salt always give the same value, so matches stay reproducible. A master
    seed that is itself small (``--seed 4``) can of course be guessed: the point is only that
    nothing a bot is handed leads back to it.
    """
    key = hashlib.blake2b(str(seed).encode(), digest_size=32).digest()
    message = ":".join(map(str, salt)).encode()
    digest = hashlib.blake2b(message, key=key, digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
