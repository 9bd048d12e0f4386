"""Big blinds are "bb" in both languages: the sit-and-go panel's average stack said
"(75.0 bb)" in English and "(75.0 BB)" in Korean, while the reviews, the leak report and
the statistics write "bb" in Korean too. The catalogue fills one source text for every
context, so the panel's "{0} bb" also made the Korean review's chips "BB"."""

from __future__ import annotations

import re

from cardtable.i18n.fill_ts import SHELL, translations


def test_every_korean_big_blind_is_written_bb() -> None:
    korean = translations(SHELL)
    with_bb = {s: k for s, k in korean.items() if re.search(r"\bbb\b", s)}
    assert "{0} bb" in with_bb  # the panel's (and the review's) figure
    wrong = {s: k for s, k in with_bb.items() if "BB" in k or "bb" not in k}
    assert not wrong, wrong
