"""The history's line for a Spades game says every player's (or team's) total (playtest,
session 14: a three-player game read "Unfinished, 41 to 61", the third player's 32 left
out; at five players three totals were missing, at six the third team's)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.core.history import GameRow
from cardtable.gui.spades.history_view import VIEW
from cardtable.i18n.spades_ko import CATALOGUE


def row(
    scores: tuple[int, ...],
    hero_seat: int,
    net: int,
    result: str | None,
    players: tuple[str, ...] = (),
) -> GameRow:
    return GameRow(
        id=1, game="spades", key="k", started=0, updated=0, finished=None,
        hero_seat=hero_seat, players=players, result=result, net=net, scores=scores, hands=3,
    )  # fmt: skip


THREE = ("You", "Leo", "Mina")
FIVE = ("Mina", "Jisoo", "Tom", "You", "Ana")
SIX = ("Mina", "Jisoo", "Tom", "Ana", "You", "Leo")


def test_every_total_is_said(qtbot: QtBot) -> None:
    # Four players: two teams, one against the other.
    assert VIEW.game_result(row((512, 380), 2, 512, "won")) == "Won 512 to 380"
    # Three players, each alone: every player named with his total, his first (session 18:
    # "Unfinished, 41 to 61 and 32" read as one against a pair).
    three = row((41, 61, 32), 0, 41, None, THREE)
    assert VIEW.game_result(three) == "Unfinished · You 41 · Leo 61 · Mina 32"
    # Five players, he is seat 3; the others largest first.
    five = row((120, 96, 210, 88, 150), 3, 88, "lost", FIVE)
    assert VIEW.game_result(five) == "Lost · You 88 · Tom 210 · Ana 150 · Mina 120 · Jisoo 96"
    # Six players: three teams of two (seats i and i + 3); seat 4 is in team 1,
    # named first in it.
    six = row((300, 250, 410), 4, 250, "won", SIX)
    assert VIEW.game_result(six) == "Won · You & Jisoo 250 · Tom & Leo 410 · Mina & Ana 300"
    # The names could not be read: the totals alone, still his first.
    assert VIEW.game_result(row((41, 61, 32), 1, 61, None)) == "Unfinished · 61 · 41 · 32"


def test_the_korean_names_each_side() -> None:
    """Korean "진행 중 · 나 41 · 레오 61 · 미나 32": no joining word whose particle must
    agree, and no "대" (against) between one player and two."""
    line = CATALOGUE["Unfinished · {0}"].format("나 41 · 레오 61 · 미나 32")
    assert line == "진행 중 · 나 41 · 레오 61 · 미나 32"
    assert CATALOGUE["Won · {0}"].startswith("승리") and CATALOGUE["Lost · {0}"].startswith("패배")
