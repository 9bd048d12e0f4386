"""Spades: rules engine, scoring, seat views, records and baseline bots (no Qt).

Start a game with ``SpadesState(SpadesRules(...), seed)`` (a ``core.contract.Engine``): ask
``legal(seat)`` or ``check(action)``, feed actions (``Bid``, ``ShowCards``, ``Play``) to
``apply`` and give bots ``view(seat)``.

The names below load on first use (PEP 562): importing the package, as the game registry
does to read the spec, must not load the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.spades.actions import BLIND_NIL, NIL, Action, Bid, BidValue, Play, ShowCards
    from cardtable.spades.phase import Phase
    from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
    from cardtable.spades.scoring import TeamScore, game_winner, score_team
    from cardtable.spades.state import BIDDING, OVER, PLAYING, HandRecord, SpadesState
    from cardtable.spades.views import SeatView

_HOME = {
    "BLIND_NIL": "cardtable.spades.actions",
    "NIL": "cardtable.spades.actions",
    "Action": "cardtable.spades.actions",
    "Bid": "cardtable.spades.actions",
    "BidValue": "cardtable.spades.actions",
    "Play": "cardtable.spades.actions",
    "ShowCards": "cardtable.spades.actions",
    "Phase": "cardtable.spades.phase",
    "CLOCKWISE": "cardtable.spades.rules",
    "COUNTERCLOCKWISE": "cardtable.spades.rules",
    "SpadesRules": "cardtable.spades.rules",
    "TeamScore": "cardtable.spades.scoring",
    "game_winner": "cardtable.spades.scoring",
    "score_team": "cardtable.spades.scoring",
    "BIDDING": "cardtable.spades.state",
    "OVER": "cardtable.spades.state",
    "PLAYING": "cardtable.spades.state",
    "HandRecord": "cardtable.spades.state",
    "SpadesState": "cardtable.spades.state",
    "SeatView": "cardtable.spades.views",
}

__all__ = [
    "BIDDING",
    "BLIND_NIL",
    "CLOCKWISE",
    "COUNTERCLOCKWISE",
    "NIL",
    "OVER",
    "PLAYING",
    "Phase",
    "Action",
    "Bid",
    "BidValue",
    "HandRecord",
    "Play",
    "SeatView",
    "ShowCards",
    "SpadesRules",
    "SpadesState",
    "TeamScore",
    "game_winner",
    "score_team",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
