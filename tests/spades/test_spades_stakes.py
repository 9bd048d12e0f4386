"""The points a card is worth (``spades.dd.stakes``), checked against a plain exhaustive
search scored by the engine's own scorer (``reference.exhaustive_points``): exact where the
search finishes, and a cut-short search's intervals always hold the true value. A bag counts
for nothing, so a card that only adds an overtrick is never better than one that makes the
contract without it; a nil bidder's card is judged by the nil."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.cards import parse_cards
from cardtable.spades.actions import BLIND_NIL, NIL
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.dd.reference import exhaustive_points, random_unbroken_position
from cardtable.spades.dd.stakes import PointsSearch, Stakes
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.scoring import NIL_BID, bid_number

CHOICES = (NIL, BLIND_NIL, 1, 2, 3, 4, 5)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    cards=st.integers(2, 4),
    on_table=st.integers(0, 3),
    nodes=st.sampled_from([5, 50, 10**6]),
)
def test_points_match_the_engine_s_scorer_or_hold_it(
    seed: int, cards: int, on_table: int, nodes: int
) -> None:
    rng = random.Random(seed)
    rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
    hands, trick, seat, broken = random_unbroken_position(rng, cards, on_table, rules)
    bids = [rng.choice(CHOICES) for _ in range(4)]
    took = [rng.randrange(3) for _ in range(4)]
    truth = exhaustive_points(hands, trick, seat, broken, rules, bids, took)
    stakes = Stakes.of([bid_number(b) for b in bids], rules.nil_value, rules.blind_nil_value)
    leader = trick[0][0] if trick else seat
    position = DDPosition(tuple(hands), tuple(trick), leader, broken, rules.direction == CLOCKWISE)
    search = PointsSearch(stakes, nodes)
    found = search.card_bounds(position, stakes.start(took))
    assert set(found) == set(truth)
    for index, (low, high) in found.items():
        assert low <= truth[index] <= high
        if nodes == 10**6:
            assert low == high


def test_an_overtrick_is_worth_nothing() -> None:
    stakes = Stakes.of([3, 1, 2, 1], 100, 200)
    acc = stakes.start([3, 0, 2, 0])  # team 0 has its 5
    assert stakes.of_tricks(acc, 3, 3) == stakes.of_tricks(acc, 0, 3) + 40  # team 1 set or not
    assert stakes.of_tricks(acc, 3, 3) == stakes.of_tricks(acc, 2, 3)  # a bag: nothing


def test_a_nil_bidder_ducking_is_best_though_it_loses_the_side_a_trick() -> None:
    """Seat 0 bid nil, seat 2 bid 1, and seat 0 must play to a heart trick led by seat 3
    (the Q♥). Seat 0's A♥ would take the trick (one more for the side) and break the nil;
    the 2♥ keeps it. By points the 2♥ is best by the nil's swing (and more)."""
    hands = [parse_cards(h) for h in ("Ah 2h", "3c 4c", "5c 6c", "Qh 7c")]
    hands[3] = parse_cards("7c")
    position = DDPosition.of(hands, ((3, parse_cards("Qh")[0]),), 3, False)
    stakes = Stakes.of([NIL_BID, 2, 1, 2], 100, 200)
    found = PointsSearch(stakes, 10**5).card_bounds(position, stakes.start([0, 4, 3, 4]))
    by_card = {i: b for i, b in found.items()}
    ace, two = parse_cards("Ah 2h")
    assert by_card[two.index][0] - by_card[ace.index][0] >= 200


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    on_table=st.integers(0, 3),
    broken=st.booleans(),
)
def test_nil_hands_of_five_cards_match_the_engine_s_scorer(
    seed: int, on_table: int, broken: bool
) -> None:
    """Larger endings with a nil at the table, spades broken or not: where the shortcuts of
    the points search apply (a nil bidder holding the top spade is doomed; once no nil is
    open and no open contract has a nil bidder, DDS's trick figure decides; positions
    filed by their ranks' order) they must give the exhaustive search's figures exactly."""
    rng = random.Random(seed)
    rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
    hands, trick, seat, _ = random_unbroken_position(rng, 5, on_table, rules)
    bids: list = [rng.choice((1, 2, 3, 4)) for _ in range(4)]
    bids[rng.randrange(4)] = rng.choice((NIL, BLIND_NIL))
    took = [rng.randrange(3) for _ in range(4)]
    truth = exhaustive_points(hands, trick, seat, broken, rules, bids, took)
    stakes = Stakes.of([bid_number(b) for b in bids], rules.nil_value, rules.blind_nil_value)
    leader = trick[0][0] if trick else seat
    position = DDPosition(tuple(hands), tuple(trick), leader, broken, rules.direction == CLOCKWISE)
    found = PointsSearch(stakes, 10**6).card_bounds(position, stakes.start(took))
    assert found == {i: (v, v) for i, v in truth.items()}


def test_a_nil_bidder_holding_the_top_spade_is_doomed() -> None:
    """Seat 0 bid nil and holds the K♠ while the A♠ is gone: whatever anyone plays, the K♠
    takes the trick it falls on, so the nil is lost already."""
    stakes = Stakes.of([NIL_BID, 2, 3, 2], 100, 200)
    hands = [parse_cards(h) for h in ("Ks 2h", "3s 4h", "5h 6h", "7h 8h")]
    position = DDPosition.of(hands, (), 1, True)
    acc = stakes.start([0, 3, 3, 3])
    assert stakes.doomed(acc, position)[2] == 1  # seat 0's nil marked broken
    hands[1] = parse_cards("As 4h")  # the ace still out: nothing is sure
    assert stakes.doomed(acc, DDPosition.of(hands, (), 1, True)) == acc


def test_positions_differing_only_in_cards_gone_share_a_table_entry() -> None:
    """The 5♥ and the 2♥ in seat 0's hand stand in the same order among the cards still held
    (the 3♥ and 4♥ are gone in one, the 6♥ and 7♥ in the other): one entry. Swapping which
    seat holds the higher heart changes the order: another entry."""
    one = [parse_cards(h) for h in ("5h 2c", "8h 3c", "9h 4c", "Th 5c")]
    two = [parse_cards(h) for h in ("2h 2c", "8h 3c", "9h 4c", "Th 5c")]
    other = [parse_cards(h) for h in ("9h 2c", "8h 3c", "5h 4c", "Th 5c")]
    key = DDPosition.of(one, (), 0, False).table_key()
    assert DDPosition.of(two, (), 0, False).table_key() == key
    assert DDPosition.of(other, (), 0, False).table_key() != key
