"""The background review of a stored hand, as a job for the app's review process.

A game's review (``core.spec.ReviewEntry.review_stored``) reads the hand's records from a
``RecordSource``; the database lives on the GUI thread, so the records are read there
(``loaded``, a few kilobytes) and cross to the review process with the hand's row
(``review_stored``), where the game reviews them. No Qt here.
"""

from __future__ import annotations

from typing import Any

from cardtable import games
from cardtable.core.history import HandRow
from cardtable.storage.history_db import HistoryDB, HistoryError


class LoadedRecords:
    """A ``RecordSource`` holding the records of one hand (and of its game, if it keeps
    one), read beforehand: it crosses to another process."""

    def __init__(self, hands: dict[int, dict[str, Any]], games_: dict[int, dict[str, Any]]):
        self.hands = hands
        self.games = games_

    def hand_record(self, hand_id: int) -> dict[str, Any]:
        if hand_id not in self.hands:
            raise HistoryError(f"no stored record {hand_id}")
        return self.hands[hand_id]

    def game_record(self, game_id: int) -> dict[str, Any]:
        if game_id not in self.games:
            raise HistoryError(f"no stored record {game_id}")
        return self.games[game_id]


def loaded(db: HistoryDB, hand: HandRow) -> tuple[LoadedRecords, HandRow]:
    """The records of stored ``hand`` and the row itself, ready to cross to a process (its
    read-only facts become a plain dict). HistoryError when neither record can be read."""
    hands: dict[int, dict[str, Any]] = {}
    kept: dict[int, dict[str, Any]] = {}
    problems = []
    for read, key, into in (
        (db.hand_record, hand.id, hands),
        (db.game_record, hand.game_id, kept),
    ):
        try:
            into[key] = read(key)
        except HistoryError as exc:
            problems.append(str(exc))
    if not hands and not kept:
        raise HistoryError("; ".join(problems))
    return LoadedRecords(hands, kept), hand._replace(facts=dict(hand.facts))


def review_stored(records: LoadedRecords, hand: HandRow, seat: int) -> dict[str, Any]:
    """The game's review of stored ``hand`` from ``seat`` (runs in the review process)."""
    spec = games.find(hand.game)
    if spec is None or spec.review is None:
        raise ValueError(f"hands of {hand.game!r} have no review")
    return spec.review().review_stored(records, hand, seat)
