"""The settings file's reasons in the window's language. ``Prefs.checked`` looks at the
file before any language is installed, and its reasons ("it holds no settings", Qt's "it is
not in the settings format") stood in English inside the Korean box. The check now names a
code and the window words it, as the save loader's reasons are worded
(``test_load_reasons.py``); the operating system's words, when the file could not be moved,
stay as they are. A stand-in translator gives the Korean from the dicts, so the test does
not wait for the catalogues to be regenerated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_hostile_files_gui import said, visible_boxes
from tests_gui_helpers import translated_by

from cardtable.gui.common.load_reasons import SETTINGS_CODES, settings_reason_text
from cardtable.gui.common.prefs import SETTINGS_REASONS, Prefs
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.i18n.fill_ts import SHELL, translations

KOREAN = translations(SHELL)


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN):
        yield


def test_every_settings_reason_is_worded_and_has_its_korean() -> None:
    assert set(SETTINGS_REASONS) == SETTINGS_CODES
    for code, english in SETTINGS_REASONS.items():
        assert settings_reason_text(code, english) == english  # no translator: the source
        assert english in KOREAN, code
    assert settings_reason_text("newer_code", "as the core says") == "as the core says"


@pytest.mark.parametrize(
    ("garbage", "korean_words", "english"),
    [
        (b"\x00\xff\xfe garbage \x01\n[table\nspeed=slow\n", "설정 파일 형식이 아님", "format"),
        (b"[table]\nspeed=slow\x00\n", "텍스트 파일이 아님", "not text"),
        (b"just some words, no setting\n" * 3, "설정이 하나도 들어 있지 않음", "no settings"),
    ],
    ids=["Qt's format error", "not text", "no settings"],
)
def test_the_korean_box_says_the_settings_reason_in_korean(
    qtbot: QtBot, tmp_path: Path, korean: None, garbage: bytes, korean_words: str, english: str
) -> None:
    Path(QSettings().fileName()).write_bytes(garbage)
    prefs = Prefs.checked()
    assert prefs.problem is not None and prefs.problem.moved_to is not None
    assert english in prefs.problem.reason  # the English stays for a log
    window = MainWindow(prefs, tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    (box,) = visible_boxes(window)
    text = said(box)
    assert korean_words in text and prefs.problem.moved_to.name in text
    assert "설정 파일을 읽을 수 없어서" in text  # the box's own words, Korean already
    assert english not in text and " it " not in text
    box.close()
    window.close()
