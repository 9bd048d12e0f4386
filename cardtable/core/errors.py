"""Exceptions shared by every game, so callers can catch one family of errors."""

from __future__ import annotations


class CardtableError(Exception):
    """Base of every error cardtable raises on purpose."""


class CardParseError(CardtableError, ValueError):
    """Card text that is not a card; the message names the bad token."""

    def __init__(self, token: str, reason: str = "") -> None:
        self.token = token
        self.reason = reason
        detail = f": {reason}" if reason else ""
        super().__init__(f"not a card: {token!r}{detail}")

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        # Rebuilt from its own arguments, so it survives a trip from a worker process.
        return (type(self), (self.token, self.reason))


class IllegalAction(CardtableError, ValueError):
    """An action the rules forbid.

    ``rule`` is a short stable identifier (for tests and translations); the message says in
    words which rule was broken, so a player or a bot author sees why.
    """

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(message)

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        # Rebuilt from its own arguments, so it survives a trip from a worker process
        # (the arena's workers: otherwise the pool breaks and the real error is lost).
        return (type(self), (self.rule, str(self)))


class SaveFileError(CardtableError):
    """A save or record file that cannot be read: corrupt, foreign or from a newer version.

    ``code`` names the reason ("not_json", "newer", … ; empty for a check of the content)
    and ``details`` its parts (the file name, a version), so the window says the reason in
    the player's language (``gui/common/load_reasons.py``) while the message stays English
    for logs and bug reports.
    """

    def __init__(self, message: str = "", code: str = "", details: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.details = details

    def __reduce__(self) -> tuple[type, tuple[str, str, tuple[str, ...]]]:
        # Rebuilt from its own arguments, so it survives a trip from a worker process.
        return (type(self), (str(self), self.code, self.details))


class DocumentError(SaveFileError, ValueError):
    """A file or document whose content fails a type, range or consistency check.

    Both a SaveFileError (the file cannot be used: set it aside) and a ValueError (bad
    content), so loaders written for either family catch it.
    """


class SaveBlockedError(CardtableError, OSError):
    """Writing a file is refused: an unreadable file is there that could not be moved aside,
    and overwriting it would lose the player's data."""
