"""Taking back the person's last card or bid: what an undo may reach, and the state it leaves.

The saved game is the seed plus the list of actions (``SpadesState.to_json``), so an undo is
that list cut short and replayed: exactly the position the person faced, the bots' seats
included. The session (``session.py``) also rewinds its move number by as many moves, and the
bots are seeded by seat and move number, so after an undo they decide again from the same
seeds: playing the same card again brings back the same hand, move for move.

What may be taken back, and why:

- Only the person's own bids and cards of the hand in progress, each with every action that
  followed it. Once a hand is scored it is history (the history database has stored it), so
  an undo never crosses a hand's end.
- Never looking at one's cards, and never a blind nil bid: both gave up face-down cards, and
  undoing them would let the person choose blind nil with his cards seen.
- Anything after that, back to the start of the hand, one decision at a time. Any undo that
  takes back a computer player's card has shown the person that card: even within one trick,
  the next seat's card is something he could not have known when he chose. A rule "only
  within the trick" would therefore not keep him from learning anything; only an undo before
  any computer player moved would, and the paced bots rarely leave time for one. So, as most
  card programs do, the undo is allowed and the hand is *marked*: the session notes every
  hand in which play after an undo went differently from what was taken back (the person, or
  a bot on a slower machine, chose otherwise) and the history and statistics show those
  hands apart. An undo followed by the same choice changes nothing and learns nothing that
  the hand would not have shown anyway, so it leaves no mark: the game, the save and the
  history are then exactly as if there had been no undo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.spades.actions import BLIND_NIL, Action, Bid, Play
from cardtable.spades.state import SpadesState

__all__ = ["TakenBack", "hand_start", "replayed", "undo_point"]


@dataclass(frozen=True, slots=True)
class TakenBack:
    """A session's event: ``seat`` took back ``actions`` (his own and every action after it,
    oldest first); the position is now the one before the first of them."""

    seat: int
    actions: tuple[Action, ...]


def hand_start(state: SpadesState) -> int:
    """Where the hand in progress starts in ``state.actions``: its actions are the last ones
    holding exactly its bids and cards, plus the looks (``ShowCards``) before its first bid;
    the hand before it ended with a card. A finished game has no hand in progress."""
    actions = state.actions
    if state.is_over:
        return len(actions)
    current = state.hand_records()[-1]
    bids = len(current.bids)
    plays = sum(len(trick) for trick in current.tricks)
    i = len(actions)
    while i > 0:
        action = actions[i - 1]
        if isinstance(action, Play):
            if plays == 0:
                break
            plays -= 1
        elif isinstance(action, Bid):
            if bids == 0:  # cannot happen in a consistent log: a hand's bids come first
                break
            bids -= 1
        i -= 1
    return i


def undo_point(state: SpadesState, seat: int) -> int | None:
    """The index in ``state.actions`` of ``seat``'s last bid or card that may be taken back
    in the hand in progress (see the module's rules), or None when there is none."""
    actions = state.actions
    start = hand_start(state)
    for i in range(len(actions) - 1, start - 1, -1):
        action = actions[i]
        if action.seat != seat or not isinstance(action, Bid | Play):
            continue
        if isinstance(action, Bid) and action.value == BLIND_NIL:
            return None  # he has seen his cards since: blind nil cannot be chosen again
        return i
    return None


def replayed(state: SpadesState, actions: Sequence[Action]) -> SpadesState:
    """A new state with ``state``'s rules, seed, first dealer and fixed deals, after
    ``actions`` (a prefix of ``state.actions``, so every one of them is legal)."""
    doc = state.to_json()
    deals = doc.get("deals")
    fresh = SpadesState(state.rules, state.seed, state.first_dealer, deals)
    for action in actions:
        fresh.apply(action)
    return fresh
