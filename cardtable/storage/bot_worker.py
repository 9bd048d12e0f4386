"""The other end of the GUI's bot process: bots decide here, in a process of their own.

A bot thinks in pure Python for up to half a second a move. On a thread of the GUI process it
shares the interpreter lock with the window, and every repaint (a hundred Python calls) waited
for the lock again and again: frames of 150-240 ms while the machine was busy (measured with
``benchmarks/bench_startup.py``). In a process of its own it shares nothing.

``serve`` reads ``("run", key, fn, args, control)`` from a pipe (for a bot: its ``act`` and
its seat's view), answers ``(key, True, fn(*args))`` or ``(key, False, message)`` and stops at
``None`` or when the pipe closes. A job that can stop early (``control``: a hand review that
runs for seconds) is called ``fn(JobControl, *args)``: ``("cancel", key)`` makes its
``cancelled()`` true (a reader thread takes the pipe's messages while the job runs), and its
``progress(done)`` goes back as ``(key, None, done)``. Why stop it and not just drop its answer:
a review asked for again, or a table closed, must not leave the process busy for seconds with
work nobody wants, with the next review waiting behind it. Only what a seat's view holds ever
crosses the pipe for a bot: bots never see the state. No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import queue
import threading
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


class JobControl:
    """What a job in this process gets (as ``gui.common.tasks.TaskControl`` on a thread):
    whether it was cancelled, and a way to say how far it got."""

    def __init__(self, key: int, cancelled: set[int], send: Callable[[Any], None]) -> None:
        self._key = key
        self._cancelled = cancelled
        self._send = send

    def cancelled(self) -> bool:
        return self._key in self._cancelled

    def progress(self, done: int) -> None:
        if not self.cancelled():
            with contextlib.suppress(OSError, ValueError):
                self._send((self._key, None, done))


def _reader(conn: Connection, inbox: queue.SimpleQueue[Any], cancelled: set[int]) -> None:
    """Take the pipe's messages: cancels at once (a set's ``add`` is atomic), work in order."""
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            inbox.put(None)
            return
        if message is not None and message[0] == "cancel":
            cancelled.add(message[1])
            continue
        inbox.put(message)
        if message is None:
            return


def serve(conn: Connection, niceness: int = 0) -> None:
    """Answer work from ``conn`` until told to stop. ``niceness`` lowers the process's
    priority first (the review process: a long review must never slow the bots or the
    window on a busy machine)."""
    if niceness:
        # Not on this system (or not allowed): run at the usual priority.
        with contextlib.suppress(AttributeError, OSError):
            os.nice(niceness)
    inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
    cancelled: set[int] = set()
    threading.Thread(
        target=_reader, args=(conn, inbox, cancelled), name="cardtable-worker-inbox", daemon=True
    ).start()
    while True:
        message = inbox.get()
        if message is None:
            return
        _run, key, fn, args, control = message
        if key in cancelled:
            ok, answer = False, "cancelled"
        elif control:
            ok, answer = call(fn, (JobControl(key, cancelled, conn.send), *args))
        else:
            ok, answer = call(fn, args)
        cancelled.discard(key)
        try:
            conn.send((key, ok, answer))
        except (BrokenPipeError, OSError):
            return
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            conn.send((key, False, f"the answer does not cross the pipe: {exc}"))
