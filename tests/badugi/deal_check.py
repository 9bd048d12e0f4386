"""An independent check of a Badugi record's deal, written from RULES.md and the record alone.

It imports nothing of the engine: it reads the record's ``deck``, ``dealt`` and ``log`` as an
outside verifier would and checks every card that moved. The rules it checks:

- four cards each from the top of the deck, one at a time, starting left of the button;
- a drawer is dealt the first cards of the stub that he did not discard himself this hand
  (the others keep their place), and never a card he discarded;
- there is a reshuffle only when the stub holds fewer such cards than he draws: he first gets
  all of them, then the new stub is every card out of play (discards, folded hands) that he
  did not discard himself, and he gets the rest from its top.
"""

from __future__ import annotations

from typing import Any


def _cards(text: str) -> list[str]:
    return text.split()


class DealError(AssertionError):
    pass


def check_deal(record: dict[str, Any]) -> int:
    """Check the record's deal; returns the number of reshuffles. Raises DealError."""
    hand = record["hand"]
    stacks = hand["stacks"]
    n = len(stacks)
    button = hand["button"]
    deck = _cards(record["deck"])
    if len(deck) != 52 or len(set(deck)) != 52:
        raise DealError("the deck is not 52 different cards")
    order = [(button + i) % n for i in range(1, n + 1)]
    order = [s for s in order if stacks[s] > 0]
    hands: dict[int, list[str]] = {s: [] for s in order}
    top = 0
    for _ in range(4):
        for s in order:
            hands[s].append(deck[top])
            top += 1
    for s in order:
        if _cards(record["dealt"][str(s)]) != hands[s]:
            raise DealError(f"seat {s} was not dealt the top of the deck in turn")
    stub = deck[top:]
    out: list[str] = []  # cards out of play, in the order they went
    own: dict[int, set[str]] = {s: set() for s in order}
    pending: dict[str, Any] | None = None
    reshuffles = 0
    for entry in record["log"]:
        if "reshuffle" in entry:
            if pending is not None:
                raise DealError("two reshuffles for one draw")
            pending = entry
            continue
        if entry.get("action") == "fold":
            out.extend(hands.pop(entry["seat"]))
            continue
        if "shows" in entry:
            if sorted(_cards(entry["shows"])) != sorted(hands[entry["seat"]]):
                raise DealError(f"seat {entry['seat']} shows cards he was not dealt")
            continue
        if "draw" not in entry:
            continue
        seat = entry["seat"]
        thrown = _cards(entry["discard"])
        got = _cards(entry["received"])
        if not set(thrown) <= set(hands[seat]) or len(got) != len(thrown):
            raise DealError(f"seat {seat} threw cards he did not hold, or got too many")
        own[seat].update(thrown)
        if set(got) & own[seat]:
            raise DealError(f"seat {seat} was dealt a card he discarded: {set(got) & own[seat]}")
        out.extend(thrown)
        usable = [c for c in stub if c not in own[seat]]
        k = len(thrown)
        if len(usable) >= k:
            if pending is not None:
                raise DealError(
                    f"seat {seat} drew {k} with {len(usable)} of his cards in the stub "
                    f"({len(stub)} in all), yet the stub was reshuffled"
                )
            expected = usable[:k]
            for c in expected:
                stub.remove(c)
        else:
            if pending is None or pending["during_draw_of"] != seat:
                raise DealError(f"the stub could not cover seat {seat}'s draw: no reshuffle")
            new_stub = _cards(pending["stub"])
            pool = [c for c in out + [c for c in stub if c in own[seat]] if c not in own[seat]]
            if sorted(new_stub) != sorted(pool) or pending["reshuffle"] != len(pool):
                raise DealError(
                    f"seat {seat}'s reshuffle is not the cards out of play he did not throw"
                )
            out = [c for c in out if c in own[seat]] + [c for c in stub if c in own[seat]]
            need = k - len(usable)
            expected = usable + new_stub[:need]
            stub = new_stub[need:]
            pending = None
            reshuffles += 1
        if got != expected:
            raise DealError(f"seat {seat} got {got}, the stub gives {expected}")
        held = hands[seat]
        for c_out, c_in in zip(thrown, got, strict=True):
            held[held.index(c_out)] = c_in
    if pending is not None:
        raise DealError("a reshuffle without a draw")
    return reshuffles
