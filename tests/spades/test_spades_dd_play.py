"""``hard``'s double-dummy card play (``spades.ai.dd_play``): the score it plays for, the choice
by expected score rather than tricks, where it steps aside for the rollout search, and that it
never sees a hidden card."""

from __future__ import annotations

import random

import pytest
from spades_helpers import bid_all

from cardtable.core.cards import Card, full_deck, parse_cards
from cardtable.spades import BidValue, Play, SpadesRules, SpadesState
from cardtable.spades.ai import dd_play
from cardtable.spades.ai.bots import HardBot
from cardtable.spades.ai.dd_play import choose_by_score, dd_card, monotone, side_utility
from cardtable.spades.ai.simulate import RANK
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition

needs_dds = pytest.mark.skipif(not dd.available(), reason="DDS not loadable here")


def deal_with(fixed: dict[int, str], seed: int = 0) -> list[list[Card]]:
    """Each seat gets its ``fixed`` cards, the rest at random (``seed``)."""
    hands = {s: parse_cards(fixed.get(s, "")) for s in range(4)}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in full_deck() if c not in used]
    random.Random(seed).shuffle(rest)
    for s in range(4):
        while len(hands[s]) < 13:
            hands[s].append(rest.pop())
    return [hands[s] for s in range(4)]


def started(
    bids: dict[int, BidValue], bags: tuple[int, int] = (0, 0), seed: int = 0, **fixed: str
) -> SpadesState:
    """A hand after bidding, seat 0 to lead (dealer 3); ``fixed`` as ``s0="Ah Kh"``."""
    deal = deal_with({int(k[1:]): v for k, v in fixed.items()}, seed)
    state = SpadesState(SpadesRules(blind_nil=False), seed, first_dealer=3, deals=[deal])
    state.bags = bags
    bid_all(state, bids)
    return state


# ---------------------------------------------------------------------- the score played for


def test_side_utility_counts_contracts_and_bags_for_both_sides() -> None:
    u = side_utility(started({0: 3, 1: 3, 2: 3, 3: 3}).view(0))
    assert u is not None and len(u) == 14
    # 5 of 13: set (-60) against their 8 on 6 (+62); 6: made (+60) against their 61.
    assert u[5] == -60 - 62
    assert u[6] == 60 - 61
    assert u[7] - u[6] == 2  # our bag +1, their bag -1
    assert monotone(u, 0, 13)


def test_side_utility_drops_where_a_bag_brings_the_penalty() -> None:
    u = side_utility(started({0: 1, 1: 1, 2: 1, 3: 1}, bags=(8, 0)).view(0))
    assert u is not None
    assert u[3] - u[2] == 2
    assert u[4] - u[3] == 2 - 100  # the tenth bag
    assert monotone(u, 2, 3) and not monotone(u, 3, 4)
    # Below 2 they would take 12 or 13 on a bid of 2: their tenth bag, our gain.
    assert u[1] - u[2] == 100 - 40 - 1


def test_no_utility_with_a_nil_at_the_table() -> None:
    for bids in ({0: 3, 1: "nil", 2: 3, 3: 3}, {0: 3, 1: 3, 2: "nil", 3: 3}):
        assert side_utility(started(bids).view(0)) is None


# ---------------------------------------------------------------------- choosing by score

AH, KH, TWO_C, THREE_C = (parse_cards(t)[0].index for t in ("Ah", "Kh", "2c", "3c"))


def test_a_sure_contract_beats_a_gamble_on_more_tricks() -> None:
    # We need 6 (3 + 3), they bid 2 (1 + 1): 5 tricks sets us.
    u = side_utility(started({0: 3, 1: 1, 2: 3, 3: 1}).view(0))
    assert u is not None
    # The ace takes 8 in one deal and 5 in the other (6.5 on average), the king 6 in both.
    outcomes = [{AH: 8, KH: 6}, {AH: 5, KH: 6}]
    assert choose_by_score(outcomes, u) == KH
    most_tricks = max((AH, KH), key=lambda c: sum(o[c] for o in outcomes))
    assert most_tricks == AH  # what counting tricks alone would play


def test_a_chance_to_set_the_opponents_beats_a_sure_overtrick() -> None:
    # Ours is 2 (1 + 1), theirs 10 (5 + 5): 4 tricks of 13 set them.
    u = side_utility(started({0: 1, 1: 5, 2: 1, 3: 5}).view(0))
    assert u is not None
    outcomes = [{AH: 4, KH: 3}, {AH: 1, KH: 3}]  # 2.5 tricks on average against 3
    assert choose_by_score(outcomes, u) == AH


def test_steps_aside_only_where_a_trick_in_reach_costs_points() -> None:
    u = side_utility(started({0: 1, 1: 1, 2: 1, 3: 1}, bags=(8, 0)).view(0))
    assert u is not None
    assert choose_by_score([{AH: 3, KH: 4}], u) is None  # the tenth bag is in reach
    assert choose_by_score([{AH: 3, KH: 2}], u) == AH


def test_equal_scores_play_the_lower_card_unless_the_policy_prefers_another() -> None:
    u = [10.0 * f for f in range(14)]  # a trick is worth more than the policy's bonus
    outcomes = [{AH: 2, KH: 2, TWO_C: 2, THREE_C: 1}]
    assert choose_by_score(outcomes, u) == TWO_C
    assert choose_by_score(outcomes, u, favourite=KH) == KH
    assert choose_by_score(outcomes, u, favourite=THREE_C) == TWO_C
    close = [0.0, 1.0, 2.0]  # a point: less than the bonus, so the policy's card it is
    assert choose_by_score([{AH: 2, THREE_C: 1}], close, favourite=THREE_C) == THREE_C


