"""``own_tree`` (issue 28's study option): off by default, legal at 3, 5 and 6 players,
reproducible when its iterations bound it, and it keeps the policy's card without a clear gain."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Card, card_from_index
from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.actions import Play
from cardtable.spades.ai import bots as bots_module
from cardtable.spades.ai.bots import HardBot, HardOwnTreeBot
from cardtable.spades.ai.own_tree import own_tree_card
from cardtable.spades.ai.search import start_search
from cardtable.spades.bot_menu import BOTS, make_bot
from cardtable.spades.views import SeatView


def _hard(seed: int, own_tree: float | None = None) -> HardBot:
    bot = HardBot(seed, budget_ms=None, samples=6, own_tree=own_tree)
    bot.bid_samples = 10
    return bot


def _views(players: int, seed: int, cards: int) -> list[tuple[SpadesState, SeatView]]:
    """The first ``cards`` card choices of a hand, each with its state."""
    state = SpadesState(SpadesRules(players=players), seed)
    table = [_hard(s) for s in range(players)]
    out = []
    while len(out) < cards:
        seat = state.turn
        assert seat is not None
        if any(isinstance(a, Play) for a in state.legal_actions()):
            out.append((state.clone(), state.view(seat)))
        state.apply(table[seat].act(state.view(seat)))
    return out


@pytest.mark.parametrize("players", [3, 5, 6])
def test_plays_a_whole_hand_legally(players: int) -> None:
    state = SpadesState(SpadesRules(players=players), 21)
    table = [_hard(s, own_tree=1.0) for s in range(players)]
    while state.hand_number == 1 and not state.is_over:
        seat = state.turn
        assert seat is not None
        action = table[seat].act(state.view(seat))
        assert action in state.legal_actions()
        state.apply(action)
    assert len(state.history) == 1


def test_same_seed_same_card() -> None:
    for state, view in _views(3, 4, 6):
        a = own_tree_card(view, random.Random(9), None, iterations=50)
        b = own_tree_card(view, random.Random(9), None, iterations=50)
        assert a == b
        assert Play(view.seat, a) in state.legal_actions()


def test_no_clear_gain_keeps_the_policy_card() -> None:
    """With a bar no gain can clear, the card is the policy's (its group's searched card);
    with no bar the search picks its most visited card, not always the policy's."""
    differs = 0
    for _state, view in _views(3, 8, 12):
        opened = start_search(view)
        if isinstance(opened, Card):
            continue
        favourite = card_from_index(opened.favourite)
        kept = own_tree_card(view, random.Random(1), None, iterations=60, keep=1e9)
        assert kept == favourite
        free = own_tree_card(view, random.Random(1), None, iterations=60, keep=0.0)
        differs += free != favourite
    assert differs > 0


def test_hard_does_not_use_it_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[float] = []

    def spy(
        view: SeatView, rng: random.Random, budget: float | None, cap: int, keep: float
    ) -> object:
        calls.append(keep)
        return own_tree_card(view, rng, budget, min(cap, 20), keep=keep)

    monkeypatch.setattr(bots_module, "own_tree_card", spy)
    _, view = _views(3, 5, 2)[1]
    _hard(1).choose_card(view)
    assert calls == []
    _hard(1, own_tree=2.0).choose_card(view)
    assert calls == [2.0]


def test_the_arena_names_it_and_the_table_does_not_offer_it() -> None:
    assert "hard-own" not in BOTS.names()
    assert "hard-own" in BOTS.names(unlisted=True)
    bot = make_bot("hard-own", 1)
    assert isinstance(bot, HardOwnTreeBot) and bot.own_tree == 1.0
