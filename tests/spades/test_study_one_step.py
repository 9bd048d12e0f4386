"""The one-step study (``benchmarks/study_spades_one_step.py``) picks as ``search_card`` picks
and records what it says it records: every distinct candidate valued on the true deal and on
the same sampled deals for each sampler."""

from __future__ import annotations

from benchmark_modules import load_benchmark

study = load_benchmark("study_spades_one_step")


def test_ties_go_to_the_policys_card() -> None:
    values = [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]
    assert study.pick(values, 1, 3, 0.0) == 1


def test_a_card_better_on_every_deal_is_picked_past_the_policy_bonus() -> None:
    values = [[0.0, 0.0, 0.0, 0.0], [5.0, 6.0, 5.0, 7.0]]
    assert study.pick(values, 0, 4, 0.0) == 1
    assert study.pick(values, 0, 4, 1.0) == 1  # a clear gain: 5.75 with little spread


def test_the_clear_gain_rule_keeps_the_policys_card_on_a_noisy_gain() -> None:
    values = [[0.0, 0.0, 0.0, 0.0], [40.0, -30.0, 35.0, -40.0]]
    assert study.pick(values, 0, 4, 0.0) == 1  # ahead on the total (+5 against +2 bonus)
    assert study.pick(values, 0, 4, 1.0) == 0  # but not by a standard error


def test_only_the_first_k_deals_count() -> None:
    values = [[0.0, 0.0, 100.0], [1.0, 1.0, -100.0]]
    assert study.pick(values, 0, 2, 0.0) == 1
    assert study.pick(values, 0, 3, 0.0) == 0


def test_collected_records_value_every_candidate_on_every_deal() -> None:
    records = list(study.collect(players=3, hands=1, seed=4, deals_per=3, bid_ms=2.0))
    assert records, "a three-player hand has card choices before its last three tricks"
    for r in records:
        n = len(r["candidates"])
        assert n >= 2 and r["favourite"] in r["candidates"]
        assert len(r["true"]) == n
        for sampler in study.SAMPLERS:
            assert len(r[sampler]) == n
            assert all(len(v) == 3 for v in r[sampler])
        assert r["trick"] <= 17 - 3  # the ending search's tricks are left out


def test_the_report_counts_every_decision() -> None:
    records = list(study.collect(players=3, hands=1, seed=4, deals_per=3, bid_ms=2.0))
    text = study.report(records, [1, 3], [0.0])
    assert text.splitlines()[0].startswith(f"{len(records)} decisions in 3 seat-hands")
    assert len(text.splitlines()) == 2 + 2 * 2  # two samplers, two deal counts
