"""Stepping through a stored hand: the record replayed through the engine, one position per
action, with every player's cards known (the hand is over, nothing is hidden any more).

The frames are rebuilt from the record, never read from it: a Badugi record is checked by
``badugi.records.replay_record`` (the replay must end with the recorded stacks) and a Spades
game record by ``spades.records.replay_record`` (every hand must score as recorded), so the
replayer shows what the rules give, and a tampered record is refused with the reason.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from cardtable.badugi.actions import Action as BadugiAction
from cardtable.badugi.records import replay_record as replay_badugi
from cardtable.badugi.state import HandState
from cardtable.badugi.view import SeatView as BadugiView
from cardtable.badugi.view import seat_view
from cardtable.core.cards import Card
from cardtable.core.errors import SaveFileError
from cardtable.spades.actions import ShowCards
from cardtable.spades.events import CardsDealt, HandStarted
from cardtable.spades.records import replay_record as replay_spades
from cardtable.spades.state import HandRecord, SpadesState
from cardtable.spades.views import SeatView as SpadesView


class ReplayError(ValueError):
    """A stored record that does not replay (damaged, tampered, or from another version)."""


@dataclass(frozen=True)
class BadugiFrame:
    """The position after ``events``: the person's ``view`` with every live hand shown, and
    every seat's cards (``hands``; empty for a seat not dealt in)."""

    view: BadugiView
    events: tuple[Any, ...]
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class SpadesFrame:
    """The position after ``events``: the person's ``view``, the cards every seat still
    holds, and once the hand is scored its ``record`` (bids, tricks, scores)."""

    view: SpadesView
    events: tuple[Any, ...]
    hands: tuple[tuple[Card, ...], ...]
    record: HandRecord | None = None


def _badugi_frame(state: HandState, hero: int, events: list[Any]) -> BadugiFrame:
    hands = tuple(tuple(h) if state.dealt_in[s] else () for s, h in enumerate(state.hands))
    shown = {
        s: hands[s] for s in range(state.n) if state.dealt_in[s] and not state.folded[s]
    }
    view = dataclasses.replace(seat_view(state, hero), shown=shown, legal=None)
    return BadugiFrame(view, tuple(events), hands)


def badugi_frames(record: Any, hero: int) -> list[BadugiFrame]:
    """Every position of a stored Badugi hand, from the deal to the last chip pushed."""
    try:
        final = replay_badugi(record)
        if not 0 <= hero < final.n:
            raise ValueError(f"no seat {hero} in this hand")
        start = dict(record["hand"])
        start["actions"] = []
        state = HandState.from_json(start)
        frames = [_badugi_frame(state, hero, list(state.events))]
        for seat, action in final.actions:
            events = state.apply(BadugiAction.from_json(action.to_json()), seat)
            frames.append(_badugi_frame(state, hero, events))
    except (SaveFileError, ValueError, KeyError, TypeError) as exc:
        raise ReplayError(f"the stored hand does not replay: {exc}") from exc
    return frames


def _spades_frame(state: SpadesState, hero: int, events: list[Any]) -> SpadesFrame:
    hands = tuple(tuple(state.hand(s)) for s in range(state.players))
    return SpadesFrame(state.view(hero), tuple(events), hands)


def spades_frames(record: Any, hand_no: int, hero: int) -> list[SpadesFrame]:
    """Every position of hand ``hand_no`` (1-based) of a stored Spades game: the deal, each
    bid and card, and the score. Looking at one's cards is not a step of its own."""
    try:
        final = replay_spades(record)
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
                frames.append(_spades_frame(state, hero, []))  # the deal
            events = state.apply(action)
            if not playing or isinstance(action, ShowCards):
                continue
            frame = _spades_frame(state, hero, events)
            if len(state.history) >= hand_no:
                # The last card scored the hand (and the engine dealt the next one): nobody
                # holds a card of this hand any more; its record has the bids and scores.
                empty = tuple(() for _ in range(state.players))
                own = tuple(e for e in events if not isinstance(e, HandStarted | CardsDealt))
                frame = SpadesFrame(frame.view, own, empty, state.history[hand_no - 1])
            frames.append(frame)
    except (SaveFileError, ValueError, KeyError, TypeError) as exc:
        raise ReplayError(f"the stored game does not replay: {exc}") from exc
    return frames
