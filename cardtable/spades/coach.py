"""The bidding coach: what to bid with this hand, and why, in plain words (no Qt).

``advise(view)`` for a seat about to bid counts the hand the way seed 001 section 5.1 teaches
(side aces, side kings at half a trick, short suits that ruff, spade winners), then runs the
same simulation the ``hard`` bot bids from (``ai.bidding.estimate_bid``): deals of the unseen
cards played out, giving the chance of taking each number of tricks, the chance a nil takes
none, and the bid with the best expected score. Where the simulation and the count disagree it
says so, naming the features of the hand the count leaves out.

The explanation comes twice: ``reasons`` as (key, numbers) pairs a translated display can
format itself, and ``explanation`` as English lines built from ``TEMPLATES`` with those numbers.

``coach_advice(view)`` is the advice the person is shown for a bid, wherever it shows: the
table's hint, the hand review (live, replayed, ``cardtable-review``) and the bidding practice.
It plays ``COACH_DEALS`` deals from a seed made of the hand itself (``coach_seed``) and never
stops on the clock, so a hand's advice is the same in every place and on every machine: the
review once named another bid than the table's coach for the same hand (300 deals within
900 ms seeded by the game, against 150 deals seeded by the hand number).

Its bid is the best average of those deals, often by a point or two: ``Advice.close`` holds
the bids beside it on the same deals and ``Advice.as_good`` those within two standard errors
of the paired difference (``coach_close``), which the table, the review and the practice
name as as good.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, replace

from cardtable.core.cards import Card
from cardtable.spades.actions import NIL, BidValue
from cardtable.spades.ai.bidding import (
    LOSS_MALUS,
    WIN_BONUS,
    BidEstimate,
    estimate_bid,
    sized_nil_rule,
)
from cardtable.spades.coach_close import BidChoice, as_good, choices
from cardtable.spades.hand_count import HandCount, count_hand
from cardtable.spades.rules import SpadesRules
from cardtable.spades.trick_rules import HIGH_RANK, SPADES, sort_hand
from cardtable.spades.views import SeatView

ACE, KING, QUEEN = 14, 13, 12

TEMPLATES: dict[str, str] = {
    "side_aces": "Side aces (not spades): {0}, about one trick each.",
    "side_kings": "Side kings: {0}, counted as half a trick each: {1:g}.",
    # What the count credits, said as the count's: "they ruff 1 trick" read as a fact beside
    # the simulation's "Short suits ruff only with spades to spare; 2 spades are too few."
    "short_suits": (
        "Short side suits (none or one card): {0}; the count credits {1} ruffs with the spades"
        " left over."
    ),
    "short_suits_one": (
        "Short side suits (none or one card): {0}; the count credits {1} ruff with the spades"
        " left over."
    ),
    # None of a kind: said so ("Side kings: 0, counted as half a trick each: 0." and "they
    # ruff 0 tricks" read as sums over nothing).
    "side_aces_none": "Side aces (not spades): none.",
    "side_kings_none": "Side kings: none.",
    "short_suits_none": "Short side suits (none or one card): none, so nothing to ruff.",
    "spade_winners": "Spade winners: {0}.",
    "formula": "The count gives {0:g} tricks: bid {1}.",
    "formula_one": "The count gives {0:g} trick: bid {1}.",
    "simulation": (
        "Playing out {1} deals of the other cards to win tricks, the hand takes {0:.1f} tricks"
        " on average."
    ),
    # The averages below count the game's end where a deal reached it (``position_utility``):
    # said before any of them, so "+160 points" for a bid that scores 50 is never a mystery.
    "game_counted": (
        "Near the game's end the points on these deals count the game too: reaching {0}"
        " with the best total adds {1:.0f}, falling to {2} takes away {3:.0f}."
    ),
    "sim_agrees": "The simulation agrees: bid {0}.",
    "sim_higher": "The simulation says bid {0}, more than the count's {1}.",
    "sim_lower": "The simulation says bid {0}, less than the count's {1}.",
    "bid_values": "On average bidding {0} scores {1:+.0f} points, bidding {2} scores {3:+.0f}.",
    "why_long_suit": "A long side suit ({0} cards) wins tricks once the others run out.",
    "why_long_spades": "{0} spades: the count only credits {1} of them as winners.",
    "why_side_queens": "Side queens with cover ({0}) often win a trick; the count gives them none.",
    "why_bare_king": "A bare or once-guarded side king ({0}) is often caught by the ace.",
    "why_ace_ruffed": "An ace in a side suit of {0} cards is likely to be trumped.",
    "why_few_spades": "Short suits ruff only with spades to spare; {0} spades are too few.",
    "why_few_spades_one": "Short suits ruff only with spades to spare; {0} spade is too few.",
    "why_partner_nil": "Your partner bid nil: covering it costs tricks of your own.",
    "why_opponent_nil": "An opponent bid nil: ducking it gives you extra tricks.",
    "why_bags": "Your team has {0} bags; the penalty comes at {1}, so overtricks hurt.",
    "why_bags_alone": "You have {0} bags; the penalty comes at {1}, so overtricks hurt.",
    "why_position": "The game score ({0} to {1}) changes what a bid is worth.",
    # Shares of the simulated deals, said to be ("on these deals"), not chances as facts.
    "bid_option": (
        "Bid {0} on these deals: made {1:.0%}, set {2:.0%}, {3:.1f} bags, {4:+.0f} points on"
        " average (the bags' share of the penalty counted)."
    ),
    "reason_higher": "Bid {0} is set in {1:.0%} of these deals: {2} scores more on average.",
    "reason_lower": (
        "Bid {0} is made in more of these deals ({1:.0%}) but scores {2:.0f} points less."
    ),
    "nil_chance": (
        "Played for nil (ducking every trick), the hand takes no trick in {0:.0%} of the deals."
    ),
    # None of the deals: a count, said as one ("takes no trick in 0% of the deals" read as a
    # riddle beside the nil line's "a trick in every one of the 300 simulated deals").
    "nil_never": (
        "Played for nil (ducking every trick), the hand takes a trick in every one of the {0}"
        " deals."
    ),
    "nil_yes": "Nil is worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.",
    "nil_no": "Nil is not worth it: {0:+.0f} points on average against {1:+.0f} for bidding {2}.",
    "nil_short": (
        "Nil scores more on average ({0:+.0f} points against {1:+.0f} for bidding {2}), but the"
        " coach bids nil only when it stays clean in {3:.0%} of the deals and leads by {4:.0f}"
        " points: the simulated defenders let a nil through more easily than people do."
    ),
    "nil_stopper": (
        "Nil is not advised with an ace or three high cards: good defenders force a trick with"
        " them more often than the simulated ones ({0:.0%} clean)."
    ),
}

COACH_DEALS = 300
"""Deals ``coach_advice`` plays out: a count, never a time, so the advice is the same wherever
and on whatever machine it is asked. 300 take about 0.2 s at three to five players and 0.5 s
at six on the development machine (``benchmarks/bench_spades_hint_sizes.py``), on the
table's worker thread; the review pays the same once a hand."""

