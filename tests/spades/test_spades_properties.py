"""Property tests over random deals, options and table sizes (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from spades_helpers import ref_trick_winner

from cardtable.core.cards import Card
from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.events import HandScored, TrickWon
from cardtable.spades.records import build_record, replay_record
from cardtable.spades.trick_rules import table_deck

rules_strategy = st.builds(
    SpadesRules,
    players=st.sampled_from([3, 4, 5, 6]),
    direction=st.sampled_from(["clockwise", "counterclockwise"]),
    blind_nil=st.booleans(),
    blind_nil_behind=st.sampled_from([0, 50, 150]),
    spades_lead_any_time=st.booleans(),
    bag_penalty=st.booleans(),
    bag_limit=st.sampled_from([3, 10]),
    bag_penalty_points=st.sampled_from([50, 100]),
    nil_value=st.sampled_from([50, 100]),
    blind_nil_value=st.sampled_from([100, 200]),
    target=st.sampled_from([150, 500]),
    loss_threshold=st.sampled_from([-100, -200, -400]),
)

MAX_HANDS = 400


def play(state: SpadesState, rng: random.Random, trick_events: list[TrickWon]) -> None:
    while not state.is_over and state.hand_number <= MAX_HANDS:
        legal = state.legal_actions()
        for event in state.apply(legal[rng.randrange(len(legal))]):
            if isinstance(event, TrickWon):
                trick_events.append(event)


def check_follow_suit(dealt: tuple[tuple[Card, ...], ...], tricks: tuple) -> None:
    """Independent check: nobody failed to follow suit while holding the suit led."""
    held = [Counter(h) for h in dealt]
    for trick in tricks:
        led = trick[0][1].suit
        for seat, card in trick:
            assert held[seat][card] > 0
            if card.suit != led:
                assert not any(c.suit == led and n for c, n in held[seat].items())
            held[seat][card] -= 1
    assert all(sum(h.values()) == 0 for h in held)


@settings(max_examples=300, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**63 - 1), dealer=st.integers(0, 5))
def test_random_games_finish_and_add_up(rules: SpadesRules, seed: int, dealer: int) -> None:
    state = SpadesState(rules, seed=seed, first_dealer=dealer % rules.players)
    trick_events: list[TrickWon] = []
    play(state, random.Random(seed), trick_events)
    assert state.is_over, "random legal play must finish the game"
    assert state.winner is not None

    deck = Counter(table_deck(rules.players))
    totals = [0] * rules.team_count
    bags = [0] * rules.team_count
    all_tricks = []
    for record in state.history:
        assert Counter(c for h in record.cards for c in h) == deck, "every card dealt once"
        assert len(record.tricks) == rules.hand_size
        check_follow_suit(record.cards, record.tricks)
        all_tricks.extend(record.tricks)
        assert record.scores is not None
        for score in record.scores:
            assert score.total == totals[score.team] + score.points + score.penalty
            totals[score.team] = score.total
            bags[score.team] = score.bags_total
        assert sum(score.tricks for score in record.scores) == rules.hand_size
    assert tuple(totals) == state.totals, "running totals are the sum of the hand scores"
    assert tuple(bags) == state.bags
    # Each trick's winner by an independent check.
    assert [e.cards for e in trick_events] == all_tricks
    for event in trick_events:
        assert event.seat == ref_trick_winner(event.cards)

    # Replaying the record (through JSON text) gives the same scores and winner.
    doc = json.loads(json.dumps(build_record(state)))
    replayed = replay_record(doc)
    assert replayed.totals == state.totals and replayed.winner == state.winner
    assert [h.scores for h in replayed.history] == [h.scores for h in state.history]
    # And the saved state round-trips to an equal state.
    assert SpadesState.from_json(json.loads(json.dumps(state.to_json()))) == state


@settings(max_examples=100, deadline=None)
@given(
    rules=rules_strategy,
    seed=st.integers(0, 2**63 - 1),
    stop=st.integers(0, 150),
)
def test_saved_state_continues_identically(rules: SpadesRules, seed: int, stop: int) -> None:
    state = SpadesState(rules, seed=seed)
    rng = random.Random(seed ^ 0x5A5A)
    for _ in range(stop):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    restored = SpadesState.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state
    for seat in range(rules.players):
        assert restored.view(seat) == state.view(seat)
    # Unfinished records replay too.
    partial = replay_record(json.loads(json.dumps(build_record(state))))
    assert partial.totals == state.totals and partial.hand_number == state.hand_number
    assert partial.view(0).current_trick == state.view(0).current_trick
    a_rng, b_rng = random.Random(seed), random.Random(seed)
    for _ in range(300):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert restored.legal_actions() == legal
        i = a_rng.randrange(len(legal))
        assert b_rng.randrange(len(legal)) == i
        assert state.apply(legal[i]) == restored.apply(restored.legal_actions()[i])
    assert restored == state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([3, 4, 5, 6]))
def test_hand_scored_events_match_history(seed: int, players: int) -> None:
    state = SpadesState(SpadesRules(players=players), seed=seed)
    rng = random.Random(seed)
    scored = []
    while not state.is_over:
        legal = state.legal_actions()
        scored += [
            e for e in state.apply(legal[rng.randrange(len(legal))]) if isinstance(e, HandScored)
        ]
    assert [e.scores for e in scored] == [h.scores for h in state.history]
    assert [e.hand for e in scored] == list(range(1, state.hand_number + 1))
