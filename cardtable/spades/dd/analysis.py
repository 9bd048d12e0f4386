"""Double-dummy analysis of Spades card play: with all four hands open, how many tricks each
legal card takes for the side to play (no Qt; for the hand review and for bots).

Four-player Spades is bridge's card play with spades always trumps, so Bo Haglund's
double-dummy solver (DDS, loaded by ``dds_lib``) answers it, with two differences:

- **Seats and direction.** DDS plays N-E-S-W clockwise; ``dd_position`` maps our seats so
  that the next seat in either direction of play is DDS's next player.
- **Spades not led before they are broken** (RULES.md, Play). DDS lets any card be led.
  At the position asked about, the leader's spades are left out of the answer when the rule
  forbids them. Later in the play the rule binds again whenever spades are still unbroken
  and the leader holds spades and other cards, and DDS alone would then answer a different
  game. So while the rule may still bind (spades unbroken, the option off, some seat holding
  both kinds), ``solve`` searches by our rules itself (``dd_search``) and takes DDS's figures
  only where the two games agree: every figure it returns with ``exact=True`` is the
  double-dummy value under our rules. The search grows fast with the cards left; past
  ``exact_nodes`` positions it gives up and returns DDS's figures, ``exact=False``: then a
  figure is the double-dummy value of the game in which **the current lead obeys the rule
  but every later lead may be a spade**, broken or not. (With 13 cards a hand that is the
  usual case for the first two or three tricks; see ``benchmarks/bench_spades_dd.py``.)
  With ``SpadesRules.spades_lead_any_time`` on, every figure is exact.

  What a person reads never comes from that fallback: ``bounds`` (the review's entry) gives
  each card its exact figure or a **proven interval** where the search is cut short
  (``search`` says how the bounds are proven). ``solve``'s DDS fallback is for bots only.

Only four-player tables apply: with 3, 5 or 6 players there are no two fixed partnerships of
two (and six players use two decks), so DDS does not apply; ``NotApplicable`` says so.

A figure counts tricks for the side (both partners together) from the current trick on, the
current trick included; it says nothing about which partner takes them, so with a nil bid at
the table a trick is not worth the same to every seat (the review says so).

For bots (issue 19 part B): build a ``DDPosition`` with ``DDPosition.from_view(view, hands)``
from a sampled deal and call ``solve(position, exact_nodes=0)`` for DDS's figures at the
cost of one DDS call (a few milliseconds once some tricks are played), or with a small
``exact_nodes`` for exact ones where they come cheap. Results are cached by position
(``cache_info``, ``clear_cache``); everything here is plain Python, picklable, thread-safe
and free of Qt, so it runs in the bot worker process as well as on a GUI worker thread.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card, card_from_index
from cardtable.spades.dd import dds_lib
from cardtable.spades.dd.dds_lib import DDSUnavailable
from cardtable.spades.dd.position import DDPosition, NotApplicable
from cardtable.spades.dd.search import (
    Bounds,
    BoundSearch,
    LeadRuleSearch,
    OutOfNodes,
    SearchMemo,
    dds_values,
)

__all__ = [
    "EXACT_NODES",
    "Bounds",
    "bounds",
    "DDPosition",
    "DDResult",
    "DDSUnavailable",
    "NotApplicable",
    "SearchMemo",
    "available",
    "cache_info",
    "clear_cache",
    "problem",
    "self_test",
    "solve",
]

EXACT_NODES = 300
"""Default limit of the exact search under the lead rule, in positions searched. Each costs
about one DDS call (a few milliseconds with ten cards a hand), so the default keeps a
position within about a second; a count, not a time, so an answer is the same every time."""

CACHE_SIZE = 20_000
"""Positions kept in the cache (a review needs a few dozen; a bot's search more)."""


def available() -> bool:
    """The solver can be used here (``endplay`` installed and its library loads)."""
    return dds_lib.available()


def problem() -> str | None:
    """Why the solver cannot be used here, or None when it can."""
    return dds_lib.problem()


@dataclass(frozen=True)
class DDResult:
    """The answer for one position: ``tricks[card]`` is what the side of ``seat`` (the seat
    to play) takes from the current trick on if ``seat`` plays ``card`` and everyone then
    plays double-dummy; only the cards our rules allow appear. ``exact`` is False when the
    lead rule may bind later and the exact search gave up (the module docstring says what
    the figures then mean)."""

    seat: int
    tricks: dict[Card, int]
    exact: bool

    @property
    def best(self) -> int:
        return max(self.tricks.values())

    def cost(self, card: Card) -> int:
        """Tricks ``card`` gives away against the best card (0 for a best card)."""
        return self.best - self.tricks[card]

    @property
    def best_cards(self) -> list[Card]:
        best = self.best
        return [c for c, t in self.tricks.items() if t == best]


# ---------------------------------------------------------------------- the cache

_cache: OrderedDict[tuple[Any, ...], DDResult] = OrderedDict()
_cache_lock = threading.Lock()
_stats = {"hits": 0, "misses": 0}


def cache_info() -> dict[str, int]:
    """Hits, misses and positions kept."""
    with _cache_lock:
        return {**_stats, "size": len(_cache)}


def clear_cache() -> None:
    with _cache_lock:
        _cache.clear()
        _stats["hits"] = _stats["misses"] = 0


# ---------------------------------------------------------------------- solving


def solve(
    position: DDPosition, exact_nodes: int = EXACT_NODES, memo: SearchMemo | None = None
) -> DDResult:
    """The double-dummy tricks of every legal card at ``position`` (see ``DDResult``).

    ``exact_nodes`` bounds the exact search the lead rule needs while spades are unbroken
    (0: no search; DDS's figures, ``exact`` False where the rule may bind later). ``memo``
    lets the searches of one deal share their work (a review passes one for the hand).
    A result already worked out with the same or a larger limit comes from the cache.
    DDSUnavailable without the solver; ValueError for a finished hand."""
    if position.tricks_left == 0:
        raise ValueError("the hand is over: no card is left to play")
    binds = position.lead_rule_may_bind()
    key = (position, exact_nodes if binds else 0)
    with _cache_lock:
        hit = _cache.get(key)
        if hit is None and binds:  # an exact answer found with a higher limit serves too
            hit = _cache.get((position, "exact"))
        if hit is not None:
            _cache.move_to_end(key if key in _cache else (position, "exact"))
            _stats["hits"] += 1
            return hit
        _stats["misses"] += 1
    result = _solve(position, exact_nodes, memo, binds)
    with _cache_lock:
        _cache[(position, "exact") if binds and result.exact else key] = result
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return result


def _solve(
    position: DDPosition, exact_nodes: int, memo: SearchMemo | None, binds: bool
) -> DDResult:
    seat = position.to_act
    if binds and exact_nodes > 0:
        search = LeadRuleSearch(exact_nodes, memo)
        try:
            values = search.values(position)
        except OutOfNodes:
            pass
        else:
            return DDResult(seat, {card_from_index(i): v for i, v in values.items()}, True)
    free = memo.dds_values(position) if memo is not None else dds_values(position)
    tricks = {card_from_index(i): free[i] for i in position.legal()}
    return DDResult(seat, tricks, not binds)


def bounds(
    position: DDPosition, nodes: int, memo: SearchMemo | None = None, played: int | None = None
) -> dict[Card, Bounds]:
    """For every card the seat to play may play: proven bounds (low, high) on the tricks its
    side takes from the current trick on by our rules, the lead rule included; low == high
    where the search finished within ``nodes`` positions (``search`` says how the bounds are
    proven). Never a point estimate: where the rule may bind and the search is cut short, a
    figure is an interval. Not cached here (``memo`` shares the work within a deal).
    ``played``: the card index whose figure matters most (a review's played card)."""
    if position.tricks_left == 0:
        raise ValueError("the hand is over: no card is left to play")
    found = BoundSearch(nodes, memo).card_bounds(position, played)
    return {card_from_index(i): b for i, b in found.items()}


def self_test() -> str:
    """Solve one known position and say what came out: the bundle's smoke check
    (``cardtable --self-test``). RuntimeError if the figures are wrong; DDSUnavailable
    without the solver."""
    from cardtable.core.cards import parse_cards

    # Seat 0 leads, holding A♥ 2♥; seat 1 holds K♥ 3♣, seats 2 and 3 clubs. The ace first
    # takes both tricks (the K♥ falls under it); the 2♥ first loses to the K♥, and then the
    # 3♣ lead is won by seat 3's clubs: no trick at all.
    hands = [parse_cards(h) for h in ("Ah 2h", "Kh 3c", "4c 5c", "6c 7c")]
    result = solve(DDPosition.of(hands, (), 0, True), exact_nodes=0)
    got = {str(c): t for c, t in sorted(result.tricks.items(), key=lambda kv: kv[0].index)}
    want = {"Ah": 2, "2h": 0}
    if got != want:
        raise RuntimeError(f"double-dummy self-test failed: {got}, expected {want}")
    return f"double-dummy solver DDS {dds_lib.version()}: A-2 of hearts on lead take {got}"
