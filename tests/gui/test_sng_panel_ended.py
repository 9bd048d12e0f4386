"""A finished sit-and-go's panel says where it ended, not a level still on.

It kept "Level 6 · blinds 320/640, ante 64" above "The tournament is over.": read as a
level being played. And the level was the next hand's, so a last hand that closed a level
had the panel name the level above, never played. Now the panel reads "The tournament is
over." then "Ended at level N · blinds …", N the last hand's level."""

from __future__ import annotations

from fractions import Fraction

from pytestqt.qtbot import QtBot
from tests_gui_helpers import translated_by

from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.schedule import BlindSchedule, Level
from cardtable.badugi.tournament.session import TournamentSession, play_bots_to_end
from cardtable.badugi.tournament.standings import Standings, standings
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.tournament_panel import TournamentPanel
from cardtable.i18n.polish3_ko import SHELL_KO
from cardtable.i18n.tournament_ko import KO as TOURNAMENT_KO


def over(level_no: int, level: Level) -> Standings:
    """A sit-and-go of three won by seat 0 at ``level_no``."""
    finishes = (Finish(0, 1, 1, 3), Finish(1, 2, 2, 3), Finish(2, 3, 3, 3))
    return Standings(
        level_no=level_no, level=level, next_level=Level(400, 800, 80), hands_to_next=0,
        stacks=(900, 0, 0), alive=(True, False, False), finishes=finishes,
        prizes=(Fraction(65, 100), Fraction(35, 100), Fraction(0)), payouts=(65, 35),
        hands_dealt=60, over=True,
    )  # fmt: skip


def test_the_panel_says_it_is_over_and_where_it_ended(qtbot: QtBot) -> None:
    panel = TournamentPanel(["You", "Mina", "Tom"])
    qtbot.addWidget(panel)
    panel.show_standings(over(6, Level(320, 640, 64)))
    assert panel.level.text() == "The tournament is over."
    assert panel.next.text() == "Ended at level 6 · blinds 320/640, ante 64"
    assert panel.average.text() == "Winner: You, after 60 hands."
    assert "Level 6 ·" not in panel.level.text() + panel.next.text()


def test_the_panel_in_korean(qtbot: QtBot) -> None:
    panel = TournamentPanel(["You", "Mina", "Tom"])
    qtbot.addWidget(panel)
    with translated_by({**TOURNAMENT_KO, **SHELL_KO}, ("Tournament",)):
        panel.show_standings(over(6, Level(320, 640, 64)))
    assert panel.level.text() == "토너먼트가 끝났습니다."
    assert panel.next.text() == "레벨 6에서 끝남 · 블라인드 320/640, 앤티 64"


def test_the_level_it_ended_at_is_its_last_hands() -> None:
    """A level a hand: the last hand dealt was at level ``hands_dealt``; the standings said
    one more (the next hand's, which never came)."""
    config = TournamentConfig(
        entrants=3, structure="no_limit", starting_stack=300,
        schedule=BlindSchedule((20, 40, 80, 160), hands_per_level=1, ante_from=0),
    )  # fmt: skip
    seats = tuple(SeatConfig(f"P{i}", "basic") for i in range(3))
    session = TournamentSession(config, seats, seed=4)
    session.next_hand()
    play_bots_to_end(session)
    st = standings(session.tournament)
    assert st.over
    assert st.level_no == session.tournament.hands_dealt
    assert st.level == config.schedule.level(st.level_no)
