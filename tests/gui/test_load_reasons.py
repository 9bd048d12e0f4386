"""Playtest 6: a damaged save was set aside with a Korean box whose reason line was the
core's English ("session-badugi.json is not valid JSON (Expecting value at line 1)", "… was
written by a newer cardtable (version 99, this one reads up to 1)"). The core now names each
reason with a code and its details, and the window words it in its language; the file name
and the details stay as they are.

Every raise of a load error in the loaders gives a code the window knows (read from the
source, so a reason added later without words fails here), every hostile save of the storage
tests comes back with one, and each code has its Korean. A stand-in translator gives the
Korean, so the test does not wait for the catalogues to be regenerated."""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_hostile_files_gui import good_save, said, visible_boxes
from tests_gui_helpers import open_window, translated_by

from cardtable.core.store import CONTENT
from cardtable.gui.common.load_reasons import CODES, reason_text
from cardtable.gui.shell.saves_shell import game_title
from cardtable.i18n.polish_spades_ko import SHELL_KO
from cardtable.storage.autosave import SaveShelf, SaveStore

ROOT = Path(__file__).resolve().parents[2]
LOADERS = ["core/jsonio.py", "storage/autosave.py", "games.py"]
ERRORS = {"SaveFileError", "DocumentError"}


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    with translated_by(SHELL_KO, ("LoadReasons",)):
        yield


def raised_codes(path: Path) -> list[tuple[int, str | None]]:
    """(line, code) of every load error built in ``path``; None where it has no code."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERRORS:
            code = node.args[1] if len(node.args) > 1 else None
            value = code.value if isinstance(code, ast.Constant) else None
            found.append((node.lineno, value if isinstance(value, str) else None))
    return found


@pytest.mark.parametrize("module", LOADERS)
def test_every_reason_the_loaders_raise_has_a_code_the_window_words(module: str) -> None:
    codes = raised_codes(ROOT / "cardtable" / module)
    assert codes  # the scan finds the raises
    assert [(line, c) for line, c in codes if c not in CODES] == []


def test_every_code_has_its_korean() -> None:
    english = QCoreApplication.translate  # no translator: the templates' sources
    from cardtable.gui.common.load_reasons import _templates

    assert set(_templates()) == CODES
    assert [t for t in _templates().values() if t not in SHELL_KO] == []
    assert english("LoadReasons", "x") == "x"


def test_every_hostile_save_comes_back_with_a_known_code(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "storage"))
    from test_hostile_saves import CASES

    for name, content, _why in CASES:
        store = SaveStore(tmp_path)
        if isinstance(content, bytes):
            store.path.write_bytes(content)
        else:
            store.path.write_text(content, encoding="utf-8")
        result = store.load()
        assert result.code in CODES, name
        assert reason_text(result.code, result.details, result.error) == (
            result.error
            if result.code != CONTENT
            else f"its content failed a check: {result.error}"
        ), name


def test_the_shelfs_own_reasons_have_codes(tmp_path: Path) -> None:
    doc = good_save()  # a Badugi game
    (tmp_path / "session-spades.json").write_text(json.dumps(doc), encoding="utf-8")
    results = SaveShelf(tmp_path, ["badugi", "spades"]).load_all()
    assert results["spades"].code == "other_game"
    assert results["spades"].details == ("badugi", "spades")
    assert reason_text("other_game", ("badugi", "spades"), None, game_title) == (
        "the save holds a Badugi game, not a Spades game"
    )
    # The single save of old versions, beside a game's own: the old one is set aside.
    (tmp_path / "session.json").write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / "session-badugi.json").write_text(json.dumps(doc), encoding="utf-8")
    older = SaveShelf(tmp_path, ["badugi", "spades"]).migrate()[""]
    assert (older.code, older.details) == ("older_save", ("badugi",))


@pytest.mark.parametrize(
    ("content", "korean_words", "detail"),
    [
        (
            "not json at all",
            "session-badugi.json 파일이 올바른 JSON이 아닙니다",
            "Expecting value at line 1",
        ),
        (None, "session-badugi.json은(는) 더 새로운 cardtable이 쓴 파일입니다", "(버전 99, "),
    ],
    ids=["garbage", "newer"],
)
def test_the_set_aside_box_says_the_reason_in_korean(
    qtbot: QtBot,
    tmp_path: Path,
    korean: None,
    content: str | None,
    korean_words: str,
    detail: str,
) -> None:
    if content is None:
        doc = good_save()
        doc["version"] = 99
        content = json.dumps(doc)
    (tmp_path / "session-badugi.json").write_text(content, encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    (box,) = visible_boxes(window)
    text = said(box)
    assert korean_words in text and detail in text
    assert "is not valid JSON" not in text and "newer cardtable" not in text
    window.close()
