"""The history's line for a Spades game says every player's (or team's) total (playtest,
session 14: a three-player game read "Unfinished, 41 to 61", the third player's 32 left
out; at five players three totals were missing, at six the third team's)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.core.history import GameRow
from cardtable.gui.spades.history_view import VIEW
from cardtable.i18n.spades_ko import CATALOGUE


def row(scores: tuple[int, ...], hero_seat: int, net: int, result: str | None) -> GameRow:
    return GameRow(
        id=1, game="spades", key="k", started=0, updated=0, finished=None,
        hero_seat=hero_seat, players=(), result=result, net=net, scores=scores, hands=3,
    )  # fmt: skip


def test_every_total_is_said(qtbot: QtBot) -> None:
    # Three players, he is seat 0 with 41.
    assert VIEW.game_result(row((41, 61, 32), 0, 41, None)) == "Unfinished, 41 to 61 and 32"
    # Four players: two teams, as before.
    assert VIEW.game_result(row((512, 380), 2, 512, "won")) == "Won 512 to 380"
    # Five players, he is seat 3; the others largest first.
    five = row((120, 96, 210, 88, 150), 3, 88, "lost")
    assert VIEW.game_result(five) == "Lost 88 to 210, 150, 120 and 96"
    # Six players: three teams of two, seat 4 is team 1.
    assert VIEW.game_result(row((300, 250, 410), 4, 250, None)) == (
        "Unfinished, 250 to 410 and 300"
    )


def test_the_korean_joins_the_totals_without_a_particle() -> None:
    """Korean "진행 중, 41 대 61, 32": the joining word has no particle to agree."""
    assert CATALOGUE["{0} and {1}"] == "{0}, {1}"
    line = CATALOGUE["Unfinished, {0} to {1}"].format(41, CATALOGUE["{0} and {1}"].format(61, 32))
    assert line == "진행 중, 41 대 61, 32"
