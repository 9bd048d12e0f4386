"""Card text, the 52 interned cards and the seeded deck."""

from __future__ import annotations

import pytest

from cardtable.core import CardParseError, Deck, Rank, Suit, full_deck, parse_card, parse_cards
from cardtable.core.cards import Card, format_cards


def test_52_distinct_cards_with_ace_low_ranks() -> None:
    deck = full_deck()
    assert len(set(deck)) == 52
    assert parse_card("Ah").rank == Rank.ACE == 1
    assert parse_card("Kd").rank == 13
    assert {c.index for c in deck} == set(range(52))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ah", "Ah"),
        ("ah", "Ah"),
        ("AH", "Ah"),
        ("Td", "Td"),
        ("10d", "Td"),
        ("10D", "Td"),
        ("9s", "9s"),
        ("A♠", "As"),
        ("k♥", "Kh"),
        ("Q♦", "Qd"),
        ("2♣", "2c"),
    ],
)
def test_parse_accepts_every_documented_form(text: str, expected: str) -> None:
    assert str(parse_card(text)) == expected


def test_parse_returns_the_shared_instance() -> None:
    assert parse_card("10h") is Card(Rank.TEN, Suit.HEARTS)


def test_parse_several_cards_spaced_commas_or_glued() -> None:
    assert format_cards(parse_cards("Kc Jh 8d 7s")) == "Kc Jh 8d 7s"
    assert format_cards(parse_cards("Kc,Jh, 10d")) == "Kc Jh Td"
    assert format_cards(parse_cards("AhKd")) == "Ah Kd"
    assert format_cards(parse_cards(["As", parse_card("2c")])) == "As 2c"


@pytest.mark.parametrize("bad", ["1h", "Zs", "Ax", "11c", "A", "", "Ahx"])
def test_bad_text_names_the_bad_token(bad: str) -> None:
    with pytest.raises(CardParseError) as err:
        parse_cards(f"Kc {bad} 2d") if bad else parse_card(bad)
    assert repr(err.value.token) in str(err.value) or err.value.token in str(err.value)
    assert "Kc" not in err.value.token and "2d" not in err.value.token


def test_parse_card_rejects_non_strings() -> None:
    with pytest.raises(CardParseError):
        parse_card(12)  # type: ignore[arg-type]


def test_seeded_deck_is_reproducible_and_a_permutation() -> None:
    a, b = Deck(seed=42), Deck(seed=42)
    assert a.cards == b.cards
    assert sorted(a.cards) == full_deck()
    assert Deck(seed=43).cards != a.cards


def test_unseeded_deck_keeps_its_seed_so_it_can_be_replayed() -> None:
    d = Deck()
    assert isinstance(d.seed, int)
    assert Deck(seed=d.seed).cards == d.cards


def test_deal_takes_from_the_top_and_refuses_to_overdeal() -> None:
    d = Deck(seed=1)
    top = d.cards[:5]
    assert d.deal(5) == top
    assert len(d) == 47
    with pytest.raises(Exception, match="only 47 left"):
        d.deal(48)
