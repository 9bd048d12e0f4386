"""Sessions played out headlessly for the history tests: seat 0 is the person's seat, but a
bot chooses its moves too, so whole sittings and games run in a fraction of a second."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.badugi.view import seat_view
from cardtable.core.session import SeatConfig, SessionDriver
from cardtable.games import make_bot
from cardtable.spades import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession

Hook = Callable[[SessionDriver], object]


def seats(n: int) -> tuple[SeatConfig, ...]:
    names = ("Mina", "Tom", "Jisoo", "Ana", "Leo")
    return (SeatConfig("You"),) + tuple(SeatConfig(names[i], "basic") for i in range(n - 1))


def badugi_session(seed: int = 7, n: int = 4, structure: str = "fixed") -> BadugiSession:
    rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
    return BadugiSession(BadugiConfig(rules, seats(n), 200), seed=seed)


def play_badugi(session: BadugiSession, hands: int, hook: Hook | None = None) -> BadugiSession:
    """Play ``hands`` more hands (the person rebuys when broke)."""
    if hook is not None:
        session.add_save_hook(hook)
    bot = make_bot("badugi", "basic", 1)
    for _ in range(hands):
        if session.needs_rebuy():
            session.rebuy(0)
        session.next_hand()
        while not session.hand_over:
            seat = session.whose_turn()
            assert seat is not None and session.match.hand is not None
            session._apply(seat, bot.act(seat_view(session.match.hand, seat)))
    return session


def spades_session(seed: int = 3, rules: SpadesRules | None = None) -> SpadesSession:
    rules = rules or SpadesRules()
    return SpadesSession(SpadesConfig(rules, seats(rules.players)), seed=seed)


def play_spades(
    session: SpadesSession, hands: int | None = None, hook: Hook | None = None
) -> SpadesSession:
    """Play ``hands`` more hands, or to the end of the game."""
    if hook is not None:
        session.add_save_hook(hook)
    bot = make_bot("spades", "basic", 1)
    played = 0
    while not session.game_over and (hands is None or played < hands):
        session.next_hand()
        played += 1
        while not session.hand_over:
            seat = session.whose_turn()
            assert seat is not None
            session._apply(seat, bot.act(session.state.view(seat)))
    return session
