"""The decisions of one seat in a recorded hand, each as that seat saw it then.

A review must judge a decision only on what the player knew when he made it: his own cards
and discards, the public actions and draw counts, and the players' public records from the
earlier hands (the record's ``tendencies``). The hand is therefore replayed from its record
through the engine, and before each of the seat's actions the engine's own ``view`` of that
seat is taken: the same object a bot is given, which never holds another seat's cards. The
hidden cards the record also holds (everyone's deal, the showdown) are never read here.

A spot where the rules leave one choice (a check with nothing else allowed) is not a
decision and is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.records import record_tendencies, replay_record
from cardtable.badugi.state import HandState
from cardtable.badugi.tendencies import Tendency
from cardtable.badugi.view import SeatView


@dataclass(frozen=True)
class Spot:
    """One decision: ``step`` is its action's number in the hand (1 for the first action,
    the replayer's step after it), ``view`` what the seat knew, ``taken`` what it did."""

    step: int
    view: SeatView
    taken: Action


@dataclass(frozen=True)
class ReviewedHand:
    """A replayed record: its seat's decisions, the players' names, the hand itself (for
    the totals only: its hidden cards never reach a decision) and the public records."""

    spots: tuple[Spot, ...]
    players: tuple[str, ...]
    final: HandState
    tendencies: tuple[Tendency, ...]


def is_decision(view: SeatView) -> bool:
    """Whether the seat to act has more than one thing it may do."""
    legal = view.legal
    if legal is None:
        return False
    if "draw" in legal.kinds:
        return True
    return len(legal.kinds) > 1


def hand_spots(record: Any, seat: int) -> ReviewedHand:
    """Replay ``record`` (checked against its replay first) and return ``seat``'s decisions.
    ValueError (SaveFileError, DocumentError, IllegalAction are ValueErrors or caught as
    such by callers) when the record does not replay or has no such seat, or the seat was
    not dealt in."""
    final = replay_record(record)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < final.n:
        raise ValueError(f"no seat {seat} in this hand (it has {final.n})")
    if not final.dealt_in[seat]:
        raise ValueError(f"seat {seat} was not dealt in this hand")
    tendencies = tuple(record_tendencies(record, final.n))
    start = dict(record["hand"])
    start["actions"] = []
    state = HandState.from_json(start)
    spots = []
    for step, (actor, action) in enumerate(final.actions, start=1):
        if actor == seat:
            view = state.view(seat, tendencies=tendencies)
            if is_decision(view):
                spots.append(Spot(step, view, Action.from_json(action.to_json())))
        state.apply(Action.from_json(action.to_json()), actor)
    players: Sequence[str] = record["players"]
    return ReviewedHand(tuple(spots), tuple(players), final, tendencies)
