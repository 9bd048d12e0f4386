"""The other end of the GUI's bot process: bots decide here, in a process of their own.

A bot thinks in pure Python for up to half a second a move. On a thread of the GUI process it
shares the interpreter lock with the window, and every repaint (a hundred Python calls) waited
for the lock again and again: frames of 150-240 ms while the machine was busy (measured with
``benchmarks/bench_startup.py``). In a process of its own it shares nothing.

``serve`` reads ``(key, fn, args)`` from a pipe (for a bot: its ``act`` and its seat's view),
answers ``(key, True, fn(*args))`` or ``(key, False, message)`` and stops at ``None`` or when
the pipe closes. Only what a seat's view holds ever crosses the pipe for a bot: bots still
never see the state. No Qt here.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from typing import Any


def call(fn: Callable[..., Any], args: Sequence[Any]) -> tuple[bool, Any]:
    """(True, ``fn(*args)``) or (False, why it failed): a bug must not end the process."""
    try:
        return True, fn(*args)
    except Exception as exc:  # noqa: BLE001 (reported to the caller, which falls back)
        return False, f"{type(exc).__name__}: {exc}"


def decide(bot: Any, view: Any) -> tuple[bool, Any]:
    """(True, the bot's action) or (False, why it failed)."""
    return call(bot.act, (view,))


def serve(conn: Connection, niceness: int = 0) -> None:
    """Answer work from ``conn`` until told to stop. ``niceness`` lowers the process's
    priority first (the review process: a long review must never slow the bots or the
    window on a busy machine)."""
    if niceness:
        # Not on this system (or not allowed): run at the usual priority.
        with contextlib.suppress(AttributeError, OSError):
            os.nice(niceness)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        key, fn, args = message
        ok, answer = call(fn, args)
        try:
            conn.send((key, ok, answer))
        except (BrokenPipeError, OSError):
            return
