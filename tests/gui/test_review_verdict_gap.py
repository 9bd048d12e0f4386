"""The Badugi review's verdict line ("Cost 0.00 bb ± 0.00", or the ⚠ reason) sits under its
decision's table the same way at every step. Qt's rich text gave the paragraph after a table
its top margin only when the table's last cell had text, so under a draw decision (its badugi
chances in the last column) a blank line opened between "Draw 2 cards (…)" and the cost,
and under a bet decision none did: the cost looked as if it belonged to the next step."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QTextDocument

from cardtable.gui.badugi import review_text


def _choice(kind: str, ev: float, **more: Any) -> dict[str, Any]:
    return {"kind": kind, "ev_bb": ev, "se_bb": 0.5, **more}


def _gap(decision: dict[str, Any], last_row: str) -> float:
    """Pixels between the bottom of the row labelled ``last_row`` and the top of the cost."""
    doc = QTextDocument()
    doc.setHtml(review_text.review_html({"decisions": [decision], "draws": 1}, links=False))
    doc.setTextWidth(480)
    layout = doc.documentLayout()
    row_bottom = cost_top = None
    block = doc.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        if block.text() == last_row:
            row_bottom = rect.bottom()
        if block.text().startswith("Cost"):
            cost_top = rect.top()
        block = block.next()
    assert row_bottom is not None and cost_top is not None
    return cost_top - row_bottom


def test_the_cost_sits_under_a_draw_as_under_a_bet(qapp: object) -> None:
    bet = {
        "step": 8, "round_key": "bet0", "hand": "6h 7s 3c Ts", "chosen": 1, "best": 1,
        "cost_bb": 0, "se_bb": 0,
        "choices": [_choice("fold", 0), _choice("call", 0.85), _choice("raise", -1, to_bb=38)],
    }  # fmt: skip
    draw = {
        "step": 10, "round_key": "draw0", "hand": "6h 7s 3c Ts", "chosen": 1, "best": 1,
        "cost_bb": 0, "se_bb": 0,
        "choices": [
            _choice("pat", 2.1, badugi=0.0),
            _choice("draw", 18.2, cards=1, badugi=0.21, action={"discard": "Ts"}),
            _choice("draw", 5.4, cards=2, badugi=0.08, action={"discard": "Ts 7s"}),
        ],
    }  # fmt: skip
    under_bet = _gap(bet, "Raise to 38 bb")
    under_draw = _gap(draw, "badugi 8%")
    assert abs(under_draw - under_bet) < 2, (under_bet, under_draw)
