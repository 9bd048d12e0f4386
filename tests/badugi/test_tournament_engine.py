"""The sit-and-go engine: antes, levels, places, prizes, the end, and its saves."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from conftest import random_action
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.badugi.actions import Action
from cardtable.badugi.events import AntePosted, BlindPosted
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament.engine import Tournament, TournamentConfig
from cardtable.badugi.tournament.prizes import (
    Finish,
    busted_places,
    check_payouts,
    default_payouts,
    prize_share,
)
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.core.errors import DocumentError


def quick_config(entrants: int, structure: str = "fixed", draws: int = 3) -> TournamentConfig:
    """A short tournament: 200 chips, blinds up every 3 hands, antes from level 2."""
    return TournamentConfig(
        entrants=entrants,
        structure=structure,
        draws=draws,
        starting_stack=200,
        schedule=BlindSchedule((10, 20, 40), hands_per_level=3, ante_from=2),
    )


def play_randomly(t: Tournament, rng: random.Random, max_moves: int | None = None) -> int:
    """Random legal play until the end (or ``max_moves``); checks chips after every move."""
    moves = 0
    while not t.is_over and (max_moves is None or moves < max_moves):
        if t.hand_over:
            t.start_hand()
            continue
        hand = t.hand
        assert hand is not None
        t.apply(random_action(hand, rng), hand.to_act)
        assert t.chips_in_play() == t.total_chips
        moves += 1
    return moves


# ---------------------------------------------------------------------- antes in the engine


def test_antes_are_dead_chips_posted_before_the_blinds() -> None:
    rules = BadugiRules(small_blind=10, big_blind=20, ante=5)
    hand = HandState(rules, [100, 100, 100, 3], 0, seed=1)
    antes = [e for e in hand.events if isinstance(e, AntePosted)]
    assert [(e.seat, e.amount, e.all_in) for e in antes] == [
        (1, 5, False), (2, 5, False), (3, 3, True), (0, 5, False),
    ]  # fmt: skip
    first_blind = next(i for i, e in enumerate(hand.events) if isinstance(e, BlindPosted))
    assert all(hand.events.index(e) < first_blind for e in antes)
    assert hand.pot_total == 18 + 10 + 20
    assert hand.round_bets == [0, 10, 20, 0]  # the ante is not the round's bet
    assert hand.to_act == 0  # seat 3 is all in: the button acts after the big blind


def test_a_seat_all_in_from_the_ante_wins_only_the_antes() -> None:
    rules = BadugiRules(small_blind=10, big_blind=20, ante=5)
    hand = HandState(rules, [100, 3, 100], 0, seed=2)
    while hand.to_act is not None:
        legal = hand.legal_actions()
        assert legal is not None
        hand.apply(
            Action.stand_pat()
            if "draw" in legal.kinds
            else Action.check()
            if "check" in legal.kinds
            else Action.call()
        )
    assert sum(hand.stacks) == 203
    assert hand.stacks[1] in (0, 9, 4, 3)  # the main pot of 3 x 3 at most, shared or not


def test_cash_rules_save_as_before() -> None:
    assert "ante" not in BadugiRules().to_json()
    assert BadugiRules.from_json(BadugiRules(ante=3).to_json()).ante == 3
    with pytest.raises(ValueError, match="ante"):
        BadugiRules(ante=-1)


# ---------------------------------------------------------------------- schedule and prizes


def test_presets_rise_and_double_past_the_last_level() -> None:
    regular = BlindSchedule.preset("regular")
    assert regular.level(1).big_blind == 20 and regular.level(1).small_blind == 10
    assert regular.level(1).ante == 0 and regular.level(5).ante == 8
    assert regular.level_no(9) == 1 and regular.level_no(10) == 2
    last = len(regular.big_blinds)
    assert regular.level(last + 2).big_blind == 4 * regular.big_blinds[-1]
    turbo = BlindSchedule.preset("turbo")
    assert turbo.hands_per_level < regular.hands_per_level
    assert BlindSchedule.from_json(regular.to_json()) == regular
    with pytest.raises(ValueError, match="go down"):
        BlindSchedule((40, 20))
    with pytest.raises(ValueError, match="even"):
        BlindSchedule((15,))


def test_default_prize_tables_by_entrants() -> None:
    assert [default_payouts(n) for n in (2, 3, 4, 6, 7, 8)] == [
        (100,), (100,), (65, 35), (65, 35), (50, 30, 20), (50, 30, 20),
    ]  # fmt: skip
    with pytest.raises(ValueError, match="100%"):
        check_payouts((60, 30), 6)
    with pytest.raises(ValueError, match="places"):
        check_payouts((50, 30, 20), 2)


def test_two_busted_in_one_hand_bigger_stack_places_higher_equal_share() -> None:
    got = busted_places([1, 4], [500, 300, 0, 0, 700, 900], still_in=4, hand_no=7)
    assert got == [Finish(4, 3, 3, 7), Finish(1, 4, 4, 7)]
    tied = busted_places([1, 4], [500, 300, 0, 0, 300, 900], still_in=3, hand_no=7)
    assert tied == [Finish(1, 2, 3, 7), Finish(4, 2, 3, 7)]
    # Places 2 and 3 of 50/30/20 shared: 25% each.
    assert prize_share(Finish(1, 2, 3, 7), (50, 30, 20)) == Fraction(1, 4)


def test_tied_bust_splits_the_prize() -> None:
    tied = busted_places([0, 2], [100, 400, 100], still_in=3, hand_no=0)
    assert {f.seat: (f.place, f.last) for f in tied} == {0: (2, 3), 2: (2, 3)}
    assert prize_share(tied[0], (65, 35)) == Fraction(35, 200)


# ---------------------------------------------------------------------- the whole tournament


def test_levels_change_between_hands_only() -> None:
    t = Tournament(quick_config(3), seed=5)
    seen = []
    rng = random.Random(0)
    while not t.is_over and t.hands_dealt < 7:
        if t.hand_over:
            hand = t.start_hand()
            seen.append((hand.hand_no, hand.rules.big_blind, hand.rules.ante))
        else:
            assert t.hand is not None
            t.apply(random_action(t.hand, rng))
            if t.hand is not None and not t.hand.is_complete:
                assert t.hand.rules.big_blind == seen[-1][1]
    for hand_no, bb, ante in seen:
        assert bb == (10, 20, 40, 80)[hand_no // 3]
        assert ante == (0 if hand_no < 3 else bb // 10)


@settings(max_examples=25, deadline=None)
@given(
    entrants=st.integers(2, 8),
    structure=st.sampled_from(["fixed", "pot", "no_limit"]),
    draws=st.sampled_from([1, 3]),
    seed=st.integers(0, 2**32),
)
def test_random_play_ends_with_every_place_and_the_whole_pool(
    entrants: int, structure: str, draws: int, seed: int
) -> None:
    t = Tournament(quick_config(entrants, structure, draws), seed=seed)
    play_randomly(t, random.Random(seed))
    assert t.is_over
    groups = {(f.place, f.last) for f in t.finishes}
    places = sorted(p for lo, hi in groups for p in range(lo, hi + 1))
    assert places == list(range(1, entrants + 1))
    assert len(t.finishes) == entrants and len({f.seat for f in t.finishes}) == entrants
    assert sum(t.prize_shares()) == 1
    winner = next(f.seat for f in t.finishes if f.place == 1)
    assert t.stacks()[winner] == t.total_chips
    assert t.graph[-1][winner] == t.total_chips
    # The seat that went out earlier never places higher.
    for a in t.finishes:
        for b in t.finishes:
            if a.hand_no >= 0 and (b.hand_no == -1 or b.hand_no > a.hand_no):
                assert b.place < a.place
            # Out in the same hand: the bigger stack at its start places higher; equal
            # stacks share the same places.
            if a.hand_no >= 0 and a.hand_no == b.hand_no:
                start = t.graph[a.hand_no]
                if start[a.seat] > start[b.seat]:
                    assert a.last < b.place
                elif start[a.seat] == start[b.seat]:
                    assert (a.place, a.last) == (b.place, b.last)


@settings(max_examples=20, deadline=None)
@given(entrants=st.integers(2, 6), seed=st.integers(0, 2**32), cut=st.integers(0, 400))
def test_save_load_continue_equals_never_saving(entrants: int, seed: int, cut: int) -> None:
    config = quick_config(entrants, "no_limit")
    straight = Tournament(config, seed=seed)
    rng_a = random.Random(seed)
    play_randomly(straight, rng_a)

    saved = Tournament(config, seed=seed)
    rng_b = random.Random(seed)
    play_randomly(saved, rng_b, max_moves=cut)
    resumed = Tournament.from_json(saved.to_json())
    assert resumed.to_json() == saved.to_json()
    play_randomly(resumed, rng_b)
    assert resumed.to_json() == straight.to_json()
    assert resumed.finishes == straight.finishes
    assert resumed.prize_shares() == straight.prize_shares()


def test_tampered_saves_are_refused() -> None:
    t = Tournament(quick_config(4), seed=3)
    play_randomly(t, random.Random(3), max_moves=60)
    doc = t.to_json()
    bad = dict(doc, graph=[list(r) for r in doc["graph"]])
    bad["graph"][0][0] += 10
    with pytest.raises(DocumentError):
        Tournament.from_json(bad)
    bad = dict(doc, graph=doc["graph"][:-1] or [[1]])
    with pytest.raises(DocumentError):
        Tournament.from_json(bad)
    bad = dict(doc, config=dict(doc["config"], starting_stack=300))
    with pytest.raises(DocumentError):
        Tournament.from_json(bad)
