"""Badugi's part of the history of play (``core.spec.HistoryAdapter``).

What a finished hand stores: the person's net chips, his final cards, the hand's record
(which replays through the engine) and his facts for the statistics: the hand's big blind,
whether he put chips in voluntarily before the first draw (VPIP), whether he reached the
showdown and whether he won chips there. A sitting (one match) is keyed by its seed; only the
hand on the table can be new, so a resumed sitting stores the hand it stopped after.

Statistics (the usual definitions):
- win rate: hands that gained chips, out of the hands dealt;
- bb/100: chips won per hundred hands, counted in each hand's big blind;
- VPIP: hands in which chips were put in voluntarily before the first draw (a call, bet or
  raise; blinds do not count);
- showdown wins: showdowns in which the person took chips, out of those he reached.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence, Set
from dataclasses import dataclass, replace
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.events import HandMucked, HandShown, PlayerActed, RoundEnded
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.records import hand_record, replay_record
from cardtable.badugi.session import BadugiSession
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency
from cardtable.badugi.tournament.results import SNG_KEY, FormatStats, format_stats, outcome
from cardtable.badugi.view import SeatView, seat_view
from cardtable.core.cards import Card, format_cards
from cardtable.core.errors import SaveFileError
from cardtable.core.history import (
    FinishedHand,
    GameRow,
    HandEntry,
    HandRow,
    RecordSource,
    ReplayError,
    fact_flag,
    fact_int,
    outcome_word,
    share,
)
from cardtable.core.session import SessionDriver

# ---------------------------------------------------------------------- storing a hand


def badugi_entry(
    state: HandState, hero: int, players: list[str], tendencies: Sequence[Tendency] | None = None
) -> HandEntry | None:
    """The person's side of a finished Badugi hand; None if he was not dealt in.
    ``tendencies``: the players' public records when the hand began (kept in the record, so
    a review judges each decision on what was known then)."""
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
        record=hand_record(state, players, tendencies),
        cards=format_cards(state.hands[hero]),
        facts={
            "big_blind": state.rules.big_blind,
            "vpip": vpip,
            "showdown": at_showdown,
            "showdown_won": at_showdown and state.winnings[hero] > 0,
        },
    )


# ---------------------------------------------------------------------- replaying a hand


@dataclass(frozen=True)
class BadugiFrame:
    """The position after ``events``: the person's ``view`` with every live hand shown, and
    every seat's cards (``hands``; empty for a seat not dealt in)."""

    view: SeatView
    events: tuple[Any, ...]
    hands: tuple[tuple[Card, ...], ...]


def _frame(state: HandState, hero: int, events: list[Any]) -> BadugiFrame:
    hands = tuple(tuple(h) if state.dealt_in[s] else () for s, h in enumerate(state.hands))
    shown = {
        s: hands[s] for s in range(state.n) if state.dealt_in[s] and not state.folded[s]
    }
    view = dataclasses.replace(seat_view(state, hero), shown=shown, legal=None)
    return BadugiFrame(view, tuple(events), hands)


def badugi_frames(record: Any, hero: int) -> list[BadugiFrame]:
    """Every position of a stored Badugi hand, from the deal to the last chip pushed. The
    record is checked by ``records.replay_record`` first (the replay must end with the
    recorded stacks), so a tampered record is refused with the reason."""
    try:
        final = replay_record(record)
        if not 0 <= hero < final.n:
            raise ValueError(f"no seat {hero} in this hand")
        start = dict(record["hand"])
        start["actions"] = []
        state = HandState.from_json(start)
        frames = [_frame(state, hero, list(state.events))]
        for seat, action in final.actions:
            events = state.apply(Action.from_json(action.to_json()), seat)
            frames.append(_frame(state, hero, events))
    except (SaveFileError, ValueError, KeyError, TypeError) as exc:
        raise ReplayError(f"the stored hand does not replay: {exc}") from exc
    return frames


