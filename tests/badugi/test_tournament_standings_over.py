"""Once a sit-and-go is over its standings promise no next level: no hand is dealt again.

They said "the next level: Level(…) in N hands" after the last hand: with a last hand that
closed a level, the level above and a whole level's hands to it (polish3 and playtest7
noticed; nothing shown read them, the panel says "The tournament is over." instead). Now
``next_level`` is None and ``hands_to_next`` 0 once it is over, and unchanged before."""

from __future__ import annotations

import pytest

from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import TournamentSession, play_bots_to_end
from cardtable.badugi.tournament.standings import standings
from cardtable.core.session import SeatConfig


def session(hands_per_level: int, seed: int) -> TournamentSession:
    config = TournamentConfig(
        entrants=3, structure="no_limit", starting_stack=300,
        schedule=BlindSchedule((20, 40, 80, 160), hands_per_level=hands_per_level, ante_from=0),
    )  # fmt: skip
    seats = tuple(SeatConfig(f"P{i}", "basic") for i in range(3))
    return TournamentSession(config, seats, seed=seed)


@pytest.mark.parametrize("hands_per_level", [1, 3])
def test_an_ended_sit_and_go_has_no_next_level(hands_per_level: int) -> None:
    s = session(hands_per_level, seed=4)
    s.next_hand()
    st = standings(s.tournament)
    assert not st.over and st.next_level is not None  # while it is played, as before
    assert st.next_level == s.tournament.config.schedule.level(st.level_no + 1)
    assert 1 <= st.hands_to_next <= hands_per_level
    play_bots_to_end(s)
    st = standings(s.tournament)
    assert st.over
    assert st.next_level is None and st.hands_to_next == 0
    assert s.tournament.next_level() is None and s.tournament.hands_to_next_level() == 0
