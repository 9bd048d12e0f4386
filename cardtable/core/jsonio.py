"""Versioned JSON files written atomically, read back with limits and clear errors.

Saves and records are never pickled: JSON can be inspected, diffed and read by other tools,
and a damaged file cannot run code. Writes go to a temporary file that replaces the target
in one step, so a crash mid-write leaves the old file intact; the temporary file carries the
writer's process id, so one left behind by a killed process is recognised and removed
(``remove_stale_temps``) instead of piling up.

Reading is where hostile files arrive, so it is bounded: a size limit (checked before
reading), a nesting limit (``[`` x 100,000 would otherwise exhaust the recursion limit),
no ``NaN``/``Infinity`` nor numbers that overflow to it like ``1e400`` (not JSON, and they
poison every sum they reach), no oversized integers. Every failure is a SaveFileError, never
a bare JSON, OS or recursion error.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Final

from cardtable.core.errors import SaveFileError

MAX_BYTES: Final = 8 * 1024 * 1024
"""Default size limit of a file we read (our saves are a few kilobytes)."""

MAX_DEPTH: Final = 32
"""Deepest nesting of arrays and objects we accept (our documents use 6 levels at most)."""

STALE_AFTER: Final = 600.0
"""A temporary file older than this (seconds) is stale even if its process id is alive:
ids are reused."""


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (temporary file, fsync, ``os.replace``).

    ``NaN`` and infinities are refused (ValueError): we would not read them back.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    fd, tmp = tempfile.mkstemp(
        prefix=f"{_temp_prefix(target)}{os.getpid()}-", suffix=".tmp", dir=target.parent
    )
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # exists but belongs to someone else, or we cannot tell: keep the file
    return True


def remove_stale_temps(path: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Delete temporary files that ``write_json_atomic`` left beside ``path`` when its process
    was killed mid-write: those whose process is gone, or older than ``STALE_AFTER``.
    Returns what was removed; files that cannot be removed (read-only folder) are left."""
    target = Path(path)
    prefix = _temp_prefix(target)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid_text = name[len(prefix) :].partition("-")[0]
        try:
            age = now - entry.lstat().st_mtime
        except OSError:
            continue
        dead = not pid_text.isdigit() or not _pid_alive(int(pid_text))
        if dead or age > STALE_AFTER:
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    """A JSON number with a fraction or exponent, refused when it does not fit a float:
    ``1e400`` would become infinity, which ``_refuse_constant`` keeps out as ``Infinity``."""
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"{text[:40]} is too large a number")
    return value


def _depth(data: Any) -> int:
    """Nesting depth of parsed JSON, without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item)
    return deepest


def _too_deep(name: str) -> SaveFileError:
    return SaveFileError(f"{name} is nested too deeply to be one of our files", "too_deep", (name,))


def parse_json(text: str, name: str = "the file", max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text strictly and within limits; SaveFileError names the problem."""
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        # Some of Python's messages end in "at" (its own text goes on ": line 1 column 9"):
        # "Invalid control character at at line 1" was shown to the player.
        what = exc.msg.removesuffix(" at")
        detail = f"{what} at line {exc.lineno}"
        raise SaveFileError(
            f"{name} is not valid JSON ({detail})", "not_json", (name, detail)
        ) from exc
    except RecursionError as exc:
        raise _too_deep(name) from exc
    except ValueError as exc:  # NaN/Infinity, integers of thousands of digits
        raise SaveFileError(
            f"{name} is not valid JSON ({exc})", "not_json", (name, str(exc))
        ) from exc
    if _depth(data) > max_depth:
        raise _too_deep(name)
    return data


def read_json_file(
    path: str | os.PathLike[str], max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH
) -> Any:
    """Read and parse a JSON file of at most ``max_bytes`` bytes. Only a regular file is
    read: a folder, a pipe or a device in its place is an error, not a hang."""
    p = Path(path)
    try:
        # O_NONBLOCK: opening a named pipe put in the file's place must not wait for a writer.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise SaveFileError(f"{p.name} is not a regular file", "not_regular", (p.name,))
            if info.st_size > max_bytes:
                raise SaveFileError(
                    f"{p.name} is too large ({info.st_size:,} bytes; the limit is "
                    f"{max_bytes:,})",
                    "too_large_sized", (p.name, f"{info.st_size:,}", f"{max_bytes:,}"),
                )  # fmt: skip
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        why = str(exc.strerror or exc)
        raise SaveFileError(f"cannot read {p.name}: {why}", "unreadable", (p.name, why)) from exc
    if len(raw) > max_bytes:
        raise SaveFileError(
            f"{p.name} is too large (the limit is {max_bytes:,} bytes)",
            "too_large", (p.name, f"{max_bytes:,}"),
        )  # fmt: skip
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveFileError(f"{p.name} is not UTF-8 text", "not_utf8", (p.name,)) from exc
    return parse_json(text, p.name, max_depth)


def read_json_document(
    path: str | os.PathLike[str], fmt: str, max_version: int, max_bytes: int = MAX_BYTES
) -> dict[str, Any]:
    """Read a JSON document whose ``format`` is ``fmt`` and ``version`` at most ``max_version``.

    Raises SaveFileError (never a bare JSON or OS error) so callers can set the file aside and
    tell the player.
    """
    data = read_json_file(path, max_bytes)
    return check_document(data, fmt, max_version, name=Path(path).name)


def check_document(data: Any, fmt: str, max_version: int, name: str = "document") -> dict[str, Any]:
    """Check the ``format``/``version`` header of an already-parsed document."""
    if not isinstance(data, dict):
        raise SaveFileError(
            f"{name} is not a {fmt} file (expected a JSON object)", "not_object", (name, fmt)
        )
    if data.get("format") != fmt:
        found = data.get("format")
        shown = repr(found) if isinstance(found, str) and len(found) < 60 else "something else"
        raise SaveFileError(
            f"{name} is not a {fmt} file (format is {shown})", "wrong_format", (name, fmt, shown)
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveFileError(f"{name} has no valid version number", "no_version", (name,))
    if version > max_version:
        raise SaveFileError(
            f"{name} was written by a newer cardtable (version {version}, "
            f"this one reads up to {max_version})",
            "newer", (name, str(version), str(max_version)),
        )  # fmt: skip
    return data


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Move an unreadable file to ``<stem>.bad-<timestamp><suffix>`` beside it (``.json``
    when it has no suffix) and return the new path, so the player's data is kept for
    inspection and never silently overwritten. Raises OSError when it cannot be moved (a
    read-only folder)."""
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    suffix = source.suffix or ".json"
    target = source.with_name(f"{source.stem}.bad-{stamp}{suffix}")
    n = 1
    while target.exists():
        n += 1
        target = source.with_name(f"{source.stem}.bad-{stamp}-{n}{suffix}")
    os.replace(source, target)
    return target


def folder_problem(folder: str | os.PathLike[str]) -> str | None:
    """Why files cannot be written in ``folder`` (created if missing), or None if they can.

    Checked at start-up by writing and removing a probe file, so a read-only data folder is
    reported before the player has played a game that cannot be kept.
    """
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".cardtable-probe-", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
