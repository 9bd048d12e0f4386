"""Small statistics for match reports: means with 95% confidence intervals."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Estimate:
    """A mean with the half-width of its 95% confidence interval."""

    mean: float
    half_width: float
    n: int

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width

    def as_dict(self) -> dict[str, float | int]:
        return {"mean": self.mean, "low": self.low, "high": self.high, "n": self.n}


def mean_ci(values: Sequence[float]) -> Estimate:
    """Normal-approximation interval of the mean (fine for the thousands of hands we play)."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, math.inf, 0)
    mean = math.fsum(values) / n
    if n == 1:
        return Estimate(mean, math.inf, 1)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return Estimate(mean, Z95 * math.sqrt(var / n), n)


def proportion_ci(successes: float, n: int) -> Estimate:
    """Wilson score interval for a proportion, reported as centre and half-width.

    Wilson rather than the plain normal interval because it behaves near 0% and 100%, which is
    where lopsided bot matches land. Ties may count as half a success.
    """
    if n == 0:
        return Estimate(0.0, math.inf, 0)
    p = successes / n
    z2 = Z95 * Z95
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return Estimate(centre, half, n)