HIGH_CARDS_STOP_NIL = 3
"""Aces, kings and queens that make a hand unfit for nil however the deals come out."""


def nil_stoppers(hand: tuple[Card, ...] | list[Card]) -> bool:
    """An ace, or three aces, kings and queens: cards people force to win a trick against a
    nil. The simulated defenders let an ace under low cards slip away on a void far more often
    than people do (the coach once advised nil holding A-3-4-5 of hearts at 92% clean), so the
    coach never advises nil with them. The bots keep their own judgement: capping their nils
    this way cost them points against every opponent measured (session 2 notes)."""
    ranks = [HIGH_RANK[c.index] for c in hand]
    return ACE in ranks or sum(r >= QUEEN for r in ranks) >= HIGH_CARDS_STOP_NIL


@dataclass(frozen=True)
class Advice:
    """The coach's answer for one hand (see the module docstring)."""

    bid: BidValue
    nil_worth_it: bool
    p_nil: float
    trick_distribution: tuple[float, ...]
    expected_tricks: float
    best_number: int
    formula_count: HandCount
    reasons: tuple[tuple[str, tuple[float, ...]], ...]
    explanation: tuple[str, ...]
    samples: int
    points: float = 0.0
    """The coach's bid's average points on its deals (the bags' share of the penalty
    counted, as in ``bid_option``)."""
    close: tuple[BidChoice, ...] = ()
    """Its neighbours (and nil) on the same deals, each marked as good or not
    (``coach_close``)."""
    game_counted: tuple[float, ...] = ()
    """Where the points count the game's end on some deals (``BidEstimate.game_counted``),
    the ``game_counted`` line's figures (``game_counted_figures``): every figure of points
    is then the game-aware value, and that line says so. Empty where points are points."""

    @property
    def as_good(self) -> tuple[BidChoice, ...]:
        """The bids as good as the coach's on its deals (``coach_close``'s rule)."""
        return as_good(self.close)

    def as_good_as_coach(self, bid: BidValue) -> BidChoice | None:
        """``bid``'s figures if it is as good as the coach's on its deals, else None."""
        return next((c for c in self.as_good if c.bid == bid), None)


