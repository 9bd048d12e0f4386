"""Game records: a whole (or unfinished) Spades game as a versioned JSON document.

Format ``cardtable-spades``, version 1::

    {"format": "cardtable-spades", "version": 1, "seed": 42, "first_dealer": 0,
     "rules": {...every SpadesRules option...},
     "seats": [{"seat": 0, "team": 0, "player": "basic"}, ...],
     "hands": [{"number": 1, "dealer": 0,
                "cards": {"0": "2c 7c ... As", "1": ...},       # as dealt, per seat
                "bids": [[1, 4], [2, "nil"], [3, "blind_nil"], [0, 3]],  # in order
                "tricks": [[[1, "Ah"], [2, "5h"], [3, "9h"], [0, "Kh"]], ...],
                "score": [{"team": 0, "contract": 3, "tricks": 4, "points": 31,
                           "bags": 1, "penalty": 0, "total": 31, "bags_total": 1}, ...]},
               ...],                                      # "score" is null while unfinished
     "totals": [31, -40], "bags": [1, 0], "winner": null}

``replay_record`` rebuilds the game from the dealt cards, bids and plays (not from the seed,
so a record stays replayable whatever shuffle produced it), checks that every hand scores
exactly as recorded, and then that the whole record is what the replay writes (totals, bags,
teams: nothing can be rewritten).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from cardtable.core.cards import format_cards, parse_card, parse_cards
from cardtable.core.errors import DocumentError
from cardtable.core.jsonio import check_document, read_json_document, write_json_atomic
from cardtable.core.validate import check_text, first_difference, shown
from cardtable.spades.actions import BLIND_NIL, Bid, Play, ShowCards, bid_from_json
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import MAX_HANDS, SpadesState

RECORD_FORMAT = "cardtable-spades"
RECORD_VERSION = 1


def build_record(state: SpadesState, players: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``state`` so far; ``players`` optionally names who sat in each seat."""
    n = state.players
    if players is not None and len(players) != n:
        raise ValueError(f"players must name {n} seats, got {len(players)}")
    seats = []
    for seat in range(n):
        entry: dict[str, Any] = {"seat": seat, "team": state.team_of(seat)}
        if players is not None:
            entry["player"] = players[seat]
        seats.append(entry)
    hands = []
    for hand in state.hand_records():
        hands.append(
            {
                "number": hand.number,
                "dealer": hand.dealer,
                "cards": {str(seat): format_cards(cards) for seat, cards in enumerate(hand.cards)},
                "bids": [[seat, bid] for seat, bid in hand.bids],
                "tricks": [[[seat, str(card)] for seat, card in trick] for trick in hand.tricks],
                "score": None
                if hand.scores is None
                else [score.to_json() for score in hand.scores],
            }
        )
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "seed": state.seed,
        "first_dealer": state.first_dealer,
        "rules": state.rules.to_json(),
        "seats": seats,
        "hands": hands,
        "totals": list(state.totals),
        "bags": list(state.bags),
        "winner": state.winner,
    }


def write_record(
    path: str | os.PathLike[str], state: SpadesState, players: Sequence[str] | None = None
) -> None:
    """Write the record of ``state`` to ``path`` atomically."""
    write_json_atomic(path, build_record(state, players))


