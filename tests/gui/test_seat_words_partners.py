"""Playtest 9: at six players the pairs showed only as equal figures on the plates, and a
screen reader heard every seat as "Mina, team 32 points" without whose team; at three and
five players, where everyone plays alone, it said "team 12 points" too. A seat's points now
name its partner at a table of partners ("partner Ana, team 32 points") and are the seat's
own where everyone plays alone ("12 points")."""

from __future__ import annotations

from cardtable.gui.spades.reading import points_words
from cardtable.i18n.playtest9_ko import KO
from cardtable.spades.rules import SpadesRules

SIX = ["You", "Mina", "Tom", "Jisoo", "Ana", "Leo"]


def test_six_players_name_each_seats_partner(qtbot: object) -> None:
    rules = SpadesRules(players=6)
    assert points_words(32, 1, SIX, rules) == "partner Ana, team 32 points"  # seats 1 and 4
    assert points_words(11, 5, SIX, rules) == "partner Tom, team 11 points"
    assert points_words(3, 0, SIX, rules) == "partner Jisoo, team 3 points"


def test_four_players_name_the_partner(qtbot: object) -> None:
    assert points_words(-66, 2, SIX[:4], SpadesRules()) == "partner You, team -66 points"


def test_a_table_without_partners_says_the_seats_own_points(qtbot: object) -> None:
    for players in (3, 5):
        words = points_words(12, 1, SIX[:players], SpadesRules(players=players))
        assert words == "12 points", players


def test_the_words_in_korean() -> None:
    assert KO["partner {1}, team {0} points"].format(32, "아나") == "파트너 아나, 팀 32점"
