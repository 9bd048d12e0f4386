"""The Korean translation: complete, compiled from the committed .ts, and used by the UI."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of

from cardtable.gui.common.i18n import (
    choose_language,
    install_translators,
    qm_path,
    remove_translators,
)
from cardtable.gui.games import GUI_GAMES, catalogues
from cardtable.i18n import fill_ts
from cardtable.i18n.fill_ts import ROOT, TS

CATALOGUES = catalogues()
"""The shell's and each registered game's own (``GuiSpec.catalogue``), from the registry."""


def lrelease() -> Path:
    return Path(sys.executable).parent / "pyside6-lrelease"


def test_every_string_is_translated() -> None:
    root = ET.parse(TS).getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 100
    unfinished = [
        m.findtext("source") for m in messages if m.find("translation").get("type") == "unfinished"
    ]  # type: ignore[union-attr]
    assert unfinished == []


@pytest.mark.parametrize("catalogue", CATALOGUES)
def test_qm_is_compiled_from_the_committed_ts(catalogue: str, tmp_path: Path) -> None:
    if not lrelease().exists():
        pytest.skip("pyside6-lrelease is not installed")
    out = tmp_path / "fresh.qm"
    ts = fill_ts.ts_path(catalogue)
    subprocess.run([str(lrelease()), str(ts), "-qm", str(out)], check=True, capture_output=True)
    assert out.read_bytes() == qm_path("ko", catalogue).read_bytes(), (
        f"{catalogue}_ko.qm is stale: run .venv/bin/python -m cardtable.i18n.fill_ts"
    )


def test_the_catalogues_come_from_the_gui_specs() -> None:
    """The shell's catalogue first, then each game's own as its ``GuiSpec`` names it; every
    registered game's GUI package is in exactly one catalogue's sources, and the shell's
    holds no game's package that has its own."""
    assert CATALOGUES[0] == fill_ts.SHELL
    assert set(CATALOGUES[1:]) == {spec.catalogue for spec in GUI_GAMES if spec.catalogue}
    sources = {name: set(fill_ts.sources(name)) for name in CATALOGUES}
    for spec in GUI_GAMES:
        package = spec.make_table.__module__.rsplit(".", 1)[0].replace(".", "/")
        holding = [name for name, files in sources.items()
                   if any(f.startswith(package + "/") for f in files)]  # fmt: skip
        assert holding == [spec.catalogue or fill_ts.SHELL], (spec.name, holding)
    assert "cardtable/app.py" in sources[fill_ts.SHELL]
    assert "cardtable/gui/shell/mainwindow.py" in sources[fill_ts.SHELL]


def test_language_choice() -> None:
    assert choose_language("system", "ko") == "ko"
    assert choose_language("en", None) == "en"
    assert choose_language("ko", None) == "ko"
    assert choose_language("system", None) in ("en", "ko")


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
    assert translators, "the Korean .qm did not load"
    yield
    remove_translators(qapp, translators)


def test_korean_ui(qtbot: QtBot, tmp_path: Path, korean: None) -> None:
    window = open_window(qtbot, tmp_path)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["게임(&G)", "테이블(&T)", "도움말(&H)"]
    assert window.act_new.text() == "새 게임(&N)…"
    assert window.start_screen.game_buttons["badugi"].text() == "바둑이"
    window.open_session(make_session())
    table = table_of(window)
    assert table.act_fold.text() == "폴드"
    assert table.act_stand_pat.text().startswith("패스")
    assert table.act_next_hand.text() == "다음 판"
    assert table.act_check_call.text() in ("체크",) or table.act_check_call.text().startswith("콜")
    assert "바둑이" in table.log.item(0).text()


def test_spades_words_outside_the_table_are_korean(korean: None) -> None:
    """The Spades rules, title and coach are in the Spades catalogue (its sources list
    every file of gui/spades with strings)."""
    from cardtable.gui.spades.rules_text import spades_rules_html
    from cardtable.gui.spades.spec import coach_title, title

    assert title() == "스페이드"
    assert coach_title() == "비드 코치"
    assert "네 명이 두 팀으로 나뉘고" in spades_rules_html()


