"""Remembered new-game choices that are damaged or foreign leave the dialogs at their
defaults, field by field, and good ones come back."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from cardtable.gui.badugi.newgame import BadugiNewGameDialog
from cardtable.gui.spades.newgame import SpadesNewGameDialog

GARBAGE = [
    {"bot_names": 5, "bot_levels": "hard", "seats": "six", "structure": "zzz", "name": "  "},
    {"bot_names": [None, 3, ""], "bot_levels": [[], {}], "stack": True, "uncapped": "yes"},
    {"players": 99, "target": 2.5, "blind_nil": 1, "direction": None},
    # Numbers a spin box cannot take raised OverflowError and broke the dialog.
    {"stack": 10**30, "seats": -5, "target": -(10**40), "small_blind": 2**31},
]


@pytest.mark.parametrize("data", GARBAGE)
@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_damaged_settings_keep_the_defaults(qtbot: QtBot, dialog_class: type, data: dict) -> None:
    plain = dialog_class()
    qtbot.addWidget(plain)
    damaged = dialog_class(data)
    qtbot.addWidget(damaged)
    assert damaged.settings() == plain.settings()


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_good_settings_come_back(qtbot: QtBot, dialog_class: type) -> None:
    first = dialog_class()
    qtbot.addWidget(first)
    first.name.setText("Jae")
    first.bot_names[0].setText("Robo")
    first.bot_levels[1].setCurrentIndex(first.bot_levels[1].count() - 1)
    again = dialog_class(first.settings())
    qtbot.addWidget(again)
    assert again.settings() == first.settings()
    assert again.name.text() == "Jae" and again.bot_names[0].text() == "Robo"


@pytest.mark.parametrize(
    "raw",
    ["[" * 100_000, '{"stack": NaN}', '{"stack": ' + "9" * 5000 + "}", "{" * 10, "x" * 100_000],
)
def test_hostile_remembered_settings_are_forgotten(raw: str) -> None:
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs()
    prefs.settings.setValue("newgame/badugi", raw)
    assert prefs.last_game_settings("badugi") == {}


@pytest.mark.parametrize(("raw", "expected"), [("10000000000000", 30), ("-9", -1), ("x", 3)])
def test_hand_edited_pause_stays_in_the_dialogs_range(raw: str, expected: int) -> None:
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs()
    prefs.settings.setValue("table/next_hand_pause", raw)
    assert prefs.next_hand_pause == expected


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_a_new_table_offers_one_difficulty_and_starts_at_medium(
    qtbot: QtBot, dialog_class: type
) -> None:
    """Every seat was Hard on a new table; now one Difficulty choice, at Medium."""
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    assert dialog.difficulty.level() == "medium"
    config = dialog.config()
    bots = [s.bot for s in config.seats if not s.is_human]
    assert bots and set(bots) == {"medium"}
    # It sits above everything else in the dialog.
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.difficulty.mapTo(dialog, dialog.difficulty.rect().topLeft()).y() < min(
        dialog.players_box.y(), dialog.name.mapTo(dialog, dialog.name.rect().topLeft()).y()
    )


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_the_difficulty_sets_every_seat_and_is_remembered(qtbot: QtBot, dialog_class: type) -> None:
    dialog = dialog_class()
    qtbot.addWidget(dialog)
    index = dialog.difficulty.findData("easy")
    dialog.difficulty.setCurrentIndex(index)
    dialog.difficulty.activated.emit(index)  # as a person's choice
    assert {s.bot for s in dialog.config().seats if not s.is_human} == {"easy"}
    again = dialog_class(dialog.settings())
    qtbot.addWidget(again)
    assert again.difficulty.level() == "easy"
    # One seat set on its own: "Mixed", and that is remembered too.
    again.bot_levels[0].setCurrentIndex(again.bot_levels[0].findData("hard"))
    assert again.difficulty.level() == "mixed"
    levels = [s.bot for s in again.config().seats if not s.is_human]
    assert levels[0] == "hard" and set(levels[1:]) == {"easy"}
    third = dialog_class(again.settings())
    qtbot.addWidget(third)
    assert third.difficulty.level() == "mixed"
    assert [s.bot for s in third.config().seats if not s.is_human] == levels


@pytest.mark.parametrize("dialog_class", [BadugiNewGameDialog, SpadesNewGameDialog])
def test_settings_from_before_the_choice_start_at_medium(qtbot: QtBot, dialog_class: type) -> None:
    """Remembered levels all at the old default (Hard) were never chosen: Medium now. A
    table set seat by seat keeps its seats."""
    dialog = dialog_class({"bot_levels": ["hard"] * 7, "name": "Jae"})
    qtbot.addWidget(dialog)
    assert dialog.difficulty.level() == "medium"
    chosen = ["basic", "hard", "easy", "medium", "hard", "hard", "hard"]
    dialog = dialog_class({"bot_levels": chosen})
    qtbot.addWidget(dialog)
    assert dialog.difficulty.level() == "mixed"
    assert [c.currentData() for c in dialog.bot_levels[:3]] == chosen[:3]


def test_a_choice_setting_reads_its_default_for_an_unknown_value() -> None:
    """The speed and the language hold one of their names: a hand-edited unknown value reads
    as the default, and storing one is refused before anything is written."""
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs()
    prefs.settings.setValue("table/speed", "warp")
    prefs.settings.setValue("ui/language", "xx")
    assert (prefs.speed_name, prefs.language) == ("normal", "system")
    prefs.language = "ko"
    assert prefs.language == "ko"
    with pytest.raises(ValueError, match="unknown animation speed 'warp'"):
        prefs.speed_name = "warp"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        prefs.language = "xx"
    assert prefs.settings.value("ui/language") == "ko"


def test_every_badugi_choice_comes_back_from_its_own_widget(qtbot: QtBot) -> None:
    """Each remembered Badugi choice is read from, and restored to, its own widget: every
    one is moved off its default and a dialog opened on the settings shows them all."""
    first = BadugiNewGameDialog()
    qtbot.addWidget(first)
    defaults = first.settings()
    first.seats.setValue(5)
    first.your_seat.setValue(3)
    first.structure.setCurrentIndex(first.structure.findData("pot"))
    first.big_blind.setValue(6)
    first.small_blind.setValue(2)
    first.max_raises.setValue(first.max_raises.value() + 1)
    first.uncapped.setChecked(not first.uncapped.isChecked())
    first.draws.setCurrentIndex(first.draws.findData(1))
    first.limit2.setCurrentIndex(first.limit2.findData(2))
    first.limit3.setCurrentIndex(first.limit3.findData(1))
    first.stack.setValue(350)
    first.kind.setCurrentIndex(first.kind.findData("tournament"))
    first.stack.setValue(2000)
    first.tournament.preset.setCurrentIndex(first.tournament.preset.findData("turbo"))
    settings = first.settings()
    changed = {k for k in settings if settings[k] != defaults[k]}
    assert changed >= {"seats", "your_seat", "structure", "big_blind", "small_blind",
                       "max_raises", "uncapped", "draws", "limit2", "limit3", "stack", "kind",
                       "tournament"}  # fmt: skip
    again = BadugiNewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.settings() == settings


def _tab_walk(qtbot: QtBot, widgets: list[QWidget]) -> None:
    """Focus the first widget; each Tab must then land on the next one."""
    widgets[0].setFocus()
    qtbot.waitUntil(widgets[0].hasFocus)
    for widget in widgets[1:]:
        widgets[0].window().focusNextChild()
        qtbot.waitUntil(widget.hasFocus)


def _shown_badugi_dialog(qtbot: QtBot) -> BadugiNewGameDialog:
    dialog = BadugiNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_tab_goes_from_your_seat_to_the_starting_chips_then_the_betting(qtbot: QtBot) -> None:
    """The starting chips sit under "Your seat" in the table's rows, so Tab reaches them
    there (it reached them after every stakes field, the draw limits included)."""
    dialog = _shown_badugi_dialog(qtbot)
    for kind in ("cash", "tournament"):
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
        _tab_walk(qtbot, [dialog.your_seat, dialog.stack, dialog.structure])


def test_tab_goes_from_the_game_to_the_difficulty_then_your_name(qtbot: QtBot) -> None:
    """The Badugi dialog's first row (Game) is followed by the difficulty under it, then
    your name: the difficulty was reached last, after Start and Cancel."""
    dialog = _shown_badugi_dialog(qtbot)
    _tab_walk(qtbot, [dialog.kind, dialog.difficulty, dialog.name])
