"""A Badugi session: hand after hand at one table, the button moving, stacks carried over.

``HandState`` knows one hand; the match knows what carries between hands (stacks, button,
hand number, the seed every hand's shuffle is derived from) and saves all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.badugi.rules import MAX_CHIPS, BadugiRules
from cardtable.badugi.state import MAX_HAND_NO, HandState
from cardtable.badugi.tendencies import Tendency, fresh, observe
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document
from cardtable.core.rng import new_seed
from cardtable.core.validate import Fields, check_bool, check_int

FORMAT = "cardtable-badugi-match"
VERSION = 1


class BadugiMatch:
    """Stacks, button and hand counter of a table; ``hand`` is the hand in progress, if any."""

    def __init__(
        self,
        rules: BadugiRules,
        stacks: Sequence[int],
        seed: int | None = None,
        button: int = 0,
        auto_muck: Sequence[bool] | None = None,
    ) -> None:
        if not 2 <= len(stacks) <= 8:
            raise ValueError(f"Badugi is played by 2 to 8 seats, not {len(stacks)}")
        if any(not isinstance(s, int) or s < 0 for s in stacks):
            raise ValueError("stacks must be whole numbers of chips, 0 or more")
        self.rules = rules
        self.stacks = list(stacks)
        self.seed = new_seed() if seed is None else seed
        self.button = button
        self.auto_muck = list(auto_muck or [False] * len(stacks))
        self.hand_no = 0
        self.hand: HandState | None = None
        self.tendencies: list[Tendency] = fresh(len(stacks))

    @property
    def n(self) -> int:
        return len(self.stacks)

    def seats_with_chips(self) -> list[int]:
        return [s for s, c in enumerate(self.stacks) if c > 0]

    @property
    def can_deal(self) -> bool:
        return len(self.seats_with_chips()) >= 2

    def start_hand(self) -> HandState:
        """Deal the next hand. The button moves one seat clockwise to a seat with chips
        (the first hand uses the starting button, moved on if that seat has no chips)."""
        if self.hand is not None and not self.hand.is_complete:
            raise ValueError("the current hand is not finished")
        if self.hand is not None:
            self._settle()
        if not self.can_deal:
            raise ValueError("fewer than two players have chips")
        if self.hand_no > 0:
            self.button = (self.button + 1) % self.n
        while self.stacks[self.button] == 0:
            self.button = (self.button + 1) % self.n
        self.hand = HandState(
            self.rules, self.stacks, self.button, self.seed, self.hand_no, self.auto_muck
        )
        self.hand_no += 1
        return self.hand

    def _settle(self) -> None:
        assert self.hand is not None and self.hand.is_complete
        self.stacks = list(self.hand.stacks)
        self.tendencies = observe(self.tendencies, self.hand)

    def rebuy(self, seat: int, chips: int) -> None:
        """Top up a seat between hands (the GUI offers it to a busted player)."""
        if self.hand is not None and not self.hand.is_complete:
            raise ValueError("chips can only be added between hands")
        if chips <= 0:
            raise ValueError("a rebuy must be a positive number of chips")
        if self.hand is not None:
            self._settle()
            self.hand = None
        self.stacks[seat] += chips

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "stacks": list(self.stacks) if self.hand is None else list(self.hand.start_stacks),
            "button": self.button,
            "hand_no": self.hand_no,
            "auto_muck": list(self.auto_muck),
            "hand": None if self.hand is None else self.hand.to_json(),
            "tendencies": [t.to_json() for t in self.tendencies],
        }

    @classmethod
    def from_json(cls, data: Any) -> BadugiMatch:
        """Rebuild a match; DocumentError (a ValueError) names the first field that is wrong,
        including a hand in progress that does not belong to this match (other seats, rules,
        seed, button or stacks), which would otherwise load and break the table later."""
        doc = check_document(data, FORMAT, VERSION)
        f = Fields(doc, "the Badugi match")
        f.only("format", "version", "rules", "seed", "stacks", "button", "hand_no",
               "auto_muck", "hand", "tendencies")  # fmt: skip
        try:
            rules = BadugiRules.from_json(f.raw("rules"))
        except (TypeError, ValueError) as exc:
            raise DocumentError(f"the Badugi match: rules: {exc}") from exc
        stacks = f.array("stacks", max_len=8)
        if not 2 <= len(stacks) <= 8:
            raise DocumentError(f"the Badugi match has {len(stacks)} seats, not 2 to 8")
        for s, chips in enumerate(stacks):
            check_int(chips, f"the Badugi match: stack of seat {s}", 0, MAX_CHIPS)
        auto_muck = f.array("auto_muck", length=len(stacks))
        for flag in auto_muck:
            check_bool(flag, "the Badugi match: auto_muck")
        match = cls(
            rules,
            stacks,
            seed=f.seed(),
            button=f.integer("button", 0, len(stacks) - 1),
            auto_muck=auto_muck,
        )
        match.hand_no = f.integer("hand_no", 0, MAX_HAND_NO)
        if "tendencies" in doc:  # saves before session 3 have none: a fresh record
            records = f.array("tendencies", length=len(stacks))
            match.tendencies = [
                Tendency.from_json(r, f"the Badugi match: tendencies of seat {s}")
                for s, r in enumerate(records)
            ]
        hand_doc = f.raw("hand")
        if hand_doc is not None:
            if match.hand_no == 0:
                raise DocumentError("the Badugi match has a hand in progress before its first")
            hand = HandState.from_json(hand_doc)
            expected = {
                "rules": (hand.rules, match.rules),
                "seats": (hand.n, match.n),
                "seed": (hand.seed, match.seed),
                "hand number": (hand.hand_no, match.hand_no - 1),
                "button": (hand.button, match.button),
                "stacks": (list(hand.start_stacks), match.stacks),
                "auto-muck flags": (list(hand.auto_muck), match.auto_muck),
            }
            for what, (got, want) in expected.items():
                if got != want:
                    raise DocumentError(
                        f"the hand in progress does not belong to the match: its {what} "
                        f"differ from the match's"
                    )
            match.hand = hand
        return match


class OnMatch:
    """What a table built on a ``match`` reads from it, the same for the cash session
    (``turns.BadugiTurns``) and the sit-and-go (``tournament.engine.Tournament``)."""

    match: BadugiMatch

    @property
    def hand(self) -> HandState | None:
        """The hand in progress or just finished; None before the first."""
        return self.match.hand

    @property
    def seed(self) -> int:
        """The match's seed (every hand's deal and every bot's seed come from it)."""
        return self.match.seed

    @property
    def hand_over(self) -> bool:
        """No hand dealt yet, or the last one finished: the table is between hands."""
        hand = self.match.hand
        return hand is None or hand.is_complete

    def stacks(self) -> list[int]:
        """Chips behind each seat right now (during a hand: not counting what is in the pot;
        the match's ``stacks`` are only brought up to date when the next hand is dealt)."""
        hand = self.match.hand
        return list(hand.stacks) if hand is not None else list(self.match.stacks)

    def chips_in_play(self) -> int:
        """Stacks plus pots: equals the chips bought in at every moment."""
        hand = self.match.hand
        return sum(self.stacks()) + (hand.pot_total if hand is not None else 0)
