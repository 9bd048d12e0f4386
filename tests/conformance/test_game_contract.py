"""One test of the game contract over every registered game (as OpenSpiel runs one API test
over all its games), and over the toy High card game registered by its one line: a game
that passes here plays through the session, the saves, the history and the arena as the
app expects, whatever its rules.

Checked by random playouts through the session's public interface (seeds and table sizes
drawn by hypothesis): ``check`` agrees with ``act`` on legal and illegal actions alike, and a
refused action changes nothing; save, load and play on equals never saving; every finished
hand is recorded and its stored frames replay; a short arena match runs; and a bot handed a
view reaches neither the state nor another seat's hidden cards."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import IDS, SPECS, Playout, cards_in, reachable, registered, seated

from cardtable import games
from cardtable.cli.arena import main as arena
from cardtable.core.errors import IllegalAction
from cardtable.core.session import DEMO_NAMES, SessionDriver
from cardtable.core.spec import GameSpec
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

FEW = settings(max_examples=6, deadline=None, derandomize=True)
JUNK: list[Any] = [None, "", "nonsense", -1, 10**9, 2.5, [], {}, ("x",), object()]
"""Values no game takes as an action."""


def table(spec: GameSpec) -> st.SearchStrategy[tuple[int, int]]:
    """(seed, number of seats) for ``spec``."""
    return st.tuples(st.integers(0, 2**32), st.integers(spec.min_seats, spec.max_seats))


def saved(session: SessionDriver) -> str:
    return json.dumps(session.to_json(), sort_keys=True)


def reload(session: SessionDriver) -> SessionDriver:
    """The session as a save file brings it back (through JSON text, as on disk)."""
    return games.load_session(json.loads(json.dumps(session.to_json())))


def assert_refused(session: SessionDriver, seat: Any, action: Any) -> None:
    """``check`` refuses ``action`` for ``seat``, ``act`` raises IllegalAction for it, and
    nothing changes (not the state, not the move number, no event)."""
    before, move_no = saved(session), session.move_no
    assert isinstance(session.check(seat, action), IllegalAction), action
    with pytest.raises(IllegalAction):
        session.act(seat, action)
    assert saved(session) == before and session.move_no == move_no
    assert session.take_events() == []


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_the_demo_table_is_bots_of_the_level_asked(spec: GameSpec) -> None:
    """``demo_session``: bots only, of ``level``, named in order from ``DEMO_NAMES``, a table
    size the game allows; the same seed deals the same table."""
    with registered(spec):
        session = spec.demo_session(7, "random")
        n = session.n_seats
        assert spec.min_seats <= n <= spec.max_seats
        assert [(s.name, s.bot) for s in session.seats] == [(d, "random") for d in DEMO_NAMES[:n]]
        assert saved(spec.demo_session(7, "random")) == saved(session)
        assert saved(spec.demo_session(8, "random")) != saved(session)


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_check_agrees_with_act(spec: GameSpec) -> None:
    @FEW
    @given(table(spec))
    def run(drawn: tuple[int, int]) -> None:
        seed, seats = drawn
        with registered(spec):
            agree(spec, seats, seed)

    run()


def agree(spec: GameSpec, seats: int, seed: int) -> None:
    session = seated(spec, seats, seed)
    session.take_events()
    play = Playout(spec, session, seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(90):
        seat = session.whose_turn()
        if seat is not None and session.is_human(seat):
            right = play.person_move(seat)
            assert session.check(seat, right) is None, right
            # What was played before, at this table or elsewhere in the hand, and
            # values no game takes: each either passes check and is taken, or is
            # refused by both and changes nothing.
            for action in [*rng.sample(play.actions, min(4, len(play.actions))), *JUNK]:
                if session.check(seat, action) is None:
                    copy = reload(session)
                    copy.act(seat, action)  # taken: check's yes is act's yes
                else:
                    assert_refused(session, seat, action)
            for other in (seat + 1, -1, len(session.seats), "0", True):
                assert_refused(session, other, right)  # not the person's seat
            checked += 1
        elif session.hand_over or seat is not None:
            for action in [*play.actions[-3:], *JUNK[:3]]:
                assert_refused(session, 0, action)  # not the person's turn
        if not play.step():
            break
        session.take_events()
    assert checked > 0 or play.over


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_save_load_and_play_on_equals_never_saving(spec: GameSpec) -> None:
    @FEW
    @given(table(spec), st.integers(0, 80), st.booleans())
    def run(drawn: tuple[int, int], moves: int, person: bool) -> None:
        seed, seats = drawn
        with registered(spec):
            session = seated(spec, seats, seed, person)
            Playout(spec, session, seed).play(moves)
            copy = reload(session)
            assert saved(copy) == saved(session)
            assert copy.whose_turn() == session.whose_turn()
            assert copy.hand_over == session.hand_over
            first, second = Playout(spec, session, seed), Playout(spec, copy, seed)
            for _ in range(60):
                went = first.step()
                assert second.step() == went
                assert saved(copy) == saved(session)
                if not went:
                    break

    run()


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_sitting_played_to_its_end_reloads_the_same(spec: GameSpec) -> None:
    with registered(spec):
        for seed in range(3):
            session = seated(spec, spec.min_seats, seed)
            play = Playout(spec, session, seed)
            play.play(3000 if spec.name != "badugi" else 300)
            copy = reload(session)
            assert saved(copy) == saved(session)
            assert copy.hand_over == session.hand_over


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_every_finished_hand_is_recorded_and_replays(spec: GameSpec, tmp_path) -> None:
    adapter = spec.history
    if adapter is None:
        pytest.skip(f"{spec.name} keeps no history")
    with registered(spec):
        session = seated(spec, spec.max_seats, 11)
        db = HistoryDB(tmp_path / "history.sqlite3")
        assert db.open() is None
        recorder = HistoryRecorder(db)
        session.add_save_hook(recorder.record)
        play = Playout(spec, session, 11)
        while play.hands < 3 and play.step():
            pass
        while not session.hand_over and play.step():
            pass
        hands = db.hands(spec.name)
        assert len(hands) == play.hands >= 1, "the hands played were not stored"
        assert len({(h.game_id, h.hand_no) for h in hands}) == len(hands)  # once each
        history = adapter()
        for row in hands:
            frames = history.frames(db, row, 0)
            assert len(frames) >= 2  # the deal and at least one move after it
        history.stats(hands, db.games(spec.name))
        db.close()


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_short_arena_match_runs(spec: GameSpec, capsys: pytest.CaptureFixture[str]) -> None:
    with registered(spec):
        entry = spec.arena()
        assert arena([spec.name, "--seed", "3", "--json", *entry.smoke_args]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert summary


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_bot_sees_only_its_own_view(spec: GameSpec) -> None:
    """A bot is handed its seat's view and nothing more: no engine state, session or random
    generator is reachable from it; a card two seats' views show is in every seat's view
    (public), at every moment; and every seat sees cards of its own at some point. Played
    at the smallest table, where no card is dealt twice (no second deck, no reshuffle of
    the discards), so a card seen by two seats is one card."""
    for seed in range(4):
        seats = spec.min_seats
        session = seated(spec, seats, seed, person=False)
        play = Playout(spec, session, seed)
        own_seen = [False] * seats
        for _ in range(150):
            views = [cards_in(session.view_for(s)) for s in range(seats)] if play.hands else []
            if views:
                public = set.intersection(*views)
                for s in range(seats):
                    own_seen[s] = own_seen[s] or bool(views[s] - public)
                    for o in range(s + 1, seats):
                        assert views[s] & views[o] <= public, (s, o, views[s] & views[o] - public)
            request = session.bot_request()
            if request is not None:
                for obj in reachable(request.view):
                    assert obj is not session
                    assert not isinstance(obj, (SessionDriver, random.Random)), type(obj)
                    assert not (hasattr(obj, "apply") and hasattr(obj, "clone")), type(obj)
            if not play.step():
                break
        assert all(own_seen), own_seen
