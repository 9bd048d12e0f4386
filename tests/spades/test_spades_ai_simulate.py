"""The search bots' fast simulator, sampler and formula agree with the engine and the rules."""

from __future__ import annotations

import random

import pytest
from spades_helpers import bid_all

from cardtable.core.cards import card_from_index, parse_cards
from cardtable.spades import PLAYING, Play, SpadesRules, SpadesState
from cardtable.spades.ai.sampling import count_tricks_idx, knowledge_from_view, sample_deal
from cardtable.spades.ai.simulate import SUIT, sim_from_view, team_points
from cardtable.spades.bots import count_tricks
from cardtable.spades.scoring import score_team


def _random_hand_to_play(players: int, seed: int, **kw: object) -> SpadesState:
    rules = SpadesRules(players=players, blind_nil=False, **kw)  # type: ignore[arg-type]
    state = SpadesState(rules, seed)
    bid_all(state, {s: 1 + (s + seed) % 4 for s in range(players)})
    return state


@pytest.mark.parametrize(("players", "lead_any"), [(4, False), (4, True), (3, False), (6, False)])
def test_simulator_agrees_with_engine_on_legality_and_trick_winners(
    players: int, lead_any: bool
) -> None:
    rng = random.Random(players)
    for seed in range(6):
        state = _random_hand_to_play(players, seed, spades_lead_any_time=lead_any)
        hands = [[c.index for c in state.hand(s)] for s in range(players)]
        sim = sim_from_view(state.view(state.turn), hands)
        while state.phase == PLAYING and state.hand_number == 1:
            seat = state.turn
            assert sim.turn == seat
            engine_legal = sorted({a.card.index for a in state.legal_actions()})
            assert sorted(set(sim.legal(seat))) == engine_legal
            card = rng.choice(engine_legal)
            tricks_before = len(state.view(seat).tricks)
            state.apply(Play(seat, card_from_index(card)))
            winner = sim.play(card)
            if state.hand_number == 1:
                view = state.view(seat)
                assert sim.taken == list(view.tricks_taken)
                if len(view.tricks) > tricks_before:
                    assert winner == state.turn
                # A simulator rebuilt from the engine's view matches the one played along.
                again = sim_from_view(state.view(state.turn), sim.hands)
                assert (again.trick, again.turn, again.unplayed) == (
                    sim.trick,
                    sim.turn,
                    sim.unplayed,
                )
                if sim.trick:
                    assert (again.win_seat, again.win_key) == (sim.win_seat, sim.win_key)
        assert sum(sim.taken) == state.rules.hand_size


def test_count_tricks_on_indices_matches_the_basic_formula() -> None:
    rng = random.Random(1)
    deck = list(range(52))
    for _ in range(300):
        rng.shuffle(deck)
        hand = deck[:13]
        assert count_tricks_idx(hand) == count_tricks([card_from_index(c) for c in hand])


def test_team_points_matches_score_team() -> None:
    rules = SpadesRules()
    rng = random.Random(2)
    for _ in range(500):
        bids = [rng.choice((-2, -1, 1, 2, 3, 4, 5, 6)) for _ in range(4)]
        taken = [rng.randrange(0, 7) for _ in range(4)]
        bags = rng.randrange(0, 10)
        words = {-1: "nil", -2: "blind_nil"}
        ref = score_team(
            0, [words.get(b, b) for b in (bids[0], bids[2])], [taken[0], taken[2]], 0, bags, rules
        )
        assert team_points(bids, taken, (0, 2), bags, rules) == ref.hand_points


def test_samples_respect_voids_counts_and_the_seat_own_cards() -> None:
    deal = [
        "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c",
        "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d 2d",
        "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s",
    ]
    state = SpadesState(SpadesRules(blind_nil=False), 1, first_dealer=3, deals=[deal])
    bid_all(state, {0: 4, 1: 4, 2: 4, 3: 1})
    for seat, card in ((0, "Ac"), (1, "2d"), (2, "2h"), (3, "2s")):
        state.apply(Play(seat, parse_cards(card)[0]))
    view = state.view(state.turn)  # seat 3 won with the spade and leads
    know = knowledge_from_view(view)
    assert know.void[1][0] and know.void[2][0] and know.void[3][0]
    rng = random.Random(3)
    own = [c.index for c in view.hand or ()]
    for _ in range(50):
        hands = sample_deal(know, rng, own, infer=True)
        assert sorted(hands[view.seat]) == sorted(own)
        assert [len(h) for h in hands] == list(view.hand_sizes)
        seen = {c.index for t in view.tricks for _, c in t}
        dealt = [c for h in hands for c in h]
        assert len(dealt) == len(set(dealt)) == 48 and not seen & set(dealt)
        for s in (1, 2):  # shown void in clubs: every remaining club sits with seat 0
            assert not any(SUIT[c] == 0 for c in hands[s])


def test_sampling_does_not_depend_on_hidden_cards() -> None:
    """Two deals that differ only in cards the seat cannot see give the same samples."""
    a = [
        "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c",
        "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d 2d",
        "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s",
    ]
    b = [a[0], a[2], a[1], a[3]]
    views = []
    for deal in (a, b):
        state = SpadesState(SpadesRules(blind_nil=False), 1, first_dealer=3, deals=[deal])
        bid_all(state, {0: 4, 1: 4, 2: 4, 3: 1})
        views.append(state.view(0))
    samples = [
        sample_deal(knowledge_from_view(v), random.Random(5), [c.index for c in v.hand or ()], True)
        for v in views
    ]
    assert samples[0] == samples[1]
