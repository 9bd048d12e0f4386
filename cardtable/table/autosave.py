"""Saving the session after every action, and reading it back safely.

The save is versioned JSON written atomically (temporary file, then ``os.replace``), so a
crash mid-write leaves the previous save intact. A save that cannot be used — not JSON, some
other file, too large or deep, written by a newer cardtable, one whose actions no longer
replay, or one that would load and then break the table (a button on a seat that does not
exist, a hand of other rules than its match, no seat for the person) — is moved aside to
``<name>.bad-<timestamp>.json`` and the reason reported: never silently overwritten (the
player or a bug report may still need it), and never a crash at start-up. When it cannot
be moved (a read-only folder) it is left untouched and nothing is saved over it
(``LoadResult.kept``, ``SaveStore.blocked``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.core.errors import DocumentError
from cardtable.core.store import JsonFileStore
from cardtable.table.session import (
    SESSION_FORMAT,
    SESSION_VERSION,
    SessionDriver,
    session_from_json,
)

MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A save is a few kilobytes (a Spades game's actions: some tens); a file larger than this
is not ours, and replaying it would hold up the start."""


@dataclass(frozen=True)
class LoadResult:
    """What ``SaveStore.load`` found: a session, or why not and where the file went
    (``kept``: it could not be moved and is left where it was; ``move_error`` says why)."""

    session: SessionDriver | None = None
    error: str | None = None
    moved_to: Path | None = None
    kept: bool = False
    move_error: str | None = None


def playable_session(doc: dict[str, Any]) -> SessionDriver:
    """A session the app's table can seat: the save's checks plus a seat for the person
    (the tables are drawn from it; an all-bot save would load and then fail to open)."""
    session = session_from_json(doc)
    if session.human_seat is None:
        raise DocumentError("the saved game has no seat for you (every seat is a computer)")
    return session


class SaveStore:
    """The one autosave file of the app in ``directory`` (the GUI passes AppDataLocation)."""

    def __init__(self, directory: str | os.PathLike[str], name: str = "session.json") -> None:
        self.directory = Path(directory)
        self.file = JsonFileStore(
            self.directory / name, SESSION_FORMAT, SESSION_VERSION, playable_session,
            MAX_SAVE_BYTES,
        )  # fmt: skip
        self.path = self.file.path

    @property
    def blocked(self) -> str | None:
        """Why saving is refused (an unreadable save that could not be moved), or None."""
        return self.file.blocked

    def exists(self) -> bool:
        return self.file.exists()

    def save(self, session: SessionDriver) -> None:
        """Write ``session`` atomically; usable directly as a session save hook.
        OSError when it cannot be written (the previous save is then unchanged)."""
        self.file.save(session.to_json())

    def clear(self) -> None:
        """Forget the save (the game ended for good)."""
        self.file.clear()

    def load(self) -> LoadResult:
        """Read the save. Nothing saved: an empty result. Unreadable: moved aside, reported."""
        found = self.file.load()
        return LoadResult(found.value, found.error, found.moved_to, found.kept, found.move_error)
