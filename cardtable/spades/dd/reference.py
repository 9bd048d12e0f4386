"""A plain exhaustive search of Spades endings: the yardstick the double-dummy layer
(``dd``) is checked against, in the tests and in ``benchmarks/bench_spades_dd.py``.

Plain on purpose: minimax over every legal card of every seat to the end of the hand,
remembering positions already valued and nothing else: no alpha-beta, no grouping of
equivalent cards, no DDS. It shares no code with ``dd``; its rules are the engine's
(``trick_play``): follow the suit led if you can; no spade led before one has been played
unless the leader holds only spades (or the table's option allows it); a strictly higher
``cards.TRICK_KEY`` takes the trick. The tests hold it to the engine itself, playing every
line of small endings through ``SpadesState``.

Its cost grows about tenfold per card a hand: fine to 5 cards (a second or two), hopeless for
a whole hand. ``random_ending`` makes endings by playing real games with the engine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.core.cards import card_from_index
from cardtable.spades.actions import Bid, Play, ShowCards
from cardtable.spades.phase import Phase
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.state import SpadesState
from cardtable.spades.trick_rules import SPADES, TRICK_KEY

_SUIT_BITS = tuple(sum(1 << i for i in range(52) if i % 4 == s) for s in range(4))


def legal_cards(
    hand: int, trick: Sequence[tuple[int, int]], broken: bool, lead_any: bool
) -> list[int]:
    """The card indices a seat holding ``hand`` may play to ``trick`` (the engine's rules)."""
    if trick:
        follow = hand & _SUIT_BITS[trick[0][1] % 4]
        cards = follow if follow else hand
    elif broken or lead_any or hand & ~_SUIT_BITS[SPADES] == 0:
        cards = hand
    else:
        cards = hand & ~_SUIT_BITS[SPADES]
    return [i for i in range(52) if cards >> i & 1]


def _winner(trick: Sequence[tuple[int, int]]) -> int:
    """The seat whose card takes a full ``trick`` of (seat, card index) pairs: the strictly
    highest ``TRICK_KEY`` for the suit led (the first of two equal copies stays ahead)."""
    keys = TRICK_KEY[trick[0][1] % 4]
    winner, top = trick[0][0], keys[trick[0][1]]
    for s, i in trick[1:]:
        if keys[i] > top:
            winner, top = s, keys[i]
    return winner


def exhaustive_state(state: SpadesState) -> dict[int, int]:
    """``exhaustive`` of the position a game is in (its card play)."""
    if state.phase is not Phase.PLAYING or state.to_act is None:
        raise ValueError("the position must be in the card play")
    if state.players != 4:
        raise ValueError("the yardstick is for four players")
    return exhaustive(
        [sum(c.bit for c in state.hand(s)) for s in range(4)],
        [(s, c.index) for s, c in state.current_trick],
        state.to_act,
        state.spades_broken,
        state.rules,
    )


def exhaustive(
    hands: list[int],
    trick: list[tuple[int, int]],
    to_act: int,
    broken: bool,
    rules: SpadesRules,
) -> dict[int, int]:
    """For each card ``to_act`` may play now (by card index): the most tricks its side can be
    sure of from the current trick to the end of the hand, every hand open. ``hands`` are
    card bit masks by seat, ``trick`` the (seat, card index) pairs on the table."""
    n = 4
    step = 1 if rules.direction == CLOCKWISE else -1
    order = [(s + step) % n for s in range(n)]
    lead_any = rules.spades_lead_any_time
    memo: dict[Any, int] = {}

    def legal(seat: int, hands: list[int], trick: tuple[tuple[int, int], ...], broken: bool):
        return legal_cards(hands[seat], trick, broken, lead_any)

    def after(seat: int, index: int, hands: list[int], trick, broken: bool):
        """(won by team 0 now, next seat, hands, trick, broken) after ``seat`` plays."""
        hands = list(hands)
        hands[seat] &= ~(1 << index)
        broken = broken or index % 4 == SPADES
        trick = (*trick, (seat, index))
        if len(trick) < n:
            return 0, order[seat], hands, trick, broken
        winner = _winner(trick)
        return (1 if winner % 2 == 0 else 0), winner, hands, (), broken

    def value(seat: int, hands: list[int], trick, broken: bool) -> int:
        """Team 0's tricks from here on."""
        if not any(hands):
            return 0
        key = (seat, tuple(hands), trick, broken)
        found = memo.get(key)
        if found is not None:
            return found
        results = []
        for index in legal(seat, hands, trick, broken):
            won, nxt, h, t, b = after(seat, index, hands, trick, broken)
            results.append(won + value(nxt, h, t, b))
        v = max(results) if seat % 2 == 0 else min(results)
        memo[key] = v
        return v

    seat = to_act
    left = max(h.bit_count() for h in hands)
    out = {}
    for index in legal(seat, hands, tuple(trick), broken):
        won, nxt, h, t, b = after(seat, index, hands, tuple(trick), broken)
        team0 = won + value(nxt, h, t, b)
        out[index] = team0 if seat % 2 == 0 else left - team0
    return out


def exhaustive_ab(
    hands: list[int],
    trick: list[tuple[int, int]],
    to_act: int,
    broken: bool,
    rules: SpadesRules,
) -> dict[int, int]:
    """``exhaustive``'s answer by minimax with alpha-beta cuts and a table of proven bounds
    (fail-soft): the same game and the same figures, fast enough for 7 to 9 cards a hand
    (seconds where ``exhaustive`` takes minutes). Still no grouping of cards, no DDS and no
    code shared with ``dd``; every legal card of every seat is tried in index order. The tests
    hold it to ``exhaustive`` on small endings."""
    n = 4
    step = 1 if rules.direction == CLOCKWISE else -1
    lead_any = rules.spades_lead_any_time
    table: dict[Any, tuple[int, int]] = {}

    def value(
        seat: int, hands: tuple[int, ...], trick: tuple, broken: bool, alpha: int, beta: int
    ) -> int:
        left = max(h.bit_count() for h in hands)
        if left == 0:
            return 0
        key = (seat, hands, trick, broken)
        low, high = table.get(key, (0, left))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        maximise = seat % 2 == 0
        best = -1 if maximise else left + 1
        for index in _distinct(legal_cards(hands[seat], trick, broken, lead_any), hands, trick):
            h = list(hands)
            h[seat] &= ~(1 << index)
            nb = broken or index % 4 == SPADES
            t = (*trick, (seat, index))
            if len(t) < n:
                v = value((seat + step) % n, tuple(h), t, nb, a, b)
            else:
                winner = _winner(t)
                won = 1 if winner % 2 == 0 else 0
                v = won + value(winner, tuple(h), (), nb, a - won, b - won)
            if maximise:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        window = (max(alpha, low), min(beta, high))
        if best <= window[0]:
            table[key] = (low, min(high, best))
        elif best >= window[1]:
            table[key] = (max(low, best), high)
        else:
            table[key] = (best, best)
        return best

    seat = to_act
    left = max(h.bit_count() for h in hands)
    out = {}
    for index in legal_cards(hands[seat], tuple(trick), broken, lead_any):
        h = list(hands)
        h[seat] &= ~(1 << index)
        nb = broken or index % 4 == SPADES
        t = (*trick, (seat, index))
        if len(t) < n:
            team0 = value((seat + step) % n, tuple(h), t, nb, -1, left + 1)
        else:
            winner = _winner(t)
            won = 1 if winner % 2 == 0 else 0
            team0 = won + value(winner, tuple(h), (), nb, -1, left)
        out[index] = team0 if seat % 2 == 0 else left - team0
    return out


_RANK_ORDER = tuple(sorted(range(52), key=lambda i: (i % 4, (i // 4 - 1) % 13)))
"""Card indices by suit, then rank from the two up to the ace (index 0..3 are the aces)."""


def _distinct(
    legal: list[int], hands: Sequence[int], trick: Sequence[tuple[int, int]]
) -> list[int]:
    """``legal`` less the cards that touch a higher card of ``legal`` in the same suit (no
    live card ranked between them): such a card wins and loses exactly the tricks its higher
    neighbour does, so trying one of them is enough. Highest first (winners first cut
    sooner)."""
    live = 0
    for h in hands:
        live |= h
    for _, i in trick:
        live |= 1 << i
    mine = set(legal)
    out: list[int] = []
    previous, suit = -1, -1  # the last live card seen, walking up each suit
    for i in _RANK_ORDER:
        if i % 4 != suit:
            previous, suit = -1, i % 4
        if not live >> i & 1:
            continue
        if i in mine:
            if previous in mine:
                out.remove(previous)  # the lower of two touching legal cards goes
            out.append(i)
        previous = i
    return out[::-1]


def exhaustive_points(
    hands: list[int],
    trick: list[tuple[int, int]],
    to_act: int,
    broken: bool,
    rules: SpadesRules,
    bids: Sequence[Any],
    took: Sequence[int],
) -> dict[int, int]:
    """For each card ``to_act`` may play: its side's points for the hand minus the
    opponents', every hand open and everyone playing for that margin to the end, the points
    by the engine's scorer (``scoring.score_team``) with bags counted for nothing (its
    points less its bags; no bag penalty). ``bids`` are the four bids (``"nil"``,
    ``"blind_nil"`` or numbers), ``took`` the tricks each seat has taken so far. Plain
    minimax over every legal card: the yardstick of ``dd.stakes``."""
    from dataclasses import replace

    from cardtable.spades.scoring import score_team

    n = 4
    step = 1 if rules.direction == CLOCKWISE else -1
    lead_any = rules.spades_lead_any_time
    plain = replace(rules, bag_penalty=False)
    memo: dict[Any, int] = {}

    def margin(final: Sequence[int]) -> int:
        """Team 0's points less its bags, minus team 1's."""
        out = 0
        for team in (0, 1):
            seats = [team, team + 2]
            score = score_team(team, [bids[s] for s in seats], [final[s] for s in seats], 0, 0,
                               plain)  # fmt: skip
            out += (1 if team == 0 else -1) * (score.points - score.bags)
        return out

    def value(
        seat: int, hands: tuple[int, ...], trick: tuple, broken: bool, took: tuple[int, ...]
    ) -> int:
        if not any(hands) and not trick:
            return margin(took)
        key = (seat, hands, trick, broken, took)
        found = memo.get(key)
        if found is not None:
            return found
        results = []
        for index in legal_cards(hands[seat], trick, broken, lead_any):
            results.append(after(seat, index, hands, trick, broken, took))
        v = max(results) if seat % 2 == 0 else min(results)
        memo[key] = v
        return v

    def after(
        seat: int,
        index: int,
        hands: tuple[int, ...],
        trick: tuple,
        broken: bool,
        took: tuple[int, ...],
    ) -> int:
        h = list(hands)
        h[seat] &= ~(1 << index)
        nb = broken or index % 4 == SPADES
        t = (*trick, (seat, index))
        if len(t) < n:
            return value((seat + step) % n, tuple(h), t, nb, took)
        keys = TRICK_KEY[t[0][1] % 4]
        winner, top = t[0][0], keys[t[0][1]]
        for s, i in t[1:]:
            if keys[i] > top:
                winner, top = s, keys[i]
        new = list(took)
        new[winner] += 1
        return value(winner, tuple(h), (), nb, tuple(new))

    out = {}
    for index in legal_cards(hands[to_act], tuple(trick), broken, lead_any):
        team0 = after(to_act, index, tuple(hands), tuple(trick), broken, tuple(took))
        out[index] = team0 if to_act % 2 == 0 else -team0
    return out


def random_ending(
    rng: random.Random,
    cards: int,
    in_trick: int = 0,
    avoid_spades: float = 0.9,
    rules: SpadesRules | None = None,
) -> SpadesState:
    """A game played by the engine from a random deal until the seat to play holds
    ``cards`` cards with ``in_trick`` (0-3) cards already on the table. Every seat bids 3;
    cards are chosen at random, a non-spade with chance ``avoid_spades`` when there is one
    (so many endings keep spades unbroken)."""
    if not 1 <= cards <= 13 or not 0 <= in_trick <= 3:
        raise ValueError("an ending holds 1 to 13 cards a hand and 0 to 3 cards in the trick")
    if rules is None:
        rules = SpadesRules(direction=rng.choice((CLOCKWISE, COUNTERCLOCKWISE)))
    state = SpadesState(rules, rng.getrandbits(32), first_dealer=rng.randrange(4))
    while state.phase is Phase.BIDDING:
        seat = state.to_act
        assert seat is not None
        if state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, 3))
    while True:
        seat = state.to_act
        assert seat is not None
        if len(state.hand(seat)) == cards and len(state.current_trick) == in_trick:
            return state
        legal = [a for a in state.legal_actions() if isinstance(a, Play)]
        plain = [a for a in legal if a.card.suit != SPADES]
        pick = plain if plain and rng.random() < avoid_spades else legal
        state.apply(rng.choice(pick))


Position = tuple[list[int], list[tuple[int, int]], int, bool]
"""(hands as card bit masks by seat, the trick as (seat, card index) pairs, the seat to play,
spades broken): what ``exhaustive`` reads besides the rules."""


def random_unbroken_position(
    rng: random.Random, cards: int, in_trick: int, rules: SpadesRules
) -> Position:
    """A position with spades not yet broken and the lead rule still able to bind: each seat
    is dealt ``cards`` cards at random and ``in_trick`` non-spades are played to the trick
    by the rules, some seat holding spades and other cards. Real play rarely keeps spades
    unbroken this late, so the check of the lead rule needs these made up."""
    if not 2 <= cards <= 13 or not 0 <= in_trick <= 3:
        # With one card a hand nobody holds spades and other cards: the rule cannot bind.
        raise ValueError("a position holds 2 to 13 cards a hand and 0 to 3 cards in the trick")
    step = 1 if rules.direction == CLOCKWISE else -1
    while True:
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << i for i in deck[s * cards : (s + 1) * cards]) for s in range(4)]
        seat = rng.randrange(4)
        trick: list[tuple[int, int]] = []
        for _ in range(in_trick):
            plain = [i for i in legal_cards(hands[seat], trick, False, False) if i % 4 != SPADES]
            if not plain:
                break
            index = rng.choice(plain)
            hands[seat] &= ~(1 << index)
            trick.append((seat, index))
            seat = (seat + step) % 4
        spades = _SUIT_BITS[SPADES]
        both = any(h & spades and h & ~spades for h in hands)
        if len(trick) == in_trick and both:
            return hands, trick, seat, False


def card_values(values: dict[int, int]) -> dict[str, int]:
    """``exhaustive``'s answer with cards as text (for messages)."""
    return {str(card_from_index(i)): v for i, v in sorted(values.items())}