def formula_count(hand: tuple[Card, ...] | list[Card]) -> HandCount:
    """Count the hand as seed 001 section 5.1 does (the same rules as ``bots.count_tricks``)."""
    return count_hand(c.index for c in hand)


def coach_seed(view: SeatView) -> int:
    """The seed of the coach's deals for ``view``'s bid, made of the hand as the seat holds it
    (its cards, seat, the hand's number and the table's size), not of the game's seed: the
    replayer and the review of a stored or exported hand have the view, and old records were
    stored before this rule, yet all must say what the table said."""
    if view.hand is None:
        raise ValueError("the coach needs to see the cards: look at them first")
    cards = ",".join(str(i) for i in sorted(c.index for c in view.hand))
    text = f"coach/{view.rules.players}/{view.seat}/{view.hand_number}/{cards}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def coach_advice(view: SeatView, samples: int = COACH_DEALS) -> Advice:
    """The advice shown for ``view``'s bid at the table, in the review and in the practice:
    ``coach_seed``'s deals, ``samples`` of them (``COACH_DEALS``; tests ask fewer), no time
    limit, so one hand always gets the same advice. The cards are taken in the table's order
    (``sort_hand``, as a view holds them): the playouts break ties by the order of a hand, so
    cards handed over in another order (a blind bid's review) must not change the advice."""
    if view.hand is not None:
        view = replace(view, hand=tuple(sort_hand(view.hand)))
    return advise(view, coach_seed(view), samples)


def advise(
    view: SeatView, seed: int = 0, samples: int = COACH_DEALS, budget_ms: float | None = None
) -> Advice:
    """Advice for ``view.seat``, which must be about to bid with its cards visible.

    Deterministic for a given ``seed`` unless ``budget_ms`` cuts the simulation short (the
    studies' option; what a person is shown comes from ``coach_advice``, which has none)."""
    if view.hand is None:
        raise ValueError("the coach needs to see the cards: look at them first")
    rng = random.Random(seed)
    budget = None if budget_ms is None else budget_ms / 1000.0
    est = estimate_bid(
        view,
        rng,
        samples,
        infer=True,
        budget_s=budget,
        amortize_bags=True,
        keep_deals=True,
        nil_rule=sized_nil_rule(view.rules.players),
    )
    stopped = est.nil_worth_it and nil_stoppers(view.hand)
    if stopped:
        est = replace(est, nil_worth_it=False)
    count = formula_count(view.hand)
    bid: BidValue = NIL if est.nil_worth_it else est.best_bid
    close = choices(est.deal_values, bid, est.best_bid, view.rules.max_bid)
    game = game_counted_figures(view.rules) if _shows_game(view, est, count, close) else ()
    reasons = _reasons(view, count, est, stopped, game)
    return Advice(
        bid=bid,
        nil_worth_it=est.nil_worth_it,
        p_nil=est.p_nil,
        trick_distribution=est.trick_distribution,
        expected_tricks=est.expected_tricks,
        best_number=est.best_bid,
        formula_count=count,
        reasons=reasons,
        explanation=tuple(TEMPLATES[key].format(*nums) for key, nums in reasons),
        samples=est.samples,
        points=est.values[0 if bid == NIL else est.best_bid],
        close=close,
        game_counted=game,
    )


