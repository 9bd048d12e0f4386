"""A single-draw hand's review named its rounds as triple draw's: "Step 5 · the last
draw", "after the last draw", "before the first draw" ("마지막 드로우", seen at 1024x700 in
Korean) for a game with one draw. It says "the draw", "after the draw", "before the draw"
there, as the log and the odds panel do; triple draw keeps its first, second and last."""

from __future__ import annotations

from typing import Any

from cardtable.badugi.review.explain import round_key
from cardtable.gui.badugi.review_text import review_html


def _review(draws: int) -> dict[str, Any]:
    decisions = [
        {"step": i + 1, "round_key": round_key(phase, number, draws), "choices": [],
         "cost_bb": 0.0}
        for i, (phase, number) in enumerate(
            [("bet", 0), ("draw", 0), ("bet", 1)] if draws == 1 else [("bet", 0), ("draw", 2),
                                                                      ("bet", 3)]
        )
    ]  # fmt: skip
    return {"draws": draws, "decisions": decisions, "flagged": 0, "flagged_cost_bb": 0.0}


def test_single_draw_names_its_one_draw() -> None:
    text = review_html(_review(1), links=False)
    assert "last draw" not in text and "first draw" not in text, text
    for words in ("before the draw", "the draw", "after the draw"):
        assert f"· {words} " in text or f"· {words}<" in text, (words, text)


def test_triple_draw_keeps_first_and_last() -> None:
    text = review_html(_review(3), links=False)
    for words in ("before the first draw", "the last draw", "after the last draw"):
        assert words in text
