"""Each seat's public record over the earlier hands: what it counts, that it holds no cards,
that it survives saving, and that ``hard`` reads a shove by it."""

from __future__ import annotations

import random

import pytest
from conftest import random_action, stacked_deck

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.simulate import policy_shifts
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency, fresh, observe
from cardtable.badugi.view import seat_view
from cardtable.core.chunks import run_in_chunks
from cardtable.core.errors import DocumentError
from cardtable.games import make_bot


def test_counts_of_a_shove_and_a_call() -> None:
    state = HandState(BadugiRules(structure="no_limit"), [40, 40], 0, seed=3)
    state.apply(Action("raise", 40))  # the button shoves
    state.apply(Action.call())
    while state.to_act is not None:
        state.apply(Action.stand_pat())
    after = observe(fresh(2), state)
    assert after[0] == Tendency(1, raised_first_round=1, first_round_chances=1, shoved=1,
                                bets=1, actions=1)  # fmt: skip
    # The big blind only called an all-in: he had no chance to raise, and faced a bet
    # without folding.
    assert after[1] == Tendency(1, raised_first_round=0, first_round_chances=0, shoved=0,
                                bets=0, actions=1, faced=1, folded=0)  # fmt: skip


def test_folds_to_bets_are_counted_but_not_folds_to_the_blind() -> None:
    """Facing a raise and folding counts; folding to the big blind alone (not entering the
    pot) is not facing a bet."""
    state = HandState(BadugiRules(), [100, 100, 100], 0, seed=5)
    # Three seats: the button (0) acts first before the draw and folds to the blind alone.
    state.apply(Action.fold())
    state.apply(Action("raise", 4))  # small blind raises
    state.apply(Action.fold())  # big blind folds to the raise
    after = observe(fresh(3), state)
    assert (after[0].faced, after[0].folded) == (0, 0)
    assert (after[1].faced, after[1].folded) == (0, 0)
    assert (after[2].faced, after[2].folded) == (1, 1)


def test_policy_shifts_read_a_sticky_player_as_calling_wider() -> None:
    """A record that folds to few bets lowers the calling threshold the playouts give him; one
    that raises far less than the policy raises his betting thresholds; a stranger is read as
    the policy itself."""
    assert policy_shifts(None) == (0.0, 0.0, 0.0)
    assert policy_shifts(Tendency()) == (0.0, 0.0, 0.0)
    sticky = Tendency(100, 5, 100, bets=18, actions=100, faced=100, folded=10)
    tight = Tendency(100, 0, 100, bets=0, actions=100, faced=100, folded=55)
    assert policy_shifts(sticky)[2] < -0.1
    assert policy_shifts(tight)[0] > 0 and policy_shifts(tight)[1] > 0
    assert abs(policy_shifts(tight)[2]) < 0.01
    # Every shift is bounded, however extreme the record.
    maniac = Tendency(100, 100, 100, shoved=100, bets=100, actions=100, faced=100, folded=0)
    assert all(-0.2 <= x <= 0.2 for x in policy_shifts(maniac))


def test_a_record_that_folds_more_than_it_faced_is_refused() -> None:
    with pytest.raises(DocumentError):
        Tendency.from_json({"hands": 3, "faced": 1, "folded": 2}, "record")


def test_a_pot_sized_bet_is_not_a_shove_but_an_overbet_is() -> None:
    state = HandState(BadugiRules(structure="no_limit"), [200, 200], 0, seed=3)
    state.apply(Action("raise", 6))  # 4 more into 4 (3 in the pot + 1 to call): the pot
    state.apply(Action("raise", 40))  # 34 more into 12: an overbet
    state.apply(Action.fold())
    after = observe(fresh(2), state)
    assert after[0].shoved == 0 and after[0].raised_first_round == 1
    assert after[1].shoved == 1 and after[1].bets == 1


