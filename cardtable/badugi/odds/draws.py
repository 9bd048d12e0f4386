"""Exact Badugi draw odds: the chance of ending with a badugi for each way to discard.

Model (issue 5, item 1; the reading pinned down here):

* The *unseen* cards are the 52 minus the four in hand and the ``dead`` ones (for instance the
  player's own earlier discards). Every draw is a uniformly random set from the cards still
  unseen, and every card received is seen for good: a card received in one draw and thrown in a
  later one never comes back. Seed 000's figures for A-2-3 with a pair (1 - 38/48 · 37/47 · 36/46
  over three draws) say exactly that.
* The option fixes only the first draw: it keeps ``keep`` (any subset of the hand, a pair
  included) and draws ``4 - len(keep)``. Keeping all four when the hand is not a badugi means
  standing pat *this* draw; the policy below still plays the later ones.
* After every draw but the last the player holds a badugi and stands pat for the rest of the
  hand, or keeps his best partial hand, ``evaluate(hand).cards``, and discards the others. One
  refinement: when partial hands of the same ranks tie, he keeps the one with the most cards he
  already held (then ``evaluate``'s choice). ``evaluate`` alone would swap A♣ 2♠ 3♦ for
  A♣ 2♥ 3♦ on drawing the 2♥, turning his outs to spades, some of which he may have thrown
  already: that costs 0.01% in seed 000's hand (51.216% instead of 1 - 38/48 · 37/47 · 36/46 =
  51.226%), and no player would do it.
* Suits: the last tie-break ("the first in ``evaluate``'s order", i.e. by card index) names
  suits, so taken literally it could give a hand and the same hand with its suits renamed
  odds that differ (by up to a few hundredths of a percent). The odds are therefore computed
  with the suits renamed into a canonical frame (``_Frame``: the renaming that gives the hand
  the smallest colex index, then the dead cards the smallest indices), which makes them the
  same for every renaming and lets three draws with nothing dead come from a table of the
  16,432 canonical hands (``odds_table``).
* ``p_badugi_by_high[r]`` is the chance of ending with a badugi whose highest card is ``r`` or
  lower, for r = 4..13 (a badugi's high card is at least a four); its value at 13 is
  ``p_badugi``.

The algorithm is exact: integer counts over every equally likely deal, divided at the end
(``odds_exact``, which says how it avoids enumerating most deals).

``_reference_counts`` is the slow, literal version (every deal, ``evaluate`` on real cards,
exact fractions) the tests hold the fast one to.

Speed (one core): one draw takes milliseconds for all 16 options in pure Python
(``odds_exact``). Two draws
take 0.3-1.5 s here (the four-card draw enumerates C(48, 4) deals), so they come from
``odds_vector`` instead: the same counts for all 16 options in one numpy pass, 20-40 ms. Three
draws take 10-30 s here, nearly all of it in the options that keep 0 or 1 card. Three draws
happen only before a hand's first draw, when nothing is dead, so they are read from a shipped
table of every hand (``odds_table``, made by ``tools/odds_table`` with this algorithm in C):
about a millisecond. Three draws *with* dead cards (possible through the API, never at the
table or in the trainer) come from ``odds_three``: the same counts for all 16 options in one
numpy pass, 70-120 ms here, after its tables are built once (about 2 s, on first use).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache, lru_cache
from types import MappingProxyType

from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.odds import table as odds_table
from cardtable.badugi.odds import three as odds_three
from cardtable.badugi.odds import vector as odds_vector
from cardtable.badugi.odds.exact import _ENGINES, _FULL, _bits, _to_fractions
from cardtable.core.cards import Card, card_from_index, parse_cards

__all__ = ["DiscardOption", "HIGHS", "discard_options", "option_odds", "prepare"]

HIGHS: tuple[int, ...] = tuple(range(4, 14))
"""The ranks ``p_badugi_by_high`` is given for: a badugi's high card is a four at least."""


# ---------------------------------------------------------------------------------------------
# Public API


