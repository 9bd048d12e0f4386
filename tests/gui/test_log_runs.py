"""A hand's name in a log line wraps whole: Qt breaks a line after a hyphen, and the Korean
Badugi log showed "(J-5-3-" on one line and "A …" on the next (playtest5's note); and at a
space, "(8-6-4-A" / "badugi)", "(세 장" / "Q-J-A)" (session 18, both languages)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.common.log_list import LogList
from cardtable.gui.common.wrapped_rows import NO_BREAK_SPACE, WORD_JOINER, keep_runs

LINE = "미나: J♥ 5♣ Q♠ 7♦ 카드 공개 (Q-J-7-5 바둑이), 지수: 3♣ 8♦ (J-5-3-A 세 장)"
RUNS = ("(Q-J-7-5 바둑이)", "(J-5-3-A 세 장)")


def lines_of(text: str, width: int, font: QFont) -> list[str]:
    layout = QTextLayout(text, font)
    wrap = QTextOption()
    wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(wrap)
    layout.beginLayout()
    out = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        out.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ") for line in out]


def split_runs(lines: list[str]) -> int:
    """How many hand names are cut between two lines."""
    return sum(1 for run in RUNS if not any(run in line for line in lines))


def test_rank_runs_are_joined_and_other_hyphens_left_alone() -> None:
    joined = f"Q-{WORD_JOINER}J-{WORD_JOINER}7-{WORD_JOINER}5"
    assert keep_runs("(Q-J-7-5 badugi)") == f"({joined}{NO_BREAK_SPACE}badugi)"
    assert keep_runs("shows (세 장 Q-J-A) now") == (
        f"shows (세{NO_BREAK_SPACE}장{NO_BREAK_SPACE}Q-{WORD_JOINER}J-{WORD_JOINER}A) now"
    )
    assert keep_runs("(no run here) x") == "(no run here) x"
    assert keep_runs("10-9-4-A") == f"10-{WORD_JOINER}9-{WORD_JOINER}4-{WORD_JOINER}A"
    assert keep_runs("sit-and-go, level-up") == "sit-and-go, level-up"


def test_a_hand_name_never_wraps_across_lines_at_any_width(qtbot: QtBot) -> None:
    font = QFont()
    font.setPixelSize(14)
    plain_cut = 0
    for width in range(60, 700, 3):
        plain_cut += split_runs(lines_of(LINE, width, font))
        assert split_runs(lines_of(keep_runs(LINE), width, font)) == 0, width
    assert plain_cut > 0  # without the joiners some width cuts a run


def test_the_log_keeps_the_line_as_written(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    log = LogList("Log", holder)
    holder.resize(240, 300)
    holder.show()
    log.addItem(LINE)
    item = log.item(0)
    assert item is not None and item.text() == LINE  # the joiners are drawn, not stored
