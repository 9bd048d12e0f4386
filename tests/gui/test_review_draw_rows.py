"""The Badugi review names the cards each draw choice throws: at J♥ 5♣ 4♠ A♣ the review listed
"Draw 1 card" twice (throwing J♥, and throwing 5♣), and a learner could not tell which of the
two was the best one and which the one he made."""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.review.hand import _choice
from cardtable.badugi.review.pricing import Priced
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi import review_text


def _priced(*discards: str) -> Priced:
    choices = tuple(Action.draw(parse_cards(d)) for d in discards)
    n = len(choices)
    return Priced(
        choices=choices,
        means=tuple(float(j) for j in range(n)),
        errors=(0.2,) * n,
        rows=(),
        badugi=(0.3,) * n,
        clusters=(),
    )


def test_two_draws_of_one_card_read_apart() -> None:
    priced = _priced("Jh", "5c")
    first, second = (review_text.choice_label(_choice(priced, j, 2)) for j in range(2))
    assert first != second
    assert first.startswith("Draw 1 card") and "J♥" in first and "5♣" not in first
    assert second.startswith("Draw 1 card") and "5♣" in second


def test_the_decision_table_shows_each_draws_cards() -> None:
    priced = _priced("Jh", "5c", "Jh 5c")
    decision = {
        "step": 8,
        "round_key": "draw0",
        "hand": "Jh 5c 4s Ac",
        "choices": [_choice(priced, j, 2) for j in range(3)],
        "chosen": 0,
        "best": 1,
        "cost_bb": 0.5,
        "se_bb": 0.1,
    }
    page = review_text.review_html({"decisions": [decision], "draws": 3})
    assert "Draw 1 card (J♥)" in page
    assert "Draw 1 card (5♣)" in page
    assert "Draw 2 cards (J♥ 5♣)" in page


def test_a_stored_choice_without_its_action_keeps_the_count() -> None:
    # A review stored without the action (or with a damaged one) still reads.
    assert review_text.choice_label({"kind": "draw", "cards": 2}) == "Draw 2 cards"
    damaged = {"kind": "draw", "cards": 1, "action": {"kind": "draw", "discard": "Zz"}}
    assert review_text.choice_label(damaged) == "Draw 1 card"
