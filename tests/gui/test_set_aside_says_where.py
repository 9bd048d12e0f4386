"""Playtest 6: a saved game from a newer cardtable (or a damaged one) was set aside with a
box that named the new file but not the folder it lies in, and said nothing of the rest of
the player's data: he could neither find the file to take it back to the newer version nor
tell whether his hand history went with it. The box names the folder and says the history
and statistics are untouched."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot
from test_hostile_files_gui import good_save, said, visible_boxes
from tests_gui_helpers import open_window


def test_a_save_from_a_newer_version_is_set_aside_where_the_player_can_find_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    doc = good_save()
    doc["version"] = 99
    (tmp_path / "session-badugi.json").write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    (aside,) = tmp_path.glob("session-badugi.bad-*.json")
    (box,) = visible_boxes(window)
    text = said(box).replace("\u2060", "")
    assert "newer cardtable" in text
    assert aside.name in text
    assert str(tmp_path) in text  # the folder it lies in
    assert "hand history" in text  # and what it did not take with it
    window.close()
