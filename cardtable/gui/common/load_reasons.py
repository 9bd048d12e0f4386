"""Why a save or progress file was refused, in the player's language.

The core names each reason with a code and its parts (``SaveFileError.code`` and
``details``, carried to the window by ``Loaded``/``LoadResult``), as the engines name a
refused action by its rule; the words are chosen here. A Korean player saw the core's
English inside the Korean box ("session-….json is not valid JSON (Expecting value at
line 1)"). The file name and the details (Python's JSON message, the operating system's
reason, a content check's English) stay as they are: they are what a bug report needs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


GAME_DETAILS = frozenset(("other_game", "older_save"))
"""The codes whose details are games' codes: said by their titles."""


def _templates() -> dict[str, str]:
    """Each reason's words, formatted with its details (built per call: ``translate``
    reads the language installed now; lupdate reads the literals)."""
    return {
        "not_json": translate("LoadReasons", "{0} is not valid JSON ({1})"),
        "too_deep": translate("LoadReasons", "{0} is nested too deeply to be one of our files"),
        "not_regular": translate("LoadReasons", "{0} is not a regular file"),
        "too_large_sized": translate(
            "LoadReasons", "{0} is too large ({1} bytes; the limit is {2})"
        ),
        "too_large": translate("LoadReasons", "{0} is too large (the limit is {1} bytes)"),
        "unreadable": translate("LoadReasons", "cannot read {0}: {1}"),
        "not_utf8": translate("LoadReasons", "{0} is not UTF-8 text"),
        "not_object": translate("LoadReasons", "{0} is not a {1} file (expected a JSON object)"),
        "wrong_format": translate("LoadReasons", "{0} is not a {1} file (format is {2})"),
        "no_version": translate("LoadReasons", "{0} has no valid version number"),
        "newer": translate(
            "LoadReasons",
            "{0} was written by a newer cardtable (version {1}, this one reads up to {2})",
        ),
        "other_game": translate("LoadReasons", "the save holds a {0} game, not a {1} game"),
        "other_slot": translate("LoadReasons", "the save belongs in another file ({0})"),
        "no_seat": translate(
            "LoadReasons", "the saved game has no seat for you (every seat is a computer)"
        ),
        "unknown_game": translate("LoadReasons", "the saved game is of an unknown game {0}"),
        "older_save": translate("LoadReasons", "an older {0} save; the newer one was kept"),
        "content": translate("LoadReasons", "its content failed a check: {0}"),
    }


CODES = frozenset(_templates())
"""Every code this window words (``tests/gui/test_load_reasons.py`` checks the core's)."""


def reason_text(
    code: str | None,
    details: Sequence[str],
    english: str | None,
    game_title: Callable[[str], str] = str,
) -> str:
    """The reason with ``code`` and ``details`` in the player's words; the core's
    ``english`` for a code this window does not know (a newer core: read as it is).
    ``game_title`` names a game by its code (the shell knows the games; this module is
    below them)."""
    template = _templates().get(code or "")
    if template is None:
        return english or ""
    parts = [game_title(d) for d in details] if code in GAME_DETAILS else list(details)
    try:
        return template.format(*parts)
    except IndexError:  # fewer details than the words take: the English says it whole
        return english or ""


def _settings_templates() -> dict[str, str]:
    """Why the settings file could not be used, by ``prefs.SETTINGS_REASONS``' codes."""
    return {
        "format_error": translate("LoadReasons", "it is not in the settings format"),
        "access_error": translate("LoadReasons", "it cannot be read"),
        "too_large": translate("LoadReasons", "it is far too large to be ours"),
        "not_text": translate("LoadReasons", "it is not text"),
        "no_settings": translate("LoadReasons", "it holds no settings"),
    }


SETTINGS_CODES = frozenset(_settings_templates())
"""Every settings reason this window words (the test checks ``prefs``' codes)."""


def settings_reason_text(code: str, english: str) -> str:
    """Why the settings file could not be used, in the player's words: ``Prefs.checked``
    finds it before any language is installed, so it names a code; ``english`` for a code
    this window does not know."""
    return _settings_templates().get(code, english)
