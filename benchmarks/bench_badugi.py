"""Badugi speed, side by side with pokerkit on this machine. Prints numbers; asserts nothing.

1. Hand comparisons per second: ``evaluate(a) < evaluate(b)`` against pokerkit's
   ``BadugiHand.from_game(a) < BadugiHand.from_game(b)``, on the same random hands.
2. Complete random hands per second, heads-up and 6-max fixed limit: our ``HandState``
   against pokerkit's ``FixedLimitBadugi`` state machine, both driven by the same uniformly
   random policy (pick a legal kind of action, then a random discard), dealing automated.

Run: ``.venv/bin/python benchmarks/bench_badugi.py [--seconds S]``
"""

from __future__ import annotations

import argparse
import random
import time
import warnings

from cardtable.badugi import evaluate
from cardtable.badugi.actions import Action
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.core import full_deck


def rate(fn, seconds: float) -> float:
    """Calls of ``fn`` per second over about ``seconds`` (fn returns how many units it did)."""
    done, t0 = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - t0) < seconds:
        done += fn()
    return done / elapsed


def bench_compare(seconds: float) -> tuple[float, float]:
    """(ours, pokerkit) on random four-card hands."""
    import pokerkit

    rng = random.Random(1)
    deck = full_deck()
    hands = [rng.sample(deck, 4) for _ in range(200_000)]
    pk = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in deck}
    pairs = list(zip(hands[::2], hands[1::2], strict=True))
    pk_pairs = [([pk[c] for c in a], [pk[c] for c in b]) for a, b in pairs[:2000]]

    def ours() -> int:
        for a, b in pairs:
            evaluate(a) < evaluate(b)  # noqa: B015
        return len(pairs)

    mine = rate(ours, seconds)

    def theirs() -> int:
        from_game = pokerkit.BadugiHand.from_game
        for a, b in pk_pairs[:200]:
            from_game(a) < from_game(b)  # noqa: B015
        return 200

    return mine, rate(theirs, seconds)


def our_hand(n: int, rng: random.Random, k: int) -> int:
    state = HandState(BadugiRules(), [200] * n, k % n, seed=k)
    while state.to_act is not None:
        legal = state.legal_actions()
        kind = rng.choice(sorted(legal.kinds))
        if kind == "draw":
            hand = state.hands[legal.seat]
            action = Action.draw(rng.sample(hand, rng.randint(0, 4)))
        elif kind in ("bet", "raise"):
            action = Action(kind, legal.min_to)
        else:
            action = Action(kind)
        state.apply(action)
    return 1


def pokerkit_hand(n: int, rng: random.Random) -> int:
    import pokerkit as pk

    A = pk.Automation
    state = pk.FixedLimitBadugi.create_state(
        (
            A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING,
            A.HOLE_DEALING, A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING,
            A.CHIPS_PUSHING, A.CHIPS_PULLING,
        ),  # fmt: skip
        True, 0, (1, 2), 2, 4, [200] * n, n,
    )  # fmt: skip
    while state.status:
        if state.can_stand_pat_or_discard():
            i = state.stand_patter_or_discarder_index
            hole = list(state.hole_cards[i])
            state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, 4)))
            continue
        kinds = []
        if state.can_fold():
            kinds.append("fold")
        if state.can_check_or_call():
            kinds.append("call")
        if state.can_complete_bet_or_raise_to():
            kinds.append("raise")
        kind = rng.choice(kinds)
        if kind == "fold":
            state.fold()
        elif kind == "call":
            state.check_or_call()
        else:
            state.complete_bet_or_raise_to()
    return 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    ours, theirs = bench_compare(args.seconds)
    print(f"hand comparisons/s   cardtable {ours:>12,.0f}   pokerkit {theirs:>10,.0f}"
          f"   ratio {ours / theirs:6.1f}x")  # fmt: skip
    for n in (2, 6):
        rng = random.Random(n)
        counter = iter(range(10**9))
        a = rate(lambda: our_hand(n, rng, next(counter)), args.seconds)  # noqa: B023
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            b = rate(lambda: pokerkit_hand(n, rng), args.seconds)  # noqa: B023
        print(f"random hands/s {n}-max cardtable {a:>12,.0f}   pokerkit {b:>10,.0f}"
              f"   ratio {a / b:6.1f}x")  # fmt: skip


if __name__ == "__main__":
    main()