def _shows_game(
    view: SeatView, est: BidEstimate, count: HandCount, close: tuple[BidChoice, ...]
) -> bool:
    """Whether a bid whose points the coach shows (nil, its number and the ones beside it,
    the count's bid, the neighbours it scores) counted the game's end on some deal."""
    best = est.best_bid
    shown = {0, best - 1, best, best + 1, min(count.bid, view.rules.max_bid)}
    shown |= {0 if c.bid == NIL else int(c.bid) for c in close}
    flags = est.game_counted
    return any(flags[b] for b in shown if 0 <= b < len(flags))


def _reasons(
    view: SeatView,
    count: HandCount,
    est: BidEstimate,
    stopped: bool = False,
    game: tuple[float, ...] = (),
) -> tuple[tuple[str, tuple[float, ...]], ...]:
    rules = view.rules
    hand = view.hand or ()
    out: list[tuple[str, tuple[float, ...]]] = [
        ("side_aces", (count.side_aces,)) if count.side_aces else ("side_aces_none", ()),
        (
            ("side_kings", (count.side_kings, count.side_kings / 2))
            if count.side_kings
            else ("side_kings_none", ())
        ),
        # English counts "1 trick" but "2 tricks": a key per form (see ``TEMPLATES``).
        (
            (
                "short_suits_one" if count.ruffs == 1 else "short_suits",
                (count.short_suits, count.ruffs),
            )
            if count.short_suits
            else ("short_suits_none", ())
        ),
        ("spade_winners", (count.spades,)),
        ("formula_one" if count.total == 1 else "formula", (count.total, count.bid)),
        ("simulation", (est.expected_tricks, est.samples)),
    ]
    if game:
        out.append(("game_counted", game))
    sim_bid, formula_bid = est.best_bid, min(count.bid, rules.max_bid)
    if sim_bid == formula_bid:
        out.append(("sim_agrees", (sim_bid,)))
    else:
        out.append(("sim_higher" if sim_bid > formula_bid else "sim_lower", (sim_bid, formula_bid)))
        out.append(
            ("bid_values", (sim_bid, est.values[sim_bid], formula_bid, est.values[formula_bid]))
        )
        out.extend(_why(view, hand, count, higher=sim_bid > formula_bid))
    out.extend(_bid_options(view, est))
    out.append(("nil_never", (est.samples,)) if est.p_nil == 0 else ("nil_chance", (est.p_nil,)))
    best = est.values[est.best_bid]
    if stopped:
        out.append(("nil_stopper", (est.p_nil,)))
    elif not est.nil_worth_it and _shown(est.values[0]) > _shown(best):
        # Nil scores more on average but misses the bots' thresholds: say which, so the
        # figures never look contradictory ("not worth it: +32 against +16"). Compared as
        # shown, in whole points: two averages that read alike ("+13 against +13") are
        # "not worth it", never "scores more".
        rule = sized_nil_rule(rules.players)
        margin = rule.partner_margin if _partner_bid_nil(view) else rule.margin
        out.append(("nil_short", (est.values[0], best, est.best_bid, rule.min_chance, margin)))
    else:
        key = "nil_yes" if est.nil_worth_it else "nil_no"
        out.append((key, (est.values[0], best, est.best_bid)))
    return tuple(out)


def game_counted_figures(rules: SpadesRules) -> tuple[float, ...]:
    """The ``game_counted`` line's figures: the target, its bonus, the loss threshold and its
    malus, as ``position_utility`` counts them."""
    return (rules.target, WIN_BONUS, rules.loss_threshold, LOSS_MALUS)


def _shown(points: float) -> float:
    """``points`` as the coach's lines show them (whole points): simulated averages are not
    sure to a tenth, so the lines do not print tenths either."""
    return float(f"{points:.0f}")


