"""Storing each hand in the history the moment it ends.

``HistoryRecorder.record(session)`` is a session save hook: it runs after every change, asks
the session's game (its ``GameSpec.history`` adapter) which hands it has finished that are not
stored yet, and stores them with the person's facts. A game resumed after a crash is recorded
too: the database already knows which hands it holds, so a hand is never stored twice and
none finished before the crash is lost.

Only tables with a person are recorded: the statistics are the person's.
"""

from __future__ import annotations

from cardtable import games
from cardtable.core.history import GameInfo
from cardtable.core.session import SessionDriver
from cardtable.storage.history_db import HistoryDB


class HistoryRecorder:
    """Stores the finished hands of the sessions it is given (use ``record`` as a save
    hook). HistoryError from the database is passed on for the caller to report."""

    def __init__(self, db: HistoryDB) -> None:
        self.db = db
        self._stored: dict[tuple[str, str], set[int]] = {}

    def _known(self, info: GameInfo) -> set[int]:
        key = (info.game, info.key)
        if key not in self._stored:
            self._stored[key] = self.db.stored_hand_numbers(info.game, info.key)
        return self._stored[key]

    def record(self, session: SessionDriver) -> int:
        """Store what ``session`` finished since the last call; returns how many hands."""
        hero = session.human_seat
        if hero is None or not self.db.is_open:
            return 0
        spec = games.find(session.game)
        if spec is None or spec.history is None:
            return 0
        adapter = spec.history()
        players = tuple(s.name for s in session.seats)
        info = GameInfo(session.game, adapter.game_key(session), players, hero,
                        adapter.game_rules(session))  # fmt: skip
        known = self._known(info)
        stored = 0
        for done in adapter.finished_hands(session, hero, players, known):
            if done.entry is not None:
                self.db.store_hand(info, done.entry, done.outcome)
                stored += 1
            known.add(done.hand_no)
        return stored
