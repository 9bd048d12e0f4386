"""A shuffled deck that remembers the seed it was shuffled with."""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.core.cards import Card, full_deck
from cardtable.core.errors import CardtableError
from cardtable.core.rng import make_rng, new_seed


class Deck:
    """Cards in dealing order; ``deal`` takes from the top.

    When no seed is given one is drawn from the OS and kept in ``seed``, so the same deal can
    be made again with ``Deck(seed=deck.seed)``.
    """

    def __init__(
        self, seed: int | None = None, cards: Iterable[Card] | None = None, *salt: object
    ) -> None:
        self.seed: int = new_seed() if seed is None else seed
        self.cards: list[Card] = list(full_deck() if cards is None else cards)
        make_rng(self.seed, *salt).shuffle(self.cards)
        self._top = 0

    def __len__(self) -> int:
        return len(self.cards) - self._top

    def deal(self, n: int = 1) -> list[Card]:
        """Take ``n`` cards from the top."""
        if n > len(self):
            raise CardtableError(f"cannot deal {n} cards: only {len(self)} left in the deck")
        out = self.cards[self._top : self._top + n]
        self._top += n
        return out

    def remaining(self) -> list[Card]:
        """The cards not yet dealt, top first."""
        return self.cards[self._top :]
