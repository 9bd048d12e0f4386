"""Save -> load gives the same session on finished Spades games (issue 26, defect 15): a game
that ended saves ``between_hands: true`` (the last hand was scored) and must reload so, or a
save, reload and save again writes a different document."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.session import SeatConfig
from cardtable.games import load_session
from cardtable.spades import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession


def finished_game(seed: int, target: int, players: int) -> SpadesSession:
    """A game played to its end by basic bots (a low target keeps it to a hand or two)."""
    rules = SpadesRules(players=players, target=target)
    seats = tuple(SeatConfig(f"Bot {i}", "basic") for i in range(players))
    session = SpadesSession(SpadesConfig(rules, seats), seed=seed)
    while not session.game_over:
        if session.between_hands:
            session.next_hand()
        request = session.bot_request()
        assert request is not None
        assert session.apply_bot(request.move_no, request.bot.act(request.view))
    return session


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    target=st.integers(1, 60),
    players=st.sampled_from([3, 4, 6]),
)
def test_finished_game_save_load_is_the_same_state(seed: int, target: int, players: int) -> None:
    session = finished_game(seed, target, players)
    doc = session.to_json()
    assert doc["between_hands"] is True  # the last hand was scored
    resumed = load_session(doc)
    assert isinstance(resumed, SpadesSession)
    assert resumed.between_hands == session.between_hands
    assert resumed.game_over and resumed.hand_over and resumed.whose_turn() is None
    assert resumed.to_json() == doc
    assert load_session(resumed.to_json()).to_json() == doc
    resumed.new_game()  # a reloaded finished game starts the next one as the live one does
    session.new_game()
    assert resumed.to_json() == session.to_json()