def test_the_record_holds_no_cards() -> None:
    """Two deals that differ only in the cards, played with the same actions, leave the
    same record."""
    decks = [
        stacked_deck({0: "Ac 2d 3h 4s", 1: "Kc Qd Jh Ts"}, order=[1, 0]),
        stacked_deck({0: "Kc Qd Jh Ts", 1: "Ac 2d 3h 4s"}, order=[1, 0]),
    ]
    records = []
    for deck in decks:
        state = HandState(BadugiRules(), [200, 200], 0, seed=1, deck=deck)
        script = [Action.raise_to(4), Action.call()]
        for action in script:
            state.apply(action)
        state.apply(Action.draw(state.hands[1][:1]))
        state.apply(Action.draw(state.hands[0][:2]))
        state.apply(Action.bet(2))
        state.apply(Action.fold())
        records.append(observe(fresh(2), state))
    assert records[0] == records[1]


def test_the_match_carries_and_saves_the_record() -> None:
    rng = random.Random(5)
    match = BadugiMatch(BadugiRules(), [100, 100, 100], seed=9)
    for _ in range(6):
        if not match.can_deal:
            break
        hand = match.start_hand()
        while hand.to_act is not None:
            hand.apply(random_action(hand, rng))
        view = seat_view(hand, 0, tendencies=match.tendencies)
        assert view.tendencies == tuple(match.tendencies)
    match.start_hand()  # settles the last hand into the record
    assert sum(t.hands for t in match.tendencies) > 0
    again = BadugiMatch.from_json(match.to_json())
    assert again.tendencies == match.tendencies
    old = match.to_json()
    del old["tendencies"]  # a save from before the record existed
    assert BadugiMatch.from_json(old).tendencies == fresh(3)


@pytest.mark.parametrize(
    "bad",
    [
        {"hands": -1},
        {"hands": True},
        {"hands": 2, "shoved": 3},
        {"hands": 2, "first_round_chances": 3},
        {"bets": 5, "actions": 2},
        {"hands": 1, "cards": 4},
        "many",
    ],
)
def test_a_bad_record_in_a_save_is_refused(bad: object) -> None:
    with pytest.raises(DocumentError):
        Tendency.from_json(bad, "seat 0")


def test_arena_tables_are_never_split_across_workers() -> None:
    chunks = run_in_chunks(lambda job: (job["start"], job["stop"]), 230, 1, {}, align=50)
    assert chunks == [(0, 230)]
    bounds = [(a, b) for a, b in [(0, 100), (100, 230)]]
    # The same split as two workers would get, without starting processes.
    blocks = -(-230 // 50)
    cut = [min(230, 50 * (blocks * j // 2)) for j in range(3)]
    cut[-1] = 230
    assert list(zip(cut, cut[1:], strict=False)) == bounds


def _calls_of_shoves(record: Tendency, hands: int = 40) -> int:
    """How many of ``hands`` random big-blind hands ``hard`` calls a 20 big blind shove
    with, when the shover's record is ``record``."""
    calls = 0
    for h in range(hands):
        state = HandState(BadugiRules(structure="no_limit"), [40, 40], 0, seed=77, hand_no=h)
        state.apply(Action("raise", 40))
        view = seat_view(state, 1, tendencies=[record, Tendency()])
        calls += make_bot("badugi", "hard", h).act(view).kind == "call"
    return calls


def test_hard_calls_wider_against_a_player_who_shoves_every_hand() -> None:
    """Against a shove every hand the best answer calls with any hand that beats a random
    one often enough for the pot odds (about half of all hands at 20 big blinds); against
    an unknown or a sound player a shove is a strong hand and calls are fewer."""
    unknown = _calls_of_shoves(Tendency())
    sound = _calls_of_shoves(Tendency(30, 8, 30, shoved=1, bets=20, actions=60))
    maniac = _calls_of_shoves(Tendency(30, 30, 30, shoved=30, bets=30, actions=30))
    assert maniac >= 16 and maniac >= 1.5 * max(unknown, sound), (unknown, sound, maniac)
