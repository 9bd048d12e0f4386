"""Type, range and shape checks for the documents the app reads back from disk.

Every file cardtable reads (saves, progress files, records, the statistics database's JSON)
may have been edited by hand, damaged by a crash or written by another program. Loaders check
each field with these helpers before using it, so a bad value is refused at load time with a
message naming the field, instead of loading and breaking the table later (a button on seat
99, a seed of ``null`` that reshuffles the deck on every load, ``true`` where a number
belongs: JSON's ``true`` is a Python ``int``). Every failure is a ``DocumentError``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Final

from cardtable.core.errors import DocumentError

MISSING: Final[Any] = object()
"""Default for "this field is required"."""

SEED_LIMIT: Final = 2**64
"""Seeds are non-negative and below this (ours are 63-bit)."""

MAX_TEXT: Final = 200
"""Longest text field (names, settings) a document may hold."""


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for error messages about hostile input."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_int(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as a whole number in ``lo..hi`` (either bound optional); never a bool."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DocumentError(f"{what} must be a whole number, not {shown(value)}")
    if lo is not None and value < lo:
        raise DocumentError(f"{what} must be at least {lo}, not {shown(value)}")
    if hi is not None and value > hi:
        raise DocumentError(f"{what} must be at most {hi}, not {shown(value)}")
    return value


def check_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise DocumentError(f"{what} must be true or false, not {shown(value)}")
    return value


def check_number(value: Any, what: str, lo: float | None = None, hi: float | None = None) -> float:
    """A finite int or float (JSON readers refuse NaN and Infinity already)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise DocumentError(f"{what} must be a number, not {shown(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise DocumentError(f"{what} must be from {lo} to {hi}, not {shown(value)}")
    return float(value)


def check_text(
    value: Any, what: str, max_len: int = MAX_TEXT, choices: Collection[str] | None = None
) -> str:
    """A string of at most ``max_len`` characters that can be written back as UTF-8 and holds
    no control characters (or one of ``choices``)."""
    if not isinstance(value, str):
        raise DocumentError(f"{what} must be text, not {shown(value)}")
    if choices is not None:
        if value not in choices:
            raise DocumentError(
                f"{what} must be one of {', '.join(map(repr, choices))}, not {shown(value)}"
            )
        return value
    if len(value) > max_len:
        raise DocumentError(f"{what} is longer than {max_len} characters")
    if any(ord(ch) < 32 or 0xD800 <= ord(ch) <= 0xDFFF for ch in value):
        raise DocumentError(f"{what} holds a control character or a broken one: {shown(value)}")
    return value


def check_list(
    value: Any, what: str, max_len: int | None = None, length: int | None = None
) -> list[Any]:
    """A JSON array, of exactly ``length`` items or at most ``max_len``."""
    if not isinstance(value, list):
        raise DocumentError(f"{what} must be a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise DocumentError(f"{what} must have {length} entries, not {len(value)}")
    if max_len is not None and len(value) > max_len:
        raise DocumentError(f"{what} has {len(value)} entries, more than {max_len}")
    return value


def check_object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise DocumentError(f"{what} must be a JSON object, not {shown(value)}")
    return value


def check_seed(value: Any, what: str = "the seed") -> int:
    """A seed that rebuilds the same cards on every load: never missing, never ``null``."""
    return check_int(value, what, 0, SEED_LIMIT - 1)


class Fields:
    """Checked access to the fields of one JSON object; errors name ``what`` and the key.

    ``Fields(doc, "the saved game").integer("move_no", lo=0)`` returns the number or raises
    DocumentError ("the saved game: move_no must be at least 0, not -3"). A ``default``
    makes the field optional.
    """

    def __init__(self, data: Any, what: str) -> None:
        self.data = check_object(data, what)
        self.what = what

    def _name(self, key: str) -> str:
        return f"{self.what}: {key}"

    def raw(self, key: str, default: Any = MISSING) -> Any:
        """The value as stored (no check); missing and no default: DocumentError."""
        if key in self.data:
            return self.data[key]
        if default is MISSING:
            raise DocumentError(f"{self.what} has no {key!r}")
        return default

    def integer(
        self, key: str, lo: int | None = None, hi: int | None = None, default: Any = MISSING
    ) -> int:
        value = self.raw(key, default)
        return value if value is default else check_int(value, self._name(key), lo, hi)

    def flag(self, key: str, default: Any = MISSING) -> bool:
        value = self.raw(key, default)
        return value if value is default else check_bool(value, self._name(key))

    def number(
        self, key: str, lo: float | None = None, hi: float | None = None, default: Any = MISSING
    ) -> float:
        value = self.raw(key, default)
        return value if value is default else check_number(value, self._name(key), lo, hi)

    def text(
        self,
        key: str,
        max_len: int = MAX_TEXT,
        choices: Collection[str] | None = None,
        default: Any = MISSING,
    ) -> str:
        value = self.raw(key, default)
        if value is default:
            return value
        return check_text(value, self._name(key), max_len, choices)

    def array(
        self,
        key: str,
        max_len: int | None = None,
        length: int | None = None,
        default: Any = MISSING,
    ) -> list[Any]:
        value = self.raw(key, default)
        if value is default:
            return value
        return check_list(value, self._name(key), max_len, length)

    def obj(self, key: str, default: Any = MISSING) -> Fields:
        value = self.raw(key, default)
        return Fields(value, self._name(key))

    def seed(self, key: str = "seed") -> int:
        return check_seed(self.raw(key), self._name(key))

    def only(self, *keys: str) -> None:
        """Refuse fields this format does not have (a sign of a foreign or edited file)."""
        unknown = sorted(set(self.data) - set(keys))
        if unknown:
            raise DocumentError(f"{self.what} has unknown fields: {', '.join(unknown)}")


def first_difference(recorded: Any, actual: Any, path: str = "") -> str | None:
    """Where two JSON values first differ, as ``"log[12].won_by: recorded …, actual …"``;
    None when equal. Types count (``true`` is not ``1``), so a record checked against its
    replay cannot be rewritten in any field."""
    here = path or "the document"
    if type(recorded) is not type(actual):
        return f"{here}: the record says {shown(recorded)}, the replay gives {shown(actual)}"
    if isinstance(actual, dict):
        for key in actual:
            if key not in recorded:
                return f"{here}: the record has no {key!r}"
            found = first_difference(recorded[key], actual[key], f"{path}.{key}" if path else key)
            if found:
                return found
        extra = sorted(set(recorded) - set(actual), key=str)
        if extra:
            return f"{here}: the record has unexpected fields {', '.join(map(str, extra))}"
        return None
    if isinstance(actual, list):
        if len(recorded) != len(actual):
            return f"{here}: the record has {len(recorded)} entries, the replay gives {len(actual)}"
        for i, (a, b) in enumerate(zip(recorded, actual, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    if recorded != actual:
        return f"{here}: the record says {shown(recorded)}, the replay gives {shown(actual)}"
    return None
