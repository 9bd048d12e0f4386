"""Storing each hand in the history the moment it ends.

``HistoryRecorder.record(session)`` is a session save hook: it runs after every change, looks
whether a hand has just finished that is not stored yet, and stores it with the person's
facts (net chips, VPIP and showdowns for Badugi; bid, tricks and bags for Spades). A game
resumed after a crash is recorded too: the database already knows which hands it holds, so a
hand is never stored twice and none finished before the crash is lost.

Only tables with a person are recorded: the statistics are the person's.
"""

from __future__ import annotations

from typing import Any

from cardtable.badugi.events import HandMucked, HandShown, PlayerActed, RoundEnded
from cardtable.badugi.records import hand_record
from cardtable.badugi.state import HandState
from cardtable.core.cards import format_cards
from cardtable.core.session import SessionDriver
from cardtable.spades.cards import trick_winner_index
from cardtable.spades.records import build_record
from cardtable.spades.state import HandRecord, SpadesState
from cardtable.table.history_db import GameInfo, GameOutcome, HandEntry, HistoryDB


def outcome_word(net: int) -> str:
    return "won" if net > 0 else "lost" if net < 0 else "even"


def badugi_entry(state: HandState, hero: int, players: list[str]) -> HandEntry | None:
    """The person's side of a finished Badugi hand; None if he was not dealt in."""
    if not state.is_complete or not state.dealt_in[hero]:
        return None
    net = state.stacks[hero] - state.start_stacks[hero]
    vpip = False
    street = 0
    at_showdown = False
    for event in state.events:
        if isinstance(event, RoundEnded):
            street += 1
        elif isinstance(event, PlayerActed) and event.seat == hero and street == 0:
            # Posting a blind is forced; calling, betting or raising before the draw is not.
            vpip = vpip or event.kind in ("call", "bet", "raise")
        elif isinstance(event, HandShown | HandMucked) and event.seat == hero:
            at_showdown = True
    return HandEntry(
        hand_no=state.hand_no + 1,
        result=outcome_word(net),
        net=net,
        record=hand_record(state, players),
        cards=format_cards(state.hands[hero]),
        facts={
            "big_blind": state.rules.big_blind,
            "vpip": vpip,
            "showdown": at_showdown,
            "showdown_won": at_showdown and state.winnings[hero] > 0,
        },
    )


def tricks_by_seat(hand: HandRecord, players: int) -> list[int]:
    taken = [0] * players
    for trick in hand.tricks:
        taken[trick[trick_winner_index([card for _, card in trick])][0]] += 1
    return taken


def spades_entry(
    state: SpadesState, k: int, hero: int, record: dict[str, Any]
) -> HandEntry:
    """The person's side of finished hand ``k`` (0-based) of a Spades game; ``record`` is
    the game's record, whose entry for the hand is stored with it."""
    hand = state.history[k]
    assert hand.scores is not None
    team = state.rules.team_of(hero)
    score = hand.scores[team]
    bid = dict(hand.bids).get(hero)
    net = score.hand_points
    return HandEntry(
        hand_no=hand.number,
        result=outcome_word(net),
        net=net,
        record=record["hands"][k],
        cards=format_cards(hand.cards[hero]),
        facts={
            "bid": None if bid is None else str(bid),
            "tricks": tricks_by_seat(hand, state.players)[hero],
            "bags": score.bags,
            "penalty": score.penalty,
        },
    )


def spades_outcome(state: SpadesState, hero: int, record: dict[str, Any]) -> GameOutcome:
    team = state.rules.team_of(hero)
    result = None
    if state.winner is not None:
        result = "won" if state.winner == team else "lost"
    return GameOutcome(record, tuple(state.totals), state.totals[team], result)


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
        players = tuple(s.name for s in session.seats)
        if session.game == "badugi":
            return self._record_badugi(session, hero, players)
        if session.game == "spades":
            return self._record_spades(session, hero, players)
        return 0

    def _record_badugi(self, session: Any, hero: int, players: tuple[str, ...]) -> int:
        match = session.match
        hand = match.hand
        if hand is None or not hand.is_complete:
            return 0
        info = GameInfo("badugi", str(match.seed), players, hero)
        known = self._known(info)
        if hand.hand_no + 1 in known:
            return 0
        entry = badugi_entry(hand, hero, list(players))
        if entry is None:
            known.add(hand.hand_no + 1)
            return 0
        self.db.store_hand(info, entry)
        known.add(entry.hand_no)
        return 1

    def _record_spades(self, session: Any, hero: int, players: tuple[str, ...]) -> int:
        state: SpadesState = session.state
        info = GameInfo("spades", str(state.seed), players, hero)
        history = state.history
        known = self._known(info)
        todo = [k for k, hand in enumerate(history) if hand.number not in known]
        if not todo:
            return 0
        record = build_record(state, list(players))
        for k in todo:
            # The game's state goes with its last hand: a game that ended is marked so in the
            # same transaction as the hand that ended it.
            outcome = spades_outcome(state, hero, record) if k == todo[-1] else None
            self.db.store_hand(info, spades_entry(state, k, hero, record), outcome)
            known.add(history[k].number)
        return len(todo)