# ---------------------------------------------------------------------- the bot


@needs_dds
def test_dd_card_steps_aside_for_nils_and_other_table_sizes() -> None:
    view = started({0: 3, 1: "nil", 2: 3, 3: 3}).view(0)
    assert dd_card(view, random.Random(1), 4, None, True) is None
    state = SpadesState(SpadesRules(players=3), 1)
    while not isinstance(state.legal_actions()[0], Play):
        state.apply(state.legal_actions()[-1])
    seat = state.turn
    assert seat is not None
    assert dd_card(state.view(seat), random.Random(1), 4, None, True) is None


@needs_dds
def test_dd_card_picks_the_card_the_solved_deals_favour() -> None:
    """Every card chosen is one whose average score over the very deals solved is the best:
    the deals are recorded as the bot solves them and scored again here."""
    solved: list[DDPosition] = []
    real_solve = dd.solve

    def spy(position: DDPosition, exact_nodes: int = 0) -> dd.DDResult:
        solved.append(position)
        return real_solve(position, exact_nodes)

    for seed in range(4):
        state = started({0: 3, 1: 4, 2: 3, 3: 3}, seed=seed)
        for _ in range(4):  # the first trick: each seat its first legal card
            state.apply(state.legal_actions()[0])
        seat = state.turn
        assert seat is not None
        view = state.view(seat)
        utility = side_utility(view)
        assert utility is not None
        solved.clear()
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(dd_play.dd, "solve", spy)
            card = dd_card(view, random.Random(seed), 6, None, True)
        assert card is not None and len(solved) == 6
        results = [real_solve(p, 0).tricks for p in solved]
        means = {c: sum(utility[r[c]] for r in results) / len(results) for c in results[0]}
        assert means[card] >= max(means.values()) - dd_play.POLICY_BONUS


@needs_dds
def test_hard_never_sees_the_hidden_cards_at_a_card_decision() -> None:
    """Two deals alike in everything seat 0 can see (its cards, the bids, the first trick's
    cards) but not in the hidden hands: the hard bot plays the same card in both, and every
    deal it solves holds its own cards and none played."""
    fixed = {0: "Ac Kd Qd 7d 5h 6h Th Jh 2s 3s 8s Ks 2d", 1: "4c", 2: "9c", 3: "Qc"}
    bids: dict[int, BidValue] = {0: 4, 1: 3, 2: 3, 3: 3}
    choices = []
    real_solve = dd.solve
    for seed in (11, 12):
        state = started(bids, seed=seed, **{f"s{k}": v for k, v in fixed.items()})
        for seat, text in ((0, "Ac"), (1, "4c"), (2, "9c"), (3, "Qc")):
            state.apply(Play(seat, parse_cards(text)[0]))
        view = state.view(0)
        own = sum(c.bit for c in view.hand or ())
        solved: list[DDPosition] = []

        def spy(
            position: DDPosition, exact_nodes: int = 0, solved: list[DDPosition] = solved
        ) -> dd.DDResult:
            solved.append(position)
            return real_solve(position, exact_nodes)

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(dd_play.dd, "solve", spy)
            choices.append(HardBot(5, budget_ms=None, samples=8).act(view))
        assert solved, "the double-dummy method was not used"
        played = sum(1 << c.index for t in view.tricks for _, c in t)
        for position in solved:
            assert position.hands[0] == own
            assert not any(h & played for h in position.hands)
    assert choices[0] == choices[1]


@needs_dds
def test_hard_keeps_its_high_card_under_a_partners_sure_winner() -> None:
    """Seat 3 plays last to a trick its partner (seat 1) wins with the Q of hearts, holding
    cards under it and the K over it: overtaking gains nothing a seat that cannot see the
    other hands could count on, so hard plays under, deal after deal; where the trick is
    still open to the fourth seat the rule leaves the choice to the scores."""
    fixed = {3: "2h 7h Kh", 0: "4h", 1: "Qh", 2: "5h"}
    overtakes = 0
    for seed in range(12):
        state = started(
            {0: 3, 1: 4, 2: 3, 3: 3}, seed=seed, **{f"s{k}": v for k, v in fixed.items()}
        )
        for seat, text in ((0, "4h"), (1, "Qh"), (2, "5h")):
            state.apply(Play(seat, parse_cards(text)[0]))
        view = state.view(3)
        sim = dd_play.sim_from_view(view)
        legal = [a.card.index for a in view.legal_actions if isinstance(a, Play)]
        queen = parse_cards("Qh")[0].index
        under = [c for c in legal if RANK[c] < RANK[queen]]
        over = [c for c in legal if RANK[c] > RANK[queen]]
        assert over and sorted(dd_play.partner_keeps_trick(sim, 3, legal)) == sorted(under)
        card = dd_card(view, random.Random(seed), 12, None, True)
        assert card is not None
        overtakes += card.index in over
    assert overtakes == 0
    # Third to play, the partner's card can still be beaten: every card stays a choice.
    state = started({0: 3, 1: 4, 2: 3, 3: 3}, s0="Qh", s1="3h", s2="2h 7h Kh")
    state.apply(Play(0, parse_cards("Qh")[0]))
    state.apply(Play(1, parse_cards("3h")[0]))
    view = state.view(2)
    legal = [a.card.index for a in view.legal_actions if isinstance(a, Play)]
    assert dd_play.partner_keeps_trick(dd_play.sim_from_view(view), 2, legal) == legal
