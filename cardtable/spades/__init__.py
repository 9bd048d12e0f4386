"""Spades: rules engine, scoring, seat views, records and baseline bots (no Qt).

Start a game with ``SpadesState(SpadesRules(...), seed)`` (a ``core.contract.Engine``): ask
``legal(seat)`` or ``check(action)``, feed actions (``Bid``, ``ShowCards``, ``Play``) to
``apply`` and give bots ``view(seat)``.
"""

from cardtable.spades.actions import BLIND_NIL, NIL, Action, Bid, BidValue, Play, ShowCards
from cardtable.spades.phase import Phase
from cardtable.spades.rules import CLOCKWISE, COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.scoring import TeamScore, game_winner, score_team
from cardtable.spades.state import BIDDING, OVER, PLAYING, HandRecord, SpadesState
from cardtable.spades.views import SeatView

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