def messages(ts: Path, finished_only: bool = False) -> set[tuple[str, str]]:
    """(context, source) of every message of a .ts file (only the translated ones with
    ``finished_only``)."""
    found = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if finished_only and (translation is None or translation.get("type")):
                continue
            found.add((name, message.findtext("source") or ""))
    return found


@pytest.mark.parametrize("catalogue", CATALOGUES)
def test_the_catalogues_hold_every_string_of_the_code(catalogue: str, tmp_path: Path) -> None:
    """Every string the code translates today is in a committed catalogue with its Korean:
    a string added or moved without running ``fill_ts``/``spades_ko`` would show in
    English. lupdate reads the sources afresh into an empty catalogue to compare."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [str(lupdate), *fill_ts.sources(catalogue), "-locations", "none", "-ts", str(fresh)],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    missing = messages(fresh) - messages(fill_ts.ts_path(catalogue), finished_only=True)
    assert missing == set()


def code_strings(catalogue: str, folder: Path) -> set[str]:
    """Every string the code of ``catalogue`` translates, as ``fill_ts`` collects them
    (lupdate over the catalogue's sources, the shell's with the bots' level names)."""
    fresh = folder / f"{catalogue}-fresh.ts"
    extra = [fill_ts.bot_labels_source(folder)] if catalogue == fill_ts.SHELL else []
    subprocess.run(
        [fill_ts.tool("pyside6-lupdate"), *fill_ts.sources(catalogue), *extra,
         "-locations", "none", "-ts", str(fresh)],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    return {source for _context, source in messages(fresh)}


def test_no_korean_is_kept_for_a_string_no_code_translates(tmp_path: Path) -> None:
    """A Korean dict's key that no code translates is dead weight that reads as if used:
    the Spades catalogue held about 60 (old review wordings, "Bid nil", the coach's old
    lines, the shell's new-game words), the shell's a dozen. Every key of a catalogue's
    Korean is a string some catalogue's code translates (the history's and the defects'
    dicts serve both), and a game's own dict (``<catalogue>_ko.KO``) holds only its own
    GUI's strings: the shell's get their Korean from the shell's dicts."""
    if not (Path(sys.executable).parent / "pyside6-lupdate").exists():
        pytest.skip("pyside6-lupdate is not installed")
    code = {name: code_strings(name, tmp_path) for name in CATALOGUES}
    anywhere = set().union(*code.values())
    for name in CATALOGUES:
        assert sorted(set(fill_ts.translations(name)) - anywhere) == [], name
    for name in CATALOGUES[1:]:
        own = getattr(importlib.import_module(f"cardtable.i18n.{name}_ko"), "KO", {})
        assert sorted(set(own) - code[name]) == [], name


def test_no_translated_literal_is_hidden_from_lupdate() -> None:
    """pyside6-lupdate collects only literals written in ``tr``/``translate`` calls: a
    literal handed to a helper of ours (``_tr("Game resumed.")``, which calls
    ``translate`` with a variable) never reached the catalogue and stayed English."""
    known = {source for name in CATALOGUES for _ctx, source in messages(fill_ts.ts_path(name))}
    hidden = []
    for path in sorted({ROOT / f for name in CATALOGUES for f in fill_ts.sources(name)}):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_tr", "tr")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value not in known
            ):
                hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.args[0].value!r}")
    assert hidden == []


def test_a_resumed_table_says_so_in_korean(qtbot: QtBot, tmp_path: Path, korean: None) -> None:
    session = make_session()
    session.next_hand()  # a hand under way: opening it resumes it
    window = open_window(qtbot, tmp_path)
    window.open_session(session)
    lines = [table_of(window).log.item(i).text() for i in range(table_of(window).log.count())]
    assert "게임을 이어서 합니다." in lines
    assert "Game resumed." not in lines


