"""Hostile files at start-up, as the player meets them: the app starts, the file is set aside
(or, in a read-only folder, kept untouched), and a message says so; a folder that cannot be
written is reported by a banner that stays, not by a status line that fades."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from tests_gui_helpers import make_session, open_window, table_of, wait_ready

from cardtable.gui.badugi.trainer import DrawTrainer
from cardtable.gui.shell.mainwindow import MainWindow
from cardtable.gui.spades.coach_practice import BiddingPractice
from cardtable.spades.practice_progress import PROGRESS_NAME


def good_save() -> dict:
    session = make_session(n=3)
    session.next_hand()
    return json.loads(json.dumps(session.to_json()))


def with_changes(doc: dict, changes: dict[str, object]) -> str:
    """``doc`` as JSON text with each ``a__b__c`` path set to its value."""
    for path, value in changes.items():
        target = doc
        *head, last = path.split("__")
        for key in head:
            target = target[key]
        target[last] = value
    return json.dumps(doc)


def edited(**changes: object) -> str:
    return with_changes(good_save(), changes)


def other_rules_hand() -> str:
    doc = good_save()
    doc["match"]["hand"]["rules"]["structure"] = "no_limit"
    return json.dumps(doc)


def all_bots() -> str:
    doc = good_save()
    doc["seats"][0]["bot"] = "basic"
    doc["match"]["auto_muck"][0] = True
    doc["match"]["hand"]["auto_muck"][0] = True
    return json.dumps(doc)


CASES = [
    ("deep nesting", "[" * 100_000, "nested too deeply"),
    (
        "Infinity",
        json.dumps(good_save()).replace('"hand_no": 1', '"hand_no": Infinity'),
        "not valid JSON",
    ),
    ("button 99", edited(match__button=99), "button"),
    ("hand of other rules", other_rules_hand(), "rules"),
    ("all-bot table", all_bots(), "no seat for you"),
    ("null seed", edited(match__seed=None), "seed"),
    ("version true", edited(version=True), "version"),
    ("negative move_no", edited(move_no=-1), "move_no"),
    ("huge", json.dumps(good_save())[:-1] + " " * (5 * 1024 * 1024) + "}", "too large"),
]


def said(box: QMessageBox) -> str:
    """A box's text as read: without the word joiners that keep file names whole."""
    return box.text().replace("\u2060", "")


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


def close_history_notice(window: MainWindow, folder: Path) -> None:
    """The hand history cannot be started in a read-only folder either: its own message,
    besides the save's banner, says so (and no database file is left there)."""
    (notice,) = [b for b in visible_boxes(window) if "hands are not being stored" in said(b)]
    assert str(folder) in said(notice)
    notice.close()


