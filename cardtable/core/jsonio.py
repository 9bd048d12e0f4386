"""Versioned JSON files written atomically, read back with clear errors.

Saves and records are never pickled: JSON can be inspected, diffed and read by other tools,
and a damaged file cannot run code. Writes go to a temporary file that replaces the target
in one step, so a crash mid-write leaves the old file intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from cardtable.core.errors import SaveFileError


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (temporary file, fsync, ``os.replace``)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def read_json_document(path: str | os.PathLike[str], fmt: str, max_version: int) -> dict[str, Any]:
    """Read a JSON document whose ``format`` is ``fmt`` and ``version`` at most ``max_version``.

    Raises SaveFileError (never a bare JSON or OS error) so callers can set the file aside and
    tell the player.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"cannot read {p.name}: {exc}") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{p.name} is not valid JSON ({exc.msg} at line {exc.lineno})") from exc
    return check_document(data, fmt, max_version, name=p.name)


def check_document(data: Any, fmt: str, max_version: int, name: str = "document") -> dict[str, Any]:
    """Check the ``format``/``version`` header of an already-parsed document."""
    if not isinstance(data, dict):
        raise SaveFileError(f"{name} is not a {fmt} file (expected a JSON object)")
    if data.get("format") != fmt:
        raise SaveFileError(f"{name} is not a {fmt} file (format is {data.get('format')!r})")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveFileError(f"{name} has no valid version number")
    if version > max_version:
        raise SaveFileError(
            f"{name} was written by a newer cardtable (version {version}, "
            f"this one reads up to {max_version})"
        )
    return data


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Move an unreadable file to ``<stem>.bad-<timestamp>.json`` beside it and return the new
    path, so the player's data is kept for inspection and never silently overwritten."""
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.stem}.bad-{stamp}.json")
    n = 1
    while target.exists():
        n += 1
        target = source.with_name(f"{source.stem}.bad-{stamp}-{n}.json")
    os.replace(source, target)
    return target
