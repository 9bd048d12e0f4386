"""Judging a nil: the cautious playout (defenders who read the nil's cards) and the stoppers
that cap a nil's chance."""

from __future__ import annotations

from cardtable.core.cards import parse_cards
from cardtable.spades import SpadesRules
from cardtable.spades.ai import policy
from cardtable.spades.ai.bidding import nil_stoppers
from cardtable.spades.ai.simulate import NIL_BID, new_hand_sim


def idx(text: str) -> list[int]:
    return [c.index for c in parse_cards(text)]


def test_stoppers_are_aces_or_three_high_cards() -> None:
    assert nil_stoppers(idx("Ah 3h 4h 5h 2s 6d 7d 8d 2d 3c 4c 5c 6c"))  # even under low cards
    assert nil_stoppers(idx("As 3h 4h 5h 2s 6d 7d 8d 2d 3c 4c 5c 6c"))
    assert nil_stoppers(idx("Kh Qd Qc 2s 3s 4h 5h 6d 7d 2c 3c 4c 5c"))
    assert not nil_stoppers(idx("Kh Qd 2s 3s 4h 5h 6d 7d 8d 2c 3c 4c 5c"))
    assert not nil_stoppers(idx("2s 3s 4h 5h 6h 7h 8d 9d 2d 3c 4c 5c 6c"))


def _lead_against_a_nil(peek: bool) -> int:
    # Seat 0 leads; seat 1 bid nil and holds a bare king of hearts among low clubs.
    hands = [
        idx("2c 2h 9d Td Jd"),
        idx("Kh 3c 4c 5c 6c"),
        idx("7c 8c 9c Tc Jc"),
        idx("Qc Kc Ac 3h 4h"),
    ]
    sim = new_hand_sim(SpadesRules(), hands, 0, [3, NIL_BID, 3, 3])
    sim.peek_nil = peek
    return policy.choose(sim, 0)


def test_defenders_who_read_the_nil_lead_into_its_bare_king() -> None:
    # Ordinary playout: the lowest card anywhere (the nil ducks the club with its 3c).
    assert _lead_against_a_nil(peek=False) == idx("2c")[0]
    # Cautious playout: the two of hearts, which the nil's bare king must win.
    assert _lead_against_a_nil(peek=True) == idx("2h")[0]
