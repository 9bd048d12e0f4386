"""The draw trainer's maths: spots from a seed, kinds, grading against the engine, play-outs
that follow the model and never deal a dead card, and progress kept as versioned JSON (the
ranking by chance to win has its own tests: ``test_badugi_trainer_ranking.py``)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.odds.draws import discard_options
from cardtable.badugi.trainer import (
    KINDS,
    Cancelled,
    Spot,
    TrainerOption,
    all_options,
    classify,
    generate_spot,
    grade,
    play_out,
    position_options,
    rank_options,
)
from cardtable.badugi.trainer_progress import Progress, ProgressStore
from cardtable.core.cards import parse_cards


def options_of(text: str, draws: int, opponents: tuple[int, ...] = (2,),
               dead: str = "") -> list[TrainerOption]:  # fmt: skip
    spot = Spot(tuple(parse_cards(text)), draws, opponents, tuple(parse_cards(dead)))
    return position_options(spot)[1]


def discard_of(options: list[TrainerOption], cards: str) -> TrainerOption:
    wanted = set(parse_cards(cards))
    return next(o for o in options if set(o.discard) == wanted)


def test_all_options_is_the_engines_list() -> None:
    hand = parse_cards("Ac 2s 3d 3h")
    dead = parse_cards("7h 9c")
    mine = all_options(hand, 2, dead)
    engine = discard_options(hand, 2, dead)
    assert [o.discard for o in mine] == [o.discard for o in engine]
    assert [o.exact for o in mine] == [o.exact for o in engine]


def test_all_options_can_be_cancelled_between_options() -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(Cancelled):
        all_options(parse_cards("Kc Qd 7h 2s"), 1, (), cancelled)


def test_kinds_of_spots() -> None:
    one = parse_cards("Ac 2s 3d 3h")
    assert classify(one, options_of("Ac 2s 3d 3h", 2)) == {"one"}
    smooth = parse_cards("Ac 2d 3h 4s")
    assert classify(smooth, options_of("Ac 2d 3h 4s", 2)) == {"pat"}
    rough = parse_cards("2s Kh Td 5c")  # K-T-5-2 badugi with two draws against a pat hand
    kinds = classify(rough, options_of("2s Kh Td 5c", 2, (0,)))
    assert "break" in kinds and "pat" in kinds
    two = parse_cards("Ac 2d 9c 9d")
    assert "two" in classify(two, options_of("Ac 2d 9c 9d", 1, (0,)))


def test_breaking_wins_more_though_pat_makes_more_badugis() -> None:
    engine = discard_options("2s Kh Td 5c", 2)
    assert not engine[0].discard  # the engine's order: pat is a sure badugi
    options = options_of("2s Kh Td 5c", 2, (0,))
    best = rank_options(options)[0]
    assert [str(c) for c in best.discard] == ["Kh"]
    assert best.win > discard_of(options, "").win
    assert best.p_badugi < discard_of(options, "").p_badugi


@pytest.mark.parametrize("kind", KINDS)
def test_generation_respects_the_filter_and_is_quick(kind: str) -> None:
    draws = 1 if kind != "break" else 2
    start = time.perf_counter()
    for number in range(3):
        spot, options, kinds = generate_spot(7, number, [kind], draws)
        assert kind in kinds
        assert spot.draws_left == draws
        assert len(options) == 16
        assert len(set(spot.hand)) == 4
    assert time.perf_counter() - start < 20


def test_generation_is_reproducible_and_dead_cards_are_apart() -> None:
    a = generate_spot(11, 4, KINDS, 1, with_dead=True)[0]
    b = generate_spot(11, 4, KINDS, 1, with_dead=True)[0]
    assert a == b
    assert a.dead and not set(a.dead) & set(a.hand)
    assert 1 <= len(a.opponents_drew) <= 3
    assert all(0 <= n <= 4 for n in a.opponents_drew)


def test_grading_gap_against_the_best() -> None:
    options = options_of("Ac 2s 3d 3h", 2)
    best = rank_options(options)[0]
    right = grade(options, best.discard, draws_left=2)
    assert right.correct and right.rank == 1 and right.win_gap == 0
    wrong = grade(options, parse_cards("Ac 2s"), draws_left=2)
    chosen = discard_of(options, "Ac 2s")
    assert not wrong.correct
    assert wrong.chosen is chosen
    assert wrong.badugi_gap == pytest.approx(best.p_badugi - chosen.p_badugi)
    assert wrong.win_gap == pytest.approx(best.win - chosen.win)
    assert wrong.by_high_gap[8] == pytest.approx(
        best.p_badugi_by_high[8] - chosen.p_badugi_by_high[8]
    )
    # Throwing either three is the same play: both are right.
    for three in ("3d", "3h"):
        assert grade(options, parse_cards(three), draws_left=2).correct


def test_play_out_follows_the_model_and_never_deals_a_dead_card() -> None:
    dead = tuple(parse_cards("Kd Qd 5h"))
    for number in range(40):
        spot, options, _ = generate_spot(3, number, KINDS, 1)
        if set(dead) & set(spot.hand):
            continue
        spot = Spot(spot.hand, 3, spot.opponents_drew, dead, 3, number)
        choice = rank_options(options)[number % 16].discard
        steps = play_out(spot, choice)
        assert len(steps) == 3
        assert set(steps[0].discarded) == set(choice)
        seen = set(spot.hand)
        for step in steps:
            assert len(step.received) == len(step.discarded)
            assert not set(step.received) & set(dead)
            assert not set(step.received) & seen  # a card seen never comes back
            seen |= set(step.received)
            if step.draw > 1:
                before = evaluate(step.before)
                kept = [c for c in step.before if c not in step.discarded]
                if before.is_badugi:
                    assert not step.discarded  # stand pat on a badugi
                else:  # keep the counted cards (a partial hand as good as the whole)
                    assert len(kept) == before.size and evaluate(kept) == before
    assert play_out(spot, choice) == play_out(spot, choice)  # seeded


def test_progress_bookkeeping_and_round_trip(tmp_path: Path) -> None:
    spot = Spot(tuple(parse_cards("Ac 2s 3d 3h")), 1, (1, 0), tuple(parse_cards("Kd")), 5, 3)
    options = position_options(spot)[1]
    progress = Progress(seed=5)
    best = rank_options(options)[0].discard
    progress.record(grade(options, best, draws_left=1), {"one"}, spot)
    progress.record(grade(options, best, draws_left=1), {"one"}, spot)
    progress.record(grade(options, (), draws_left=1), {"one"}, spot)
    assert (progress.played, progress.correct, progress.streak, progress.best_streak) == (
        3, 2, 0, 2)
    assert progress.by_kind["one"] == [3, 2]
    # Remembered: the answers, the situation (one draw left, the best play keeps three)
    # and the spot missed, in box 1.
    memory = progress.memory
    assert [a.right for a in memory.log] == [True, True, False]
    assert memory.log[-1].answer == "pat"
    tally = memory.by_situation["1/3"]
    assert (tally.played, tally.right) == (3, 2)
    assert [(r.key, r.box) for r in memory.reviews] == [(spot.key, 1)]
    store = ProgressStore(tmp_path)
    progress.kinds = ["one", "two"]
    progress.draws_left = 2
    store.save(progress)
    loaded = store.load()
    assert loaded.error is None
    assert loaded.progress == progress


@pytest.mark.parametrize(
    "content",
    ["{not json", json.dumps({"format": "other", "version": 1}),
     json.dumps({"format": "cardtable-draw-trainer", "version": 99}),
     json.dumps({"format": "cardtable-draw-trainer", "version": 1, "played": -3}),
     # a remembered spot that cannot be dealt: five cards, a dead card in the hand
     json.dumps({"format": "cardtable-draw-trainer", "version": 2, "memory": {"reviews": [
         {"key": "k", "position": {"hand": "Ac 2s 3d 4h 5c", "draws_left": 1,
          "opponents_drew": [1], "dead": "", "seed": 0, "number": 0}, "box": 1, "due": 3,
          "misses": 1}]}}),
     json.dumps({"format": "cardtable-draw-trainer", "version": 2, "memory": {"current": {
         "hand": "Ac 2s 3d 4h", "draws_left": 2, "opponents_drew": [1], "dead": "Ac",
         "seed": 0, "number": 0}}}),
     json.dumps({"format": "cardtable-draw-trainer", "version": 2, "memory": {
         "by_situation": {"9/9": [1, 1, 1]}}})],
)
def test_unreadable_progress_is_set_aside_and_reported(tmp_path: Path, content: str) -> None:
    store = ProgressStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    loaded = store.load()
    assert loaded.error
    assert loaded.progress.played == 0
    assert loaded.moved_to is not None and loaded.moved_to.read_text(encoding="utf-8") == content
    assert not store.path.exists()
