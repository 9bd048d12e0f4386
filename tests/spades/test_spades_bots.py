"""The baseline Spades bots: registry, seed 001's bid count, sound basic play, strength."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Card, parse_card, parse_cards
from cardtable.games import bot_names, make_bot
from cardtable.spades import NIL, Bid, Play, ShowCards, SpadesRules, SpadesState
from cardtable.spades.bots import BasicBot, RandomBot, basic_bid, count_tricks
from cardtable.spades.trick_rules import HIGH_RANK

TWO_SUITS_EACH = [
    "2c 3c 4c 5c 6c 7c 2s 3s 4s 5s 6s 7s 8s",
    "8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d",
    "8d 9d Td Jd Qd Kd Ad 2h 3h 4h 5h 6h 7h",
    "8h 9h Th Jh Qh Kh Ah 9s Ts Js Qs Ks As",
]


def test_registered_bots() -> None:
    assert {"random", "basic"} <= set(bot_names("spades"))
    assert make_bot("spades", "random", 1).name == "random"
    assert make_bot("spades", "basic", 1).name == "basic"


@pytest.mark.parametrize(
    ("hand", "tricks"),
    [
        # Non-spade aces 1 each, kings 1/2 each.
        ("Ah Ad Ac Kh Kd 2h 3h 4d 5d 6c 7c 8c 9c", 4.0),
        # A K Q of spades: 3 sure tricks; no short suits.
        ("As Ks Qs 2h 3h 4h 2d 3d 4d 2c 3c 4c 5c", 3.0),
        # K Q of spades alone: 1; with more spades: 2.
        ("Ks Qs 2h 3h 4h 5h 2d 3d 4d 5d 2c 3c 4c", 1.0),
        ("Ks Qs 3s 2h 3h 4h 5h 2d 3d 4d 2c 3c 4c", 2.0),
        # Five small spades win one trick.
        ("2s 3s 4s 5s 6s 2h 3h 4h 2d 3d 4d 2c 3c", 1.0),
        # A void and a singleton: two ruffs with the two spades not counted as winners.
        ("As 3s 4s 2h 3h 4h 5h 6h 7h 8h 9h Th 2d", 1 + 2.0),
    ],
)
def test_count_tricks_follows_seed_001(hand: str, tricks: float) -> None:
    assert count_tricks(parse_cards(hand)) == tricks


def test_basic_bid_rounds_and_never_bids_nil() -> None:
    assert basic_bid(parse_cards("Ah Ad Ac Kh 2h 3h 4d 5d 6c 7c 8c 9c Td"), 13) == 4  # 3.5 up
    nothing = parse_cards("2h 3h 4h 5h 2d 3d 4d 5d 2c 3c 4c 5c 6c")
    assert count_tricks(nothing) == 0 and basic_bid(nothing, 13) == 1
    rng = random.Random(3)
    bot = BasicBot(0)
    for seed in range(300):
        state = SpadesState(SpadesRules(players=rng.choice([3, 4, 5, 6])), seed=seed)
        seat = state.turn
        action = bot.act(state.view(seat))
        assert action == ShowCards(seat), "basic never bids blind nil: it looks first"
        state.apply(action)
        bid = bot.act(state.view(seat))
        assert isinstance(bid, Bid) and bid.value != NIL and 1 <= bid.value <= state.rules.max_bid
        assert bid in state.legal_actions()


def _position(moves: list[str]) -> SpadesState:
    state = SpadesState(
        SpadesRules(blind_nil=False), seed=1, first_dealer=3, deals=[TWO_SUITS_EACH]
    )
    for seat, bid in zip([0, 1, 2, 3], [1, 3, 3, 4], strict=True):
        state.apply(Bid(seat, bid))
    for text in moves:
        state.apply(Play(state.turn, parse_card(text)))
    return state


def test_basic_wins_cheaply_follows_low_and_leaves_partner_tricks_alone() -> None:
    bot = BasicBot()
    state = _position(["2c"])
    assert bot.act(state.view(1)) == Play(1, parse_card("8c")), "the cheapest card that wins"
    state.apply(Play(1, parse_card("8c")))
    assert bot.act(state.view(2)) == Play(2, parse_card("2h")), "cannot win: lowest card"
    state.apply(Play(2, parse_card("2h")))
    # Partner (seat 1) is winning: seat 3 does not trump it and throws its lowest card.
    assert bot.act(state.view(3)) == Play(3, parse_card("8h"))


def test_basic_trumps_an_opponent_with_its_lowest_spade() -> None:
    bot = BasicBot()
    # Seat 1 wins the first trick and leads a diamond; opponent seat 2 wins it with the ace.
    state = _position(["2c", "Ac", "2h", "8h", "2d", "Ad"])
    assert state.turn == 3
    assert bot.act(state.view(3)) == Play(3, parse_card("9s"))


def test_basic_leads_the_cheapest_sure_winner() -> None:
    bot = BasicBot()
    state = _position(["2c", "8c", "2h", "9s"])  # seat 3 ruffs and leads
    assert state.turn == 3
    # Only 3h-7h are out against its 8h-Ah: 8h cannot lose; a side suit before spades.
    assert bot.act(state.view(3)) == Play(3, parse_card("8h"))
    state = _position(["2c", "Ac", "2h", "8h"])  # seat 1 wins and leads
    assert bot.act(state.view(1)) == Play(1, parse_card("8c")), "only 3c-7c are out"


def test_basic_leads_low_from_its_longest_suit_without_a_sure_winner() -> None:
    bot = BasicBot()
    state = _position([])
    # Seat 0 (2c-7c, 2s-8s): no sure winner; spades cannot be led, so its lowest club.
    assert bot.act(state.view(0)) == Play(0, parse_card("2c"))


def _key(card: Card, led: int) -> int:
    if card.suit == 3:
        return 100 + HIGH_RANK[card.index]
    return HIGH_RANK[card.index] if card.suit == led else 0


def test_basic_follow_policy_in_random_positions() -> None:
    """In any follow position: play the cheapest winner, else the lowest card."""
    rng = random.Random(8)
    bot = BasicBot()
    checked = 0
    for seed in range(60):
        state = SpadesState(SpadesRules(blind_nil=False), seed=seed)
        while not state.is_over and state.hand_number == 1:
            view = state.view(state.turn)
            legal = state.legal_actions()
            if isinstance(legal[0], Play) and view.current_trick:
                led = view.current_trick[0][1].suit
                keys = [_key(c, led) for _, c in view.current_trick]
                best = keys.index(max(keys))
                partner_winning = view.current_trick[best][0] % 2 == view.seat % 2
                cards = [a.card for a in legal]
                winners = [c for c in cards if _key(c, led) > keys[best]]
                choice = bot.act(view)
                assert choice in legal
                if winners and not partner_winning:
                    assert _key(choice.card, led) == min(_key(c, led) for c in winners)
                else:
                    low = min((_key(c, led), HIGH_RANK[c.index]) for c in cards)
                    assert (_key(choice.card, led), HIGH_RANK[choice.card.index]) == low
                checked += 1
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 1000


def test_random_bot_is_reproducible_and_covers_the_legal_actions() -> None:
    state = SpadesState(SpadesRules(blind_nil=False), seed=2)
    view = state.view(state.turn)
    a = [RandomBot(5).act(view) for _ in range(3)]
    b = RandomBot(5)
    assert [b.act(view) for _ in range(1)] == a[:1]
    bot = RandomBot(1)
    seen = {bot.act(view) for _ in range(2000)}
    assert seen == set(view.legal_actions)
    with pytest.raises(ValueError):
        bot.act(state.view((state.turn + 1) % 4))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_bots_play_whole_games_at_every_table_size(players: int) -> None:
    names = ["basic", "random"] * 3
    bots = [make_bot("spades", names[s], s) for s in range(players)]
    state = SpadesState(SpadesRules(players=players), seed=players)
    while not state.is_over:
        state.apply(bots[state.turn].act(state.view(state.turn)))
    assert state.winner is not None


def test_basic_beats_random() -> None:
    wins = 0
    for seed in range(30):
        bots = [make_bot("spades", n, seed) for n in ("basic", "random", "basic", "random")]
        state = SpadesState(SpadesRules(), seed=seed)
        while not state.is_over:
            state.apply(bots[state.turn].act(state.view(state.turn)))
        wins += state.winner == 0
    assert wins >= 27
