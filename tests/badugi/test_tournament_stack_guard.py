"""``hard``'s stack-off guard in a sit-and-go: deep before the draw in pot or no limit, it
does not put a quarter of its chips or more in with a middling hand against a player whose
raises are not overbets (the raise wars it lost to ``medium``'s value re-raises), and plays
push or fold from 10 big blinds, as ``medium`` does."""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.bot_menu import make_bot
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.tournament.stack_play import PUSH_DEPTH, StackBot, preflop_chance
from cardtable.core.cards import full_deck, parse_cards

WEAK = "Kc Kd Qh Qs"
WHEEL = "Ac 2d 3h 4s"


def deck_for(first: str, second: str) -> list:
    """Heads-up, button (seat 0) dealt ``first`` and seat 1 ``second``."""
    a, b = parse_cards(first), parse_cards(second)
    top = [c for pair in zip(b, a, strict=True) for c in pair]
    return top + [c for c in full_deck() if c not in top]


def raise_war(mine: str, structure: str = "no_limit") -> HandState:
    """75 big blinds each; the button (seat 0) raised to 60 and was re-raised to 200."""
    rules = BadugiRules(structure=structure, small_blind=10, big_blind=20)
    hand = HandState(rules, [1500, 1500], 0, seed=3, deck=deck_for(mine, WHEEL))
    if structure == "fixed":
        return hand
    hand.apply(Action.raise_to(60), 0)
    hand.apply(Action.raise_to(200), 1)
    return hand


def hard() -> StackBot:
    return StackBot(make_bot("hard", 5), "hard", (100,), 5)


def test_a_middling_hand_does_not_shove_into_a_re_raise() -> None:
    hand = raise_war(WEAK)
    view = hand.view(0)
    assert preflop_chance(view) < 0.6
    bot = hard()
    # Shoving becomes a call while the call stays under a quarter of the chips...
    assert bot._guard_stack_off(view, view.legal, Action.raise_to(1500)) == Action.call()
    # ...a raise that stays under it stands...
    assert bot._guard_stack_off(view, view.legal, Action.raise_to(350)) == Action.raise_to(350)
    # ...a raise past it with the call under it is a call...
    assert bot._guard_stack_off(view, view.legal, Action.raise_to(450)) == Action.call()
    # ...and a call of a re-raise past it is a fold.
    hand.apply(Action.raise_to(350), 0)
    hand.apply(Action.raise_to(1500), 1)
    view = hand.view(0)
    assert bot._guard_stack_off(view, view.legal, Action.call()) == Action.fold()


def test_a_strong_hand_may_stack_off() -> None:
    view = raise_war("Ad 2c 3s 4h").view(0)
    assert preflop_chance(view) >= 0.6
    assert hard()._guard_stack_off(view, view.legal, Action.raise_to(1500)) == Action.raise_to(1500)


def test_against_an_overbet_shove_the_cash_play_stands() -> None:
    rules = BadugiRules(structure="no_limit", small_blind=10, big_blind=20)
    hand = HandState(rules, [1500, 1500], 0, seed=3, deck=deck_for(WEAK, WHEEL))
    hand.apply(Action.raise_to(60), 0)
    hand.apply(Action.raise_to(1500), 1)  # 1,440 more into a pot of 120: 12 pots
    view = hand.view(0)
    assert hard()._guard_stack_off(view, view.legal, Action.call()) == Action.call()
    # The re-raise to 200 of ``raise_war`` (1.2 pots) is no overbet: the guard holds.
    view = raise_war(WEAK).view(0)
    assert hard()._guard_stack_off(view, view.legal, Action.raise_to(1500)) == Action.call()


def test_fixed_limit_and_after_the_draw_are_left_alone() -> None:
    hand = raise_war(WEAK, "fixed")
    view = hand.view(0)
    legal = view.legal
    assert hard()._guard_stack_off(view, legal, Action.raise_to(legal.max_to)).kind == "raise"
    hand = raise_war(WEAK)
    hand.apply(Action.call(), 0)  # to the draw
    while "draw" in (hand.legal_actions().kinds if hand.to_act is not None else ()):
        hand.apply(Action.stand_pat(), hand.to_act)
    view = hand.view(hand.to_act)
    assert view.street == 1
    bet = Action.bet(view.legal.max_to)
    assert hard()._guard_stack_off(view, view.legal, bet) == bet


def test_hard_plays_push_or_fold_at_ten_big_blinds() -> None:
    assert PUSH_DEPTH["hard"] == PUSH_DEPTH["medium"] == 10
    rules = BadugiRules(structure="no_limit", small_blind=50, big_blind=100)
    good = HandState(rules, [950, 950], 0, seed=1, deck=deck_for(WHEEL, WEAK))
    assert hard().act(good.view(0)) == Action.raise_to(950)
    bad = HandState(rules, [950, 950], 0, seed=1, deck=deck_for(WEAK, WHEEL))
    assert hard().act(bad.view(0)) == Action.fold()
