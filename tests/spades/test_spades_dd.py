"""The double-dummy layer (``spades.dd``): every figure matches a plain exhaustive search of
our rules (``dd_reference``), which itself matches the engine played line by line; seats map
right in both directions; the lead rule is handled exactly where the search finishes and
flagged where it does not; three, five and six players are refused.

The full check of issue 19 (1,000 endings up to 5 cards) is
``benchmarks/bench_spades_dd.py --check 1000``; this file checks a few hundred smaller ones
within the suite's time."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.cards import Card, parse_card, parse_cards
from cardtable.spades.actions import Bid, ShowCards
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd import dds_lib
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.dd.reference import (
    card_values,
    exhaustive,
    exhaustive_state,
    random_ending,
    random_unbroken_position,
)
from cardtable.spades.phase import Phase
from cardtable.spades.rules import COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.state import SpadesState

pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


def by_index(result: dd.DDResult) -> dict[int, int]:
    return {card.index: tricks for card, tricks in result.tricks.items()}


def test_self_test_solves_its_position() -> None:
    assert "DDS 2." in dd.self_test()


# ---------------------------------------------------------------------- the lead rule

# Seat 3 leads, spades unbroken. Leading 5♥ (A♥ of seat 1 takes it), seat 1 must then lead
# K♦, not Q♠: seat 3's A♦ falls on it and seat 0 ruffs with 7♠; seat 1's Q♠ then takes the
# last trick. Two tricks for seats 1 and 3. If seat 1 could lead Q♠ (bridge), it would draw
# seat 0's 7♠ and take three. So DDS alone says 3 for 5♥; by our rules it is 2.
RULE_BINDS = ["3h 4c 7s", "Ah Qs Kd", "4h 6c 6d", "Ad 5h Kc"]


def rule_position(rules: SpadesRules | None = None) -> DDPosition:
    return DDPosition.of([parse_cards(h) for h in RULE_BINDS], (), 3, False, rules)


def test_the_lead_rule_later_in_the_play_is_searched_exactly() -> None:
    result = dd.solve(rule_position())
    assert result.exact
    assert {str(c): t for c, t in result.tricks.items()} == {"Kc": 3, "Ad": 2, "5h": 2}
    assert by_index(result) == exhaustive(
        [sum(c.bit for c in parse_cards(h)) for h in RULE_BINDS], [], 3, False, SpadesRules()
    )


def test_without_the_search_the_figures_are_bridge_s_and_say_so() -> None:
    """``exact_nodes=0`` (what a bot in a hurry asks for) gives DDS's figures, in which a
    later lead may be a spade: 5♥ reads 3 there, and the result is marked not exact. (An
    exact answer already in the cache would be returned instead: hence the clearing.)"""
    dd.clear_cache()
    result = dd.solve(rule_position(), exact_nodes=0)
    assert not result.exact
    assert {str(c): t for c, t in result.tricks.items()} == {"Kc": 3, "Ad": 2, "5h": 3}


def test_a_search_that_runs_out_falls_back_to_bridge_figures() -> None:
    dd.clear_cache()
    result = dd.solve(rule_position(), exact_nodes=1)
    assert not result.exact and result.tricks[parse_card("5h")] == 3


def test_spades_led_any_time_makes_every_figure_exact_without_search() -> None:
    rules = SpadesRules(spades_lead_any_time=True)
    result = dd.solve(rule_position(rules), exact_nodes=0)
    assert result.exact and result.tricks[parse_card("5h")] == 3


def test_the_leader_may_not_lead_a_spade_before_they_are_broken() -> None:
    hands = [parse_cards(h) for h in ("As 2h", "3h 4h", "5h 6h", "7h 8h")]
    unbroken = dd.solve(DDPosition.of(hands, (), 0, False))
    assert set(unbroken.tricks) == {parse_card("2h")}
    broken = dd.solve(DDPosition.of(hands, (), 0, True))
    assert set(broken.tricks) == {parse_card("As"), parse_card("2h")}
    # A leader holding only spades may lead one.
    only = [parse_cards(h) for h in ("As 2s", "3h 4h", "5h 6h", "7h 8h")]
    assert set(dd.solve(DDPosition.of(only, (), 0, False)).tricks) == set(parse_cards("As 2s"))


# ---------------------------------------------------------------------- against the yardstick


def engine_minimax(state: SpadesState) -> dict[int, int]:
    """Every line played through the engine itself (slow: endings of 3 cards at most)."""
    hands_before = len(state.history)
    seat = state.to_act
    assert seat is not None

    def team0(s: SpadesState) -> int:
        if len(s.history) != hands_before:
            return 0
        values = []
        for action in s.legal_actions():
            child = s.clone()
            taken = child.tricks_taken
            child.apply(action)
            if len(child.history) != hands_before:
                won = child.history[-1].tricks_won(4)
                values.append(won[0] + won[2] - taken[0] - taken[2])
            else:
                now = child.tricks_taken
                values.append(now[0] + now[2] - taken[0] - taken[2] + team0(child))
        to_act = s.to_act
        assert to_act is not None
        return max(values) if to_act % 2 == 0 else min(values)

    left = len(state.hand(seat))
    out = {}
    for action in state.legal_actions():
        child = state.clone()
        taken = state.tricks_taken
        child.apply(action)
        if len(child.history) != hands_before:
            won = child.history[-1].tricks_won(4)
            v0 = won[0] + won[2] - taken[0] - taken[2]
        else:
            now = child.tricks_taken
            v0 = now[0] + now[2] - taken[0] - taken[2] + team0(child)
        out[action.card.index] = v0 if seat % 2 == 0 else left - v0
    return out


def test_the_yardstick_is_the_engine_played_line_by_line() -> None:
    rng = random.Random(19)
    for _ in range(25):
        state = random_ending(rng, rng.randint(1, 3), rng.randrange(4))
        assert exhaustive_state(state) == engine_minimax(state)


def test_endings_from_real_play_match_the_exhaustive_search() -> None:
    """Endings of 1 to 4 cards a hand reached by playing random games through the engine
    (either direction, any cards on the table): every figure exact and equal."""
    rng = random.Random(2019)
    unbroken = 0
    for _ in range(150):
        state = random_ending(rng, rng.randint(1, 4), rng.randrange(4), rng.choice((0.9, 1.0)))
        result = dd.solve(DDPosition.from_state(state))
        assert result.exact
        expected = exhaustive_state(state)
        assert by_index(result) == expected, card_values(expected)
        unbroken += not state.spades_broken
    assert unbroken >= 5  # real play rarely keeps them unbroken so late: see below


def test_endings_with_spades_unbroken_match_the_exhaustive_search() -> None:
    """Endings of 2 to 4 cards a hand where the lead rule can still bind later."""
    rng = random.Random(1919)
    for _ in range(150):
        rules = SpadesRules(direction=rng.choice(("clockwise", COUNTERCLOCKWISE)))
        hands, trick, seat, broken = random_unbroken_position(
            rng, rng.randint(2, 4), rng.randrange(4), rules
        )
        leader = trick[0][0] if trick else seat
        position = DDPosition(
            (hands[0], hands[1], hands[2], hands[3]), tuple(trick), leader, broken,
            rules.direction != COUNTERCLOCKWISE,
        )  # fmt: skip
        position.check()
        assert position.lead_rule_may_bind() and position.to_act == seat
        result = dd.solve(position)
        expected = exhaustive(hands, trick, seat, broken, rules)
        assert result.exact
        assert by_index(result) == expected, card_values(expected)


def test_counter_clockwise_play_maps_seats_to_dds_players() -> None:
    """The same cards with the other direction of play: seat 1 and seat 3 swap places in
    the trick order. Seat 0 leads 2♥; clockwise seat 1 follows next and wins with A♥ before
    seat 3's K♥; both ways the A♥ wins, but the second trick's lead differs."""
    hands = [parse_cards(h) for h in ("2h 3c", "Ah 4c", "5h 6c", "Kh Ac")]
    for rules in (SpadesRules(), SpadesRules(direction=COUNTERCLOCKWISE)):
        position = DDPosition.of(hands, (), 0, True, rules)
        got = by_index(dd.solve(position))
        masks = [sum(c.bit for c in h) for h in hands]
        assert got == exhaustive(masks, [], 0, True, rules)
    backwards = DDPosition.of(hands, (), 0, True, SpadesRules(direction=COUNTERCLOCKWISE))
    assert [backwards.dds_player(s) for s in range(4)] == [0, 3, 2, 1]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), cards=st.integers(5, 8), on_table=st.integers(0, 3))
def test_every_figure_is_one_card_then_the_best_reply(seed: int, cards: int, on_table: int) -> None:
    """Beyond the yardstick's reach: each card's figure equals the trick it completes plus
    the best the next seat to play can do from there (minimax one step), where both are
    exact; holds in either direction and across the end of a trick."""
    rng = random.Random(seed)
    state = random_ending(rng, cards, on_table, avoid_spades=0.5)
    position = DDPosition.from_state(state)
    result = dd.solve(position, exact_nodes=200)
    seat = position.to_act
    for card, tricks in result.tricks.items():
        child = position.play(card.index)
        won = 0
        if not child.trick:  # this card ended the trick
            won = 1 if child.leader % 2 == seat % 2 else 0
        if child.tricks_left == 0:
            assert tricks == won
            continue
        reply = dd.solve(child, exact_nodes=200)
        if not (result.exact and reply.exact):
            continue
        same_side = child.to_act % 2 == seat % 2
        after = reply.best if same_side else child.tricks_left - reply.best
        assert tricks == won + after


# ---------------------------------------------------------------------- what is refused


@pytest.mark.parametrize("players", [3, 5, 6])
def test_other_table_sizes_are_not_applicable(players: int) -> None:
    state = SpadesState(SpadesRules(players=players), 1)
    while state.phase is not Phase.PLAYING:
        seat = state.to_act
        assert seat is not None
        if state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, 1))
    with pytest.raises(dd.NotApplicable, match="four-player"):
        DDPosition.from_state(state)


@pytest.mark.parametrize(
    ("hands", "trick", "leader", "message"),
    [
        (["Ah 2h", "Ah 3h", "4h 5h", "6h 7h"], (), 0, "twice"),
        (["Ah 2h", "3h", "4h 5h", "6h 7h"], (), 0, "do not fit"),
        (["Ah", "3h 8h", "4h 5h", "6h 7h"], ((1, "2h"),), 0, "out of turn"),
    ],
)
def test_positions_that_cannot_be_are_refused(hands, trick, leader, message) -> None:
    cards = [parse_cards(h) for h in hands]
    played = tuple((seat, parse_card(text)) for seat, text in trick)
    with pytest.raises(ValueError, match=message):
        DDPosition.of(cards, played, leader, True)


def test_a_finished_hand_has_nothing_to_solve() -> None:
    with pytest.raises(ValueError, match="over"):
        dd.solve(DDPosition((0, 0, 0, 0), (), 0, True))


def test_results_are_cached_by_position() -> None:
    dd.clear_cache()
    first = dd.solve(rule_position())
    again = dd.solve(rule_position(), exact_nodes=50)  # the exact answer serves a lower limit
    assert again is first
    assert dd.cache_info()["hits"] == 1


def test_without_endplay_the_error_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds_lib, "_library", None)
    monkeypatch.setattr(dds_lib, "_problem", None)
    monkeypatch.setattr(dds_lib, "library_path", lambda: None)
    dd.clear_cache()
    with pytest.raises(dd.DDSUnavailable, match="endplay"):
        dd.solve(rule_position())
    assert not dd.available()
    monkeypatch.undo()
    assert dd.available()


def test_positions_come_from_a_view_and_a_guess_at_the_other_hands() -> None:
    """What a bot does: its own cards from its view, the others from a sample."""
    state = random_ending(random.Random(7), 6, 2)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    hands = [[c.index for c in state.hand(s)] for s in range(4)]
    assert DDPosition.from_view(view, hands) == DDPosition.from_state(state)
    wrong = [list(h) for h in hands]
    other = (seat + 1) % 4
    wrong[seat][0], wrong[other][0] = wrong[other][0], wrong[seat][0]
    with pytest.raises(ValueError, match="view"):
        DDPosition.from_view(view, wrong)


def test_cards_are_the_engine_s_cards() -> None:
    result = dd.solve(rule_position())
    assert all(isinstance(c, Card) for c in result.tricks)
    assert result.best == 3 and result.best_cards == [parse_card("Kc")]
    assert result.cost(parse_card("5h")) == 1
