"""Playtest 9: at 1024x700 the Spades notice line cut its longest words at both ends (it is
one centred line that does not wrap): "10♦ 카드를 내세요: 이 트릭은 이길 수 없으니, 더 낮은
다이아몬드 카드는 나중에 피할 때 쓰도록 남겨 둡" with "힌트:" gone off the left, seen at six
players; in English "Hint: Take the lead with the 10♦: the highest of the diamonds still out,
so only a spade can beat it." (742 px) and two more hints are wider than its 668 px too.
The notice now wraps onto a second line, and is always two lines tall so the felt never jumps
when a long line comes; the action bar's margins give up the room, so the felt keeps its
height at every size, the bid picker whole below."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_spades_table import make_session, open_table, wait_ready
from tests_gui_helpers import SMALL, WIDE

from cardtable.i18n.spades_ko import CATALOGUE

FELT_HEIGHT = {SMALL: 497, WIDE: 565}
"""The felt's height on main before the change (the notice one line, 30 px)."""

LONGEST = [
    "Hint: Take the lead with the 10♦: the highest of the diamonds still out, so only a spade "
    "can beat it.",
    "Hint: Play the 10♦: you cannot win this trick, and your lower diamonds stay in hand to "
    "duck later.",
    "힌트: "
    + CATALOGUE[
        "Play the {0}: you cannot win this trick, and your lower {1} stay in hand to duck later."
    ].format("10♦", "다이아몬드"),
    "Trick 12: Mina led 10♦, Tom 10♣, Jisoo 10♥, Ana 10♠, Leo 10♦, you 10♣. Taken by Jisoo.",
]


@pytest.mark.parametrize("size", list(FELT_HEIGHT), ids=["1024x700", "1366x768"])
def test_the_notice_shows_a_long_line_whole_and_the_felt_keeps_its_height(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(seed=12))
    wait_ready(qtbot, table)
    window.resize(*size)
    qtbot.wait(200)
    notice = table.notice
    for words in LONGEST:
        notice.setText(words)
        room = notice.contentsRect()
        needed = notice.heightForWidth(notice.width())
        assert notice.wordWrap() and needed <= notice.height(), words
        assert room.width() > 0
    assert table.view.height() == FELT_HEIGHT[size]
    window.close()
