"""Playtest 6: after switching the language to Korean in Settings, the new-game dialog
filled in the remembered English "You" and "Mina", and a game saved in English came back
with "You: 스몰 블라인드 1" in a Korean log (the computer players' names were already
shown in the reader's language, the person's default name was not). The default names,
remembered or saved, are shown in the language of the window; a typed name stays as typed.

A stand-in translator gives the Korean of the names, so the test does not wait for the
catalogues to be regenerated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, translated_by

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.newgame import BadugiNewGameDialog

KOREAN = {"You": "나", "Mina": "미나", "Jisoo": "지수"}


@pytest.fixture
def korean_names(qapp: QApplication) -> Iterator[None]:
    with translated_by(KOREAN, ("PlayerNames", "NewGameDialog")):
        yield


def test_remembered_default_names_come_in_the_windows_language(
    qtbot: QtBot, korean_names: None
) -> None:
    remembered = {"name": "You", "seats": 3, "bot_names": ["Mina", "Jisoo", "Bob"]}
    dialog = BadugiNewGameDialog(remembered)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "나"
    assert [e.text() for e in dialog.bot_names[:3]] == ["미나", "지수", "Bob"]


def test_a_typed_name_stays_as_typed(qtbot: QtBot, korean_names: None) -> None:
    dialog = BadugiNewGameDialog({"name": "Youngsoo"})
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Youngsoo"


def test_a_game_saved_in_english_names_the_person_in_korean(
    qtbot: QtBot, tmp_path: Path, korean_names: None
) -> None:
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(n=3))  # seat 0 is "You", as the English dialog names it
    table = table_of(window)
    assert table.names[0] == "나"
    window.close()


# Session 18: the other way. A Korean dialog remembers, and a Korean game saves, the names as
# shown ("나", "미나"); in an English window (no translator: the sources are English) "나"
# stayed "나" among English words. The shipped catalogue knows its own forms of the defaults.


def test_names_remembered_in_korean_come_in_english(qtbot: QtBot) -> None:
    remembered = {"name": "나", "seats": 4, "bot_names": ["미나", "지수", "Bob"]}
    dialog = BadugiNewGameDialog(remembered)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "You"
    assert [e.text() for e in dialog.bot_names[:3]] == ["Mina", "Jisoo", "Bob"]


def test_a_typed_korean_name_stays_in_english(qtbot: QtBot) -> None:
    # "하나" is a default computer player's name, but not the person's default: as typed.
    for typed in ("나영", "하나"):
        dialog = BadugiNewGameDialog({"name": typed})
        qtbot.addWidget(dialog)
        assert dialog.name.text() == typed


def test_a_game_saved_in_korean_names_everyone_in_english(qtbot: QtBot, tmp_path: Path) -> None:
    session = BadugiSession(
        BadugiConfig(
            BadugiRules(small_blind=1, big_blind=2),
            (SeatConfig("나"), SeatConfig("미나", "basic"), SeatConfig("철수", "basic")),
            200,
        ),
        seed=3,
    )
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    assert table_of(window).names == ["You", "Mina", "철수"]
    window.close()
