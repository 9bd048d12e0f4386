"""The sit-and-go's results at 1024x700: every place shows without scrolling, the person's
row picked out, and the keys on Close (session 17's playtest: at six seats the list scrolled
and the person's own row, the last, was cut in half; the first cell wore a focus box)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.schedule import Level
from cardtable.badugi.tournament.standings import Standings
from cardtable.gui.badugi.tournament_results import TournamentResults


def _standings(n: int) -> Standings:
    """The end of an ``n``-seat sit-and-go: seat 1 won, the person (seat 0) went out first."""
    places = [n, *range(1, n)]  # seat 0 last, seat 1 first, ...
    finishes = tuple(
        Finish(seat, place, place, -1 if place == 1 else 80 - place * 5)
        for seat, place in enumerate(places)
    )
    prizes = tuple(Fraction(65, 100) if p == 1 else Fraction(35, 100) if p == 2 else Fraction(0)
                   for p in places)  # fmt: skip
    stacks = tuple(1500 * n if p == 1 else 0 for p in places)
    return Standings(
        level_no=5, level=Level(75, 150, 15), next_level=Level(100, 200, 20), hands_to_next=3,
        stacks=stacks, alive=tuple(p == 1 for p in places), finishes=finishes, prizes=prizes,
        payouts=(), hands_dealt=80, over=True,
    )  # fmt: skip


@pytest.mark.parametrize("n", [6, 8])
def test_every_place_shows_and_the_keys_are_on_close(qtbot: QtBot, n: int) -> None:
    names = ["You", *(f"Bot {i}" for i in range(1, n))]
    graph = [[1500] * n for _ in range(60)]
    dialog = TournamentResults(_standings(n), names, graph, you=0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    assert dialog.frameGeometry().height() <= 660 and dialog.width() <= 1012
    table = dialog.table
    assert table.verticalScrollBar().maximum() == 0, "the places scroll"
    last = table.visualItemRect(table.item(n - 1, 0))
    assert last.bottom() <= table.viewport().height(), (last, table.viewport().height())
    # The person's row (last place here) is picked out: bold.
    mine = [r for r in range(n) if table.item(r, 1).text() == "You"]
    assert mine == [n - 1] and table.item(n - 1, 1).font().bold()
    assert not table.item(0, 1).font().bold()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert QApplication.focusWidget() is close
    assert dialog.graph.height() >= 150  # the chip graph keeps a readable height
    dialog.close()
