"""Preferences kept in QSettings, behind typed accessors so keys and defaults live in one place.

Tests isolate QSettings with an autouse fixture (tests/gui/conftest.py), so nothing here
needs to know about tests: "off" animation speed also means no bot think time.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import parse_json, set_aside

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
"""Animation speed names and their factor on every duration (0: no animation at all)."""

LANGUAGES = ("system", "en", "ko")

MAX_PAUSE = 30
"""Longest pause (seconds) before the next hand deals itself; the settings dialog's range."""

BASE_THINK_MS = 650
"""How long a computer player seems to think at normal speed; scaled like the animations."""


@dataclass(frozen=True)
class GameOption:
    """A yes/no setting of one game, kept in the preferences under ``key`` (``default``
    until set) and offered by the Settings dialog as a row with ``label`` (and ``tooltip``),
    translated when called. A game lists its options in its ``GuiSpec.options``; the
    preferences and the dialog hold none of their own."""

    key: str
    default: bool
    label: Callable[[], str]
    tooltip: Callable[[], str] | None = None

    def get(self, prefs: Prefs) -> bool:
        return prefs.flag(self.key, self.default)

    def set(self, prefs: Prefs, on: bool) -> None:
        prefs.set_flag(self.key, on)


MAX_SETTINGS_BYTES = 1024 * 1024
"""Ours are a few kilobytes (the window geometry and the dialogs' remembered choices)."""


SETTINGS_REASONS: dict[str, str] = {
    "format_error": "it is not in the settings format",
    "access_error": "it cannot be read",
    "too_large": "it is far too large to be ours",
    "not_text": "it is not text",
    "no_settings": "it holds no settings",
}
"""Why a settings file cannot be used, by code, in English (a log's words); the window
words each code in its language (``gui/common/load_reasons.settings_reason_text``): the
check runs before the language is known, and a Korean window had shown these English."""


@dataclass(frozen=True)
class SettingsProblem:
    """Why the settings file could not be used (``code``, one of ``SETTINGS_REASONS``), and
    where it went: set aside as ``moved_to``, or left in place (``move_error``, the
    operating system's words) when it could not be moved."""

    path: Path
    code: str
    moved_to: Path | None = None
    move_error: str | None = None

    @property
    def reason(self) -> str:
        """The reason in English."""
        return SETTINGS_REASONS.get(self.code, self.code)


def settings_problem(settings: QSettings) -> str | None:
    """Why ``settings``' file cannot be used (a code of ``SETTINGS_REASONS``), or None. Qt
    reads a damaged file as far as it can and writes its partial reading over it at the
    next change: every preference lost without a word. A file with bytes in it but no
    setting at all is damaged too (Qt reads garbage without a format error)."""
    status = settings.status()
    if status == QSettings.Status.FormatError:
        return "format_error"
    if status == QSettings.Status.AccessError:
        return "access_error"
    path = Path(settings.fileName())
    try:
        if not path.is_file():
            return None
        with path.open("rb") as fh:
            data = fh.read(MAX_SETTINGS_BYTES + 1)
    except OSError:
        return None  # Qt reported no error: whatever it is, it was read
    if len(data) > MAX_SETTINGS_BYTES:
        return "too_large"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "not_text"
    if "\x00" in text:  # Qt writes text; a NUL byte is damage it reads past
        return "not_text"
    if text.strip() and not settings.allKeys():
        return "no_settings"
    return None


class _Choice:
    """A setting that is one of ``allowed``, as an attribute of ``Prefs``: reads ``default``
    when missing or unknown (a hand-edited file), and refuses to store anything else
    (``ValueError`` naming ``what``). One line a setting instead of a property and a setter
    that differ only in these four values."""

    def __init__(self, key: str, default: str, allowed: Collection[str], what: str) -> None:
        self.key, self.default, self.allowed, self.what = key, default, allowed, what

    def __get__(self, prefs: Prefs, owner: type | None = None) -> str:
        value = prefs._get(self.key, self.default, str)
        return value if value in self.allowed else self.default

    def __set__(self, prefs: Prefs, value: str) -> None:
        if value not in self.allowed:
            raise ValueError(f"unknown {self.what} {value!r}")
        prefs.settings.setValue(self.key, value)


