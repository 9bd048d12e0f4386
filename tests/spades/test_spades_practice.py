"""Bidding practice without Qt: every situation deals a legal position where it is the player's
turn to bid with the situation's score and bags; grading against the coach; the play-out
keeps the player's bid; progress survives a reload and a damaged file is set aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.core.cards import parse_cards
from cardtable.core.errors import DocumentError
from cardtable.spades import NIL, Bid
from cardtable.spades.coach import advise
from cardtable.spades.practice import (
    BAGS,
    POSITIONS,
    SCORES,
    PracticeDeal,
    Situation,
    deal_situation,
    grade,
    hand_shape,
    play_out,
)
from cardtable.spades.practice_progress import PROGRESS_NAME, Counts, Progress, ProgressStore
from cardtable.spades.rules import SpadesRules

FAST = {"bot_budget_ms": 3.0, "bot_samples": 8}


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("score", SCORES)
def test_situation_deals_the_players_turn_to_bid(score: str, position: int) -> None:
    situation = Situation(score, BAGS[position % 2], position)
    deal = deal_situation(situation, seed=position * 7 + len(score), **FAST)
    view = deal.state.view(deal.seat)
    rules = SpadesRules()
    assert view.phase == "bidding" and view.turn == deal.seat
    assert view.hand is not None and len(view.hand) == 13
    assert Bid(deal.seat, 3) in view.legal_actions
    assert sum(b is not None for b in view.bids) == position - 1
    partner = next(s for s in range(4) if s != deal.seat and rules.team_of(s) == 0)
    assert (view.bids[partner] is not None) == situation.partner_known
    assert view.totals == situation.totals(rules)
    assert view.bags[0] == situation.bags
    if score == "ahead":
        assert view.totals[0] > view.totals[1] and view.totals[0] >= rules.target - 100
    if score == "behind":
        assert view.totals[1] - view.totals[0] == 150


def test_same_seed_same_cards() -> None:
    a = deal_situation(Situation(), 11, **FAST)
    b = deal_situation(Situation(), 11, **FAST)
    assert a.state.hand(a.seat) == b.state.hand(b.seat)


def test_grading_against_the_coach() -> None:
    deal = deal_situation(Situation("even", 0, 4), 5, **FAST)
    advice = advise(deal.state.view(deal.seat), seed=1, samples=30)
    if advice.bid == NIL:
        assert grade(NIL, advice).kind == "exact" and grade(NIL, advice).nil_right
        assert grade(3, advice).kind == "far" and not grade(3, advice).nil_right
    else:
        n = int(advice.bid)
        assert grade(n, advice).kind == "exact" and grade(n, advice).nil_right
        # A neighbour is "close", or "exact" where it is as good on the coach's deals.
        as_good = {c.bid for c in advice.as_good}
        assert grade(n + 1, advice).kind == ("exact" if n + 1 in as_good else "close")
        assert grade(max(1, n - 1), advice).kind in ("close", "exact")
        assert grade(n + 3, advice).kind == "far"
        assert grade(NIL, advice).kind == "far" and not grade(NIL, advice).nil_right


def test_play_out_keeps_the_bid_and_counts_tricks() -> None:
    deal = deal_situation(Situation("even", 0, 2), 9, **FAST)
    result = play_out(deal, 4, **FAST)
    assert result is not None
    assert result.bid == 4 and 0 <= result.took <= result.team_took <= 13
    assert result.contract >= 4
    assert play_out(deal, 4, cancelled=lambda: True, **FAST) is None
    assert deal.state.turn == deal.seat  # the practice position itself is untouched


def test_progress_persists_and_bad_files_are_set_aside(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path)
    loaded = store.load()
    assert loaded.error is None and loaded.progress.played == 0
    deal = deal_situation(Situation(), 3, **FAST)
    advice = advise(deal.state.view(deal.seat), seed=2, samples=20)
    progress = loaded.progress
    progress.situation = Situation("ahead", 8, 1)
    progress.record(grade(advice.bid, advice))
    store.save(progress)
    again = ProgressStore(tmp_path).load()
    assert again.error is None
    assert again.progress.played == 1 and again.progress.counts(4).by_grade["exact"] == 1
    assert again.progress.situation == Situation("ahead", 8, 1)
    assert again.progress.counts(4).exact_percent == 100.0
    # A damaged file: set aside under a new name, reported, fresh progress.
    path = tmp_path / PROGRESS_NAME
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["tables"]["4"]["by_grade"]["far"] = -1
    path.write_text(json.dumps(doc), encoding="utf-8")
    bad = ProgressStore(tmp_path).load()
    assert bad.error is not None and "far" in bad.error
    assert bad.moved_to is not None and bad.moved_to.exists() and not path.exists()
    assert bad.progress.played == 0
    path.write_text('{"format": "cardtable-spades-bidding-practice", "version": 99}', "utf-8")
    newer = ProgressStore(tmp_path).load()
    assert newer.error is not None and "newer" in newer.error


def test_progress_round_trip() -> None:
    p = Progress({4: Counts(3, {"exact": 1, "close": 1, "far": 1}, 2)})
    assert Progress.from_json(p.to_json()) == p
    assert round(p.counts(4).within_one_percent) == 67 and p.played == 3


def test_a_position_saves_and_comes_back_whole() -> None:
    """The position is a game started from the situation's score: it saves as JSON and reads
    back to the same state, the player still to bid, the same score and bags."""
    deal = deal_situation(Situation("behind", 8, 3), 21, **FAST)
    again = PracticeDeal.from_json(json.loads(json.dumps(deal.to_json())))
    assert again.state == deal.state and again.key == deal.key
    assert again.view.totals == deal.view.totals == (150, 300)
    assert again.view.bags == (8, 2)
    assert again.view.hand == deal.view.hand and again.state.to_act == deal.seat
    played = deal.state.clone()
    played.apply(Bid(deal.seat, 3))
    doc = {**deal.to_json(), "state": played.to_json()}  # no longer the seat's turn
    with pytest.raises(DocumentError, match="turn to bid"):
        PracticeDeal.from_json(doc)


def test_shapes_of_hands() -> None:
    assert hand_shape(parse_cards("As Ks Qs Js Ah Kh Qh Ad Kd Qd Ac Kc Qc")) == "balanced"
    assert hand_shape(parse_cards("As Ks Qs Js Ts Ah Kh Qh Ad Kd Qd Jd Ac")) == "singleton"
    assert hand_shape(parse_cards("As Ks Qs Js Ts Ah Kh Qh Jh Ad Kd Qd Jd")) == "void"


def test_bids_far_off_are_remembered_with_their_situations(tmp_path: Path) -> None:
    deal = deal_situation(Situation("even", 0, 2), 8, **FAST)
    advice = advise(deal.view, seed=2, samples=20)
    far = NIL if advice.bid != NIL else 7
    progress = Progress()
    progress.record(grade(far, advice), deal)
    memory = progress.memory
    assert [r.key for r in memory.reviews] == [deal.key]
    shape = hand_shape(deal.state.hand(deal.seat))
    nil = "yes" if advice.bid == NIL else "no"
    for name in (f"shape:{shape}", "position:2", f"nil:{nil}"):
        tally = memory.by_situation[name]
        assert (tally.played, tally.right, tally.exact) == (1, 0, 0)
    progress.record(grade(advice.bid, advice), deal)  # right on review: box 2
    assert memory.reviews[0].box == 2
    store = ProgressStore(tmp_path)
    store.save(progress)
    loaded = ProgressStore(tmp_path).load()
    assert loaded.error is None and loaded.progress == progress
    saved = PracticeDeal.from_json(loaded.progress.memory.reviews[0].position)
    assert saved.state == deal.state


def test_a_version_1_file_still_reads_and_a_broken_position_is_refused(tmp_path: Path) -> None:
    path = tmp_path / PROGRESS_NAME
    v1 = {
        "format": "cardtable-spades-bidding-practice",
        "version": 1,
        "played": 2,
        "by_grade": {"exact": 1, "close": 1, "far": 0},
        "nil_right": 2,
        "situation": {"score": "even", "bags": 0, "position": 4},
        "next_seed": 5,
    }
    path.write_text(json.dumps(v1), encoding="utf-8")
    loaded = ProgressStore(tmp_path).load()
    assert loaded.error is None and loaded.progress.played == 2
    assert loaded.progress.memory.reviews == []
    deal = deal_situation(Situation(), 4, **FAST)
    broken = deal.to_json()
    broken["state"]["actions"].append("b9:99")
    doc = {**v1, "version": 2, "memory": {"current": broken}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    bad = ProgressStore(tmp_path).load()
    assert bad.error is not None and "practice hand" in bad.error
    assert bad.moved_to is not None and bad.moved_to.exists()