@pytest.mark.parametrize(("name", "content", "why"), CASES, ids=[c[0] for c in CASES])
def test_app_starts_sets_the_save_aside_and_says_why(
    qtbot: QtBot, tmp_path: Path, name: str, content: str, why: str
) -> None:
    (tmp_path / "session.json").write_text(content, encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    aside = list(tmp_path.glob("session.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    assert not (tmp_path / "session.json").exists()
    boxes = visible_boxes(window)
    assert boxes and aside[0].name in said(boxes[0]) and why in said(boxes[0])
    assert not window.act_resume.isEnabled()
    assert window.save_banner.isHidden()  # the folder itself is fine
    # The player can start a new game, and it is saved.
    window.open_session(make_session(n=3))
    wait_ready(qtbot, table_of(window))
    assert (tmp_path / "session-badugi.json").exists()
    window.close()


def spades_save(**changes: object) -> str:
    from cardtable.core.session import SeatConfig
    from cardtable.spades.rules import SpadesRules
    from cardtable.spades.session import SpadesConfig, SpadesSession

    seats = (SeatConfig("You"),) + tuple(SeatConfig(f"Bot {i}", "basic") for i in (1, 2, 3))
    session = SpadesSession(SpadesConfig(SpadesRules(), seats), seed=9)
    session.next_hand()
    return with_changes(json.loads(json.dumps(session.to_json())), changes)


def test_both_games_saves_hostile_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    # The saves of today's versions, one per game: each set aside, one message for both,
    # nothing to resume, and a new game of either kind is saved again.
    badugi = json.dumps(good_save()).replace('"hand_no": 1', '"hand_no": Infinity')
    spades = spades_save(state__seed=None)
    (tmp_path / "session-badugi.json").write_text(badugi, encoding="utf-8")
    (tmp_path / "session-spades.json").write_text(spades, encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    for game, content in (("badugi", badugi), ("spades", spades)):
        (aside,) = tmp_path.glob(f"session-{game}.bad-*.json")
        assert aside.read_text(encoding="utf-8") == content
        assert not (tmp_path / f"session-{game}.json").exists()
    (box,) = visible_boxes(window)
    assert box.windowTitle() == "Problems found"
    assert "not valid JSON" in said(box) and "seed" in said(box)
    assert "session-badugi.bad-" in said(box) and "session-spades.bad-" in said(box)
    assert not window.act_resume.isEnabled() and window.save_banner.isHidden()
    box.close()
    window.open_session(make_session(n=3))
    wait_ready(qtbot, table_of(window))
    assert (tmp_path / "session-badugi.json").exists()
    window.close()


def test_a_fifo_in_place_of_the_save_does_not_hang_the_start(qtbot: QtBot, tmp_path: Path):
    os.mkfifo(tmp_path / "session.json")
    window = open_window(qtbot, tmp_path)
    boxes = visible_boxes(window)
    assert boxes and "not a regular file" in said(boxes[0])
    window.close()


def test_bad_save_in_a_read_only_folder(
    qtbot: QtBot, read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    content = "[" * 100_000
    put_file(read_only_folder, "session.json", content)
    window = open_window(qtbot, read_only_folder)
    # One message lists both problems (the kept save, the history that cannot be kept in
    # that folder either): two boxes used to open on top of each other.
    (box,) = visible_boxes(window)
    assert box.windowTitle() == "Problems found"
    assert "left untouched" in said(box) and "nested too deeply" in said(box)
    assert "Saved game could not be read" in said(box)
    assert "kept untouched" in window.save_banner.text
    close_history_notice(window, read_only_folder)
    # Play on: nothing is written over the kept file, the banner stays, no more messages.
    window.open_session(make_session(n=3))
    table = table_of(window)
    wait_ready(qtbot, table)
    assert not visible_boxes(window)
    assert (read_only_folder / "session.json").read_text(encoding="utf-8") == content
    assert window.save_banner.isVisible() and "kept untouched" in window.save_banner.text
    window.close()


def test_read_only_folder_is_reported_at_start_and_stays_reported(
    qtbot: QtBot, read_only_folder: Path
) -> None:
    window = open_window(qtbot, read_only_folder)
    assert window.save_banner.isVisible()
    assert "Nothing can be saved" in window.save_banner.text
    assert str(read_only_folder) in window.save_banner.text
    close_history_notice(window, read_only_folder)
    # The first save fails: the banner, which said so already, says it of the game now. No
    # box: a modal one took the next key presses meant for the table.
    window.open_session(make_session(n=3))
    assert not visible_boxes(window) and QApplication.activeModalWidget() is None
    assert "not being saved" in window.save_banner.text
    table = table_of(window)
    wait_ready(qtbot, table)  # many more failed saves: no more boxes, the banner stays
    assert not visible_boxes(window)
    assert window.save_banner.isVisible() and "not being saved" in window.save_banner.text
    assert list(read_only_folder.iterdir()) == []
    window.close()


def test_the_banner_goes_when_saving_works_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path)
    store = window.saves.store("badugi")
    real_save = store.save

    def failing(session: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "save", failing)
    window.open_session(make_session(n=3))
    assert "No space left on device" in window.save_banner.text
    for box in visible_boxes(window):
        box.close()
    monkeypatch.setattr(store, "save", real_save)
    table = table_of(window)
    wait_ready(qtbot, table)
    moves = window.session.move_no
    table.act_fold.trigger() if table.act_fold.isEnabled() else table.act_check_call.trigger()
    qtbot.waitUntil(lambda: window.session.move_no > moves)
    assert window.save_banner.isHidden()
    assert (tmp_path / "session-badugi.json").exists()
    window.close()


def test_trainer_progress_kept_in_a_read_only_folder(
    qtbot: QtBot, read_only_folder: Path, put_file: Callable[..., Path]
) -> None:
    put_file(
        read_only_folder,
        "draw_trainer.json",
        '{"format": "cardtable-draw-trainer", "version": 1, "played": Infinity}',
    )
    window = open_window(qtbot, read_only_folder)
    window.open_trainer("draw")
    trainer = window.trainer
    assert isinstance(trainer, DrawTrainer)
    assert trainer.move_error and "left untouched" in trainer.notice.text()
    assert trainer.error_box.isVisible()
    trainer.error_box.close()
    window.close_trainer()
    assert "Infinity" in (read_only_folder / "draw_trainer.json").read_text(encoding="utf-8")
    window.close()


def test_practice_progress_set_aside(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / PROGRESS_NAME).write_text("[" * 50_000, encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.open_trainer("bidding_coach")
    practice = window.trainer
    assert isinstance(practice, BiddingPractice)
    # The reason is the box's and the notice's tool tip's (the notice is one line).
    assert practice.load_error and "nested too deeply" in practice.notice.toolTip()
    assert practice.moved_to is not None and practice.moved_to.exists()
    practice.error_box.close()
    window.close_trainer()
    window.close()


def ink_contrast(label: QLabel) -> int:
    """The largest difference in lightness between the label's background (its most common
    colour) and any pixel drawn on it, as seen in its window: about 0 when the text cannot
    be seen. (The label's own picture has a transparent background.)"""
    window = label.window()
    image = window.grab(QRect(label.mapTo(window, QPoint(0, 0)), label.size())).toImage()
    counts: dict[int, int] = {}
    lightness = []
    for y in range(0, image.height()):
        for x in range(0, image.width()):
            value = image.pixelColor(x, y).lightness()
            lightness.append(value)
            counts[value] = counts.get(value, 0) + 1
    background = max(counts, key=lambda v: counts[v])
    return max(abs(v - background) for v in lightness)


@pytest.mark.parametrize(
    ("key", "name"), [("draw", "draw_trainer.json"), ("bidding_coach", PROGRESS_NAME)]
)
def test_the_unreadable_progress_message_can_be_read(
    qtbot: QtBot, tmp_path: Path, key: str, name: str
) -> None:
    """The pages' white label style cascaded into their message box: a blank box."""
    (tmp_path / name).write_text("{ not json", encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    window.open_trainer(key)
    page = window.trainer
    assert isinstance(page, DrawTrainer | BiddingPractice)
    box = page.error_box
    assert box is not None and box.isVisible()
    qtbot.waitExposed(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None and "could not be read" in label.text()
    qtbot.waitUntil(lambda: label.width() > 100)  # laid out
    assert ink_contrast(label) > 120
    box.close()
    window.close_trainer()
    window.close()


@pytest.mark.parametrize(
    "garbage",
    [b"\x00\xff\xfe garbage \x01\n[table\nspeed=slow\n", bytes(range(256)) * 4],
    ids=["format error", "no settings in it"],
)
def test_a_damaged_settings_file_is_set_aside_and_reported(
    qtbot: QtBot, tmp_path: Path, garbage: bytes
) -> None:
    """Qt read a damaged settings file as best it could and wrote that over it at the next
    change: every preference reset without a word. Now it is kept aside and reported."""
    from PySide6.QtCore import QSettings

    from cardtable.gui.common.prefs import Prefs

    path = Path(QSettings().fileName())
    assert path.exists()  # written by the isolation fixture
    path.write_bytes(garbage)
    prefs = Prefs.checked()
    assert prefs.problem is not None and prefs.problem.moved_to is not None
    assert prefs.problem.moved_to.read_bytes() == garbage  # kept as it was
    assert prefs.speed_name == "normal"  # the defaults
    prefs.speed_name = "fast"
    prefs.settings.sync()
    assert Prefs.checked().problem is None and Prefs().speed_name == "fast"
    window = MainWindow(prefs, tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and prefs.problem.moved_to.name in said(boxes[0])
    assert "settings" in said(boxes[0])
    boxes[0].close()
    window.close()


def test_good_settings_are_not_a_problem(tmp_path: Path) -> None:
    from cardtable.gui.common.prefs import Prefs

    prefs = Prefs.checked()
    assert prefs.problem is None and prefs.speed_name == "off"  # the fixture's choice


def test_a_file_name_in_a_message_is_never_broken(qapp: QApplication) -> None:
    """Issue 26, defect 5: the damaged-files box broke "session-badugi.bad-….json" after
    "session-". Laid out as the box's label lays it out, at every width, no line ends at a
    hyphen of the name."""
    from PySide6.QtGui import QTextDocument, QTextOption

    from cardtable.gui.shell.saves_shell import whole_names

    name = "session-badugi.bad-20261127-203849.json"
    text = whole_names(f"The saved game could not be read and was set aside as {name}.")
    assert text.replace("\u2060", "").endswith(f"as {name}.")
    broken = []
    for width in range(200, 700, 5):
        doc = QTextDocument()
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        doc.setDefaultTextOption(option)
        doc.setPlainText(text)
        doc.setTextWidth(width)
        doc.size()  # lays it out
        block = doc.begin()
        layout = block.layout()
        for k in range(layout.lineCount()):
            line = layout.lineAt(k)
            shown = block.text()[line.textStart() : line.textStart() + line.textLength()]
            if shown.rstrip().rstrip("\u2060").endswith("-"):
                broken.append(width)
    assert broken == []
