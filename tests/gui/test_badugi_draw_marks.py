"""An opponent's last draw stays readable through the betting after it: it is drawn on his
face-down cards, so his plate keeps the betting action at full size. Both on one status line
("Raise to 60 · drew 1", Korean "60까지 레이즈 · 1장 바꿈") shrank the plate's text to its
smallest size, about 8 px at 1024x700, and cut the person's own line short."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.badugi.actions import Action
from cardtable.badugi.phase import Phase
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.state import HandState
from cardtable.gui.badugi import text
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.seat_item import STATUS_PX

NAMES = ["You", "Mina", "Jisoo"]
BOTS = [False, True, True]


def _raised_after_a_draw() -> HandState:
    """Three seats, no limit: everyone calls, draws (seat 1 one card, seat 2 pat, the
    person two), then seat 1 bets and seat 2 raises."""
    state = HandState(BadugiRules(structure="no_limit"), [500, 500, 500], 0, seed=7)
    while state.phase is Phase.BETTING:
        legal = state.legal(state.to_act)
        assert legal is not None
        state.apply(Action.call() if legal.call_amount else Action.check())
    throws = {0: 2, 1: 1, 2: 0}
    while state.phase is Phase.DRAWING:
        seat = state.to_act
        hand = state.view(seat).hand
        assert hand is not None
        k = throws[seat]
        state.apply(Action.draw(hand[:k]) if k else Action.stand_pat())
    assert state.to_act == 1
    state.apply(Action.bet(20))
    state.apply(Action.raise_to(60))
    return state


def test_an_opponents_draw_sits_on_his_cards_and_his_raise_keeps_its_size(
    qapp: QApplication,
) -> None:
    state = _raised_after_a_draw()
    scene = TableScene(3, 0, CardPixmapCache())
    scene.sync(state.view(0), NAMES, BOTS)
    # The raiser's plate says his raise alone, at the plate's full size.
    plate = scene.seats[2]
    assert plate.status == text.action_text("raise", 60)
    assert plate.texts()[5].pixelSize() == STATUS_PX
    # What each opponent drew is on his face-down cards, where the plate's line was.
    for seat, drew in ((1, 1), (2, 0)):
        mark = scene.draw_marks[seat]
        assert mark.isVisible() and mark.text == text.drew_text(drew)
        assert mark.pos() == scene.layouts[seat].cards
        assert mark.zValue() > max(item.zValue() for item in scene.cards[seat])
    # The person's own plate: his turn, his draw (he has not acted since), never cut short.
    mine = scene.seats[0]
    assert mine.status == text.drew_text(2)
    assert not mine.texts()[4].endswith("…")
    assert not scene.draw_marks[0].isVisible()


def test_no_mark_before_a_draw_after_a_fold_or_on_shown_cards(qapp: QApplication) -> None:
    state = HandState(BadugiRules(structure="no_limit"), [500, 500, 500], 0, seed=7)
    scene = TableScene(3, 0, CardPixmapCache())
    scene.sync(state.view(0), NAMES, BOTS)
    assert not any(mark.isVisible() for mark in scene.draw_marks)  # nobody has drawn yet
    # A folded seat's cards go, and his mark with them; a live one keeps his.
    state = _raised_after_a_draw()
    state.apply(Action.fold())  # the person
    state.apply(Action.fold())  # seat 1: seat 2 wins without a showdown
    scene.sync(state.view(0), NAMES, BOTS)
    assert not scene.draw_marks[1].isVisible()
    assert scene.draw_marks[2].isVisible() and scene.draw_marks[2].text == text.drew_text(0)
    # Cards shown at the showdown are named by their pill, not marked.
    state = HandState(BadugiRules(structure="no_limit"), [500, 500, 500], 0, seed=7)
    while state.phase is not Phase.COMPLETE:
        seat = state.to_act
        legal = state.legal(seat)
        assert legal is not None
        if state.phase is Phase.DRAWING:
            state.apply(Action.stand_pat())
        else:
            state.apply(Action.call() if legal.call_amount else Action.check())
    scene.sync(state.view(0), NAMES, BOTS)
    shown = set(state.view(0).shown) - {0}
    assert shown
    for seat in shown:
        assert not scene.draw_marks[seat].isVisible()
        assert scene.labels[seat].isVisible()


def test_a_lost_showdown_leaves_no_stale_draw_on_the_persons_plate(qapp: QApplication) -> None:
    """Playtest 8: at a showdown the person lost his plate still said "pat" (or "drew 1"),
    his draw from before the last betting round he had acted in, beside the winner's "Wins
    6" and a loser's "Mucked". His plate says his draw only until he acts after it."""
    for seed in range(7, 40):
        state = HandState(BadugiRules(structure="no_limit"), [500, 500, 500], 0, seed=seed)
        while state.phase is not Phase.COMPLETE:
            legal = state.legal(state.to_act)
            assert legal is not None
            if state.phase is Phase.DRAWING:
                state.apply(Action.stand_pat())
            else:
                state.apply(Action.call() if legal.call_amount else Action.check())
        view = state.view(0)
        assert 0 in view.shown  # he called down: his hand was shown
        scene = TableScene(3, 0, CardPixmapCache())
        scene.sync(view, NAMES, BOTS)
        status = scene.seats[0].status
        if status.startswith("Wins"):
            continue  # he won this one: the plate says so
        assert status == "", (seed, status)
        return
    raise AssertionError("no seed where the person lost a showdown")
