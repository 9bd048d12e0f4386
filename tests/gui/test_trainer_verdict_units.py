"""The draw trainer's verdict said one gap in "points" and the next in "percentage points"
("… wins about 49.0 points less often. It makes a badugi 65.6 percentage points less
often."), as if they were two units: both are differences of two chances, and the trainer
says "points" throughout ("within a tenth of a point", the settled gaps)."""

from __future__ import annotations

from cardtable.badugi.odds.draws import discard_options
from cardtable.badugi.trainer import Spot, grade, spot_options
from cardtable.core.cards import parse_card
from cardtable.gui.badugi.trainer_text import verdict_text

HAND = tuple(parse_card(c) for c in ("Kc", "5d", "2h", "3s"))


def test_one_unit_for_both_gaps() -> None:
    spot = Spot(HAND, 1, (1,))
    result = grade(spot_options(spot, discard_options(HAND, 1, ())), [parse_card("5d")],
                   draws_left=1)  # fmt: skip
    assert not result.correct and result.badugi_gap > 0.0005
    text = verdict_text(result)
    assert "percentage" not in text
    assert text.count(" points less often") == 2, text
