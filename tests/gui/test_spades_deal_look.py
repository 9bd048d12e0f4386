"""The Spades deal keeps the person's cards out of sight until each flies: face up, they
waited on top of the deck in the middle of the felt, his first card showing there through
the deal (frames, playtest session 15), as at the Badugi deal."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from test_spades_table import make_session
from tests_gui_helpers import open_window

from cardtable.gui.common.prefs import Prefs
from cardtable.gui.spades.scene_geometry import DECK_POS
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import SpadesRules


def test_no_face_up_card_waits_on_the_deck(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Prefs()
    prefs.speed_name = "normal"
    window = open_window(qtbot, tmp_path)
    window.open_session(make_session(seed=3, rules=SpadesRules(blind_nil=False)))
    table = window.table
    assert isinstance(table, SpadesTable)
    built = table._anim
    assert built is not None, "the deal is animated"
    group = built.group
    group.pause()  # stepped by hand below
    scene = table.scene
    hand = [item for item in scene.hand if item.isVisible()]
    assert hand and all(item.card is not None for item in hand)  # face up: no blind nil
    problems = []
    before: set[int] = set()
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        # A card shows on the deck the moment it leaves; one still there 5 ms on waits.
        on_deck = {id(i) for i in hand if i.pos() == DECK_POS and i.opacity() > 0}
        if on_deck & before:
            problems.append(f"{t} ms: {len(on_deck & before)} face-up cards wait on the deck")
        before = on_deck
    assert problems == []
    group.setCurrentTime(group.totalDuration())
    assert all(item.opacity() == 1.0 and item.pos() != DECK_POS for item in hand)
    window.close()
