"""Saving the session after every action, and reading it back safely.

The save is versioned JSON written atomically (temporary file, then ``os.replace``), so a
crash mid-write leaves the previous save intact. A save that cannot be used — not JSON, some
other file, written by a newer cardtable, or one whose actions no longer replay — is moved
aside to ``<name>.bad-<timestamp>.json`` and the reason reported: never silently overwritten
(the player or a bug report may still need it), and never a crash at start-up.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import read_json_document, set_aside, write_json_atomic
from cardtable.table.session import (
    SESSION_FORMAT,
    SESSION_VERSION,
    SessionDriver,
    session_from_json,
)


@dataclass(frozen=True)
class LoadResult:
    """What ``SaveStore.load`` found: a session, or why not and where the file went."""

    session: SessionDriver | None = None
    error: str | None = None
    moved_to: Path | None = None


class SaveStore:
    """The one autosave file of the app in ``directory`` (the GUI passes AppDataLocation)."""

    def __init__(self, directory: str | os.PathLike[str], name: str = "session.json") -> None:
        self.directory = Path(directory)
        self.path = self.directory / name

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, session: SessionDriver) -> None:
        """Write ``session`` atomically; usable directly as a session save hook."""
        write_json_atomic(self.path, session.to_json())

    def clear(self) -> None:
        """Forget the save (the game ended for good)."""
        self.path.unlink(missing_ok=True)

    def load(self) -> LoadResult:
        """Read the save. Nothing saved: an empty result. Unreadable: moved aside, reported."""
        if not self.exists():
            return LoadResult()
        try:
            doc = read_json_document(self.path, SESSION_FORMAT, SESSION_VERSION)
            session = session_from_json(doc)
        except (SaveFileError, ValueError) as exc:
            return LoadResult(error=str(exc), moved_to=set_aside(self.path))
        return LoadResult(session=session)
