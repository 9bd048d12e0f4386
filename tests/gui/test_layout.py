"""Nothing on the tables covers anything else, at every table size: the placed parts (plates,
cards face down and shown, hand-name pills, bets, the dealer button, the middle of the table)
never overlap when they can be on screen together, and the real items fit the room the
layout gave them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.badugi.hand_value import evaluate
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi_text import hand_name
from cardtable.gui.cardart import CardPixmapCache
from cardtable.gui.chips import CHIP_R, ChipStackItem, chip_columns
from cardtable.gui.seat_item import PLATE_H, PLATE_W, PillLabel
from cardtable.gui.seat_layout import BUTTON_SIZE, PLATE_SIZE, overlaps, seat_layouts
from cardtable.gui.spades_scene import SpadesScene, spades_footprint
from cardtable.gui.table_scene import BADUGI_FOOTPRINT, TableScene
from cardtable.spades import SpadesRules


@pytest.mark.parametrize("n", range(2, 9))
def test_badugi_parts_never_overlap(n: int) -> None:
    for human in (0, n - 1):
        assert overlaps(seat_layouts(n, human, BADUGI_FOOTPRINT), BADUGI_FOOTPRINT) == []


@pytest.mark.parametrize("players", range(3, 7))
def test_spades_parts_never_overlap(players: int) -> None:
    fp = spades_footprint(SpadesRules(players=players))
    assert overlaps(seat_layouts(players, 0, fp), fp) == []


def test_the_check_finds_an_overlap() -> None:
    """The check itself: a button moved onto a plate is reported."""
    from dataclasses import replace

    layouts = seat_layouts(6, 0, BADUGI_FOOTPRINT)
    layouts[2] = replace(layouts[2], button=layouts[3].plate)
    assert ("button 2", "plate 3") in overlaps(layouts, BADUGI_FOOTPRINT)


def test_real_items_fit_their_room(qapp: QApplication) -> None:
    fp = BADUGI_FOOTPRINT
    assert PLATE_SIZE.width() >= PLATE_W and PLATE_SIZE.height() >= PLATE_H
    # The longest hand names and bets a table shows fit the room kept for them.
    for text in ("Kc Qd Jh 9s", "Kc Kd Qh Js", "Kc Kd Kh Qs"):
        label = PillLabel()
        label.set_text(hand_name(evaluate(parse_cards(text))))
        assert label.boundingRect().width() <= fp.label.width(), label.text
    assert fp.bet is not None
    for amount in (999, 1600):  # up to eight starting stacks in one bet
        chips = ChipStackItem()
        chips.set_amount(amount)
        painted = len(chip_columns(amount)) * (2 * CHIP_R + 2) + 6 + chips._text_width()
        assert painted <= fp.bet.width()
    assert BUTTON_SIZE.width() >= 2 * 15 + 4
    # The scenes put their parts where the layout says.
    scene = TableScene(6, 0, CardPixmapCache())
    for s, lay in enumerate(scene.layouts):
        assert scene.seats[s].pos() == lay.plate
        assert scene.labels[s].pos() == lay.label
    spades = SpadesScene(SpadesRules(players=6), 0, CardPixmapCache())
    assert [lay.button for lay in spades.layouts] == [
        lay.button for lay in seat_layouts(6, 0, spades_footprint(SpadesRules(players=6)))
    ]
