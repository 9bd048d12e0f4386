"""Every row of RULES.md's Spades scoring table, the bag rules and the end of the game."""

from __future__ import annotations

import pytest

from cardtable.spades import BLIND_NIL, NIL, SpadesRules, game_winner, score_team

RULES = SpadesRules()


# (bid, took) of player 1 and player 3, and the team's score: RULES.md's table, row by row.
TABLE = [
    ((5, 4), (2, 3), 70),
    ((5, 7), (1, 1), 62),
    ((2, 2), (2, 1), -40),
    ((5, 4), (5, 3), -100),
    ((NIL, 0), (2, 3), 121),
    ((NIL, 0), (4, 3), 60),
    ((NIL, 1), (4, 3), -139),
    ((BLIND_NIL, 0), (3, 3), 230),
    ((BLIND_NIL, 1), (4, 4), -159),
]


@pytest.mark.parametrize(("p1", "p3", "expected"), TABLE)
def test_rules_table_row(p1: tuple, p3: tuple, expected: int) -> None:
    result = score_team(0, [p1[0], p3[0]], [p1[1], p3[1]], 0, 0, RULES)
    assert result.points == expected
    assert result.penalty == 0
    assert result.total == expected


def test_made_contract_counts_overtricks_as_bags() -> None:
    result = score_team(0, [5, 1], [7, 1], 100, 3, RULES)
    assert (result.contract, result.tricks, result.bags, result.bags_total) == (6, 8, 2, 5)
    assert result.total == 162


def test_set_contract_gives_no_bags() -> None:
    result = score_team(0, [5, 5], [4, 3], 0, 4, RULES)
    assert result.bags == 0 and result.bags_total == 4


def test_failed_nil_tricks_are_bags_and_never_help_the_partner() -> None:
    # Partner bid 4 and took 3; the nil bidder's 2 tricks would have made it but do not count.
    result = score_team(0, [NIL, 4], [2, 3], 0, 0, RULES)
    assert result.points == -100 + 2 - 40
    assert result.bags == 2


def test_ten_bags_cost_100_and_come_off_the_count() -> None:
    # Seed 001: ten bags come to +10 - 100 = -90 in all.
    result = score_team(0, [1, 1], [6, 6], 0, 0, RULES)
    assert result.bags == 10
    assert result.points == 20 + 10
    assert result.penalty == -100
    assert result.bags_total == 0
    assert result.total == 20 - 90


def test_penalty_when_the_count_reaches_the_limit_across_hands() -> None:
    result = score_team(0, [3, 3], [4, 3], 250, 9, RULES)
    assert (result.bags, result.penalty, result.bags_total, result.total) == (1, -100, 0, 211)


def test_no_bag_penalty_at_nine_bags_after_a_failed_nil() -> None:
    """Windows fault: the penalty was charged at 9 bags after a failed nil."""
    result = score_team(0, [NIL, 3], [1, 3], 0, 8, RULES)
    assert result.bags_total == 9
    assert result.penalty == 0
    assert result.total == -100 + 1 + 30


def test_penalty_can_trigger_twice_in_one_hand() -> None:
    rules = SpadesRules(bag_limit=5, bag_penalty_points=50)
    result = score_team(0, [1, 1], [6, 6], 0, 4, rules)
    assert result.bags == 10
    assert result.penalty == -100
    assert result.bags_total == 4


def test_bag_penalty_off_keeps_counting() -> None:
    rules = SpadesRules(bag_penalty=False)
    result = score_team(0, [1, 1], [6, 6], 0, 5, rules)
    assert result.penalty == 0 and result.bags_total == 15


def test_nil_and_blind_nil_values_are_options() -> None:
    rules = SpadesRules(nil_value=50, blind_nil_value=150)
    assert score_team(0, [NIL, 2], [0, 2], 0, 0, rules).points == 70
    assert score_team(0, [BLIND_NIL, 2], [1, 2], 0, 0, rules).points == -150 + 1 + 20


def test_both_partners_nil_has_no_contract() -> None:
    made = score_team(0, [NIL, BLIND_NIL], [0, 0], 0, 0, RULES)
    assert (made.contract, made.points, made.bags) == (0, 300, 0)
    failed = score_team(0, [NIL, NIL], [2, 0], 0, 0, RULES)
    assert (failed.points, failed.bags) == (-100 + 2 + 100, 2)


