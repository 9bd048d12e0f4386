"""The application shell: menus and shortcuts, the start screen, the new-game and settings
dialogs, rules help, and a save that cannot be read at start-up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QTabWidget, QTextBrowser
from pytestqt.qtbot import QtBot
from tests_gui_helpers import open_window

from cardtable.games import bot_names
from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.games import GUI_GAMES, gui_spec
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.shell.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]


def test_menus_have_the_promised_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    keys = {
        window.act_new: "Ctrl+N",
        window.act_resume: "Ctrl+R",
        window.act_settings: "Ctrl+,",
        window.act_quit: "Ctrl+Q",
        window.act_rules: "F1",
    }
    for action, key in keys.items():
        assert action.shortcut() == QKeySequence(key), action.text()
    assert not window.act_resume.isEnabled()
    assert not any(b.isVisible() for b in window.start_screen.resume_buttons.values())


def test_table_actions_all_have_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    from tests_gui_helpers import make_session, table_of

    window = open_window(qtbot, tmp_path)
    window.open_session(make_session())
    table = table_of(window)
    expected = {"fold": "F", "check_call": "C", "bet_raise": "B", "draw": "D", "stand_pat": "P",
                "next_hand": "N", "discard_1": "1", "discard_4": "4"}
    by_name = {a.objectName(): a for a in table.table_actions}
    for name, key in expected.items():
        assert by_name[name].shortcut() == QKeySequence(key)
    assert QKeySequence("R") in by_name["bet_raise"].shortcuts()
    assert set(window.table_menu.actions()) == set(table.table_actions)


def test_rules_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    """Help -> Rules has every registered game, open at the one in front of the player: from
    the start screen the first (Badugi; Spades one tab away), from the bidding coach Spades
    (it used to show only the table's game, Badugi when no table was open)."""
    window = open_window(qtbot, tmp_path)
    window.act_rules.trigger()
    assert window.rules_dialog.isVisible()
    tabs = window.rules_dialog.findChild(QTabWidget)
    assert [tabs.tabText(i) for i in range(tabs.count())] == [g.title() for g in GUI_GAMES]
    assert [g.name for g in GUI_GAMES][:2] == ["badugi", "spades"]  # the two checked below
    text = tabs.currentWidget().toPlainText()
    assert "Badugi" in text and "breakfast" in text
    assert window.rules_dialog.windowTitle() == "Rules of Badugi"
    tabs.setCurrentIndex(1)
    spades = tabs.currentWidget().toPlainText()
    assert "nil" in spades and "three players" in spades  # the other table sizes too
    assert window.rules_dialog.windowTitle() == "Rules of Spades"
    window.rules_dialog.close()
    window.act_trainers["bidding_coach"].trigger()
    window.act_rules.trigger()
    tabs = window.rules_dialog.findChild(QTabWidget)
    assert isinstance(tabs.currentWidget(), QTextBrowser)
    assert tabs.currentIndex() == 1 and "Spades" in tabs.currentWidget().toPlainText()
    window.rules_dialog.close()
    window.close_trainer()
    window.close()


def test_corrupt_save_is_set_aside_and_reported(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "session.json").write_text("{ this is not json", encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert not (tmp_path / "session.json").exists()
    aside = list(tmp_path.glob("session.bad-*.json"))
    assert len(aside) == 1
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes and aside[0].name in boxes[0].text().replace("\u2060", "")
    assert not window.act_resume.isEnabled()
    assert window.last_save_error is not None


def test_newer_save_is_set_aside(qtbot: QtBot, tmp_path: Path) -> None:
    doc = {"format": "cardtable-session", "version": 999, "game": "badugi"}
    (tmp_path / "session.json").write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert window.last_save_error is not None and "newer" in (window.last_save_error.error or "")
    assert list(tmp_path.glob("session.bad-*.json"))


def test_new_game_defaults_start_a_full_table(qtbot: QtBot) -> None:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.problem() is None
    config = dialog.config()
    assert len(config.seats) == 6 and config.seats[0].is_human
    # The game's default level (Medium), not the strongest bot: issue 18.
    assert [s.bot for s in config.seats[1:]] == [gui_spec("badugi").game.default_level] * 5
    assert "medium" in bot_names("badugi")
    rules = config.rules
    assert (rules.structure, rules.small_blind, rules.big_blind) == ("fixed", 1, 2)
    assert config.starting_stack == 200


def test_new_game_refuses_impossible_settings(qtbot: QtBot) -> None:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.structure.setCurrentIndex(dialog.structure.findData("no_limit"))
    dialog.big_blind.setValue(2)
    dialog.small_blind.setValue(5)
    assert "small blind" in dialog.error.text()
    assert not ok.isEnabled()
    dialog.accept()
    assert dialog.result() != BadugiNewGameDialog.DialogCode.Accepted
    dialog.small_blind.setValue(1)
    assert ok.isEnabled() and dialog.problem() is None
    dialog.structure.setCurrentIndex(dialog.structure.findData("fixed"))
    dialog.big_blind.setValue(10)
    dialog.small_blind.setValue(3)
    assert "half" in dialog.error.text() and not ok.isEnabled()
    dialog.small_blind.setValue(5)
    dialog.stack.setValue(4)
    assert "big blind" in dialog.error.text()
    dialog.stack.setValue(500)
    dialog.bot_names[0].setText("")
    assert "name" in dialog.error.text()


def test_new_game_settings_are_remembered(qtbot: QtBot) -> None:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seats.setValue(3)
    dialog.draws.setCurrentIndex(dialog.draws.findData(1))
    dialog.structure.setCurrentIndex(dialog.structure.findData("pot"))
    Prefs().set_last_game_settings("badugi", dialog.settings())
    again = BadugiNewGameDialog(Prefs().last_game_settings("badugi"))
    qtbot.addWidget(again)
    config = again.config()
    assert len(config.seats) == 3 and config.rules.draws == 1
    assert config.rules.structure == "pot"


def test_settings_dialog_stores_preferences(qtbot: QtBot) -> None:
    prefs = Prefs()
    dialog = SettingsDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.four_colour.setChecked(True)
    dialog.back.setCurrentIndex(dialog.back.findData("red"))
    dialog.pause.setValue(5)
    dialog.language.setCurrentIndex(dialog.language.findData("ko"))
    dialog.apply()
    fresh = Prefs()
    assert (fresh.speed_name, fresh.four_colour, fresh.back_colour) == ("slow", True, "red")
    assert (fresh.next_hand_pause, fresh.language) == (5, "ko")
    assert fresh.think_ms > 0


def test_settings_offer_each_registered_games_options(qtbot: QtBot) -> None:
    """Each game's own settings are rows its ``GuiSpec.options`` provide (the dialog and
    the preferences name none): one checkbox each, showing and storing the option."""
    options = [option for spec in GUI_GAMES for option in spec.options]
    assert options  # Badugi's odds panel, Spades' undo
    dialog = SettingsDialog(Prefs())
    qtbot.addWidget(dialog)
    assert [option for option, _box in dialog.game_options] == options
    for option, box in dialog.game_options:
        assert box.text() == option.label() and box.isChecked() == option.default
        box.setChecked(not option.default)
    dialog.apply()
    assert [option.get(Prefs()) for option in options] == [not o.default for o in options]


def test_app_starts_and_quits(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"], HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "0.2", "--lang", "ko"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    version = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--version"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert version.stdout.startswith("cardtable ")


@pytest.mark.parametrize("game", ["badugi", "spades"])
def test_demo_plays_saves_a_screenshot_and_leaves_the_save_alone(
    tmp_path: Path, game: str
) -> None:
    """``cardtable --demo GAME --quit-after S --screenshot FILE``: bots in every seat play,
    the picture of the window is saved when it quits, and no saved game is written."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"], HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    shot = tmp_path / f"{game}.png"
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--demo", game, "--quit-after", "5",
         "--screenshot", str(shot), "--report-timing"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 900 and image.height() >= 600
    timing = dict(line.split("=", 1) for line in done.stdout.splitlines() if "=" in line)
    assert float(timing["first_paint_epoch"]) < float(timing["table_paint_epoch"])
    assert float(timing["longest_stall_ms"]) >= 0
    assert timing["bots"] == "process"  # the bots did not think in the window's process
    assert not list((tmp_path / "data").rglob("*.json"))  # the demo saved nothing
    refused = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--screenshot", str(shot)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert refused.returncode != 0 and "--quit-after" in refused.stderr


@pytest.mark.parametrize(
    ("where", "why"),
    [("missing/x.png", "there is no folder"), ("x.txt", "must end in"), ("", "that is a folder")],
)
def test_a_screenshot_that_cannot_be_written_is_an_error_before_the_run(
    tmp_path: Path, where: str, why: str
) -> None:
    """``--screenshot /nonexistent/dir/x.png --quit-after 2`` used to run, write nothing,
    say nothing and exit 0."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"], HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    target = str(tmp_path / where) if where else str(tmp_path / "shots.png")
    if not where:
        (tmp_path / "shots.png").mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "2", "--screenshot", target],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert "--screenshot" in done.stderr and why in done.stderr
    assert "Traceback" not in done.stderr


def test_a_table_of_bots_is_watched_not_played(qtbot: QtBot, tmp_path: Path) -> None:
    from cardtable.games import demo_session

    window = MainWindow(Prefs(), tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.open_session(demo_session("badugi", seed=5, level="random"), save=False)
    table = window.table
    assert table is not None and table.spectating  # type: ignore[attr-defined]
    table.demo_pause_s = 0.0  # type: ignore[attr-defined]
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.match.hand_no >= 3, timeout=20000)  # type: ignore[attr-defined]
    assert table._legal() is None  # type: ignore[attr-defined]
    assert not window.saves.store("badugi").exists()
    assert not list(tmp_path.rglob("*.json"))
    window.close()


def test_the_app_sets_a_damaged_settings_file_aside(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"], HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    folder = tmp_path / "config" / "cardtable"
    folder.mkdir(parents=True)
    (folder / "CardTable.conf").write_bytes(b"\x00\xff[table\nspeed=slow\n")
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.app", "--quit-after", "0.5"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    aside = list(folder.glob("CardTable.bad-*.conf"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x00\xff[table\nspeed=slow\n"
    assert b"\x00" not in (folder / "CardTable.conf").read_bytes()  # written afresh


def test_the_about_box_names_the_app_once(qtbot: QtBot, tmp_path: Path) -> None:
    """Qt adds the application's display name to every window's title: a box titled "About
    cardtable" read "About cardtable — cardtable" on its frame."""
    window = MainWindow(Prefs(), tmp_path)
    qtbot.addWidget(window)
    about = window.show_about()
    assert about.windowTitle() == "About"
    assert "cardtable" in about.text()
    about.close()