class _Flag:
    """A yes/no setting kept under ``key`` (``default`` until set), as an attribute of
    ``Prefs``: what ``Prefs.flag``/``set_flag`` do for a game's options, for the app's own."""

    def __init__(self, key: str, default: bool = False) -> None:
        self.key, self.default = key, default

    def __get__(self, prefs: Prefs, owner: type | None = None) -> bool:
        return prefs.flag(self.key, self.default)

    def __set__(self, prefs: Prefs, on: bool) -> None:
        prefs.set_flag(self.key, on)


class Prefs:
    """Typed access to the application's QSettings. ``problem``: what ``checked`` found
    wrong with the settings file (None when it was fine)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else QSettings()
        self.problem: SettingsProblem | None = None

    @classmethod
    def checked(cls) -> Prefs:
        """The app's preferences at start: a settings file that cannot be used is set
        aside (kept for the player, as saves are) before anything is written over it, and
        the defaults are used; ``problem`` says what happened, for the window to report."""
        settings = QSettings()
        why = settings_problem(settings)
        if why is None:
            return cls(settings)
        path = Path(settings.fileName())
        del settings  # not one write of its partial reading
        try:
            problem = SettingsProblem(path, why, moved_to=set_aside(path))
        except OSError as exc:
            problem = SettingsProblem(path, why, move_error=exc.strerror or str(exc))
        prefs = cls(QSettings())
        prefs.problem = problem
        return prefs

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.settings.value(key, default)
        if kind is bool:
            if isinstance(value, str):
                return value.lower() in ("1", "true", "yes")
            return bool(value)
        try:
            return kind(value)
        except (TypeError, ValueError):
            return default

    # ----------------------------------------------------------------- look and pace

    speed_name = _Choice("table/speed", "normal", SPEEDS, "animation speed")

    @property
    def speed(self) -> float:
        """Factor on every animation duration and on the bots' think time; 0 = instant."""
        return SPEEDS[self.speed_name]

    @property
    def think_ms(self) -> int:
        return round(BASE_THINK_MS * self.speed)

    four_colour = _Flag("cards/four_colour")

    @property
    def back_colour(self) -> str:
        value = self._get("cards/back", "blue", str)
        return value if value in ("blue", "red") else "blue"

    @back_colour.setter
    def back_colour(self, value: str) -> None:
        self.settings.setValue("cards/back", value)

    @property
    def next_hand_pause(self) -> int:
        """Seconds before the next hand is dealt by itself; -1 waits for a click."""
        # Clamped to what the settings dialog offers: a hand-edited 10**12 would overflow
        # the timer that deals the next hand.
        return min(MAX_PAUSE, max(-1, self._get("table/next_hand_pause", 3, int)))

    @next_hand_pause.setter
    def next_hand_pause(self, seconds: int) -> None:
        self.settings.setValue("table/next_hand_pause", int(seconds))

    @property
    def volume(self) -> int:
        """The sounds' volume, 0-100."""
        return min(100, max(0, self._get("sound/volume", 70, int)))

    @volume.setter
    def volume(self, value: int) -> None:
        self.settings.setValue("sound/volume", min(100, max(0, int(value))))

    muted = _Flag("sound/muted")
    """Sounds off (the M key, or Settings)."""

    def flag(self, key: str, default: bool) -> bool:
        """A yes/no setting kept under ``key`` (a game's ``GameOption``)."""
        return self._get(key, default, bool)

    def set_flag(self, key: str, on: bool) -> None:
        self.settings.setValue(key, bool(on))

    language = _Choice("ui/language", "system", LANGUAGES, "language")

    # ----------------------------------------------------------------- remembered things

    def last_game_settings(self, game: str) -> dict[str, Any]:
        """The new-game dialog's last choices for ``game`` ({} if none or unreadable)."""
        raw = self._get(f"newgame/{game}", "", str)
        if not raw or len(raw) > 64 * 1024:  # a hand-edited settings file may hold anything
            return {}
        try:
            data = parse_json(raw, "the remembered settings")
        except SaveFileError:  # too deep, NaN, not JSON: forget it, keep the defaults
            return {}
        return data if isinstance(data, dict) else {}

    def set_last_game_settings(self, game: str, data: dict[str, Any]) -> None:
        self.settings.setValue(f"newgame/{game}", json.dumps(data))

    def window_geometry(self) -> QByteArray | None:
        value = self.settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_window_geometry(self, data: QByteArray) -> None:
        self.settings.setValue("window/geometry", data)
