"""The Badugi decision review: each decision priced on what the seat knew, costly ones flagged
with the right sign and a reason, a hand played as ``hard`` plays it left unflagged, the same
review whatever the hidden cards were, the same review every time, and opponents drawn as
``hard`` draws them."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from conftest import stacked_deck

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.profiles import HARD
from cardtable.badugi.ai.ranges import PolicyRanges
from cardtable.badugi.ai.reading import read_opponents
from cardtable.badugi.ai.rollout import root_from_view
from cardtable.badugi.ai.simulate import _replay, spot_from_view
from cardtable.badugi.bots import BasicBot
from cardtable.badugi.hand_value import _TABLE4, CLASSES
from cardtable.badugi.records import hand_record
from cardtable.badugi.review.explain import ENGLISH, line
from cardtable.badugi.review.hand import review_record
from cardtable.badugi.review.pricing import DEALS, CachedRanges, price
from cardtable.badugi.review.sampling import Replays, bluff_shares, deal, replay_all, shuffle
from cardtable.badugi.review.spots import hand_spots
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import fresh, observe
from cardtable.badugi.view import SeatView

HERO, OPP = 0, 1  # heads-up, seat 1 on the button (the small blind, first to act)


def played(deal_cards: dict[int, str], then: str, actions: Sequence[tuple[int, Action]],
           seed: int = 7) -> dict[str, Any]:  # fmt: skip
    """The record (as JSON) of a heads-up hand dealt from a stacked deck and played by
    ``actions``."""
    deck = stacked_deck(deal_cards, [HERO, OPP], then)
    state = HandState(BadugiRules(), [200, 200], OPP, seed=seed, deck=deck)
    for seat, action in actions:
        state.apply(action, seat)
    assert state.is_complete
    return json.loads(json.dumps(hand_record(state, ["You", "Opponent"])))


def fold_pat_six_actions(thrown: str) -> list[tuple[int, Action]]:
    return [
        (OPP, Action.call()), (HERO, Action.check()),
        (HERO, Action.stand_pat()), (OPP, Action.draw(thrown)),
        (HERO, Action.check()), (OPP, Action.bet(2)), (HERO, Action.fold()),
    ]  # fmt: skip


FOLD_PAT_SIX = fold_pat_six_actions("Kd Qs")


def fold_pat_six(
    opponent: str = "Kc Kd Qh Qs", thrown: str = "Kd Qs", then: str = "9d 9h"
) -> dict[str, Any]:
    return played({HERO: "6h 4s 2d Ac", OPP: opponent}, then, fold_pat_six_actions(thrown))


def test_folding_a_pat_six_badugi_to_one_bet_is_flagged() -> None:
    review = review_record(fold_pat_six(), HERO)
    last = review["decisions"][-1]
    assert last["step"] == len(FOLD_PAT_SIX)
    chosen, best = last["choices"][last["chosen"]], last["choices"][last["best"]]
    assert chosen["kind"] == "fold" and best["kind"] in ("call", "raise")
    assert best["ev_bb"] > chosen["ev_bb"] + 1.0  # right sign, and far from a close call
    assert last["flagged"] and last["cost_bb"] >= 2 * last["se_bb"]
    assert last["phase"] == "bet" and last["facing"] and last["round_key"] == "bet1"
    assert last["text"].startswith(
        "Folded to one bet with 6-4-2-A badugi against one player drawing 2 cards: -"
    )
    assert review["flagged_cost_bb"] >= last["cost_bb"]
    # Standing pat on the six was right: not flagged, and its badugi chance is certain.
    draw = next(d for d in review["decisions"] if d["phase"] == "draw")
    pat = draw["choices"][draw["chosen"]]
    assert pat["kind"] == "pat" and pat["badugi"] == 1.0 and not draw["flagged"]


CALL_DOWN = [
    (OPP, Action.raise_to(4)), (HERO, Action.call()),
    (HERO, Action.draw("2s")), (OPP, Action.stand_pat()),
    (HERO, Action.check()), (OPP, Action.bet(2)), (HERO, Action.call()),
    (HERO, Action.draw("7h")), (OPP, Action.stand_pat()),
    (HERO, Action.check()), (OPP, Action.bet(4)), (HERO, Action.call()),
    (HERO, Action.draw("4c")), (OPP, Action.stand_pat()),
    (HERO, Action.check()), (OPP, Action.bet(4)), (HERO, Action.call()),
]  # fmt: skip


def test_calling_down_a_three_card_draw_against_a_pat_hand_is_flagged() -> None:
    """Every miss keeps him at three-card 7-4-2; the opponent stood pat three times and bet
    every round. The last call (no draw left) can only win against a snow."""
    record = played({HERO: "7c 4d 2h 2s", OPP: "8s 5h 3d Ac"}, "7h 4c Kd", CALL_DOWN)
    review = review_record(record, HERO)
    last = review["decisions"][-1]
    assert last["round_key"] == "bet_last" and last["facing"]
    chosen, best = last["choices"][last["chosen"]], last["choices"][last["best"]]
    assert chosen["kind"] == "call" and best["kind"] == "fold"
    assert chosen["ev_bb"] < -1.0  # calling 2 bb to win almost never
    assert last["flagged"]
    assert last["text"].startswith(
        "Called one bet with three-card 7-4-2 against a pat hand: -"
    ) and last["text"].endswith("bb (folding was worth more)")
    assert f"-{last['cost_bb']:.1f} ± {last['se_bb']:.1f} bb" in last["text"]  # an estimate
    assert last["why"]["pats"] == 1
    calls = [d for d in review["decisions"] if d["choices"][d["chosen"]]["kind"] == "call"]
    assert sum(d["cost_bb"] for d in calls if d["flagged"]) >= last["cost_bb"]


class ModelPlayer:
    """Plays every decision by the review's own model with ``hard``'s number of samples and
    random numbers of its own: the best choice as a live ``hard`` decision would estimate it
    (the actual ``hard`` reads narrow ranges wider than its model: see ``review.sampling``)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: SeatView) -> Action:
        legal = view.legal
        assert legal is not None
        if "draw" not in legal.kinds and legal.kinds <= {"check"}:
            return Action.check()
        taken = Action.stand_pat() if "draw" in legal.kinds else (
            Action.check() if "check" in legal.kinds else Action.fold()
        )  # fmt: skip
        priced = price(view, taken, self.rng, scale=1000 / DEALS)
        return priced.choices[priced.best()]


