"""Playtest 9: the log's line as a hand is scored ran the teams together, "Hand 1 scored.
You & Tom: -66 (total -66) Mina & Jisoo: +51 (total 51)", and a bag penalty was only inside a
team's figure ("-47" for +53 and -100, seen at six players with three bags to a penalty).
The teams are now parted by ";" and the line ends with its full stop; a penalty is named
beside the hand's points, as the score sheet's columns show them."""

from __future__ import annotations

from cardtable.gui.spades.text import event_line
from cardtable.i18n.spades_ko import CATALOGUE
from cardtable.spades.events import HandScored
from cardtable.spades.rules import SpadesRules
from cardtable.spades.scoring import TeamScore

NAMES = ["You", "Mina", "Tom", "Jisoo"]


def score(team: int, points: int, penalty: int, total: int) -> TeamScore:
    return TeamScore(team, 3, 5, points, 2, penalty, total, 0)


def test_the_teams_are_parted_and_the_line_ends(qtbot: object) -> None:
    event = HandScored(1, (score(0, -66, 0, -66), score(1, 51, 0, 51)))
    line = event_line(event, NAMES, 0, SpadesRules())
    assert line == "Hand 1 scored. You & Tom: -66 (total -66); Mina & Jisoo: +51 (total 51)."


def test_a_bag_penalty_is_named_beside_the_hands_points(qtbot: object) -> None:
    event = HandScored(2, (score(0, 53, -100, 3), score(1, -70, 0, -38)))
    line = event_line(event, NAMES, 0, SpadesRules())
    assert line == (
        "Hand 2 scored. You & Tom: +53, bag penalty -100 (total 3); Mina & Jisoo: -70 (total -38)."
    )


def test_the_penalty_words_in_korean() -> None:
    words = CATALOGUE["{0}: {1:+d}, bag penalty {2:+d} (total {3})"]
    assert words.format("나 & 톰", 53, -100, 3) == "나 & 톰: +53, 백 벌점 -100 (합계 3)"


def test_a_tie_for_the_lead_past_the_target_says_the_game_goes_on(qtbot: object) -> None:
    """Three players to 50: 51, 50 and 51 after the first hand, and the second hand was
    dealt with nothing said of why the game had not ended (a tie at the top plays on)."""
    rules = SpadesRules(players=3, target=50)
    event = HandScored(1, (score(0, 51, 0, 51), score(1, 50, 0, 50), score(2, 51, 0, 51)))
    line = event_line(event, ["You", "Mina", "Tom"], 0, rules)
    assert line.endswith(
        "Tom: +51 (total 51). No winner yet: a tie for the lead at 51 (You, Tom). "
        "The game goes on until one side leads."
    )
    won = HandScored(1, (score(0, 61, 0, 61), score(1, 50, 0, 50), score(2, 51, 0, 51)))
    assert "No winner yet" not in event_line(won, ["You", "Mina", "Tom"], 0, rules)
    short = HandScored(1, (score(0, 41, 0, 41), score(1, 30, 0, 30), score(2, 41, 0, 41)))
    assert "No winner yet" not in event_line(short, ["You", "Mina", "Tom"], 0, rules)


def test_a_tie_after_a_loss_is_among_the_others(qtbot: object) -> None:
    rules = SpadesRules(players=3, target=500, loss_threshold=-200)
    event = HandScored(4, (score(0, 80, 0, 80), score(1, -210, 0, -210), score(2, 80, 0, 80)))
    line = event_line(event, ["You", "Mina", "Tom"], 0, rules)
    assert "No winner yet: a tie for the lead at 80 (You, Tom)." in line
