"""Playtest 8: in the hand history's replayer (1366x768, the review a pane ~290 px wide) a
draw decision's value wrapped mid-figure beside its badugi chance: "+24.35 ± / 2.34" over
two lines, the "2.34" under the "+24.35" and beside "38%", so the ± read as belonging to the
badugi column. The value is one unit: it keeps to one line, and the label wraps instead."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QTextDocument

from cardtable.gui.badugi import review_text


def _choice(kind: str, ev: float, se: float, **more: Any) -> dict[str, Any]:
    return {"kind": kind, "ev_bb": ev, "se_bb": se, **more}


def test_a_value_and_its_error_stay_on_one_line(qapp: object) -> None:
    draw = {
        "step": 10, "round_key": "draw1", "hand": "Tc 2h 5s 2s", "chosen": 0, "best": 1,
        "cost_bb": 11.6, "se_bb": 1.6, "flagged": True,
        "choices": [
            _choice("pat", 12.71, 1.9, badugi=0.0),
            _choice("draw", 24.35, 2.34, cards=1, badugi=0.38, action={"discard": "2s"}),
            _choice("draw", 15.26, 1.67, cards=2, badugi=0.25, action={"discard": "2s Tc"}),
        ],
    }  # fmt: skip
    doc = QTextDocument()
    doc.setHtml(review_text.review_html({"decisions": [draw], "draws": 3}, links=False))
    doc.setTextWidth(270)
    doc.documentLayout()  # lays it out
    values = []
    block = doc.begin()
    while block.isValid():
        if block.text().startswith(("+24.35", "+15.26", "+12.71")):
            values.append((block.text(), block.layout().lineCount()))
        block = block.next()
    assert len(values) == 3, values
    assert all(lines == 1 for _text, lines in values), values


def test_each_choice_says_its_unit(qapp: object) -> None:
    """The choices' values stood without a unit ("Call -0.63 ± 0.43") over a cost in
    big blinds ("Cost 0.63 bb ± 0.43"): each says "bb", as the flagged line does."""
    bet = {
        "step": 3, "round_key": "bet0", "hand": "Kd 4s 6s Td", "chosen": 1, "best": 0,
        "cost_bb": 0.63, "se_bb": 0.43,
        "choices": [_choice("fold", 0.0, 0.0), _choice("call", -0.63, 0.43)],
    }  # fmt: skip
    doc = QTextDocument()
    doc.setHtml(review_text.review_html({"decisions": [bet], "draws": 3}, links=False))
    text = doc.toPlainText()
    assert "+0.00 ± 0.00 bb" in text and "-0.63 ± 0.43 bb" in text, text
