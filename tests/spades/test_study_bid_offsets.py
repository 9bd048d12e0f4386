"""The bid study (``benchmarks/study_spades_bid_offsets.py``) bids as ``hard`` bids and scores
each tried bid on one consistent playout of the true deal."""

from __future__ import annotations

from benchmark_modules import load_benchmark

from cardtable.spades.ai.bots import HardBot
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import SpadesState

study = load_benchmark("study_spades_bid_offsets")


def test_the_recording_bot_bids_as_hard() -> None:
    state = SpadesState(SpadesRules(players=3), 11, 0)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    if view.hand is None:  # a blind-nil offer first: look at the cards
        state.apply(HardBot(1, budget_ms=None).act(view))
        view = state.view(seat)
    hard = HardBot(7, budget_ms=None)
    hard.bid_samples = 40
    recording = study._Recording(7, 1.0)
    recording.budget_ms = None
    recording.bid_samples = 40
    assert recording.choose_bid(view) == hard.choose_bid(view)
    assert recording.estimate is not None and recording.estimate.samples == 40


def test_every_seat_at_its_own_bid_reads_one_playout() -> None:
    records = list(study.collect(players=3, hands=1, seed=3, bid_ms=2.0, max_bid=8))
    assert [r["seat"] for r in records] == [0, 1, 2]
    own = {r["seat"]: r["results"][str(r["bid"])] for r in records}
    for seat, (points, margin) in own.items():
        others = [p for s, (p, _) in own.items() if s != seat]
        assert margin == points - max(others)
    for r in records:
        assert "-1" in r["results"] and "8" in r["results"]