@dataclass(frozen=True)
class DiscardOption:
    """One way to discard and what it leads to under the model in the module notes.

    ``score`` is the mean of ``p_badugi_by_high`` over r = 4..13, i.e. P(badugi) times the mean
    of (14 - high) / 10 over the badugis made: a number in [0, 1] that, unlike ``p_badugi``,
    counts a six badugi for more than a king badugi (A-2-3-4 made for sure scores 1)."""

    discard: tuple[Card, ...]
    keep: tuple[Card, ...]
    p_badugi: float
    p_badugi_by_high: Mapping[int, float]
    score: float
    exact: tuple[Fraction, ...] = field(repr=False, compare=False, default=())
    """The same chances as fractions, for r = 4..13 (the last is ``p_badugi``)."""

    def __str__(self) -> str:
        thrown = " ".join(map(str, self.discard)) or "nothing"
        return f"discard {thrown}: badugi {self.p_badugi:.2%} (score {self.score:.3f})"


def _read_cards(cards: str | Iterable[Card | str], what: str) -> list[Card]:
    out = parse_cards(cards)
    seen: set[Card] = set()
    for card in out:
        if card in seen:
            raise ValueError(f"card {card} appears twice in the {what}")
        seen.add(card)
    return out


def _mask(cards: Iterable[Card]) -> int:
    total = 0
    for c in cards:
        total |= c.bit
    return total


def _check(
    cards: str | Iterable[Card | str], draws_left: int, dead: str | Iterable[Card | str]
) -> tuple[list[Card], int]:
    """The hand and the unseen pool as a mask; ValueError for anything the model cannot take."""
    if isinstance(draws_left, bool) or not isinstance(draws_left, int):
        raise ValueError(f"draws_left must be 1, 2 or 3, not {draws_left!r}")
    if not 1 <= draws_left <= 3:
        raise ValueError(f"draws_left must be 1, 2 or 3, not {draws_left}")
    hand = _read_cards(cards, "hand")
    if len(hand) != 4:
        raise ValueError(f"a Badugi hand has four cards, not {len(hand)}")
    gone = _read_cards(dead, "dead cards")
    overlap = [str(c) for c in gone if c in hand]
    if overlap:
        raise ValueError(f"dead cards {' '.join(overlap)} are in the hand")
    pool = _FULL & ~_mask(hand) & ~_mask(gone)
    need = 4 + 3 * (draws_left - 1)
    if pool.bit_count() < need:
        raise ValueError(
            f"{pool.bit_count()} unseen cards cannot cover {draws_left} draws (need {need})"
        )
    return hand, pool


class _Frame:
    """The suit renaming the odds are computed under (see "Suits" in the module notes).

    Of the 24 renamings, the one that gives the hand the smallest colex index, then the dead
    cards the smallest sorted indices: the same for a hand and any renaming of it, so equal
    spots get equal odds, and with nothing dead the very frame of the shipped table."""

    def __init__(self, hand: Iterable[Card], dead: Iterable[Card]) -> None:
        hand, dead = list(hand), list(dead)
        best: tuple[tuple[int, list[int]], tuple[int, ...]] | None = None
        for perm in odds_table.PERMS:
            key = (
                odds_table.colex([c.index - c.suit + perm[c.suit] for c in hand]),
                sorted(c.index - c.suit + perm[c.suit] for c in dead),
            )
            if best is None or key < best[0]:
                best = (key, perm)
        assert best is not None
        self.perm = best[1]
        self.back = tuple(self.perm.index(s) for s in range(4))

    def card(self, card: Card) -> Card:
        return card_from_index(card.index - card.suit + self.perm[card.suit])

    def mask(self, mask: int) -> int:
        out = 0
        for low in _bits(mask):
            i = low.bit_length() - 1
            out |= 1 << (i - i % 4 + self.perm[i % 4])
        return out

    def original(self, card: Card) -> Card:
        return card_from_index(card.index - card.suit + self.back[card.suit])


def _framed_option(
    hand: list[Card], thrown: Iterable[Card], pool: int, draws_left: int, use_table: bool,
    frame: _Frame,
) -> DiscardOption:  # fmt: skip
    """``_option`` computed in ``frame``, with its cards named as the caller named them."""
    framed = [frame.card(c) for c in hand]
    keep = _mask(framed) & ~_mask(frame.card(c) for c in thrown)
    option = _option(framed, keep, frame.mask(pool), draws_left, use_table)
    return replace(
        option,
        discard=tuple(frame.original(c) for c in option.discard),
        keep=tuple(frame.original(c) for c in option.keep),
    )


