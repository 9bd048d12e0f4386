"""A third game plugs in through the two spec lists alone (issue 17): High card
(``cardtable/highcard``; in the tree, not in the app's registries) is added to
``cardtable.games.GAMES`` — the one line a new game adds there — and then plays through
everything shared: the arena, autosave and resume, the history of play, its statistics and the
replay of a stored hand."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable import games
from cardtable.cli.arena import main as arena
from cardtable.core.session import SeatConfig
from cardtable.highcard.engine import KEEP, SWAP, Phase
from cardtable.highcard.spec import SPEC
from cardtable.storage.autosave import SaveShelf
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


@pytest.fixture
def registered() -> Iterator[None]:
    """The one line a new game adds to ``cardtable/games.py``."""
    games.GAMES.append(SPEC)
    yield
    games.GAMES.remove(SPEC)


def play(session, hands: int, person: str = SWAP) -> None:
    """Deal and play ``hands`` hands: the person always ``person``, bots by their bot."""
    for _ in range(hands):
        session.next_hand()
        while not session.hand_over:
            seat = session.whose_turn()
            if session.is_human(seat):
                session.act(seat, person)
            else:
                request = session.bot_request()
                session.apply_bot(request.move_no, request.bot.act(request.view))


def test_the_arena_plays_it(registered: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena(["--game", "highcard", "--deals", "50", "--seed", "3",
                  "--bots", "basic,random", "--json"]) == 0  # fmt: skip
    summary = json.loads(capsys.readouterr().out)
    assert sum(s["won"] for s in summary["seats"]) == 50
    assert summary["seats"][0]["won"] > summary["seats"][1]["won"]  # keeping 8+ beats a coin


def test_autosave_resume_history_statistics_and_replay(registered: None, tmp_path: Path) -> None:
    seats = (SeatConfig("You"), SeatConfig("Mina", "basic"), SeatConfig("Tom", "random"))
    session = games.spec("highcard").new_session(seats)
    shelf = SaveShelf(tmp_path, games.names())
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    recorder = HistoryRecorder(db)
    session.add_save_hook(lambda s: shelf.store(s.game).save(s))
    session.add_save_hook(recorder.record)
    play(session, 3)
    session.next_hand()  # stop in the middle of the fourth hand, the person to act
    while not session.is_human(session.whose_turn()):
        request = session.bot_request()
        session.apply_bot(request.move_no, request.bot.act(request.view))
    # Resume from the save alone, as the app does at start, and play on.
    loaded = SaveShelf(tmp_path, games.names()).load_all()
    resumed = loaded["highcard"].session
    assert resumed is not None and resumed.to_json() == session.to_json()
    update = resumed.act(0, KEEP)
    assert update.view.acted[0] == KEEP
    resumed.add_save_hook(recorder.record)
    while not resumed.hand_over:
        request = resumed.bot_request()
        resumed.apply_bot(request.move_no, request.bot.act(request.view))
    assert resumed.hand.phase is Phase.DONE
    # Four hands stored once each, with the game's own facts.
    hands = db.hands("highcard")
    assert [h.hand_no for h in hands] == [1, 2, 3, 4]
    assert [h.facts["swapped"] for h in hands] == [True, True, True, False]
    stats = SPEC.history().stats(hands, db.games("highcard"))
    assert stats.hands == 4 and stats.swapped == 3
    assert stats.won == sum(1 for h in resumed.finished if h.winner == 0)
    # Every stored hand replays through the engine, ending with its winner shown.
    for row in hands:
        frames = SPEC.history().frames(db, row, 0)
        assert len(frames) == 4 and frames[-1].view.winner is not None
        assert None not in frames[-1].view.shown
    db.close()
