"""The value of each choice at one decision, in chips, with the noise of the estimate.

The model is ``hard``'s own (``ai.lookahead``): the opponents' holdings are drawn from what
they have shown (their draw counts and betting, read with the playout policy's eyes,
``ai.ranges.PolicyRanges``, and their public records), with the same share of bluffs in
their bets and the same tries (``sampling`` draws them as ``hard`` does, cheaper); then
every choice is played out to the end of the hand on every sample, all of them on the same
cards and random numbers (``ai.rollout``; draws by ``draw_playout``). The value of a choice
is the mean of the chips it wins from here on; folding is worth 0. A review takes more
samples than a live decision, so the differences between choices are sharper.

The noise: each mean has the standard error ``sd / √n``, the cost of a choice against the
best (a difference on the same samples) the standard error of the paired differences, which
is usually much smaller than either mean's. Samples that share an opponent's replay are not
independent, so the error is the larger of that and the cluster-robust error over each
opponent's replays (``_error``). ``benchmarks/study_review_agreement.py`` checks these
errors against playouts ten times as long.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.ranges import PolicyRanges
from cardtable.badugi.ai.reading import OpponentRead, read_opponents
from cardtable.badugi.ai.rollout import STYLE, Root, _Playout, candidates, root_from_view
from cardtable.badugi.ai.simulate import hand_info, natural_draw, spot_from_view
from cardtable.badugi.odds.draws import option_odds
from cardtable.badugi.review.draw_playout import DrawPlayout, Stream
from cardtable.badugi.review.sampling import Deal, deal, replay_all
from cardtable.badugi.view import SeatView
from cardtable.core.cards import card_from_index

DEALS = 1600
"""Samples per decision are ``DEALS / live players`` (at least ``MIN_DEALS``): 1.6 times
what a live ``hard`` decision takes (``ai.lookahead``: 1,000 / live, at least 24), each
played out once per choice."""
MIN_DEALS = 120


REPLAYS = 2
"""Replays of each opponent's hand per sample (``sampling``), within ``MIN_REPLAYS`` and
``MAX_REPLAYS``."""
MIN_REPLAYS = 400
MAX_REPLAYS = 2000


def deals_for(live: int, scale: float = 1.0) -> int:
    """Samples for a decision among ``live`` players (``scale`` times the review's own)."""
    return max(round(MIN_DEALS * scale), round(DEALS * scale) // max(1, live))


def replays_for(deals: int, scale: float = 1.0) -> int:
    """Replays of each opponent's hand for ``deals`` samples."""
    return max(MIN_REPLAYS, min(round(MAX_REPLAYS * scale), REPLAYS * deals))


def _live(view: SeatView) -> int:
    return sum(1 for s in range(view.n_seats) if view.dealt_in[s] and not view.folded[s])


class CachedRanges:
    """``PolicyRanges`` with its answers kept: within one decision an opponent's likelihood
    depends only on the round and his holding's class, and the sampler asks it hundreds of
    thousands of times (most of a review's time went there)."""

    def __init__(self, model: PolicyRanges) -> None:
        self.model = model
        self.cache: dict[tuple[int, int, int], float] = {}

    def weight(self, index: int, read: OpponentRead, street: int, strength: int) -> float:
        key = (index, street, strength)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self.model.weight(index, read, street, strength)
        return found


@dataclass(frozen=True)
class Priced:
    """The choices at one decision with their mean value and its standard error (chips);
    ``rows[i][j]`` is choice ``j``'s chips on sample ``i``. ``badugi[j]``: for a draw, the
    chance that choice ``j`` ends with a badugi (``badugi.odds``), else None."""

    choices: tuple[Action, ...]
    means: tuple[float, ...]
    errors: tuple[float, ...]
    rows: tuple[tuple[float, ...], ...]
    badugi: tuple[float | None, ...]
    clusters: tuple[tuple[int, ...], ...]
    """The replay each informative opponent got in each sample (``sampling.Deal.picks``):
    samples that share one are not independent."""

    @property
    def samples(self) -> int:
        return len(self.rows)

    def best(self) -> int:
        """The choice worth the most; a tie goes to the one listed first (the more
        passive, or the fewer cards thrown)."""
        return max(range(len(self.means)), key=lambda j: (self.means[j], -j))

    def difference_error(self, a: int, b: int) -> float:
        """Standard error of ``means[a] - means[b]`` (paired on the same samples)."""
        return _error([r[a] - r[b] for r in self.rows], self.clusters)


def _error(values: Sequence[float], clusters: Sequence[tuple[int, ...]]) -> float:
    """Standard error of the mean of ``values``, one per sample. Samples that reused an
    opponent's replay (``clusters[i][j]``: the replay opponent ``j`` got in sample ``i``,
    -1 for none) are not independent: the error is the larger of the plain one and, for
    each opponent, the cluster-robust one over his replays."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    dev = [v - mean for v in values]
    var = sum(d * d for d in dev) / (n * (n - 1))
    for j in range(len(clusters[0]) if clusters else 0):
        sums: dict[int, float] = {}
        for i, (d, key) in enumerate(zip(dev, clusters, strict=True)):
            k = key[j] if key[j] >= 0 else -1 - i  # no replay: a cluster of its own
            sums[k] = sums.get(k, 0.0) + d
        groups = len(sums)
        if groups > 1:
            clustered = sum(x * x for x in sums.values()) / (n * n) * groups / (groups - 1)
            var = max(var, clustered)
    return math.sqrt(var)


def _deals(view: SeatView, scale: float, rng: random.Random) -> tuple[Root, list[Deal]]:
    """The decision's root and ``count`` samples of everyone's hands by position (ours as
    it is), the opponents' drawn as ``hard`` draws them (``sampling``)."""
    count = deals_for(_live(view), scale)
    reads = read_opponents(view)
    spot = spot_from_view(view, reads)
    root = root_from_view(view)
    model = CachedRanges(PolicyRanges(view, reads))
    replays = replay_all(spot, model, replays_for(count, scale), rng)
    return root, [deal(root.seats, root.me, spot, replays, rng) for _ in range(count)]


def _priced(
    choices: list[Action], rows: list[list[float]], badugi: list[float | None], deals: list[Deal]
) -> Priced:
    n = len(choices)
    clusters = tuple(d.picks for d in deals)
    means = tuple(sum(r[j] for r in rows) / len(rows) for j in range(n))
    errors = tuple(_error([r[j] for r in rows], clusters) for j in range(n))
    return Priced(tuple(choices), means, errors, tuple(tuple(r) for r in rows), tuple(badugi),
                  clusters)  # fmt: skip


Finals = list[list[tuple[int, ...]]]
"""``finals[i][j]``: every seat's chips at the end of choice ``j``'s playout on sample ``i``
(a sit-and-go's review prices them by ICM: ``review.prize_equity``)."""


def price_bet(
    view: SeatView,
    taken: Action,
    rng: random.Random,
    scale: float = 1.0,
    finals: Finals | None = None,
) -> Priced:
    """Every betting choice worth comparing (``hard``'s candidates: fold, check or call,
    the structure's bet sizes) and the one ``taken``, played out on the same deals. With
    ``finals`` (a list) every seat's end stacks are collected there as well; a fold is then
    played out too, on numbers of its own, so the figures in chips do not change."""
    legal = view.legal
    assert legal is not None and "draw" not in legal.kinds
    choices = candidates(view, legal)
    if taken not in choices:  # a bet or raise of the person's own size
        choices.append(taken)
    root, deals = _deals(view, scale, rng)
    rows = []
    for i, d in enumerate(deals):
        numbers: list[float] = []
        if finals is None:
            rows.append([
                _Playout(root, list(d.masks), d.deck, 0, list(d.muck), Stream(numbers, rng),
                         STYLE).play(action)
                for action in choices
            ])  # fmt: skip
            continue
        row, ends = [], []
        for action in choices:
            stream = Stream(numbers, rng)
            if action.kind == "fold":
                stream = Stream([], random.Random(f"fold|{i}"))
            playout = TrackedPlayout(root, list(d.masks), d.deck, 0, list(d.muck), stream, STYLE)
            net = playout.play_all(action)[root.me]
            row.append(0.0 if action.kind == "fold" else net)
            ends.append(playout.final_stacks(view))
        rows.append(row)
        finals.append(ends)
    return _priced(choices, rows, [None] * len(choices), deals)


class TrackedPlayout(_Playout):
    """A playout that keeps what the showdown gave each position, for every seat's end."""

    won: list[float] | None = None

    def _showdown(self) -> list[float]:
        self.won = super()._showdown()
        return self.won

    def final_stacks(self, view: SeatView) -> tuple[int, ...]:
        return end_stacks(view, self.r.seats, self.stacks, self.won or [0.0] * self.n)


class TrackedDrawPlayout(TrackedPlayout, DrawPlayout):
    """The review's draw playout (``DrawPlayout``) keeping the showdown the same way: the
    tracking comes first in the order, so its ``_showdown`` wraps the draw playout's."""


def end_stacks(
    view: SeatView, seats: Sequence[int], stacks: Sequence[float], won: Sequence[float]
) -> tuple[int, ...]:
    """Every seat's chips at the end of a playout: the live positions' stacks and winnings,
    the others' chips behind (whole chips: a split pot's odd chip rounded)."""
    out = list(view.stacks)
    for p, s in enumerate(seats):
        out[s] = round(stacks[p] + won[p])
    return tuple(out)


def draw_choices(view: SeatView, taken: Action) -> list[tuple[int, ...]]:
    """Discards worth comparing, as card indices, fewest cards first: standing pat, the
    usual draw (every card not counted), breaking the highest counted card too, and what
    was ``taken``."""
    legal = view.legal
    assert legal is not None
    mask = sum(1 << c.index for c in view.hand)
    _, size, _, order = hand_info(mask)
    base = 4 - size
    ks = sorted({0, min(base, legal.max_discard), min(base + 1, legal.max_discard)})
    out = [tuple(order[:k]) for k in ks]
    thrown = tuple(sorted((c.index for c in taken.discard), key=order.index))
    if thrown not in out:
        out.append(thrown)
    return out


def price_draw(
    view: SeatView,
    taken: Action,
    rng: random.Random,
    scale: float = 1.0,
    finals: Finals | None = None,
) -> Priced:
    """Every discard worth comparing (``draw_choices``) played out to the end of the hand on
    the same deals, each with its chance of a badugi by the end (exact, ``badugi.odds``).

    Standing pat without a badugi (a snow) is priced by its cards alone: the others in the
    playouts take it as the usual draw. Why: the playout policy reads a pat player as
    holding a badugi (the strength table) and folds to him, so a snow looked like a sure
    steal in every pot (measured: +15 bb over drawing one to a three-card six in a capped
    four-way pot, against players who would call). A snow is a bluff; this review cannot
    price its bluff value, so it prices what the cards are worth."""
    root, deals = _deals(view, scale, rng)
    throws = draw_choices(view, taken)
    later = [
        root.seats.index(s)
        for s in root.seats
        if s != view.seat and view.draw_counts[view.draw_no][s] is None
    ]
    _, size, high, _ = hand_info(sum(1 << c.index for c in view.hand))
    seen_as = natural_draw(size, high, view.rules.draws - view.draw_no)
    rows = []
    for d in deals:
        numbers: list[float] = []
        if finals is None:
            rows.append([
                DrawPlayout(root, list(d.masks), d.deck, 0, list(d.muck), Stream(numbers, rng),
                            STYLE).play_draw(thrown, later, seen_as if not thrown else None)
                for thrown in throws
            ])  # fmt: skip
            continue
        row, ends = [], []
        for thrown in throws:
            playout = TrackedDrawPlayout(
                root, list(d.masks), d.deck, 0, list(d.muck), Stream(numbers, rng), STYLE
            )
            row.append(playout.play_draw(thrown, later, seen_as if not thrown else None))
            ends.append(playout.final_stacks(view))
        rows.append(row)
        finals.append(ends)
    left = view.rules.draws - view.draw_no
    badugi: list[float | None] = []
    choices = []
    for thrown in throws:
        cards = [card_from_index(i) for i in thrown]
        choices.append(Action.draw(cards))
        badugi.append(option_odds(view.hand, cards, left, view.own_discards).p_badugi)
    return _priced(choices, rows, badugi, deals)


def price(
    view: SeatView,
    taken: Action,
    rng: random.Random,
    scale: float = 1.0,
    finals: Finals | None = None,
) -> Priced:
    """The choices at ``view`` (a draw or a betting decision) priced against each other
    (with ``finals``, every seat's end stacks too: ``price_bet``)."""
    legal = view.legal
    if legal is not None and "draw" in legal.kinds:
        return price_draw(view, taken, rng, scale, finals)
    return price_bet(view, taken, rng, scale, finals)