def test_a_hand_played_as_the_model_would_play_it_has_no_flagged_decision() -> None:
    """A player who takes, at every decision, the choice the review's model values most on
    ``hard``'s number of samples (his estimates noisier than the review's, his random
    numbers his own) is never flagged: what separates his choices from the review's best
    is noise, and noise is not flagged. Heads-up against ``basic``, with the public
    records of the hands before."""
    rules = BadugiRules()
    records = fresh(2)
    decisions = 0
    for hand_no in range(3):
        state = HandState(rules, [200, 200], hand_no % 2, seed=41, hand_no=hand_no)
        bots = [ModelPlayer(100 + hand_no), BasicBot()]
        while not state.is_complete:
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].act(state.view(seat, tendencies=records)), seat)
        record = json.loads(json.dumps(hand_record(state, None, records)))
        records = observe(records, state)
        review = review_record(record, 0)
        decisions += len(review["decisions"])
        assert [d for d in review["decisions"] if d["flagged"]] == [], hand_no
    assert decisions >= 6


def test_the_hidden_cards_change_nothing() -> None:
    """Two deals alike in all the hero saw (his cards, the actions, the draw counts) but not
    in the opponent's cards nor in what he drew: the same review, to the last figure."""
    one = review_record(fold_pat_six(), HERO)
    other = review_record(fold_pat_six("3c 5d 8h Ts", "3c Ts", "Qd Qc"), HERO)
    assert one["decisions"] == other["decisions"]
    assert one["net_bb"] == other["net_bb"]


def test_a_review_is_the_same_every_time_and_plain_json() -> None:
    record = fold_pat_six()
    first = review_record(record, HERO)
    assert review_record(record, HERO) == first
    assert json.loads(json.dumps(first, allow_nan=False)) == first
    assert review_record(record, OPP)["decisions"] != first["decisions"]
    with pytest.raises(ValueError, match="no seat 2"):
        review_record(record, 2)


def test_a_bad_record_is_refused_with_its_reason() -> None:
    record = fold_pat_six()
    record["final_stacks"] = [300, 100]
    with pytest.raises(ValueError, match="replay ends with stacks"):
        review_record(record, HERO)


