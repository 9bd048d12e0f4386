"""The Spades state machine: deal, bidding, blind nil, play rules, events, views, game end."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from spades_helpers import bid_all, find_deal, play_out_hand, play_random_game, random_move

from cardtable.core.cards import Card, Rank, Suit, parse_card, parse_cards
from cardtable.core.errors import IllegalAction
from cardtable.spades import (
    BIDDING,
    BLIND_NIL,
    NIL,
    OVER,
    PLAYING,
    Bid,
    Play,
    ShowCards,
    SpadesRules,
    SpadesState,
)
from cardtable.spades.events import (
    BiddingEnded,
    BidMade,
    CardPlayed,
    CardsShown,
    GameOver,
    HandScored,
    HandStarted,
    SpadesBroken,
    TrickWon,
)
from cardtable.spades.trick_rules import table_deck

NO_BLIND = SpadesRules(blind_nil=False)

# Every seat holds one suit: seat 3 (all spades) wins every trick whoever leads.
ONE_SUIT_EACH = [
    "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac",
    "2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad",
    "2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah",
    "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As",
]
# Two suits each: seat 0 holds small clubs and small spades.
TWO_SUITS_EACH = [
    "2c 3c 4c 5c 6c 7c 2s 3s 4s 5s 6s 7s 8s",
    "8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d",
    "8d 9d Td Jd Qd Kd Ad 2h 3h 4h 5h 6h 7h",
    "8h 9h Th Jh Qh Kh Ah 9s Ts Js Qs Ks As",
]


def c(text: str) -> Card:
    return parse_card(text)


def started(rules: SpadesRules = NO_BLIND, deal: list[str] | None = None, dealer: int = 3):
    return SpadesState(rules, seed=1, first_dealer=dealer, deals=[deal] if deal else None)


def rule_of(state: SpadesState, action: object) -> str:
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)  # type: ignore[arg-type]
    assert state.to_json() == before, "an illegal action must leave the state untouched"
    assert str(info.value), "the error must say the rule in words"
    return info.value.rule


# -- dealing -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_card_is_dealt_once(players: int) -> None:
    state = SpadesState(SpadesRules(players=players), seed=11)
    hands = [state.dealt(s) for s in range(players)]
    assert all(len(h) == {3: 17, 4: 13, 5: 10, 6: 17}[players] for h in hands)
    assert Counter(c for h in hands for c in h) == Counter(table_deck(players))


def test_table_decks() -> None:
    two_clubs, two_diamonds = c("2c"), c("2d")
    assert len(table_deck(3)) == 51 and two_clubs not in table_deck(3)
    assert len(table_deck(5)) == 50 and two_diamonds not in table_deck(5)
    six = Counter(table_deck(6))
    assert sum(six.values()) == 102 and two_clubs not in six
    assert set(six.values()) == {2}


def test_same_seed_same_deals_and_different_hands_differ() -> None:
    a, b = SpadesState(NO_BLIND, seed=5), SpadesState(NO_BLIND, seed=5)
    assert [a.dealt(s) for s in range(4)] == [b.dealt(s) for s in range(4)]
    assert a.dealt(0) != SpadesState(NO_BLIND, seed=6).dealt(0)


@pytest.mark.parametrize(
    ("direction", "first", "next_dealer"), [("clockwise", 1, 1), ("counterclockwise", 3, 3)]
)
def test_dealer_rotates_and_the_next_seat_bids_and_leads(
    direction: str, first: int, next_dealer: int
) -> None:
    state = SpadesState(SpadesRules(blind_nil=False, direction=direction), seed=3, first_dealer=0)
    assert state.dealer == 0 and state.turn == first
    order = []
    for _ in range(4):
        order.append(state.turn)
        state.apply(Bid(state.turn, 1))
    step = 1 if direction == "clockwise" else -1
    assert order == [(first + k * step) % 4 for k in range(4)]
    assert state.phase == PLAYING and state.turn == first
    play_out_hand(state)
    assert state.hand_number == 2 and state.dealer == next_dealer
    assert state.turn == (next_dealer + step) % 4


def test_opening_events() -> None:
    state = SpadesState(SpadesRules(), seed=2, first_dealer=2)
    start = state.opening_events[0]
    assert isinstance(start, HandStarted)
    assert (start.hand, start.dealer, start.first, start.hidden) == (1, 2, 3, (0, 1, 2, 3))
    assert [e.cards for e in state.opening_events[1:]] == [state.dealt(s) for s in range(4)]


# -- bidding -------------------------------------------------------------------------------


def test_bids_are_public_in_order_and_zero_is_nil() -> None:
    state = started()
    events = state.apply(Bid(0, 0))
    assert events == [BidMade(0, NIL)]
    state.apply(Bid(1, 13))
    state.apply(Bid(2, 4))
    events = state.apply(Bid(3, 2))
    assert events[-1] == BiddingEnded((4, 15), 0)
    assert state.bids == (NIL, 13, 4, 2)
    assert all(state.view(s).bids == (NIL, 13, 4, 2) for s in range(4))
    assert state.phase == PLAYING and state.turn == 0


def test_bidding_errors_name_their_rule() -> None:
    state = started()
    assert rule_of(state, Bid(2, 3)) == "not_your_turn"
    assert rule_of(state, Bid(0, 14)) == "bid_out_of_range"
    assert rule_of(state, Bid(0, -1)) == "bid_out_of_range"
    assert rule_of(state, Bid(0, "lots")) == "bid_out_of_range"
    assert rule_of(state, Bid(0, True)) == "bid_out_of_range"
    assert rule_of(state, Bid(7, 3)) == "no_such_seat"
    assert rule_of(state, Bid(0, BLIND_NIL)) == "blind_nil_not_allowed"
    assert rule_of(state, Play(0, state.hand(0)[0])) == "bidding_not_over"
    assert rule_of(state, "bid three") == "unknown_action"
    bid_all(state, {0: 3, 1: 3, 2: 3, 3: 3})
    assert rule_of(state, Bid(0, 3)) == "bidding_over"


def test_bids_above_13_at_six_players() -> None:
    state = SpadesState(SpadesRules(players=6, blind_nil=False), seed=4)
    seat = state.turn
    assert Bid(seat, 17) in state.legal_actions()
    state.apply(Bid(seat, 17))
    assert rule_of(state, Bid(state.turn, 18)) == "bid_out_of_range"


# -- blind nil -----------------------------------------------------------------------------


def test_blind_nil_cards_stay_hidden_until_the_seat_bids_or_looks() -> None:
    state = SpadesState(SpadesRules(), seed=9, first_dealer=3)
    assert [state.view(s).hand for s in range(4)] == [None] * 4
    assert state.legal_actions() == (Bid(0, BLIND_NIL), ShowCards(0))
    assert rule_of(state, Bid(0, 3)) == "look_before_bidding"
    assert rule_of(state, Bid(0, NIL)) == "look_before_bidding"
    # Blind nil: the bid comes first, then the cards are seen.
    assert state.apply(Bid(0, BLIND_NIL)) == [BidMade(0, BLIND_NIL), CardsShown(0)]
    assert state.view(0).hand == state.hand(0)
    # A seat may look at its cards out of turn; then it bids normally.
    assert state.view(2).legal_actions == (ShowCards(2),)
    assert state.apply(ShowCards(2)) == [CardsShown(2)]
    assert state.view(2).hand == state.hand(2) and state.view(1).hand is None
    assert rule_of(state, ShowCards(2)) == "cards_already_seen"
    state.apply(ShowCards(1))
    assert rule_of(state, Bid(1, BLIND_NIL)) == "blind_nil_after_looking"
    assert Bid(1, NIL) in state.legal_actions() and Bid(1, 13) in state.legal_actions()
    state.apply(Bid(1, 4))
    state.apply(Bid(2, 4))
    state.apply(ShowCards(3))
    state.apply(Bid(3, NIL))
    assert state.phase == PLAYING
    assert all(state.view(s).hand is not None for s in range(4))
    assert rule_of(state, ShowCards(3)) == "cards_already_seen"


def test_blind_nil_off_shows_cards_at_once() -> None:
    state = started()
    assert all(state.view(s).hand == state.hand(s) for s in range(4))
    assert all(not isinstance(a, ShowCards) for a in state.legal_actions())
    assert Bid(0, BLIND_NIL) not in state.legal_actions()


def test_blind_nil_only_when_behind_by_n() -> None:
    rules = SpadesRules(blind_nil_behind=100)
    state = SpadesState(rules, seed=8, first_dealer=0)
    # Nobody is behind at 0-0: no blind nil, cards face up.
    assert all(not state.cards_hidden(s) for s in range(4))
    assert rule_of(state, Bid(1, BLIND_NIL)) == "blind_nil_not_allowed"
    # Team 1 bids 14 tricks: certainly set (-140), so it trails by more than 100 next hand.
    bid_all(state, {1: 13, 2: 1, 3: 1, 0: 1})
    play_out_hand(state)
    totals = state.totals
    assert totals[1] == -140 and totals[0] - totals[1] >= 100
    assert [state.cards_hidden(s) for s in range(4)] == [False, True, False, True]
    assert state.view(1).hand is None and state.view(2).hand is not None


def test_blind_nil_scores_double() -> None:
    state = SpadesState(SpadesRules(), seed=1, first_dealer=3, deals=[ONE_SUIT_EACH])
    bid_all(state, {0: BLIND_NIL, 1: BLIND_NIL, 2: NIL, 3: 13})
    play_out_hand(state)
    assert state.totals == (300, 330)


# -- playing -------------------------------------------------------------------------------


def test_follow_suit_and_spades_not_broken() -> None:
    state = started(deal=TWO_SUITS_EACH, dealer=3)
    bid_all(state, {0: 1, 1: 3, 2: 3, 3: 4})
    assert state.turn == 0
    assert rule_of(state, Play(0, c("2s"))) == "spades_not_broken"
    assert {a.card.suit for a in state.legal_actions()} == {Suit.CLUBS}
    assert rule_of(state, Play(1, c("8c"))) == "not_your_turn"
    assert rule_of(state, Play(0, c("Ah"))) == "card_not_in_hand"
    assert rule_of(state, Play(0, "2c")) == "not_a_card"
    state.apply(Play(0, c("2c")))
    assert rule_of(state, Play(1, c("2d"))) == "must_follow_suit"
    assert [a.card for a in state.legal_actions()] == parse_cards("8c 9c Tc Jc Qc Kc Ac")
    state.apply(Play(1, c("8c")))
    # Seat 2 has no clubs and may play anything.
    assert len(state.legal_actions()) == 13
    state.apply(Play(2, c("2h")))
    events = state.apply(Play(3, c("9s")))
    assert events == [
        CardPlayed(3, c("9s")),
        SpadesBroken(3),
        TrickWon(1, 3, ((0, c("2c")), (1, c("8c")), (2, c("2h")), (3, c("9s")))),
    ]
    assert state.turn == 3 and state.spades_broken
    assert state.tricks_taken == (0, 0, 0, 1)
    # Spades are broken: the winner may lead one.
    state.apply(Play(3, c("As")))
    assert state.view(0).leader == 3


def test_leader_with_only_spades_may_lead_them() -> None:
    state = started(deal=ONE_SUIT_EACH, dealer=2)
    bid_all(state, {3: 13, 0: 1, 1: 1, 2: 1})
    assert state.turn == 3 and not state.spades_broken
    state.apply(Play(3, c("2s")))
    assert state.spades_broken


def test_option_spades_may_be_led_any_time() -> None:
    rules = SpadesRules(blind_nil=False, spades_lead_any_time=True)
    state = SpadesState(rules, seed=1, first_dealer=3, deals=[TWO_SUITS_EACH])
    bid_all(state, {0: 1, 1: 3, 2: 3, 3: 4})
    assert Play(0, c("2s")) in state.legal_actions()
    state.apply(Play(0, c("2s")))


def test_the_trick_winner_leads_the_next_trick() -> None:
    state = started(deal=ONE_SUIT_EACH, dealer=3)
    bid_all(state, {0: 1, 1: 1, 2: 1, 3: 1})
    for _ in range(12):
        leader = state.turn
        for _ in range(4):
            state.apply(state.legal_actions()[-1])
        assert state.turn == 3, f"seat 3 ruffs every trick (led by {leader})"
    assert state.tricks_taken == (0, 0, 0, 12)


def test_six_players_first_of_identical_cards_wins() -> None:
    deck = table_deck(6)
    ace = c("Ah")
    hands: list[list[Card]] = [[ace], [ace], [c("2h")], [c("3h")], [c("4h")], [c("5h")]]
    rest = list(deck)
    for h in hands:
        rest.remove(h[0])
    seat = 0
    for card in rest:
        while len(hands[seat]) == 17:
            seat = (seat + 1) % 6
        hands[seat].append(card)
        seat = (seat + 1) % 6
    rules = SpadesRules(players=6, blind_nil=False)
    state = SpadesState(rules, seed=1, first_dealer=5, deals=[hands])
    bid_all(state, {s: 2 for s in range(6)})
    assert state.turn == 0
    for seat, card in enumerate(["Ah", "Ah", "2h", "3h", "4h", "5h"]):
        assert Play(seat, c(card)) in state.legal_actions()
        events = state.apply(Play(seat, c(card)))
    assert events[-1].seat == 0
    assert state.tricks_taken == (1, 0, 0, 0, 0, 0)
    # One legal action per kind of card, even when a seat holds two of it.
    for seat in range(6):
        kinds = state.hand(seat)
        assert len(set(kinds)) <= len(kinds)


def test_game_over_refuses_actions() -> None:
    state = started(deal=ONE_SUIT_EACH, dealer=3)
    bid_all(state, {0: 13, 1: 1, 2: 13, 3: 1})  # team 0 is set by 260
    events: list = []
    while not state.is_over:
        events = state.apply(state.legal_actions()[0])
    assert isinstance(events[-2], HandScored) and events[-1] == GameOver(1, (-260, 20 + 11 - 100))
    assert state.phase == OVER and state.turn is None and state.legal_actions() == ()
    assert rule_of(state, Bid(0, 3)) == "game_over"
    assert rule_of(state, Play(0, c("2c"))) == "game_over"


# -- end of game in play -------------------------------------------------------------------


def test_game_ends_when_a_team_passes_the_target_with_the_higher_total() -> None:
    rules = SpadesRules(blind_nil=False, target=200)
    state = SpadesState(rules, seed=1, first_dealer=3, deals=[ONE_SUIT_EACH])
    bid_all(state, {0: NIL, 1: NIL, 2: NIL, 3: 13})
    play_out_hand(state)
    assert state.totals == (200, 230)
    assert state.is_over and state.winner == 1


def test_a_tie_at_the_target_plays_on() -> None:
    rules = SpadesRules(blind_nil=False, target=40, bag_penalty=False)
    state = SpadesState(rules, seed=1, first_dealer=3, deals=[ONE_SUIT_EACH])
    bid_all(state, {0: NIL, 1: 1, 2: 6, 3: 2})
    events: list = []
    while state.hand_number == 1:
        events = state.apply(state.legal_actions()[0])
    assert state.totals == (40, 40)
    assert not state.is_over and state.hand_number == 2
    assert not any(isinstance(e, GameOver) for e in events)
    assert isinstance(events[2], HandScored) and isinstance(events[3], HandStarted)


def test_two_failed_nils_do_not_end_the_game_above_minus_200() -> None:
    """Windows fault: a game ended after two failed nils though nobody reached -200."""
    want = lambda t: t[0] == 1 and t[2] >= 1 and t[1] >= 1 and t[3] >= 1  # noqa: E731
    deal1, tricks1 = find_deal(0, want)
    deal2, tricks2 = find_deal(1, want)
    state = SpadesState(NO_BLIND, seed=1, first_dealer=0, deals=[deal1, deal2])
    for tricks in (tricks1, tricks2):
        bid_all(state, {0: NIL, 1: tricks[1], 2: tricks[2], 3: tricks[3]})
        play_out_hand(state)
    expected = (-100 + 1 + 10 * tricks1[2]) + (-100 + 1 + 10 * tricks2[2])
    assert state.totals[0] == expected > -200
    assert state.bags[0] == 2
    assert not state.is_over and state.hand_number == 3


# -- views ---------------------------------------------------------------------------------


def _cards_in(value: object) -> set[Card]:
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return _cards_in([getattr(value, f) for f in value.__dataclass_fields__])
    return set()


def test_views_hold_only_what_the_seat_may_know() -> None:
    rng = random.Random(4)
    state = SpadesState(SpadesRules(), seed=21)
    for _ in range(40):
        random_move(state, rng)
    for seat in range(4):
        view = state.view(seat)
        assert view.hand == (None if state.cards_hidden(seat) else state.hand(seat))
        public = {card for trick in state.hand_records()[-1].tricks for _, card in trick}
        others = {card for s in range(4) if s != seat for card in state.hand(s)}
        assert not (_cards_in(view) & others - public)
        assert view.legal_actions == (state.legal_actions() if state.turn == seat else ())
        assert view.hand_sizes == tuple(len(state.hand(s)) for s in range(4))
    with pytest.raises(Exception, match="cannot assign"):
        view.turn = 3  # type: ignore[misc]


def test_view_during_bidding_and_after_the_game() -> None:
    state = SpadesState(SpadesRules(), seed=3, first_dealer=0)
    view = state.view(1)
    assert view.phase == BIDDING and view.turn == 1 and view.cards_hidden
    assert view.leader is None and view.current_trick == () and view.team == 1
    play_random_game(state, random.Random(1))
    final = state.view(0)
    assert final.phase == OVER and final.winner == state.winner
    assert final.totals == state.totals and len(final.scores) == state.hand_number


def test_constructor_checks_its_arguments() -> None:
    with pytest.raises(ValueError, match="first_dealer"):
        SpadesState(NO_BLIND, seed=1, first_dealer=4)
    with pytest.raises(ValueError, match="13 cards"):
        SpadesState(NO_BLIND, seed=1, deals=[["2c"] * 4])
    with pytest.raises(ValueError, match="exactly the table's 52 cards"):
        SpadesState(NO_BLIND, seed=1, deals=[[ONE_SUIT_EACH[0]] * 4])
    with pytest.raises(ValueError, match="4 hands"):
        SpadesState(NO_BLIND, seed=1, deals=[ONE_SUIT_EACH[:3]])
    with pytest.raises(ValueError, match="no seat"):
        SpadesState(NO_BLIND, seed=1).view(4)


def test_card_ranks_ace_high() -> None:
    from cardtable.spades.trick_rules import trick_winner_index

    # Seed 001's three examples.
    assert trick_winner_index(parse_cards("Ad Kd 8d 3d")) == 0
    assert trick_winner_index(parse_cards("Kc Jc 2s 7c")) == 2
    assert trick_winner_index(parse_cards("9s Qs Ah Ts")) == 1
    assert trick_winner_index([Card(Rank.ACE, Suit.HEARTS)] * 2) == 0
