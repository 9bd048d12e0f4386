""" "Chips and prizes disagree" only where both differences are clear of their noise.

A learner believes the review's words: near the money the two measures can pick different
best choices, but a difference of means that two standard errors cannot tell from nothing
is not a disagreement (figures-honest's note, session 18). Four seats with 1,000 chips each,
two paid (65/35): a call that doubles up (2,000) or is knocked out wins chips on average
when it wins 11 times in 20 and loses prize equity (ICM: the chips lost are worth more).
"""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.review.pricing import Priced
from cardtable.badugi.review.prize_equity import price_equity

PAYOUTS = (65.0, 35.0)
EVEN = (1000, 1000, 1000, 1000)
WON = (2000, 1000, 500, 500)
LOST = (0, 1000, 1500, 1500)


def review(calls: list[tuple[int, ...]], chips: list[float] | None = None) -> dict:
    """The prize side of fold (stays ``EVEN``) against a call ending in ``calls``, one per
    sample; the call's chips are its end stack less 1,000 unless ``chips`` gives them."""
    won = chips if chips is not None else [float(s[0] - 1000) for s in calls]
    rows = tuple((0.0, w) for w in won)
    means = (0.0, sum(won) / len(won))
    priced = Priced((Action("fold"), Action("call")), means, (0.0, 0.0), rows, (None, None),
                    tuple(() for _ in rows))  # fmt: skip
    finals = [[EVEN, s] for s in calls]
    return price_equity(priced, finals, 0, PAYOUTS, chosen=1, best=1)


def test_twenty_samples_cannot_tell_chips_and_prizes_apart() -> None:
    """+100 chips ± 228 against -1.17% of the pool ± 4.9: the old rule (means, and a 0.1%
    floor) said they disagree; neither difference is clear of its noise."""
    out = review([WON] * 11 + [LOST] * 9)
    assert out["best_equity"] == 0  # by the means, prizes would fold
    assert out["equity"][0] - out["equity"][1] >= 0.1
    assert not out["disagree"]


def test_enough_samples_make_the_same_gaps_a_disagreement() -> None:
    """The same mix over 3,200 samples: chips +100 ± 18, prizes -1.17% ± 0.38, each beyond
    two standard errors: the review says so."""
    out = review(([WON] * 11 + [LOST] * 9) * 160)
    assert out["best_equity"] == 0
    assert out["disagree"]


def test_a_chip_lead_within_its_noise_is_not_a_disagreement() -> None:
    """Prizes clearly prefer folding (the call always ends short), but the call's chip lead
    is noise (+100 and -90 in turn): chips cannot be said to prefer it."""
    short = (900, 1100, 1000, 1000)
    out = review([short] * 8, chips=[100.0, -90.0] * 4)
    assert out["best_equity"] == 0 and out["equity"][0] - out["equity"][1] >= 0.1
    assert not out["disagree"]
    assert review([short] * 8, chips=[5.0] * 8)["disagree"]  # a steady lead: they do
