"""The shipped three-draw odds table: it agrees exactly with the engine, covers every hand
through suit renaming, and a damaged file is refused."""

from __future__ import annotations

import itertools
import random

import pytest

from cardtable.badugi.odds import table as odds_table
from cardtable.badugi.odds.draws import discard_options, option_odds
from cardtable.core.cards import Card, card_from_index, full_deck, parse_cards

SUITS = "cdhs"


def _rename(cards: list[Card], renaming: tuple[int, ...]) -> list[Card]:
    return [card_from_index(c.index - c.suit + renaming[c.suit]) for c in cards]


def _hands(seed: int, count: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(full_deck(), 4) for _ in range(count)]


def test_the_table_is_shipped_and_whole() -> None:
    table = odds_table.table()
    assert table is not None, "cardtable/badugi/odds3.bin is missing: run tools/odds_table"
    assert len(table.keys) == odds_table.HANDS
    assert table.keys == sorted(table.keys)


def test_every_hand_has_a_row_through_its_canonical_form() -> None:
    table = odds_table.table()
    assert table is not None
    keys = set(table.keys)
    for hand in itertools.islice(itertools.combinations(range(52), 4), 0, None, 97):
        canonical, renaming = odds_table.canonical(hand)
        assert odds_table.colex(canonical) in keys
        moved = sorted(i - i % 4 + renaming[i % 4] for i in hand)
        assert tuple(moved) == canonical


@pytest.mark.parametrize("seed", range(3))
def test_table_equals_the_engine_for_options_keeping_two_or_more(seed: int) -> None:
    """The engine takes ~0.1-3 s for these (the four-card and three-card draws take tens of
    seconds and are checked by tools/odds_table/build.py --check)."""
    (hand,) = _hands(seed, 1)
    for size in (2, 3, 4):
        for keep in itertools.combinations(hand, size):
            thrown = [c for c in hand if c not in keep]
            table = option_odds(hand, thrown, 3)
            engine = option_odds(hand, thrown, 3, use_table=False)
            assert table.exact == engine.exact, (hand, thrown)
            assert table.keep == engine.keep and table.discard == engine.discard


def test_table_equals_the_engine_for_a_one_card_keep() -> None:
    hand = parse_cards("Kc 9d 5h 5s")
    thrown = [c for c in hand if str(c) != "5h"]
    assert option_odds(hand, thrown, 3).exact == option_odds(hand, thrown, 3, use_table=False).exact


@pytest.mark.parametrize("seed", range(5))
def test_renaming_suits_changes_nothing(seed: int) -> None:
    rng = random.Random(seed)
    (hand,) = _hands(100 + seed, 1)
    renaming = tuple(rng.sample(range(4), 4))
    moved = _rename(hand, renaming)
    for size in range(5):
        for thrown in itertools.combinations(range(4), size):
            a = option_odds(hand, [hand[i] for i in thrown], 3)
            b = option_odds(moved, [moved[i] for i in thrown], 3)
            assert a.exact == b.exact


@pytest.mark.parametrize("seed", range(3))
def test_renaming_suits_changes_nothing_with_dead_cards_either(seed: int) -> None:
    """The engine (two draws, dead cards) computes in the same canonical frame."""
    rng = random.Random(200 + seed)
    cards = rng.sample(full_deck(), 7)
    hand, dead = cards[:4], cards[4:]
    renaming = tuple(rng.sample(range(4), 4))
    moved, moved_dead = _rename(hand, renaming), _rename(dead, renaming)
    for size in (1, 2):
        for thrown in itertools.combinations(range(4), size):
            a = option_odds(hand, [hand[i] for i in thrown], 2, dead)
            b = option_odds(moved, [moved[i] for i in thrown], 2, moved_dead)
            assert a.exact == b.exact


def test_dead_cards_bypass_the_table() -> None:
    """With a dead card the pool is not the table's: the dead-card pass answers, differently."""
    hand = parse_cards("Ac 2s 3d 3h")
    with_dead = option_odds(hand, "3h", 3, dead="Kh")
    plain = option_odds(hand, "3h", 3)
    assert with_dead.p_badugi < plain.p_badugi  # one heart fewer to catch


def test_all_sixteen_options_come_from_the_table_in_order() -> None:
    options = discard_options("Ac 2s 3d 3h", 3)
    assert len(options) == 16
    assert {str(c) for c in options[0].discard} in ({"3h"}, {"3d"})
    assert options[0].p_badugi == pytest.approx(0.5123, abs=5e-5)
    chances = [o.p_badugi for o in options]
    assert chances == sorted(chances, reverse=True)


@pytest.mark.parametrize(
    "data",
    [b"", b"junk", b"CTODDS3\x01" + bytes(20), odds_table.MAGIC + bytes(8)],
)
def test_a_damaged_table_is_refused_with_a_clear_error(data: bytes) -> None:
    with pytest.raises(ValueError, match="odds table"):
        odds_table.OddsTable(data)


def test_a_truncated_table_is_refused() -> None:
    table = odds_table.table()
    assert table is not None
    with pytest.raises(ValueError, match="damaged"):
        odds_table.OddsTable(table.data[:-10])