def test_playing_alone_the_bid_is_the_contract() -> None:
    rules = SpadesRules(players=3)
    assert score_team(1, [6], [8], 0, 0, rules).points == 62
    assert score_team(1, [6], [5], 0, 0, rules).points == -60
    assert score_team(1, [NIL], [0], 0, 0, rules).points == 100


# -- end of game ---------------------------------------------------------------------------


def test_a_team_past_500_with_the_higher_total_wins() -> None:
    """Windows fault: the game went on after a team passed 500 with a higher total."""
    assert game_winner([510, 480], RULES) == 0
    assert game_winner([480, 500], RULES) == 1
    assert game_winner([620, 540], RULES) == 0
    assert game_winner([540, 620], RULES) == 1


def test_game_goes_on_past_500_only_on_a_tie() -> None:
    assert game_winner([510, 510], RULES) is None
    assert game_winner([499, 490], RULES) is None


def test_loss_threshold_ends_the_game() -> None:
    assert game_winner([-200, 30], RULES) == 1
    assert game_winner([120, -350], RULES) == 0
    assert game_winner([-199, 30], RULES) is None


def test_everyone_below_the_threshold_the_higher_total_wins_and_a_tie_plays_on() -> None:
    assert game_winner([-210, -250], RULES) == 0
    assert game_winner([-250, -250], RULES) is None


def test_two_failed_nils_do_not_end_a_game_above_minus_200() -> None:
    """Windows fault: the game ended after two failed nils although nobody reached -200."""
    first = score_team(0, [NIL, 3], [1, 3], 0, 0, RULES)
    second = score_team(0, [NIL, 3], [1, 3], first.total, first.bags_total, RULES)
    assert second.total == 2 * (-100 + 1 + 30)
    assert game_winner([second.total, 0], RULES) is None


def test_three_and_six_team_tables() -> None:
    six = SpadesRules(players=6)
    assert game_winner([520, 520, 100], six) is None
    assert game_winner([300, -200, 100], six) == 0
    assert game_winner([-250, 10, 10], SpadesRules(players=3)) is None
    assert game_winner([-250, 40, 10], SpadesRules(players=3)) == 1


def test_target_and_threshold_are_options() -> None:
    rules = SpadesRules(target=250, loss_threshold=-100)
    assert game_winner([250, 100], rules) == 0
    assert game_winner([0, -100], rules) == 0
    assert game_winner([0, -99], rules) is None


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 2}, "3, 4, 5 or 6"),
        ({"players": 7}, "3, 4, 5 or 6"),
        ({"target": 100, "loss_threshold": -100, "bag_limit": 0}, "bag_limit"),
        ({"loss_threshold": 10}, "below 0"),
        ({"target": -300, "loss_threshold": -200}, "above 0"),
        ({"direction": "sideways"}, "direction"),
        ({"blind_nil_behind": -1}, "negative"),
        ({"blind_nil": "yes"}, "bool"),
        ({"target": True}, "int"),
    ],
)
def test_impossible_settings_are_refused(kwargs: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        SpadesRules(**kwargs)


def test_rules_round_trip_and_unknown_keys() -> None:
    rules = SpadesRules(players=6, direction="counterclockwise", spades_lead_any_time=True)
    assert SpadesRules.from_json(rules.to_json()) == rules
    with pytest.raises(ValueError, match="unknown Spades rule"):
        SpadesRules.from_json({"jokers": 2})


def test_one_bid_per_trick_count() -> None:
    """A member's bid without his tricks (or the other way) is refused, not scored short."""
    with pytest.raises(ValueError):
        score_team(0, [3, 3], [4], 0, 0, RULES)
    with pytest.raises(ValueError):
        score_team(0, [3], [4, 3], 0, 0, RULES)


def test_team_score_json_is_the_record_row() -> None:
    """The saved row of a team's hand: every figure by name, in the records' order."""
    row = score_team(1, [5, NIL], [7, 1], 250, 8, RULES).to_json()
    assert list(row.items()) == [
        ("team", 1),
        ("contract", 5),
        ("tricks", 8),
        ("points", 50 + 2 - 100 + 1),
        ("bags", 3),
        ("penalty", -100),
        ("total", 250 + 50 + 2 - 100 + 1 - 100),
        ("bags_total", 1),
    ]
