"""The Spades table reads the game only through ``Update``s (DESIGN.md, "How data flows").

A spy session counts every ``view_for`` call and notes any call made straight from ``gui/``
code, and every read of ``session.state`` made from ``gui/`` code. A whole hand is played at
the real table (blind nil declined, a bid chosen with the keys, cards played with the arrows
and Enter or by clicking, a refused card clicked once, a card taken back with Ctrl+Z and the
tricks looked at with T) and then the next hand is dealt: the
table must pull at most one view per change of the game (the one inside ``update``), none
for a key that changes nothing, and never look at the state itself.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot
from test_spades_table import click_hand_card, open_table, wait_ready

from cardtable.core.session import SeatConfig
from cardtable.spades import Play, ShowCards, SpadesRules, SpadesState
from cardtable.spades.session import SpadesConfig, SpadesSession
from cardtable.spades.views import SeatView


def _gui_caller(depth: int) -> str | None:
    """``module:line`` of the caller ``depth`` frames up if it is ``gui/`` code, else None."""
    frame = sys._getframe(depth + 1)
    module = str(frame.f_globals.get("__name__", ""))
    if module.startswith("cardtable.gui"):
        return f"{module}:{frame.f_lineno}"
    return None


class SpySession(SpadesSession):
    """A ``SpadesSession`` that counts view pulls and notes what ``gui/`` reads."""

    def __init__(self, config: SpadesConfig, seed: int) -> None:
        self.view_pulls = 0
        self.gui_view_calls: list[str] = []
        self.gui_state_reads: list[str] = []
        super().__init__(config, seed=seed)

    @property  # type: ignore[override]
    def state(self) -> SpadesState:
        where = _gui_caller(1)
        if where is not None:
            self.gui_state_reads.append(where)
        return self._spy_state

    @state.setter
    def state(self, value: SpadesState) -> None:
        self._spy_state = value

    def view_for(self, seat: int) -> SeatView:
        self.view_pulls += 1
        where = _gui_caller(1)
        if where is not None:
            self.gui_view_calls.append(where)
        return super().view_for(seat)

    def peek(self, seat: int) -> SeatView:
        """The test's own look at the position (counted nowhere)."""
        return self._spy_state.view(seat)


def spy_session(seed: int) -> SpySession:
    seats = [SeatConfig("You")] + [SeatConfig(n, "basic") for n in ("Mina", "Tom", "Jisoo")]
    return SpySession(SpadesConfig(SpadesRules(), tuple(seats)), seed=seed)


def test_one_view_pull_per_change_and_no_state_reads(qtbot: QtBot, tmp_path: Path) -> None:
    session = spy_session(seed=42)
    window, table = open_table(qtbot, tmp_path, session)
    wait_ready(qtbot, table)
    human = table.human
    per_action: list[tuple[str, int, int]] = []  # (what, view pulls, moves made)

    def do(what: str, action: QAction | Callable[[], None]) -> None:
        pulls, moves = session.view_pulls, session.move_no
        if isinstance(action, QAction):
            assert action.isEnabled(), what
            action.trigger()
        else:
            action()
        per_action.append((what, session.view_pulls - pulls, session.move_no - moves))

    # Bidding: the cards are face down (blind nil open); look (C), then Up and B.
    assert ShowCards(human) in session.peek(human).legal_actions
    do("look", table.act_look)
    wait_ready(qtbot, table)
    do("bid one more", table.act_more)
    do("bid", table.act_bid)
    refused = undone = False
    by_keys = True
    while not session.hand_over:
        wait_ready(qtbot, table)
        if session.hand_over:
            break
        view = session.peek(human)
        assert view.hand is not None
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        illegal = [slot for slot, c in enumerate(view.hand) if c not in legal]
        if illegal and not refused:  # a refused card says why, and changes nothing
            do("refused card", lambda s=illegal[0]: click_hand_card(qtbot, table, s))
            assert table.notice.text() == "You must follow the suit that was led."
            refused = True
        if by_keys:  # arrows to a legal card, Enter plays it
            do("right", table.act_right)
            do("confirm", table.act_confirm)
            if not undone and len(view.tricks) >= 2:
                # Ctrl+Z takes the card back (one update), T and Shift+T look at tricks
                # (no update at all); then the same card again.
                wait_ready(qtbot, table)
                if session.hand_over:
                    break
                do("undo", table.act_undo)
                do("earlier trick", table.act_earlier_trick)
                do("later trick", table.act_later_trick)
                do("confirm again", table.act_confirm)
                undone = True
        else:
            slot = view.hand.index(legal[-1])
            do("click", lambda s=slot: click_hand_card(qtbot, table, s))
        by_keys = not by_keys
    assert refused, "the seed gives the person a card he may not play"
    assert session.last_hand is not None and len(session.last_hand.tricks) == 13
    do("next hand", table.act_next_hand)
    wait_ready(qtbot, table)
    assert session.peek(human).hand_number == 2

    assert session.gui_state_reads == []
    assert session.gui_view_calls == []
    assert undone
    rewound = 0
    for what, pulls, moves in per_action:
        assert pulls <= 1, f"{what}: {pulls} view pulls"
        if what == "undo":  # one change that takes moves back
            assert moves < 0
            rewound -= moves
            continue
        assert pulls <= moves, f"{what} changed nothing but pulled {pulls} views"
    # Bots' moves too: one view for the person per change of the game, at most (the moves
    # an undo took back were changes as well, and so was the undo).
    assert session.view_pulls <= session.move_no + rewound + 1
    window.close()


def test_spy_sees_gui_reads() -> None:
    """The spy itself: a read from a ``gui`` module is noted, one from here is not."""
    session = spy_session(seed=1)
    session.state  # noqa: B018 (the read is the point)
    session.view_for(0)
    assert session.gui_state_reads == [] and session.gui_view_calls == []
    namespace: dict[str, Any] = {"__name__": "cardtable.gui.spades.fake", "s": session}
    exec("s.state\ns.view_for(0)", namespace)  # code that claims to be gui/ code
    assert len(session.gui_state_reads) == 1 and len(session.gui_view_calls) == 1
    assert session.view_pulls == 2