def test_default_player_names_are_korean_in_korean(qtbot: QtBot, korean: None) -> None:
    """The new-game dialogs fill in the computer players' names in the reader's language
    (they were "Mina", "Tom" in Latin letters at a Korean table); a typed name is kept."""
    from cardtable.gui.badugi.newgame import BadugiNewGameDialog
    from cardtable.gui.common.player_names import player_name
    from cardtable.gui.spades.newgame import SpadesNewGameDialog

    spades = SpadesNewGameDialog()
    qtbot.addWidget(spades)
    assert [s.name for s in spades.config().seats[1:]] == ["미나", "톰", "지수"]
    badugi = BadugiNewGameDialog()
    qtbot.addWidget(badugi)
    assert [e.text() for e in badugi.bot_names[:3]] == ["미나", "지수", "톰"]
    badugi.bot_names[0].setText("Minsu")
    assert badugi.bot_names[0].text() == "Minsu"
    assert player_name("Minsu") == "Minsu"  # not a default name: never looked up


def test_default_player_names_stay_english_in_english(qtbot: QtBot) -> None:
    from cardtable.gui.spades.newgame import SpadesNewGameDialog

    dialog = SpadesNewGameDialog()
    qtbot.addWidget(dialog)
    assert [s.name for s in dialog.config().seats[1:]] == ["Mina", "Tom", "Jisoo"]


def test_the_demo_tables_names_are_korean_in_korean(
    qtbot: QtBot, tmp_path: Path, korean: None
) -> None:
    """The demo (``--demo``, ``--screenshot``) names its players from ``core`` in English;
    the table showed "Mina", "Tom" among Korean words. Its computer players' names are now
    shown translated, as the dialogs' are; the person's own name stays as typed."""
    from cardtable.games import demo_session

    window = open_window(qtbot, tmp_path)
    window.open_session(demo_session("badugi", seed=3, level="basic"), save=False)
    table = table_of(window)
    assert table.names == ["미나", "톰", "지수", "아나", "레오", "유나"]
    assert any("미나" in table.log.item(i).text() for i in range(table.log.count()))
    window.close()
    session = make_session()  # "Bot 1" ... are not default names: as typed
    window = open_window(qtbot, tmp_path / "2")
    window.open_session(session)
    # The person's default "You" is a default name too (playtest 6: a game saved in
    # English said "You" among Korean words after a switch).
    assert table_of(window).names == ["나"] + [s.name for s in session.seats[1:]]


def test_qts_own_korean_is_loaded_beside_ours(qapp: QApplication) -> None:
    """Qt's own catalogue (``qtbase_ko.qm``, shipped in PySide6's translations folder on every
    platform) is installed with ours: the standard dialog buttons and the arrow keys' names
    in the menus read Korean. (Its Korean keeps Return, PgUp, Esc, Ctrl and the like as the
    keys are printed: checked in session 16, nothing for us to add.)"""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QKeySequence

    translators = install_translators(qapp, "ko", catalogues())
    try:
        assert any(Path(t.filePath()).name == "qtbase_ko.qm" for t in translators)
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "취소"
        left = QKeySequence("Left").toString(QKeySequence.SequenceFormat.NativeText)
        assert left == "왼쪽"
    finally:
        remove_translators(qapp, translators)


def test_compiling_a_catalogue_puts_a_new_file_in_place(tmp_path: Path) -> None:
    """A running app maps its .qm files; lrelease rewriting one in place killed it (seen by
    a developer running fill_ts with the app open). The compiled catalogue is a new file
    put in the old one's place: a reader of the old one keeps it whole."""
    if not lrelease().exists():
        pytest.skip("pyside6-lrelease is not installed")
    ts = fill_ts.ts_path(fill_ts.SHELL)
    qm = tmp_path / "cardtable_ko.qm"
    qm.write_bytes(b"old catalogue")
    with qm.open("rb") as reader:  # the running app's hold on the old file
        fill_ts.compile_qm(ts, qm)
        assert reader.read() == b"old catalogue"
    assert qm.read_bytes() == qm_path("ko", fill_ts.SHELL).read_bytes()
    assert not list(tmp_path.glob("*.new"))  # no half-made file left beside it