def _option(
    hand: list[Card], keep_mask: int, pool: int, draws_left: int, use_table: bool = True
) -> DiscardOption:
    exact: list[Fraction] | None = None
    if use_table and draws_left == 3 and pool.bit_count() == 48:
        exact = _table_counts(hand, keep_mask)
    if use_table and draws_left >= 2 and exact is None:
        exact = _vector_counts(hand, keep_mask, pool, draws_left)
    if exact is None:
        buckets = _ENGINES[draws_left](keep_mask, pool)
        exact = _to_fractions(buckets, pool.bit_count())
    by_high = {r: float(exact[r]) for r in HIGHS}
    return DiscardOption(
        discard=tuple(c for c in hand if not c.bit & keep_mask),
        keep=tuple(c for c in hand if c.bit & keep_mask),
        p_badugi=by_high[13],
        p_badugi_by_high=MappingProxyType(by_high),
        score=sum(by_high.values()) / len(HIGHS),
        exact=tuple(exact[r] for r in HIGHS),
    )


@lru_cache(maxsize=32)
def _vector_draws(hand: tuple[int, ...], pool: int, draws_left: int) -> tuple[list[Fraction], ...]:
    """All 16 options' odds for one spot from a vectorised pass (``odds_vector`` for two
    draws, ``odds_three`` for three), kept for the next calls: ``option_odds`` is called once
    per option for the same spot (the trainer, the panel)."""
    counts = odds_vector.two_draw_counts if draws_left == 2 else odds_three.three_draw_counts
    return tuple(
        _to_fractions(buckets, pool.bit_count()) for buckets in counts(list(hand), pool)
    )


def _vector_counts(hand: list[Card], keep_mask: int, pool: int, draws_left: int) -> list[Fraction]:
    """P(badugi with high <= v), v = 0..13, from the vectorised pass over all 16 options (the
    same counts as ``_two_draws`` / ``_three_draws``; the tests hold them equal)."""
    rows = _vector_draws(tuple(c.index for c in hand), pool, draws_left)
    return rows[sum(1 << j for j, c in enumerate(hand) if c.bit & keep_mask)]


@cache
def _table_row(canonical: tuple[int, ...]) -> list[tuple[int, ...]] | None:
    table = odds_table.table()
    return None if table is None else table.row(canonical)


def _table_counts(hand: list[Card], keep_mask: int) -> list[Fraction] | None:
    """P(badugi with high <= v), v = 0..13, from the shipped three-draw table (nothing dead),
    or None without a table. ``hand`` is in the table's frame (``_Frame`` with nothing dead
    puts it there), so its sorted indices are the table's key and its positions the keep
    mask's bits."""
    ordered = sorted(hand, key=lambda c: c.index)
    row = _table_row(tuple(c.index for c in ordered))
    if row is None:
        return None
    keep = sum(1 << i for i, c in enumerate(ordered) if c.bit & keep_mask)
    out = [Fraction(0)] * 14
    for r, value in zip(HIGHS, row[keep], strict=True):
        out[r] = Fraction(value, odds_table.DENOMINATOR)
    return out


def prepare() -> None:
    """Build what the fast paths read once (the vectorised pass's arrays, ~50-200 ms, and the
    three-draw table), so that the first odds a panel asks for come at once. Any thread.
    ``odds_three``'s tables (three draws with dead cards: API only, never at the table or in
    the trainer) are left to their first use."""
    odds_vector.base()
    odds_table.table()


