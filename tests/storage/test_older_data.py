"""A player's data from cardtable 0.1.0 (tests/data/v0_1_0, written by that version's own
code) loads after the game registry was introduced: both saves resume where they stopped,
and play goes on from them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.games import load_session, make_bot

DATA = Path(__file__).resolve().parents[1] / "data" / "v0_1_0"


@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_saves_of_0_1_0_resume_mid_hand(game: str) -> None:
    doc = json.loads((DATA / f"session-{game}.json").read_text(encoding="utf-8"))
    session = load_session(doc)
    assert session.game == game and session.human_seat == 0
    assert not session.hand_over  # stopped in the middle of a hand
    assert session.to_json() == doc  # nothing of the save is lost or changed
    moves = session.move_no
    bot = make_bot(game, "basic", 3)
    while not session.hand_over:
        seat = session.whose_turn()
        assert seat is not None
        session._apply(seat, bot.act(session.view_for(seat)))
    assert session.move_no > moves