# ---------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class BadugiStats:
    hands: int = 0
    won: int = 0
    net_chips: int = 0
    net_big_blinds: float = 0.0
    vpip_hands: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    sittings: int = 0
    cumulative: tuple[int, ...] = ()  # net chips after each hand, in order
    tournaments: tuple[FormatStats, ...] = ()  # sit-and-goes, per format
    sng_hand_ids: frozenset[int] = frozenset()  # the sit-and-goes' stored hands (leak report)

    @property
    def win_rate(self) -> float | None:
        return share(self.won, self.hands)

    @property
    def bb_per_100(self) -> float | None:
        return 100 * self.net_big_blinds / self.hands if self.hands else None

    @property
    def vpip(self) -> float | None:
        return share(self.vpip_hands, self.hands)

    @property
    def showdown_win_rate(self) -> float | None:
        return share(self.showdowns_won, self.showdowns)


def badugi_stats(hands: Sequence[HandRow], sittings: int = 0) -> BadugiStats:
    """Figures over ``hands`` (Badugi rows, in the order they were played)."""
    running = 0
    cumulative = []
    big_blinds = 0.0
    vpip = showdowns = showdowns_won = 0
    for hand in hands:
        running += hand.net
        cumulative.append(running)
        facts = hand.facts
        big_blind = fact_int(facts, "big_blind")
        big_blinds += hand.net / big_blind if big_blind else 0.0
        vpip += fact_flag(facts, "vpip")
        showdowns += fact_flag(facts, "showdown")
        showdowns_won += fact_flag(facts, "showdown_won")
    return BadugiStats(
        hands=len(hands),
        won=sum(1 for h in hands if h.net > 0),
        net_chips=running,
        net_big_blinds=big_blinds,
        vpip_hands=vpip,
        showdowns=showdowns,
        showdowns_won=showdowns_won,
        sittings=sittings,
        cumulative=tuple(cumulative),
    )


# ---------------------------------------------------------------------- the adapter




class BadugiHistory:
    """Badugi's ``HistoryAdapter``: a sitting is one match, a hand its hand record."""

    @staticmethod
    def _match(session: SessionDriver) -> BadugiMatch:
        # Only this game's sessions come here (the recorder asks the session's own spec):
        # a cash table's, or a sit-and-go's (its match under the tournament).
        from cardtable.badugi.tournament.session import TournamentSession

        assert isinstance(session, BadugiSession | TournamentSession), session
        return session.match

    def game_key(self, session: SessionDriver) -> str:
        seed = str(self._match(session).seed)
        return SNG_KEY + seed if getattr(session, "save_slot", None) else seed

    def game_rules(self, session: SessionDriver) -> dict[str, Any]:
        """The betting structure and the draws: what sets one sitting apart from another
        (a sit-and-go's blinds rise by level, so the blinds are not among them)."""
        rules = self._match(session).rules
        return {"structure": rules.structure, "draws": rules.draws}

    def finished_hands(
        self, session: SessionDriver, hero: int, players: Sequence[str], stored: Set[int]
    ) -> list[FinishedHand]:
        hand = self._match(session).hand
        if hand is None or not hand.is_complete or hand.hand_no + 1 in stored:
            return []
        # The match settles a hand's public record when the next one is dealt: until then
        # its tendencies are the ones the players had when this hand began.
        seen = self._match(session).tendencies
        entry = badugi_entry(hand, hero, list(players), seen)
        from cardtable.badugi.tournament.session import TournamentSession

        result = None
        if isinstance(session, TournamentSession):  # a sit-and-go: its result goes with it
            result = outcome(session.tournament, hero, players)
            if entry is not None:  # and its prizes with each hand, for the review
                entry.record["tournament"] = {"payouts": session.tournament_payouts(hand)}
        return [FinishedHand(hand.hand_no + 1, entry, result)]

    def frames(self, records: RecordSource, hand: HandRow, hero: int) -> list[BadugiFrame]:
        return badugi_frames(records.hand_record(hand.id), hero)

    def stats(self, hands: Sequence[HandRow], games: Sequence[GameRow]) -> BadugiStats:
        # Tournament chips are not the cash table's: its figures leave sit-and-goes out
        # (their hands stay in the history, reviewable).
        sng = {g.id for g in games if g.key.startswith(SNG_KEY)}
        cash = [h for h in hands if h.game_id not in sng]
        stats = badugi_stats(cash, len(games) - len(sng))
        return replace(
            stats,
            tournaments=tuple(format_stats(games)),
            sng_hand_ids=frozenset(h.id for h in hands if h.game_id in sng),
        )


HISTORY = BadugiHistory()