def test_reasons_read_in_plain_words() -> None:
    why = {"did": {"kind": "call", "bets": 2}, "strength": CLASSES.index((3, (9, 5, 2))),
           "opponents": 1, "pats": 1, "drawing": 0, "best": {"kind": "fold"}}  # fmt: skip
    assert line(why, 1.4) == (
        "Called 2 bets with three-card 9-5-2 against a pat hand: -1.4 bb "
        "(folding was worth more)"
    )
    why = {"did": {"kind": "raise", "bb": 100.0}, "strength": CLASSES.index((3, (13, 10, 3))),
           "opponents": 3, "pats": 0, "drawing": None, "best": {"kind": "raise", "bb": 3.0}}
    assert line(why, 21.36) == (
        "Raised to 100 bb with three-card K-T-3 against 3 players: -21.4 bb "
        "(raising to 3 bb was worth more)"
    )
    why = {"did": {"kind": "pat"}, "strength": CLASSES.index((2, (8, 1))), "opponents": 1,
           "pats": 0, "drawing": 1, "best": {"kind": "draw", "cards": 2}}  # fmt: skip
    assert line(why, 0.5) == (
        "Stood pat with two-card 8-A against one player drawing one card: -0.5 bb "
        "(drawing 2 cards was worth more)"
    )
    assert set(ENGLISH) >= {"line", "fold", "against_pat_1", "best_draw_n"}


def call_down_spot() -> tuple[SeatView, Any, Any, PolicyRanges]:
    """The last decision of the call-down hand: a player who stood pat three times and bet
    every round (a narrow range)."""
    record = played({HERO: "7c 4d 2h 2s", OPP: "8s 5h 3d Ac"}, "7h 4c Kd", CALL_DOWN)
    view = hand_spots(record, HERO).spots[-1].view
    reads = read_opponents(view)
    return view, reads, spot_from_view(view, reads), PolicyRanges(view, reads)


def test_replays_weigh_a_hand_as_hard_weighs_it() -> None:
    """The review's replays (their likelihood kept round by round) give every deal exactly
    the likelihood ``simulate._replay`` gives it, with and without rounds taken as bluffs."""
    _view, reads, spot, model = call_down_spot()
    read = reads[0]
    replays = Replays(read, bluff_shares(read, spot.draws + 1))
    rng = random.Random(3)
    replays.add(list(spot.pool), 200, rng, spot.draws, CachedRanges(model), 0)
    again = random.Random(3)
    deck = list(spot.pool)
    need = 4 + sum(read.draws)
    per = len(deck) // need
    for bluffs in ((False,) * 4, (False, True, False, True)):
        whole = replays.weights(bluffs)
        again = random.Random(3)
        deck = list(spot.pool)
        for i in range(200):
            if i % per == 0:
                shuffle(deck, again)
            cards = deck[(i % per) * need : (i % per + 1) * need]
            rest = cards + [c for c in spot.pool if c not in cards]
            mask, _end, w, _thrown = _replay(read, rest, 0, spot.draws, HARD.trust, list(bluffs),
                                             model, 0)  # fmt: skip
            assert mask == replays.final[i]
            assert w == pytest.approx(whole[i], rel=1e-12, abs=1e-300)


def test_tries_taken_in_one_step_are_tries_taken_one_by_one() -> None:
    """``HARD.tries`` independent tries on fresh replays (accept with the likelihood, else the
    likeliest try), done one by one, against the review's one-step draw from replays made
    beforehand: the same chance of a badugi and the same mean strength, within the noise of
    1,500 samples each."""
    view, reads, spot, model = call_down_spot()
    read = reads[0]
    cached = CachedRanges(model)
    rng = random.Random(5)
    count = 1500
    pool = list(spot.pool)
    shares = bluff_shares(read, spot.draws + 1)

    def one_by_one() -> int:
        bluffs = tuple(bool(x) and rng.random() < x for x in shares)
        best, best_w = 0, -1.0
        for _ in range(HARD.tries):
            fresh_one = Replays(read, shares)
            fresh_one.add(pool, 1, rng, spot.draws, cached, 0)
            (w,) = fresh_one.weights(bluffs)
            if rng.random() < w:
                return fresh_one.final[0]
            if w > best_w:
                best, best_w = fresh_one.final[0], w
        return best

    reference = [one_by_one() for _ in range(count)]
    root = root_from_view(view)
    replays = replay_all(spot, cached, 3000, rng)
    ours = [deal(root.seats, root.me, spot, replays, rng).masks[1 - root.me]
            for _ in range(count)]  # fmt: skip

    def badugis(masks: list[int]) -> float:
        return sum(CLASSES[_TABLE4[m] >> 4][0] == 4 for m in masks) / len(masks)

    def strength(masks: list[int]) -> float:
        return sum(_TABLE4[m] >> 4 for m in masks) / len(masks)

    assert abs(badugis(ours) - badugis(reference)) < 0.05
    assert badugis(reference) > 0.7  # a narrow range: most samples are badugis
    assert abs(strength(ours) - strength(reference)) < 0.05 * strength(reference)
