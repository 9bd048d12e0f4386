"""One JSON file the app keeps between runs (a save, a progress file), read back safely.

Every such file goes through ``JsonFileStore.load``: the bounded reader of ``jsonio``, the
format's own checks (``parse``), and whatever goes wrong, the file is set aside as
``<name>.bad-<timestamp>.json`` and the reason returned: the app never crashes on a file and
never silently overwrites one. When the file cannot even be moved (a read-only folder), it is
left untouched, the result says so (``kept``), and the store refuses to write over it until
the app is restarted with the folder fixed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from cardtable.core.errors import CardtableError, SaveBlockedError, SaveFileError
from cardtable.core.jsonio import (
    MAX_BYTES,
    check_document,
    read_json_file,
    remove_stale_temps,
    set_aside,
    write_json_atomic,
)

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True)
class Refusal:
    """Why a file was refused and what became of it: one record for every loader's result
    (``Loaded``, a trainer's ``ProgressLoad``, the saves' ``LoadResult``), each of which
    adds what it found. All empty: nothing was refused.

    ``moved_to``: where the refused file went. ``kept``: it could not be moved
    (``move_error`` says why) and stays where it was, protected from being overwritten.
    ``code`` and ``details``: the reason as ``reason_code`` gives it, for the window to
    say in the player's language (``error`` is the English).
    """

    error: str | None = None
    moved_to: Path | None = None
    kept: bool = False
    move_error: str | None = None
    code: str | None = None
    details: tuple[str, ...] = ()

    def refusal(self) -> dict[str, Any]:
        """These fields by name, to hand on to another result (``result(found.value,
        **found.refusal())``)."""
        return {f.name: getattr(self, f.name) for f in fields(Refusal)}


@dataclass(frozen=True)
class Loaded(Refusal, Generic[T]):
    """What a load found: ``value``, or nothing (no file), or why the file was refused."""

    value: T | None = None


def reason(exc: BaseException) -> str:
    """A message for a refused file. Our own errors and ValueErrors already say what is
    wrong; anything else a damaged file provoked is named by its type."""
    if isinstance(exc, CardtableError | ValueError):
        return str(exc) or type(exc).__name__
    if isinstance(exc, KeyError):
        return f"a required field is missing: {exc.args[0]!r}"
    return f"{type(exc).__name__}: {exc}"


CONTENT = "content"
"""The code of every reason without its own: the document's content failed a check (a
field's type or range, an action that does not replay); its detail is the check's English."""


def reason_code(exc: BaseException) -> tuple[str, tuple[str, ...]]:
    """The code and details of a refused file's reason (``SaveFileError.code``), or
    ``CONTENT`` with the whole message as its one detail."""
    if isinstance(exc, SaveFileError) and exc.code:
        return exc.code, exc.details
    return CONTENT, (reason(exc),)


class JsonFileStore(Generic[T]):
    """The file at ``path`` holding one ``fmt`` document of at most ``version``, turned into
    a value by ``parse`` (which checks everything and raises on anything wrong)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        fmt: str,
        version: int,
        parse: Callable[[dict[str, Any]], T],
        max_bytes: int = MAX_BYTES,
    ) -> None:
        self.path = Path(path)
        self.fmt = fmt
        self.version = version
        self.parse = parse
        self.max_bytes = max_bytes
        self.blocked: str | None = None
        """Why ``save`` refuses to write: an unreadable file that could not be moved."""

    def exists(self) -> bool:
        return os.path.lexists(self.path)

    def load(self) -> Loaded[T]:
        """Read the file. None there: an empty result. Unusable: set aside and reported."""
        remove_stale_temps(self.path)
        if not self.exists():
            return Loaded()
        try:
            doc = check_document(
                read_json_file(self.path, self.max_bytes), self.fmt, self.version,
                name=self.path.name,
            )  # fmt: skip
            return Loaded(value=self.parse(doc))
        except Exception as exc:  # any failure: a file must never crash the app
            return self.refuse(reason(exc), *reason_code(exc))

    def refuse(
        self, why: str, code: str = CONTENT, details: tuple[str, ...] | None = None
    ) -> Loaded[T]:
        """Set the file aside because of ``why`` (its ``code`` and ``details``, by default
        a content check's with ``why`` as its detail); when it cannot be moved, keep it
        untouched and refuse to write over it (``blocked``)."""
        parts = (why,) if details is None else details
        try:
            return Loaded(error=why, moved_to=set_aside(self.path), code=code, details=parts)
        except OSError as exc:
            move_error = exc.strerror or str(exc)
            self.blocked = (
                f"{self.path.name} could not be read and could not be moved aside "
                f"({move_error}); it is left untouched"
            )
            return Loaded(error=why, kept=True, move_error=move_error, code=code, details=parts)

    def save(self, doc: Any) -> None:
        """Write ``doc`` atomically. OSError (SaveBlockedError while an unreadable file is
        being kept) when it cannot be written; the previous file is then unchanged."""
        if self.blocked is not None:
            raise SaveBlockedError(self.blocked)
        try:
            write_json_atomic(self.path, doc)
        except ValueError as exc:  # NaN or infinity in the document: a bug, not the disk
            raise OSError(f"cannot write {self.path.name}: {exc}") from exc

    def clear(self) -> None:
        """Delete the file (never one kept because it could not be read)."""
        if self.blocked is None:
            self.path.unlink(missing_ok=True)


class Progress(Protocol):
    def to_json(self) -> dict[str, Any]: ...


P = TypeVar("P", bound=Progress)

MAX_PROGRESS_BYTES = 1024 * 1024
"""A trainer's progress is a few hundred bytes."""


@dataclass(frozen=True)
class ProgressLoad(Refusal, Generic[P]):
    """What a trainer's progress file gave: the progress (fresh when there was none or it was
    refused) and, when refused, why and what became of the file."""

    progress: P


class ProgressFile(Generic[P]):
    """A trainer's progress kept between runs: one checked JSON file in the data folder."""

    def __init__(
        self, path: str | os.PathLike[str], fmt: str, version: int, parse: Callable[[Any], P]
    ) -> None:
        self.file = JsonFileStore(path, fmt, version, parse, MAX_PROGRESS_BYTES)
        self.path = self.file.path

    def load_or(self, fresh: Callable[[], P]) -> ProgressLoad[P]:
        """The saved progress, or ``fresh()`` when there is none or it was refused (the file
        then set aside, or kept untouched if it cannot be moved)."""
        found = self.file.load()
        if found.value is not None:
            return ProgressLoad(found.value)
        return ProgressLoad(fresh(), **found.refusal())

    def save(self, progress: P) -> None:
        """Write the progress; OSError when it cannot be written."""
        self.file.save(progress.to_json())
