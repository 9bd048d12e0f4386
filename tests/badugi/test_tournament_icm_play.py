"""``hard``'s fixed-limit betting in a sit-and-go valued in prizes (``icm_play``): the cash
play's lookahead with each playout's stacks priced by ICM, hard's own chips counted
``EDGE`` times. With prizes that are a straight line in chips it must choose as the cash
play does; with 65/35 and six left it gives up marginal pots a short stack would be
crippled by; heads-up and winner-takes-all it is not used."""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament import stack_play
from cardtable.badugi.tournament.icm import icm_equities
from cardtable.badugi.tournament.icm_play import EDGE, choose_bet_icm, prize_worth, prizes_left
from cardtable.badugi.tournament.stack_play import StackBot
from cardtable.badugi.view import SeatView

STACKS = [600, 1800, 1500, 1200, 2400, 1500]
"""Six left at 30/60: the button (seat 0) has 10 big blinds, above the wrapper's short
stack play (6), so its betting is the lookahead's."""
PAYS = (65, 35)


def spot(seed: int, before: list[tuple[int, Action]], stacks: list[int] = STACKS) -> SeatView:
    """The button's first decision of a six-seat fixed-limit hand after ``before``."""
    rules = BadugiRules(structure="fixed", small_blind=30, big_blind=60)
    hand = HandState(rules, stacks, 0, seed=seed)
    for seat, action in before:
        hand.apply(action, seat)
    assert hand.to_act == 0
    return hand.view(0)


# The button facing a raise with a three-card eight (8d 3s 3d 5h), and first in after a
# limp with a jack-high rough hand (Js 8d 9c 7s).
FACING_RAISE = (32, [(3, Action.fold()), (4, Action.fold()), (5, Action.raise_to(120))])
AFTER_LIMP = (34, [(3, Action.fold()), (4, Action.call()), (5, Action.fold())])


def test_prizes_are_priced_only_with_three_left_and_two_paid() -> None:
    view = spot(*FACING_RAISE)
    assert prizes_left(view, PAYS) == (65.0, 35.0)
    assert prizes_left(view, (100,)) is None  # winner takes all: chips are prizes
    rules = BadugiRules(structure="fixed", small_blind=30, big_blind=60)
    heads_up = HandState(rules, [0, 0, 4500, 0, 4500, 0], 2, seed=1).view(4)
    assert prizes_left(heads_up, PAYS) is None  # heads-up ICM is chips


def test_a_loss_costs_more_prize_than_an_equal_win_brings() -> None:
    even = [1500.0] * 6
    now = prize_worth(even, 0, (65.0, 35.0))
    won = prize_worth([2100.0] + [1380.0] * 5, 0, (65.0, 35.0))
    lost = prize_worth([900.0] + [1620.0] * 5, 0, (65.0, 35.0))
    assert now - lost > won - now
    # The edge makes the bend steeper than plain ICM's.
    plain = [icm_equities(s, (65.0, 35.0))[0] for s in (even, [2100.0] + [1380.0] * 5)]
    plain_lost = icm_equities([900.0] + [1620.0] * 5, (65.0, 35.0))[0]
    assert (now - lost) / (won - now) > (plain[0] - plain_lost) / (plain[1] - plain[0])
    assert EDGE > 1.0


def test_with_chips_as_prizes_it_chooses_as_the_cash_play() -> None:
    # Winner takes all and no edge: the prize is a straight line in our chips, so every
    # choice is the lookahead's own (the same deals, numbers and rule).
    for seed, before in (FACING_RAISE, AFTER_LIMP):
        view = spot(seed, before)
        for bot_seed in range(3):
            inner = make_bot("hard", bot_seed)
            linear = choose_bet_icm(view, view.legal, inner, (100.0,), edge=1.0)
            assert linear == inner.act(view)


def test_a_short_stack_gives_up_marginal_pots_in_prizes() -> None:
    # Over these spots and bot seeds the cash play goes on in 8 and the prize play in 6: it
    # never goes on where the cash play folds, and folds two that chips would play.
    cash_on = prize_on = 0
    for seed, before in (FACING_RAISE, AFTER_LIMP):
        view = spot(seed, before)
        for bot_seed in range(5):
            inner = make_bot("hard", bot_seed)
            cash = inner.act(view)
            prize = choose_bet_icm(view, view.legal, inner, (65.0, 35.0))
            assert not (cash.kind == "fold" and prize.kind != "fold")
            cash_on += cash.kind != "fold"
            prize_on += prize.kind != "fold"
    assert (cash_on, prize_on) == (8, 6)


def test_the_sit_and_go_wrapper_plays_it_for_hard_only() -> None:
    view = spot(*AFTER_LIMP)
    inner = make_bot("hard", 1)
    assert inner.act(view) == Action.raise_to(120)
    assert StackBot(make_bot("hard", 1), "hard", PAYS, 1).act(view) == Action.fold()
    # medium's tournament play is its own, unchanged.
    medium = make_bot("medium", 1)
    assert StackBot(make_bot("medium", 1), "medium", PAYS, 1).act(view) == medium.act(view)
    # Switched off (the study's base), hard plays its cash choice.
    stack_play.ICM_BETTING = False
    try:
        assert StackBot(make_bot("hard", 1), "hard", PAYS, 1).act(view) == Action.raise_to(120)
    finally:
        stack_play.ICM_BETTING = True
