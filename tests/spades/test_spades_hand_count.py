"""One seed-001 trick count: the basic bot, the bid inference and the coach read the same one."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.cards import card_from_index, parse_cards
from cardtable.spades.ai.sampling import count_tricks_idx as sampling_count
from cardtable.spades.bots import count_tricks
from cardtable.spades.coach import formula_count
from cardtable.spades.hand_count import count_hand, count_tricks_idx

hands = st.lists(st.integers(0, 51), min_size=0, max_size=17, unique=True)


def test_parts_of_a_known_hand() -> None:
    # Side aces h d, side king c (half), spades A K (2), diamonds short: one ruff with 3 spades.
    cards = [c.index for c in parse_cards("As Ks 2s Ah 2h 3h 4h Ad Kc 2c 3c 4c 5c")]
    assert count_hand(cards) == (2, 1, 1, 1, 2)
    assert count_tricks_idx(cards) == 5.5


@settings(max_examples=200, deadline=None)
@given(hands)
def test_every_reader_gets_the_same_count(cards: list[int]) -> None:
    as_cards = [card_from_index(c) for c in cards]
    parts = count_hand(cards)
    total = parts.side_aces + parts.side_kings / 2 + parts.ruffs + parts.spades
    assert count_tricks_idx(cards) == sampling_count(cards) == total
    assert count_tricks(as_cards) == total
    coach = formula_count(as_cards)
    assert (coach.side_aces, coach.side_kings, coach.short_suits, coach.ruffs, coach.spades) == (
        parts
    )
    assert coach.total == total
    assert parts.ruffs <= parts.short_suits and 0 <= parts.spades <= 13
