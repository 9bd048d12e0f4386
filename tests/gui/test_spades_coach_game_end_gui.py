"""The coach's panel near the game's end: the line that says the points count the game
comes first, before the as-good lines and every other figure of points."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.gui.spades.coach import AdvicePanel
from cardtable.spades import ShowCards, SpadesRules, SpadesState
from cardtable.spades.coach import Advice, advise


def _advice_near_the_target() -> Advice:
    """Seat 0 about to bid at 470 to 300: a bid of 3 made reaches the target of 500."""
    state = SpadesState(SpadesRules(), 1, first_dealer=3, totals=(470, 300))
    state.apply(ShowCards(0))
    return advise(state.view(0), seed=3, samples=60)


def test_the_games_end_line_comes_before_every_figure(qtbot: QtBot) -> None:
    advice = _advice_near_the_target()
    assert advice.game_counted
    panel = AdvicePanel()
    qtbot.addWidget(panel)
    panel.show_advice(advice)
    lines = panel.reasons.text().splitlines()
    assert lines[0].startswith("• Near the game's end the points on these deals count the game")
    assert sum("game's end" in line for line in lines) == 1
