"""The three difficulties as numbers: how hard each bot thinks and how it leans."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Profile:
    """How a bot plays.

    ``samples_bet`` / ``samples_draw``: Monte Carlo deals for a betting decision and per
    candidate discard (time budget). ``trust``: how much opponents' bets narrow their range
    (0: ignores betting, reads draw counts only). ``call_margin``: equity above the pot odds a
    call needs (negative: loose). ``bet_edge`` / ``raise_edge``: equity above a fair share
    (1 / players) that a value bet / raise needs. ``bluff`` / ``semibluff`` / ``snow``:
    frequencies of betting with nothing on the last round, betting a good draw, and standing
    pat on a bad hand in the last draw. ``mistakes``: chance per decision of a human-like
    error (calling when folding is right, checking a value hand, a lazy draw).
    ``exact_last_draw``: use the odds engine in the last draw against pat opponents.
    ``rollouts``: when above 0, bets are chosen by lookahead (``lookahead``) over about this
    many playouts per action heads-up (fewer per live player at a bigger table).
    ``bluff_floor``: how much of a balanced bettor's share of bluffs (which grows with the
    size of the bet) is kept in an opponent's range when he bets (0: believe every bet).
    ``tries``: replays of an opponent's hand before the most likely one is taken as it is.
    A narrow range (a player who stood pat after drawing) needs many: with too few, a pat
    player is often dealt a hand he would never have stood pat on.
    ``policy_ranges``: read opponents' bets with the playout policy's thresholds
    (``ranges.PolicyRanges``) instead of ``quality`` and ``trust``, so the hands the
    lookahead deals them are hands its model of them would have played that way.
    ``opponent_margin``: scales the calling margin of the opponents in the playouts (below 1:
    they are assumed to call more, so fewer of our bets count on folds).
    """

    name: str
    samples_bet: int
    samples_draw: int
    trust: float
    call_margin: float
    bet_edge: float
    raise_edge: float
    bluff: float
    semibluff: float
    snow: float
    mistakes: float
    exact_last_draw: bool
    rollouts: int = 0
    bluff_floor: float = 0.0
    tries: int = 6
    policy_ranges: bool = False
    opponent_margin: float = 1.0


EASY = Profile(
    name="easy", samples_bet=120, samples_draw=60, trust=0.0, call_margin=-0.08,
    bet_edge=0.22, raise_edge=0.32, bluff=0.0, semibluff=0.0, snow=0.0, mistakes=0.2,
    exact_last_draw=False,
)  # fmt: skip
MEDIUM = Profile(
    name="medium", samples_bet=200, samples_draw=100, trust=1.0, call_margin=0.02,
    bet_edge=0.08, raise_edge=0.18, bluff=0.12, semibluff=0.1, snow=0.0, mistakes=0.0,
    exact_last_draw=False,
)  # fmt: skip
HARD = Profile(
    name="hard", samples_bet=400, samples_draw=200, trust=1.5, call_margin=0.0,
    bet_edge=0.06, raise_edge=0.15, bluff=0.3, semibluff=0.2, snow=0.25, mistakes=0.0,
    exact_last_draw=True, rollouts=500, bluff_floor=1.0, tries=40, policy_ranges=True,
)  # fmt: skip
