"""The sit-and-go says in its log when the blinds go up. The panel's level line changed
without a word: a player reading the log (where every blind he posts is written) met
bigger blinds with nothing to say why. The line comes once per level, after the hand that
ended the last one and before the first hand of the new one, and not again on a resume."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window, wait_ready

from cardtable.badugi.actions import Action
from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import TournamentSession
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.tournament_table import TournamentTable

CONFIG = TournamentConfig(
    entrants=4,
    structure="no_limit",
    starting_stack=2000,
    schedule=BlindSchedule((20, 40, 80), hands_per_level=2, ante_from=9),
)


def lines(table: TournamentTable) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def play_passively(qtbot: QtBot, table: TournamentTable, hands: int) -> None:
    """Fold, check or stand pat until ``hands`` hands have been dealt and played out."""
    session = table.session
    while True:
        wait_ready(qtbot, table)
        if session.hand_over:
            if session.standings().hands_dealt >= hands:
                return
            table.next_hand()
            continue
        legal = table._legal()
        assert legal is not None
        if "draw" in legal.kinds:
            table._act(Action.stand_pat())
        elif "check" in legal.kinds:
            table._act(Action.check())
        else:
            table._act(Action.fold())


def test_the_log_says_when_the_blinds_go_up(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "basic") for i in range(1, 4))
    window.open_session(TournamentSession(CONFIG, seats, seed=4))
    table = window.table
    assert isinstance(table, TournamentTable)
    play_passively(qtbot, table, 2)
    said = [line for line in lines(table) if "blinds go up" in line]
    assert said == ["The blinds go up: Level 2 · blinds 20/40"]
    table.next_hand()
    wait_ready(qtbot, table)
    log = lines(table)
    up = log.index(said[0])
    assert log[up + 1].startswith("— Hand 3")  # said before the first hand of the level
    play_passively(qtbot, table, 3)  # a hand within the level: nothing more said
    assert [line for line in lines(table) if "blinds go up" in line] == said

    # Resumed, the level is not announced again.
    window.leave_table()
    window.resume()
    again = window.table
    assert isinstance(again, TournamentTable) and again is not table
    play_passively(qtbot, again, 3)
    assert not [line for line in lines(again) if "blinds go up" in line]
    play_passively(qtbot, again, 4)
    assert [line for line in lines(again) if "blinds go up" in line] == [
        "The blinds go up: Level 3 · blinds 40/80"
    ]
    window.close()
