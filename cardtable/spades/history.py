"""Spades' part of the history of play (``core.spec.HistoryAdapter``).

What a finished hand stores: his team's points for the hand, his cards, the hand's entry of
the game record and his facts for the statistics: his own bid, the tricks he took, his
team's bags and bag penalty. The game's running totals and whole record go with the last
hand stored, so a game that ended is marked so in the same transaction as the hand that ended
it, and the game record (which replays through the engine) is what the replayer steps
through. A game is keyed by its seed; a resumed game stores every hand it finished since.

Statistics (the person's own bid, his team's bags):
- bid accuracy: count bids taken exactly, and the mean number of tricks off the bid;
- nil success: nil and blind nil bids that took no trick;
- bags: overtricks his team took, per hand, and the bag penalties it paid.

A hand in which the person took back a card or bid and then played on otherwise (``undo.py``)
has the fact ``undo``. Such a hand was played knowing cards he could not have known when he
first chose, so it says nothing of how well he bids or plays: it is counted in the hands
played, the bags and the games (a game cannot be split), and left out of the bid accuracy,
the nil success and the bid-versus-tricks chart; the statistics say how many there are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence, Set
from dataclasses import dataclass, field
from typing import Any

from cardtable.core.cards import Card, format_cards
from cardtable.core.errors import SaveFileError
from cardtable.core.history import (
    FinishedHand,
    GameOutcome,
    GameRow,
    HandEntry,
    HandRow,
    OwnSessions,
    RecordSource,
    ReplayError,
    fact_flag,
    fact_int,
    fact_text,
    outcome_word,
    share,
)
from cardtable.core.session import SessionDriver
from cardtable.spades.actions import BLIND_NIL, NIL, ShowCards
from cardtable.spades.events import CardsDealt, HandStarted
from cardtable.spades.records import build_record, replay_record
from cardtable.spades.session import SpadesSession
from cardtable.spades.state import HandRecord, SpadesState
from cardtable.spades.views import SeatView

# ---------------------------------------------------------------------- storing a hand


def spades_entry(
    state: SpadesState, k: int, hero: int, record: dict[str, Any], undone: bool = False
) -> HandEntry:
    """The person's side of finished hand ``k`` (0-based) of a Spades game; ``record`` is
    the game's record, whose entry for the hand is stored with it; ``undone``: the hand was
    played on otherwise after an undo (the fact is written only then)."""
    hand = state.history[k]
    assert hand.scores is not None
    team = state.rules.team_of(hero)
    score = hand.scores[team]
    bid = dict(hand.bids).get(hero)
    net = score.hand_points
    facts: dict[str, Any] = {
        "bid": None if bid is None else str(bid),
        "tricks": hand.tricks_won(state.players)[hero],
        "bags": score.bags,
        "penalty": score.penalty,
    }
    if undone:
        facts["undo"] = True
    return HandEntry(
        hand_no=hand.number,
        result=outcome_word(net),
        net=net,
        record=record["hands"][k],
        cards=format_cards(hand.cards[hero]),
        facts=facts,
    )


def spades_outcome(state: SpadesState, hero: int, record: dict[str, Any]) -> GameOutcome:
    team = state.rules.team_of(hero)
    result = None
    if state.winner is not None:
        result = "won" if state.winner == team else "lost"
    return GameOutcome(record, tuple(state.totals), state.totals[team], result)


# ---------------------------------------------------------------------- replaying a hand


@dataclass(frozen=True)
class SpadesFrame:
    """The position after ``events``: the person's ``view``, the cards every seat still
    holds, and once the hand is scored its ``record`` (bids, tricks, scores)."""

    view: SeatView
    events: tuple[Any, ...]
    hands: tuple[tuple[Card, ...], ...]
    record: HandRecord | None = None


def _frame(state: SpadesState, hero: int, events: list[Any]) -> SpadesFrame:
    hands = tuple(tuple(state.hand(s)) for s in range(state.players))
    return SpadesFrame(state.view(hero), tuple(events), hands)


def spades_frames(record: Any, hand_no: int, hero: int) -> list[SpadesFrame]:
    """Every position of hand ``hand_no`` (1-based) of a stored Spades game: the deal, each
    bid and card, and the score. Looking at one's cards is not a step of its own. The game
    record is checked by ``records.replay_record`` first (every hand must score as
    recorded), so a tampered record is refused with the reason."""
    try:
        final = replay_record(record)
        if not 0 <= hero < final.players:
            raise ValueError(f"no seat {hero} in this game")
        if not 1 <= hand_no <= len(final.history):
            raise ValueError(f"the game has no finished hand {hand_no}")
        deals = [[h["cards"][str(s)] for s in range(final.players)] for h in record["hands"]]
        state = SpadesState(final.rules, final.seed, final.first_dealer, deals)
        frames: list[SpadesFrame] = []
        for action in final.actions:
            if len(state.history) >= hand_no:
                break
            playing = state.hand_number == hand_no
            if playing and not frames:
                frames.append(_frame(state, hero, []))  # the deal
            events = state.apply(action)
            if not playing or isinstance(action, ShowCards):
                continue
            frame = _frame(state, hero, events)
            if len(state.history) >= hand_no:
                # The last card scored the hand (and the engine dealt the next one): nobody
                # holds a card of this hand any more; its record has the bids and scores.
                empty = tuple(() for _ in range(state.players))
                own = tuple(e for e in events if not isinstance(e, HandStarted | CardsDealt))
                frame = SpadesFrame(frame.view, own, empty, state.history[hand_no - 1])
            frames.append(frame)
    except (SaveFileError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise ReplayError(f"the stored game does not replay: {exc}") from exc
    return frames


# ---------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class SpadesStats:
    games: int = 0  # finished games
    games_won: int = 0
    hands: int = 0
    count_bids: int = 0
    exact_bids: int = 0  # the bid figures leave out hands with an undo (``undo_hands``)
    made_bids: int = 0
    tricks_off: int = 0  # sum of |tricks - bid| over count bids
    nils: int = 0
    nils_made: int = 0
    blind_nils: int = 0
    blind_nils_made: int = 0
    bags: int = 0
    penalties: int = 0
    bid_vs_tricks: dict[tuple[int, int], int] = field(default_factory=dict)  # nil as bid 0
    margins: tuple[int, ...] = ()  # finished games, oldest first: own total - best other
    undo_hands: int = 0  # hands played on otherwise after an undo

    @property
    def win_rate(self) -> float | None:
        return share(self.games_won, self.games)

    @property
    def exact_rate(self) -> float | None:
        return share(self.exact_bids, self.count_bids)

    @property
    def made_rate(self) -> float | None:
        return share(self.made_bids, self.count_bids)

    @property
    def mean_miss(self) -> float | None:
        return self.tricks_off / self.count_bids if self.count_bids else None

    @property
    def nil_rate(self) -> float | None:
        return share(self.nils_made + self.blind_nils_made, self.nils + self.blind_nils)

    @property
    def bags_per_hand(self) -> float | None:
        return self.bags / self.hands if self.hands else None


def _margin(game: GameRow, team_count: int) -> int | None:
    if game.hero_seat is None or not game.scores:
        return None
    team = game.hero_seat % team_count
    if team >= len(game.scores):
        return None
    others = [v for t, v in enumerate(game.scores) if t != team]
    return game.scores[team] - max(others) if others else None


def spades_stats(hands: Sequence[HandRow], games: Sequence[GameRow]) -> SpadesStats:
    """Figures over Spades ``hands`` (in order) and ``games`` (any order)."""
    counts: Counter[tuple[int, int]] = Counter()
    exact = made = off = bags = penalties = 0
    nils = {NIL: [0, 0], BLIND_NIL: [0, 0]}
    undone = counted = 0
    for hand in hands:
        facts = hand.facts
        bid = fact_text(facts, "bid")
        tricks = fact_int(facts, "tricks") or 0
        bags += fact_int(facts, "bags") or 0
        penalties += (fact_int(facts, "penalty") or 0) < 0
        if fact_flag(facts, "undo"):
            undone += 1  # played knowing what the undo showed: not a measure of bidding
            continue
        if bid in nils:
            nils[bid][0] += 1
            nils[bid][1] += tricks == 0
            counts[(0, tricks)] += 1  # on the chart a nil is a bid of no trick
        elif bid is not None and bid.isdigit():
            value = int(bid)
            counted += 1
            counts[(value, tricks)] += 1
            exact += tricks == value
            made += tricks >= value
            off += abs(tricks - value)
    finished = sorted((g for g in games if g.finished is not None), key=lambda g: g.finished or 0)
    margins = []
    for game in finished:
        # Teams are seat % team count; the scores list has one entry per team.
        margin = _margin(game, len(game.scores))
        if margin is not None:
            margins.append(margin)
    return SpadesStats(
        games=len(finished),
        games_won=sum(1 for g in finished if g.result == "won"),
        hands=len(hands),
        count_bids=counted,
        exact_bids=exact,
        made_bids=made,
        tricks_off=off,
        nils=nils[NIL][0],
        nils_made=nils[NIL][1],
        blind_nils=nils[BLIND_NIL][0],
        blind_nils_made=nils[BLIND_NIL][1],
        bags=bags,
        penalties=penalties,
        bid_vs_tricks=dict(counts),
        margins=tuple(margins),
        undo_hands=undone,
    )


# ---------------------------------------------------------------------- the adapter


class SpadesHistory(OwnSessions[SpadesSession]):
    """Spades' ``HistoryAdapter``: a row of the history is one game; its hands are replayed
    from the game's record."""

    session_type = SpadesSession

    def _state(self, session: SessionDriver) -> SpadesState:
        return self.own(session).state

    def game_rules(self, session: SessionDriver) -> dict[str, Any]:
        """The players, whether they play in partnerships (two or three teams) or alone,
        and the points to win and to lose: what a row of the history tells games apart by."""
        rules = self._state(session).rules
        return {
            "players": rules.players,
            "teams": rules.team_count,
            "target": rules.target,
            "loss_threshold": rules.loss_threshold,
        }

    def finished_hands(
        self, session: SessionDriver, hero: int, players: Sequence[str], stored: Set[int]
    ) -> list[FinishedHand]:
        state = self._state(session)
        history = state.history
        todo = [k for k, hand in enumerate(history) if hand.number not in stored]
        if not todo:
            return []
        record = build_record(state, list(players))
        undone = session.undone_hands if isinstance(session, SpadesSession) else set()
        return [
            FinishedHand(
                history[k].number,
                spades_entry(state, k, hero, record, history[k].number in undone),
                spades_outcome(state, hero, record) if k == todo[-1] else None,
            )
            for k in todo
        ]

    def frames(self, records: RecordSource, hand: HandRow, hero: int) -> list[SpadesFrame]:
        return spades_frames(records.game_record(hand.game_id), hand.hand_no, hero)

    def stats(self, hands: Sequence[HandRow], games: Sequence[GameRow]) -> SpadesStats:
        return spades_stats(hands, games)


HISTORY = SpadesHistory()
