"""The Badugi table is drawn from the session's updates only (DESIGN.md, "How data flows"):
one view pull per change, made by ``SessionDriver.update``, never by the table; and no code
in ``cardtable/gui`` reads the session's ``match``, ``hand`` or ``state``.

A spy session records both while a person plays whole hands through the table's actions
(the same QActions the keys and buttons trigger), bots answering on their worker thread.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window, table_of

from cardtable.badugi.actions import LegalActions
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.badugi.state import HandState
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.table import BadugiTable


def _where(frame: Any) -> str:
    return f"{frame.f_globals.get('__name__', '?')}:{frame.f_code.co_name}:{frame.f_lineno}"


class SpySession(BadugiSession):
    """A ``BadugiSession`` that counts its view pulls and notes who pulls and who reads its
    game state: ``gui_reads`` lists each read of ``match``, ``hand`` or ``state`` made from
    a module of ``cardtable.gui``; ``stray_pulls`` each ``view_for`` call not made by
    ``SessionDriver.update``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.pulls = 0
        self.gui_reads: list[str] = []
        self.stray_pulls: list[str] = []
        super().__init__(*args, **kwargs)

    def _note(self, name: str) -> None:
        caller = sys._getframe(2)  # the frame that read the property
        if caller.f_globals.get("__name__", "").startswith("cardtable.gui"):
            self.gui_reads.append(f"{name} read at {_where(caller)}")

    @property  # type: ignore[override]
    def match(self) -> BadugiMatch:
        self._note("match")
        return self._match

    @match.setter
    def match(self, value: BadugiMatch) -> None:
        self._match = value

    @property
    def hand(self) -> HandState | None:
        self._note("hand")
        return self._match.hand

    @property
    def state(self) -> HandState | None:
        self._note("state")
        return self._match.hand

    def view_for(self, seat: int) -> Any:
        caller = sys._getframe(1)
        if not caller.f_globals.get("__name__", "").startswith("tests"):
            self.pulls += 1
            if (caller.f_globals.get("__name__"), caller.f_code.co_name) != (
                "cardtable.core.session",
                "update",
            ):
                self.stray_pulls.append(_where(caller))
        return super().view_for(seat)

    def peek_legal(self, seat: int) -> LegalActions | None:
        """The test's own look at the position (not counted, not through the spied names)."""
        hand = self._match.hand
        return None if hand is None else hand.legal(seat)


def spy_session(seed: int, structure: str) -> SpySession:
    seats = [SeatConfig("You")] + [
        SeatConfig(f"Bot {i}", "basic" if i % 2 else "random") for i in range(1, 4)
    ]
    rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
    return SpySession(BadugiConfig(rules, tuple(seats), 200), seed=seed)


def wait_for_person(qtbot: QtBot, table: BadugiTable, session: SpySession) -> None:
    qtbot.waitUntil(
        lambda: not table.blocked
        and (session.hand_over or session.whose_turn() == table.human),
        timeout=10000,
    )


def person_moves(table: BadugiTable, legal: LegalActions, rng: random.Random) -> list[Any]:
    """The QActions a person would trigger for one decision (keys or buttons), varied."""
    if "draw" in legal.kinds:
        if legal.max_discard == 0 or rng.random() < 0.3:
            return [table.act_stand_pat]
        marks = rng.sample(range(4), rng.randint(1, min(2, legal.max_discard)))
        return [table.act_discard[i] for i in marks] + [table.act_draw]
    roll = rng.random()
    if {"bet", "raise"} & legal.kinds and roll < 0.25:
        sizing = rng.choice([table.act_half_pot, table.act_pot, table.act_all_in, None])
        return ([sizing] if sizing is not None else []) + [table.act_bet_raise]
    if "fold" in legal.kinds and roll > 0.9:
        return [table.act_fold]
    return [table.act_check_call]


def play(qtbot: QtBot, table: BadugiTable, session: SpySession, hands: int, seed: int) -> int:
    """Play ``hands`` hands through the table's actions; return how many the person made.
    No trigger pulls the view more often than it changes the game."""
    rng = random.Random(seed)
    moves = 0
    done = 0
    while done < hands:
        wait_for_person(qtbot, table, session)
        if session.hand_over:
            if session.needs_rebuy():
                break
            done += 1
            if done == hands:
                break
            triggers = [table.act_next_hand]
        else:
            legal = session.peek_legal(table.human)
            assert legal is not None
            triggers = person_moves(table, legal, rng)
            # Now and then tick a pre-action too: it is carried out on the person's turn.
            if rng.random() < 0.2:
                triggers.append(table.act_pre_call_any)
        for action in triggers:
            # Whatever a trigger changes is the person's doing (his move, a pre-action it
            # sets off, a rebuy he agrees to at the hand's end): one pull for each at most,
            # none for a trigger that changes nothing.
            pulls, changes = session.pulls, session.move_no
            action.trigger()
            assert session.pulls - pulls <= session.move_no - changes, action.objectName()
        moves += 1
    return moves


def test_the_table_renders_updates_and_never_reads_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    for seed, structure in ((3, "fixed"), (8, "no_limit")):
        session = spy_session(seed, structure)
        first_move = session.move_no
        window.open_session(session)
        table = table_of(window)
        table.ask_rebuy = lambda: True  # type: ignore[method-assign]
        moves = play(qtbot, table, session, hands=4, seed=seed)
        assert moves > 8
        assert session.gui_reads == []
        assert session.stray_pulls == []
        # One pull per change at most (each change bumps the move number), plus the start.
        assert 0 < session.pulls <= session.move_no - first_move + 1
    window.close()


def test_a_resumed_hand_starts_from_one_update(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = spy_session(5, "pot")
    session.next_hand()
    while session.whose_turn() != 0 and not session.hand_over:
        request = session.bot_request()
        assert request is not None
        session.apply_bot(request.move_no, request.bot.act(request.view))
    pulls, moves = session.pulls, session.move_no
    window.open_session(session)
    table = table_of(window)
    table.ask_rebuy = lambda: True  # type: ignore[method-assign]
    wait_for_person(qtbot, table, session)
    assert session.move_no == moves  # the person is to act: nothing was played ...
    assert session.pulls - pulls == 1  # ... and the table was drawn from one update
    play(qtbot, table, session, hands=2, seed=5)
    assert session.gui_reads == []
    assert session.stray_pulls == []
    window.close()