def _partner_bid_nil(view: SeatView) -> bool:
    """A partner (never at three or five players, where everyone is alone) bid nil."""
    rules = view.rules
    team = rules.team_of(view.seat)
    return any(
        b in ("nil", "blind_nil") and s != view.seat and rules.team_of(s) == team
        for s, b in enumerate(view.bids)
    )


def _bid_options(view: SeatView, est: BidEstimate) -> list[tuple[str, tuple[float, ...]]]:
    """The best bid explained against its neighbours: its chance of being made and set, its
    bags and points on average (the points count each bag's share of the penalty), then one
    line a beginner can follow on why it beats the next higher bid (set too often), or, at
    the top, the next lower (made more often but worth less). Two short lines after the
    simulation's, so the practice page keeps every reason in view at 1024x700."""
    if not est.p_made:
        return []
    rules = view.rules
    best = est.best_bid
    made = est.p_made
    out: list[tuple[str, tuple[float, ...]]] = [
        ("bid_option", (best, made[best], 1 - made[best], est.mean_bags[best], est.values[best]))
    ]
    if best + 1 <= rules.max_bid:
        out.append(("reason_higher", (best + 1, 1 - made[best + 1], best)))
    elif best - 1 >= 1:
        lost = est.values[best] - est.values[best - 1]
        out.append(("reason_lower", (best - 1, made[best - 1], lost)))
    return out


def _why(
    view: SeatView, hand: tuple[Card, ...], count: HandCount, higher: bool
) -> list[tuple[str, tuple[float, ...]]]:
    """Features of the hand and the table that the count leaves out, on the side of the
    simulation's disagreement."""
    rules = view.rules
    suits: list[list[int]] = [[], [], [], []]
    for card in hand:
        suits[card.suit].append(HIGH_RANK[card.index])
    why: list[tuple[str, tuple[float, ...]]] = []
    team = rules.team_of(view.seat)
    partner_nil = opp_nil = False
    for s, b in enumerate(view.bids):
        if b in ("nil", "blind_nil") and s != view.seat:
            if rules.team_of(s) == team:
                partner_nil = True
            else:
                opp_nil = True
    if higher:
        longest = max(range(3), key=lambda s: len(suits[s]))
        if len(suits[longest]) >= 5:
            why.append(("why_long_suit", (len(suits[longest]),)))
        n_spades = len(suits[SPADES])
        if n_spades >= 4 and count.spades < n_spades - 1:
            why.append(("why_long_spades", (n_spades, count.spades)))
        queens = sum(1 for s in range(3) if QUEEN in suits[s] and 3 <= len(suits[s]) <= 5)
        if queens:
            why.append(("why_side_queens", (queens,)))
        if opp_nil:
            why.append(("why_opponent_nil", ()))
    else:
        bare = sum(
            1 for s in range(3) if KING in suits[s] and ACE not in suits[s] and len(suits[s]) <= 2
        )
        if bare:
            why.append(("why_bare_king", (bare,)))
        long_ace = [len(suits[s]) for s in range(3) if ACE in suits[s] and len(suits[s]) >= 6]
        if long_ace:
            why.append(("why_ace_ruffed", (max(long_ace),)))
        if count.ruffs and len(suits[SPADES]) <= 2:
            spades = len(suits[SPADES])
            why.append(("why_few_spades_one" if spades == 1 else "why_few_spades", (spades,)))
        if partner_nil:
            why.append(("why_partner_nil", ()))
    bags = view.bags[team]
    if rules.bag_penalty and bags >= rules.bag_limit - 3:
        # Playing alone (three and five players) the bags are the seat's own, not a team's.
        alone = rules.team_count == rules.players
        why.append(("why_bags_alone" if alone else "why_bags", (bags, rules.bag_limit)))
    others = [v for t, v in enumerate(view.totals) if t != team]
    mine = view.totals[team]
    if others and (
        max(mine, *others) >= rules.target - 150 or min(mine, *others) <= rules.loss_threshold + 100
    ):
        why.append(("why_position", (mine, max(others))))
    return why