def read_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and check a record file; raises SaveFileError if it is not a valid record."""
    doc = read_json_document(path, RECORD_FORMAT, RECORD_VERSION)
    replay_record(doc)
    return doc


def replay_record(data: Any) -> SpadesState:
    """Rebuild the game a record describes and check it scores as recorded.

    Raises SaveFileError naming the problem: a malformed document, an illegal bid or play,
    a dealer or score that differs from what the rules give.
    """
    doc = check_document(data, RECORD_FORMAT, RECORD_VERSION, name="Spades record")
    try:
        rules = SpadesRules.from_json(doc["rules"])
        seed = doc["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed must be an integer")
        hands = doc["hands"]
        if not isinstance(hands, list) or not hands:
            raise ValueError("a record needs at least one hand")
        if len(hands) > MAX_HANDS:
            raise ValueError(f"a record of {len(hands)} hands is longer than any game")
        n = rules.players
        deals = []
        for hand in hands:
            cards = hand["cards"]
            if not isinstance(cards, dict):
                raise ValueError("a hand's cards must map each seat to its cards")
            deals.append([parse_cards(_text(cards, seat)) for seat in range(n)])
        state = SpadesState(rules, seed, doc.get("first_dealer", 0), deals)
    except (KeyError, TypeError, ValueError) as exc:
        raise DocumentError(f"Spades record is damaged: {_reason(exc)}") from exc

    for k, hand in enumerate(hands, start=1):
        where = f"hand {k}"
        try:
            if state.is_over:
                raise ValueError("the game was already over")
            if hand.get("dealer") != state.dealer:
                raise ValueError(
                    f"the dealer should be seat {state.dealer}, not {hand.get('dealer')}"
                )
            _replay_hand(state, hand, where)
        except (KeyError, TypeError, ValueError) as exc:
            raise DocumentError(f"Spades record is damaged in {where}: {_reason(exc)}") from exc
        recorded = hand.get("score")
        finished = state.hand_number > k or state.is_over
        if finished:
            actual = [s.to_json() for s in state.history[k - 1].scores or ()]
            if recorded != actual:
                raise DocumentError(
                    f"Spades record does not add up in {where}: recorded {recorded}, "
                    f"the rules give {actual}"
                )
        elif recorded is not None:
            raise DocumentError(
                f"Spades record is damaged in {where}: an unfinished hand has a score"
            )
        elif k != len(hands):
            raise DocumentError(f"Spades record is damaged in {where}: the hand is not finished")
    if doc.get("winner") != state.winner:
        raise DocumentError(
            f"Spades record does not add up: winner {shown(doc.get('winner'))}, "
            f"the rules give {state.winner!r}"
        )
    # Every other field (totals, bags, teams, names) must be what the replay writes.
    seats = doc.get("seats")
    players = None
    if isinstance(seats, list) and seats and all(isinstance(s, dict) for s in seats):
        names = [s.get("player") for s in seats]
        if all(isinstance(name, str) for name in names):
            players = [check_text(name, "a player's name") for name in names]
    try:
        expected = json.loads(json.dumps(build_record(state, players)))
    except ValueError as exc:
        raise DocumentError(f"Spades record is damaged: {exc}") from exc
    difference = first_difference(doc, expected)
    if difference:
        raise DocumentError(f"Spades record does not match its replay: {difference}")
    return state


def _replay_hand(state: SpadesState, hand: dict[str, Any], where: str) -> None:
    bids = hand["bids"]
    tricks = hand["tricks"]
    if not isinstance(bids, list) or not isinstance(tricks, list):
        raise ValueError("bids and tricks must be lists")
    n = state.players
    for entry in bids:
        if not isinstance(entry, list) or len(entry) != 2:
            raise ValueError(f"a bid is [seat, bid], not {shown(entry)}")
        seat, value = entry
        _check_seat(seat, n)
        bid = bid_from_json(value)
        if bid != BLIND_NIL and state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, bid))
    for t, trick in enumerate(tricks, start=1):
        if not isinstance(trick, list):
            raise ValueError(f"trick {t} must be a list of [seat, card]")
        for entry in trick:
            if not isinstance(entry, list) or len(entry) != 2:
                raise ValueError(f"trick {t}: a card is [seat, card], not {shown(entry)}")
            seat, card = entry
            _check_seat(seat, n)
            try:
                state.apply(Play(seat, parse_card(card)))
            except ValueError as exc:
                raise ValueError(f"trick {t}: {exc}") from exc


def _check_seat(seat: object, players: int) -> None:
    """A record's seat must be one of the table's: an edited 99 is a damaged record (it
    reached the engine's lists as an IndexError before)."""
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"no seat {shown(seat)} at a {players}-player table")


def _text(cards: dict[str, Any], seat: int) -> str:
    text = cards.get(str(seat))
    if not isinstance(text, str):
        raise ValueError(f"no cards for seat {seat}")
    return text


def _reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"missing {exc.args[0]!r}"
    return str(exc)
