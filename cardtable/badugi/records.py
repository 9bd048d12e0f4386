"""Records of finished Badugi hands: our JSON, and PHH for other poker tools.

The JSON record embeds the replayable hand document (settings, seed, actions) beside a
readable account (who held what, every action, the showdown, the pots), and the final
stacks, which a replay must reproduce. ``deck`` is the order of the 52 cards before the deal
and each reshuffle entry carries its new ``stub`` (top first), so anyone can check the deal
of a hand without our code: four cards each from the top of ``deck``, one at a time from the
left of the button; each drawer gets the first cards of the stub that he did not discard
himself (passed-over cards keep their place); only when the stub has fewer of those than he
draws does he take them all, and the reshuffled ``stub`` (every card out of play that he did
not discard) gives the rest. Fixed-limit triple-draw hands are also written as PHH,
the open poker hand-history format (variant ``FB``), which pokerkit and other tools read.

Version 2 adds ``tendencies``: every seat's public record over the table's earlier hands
(``badugi.tendencies``), as the players saw it when this hand began. The bots read it, so a
review of a decision (``badugi.review``) needs it to judge on what was known then. It is
optional (a record of a hand with no earlier hands seen may leave it out), and version-1
records, which never had it, are read as before.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from cardtable.badugi.events import (
    AntePosted,
    BetReturned,
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    HandMucked,
    HandShown,
    PlayerActed,
    PotAwarded,
    StubReshuffled,
)
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency, fresh
from cardtable.core.cards import format_cards
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document, read_json_document
from cardtable.core.validate import Fields, check_text, first_difference, shown

FORMAT = "cardtable-badugi-record"
VERSION = 2
MAX_RECORD_BYTES = 1024 * 1024
"""A hand's record is a few kilobytes."""


def _names(state: HandState, players: Sequence[str] | None) -> list[str]:
    names = list(players) if players is not None else [f"Seat {s + 1}" for s in range(state.n)]
    if len(names) != state.n:
        raise ValueError(f"{len(names)} player names for {state.n} seats")
    return names


def hand_record(
    state: HandState,
    players: Sequence[str] | None = None,
    tendencies: Sequence[Tendency] | None = None,
) -> dict[str, Any]:
    """The record of a finished hand as a JSON-ready dict; ``tendencies`` (one per seat):
    the public records the players had of each other when the hand began."""
    if not state.is_complete:
        raise ValueError("only a finished hand has a record")
    names = _names(state, players)
    log: list[dict[str, Any]] = []
    dealt: dict[str, str] = {}
    for e in state.events:
        if isinstance(e, BlindPosted):
            log.append({"seat": e.seat, "blind": e.blind, "amount": e.amount})
        elif isinstance(e, AntePosted):
            log.append({"seat": e.seat, "ante": e.amount})
        elif isinstance(e, CardsDealt):
            dealt[str(e.seat)] = format_cards(e.cards)
        elif isinstance(e, PlayerActed):
            entry: dict[str, Any] = {"seat": e.seat, "action": e.kind}
            if e.kind in ("call", "bet", "raise"):
                entry["to"] = e.amount
            if e.all_in:
                entry["all_in"] = True
            log.append(entry)
        elif isinstance(e, BetReturned):
            log.append({"seat": e.seat, "returned": e.amount})
        elif isinstance(e, CardsDrawn):
            log.append(
                {
                    "seat": e.seat,
                    "draw": e.draw + 1,
                    "discard": format_cards(e.discarded),
                    "received": format_cards(e.received),
                }
            )
        elif isinstance(e, StubReshuffled):
            log.append(
                {"reshuffle": e.cards, "during_draw_of": e.seat, "stub": format_cards(e.stub)}
            )
        elif isinstance(e, HandShown):
            log.append({"seat": e.seat, "shows": format_cards(e.cards), "hand": e.name})
        elif isinstance(e, HandMucked):
            log.append({"seat": e.seat, "mucks": True})
        elif isinstance(e, PotAwarded):
            log.append(
                {
                    "pot": e.index,
                    "amount": e.amount,
                    "won_by": [[s, chips] for s, chips in e.shares],
                    "uncontested": e.uncontested,
                }
            )
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "players": names,
        "hand": state.to_json(),
        "deck": format_cards(state.deck_order),
        "dealt": dealt,
        "log": log,
        "final_stacks": list(state.stacks),
    }
    if tendencies is not None:
        if len(tendencies) != state.n:
            raise ValueError(f"{len(tendencies)} public records for {state.n} seats")
        doc["tendencies"] = [t.to_json() for t in tendencies]
    return doc


def record_tendencies(doc: dict[str, Any], seats: int) -> list[Tendency]:
    """The public records a (checked) record holds, one per seat; fresh ones when it has
    none. DocumentError when they are malformed or contradict themselves."""
    if "tendencies" not in doc:
        return fresh(seats)
    raw = Fields(doc, "the Badugi record").array("tendencies", length=seats)
    return [Tendency.from_json(t, f"the Badugi record: tendencies of seat {s}")
            for s, t in enumerate(raw)]  # fmt: skip


