"""The opponents' card-count pills ("13 cards"): placed alike on both sides of the table, and
counting up as the deal lands the cards (session 15's playtest: at three players Mina's pill
sat below her cards and Tom's above his, and every pill said "17 cards" while the cards were
still flying out of the middle)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot
from test_spades_table import make_session
from tests_gui_helpers import open_window

from cardtable.gui.badugi.scene import BADUGI_FOOTPRINT
from cardtable.gui.common.prefs import Prefs
from cardtable.gui.common.seat_layout import CENTRE, Footprint, seat_layouts
from cardtable.gui.spades.scene_geometry import spades_footprint
from cardtable.gui.spades.table import SpadesTable
from cardtable.spades import SpadesRules


def _mirrored(n: int, fp: Footprint, part: str = "label", human: int = 0) -> list[str]:
    """Seats whose ``part`` (the pill, the bet or the dealer button) is not the mirror image
    of the seat opposite's across the table's vertical middle, measured from the seat's
    cards (the seats are placed symmetrically; their things should be too)."""
    layouts = seat_layouts(n, human, fp)
    problems = []
    for k in range(1, n):
        if k == n - k:
            continue  # the seat straight across: its own mirror (beside its fan at six)
        a, b = layouts[(human + k) % n], layouts[(human - k) % n]
        off_a, off_b = getattr(a, part) - a.cards, getattr(b, part) - b.cards
        mirror = QPointF(-off_b.x(), off_b.y())
        if abs(off_a.x() - mirror.x()) > 0.5 or abs(off_a.y() - mirror.y()) > 0.5:
            problems.append(
                f"{part}: seat {k} at {off_a.toTuple()}, seat {n - k} at {off_b.toTuple()}"
            )
    return problems


@pytest.mark.parametrize("players", range(3, 7))
def test_spades_pills_sit_alike_on_both_sides(players: int) -> None:
    fp = spades_footprint(SpadesRules(players=players))
    assert _mirrored(players, fp) == []
    for lay in seat_layouts(players, 0, fp)[1:]:
        if lay.plate.y() < CENTRE.y() - 60:  # the seats above the middle: not above the fan
            assert lay.label.y() >= lay.cards.y(), (players, lay.plate.toTuple())


@pytest.mark.parametrize("n", range(2, 9))
def test_badugi_pills_sit_alike_on_both_sides(n: int) -> None:
    """At five seats the same rounding put one top seat's pill below its cards and the other's
    above. At eight (and for the bets at seven) the seats were placed one after another in a
    ring too crowded for both sides to get the same spot: seat 1 took the room first, and
    the pills sat above the cards on the left and below them on the right (session 16's
    playtest). Mirror seats are now placed together, wherever the person sits."""
    for human in (0, n - 1):
        for part in ("label", "bet", "button"):
            assert _mirrored(n, BADUGI_FOOTPRINT, part, human) == []
    # The seat straight across keeps its pill right under its cards.
    if n % 2 == 0:
        across = seat_layouts(n, 0, BADUGI_FOOTPRINT)[n // 2]
        assert across.label.x() == pytest.approx(across.cards.x())
        assert across.label.y() > across.cards.y()


@pytest.mark.parametrize("players", [3, 4])
def test_the_count_pills_count_up_as_the_cards_land(
    qtbot: QtBot, tmp_path: Path, players: int
) -> None:
    """Stepping through the deal, no opponent's pill names more cards than have landed in
    front of him (at their place in his fan), and at the end every pill names the whole
    hand."""
    prefs = Prefs()
    prefs.speed_name = "normal"
    window = open_window(qtbot, tmp_path)
    rules = SpadesRules(players=players, blind_nil=False)
    window.open_session(make_session(seed=3, rules=rules))
    table = window.table
    assert isinstance(table, SpadesTable)
    built = table._anim
    assert built is not None, "the deal is animated"
    group = built.group
    group.pause()  # stepped by hand below
    scene = table.scene
    size = rules.hand_size
    ends = {s: [scene.back_pos(s, k, size) for k in range(size)] for s in range(1, players)}
    problems = []
    seen: set[int] = set()
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        for s in range(1, players):
            backs = [i for i in scene.backs[s] if i.isVisible()]
            landed = sum(i.pos() == end for i, end in zip(backs, ends[s], strict=True))
            pill = scene.labels[s]
            number = re.match(r"\d+", pill.text) if pill.isVisible() else None
            said = int(number.group()) if number else 0  # "Partner" alone: none named
            seen.add(said)
            if said > landed:
                problems.append(f"{t} ms: seat {s}'s pill says {said}, {landed} landed")
    assert problems == [], problems[:3] + problems[-3:]
    assert len(seen) > rules.hand_size // 2  # counted up on the way, not all at the end
    group.setCurrentTime(group.totalDuration())
    for s in range(1, players):
        pill = scene.labels[s]
        assert pill.isVisible() and pill.text.startswith(f"{rules.hand_size} cards"), pill.text
    window.close()
