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
    가져갑니다." (found playing three players, session 18): the same tense, with its taker;
    then "내가 …" beside "미나 님이 …", 님 in the trick lines only (playtest7): now every
    line reads "이름: 무엇."."""
    mine = CATALOGUE["You take trick {0}."].format(8)
    assert mine == "나: 8번째 트릭 획득."
    assert mine == CATALOGUE["{0} takes trick {1}."].format("나", 8)


def test_the_lead_reads_as_the_others() -> None:
    mine = CATALOGUE["Bidding is over; you lead."]
    assert mine == CATALOGUE["Bidding is over; {0} leads."].format("나") == "비드 끝. 첫 리드: 나."


LOG_LINES = [own for own, _others, _args in PAIRS] + [
    "{0} plays {1}.", "{0} bids {1}.", "{0} bids nil.", "{0} bids blind nil!",
    "You take trick {0}.", "{0} takes trick {1}.", "Bidding is over; you lead.",
    "Bidding is over; {0} leads.",
]  # fmt: skip


@pytest.mark.parametrize("line", LOG_LINES)
def test_no_log_line_honours_its_name_alone(line: str) -> None:
    """ "톰 님이 … 가져갑니다" stood beside "톰: 10♠.": the honorific in one kind of line
    only. No line of the log has it now."""
    assert "님" not in CATALOGUE[line]


def test_the_english_lines_are_alike(qtbot: object) -> None:
    rules = SpadesRules()
    names = ["You", "Leo", "Mina"]
    lines = [
        event_line(e, names, 0, rules)
        for e in (CardPlayed(0, parse_card("4d")), CardPlayed(1, parse_card("Jd")))
    ]
    assert [line.split(" ", 2)[1] for line in lines] == ["play", "plays"]
