"""A row of the hand history says what was played: "Badugi · pot limit, single draw · 6
players", "Spades · everyone alone, to 300 points · 3 players". Every Badugi sitting read
"Badugi · 6 players" (the history kept no rules), so a pot-limit single-draw sitting and a
fixed-limit triple-draw one read alike until opened. Rows stored before the rules were kept
(a history of schema version 3, written by that version's code) read as they did."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi, play_spades, seats, spades_session
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.history import GameRow
from cardtable.gui.badugi.history_view import VIEW as BADUGI
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.games import catalogues
from cardtable.gui.shell.history_page import HistoryPage
from cardtable.gui.spades.history_view import VIEW as SPADES
from cardtable.spades import SpadesRules
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

V3 = Path(__file__).resolve().parents[1] / "data" / "schema_v3" / "history.sqlite3"


def fill(data_dir: Path) -> None:
    """The version-3 history (three games without rules), and four games played since."""
    shutil.copyfile(V3, data_dir / "history.sqlite3")
    db = HistoryDB(data_dir / "history.sqlite3")
    assert db.open() is None
    recorder = HistoryRecorder(db)
    pot = BadugiRules(structure="pot", small_blind=1, big_blind=2, draws=1)
    play_badugi(BadugiSession(BadugiConfig(pot, seats(6), 200), seed=51), 1, recorder.record)
    play_badugi(badugi_session(seed=52, n=3), 1, recorder.record)
    play_spades(spades_session(seed=53, rules=SpadesRules(players=3, target=300)), 1,
                recorder.record)  # fmt: skip
    play_spades(spades_session(seed=54, rules=SpadesRules(players=6)), 1, recorder.record)
    db.close()


def titles(qtbot: QtBot, data_dir: Path) -> dict[str, str]:
    """Each listed game's title by its key."""
    window = open_window(qtbot, data_dir)
    window.act_history.trigger()
    page = window.trainer
    assert isinstance(page, HistoryPage)
    out = {}
    for i in range(page.tree.topLevelItemCount()):
        item = page.tree.topLevelItem(i)
        assert item is not None
        out[page.games[item.data(0, page_role())[1]].key] = item.text(1)
    window.close()
    return out


def page_role() -> int:
    from cardtable.gui.shell.history_page import ROLE

    return ROLE


def test_each_row_says_the_rules_it_was_played_by(qtbot: QtBot, tmp_path: Path) -> None:
    fill(tmp_path)
    assert titles(qtbot, tmp_path) == {
        "51": "Badugi · pot limit, single draw · 6 players",
        "52": "Badugi · fixed limit, triple draw · 3 players",
        "53": "Spades · everyone alone, to 300 points · 3 players",
        "54": "Spades · partners · 6 players",
        # Stored before the rules were kept: as they read before.
        "31": "Badugi · 4 players",
        "32": "Badugi · 3 players",
        "33": "Spades · 3 players",
    }


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
    assert translators
    yield
    remove_translators(qapp, translators)


def test_the_rows_in_korean(qtbot: QtBot, tmp_path: Path, korean: None) -> None:
    fill(tmp_path)
    found = titles(qtbot, tmp_path)
    assert {key: found[key] for key in ("51", "52", "53", "54", "31")} == {
        "51": "바둑이 · 팟 리밋, 싱글 드로우 · 6명",
        "52": "바둑이 · 리밋, 트리플 드로우 · 3명",
        "53": "스페이드 · 각자 플레이, 300점 승리 · 3명",
        "54": "스페이드 · 파트너 팀 · 6명",
        "31": "바둑이 · 4명",
    }


def row(game: str, rules: dict[str, object]) -> GameRow:
    return GameRow(1, game, "1", 0, 0, None, 0, ("You", "Mina"), None, 0, (), 1, rules)


def test_rules_that_do_not_read_are_left_out(qtbot: QtBot) -> None:
    """A file edited by hand: what reads is said, the rest left out, nothing raised."""
    assert BADUGI.rules_text(row("badugi", {"structure": "no_limit"})) == "no limit"
    assert BADUGI.rules_text(row("badugi", {"structure": "pot", "draws": 2})) == "pot limit"
    assert BADUGI.rules_text(row("badugi", {"structure": 7, "draws": True})) == ""
    assert BADUGI.rules_text(row("badugi", {"draws": 1})) == "single draw"
    assert SPADES.rules_text(row("spades", {"players": 4, "teams": 2, "target": 500})) == (
        "partners"
    )
    assert SPADES.rules_text(row("spades", {"players": "4", "teams": 2, "target": 250})) == (
        "to 250 points"
    )
    assert SPADES.rules_text(row("spades", {})) == ""
