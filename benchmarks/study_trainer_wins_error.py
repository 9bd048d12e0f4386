"""How far the draw trainer's "Wins" figure is from the truth with two and three draws left.

``odds.win.option_wins`` is exact with one draw left; with two or three it counts the mix of
hands the misses end with approximately (its module notes), and ``trainer.grade`` calls an
answer right when its figure is within ``CORRECT_TOLERANCE`` of the best. If the figures'
error exceeds that tolerance, an answer as good as the best can be graded wrong. This study
measures the error against an independent Monte Carlo estimate of the same quantity under
the same model:

* spots are the trainer's own (``generate_spot``: its hands, its opponents' draws with its
  weights, seeded; every other spot with earlier discards, as the trainer's box gives);
* each of a spot's 16 options is dealt ``--samples`` times from the spot's unseen cards in a
  random order (a card dealt and thrown never comes back, dead cards never come); later
  draws stand pat on a badugi, else keep the counted cards with the exact engine's tie rule
  (``odds.exact._keep_after``: among equal partial hands the one with the most cards already
  held, then the first in ``evaluate``'s order, dealt in the suit frame the engines count in,
  ``odds.draws._Frame``, since that order depends on the suits' names); the final hand's
  strength class scores ``win_weights(draws_left, opponents_drew)``;
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
from cardtable.badugi.hand_value import _TABLE4
from cardtable.badugi.odds.draws import HIGHS, _Frame
from cardtable.badugi.odds.exact import _keep_after
from cardtable.badugi.trainer import Spot, TrainerOption, generate_spot

NOISE = 2.5
"""Standard errors of the MC figures' difference under which two figures count as equal."""


@dataclass
class OptionResult:
    approx: float
    mc: float
    se: float
    badugi_z: float


def _keep_bits(hand: np.ndarray, held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(is a badugi, kept cards) of four-card hands and the cards held before their deal, as
    52-bit masks, by the exact engine's rule, one call per distinct pair."""
    pairs, inverse = np.unique(np.stack([hand, held], axis=1), axis=0, return_inverse=True)
    made = np.empty(len(pairs), dtype=bool)
    kept = np.empty(len(pairs), dtype=np.int64)
    for i, (h, k) in enumerate(pairs.tolist()):
        size, _high, counted = _keep_after(k, h)
        made[i], kept[i] = size == 4, counted
    inverse = inverse.reshape(-1)
    return made[inverse], kept[inverse]


def _popcount(x: np.ndarray) -> np.ndarray:
    return np.array([int(v).bit_count() for v in x.tolist()], dtype=np.int64)


def _classes(hand: np.ndarray) -> np.ndarray:
    keys, inverse = np.unique(hand, return_inverse=True)
    klass = np.array([_TABLE4[int(k)] >> 4 for k in keys.tolist()], dtype=np.int64)
    return klass[inverse.reshape(-1)]


_BADUGI_FROM = 13 + 78 + 286  # strength classes of one-, two- and three-card hands


def simulate(
    spot: Spot, option: TrainerOption, weights: np.ndarray, samples: int, rng: np.random.Generator
) -> OptionResult:
    """The option's chance to win by dealing it ``samples`` times (the module notes)."""
    frame = _Frame(spot.hand, spot.dead)  # the engines' suit frame: ties are broken in it
    pool = np.array([frame.card(c).index for c in spot.unseen()], dtype=np.int64)
    order = pool[np.argsort(rng.random((samples, len(pool))), axis=1)]
    rows = np.arange(samples)
    at = np.zeros(samples, dtype=np.int64)
    held = np.full(samples, sum(frame.card(c).bit for c in option.keep), dtype=np.int64)
    hand = held.copy()
    need = np.full(samples, 4 - len(option.keep), dtype=np.int64)
    for draw in range(spot.draws_left):
        if draw > 0:
            made, kept = _keep_bits(hand, held)
            held = np.where(made, hand, kept)
            hand = held.copy()
            need = np.where(made, 0, 4 - _popcount(kept))
        for j in range(4):
            take = need > j
            if not take.any():
                break
            card = order[rows[take], at[take]]
            hand[take] |= np.left_shift(np.int64(1), card)
            at[take] += 1
    klass = _classes(hand)
    win = weights[klass]
    # Strata: a badugi's high card (its class's highest rank) or a miss.
    high = np.full(samples, -1, dtype=np.int64)
    badugi = klass >= _BADUGI_FROM
    high[badugi] = [_high_of(int(h)) for h in hand[badugi].tolist()]
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


def _high_of(hand: int) -> int:
    return (hand.bit_length() - 1) // 4 + 1


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
