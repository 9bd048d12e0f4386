"""The history's line for a sit-and-go not yet over says it is one. It read "Badugi · 6
players, -135 chips", like a cash table's sitting beside it: the tournament chips looked
like money lost (the statistics leave sit-and-go hands out for that reason)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.core.history import GameRow
from cardtable.gui.badugi.history_view import VIEW


def row(key: str, net: int, scores: tuple[int, ...] = ()) -> GameRow:
    return GameRow(
        id=1, game="badugi", key=key, started=0, updated=0, finished=None,
        hero_seat=0, players=("You", "Mina"), result=None, net=net, scores=scores, hands=21,
    )  # fmt: skip


def test_an_unfinished_sit_and_go_says_so(qtbot: QtBot) -> None:
    assert VIEW.game_result(row("sng-123", -135)) == "Sit-and-go, unfinished · -135 chips"
    assert VIEW.game_result(row("sng-123", 40)) == "Sit-and-go, unfinished · +40 chips"
    # A cash table's sitting and a finished sit-and-go read as before.
    assert VIEW.game_result(row("77", -135)) == "-135 chips"
    assert VIEW.game_result(row("sng-123", 0, (2, 2, 6, 350_000, 0, 0))).startswith(
        "Sit-and-go · 2nd of 6"
    )


def test_a_sit_and_go_out_of_the_prizes_says_no_prize(qtbot: QtBot) -> None:
    """Out of the prizes the line read "6th of 6 · 0% of the pool" (Korean "상금 풀의 0%"),
    where the results box says "out of the prizes"."""
    assert VIEW.game_result(row("sng-1", 0, (6, 6, 6, 0, 0, 0))) == (
        "Sit-and-go · 6th of 6 · no prize"
    )
    assert VIEW.game_result(row("sng-1", 0, (1, 1, 6, 650_000, 0, 0))) == (
        "Sit-and-go · 1st of 6 · 65% of the pool"
    )


def test_a_finished_sit_and_go_says_it_was_one(qtbot: QtBot) -> None:
    """Playtest 8: a finished sit-and-go's row read "Badugi · no limit, triple draw · 6
    players", "5th of 6 · no prize", beside cash sittings titled alike: only an unfinished
    one's result said "Sit-and-go". The finished one's says it too."""
    said = VIEW.game_result(row("sng-1", 0, (5, 5, 6, 0, 0, 0)))
    assert said == "Sit-and-go · 5th of 6 · no prize", said