def replay_record(doc: Any) -> HandState:
    """Replay a record and check every field of it against the replay.

    The hand is rebuilt from its settings, seed and actions, and its record written again:
    the document must be that record exactly (a rewritten showdown, a pot "won by seat 9",
    other final stacks all fail), or ValueError (DocumentError) names the first difference.
    Records written before the deck order was recorded (no ``deck``, reshuffles without
    ``stub``) are checked on everything they hold.
    """
    doc = check_document(doc, FORMAT, VERSION)
    f = Fields(doc, "the Badugi record")
    state = HandState.from_json(f.raw("hand"))
    if not state.is_complete:
        raise DocumentError("the record's actions do not finish the hand")
    players = f.array("players", length=state.n)
    for name in players:
        check_text(name, "a player's name")
    final = f.raw("final_stacks")
    if final != list(state.stacks):
        raise DocumentError(
            f"replay ends with stacks {state.stacks}, the record says {shown(final)}"
        )
    if doc["version"] < 2 and "tendencies" in doc:
        raise DocumentError("a version-1 Badugi record has no public records (tendencies)")
    tendencies = record_tendencies(doc, state.n) if "tendencies" in doc else None
    expected = json.loads(json.dumps(hand_record(state, players, tendencies)))
    expected["version"] = doc["version"]
    if "deck" not in doc:  # written before the deck order was kept
        del expected["deck"]
    for entry, recorded in zip(expected["log"], f.array("log"), strict=False):
        if "reshuffle" in entry and isinstance(recorded, dict) and "stub" not in recorded:
            del entry["stub"]
    if "tournament" in doc:  # a sit-and-go's prizes (review.hand.tournament_payouts)
        expected["tournament"] = doc["tournament"]
    difference = first_difference(doc, expected)
    if difference:
        raise DocumentError(f"the record does not match its replay: {difference}")
    return state


def read_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a record file and check it by replay. Not a valid record: SaveFileError (bad
    file or field, a record that differs from its replay) or IllegalAction (an action the
    rules refuse, a ValueError): catch both."""
    doc = read_json_document(path, FORMAT, VERSION, max_bytes=MAX_RECORD_BYTES)
    replay_record(doc)
    return doc


def _phh_order(state: HandState) -> list[int]:
    """PHH numbers players from the first seat left of the button; the button is last."""
    seats = ((state.button + i) % state.n for i in range(1, state.n + 1))
    return [s for s in seats if state.dealt_in[s]]


def to_phh(state: HandState, players: Sequence[str] | None = None) -> str:
    """The hand in PHH (variant FB). Only finished fixed-limit triple-draw hands."""
    rules = state.rules
    if rules.structure != "fixed" or rules.draws != 3:
        raise ValueError("PHH's Badugi variant FB is fixed-limit triple draw only")
    if not state.is_complete:
        raise ValueError("only a finished hand can be written as PHH")
    names = _names(state, players)
    order = _phh_order(state)
    label = {s: f"p{i + 1}" for i, s in enumerate(order)}
    blinds = [0] * len(order)
    blinds[0], blinds[1] = rules.small_blind, rules.big_blind
    actions: list[str] = []
    pending_deals: list[str] = []
    for e in state.events:
        if isinstance(e, CardsDealt):
            actions.append(f"d dh {label[e.seat]} {''.join(map(str, e.cards))}")
        elif isinstance(e, PlayerActed):
            if pending_deals:
                actions.extend(pending_deals)
                pending_deals = []
            code = {"fold": "f", "check": "cc", "call": "cc"}.get(e.kind, f"cbr {e.amount}")
            actions.append(f"{label[e.seat]} {code}")
        elif isinstance(e, CardsDrawn):
            # PHH has every player declare a draw before the replacements are dealt.
            discard = "".join(map(str, e.discarded))
            actions.append(f"{label[e.seat]} sd {discard}".rstrip())
            if e.received:
                pending_deals.append(f"d dh {label[e.seat]} {''.join(map(str, e.received))}")
        elif isinstance(e, HandShown | HandMucked):
            if pending_deals:
                actions.extend(pending_deals)
                pending_deals = []
            if isinstance(e, HandShown):
                actions.append(f"{label[e.seat]} sm {''.join(map(str, e.cards))}")
            else:
                actions.append(f"{label[e.seat]} sm")
    actions.extend(pending_deals)
    lines = [
        "variant = 'FB'",
        f"antes = {[rules.ante] * len(order)}",
        f"blinds_or_straddles = {blinds}",
        f"small_bet = {rules.big_blind}",
        f"big_bet = {2 * rules.big_blind}",
        f"starting_stacks = {[state.start_stacks[s] for s in order]}",
        "actions = [",
        *(f"  {a!r}," for a in actions),
        "]",
        f"players = {[names[s] for s in order]!r}",
        f"finishing_stacks = {[state.stacks[s] for s in order]}",
        f"seat_count = {state.n}",
        f"seats = {[s + 1 for s in order]}",
        f"hand = {state.hand_no}",
        f"_cardtable_seed = {state.seed}",
    ]
    return "\n".join(lines) + "\n"
