"""Saving the session after every action, and reading it back safely.

There is one save per game (``session-badugi.json``, ``session-spades.json``), so leaving a
Badugi table for a Spades one never costs the Badugi game. Older versions kept a single
``session.json``; ``SaveShelf.migrate`` makes it the save of its own game.

The save is versioned JSON written atomically (temporary file, then ``os.replace``), so a
crash mid-write leaves the previous save intact. A save that cannot be used — not JSON, some
other file, too large or deep, written by a newer cardtable, one whose actions no longer
replay, one of the other game, or one that would load and then break the table (a button on
a seat that does not exist, a hand of other rules than its match, no seat for the person) —
is moved aside to ``<name>.bad-<timestamp>.json`` and the reason reported: never silently
overwritten (the player or a bug report may still need it), and never a crash at start-up.
When it cannot be moved (a read-only folder) it is left untouched and nothing is saved over
it (``LoadResult.kept``, ``SaveStore.blocked``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.core.errors import DocumentError
from cardtable.core.session import SESSION_FORMAT, SESSION_VERSION, SessionDriver
from cardtable.core.store import JsonFileStore, Loaded, Refusal
from cardtable.core.validate import shown
from cardtable.games import load_session

MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A save is a few kilobytes (a Spades game's actions: some tens); a file larger than this
is not ours, and replaying it would hold up the start."""

LEGACY_NAME = "session.json"
"""The single save of versions before one save per game."""


@dataclass(frozen=True)
class LoadResult(Refusal):
    """What ``SaveStore.load`` found: a session, or why not and where the file went
    (``Refusal``: ``kept``, it could not be moved and is left where it was; ``move_error``
    says why; ``code`` and ``details``, the reason's words for the window)."""

    session: SessionDriver | None = None

    @classmethod
    def of(cls, found: Loaded[Any]) -> LoadResult:
        return cls(found.value, **found.refusal())


def slot_of(session: SessionDriver) -> str:
    """The save ``session`` is kept in: its game's, or the one it names (``save_slot``), so
    two sessions of one game can both wait (a sit-and-go beside a cash table)."""
    slot = getattr(session, "save_slot", None)
    return slot if isinstance(slot, str) else session.game


def playable_session(
    doc: dict[str, Any], game: str | None = None, slot: str | None = None
) -> SessionDriver:
    """A session the app's table can seat: the save's checks plus a seat for the person
    (the tables are drawn from it; an all-bot save would load and then fail to open), and,
    with ``game`` given, a session of that game (each game's save holds only its own) kept
    in ``slot`` (default: the game's own save)."""
    session = load_session(doc)
    if game is not None and session.game != game:
        raise DocumentError(
            f"the save holds a {session.game} game, not a {game} game",
            "other_game", (session.game, game),
        )  # fmt: skip
    if game is not None and slot_of(session) != (slot or game):
        name = save_name(slot_of(session))
        raise DocumentError(f"the save belongs in another file ({name})", "other_slot", (name,))
    if session.human_seat is None:
        raise DocumentError(
            "the saved game has no seat for you (every seat is a computer)", "no_seat"
        )
    return session


class SaveStore:
    """One autosave file in ``directory`` (the GUI passes AppDataLocation). With ``game``
    set, a save of another game found in it is refused like any other unusable file."""

    def __init__(
        self,
        directory: str | os.PathLike[str],
        name: str = LEGACY_NAME,
        game: str | None = None,
        slot: str | None = None,
    ) -> None:
        self.directory = Path(directory)
        self.game = game
        self.file = JsonFileStore(
            self.directory / name, SESSION_FORMAT, SESSION_VERSION,
            lambda doc: playable_session(doc, game, slot), MAX_SAVE_BYTES,
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
        return LoadResult.of(self.file.load())

    def modified(self) -> float:
        """When the save was last written (0 when there is none): the newest is resumed."""
        try:
            return self.path.stat().st_mtime
        except OSError:
            return 0.0


def save_name(game: str) -> str:
    return f"session-{game}.json"


class SaveShelf:
    """One ``SaveStore`` per game in ``directory``, and the move from the single save of
    earlier versions to them."""

    def __init__(
        self,
        directory: str | os.PathLike[str],
        games: Iterable[str],
        extra: Mapping[str, str] | None = None,
    ) -> None:
        """One store per game, and one per ``extra`` slot (slot -> its game)."""
        self.directory = Path(directory)
        self.stores = {g: SaveStore(directory, save_name(g), game=g) for g in games}
        for slot, game in (extra or {}).items():
            self.stores[slot] = SaveStore(directory, save_name(slot), game=game, slot=slot)
        self.legacy = JsonFileStore(
            self.directory / LEGACY_NAME, SESSION_FORMAT, SESSION_VERSION, self._known_game,
            MAX_SAVE_BYTES,
        )  # fmt: skip

    def store(self, game: str) -> SaveStore:
        return self.stores[game]

    @property
    def blocked(self) -> str | None:
        """Why some save cannot be written (an unreadable file kept in a read-only folder)."""
        reasons = [s.blocked for s in self.stores.values()] + [self.legacy.blocked]
        return next((r for r in reasons if r is not None), None)

    def _known_game(self, doc: dict[str, Any]) -> SessionDriver:
        session = playable_session(doc)
        if session.game not in self.stores:
            named = shown(session.game)
            raise DocumentError(
                f"the saved game is of an unknown game {named}", "unknown_game", (named,)
            )
        return session

    def migrate(self) -> dict[str, LoadResult]:
        """Make an old ``session.json`` the save of its game. It is checked in full like any
        save: refused, it is set aside as ``session.bad-*.json`` (or kept untouched when it
        cannot be moved) and its problem listed under the key ``""``; usable, it becomes its
        game's save and is listed under the game. A game that already has its own save keeps
        it, and the old file is set aside. An old save that cannot be renamed (a read-only
        folder) stays the save of its game where it is. Nothing there: an empty dict."""
        found = self.legacy.load()
        if found.value is None:
            return {} if found.error is None else {"": LoadResult.of(found)}
        session = found.value
        game = session.game
        store = self.stores[game]
        if store.path != self.legacy.path:  # (an earlier call left it in place)
            if store.exists():
                older = f"an older {game} save; the newer one was kept"
                return {"": LoadResult.of(self.legacy.refuse(older, "older_save", (game,)))}
            try:
                os.replace(self.legacy.path, store.path)
            except OSError:
                self.stores[game] = SaveStore(self.directory, LEGACY_NAME, game=game)
        return {game: LoadResult(session)}

    def load_all(self) -> dict[str, LoadResult]:
        """Every game's save (after the migration); games without one are left out. The
        migration's problem, if any, is listed under the key ``""``."""
        results = self.migrate()
        for game, store in self.stores.items():
            if game in results:
                continue
            # Loaded even when there is no save: loading is what removes the temporary
            # files a writer killed mid-write left (a first save, or one after the game
            # was cleared, has no finished file beside them, and they piled up).
            found = store.load()
            if found != LoadResult():
                results[game] = found
        return results