def option_odds(
    cards: str | Iterable[Card | str],
    discard: str | Iterable[Card | str],
    draws_left: int,
    dead: str | Iterable[Card | str] = (),
    *,
    use_table: bool = True,
) -> DiscardOption:
    """The odds of one way to discard (``discard`` must be cards of the hand).
    ``use_table=False`` computes with the per-option engine in this module instead of the
    shipped three-draw table and the vectorised passes (same results, slower)."""
    hand, pool = _check(cards, draws_left, dead)
    thrown = _read_cards(discard, "discard")
    strays = [str(c) for c in thrown if c not in hand]
    if strays:
        raise ValueError(f"cannot discard {' '.join(strays)}: not in the hand")
    frame = _Frame(hand, _read_cards(dead, "dead cards"))
    return _framed_option(hand, thrown, pool, draws_left, use_table, frame)


def _order_key(option: DiscardOption) -> tuple[object, ...]:
    """Best first: more badugis, then better ones (the by-high chances from the lowest high
    up), then fewer cards thrown, then the thrown cards' order, so the order is total."""
    return (
        tuple(-x for x in reversed(option.exact)),  # p_badugi first, then P(high <= 4), ...
        len(option.discard),
        [c.index for c in option.discard],
    )


def discard_options(
    cards: str | Iterable[Card | str],
    draws_left: int,
    dead: str | Iterable[Card | str] = (),
    *,
    use_table: bool = True,
) -> list[DiscardOption]:
    """The 16 ways to discard from a four-card hand with their exact odds, best first.

    ``cards``: the hand as text (``"Ac 2s 3d 3h"``) or cards. ``draws_left``: 1, 2 or 3,
    counting the coming draw. ``dead``: cards known not to come (the player's earlier
    discards). Raises ValueError unless the hand is four distinct cards, the dead cards are
    distinct and not in the hand, ``draws_left`` is 1..3 and enough cards are unseen.
    Three draws with nothing dead are read from the shipped table (see ``odds_table``); two
    draws, and three with dead cards, come from one vectorised pass over all 16 options
    (``odds_vector``, ``odds_three``), unless ``use_table`` is False, which runs this module's
    engine option by option (three draws: tens of seconds)."""
    hand, pool = _check(cards, draws_left, dead)
    frame = _Frame(hand, _read_cards(dead, "dead cards"))
    options = []
    for size in range(5):
        for thrown in itertools.combinations(hand, size):
            options.append(_framed_option(hand, thrown, pool, draws_left, use_table, frame))
    options.sort(key=_order_key)
    return options


# ---------------------------------------------------------------------------------------------
# The slow reference: every deal, ``evaluate`` on real cards, exact fractions


def _reference_counts(
    keep: Iterable[Card], pool: Iterable[Card], draws_left: int
) -> tuple[Fraction, ...]:
    """P(badugi with high <= v) for v = 0..13, by enumerating every deal of every draw.

    Exact and literal: the policy is ``evaluate`` and the tie rule written out plainly
    (``_reference_keep``), independent of the masks and the table decoding. Memoised on
    (kept, pool, draws left), but the state space is that of the game itself, so it is only
    usable for small cases: one draw, few cards drawn, or a pool shrunk by dead cards."""
    return _reference(frozenset(keep), frozenset(pool), draws_left)


def _reference_keep(held: frozenset[Card], hand: tuple[Card, ...]) -> frozenset[Card]:
    """The model's kept cards, written out plainly: of the partial hands as good as
    ``evaluate(hand)``, the one with the most ``held`` cards, then the first in index order."""
    value = evaluate(hand)
    best: frozenset[Card] = frozenset(value.cards)
    for combo in itertools.combinations(sorted(hand), value.size):
        if evaluate(combo) == value and len(set(combo) & held) > len(best & held):
            best = frozenset(combo)
    return best


@cache
def _reference(
    keep: frozenset[Card], pool: frozenset[Card], draws_left: int
) -> tuple[Fraction, ...]:
    deals = list(itertools.combinations(sorted(pool), 4 - len(keep)))
    total = [Fraction(0)] * 14
    for deal in deals:
        hand = tuple(keep) + deal
        value = evaluate(hand)
        if value.is_badugi:
            for v in range(value.ranks[0], 14):
                total[v] += 1
        elif draws_left > 1:
            later = _reference(_reference_keep(keep, hand), pool - set(deal), draws_left - 1)
            for v in range(14):
                total[v] += later[v]
    return tuple(t / len(deals) for t in total)
