"""The hand review as jobs the GUI sends to its review process (no Qt).

A review is seconds of pure-Python search under the lead rule (``dd.search``); on a thread of
the GUI process it held the interpreter lock the window needs for every repaint. So the GUI
sends it to a worker process (``gui.common.task_process``, the ``asked`` pool), which needs the
work as a module's function (a closure does not pickle) and its arguments as plain data: a
game record (JSON), or our own dataclasses (``SpadesRules``, ``HandRecord``, ``SeatView``);
the ``HandReview`` comes back the same way. ``control`` is the worker's (``cancelled()``,
``progress(done)``): a review asked for again, or a table closed, stops it between two cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from cardtable.spades.review import HandReview, review_hand, review_played
from cardtable.spades.rules import SpadesRules
from cardtable.spades.state import HandRecord
from cardtable.spades.views import SeatView


class Control(Protocol):
    """What the worker gives a job (``TaskControl`` on a thread, ``JobControl`` in the
    process)."""

    def cancelled(self) -> bool: ...

    def progress(self, done: int) -> None: ...


def review_record_job(
    control: Control, record: dict[str, Any], hand_no: int, seat: int
) -> HandReview:
    """``review_hand`` of hand ``hand_no`` of a game record (the live table's)."""
    return review_hand(
        record, hand_no, seat, progress=control.progress, cancelled=control.cancelled
    )


def review_played_job(
    control: Control, rules: SpadesRules, hand: HandRecord, seat: int,
    bid_view: SeatView | None, names: Sequence[str],
) -> HandReview:  # fmt: skip
    """``review_played`` of a stored hand (the replayer's)."""
    return review_played(
        rules, hand, seat, bid_view, list(names), progress=control.progress,
        cancelled=control.cancelled,
    )  # fmt: skip
