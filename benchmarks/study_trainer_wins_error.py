"""How far the draw trainer's "Wins" figure is from the truth with two and three draws left.

``odds.win.option_wins`` is exact with one draw left; with two or three it counts the mix of
hands the misses end with approximately (its module notes), and ``trainer.grade`` calls an
answer right when its figure is within ``CORRECT_TOLERANCE`` of the best. If the figures'
error exceeds that tolerance, an answer as good as the best can be graded wrong. This study
measures the error against an independent Monte Carlo estimate of the same quantity under
the same model:

* spots are the trainer's own (``generate_spot``: its hands, its opponents' draws with its
  weights, seeded; every other spot with earlier discards, as the trainer's box gives);
* each of a spot's 16 options is dealt ``--samples`` times by the engines' model
  (``odds.dealt.final_hands``: the spot's unseen cards in a random order, later draws stand
  pat on a badugi, else keep the counted cards by the exact engine's tie rule, in its suit
  frame); the final hand's strength class scores ``win_weights(draws_left, opponents_drew)``;
* the estimate is post-stratified on how the final hand ends (a badugi with each high card,
  or a miss) with those strata's exact chances (``DiscardOption.p_badugi_by_high``, the
  exact engines'), which removes the noise of how often each stratum comes without touching
  what the approximation counts (the share of wins within a stratum). As a check that the
  dealing follows the engines' model, the dealt P(badugi) is compared with the exact one.

Reported per draws-left: |approx - MC| over all options (mean, p95, max) with the MC
standard error (median, max); the error of each option's gap to the approximate best (what
grading compares with its tolerance; an error shared by all a spot's options cancels); per
spot, whether the approximate best is worse than the MC best by more than the noise (2.5
combined standard errors); and the number that matters for grading: the largest
approximate gap to the approximate best of an option the MC finds at least as good as it
(within the noise), i.e. the tolerance grading would need to call that answer right.

Run: ``PYTHONPATH=$PWD .venv/bin/python benchmarks/study_trainer_wins_error.py
[--spots 20] [--samples 40000] [--seed 1] [--draws 2 3]``
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import numpy as np

from cardtable.badugi.ai.finals import win_weights
from cardtable.badugi.odds.dealt import BADUGI_FROM, badugi_highs, final_hands, strength_classes
from cardtable.badugi.odds.draws import HIGHS
from cardtable.badugi.trainer import Spot, TrainerOption, generate_spot

NOISE = 2.5
"""Standard errors of the MC figures' difference under which two figures count as equal."""


@dataclass
class OptionResult:
    approx: float
    mc: float
    se: float
    badugi_z: float


def simulate(
    spot: Spot, option: TrainerOption, weights: np.ndarray, samples: int, rng: np.random.Generator
) -> OptionResult:
    """The option's chance to win by dealing it ``samples`` times (the module notes)."""
    hand = final_hands(spot.hand, spot.dead, [option.keep], spot.draws_left, samples, rng)[0]
    klass = strength_classes(hand)
    win = weights[klass]
    badugi = klass >= BADUGI_FROM
    high = badugi_highs(hand, klass)  # the strata: a badugi's high card, or a miss
    cum = np.array([option.p_badugi_by_high[r] for r in HIGHS])
    exact = dict(zip(HIGHS, np.diff(np.concatenate([[0.0], cum])), strict=True))
    exact[-1] = max(0.0, 1.0 - float(cum[-1]))
    mc, var = 0.0, 0.0
    for stratum, p in exact.items():
        if p <= 0:
            continue
        sel = win[high == stratum]
        if len(sel) < 2:  # a stratum too rare to sample: its plain share, worst-case noise
            mc += p * (float(sel.mean()) if len(sel) else 0.5)
            var += p * p * 0.25
            continue
        mc += p * float(sel.mean())
        var += p * p * float(sel.var(ddof=1)) / len(sel)
    p_badugi = float(cum[-1])
    spread = (p_badugi * (1 - p_badugi) / samples) ** 0.5
    z = abs(float(badugi.mean()) - p_badugi) / spread if spread > 0 else 0.0
    return OptionResult(option.win, mc, var**0.5, z)


def study(draws_left: int, spots: int, samples: int, seed: int) -> None:
    rng = np.random.default_rng([seed, draws_left])
    errors: list[float] = []
    ses: list[float] = []
    badugi_z: list[float] = []
    needed: list[float] = []
    gap_errors: list[float] = []
    gap_ses: list[float] = []
    best_differs = 0
    started = time.perf_counter()
    for number in range(spots):
        spot, options, _kinds = generate_spot(
            seed, number, draws_left=draws_left, with_dead=number % 2 == 1
        )
        weights = win_weights(spot.draws_left, spot.opponents_drew)
        results = [simulate(spot, o, weights, samples, rng) for o in options]
        errors += [abs(r.approx - r.mc) for r in results]
        ses += [r.se for r in results]
        badugi_z += [r.badugi_z for r in results]
        best = results[0]  # options come in the trainer's order: the approximate best first
        gap_errors += [abs((best.approx - r.approx) - (best.mc - r.mc)) for r in results[1:]]
        gap_ses += [(best.se**2 + r.se**2) ** 0.5 for r in results[1:]]
        mc_best = max(results, key=lambda r: r.mc)
        if mc_best.mc - best.mc > NOISE * (mc_best.se**2 + best.se**2) ** 0.5:
            best_differs += 1
        need = 0.0
        for r in results:
            if r.mc >= best.mc - NOISE * (r.se**2 + best.se**2) ** 0.5:
                need = max(need, best.approx - r.approx)
        needed.append(need)
    e, s = np.array(errors), np.array(ses)
    print(f"draws left {draws_left}: {spots} spots x 16 options, {samples} deals each, "
          f"{time.perf_counter() - started:.0f} s")  # fmt: skip
    print(f"  |approx - MC|: mean {e.mean():.5f}  p95 {np.percentile(e, 95):.5f}  "
          f"max {e.max():.5f}")  # fmt: skip
    g, gs = np.array(gap_errors), np.array(gap_ses)
    print(f"  error of the gap to the approximate best, |(a_best - a) - (mc_best - mc)|: "
          f"mean {g.mean():.5f}  p95 {np.percentile(g, 95):.5f}  max {g.max():.5f} "
          f"(its MC SE: median {np.median(gs):.5f}, max {gs.max():.5f})")  # fmt: skip
    print(f"  MC standard error: median {np.median(s):.5f}  max {s.max():.5f}")
    print(f"  options with |approx - MC| > {NOISE} SE: {(e > NOISE * s).sum()} of {len(e)}")
    print(f"  model check, dealt P(badugi) vs the exact engine's, in SE: "
          f"max {max(badugi_z):.1f} of {len(badugi_z)}")  # fmt: skip
    print(f"  spots whose approximate best is worse than the MC best beyond the noise: "
          f"{best_differs} of {spots}")  # fmt: skip
    n = np.array(needed)
    print(f"  tolerance grading needs (largest approx gap of an option MC finds as good): "
          f"mean {n.mean():.5f}  p95 {np.percentile(n, 95):.5f}  max {n.max():.5f}; "
          f"spots needing more than 0.001: {(n > 0.001).sum()} of {spots}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spots", type=int, default=20)
    parser.add_argument("--samples", type=int, default=40_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draws", type=int, nargs="+", default=[2, 3], choices=[2, 3])
    args = parser.parse_args()
    for draws_left in args.draws:
        study(draws_left, args.spots, args.samples, args.seed)


if __name__ == "__main__":
    main()
