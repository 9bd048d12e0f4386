"""Preferences kept in QSettings, behind typed accessors so keys and defaults live in one place.

Tests isolate QSettings with an autouse fixture (tests/gui/conftest.py), so nothing here
needs to know about tests: "off" animation speed also means no bot think time.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from cardtable.core.errors import SaveFileError
from cardtable.core.jsonio import parse_json

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
"""Animation speed names and their factor on every duration (0: no animation at all)."""

LANGUAGES = ("system", "en", "ko")

MAX_PAUSE = 30
"""Longest pause (seconds) before the next hand deals itself; the settings dialog's range."""

BASE_THINK_MS = 650
"""How long a computer player seems to think at normal speed; scaled like the animations."""


class Prefs:
    """Typed access to the application's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else QSettings()

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

    @property
    def speed_name(self) -> str:
        name = self._get("table/speed", "normal", str)
        return name if name in SPEEDS else "normal"

    @speed_name.setter
    def speed_name(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown animation speed {name!r}")
        self.settings.setValue("table/speed", name)

    @property
    def speed(self) -> float:
        """Factor on every animation duration and on the bots' think time; 0 = instant."""
        return SPEEDS[self.speed_name]

    @property
    def think_ms(self) -> int:
        return round(BASE_THINK_MS * self.speed)

    @property
    def four_colour(self) -> bool:
        return self._get("cards/four_colour", False, bool)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self.settings.setValue("cards/four_colour", bool(on))

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
    def show_odds(self) -> bool:
        """The odds panel at the Badugi table (the person's own hand only); off by default."""
        return self._get("table/show_odds", False, bool)

    @show_odds.setter
    def show_odds(self, on: bool) -> None:
        self.settings.setValue("table/show_odds", bool(on))

    @property
    def allow_undo(self) -> bool:
        """Ctrl+Z takes back the person's last card or bid at the Spades table. On by
        default: the table is for playing alone and learning, a mis-click should not cost a
        hand, and a hand played on differently after an undo is marked in the history and
        kept out of the bid figures, so the record stays honest; a player who wants every
        hand to count turns it off."""
        return self._get("table/allow_undo", True, bool)

    @allow_undo.setter
    def allow_undo(self, on: bool) -> None:
        self.settings.setValue("table/allow_undo", bool(on))

    @property
    def language(self) -> str:
        value = self._get("ui/language", "system", str)
        return value if value in LANGUAGES else "system"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}")
        self.settings.setValue("ui/language", value)

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
