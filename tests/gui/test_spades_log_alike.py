"""Playtest 5: the Korean Spades log said the person's own plays as sentences ("4♦ 카드를
냈습니다.", "3 비드했습니다.") and the others' as "레오: J♦.", "레오: 3 비드."; English says
both alike ("You play 4♦." / "Leo plays J♦."). The person's Korean lines now read as the
others' do, with "나" (the person's default name) in the name's place."""

from __future__ import annotations

import pytest

from cardtable.core.cards import parse_card
from cardtable.gui.spades.text import event_line
from cardtable.i18n.spades_ko import CATALOGUE
from cardtable.spades.events import CardPlayed
from cardtable.spades.rules import SpadesRules

PAIRS = [
    ("You play {0}.", "{0} plays {1}.", ("4♦",)),
    ("You bid {0}.", "{0} bids {1}.", ("3",)),
    ("You bid nil.", "{0} bids nil.", ()),
    ("You bid blind nil!", "{0} bids blind nil!", ()),
]


@pytest.mark.parametrize(("own", "others", "args"), PAIRS, ids=[p[0] for p in PAIRS])
def test_the_persons_korean_line_reads_as_the_others(
    own: str, others: str, args: tuple[str, ...]
) -> None:
    mine = CATALOGUE[own].format(*args)
    assert mine == CATALOGUE[others].format("나", *args)


def test_the_persons_trick_reads_as_the_others() -> None:
    """ "8번째 트릭을 가져왔습니다." (past, no one named) stood among "미나 님이 9번째 트릭을
    가져갑니다." (found playing three players, session 18): the same tense, with its taker."""
    mine = CATALOGUE["You take trick {0}."].format(8)
    theirs = CATALOGUE["{0} takes trick {1}."].format("미나", 9)
    assert mine == "내가 8번째 트릭을 가져갑니다."
    assert mine.split(" ", 1)[1].replace("8", "9") == theirs.split(" ", 2)[2]


def test_the_english_lines_are_alike(qtbot: object) -> None:
    rules = SpadesRules()
    names = ["You", "Leo", "Mina"]
    lines = [
        event_line(e, names, 0, rules)
        for e in (CardPlayed(0, parse_card("4d")), CardPlayed(1, parse_card("Jd")))
    ]
    assert [line.split(" ", 2)[1] for line in lines] == ["play", "plays"]
