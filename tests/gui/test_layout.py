"""Nothing on the tables covers anything else, at every table size: the placed parts (plates,
cards face down and shown, hand-name pills, bets, the dealer button, the middle of the table)
never overlap when they can be on screen together, and the real items fit the room the
layout gave them."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QAbstractAnimation, QObject, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem

from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDealt,
    PlayerActed,
    PotAwarded,
    RoundEnded,
)
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.cards import parse_cards
from cardtable.core.session import DEMO_NAMES as NAMES
from cardtable.core.session import SeatConfig
from cardtable.gui.badugi.animations import build_animation
from cardtable.gui.badugi.scene import BADUGI_FOOTPRINT, DECK_POS, TableScene
from cardtable.gui.badugi.text import hand_name
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.chips import CHIP_R, ChipStackItem, chip_columns
from cardtable.gui.common.motion import Built
from cardtable.gui.common.seat_item import PLATE_H, PLATE_W, PillLabel
from cardtable.gui.common.seat_layout import BUTTON_SIZE, PLATE_SIZE, overlaps, seat_layouts
from cardtable.gui.spades.scene import SpadesScene
from cardtable.gui.spades.scene_geometry import spades_footprint
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
    for amount in (999, 1600, 97, 8_000_000, 99_999_999):  # 8 largest stacks and rebuys
        chips = ChipStackItem()
        chips.set_amount(amount)
        painted = chips.painted_rect()
        assert painted.width() <= fp.bet.width() and painted.height() <= fp.bet.height()
        assert len(chip_columns(amount)) * (2 * CHIP_R + 2) < painted.width()
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


# ---------------------------------------------------------------- the real chips on the table

SEATINGS = ("person first", "person last", "no person")
"""Where the person sits, or nobody (``cardtable --demo``: all bots, the table drawn from seat
0's chair, which is a bot's)."""


def _table(n: int, seating: str) -> tuple[TableScene, BadugiSession, int]:
    """A scene of ``n`` seats as the table builds it for ``seating``, and a dealt hand."""
    human = n - 1 if seating == "person last" else 0
    seats = tuple(
        SeatConfig(
            NAMES[s] if s != human or seating == "no person" else "You",
            "basic" if s != human or seating == "no person" else None,
        )
        for s in range(n)
    )
    rules = BadugiRules(structure="no_limit", small_blind=1, big_blind=2)
    session = BadugiSession(BadugiConfig(rules, seats, 1_000_000), seed=n)
    session.next_hand()
    return TableScene(n, human, CardPixmapCache()), session, human


def _shown(item: QGraphicsItem) -> QRectF:
    """The part of the scene ``item`` paints."""
    if isinstance(item, ChipStackItem):
        return item.mapRectToScene(item.painted_rect())
    return item.sceneBoundingRect()


def _visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.opacity() > 0


@pytest.mark.parametrize("n", range(2, 9))
def test_bet_chips_clear_of_plates_cards_and_everything_else(qapp: QApplication, n: int) -> None:
    """Every seat with chips out, the widest amounts a table can see (eight stacks of a
    million in one bet), the dealer button at each seat in turn: no bet touches anything
    else drawn, with the person first, last or nobody at the table."""
    for seating in SEATINGS:
        scene, session, human = _table(n, seating)
        view = session.view_for(human)
        assert view is not None
        names, bots = [f"Player {s}" for s in range(n)], [True] * n
        for amount in (8_000_000, 1_600, 97, 2):
            for button in range(n):
                scene.sync(replace(view, round_bets=(amount,) * n, button=button), names, bots)
                for s, bet in enumerate(scene.bets):
                    assert bet.isVisible()
                    assert bet.painted_rect().width() <= BADUGI_FOOTPRINT.bet.width()
                    mine = _shown(bet)
                    for other in scene.items():
                        if other is bet or not _visible(other):
                            continue
                        assert not mine.intersects(_shown(other)), (
                            f"{seating}, {n} seats, button {button}: seat {s}'s bet of "
                            f"{amount:,} meets {type(other).__name__} at {_shown(other)}"
                        )


def _hidden_or_covering(scene: TableScene, group: QAbstractAnimation) -> list[str]:
    """Step through ``group`` (started and paused: a stopped property animation writes
    nothing): whatever moves, chips or cards, is never drawn under anything standing still,
    and chips never pass over a name plate. What stands still may be passed over (a bet at
    rest under a card being dealt), and two things moving may cross either way."""
    plates = [_shown(p) for p in scene.seats]
    parts = [i for i in scene.items() if isinstance(i, ChipStackItem | CardItem | PillLabel)]
    parts += scene.seats
    where = {id(i): (i.pos(), i.opacity()) for i in parts}
    problems = []
    if group.state() is QAbstractAnimation.State.Stopped:
        group.start()
        group.pause()
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        moving = set()
        for item in parts:
            now = (item.pos(), item.opacity())
            if now != where[id(item)]:
                moving.add(id(item))
            where[id(item)] = now
        for item in parts:
            if id(item) not in moving or not _visible(item):
                continue
            name = f"{item.amount} chips" if isinstance(item, ChipStackItem) else "a card"
            rect = _shown(item)
            if isinstance(item, ChipStackItem):
                problems += [
                    f"{t} ms: {name} over/under plate {k}"
                    for k, plate in enumerate(plates)
                    if rect.intersects(plate)
                ]
            for other in scene.items(rect):
                if (
                    id(other) not in moving
                    and _visible(other)
                    and other.zValue() > item.zValue()
                    and _shown(other).intersects(rect)
                ):
                    problems.append(f"{t} ms: {name} under {type(other).__name__}")
    group.pause()
    return problems


_OWNER = QObject()
"""Owns the animations a test builds (one made inside a helper died with it)."""


def _first_hand(n: int, seating: str) -> tuple[TableScene, Built]:
    """The scene and the animation of a table's first batch: the blinds and the deal."""
    scene, session, human = _table(n, seating)
    events = BadugiSession(session.config, seed=n).next_hand()
    fresh = BadugiSession(session.config, seed=n)
    fresh.next_hand()
    view = fresh.view_for(human)
    assert view is not None
    scene.sync(view, ["P"] * n, [True] * n)
    built = build_animation(scene, events, None, [0] * n, 1.0, _OWNER)
    assert built is not None
    return scene, built


@pytest.mark.parametrize("seating", SEATINGS)
@pytest.mark.parametrize("n", [2, 3, 6, 8])
def test_the_deal_flies_over_the_blinds(qapp: QApplication, n: int, seating: str) -> None:
    """The blinds slide out while the cards are dealt: once down they are bets at rest, and
    the cards dealt later fly over them (a bot's card passed under the big blind: the blind
    stayed at its flying height after it landed)."""
    scene, built = _first_hand(n, seating)
    assert _hidden_or_covering(scene, built.group) == []


@pytest.mark.parametrize("n", [2, 6])
def test_the_persons_cards_wait_out_of_sight(qapp: QApplication, n: int) -> None:
    """The cards waiting on the deck are the backs of the bots' cards: the person's, face
    up, showed his first card on top of the deck for a second; and his hand's name waits
    for his cards to land (it named them before they came)."""
    scene, built = _first_hand(n, "person first")
    group = built.group
    mine, label = scene.cards[0], scene.labels[0]
    ends = [card.pos() for card in mine]
    group.start()
    group.pause()
    problems = []
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        waiting = [c for c in mine if c.pos() == DECK_POS and _visible(c)]
        if waiting:
            problems.append(f"{t} ms: {len(waiting)} of the person's cards shown on the deck")
        landed = all(c.pos() == end for c, end in zip(mine, ends, strict=True))
        if _visible(label) and label.text and not landed:
            problems.append(f"{t} ms: the hand's name shown before the cards land")
    assert problems == []
    group.setCurrentTime(group.totalDuration())
    assert _visible(label) and label.text and all(_visible(c) for c in mine)


@pytest.mark.parametrize("seating", SEATINGS)
def test_chips_in_sight_while_they_move(qapp: QApplication, seating: str) -> None:
    """Blinds and bets slide from each plate to the bet line, an uncalled bet and a pot
    slide back: all the way the chips are in sight (in the demo the top seat's bet used to
    start under its plate, and every bet under the person's cards on its way), and the
    cards dealt fly over the bets standing on the felt."""
    n = 6
    scene, session, human = _table(n, seating)
    view = session.view_for(human)
    assert view is not None
    owner = QObject()
    bets = [0] * n
    scene.sync(replace(view, round_bets=(40,) * n), ["P"] * n, [True] * n)
    for s in range(n):
        events = [
            BlindPosted(s, 1, "small", False),
            PlayerActed(s, "raise", 40, 39, False),
            BetReturned(s, 20),
            PotAwarded(0, 80, ((s, 80),), False),
        ]
        for batch in ([CardsDealt(s, ()), events[0]], events[1:]):
            built = build_animation(scene, batch, view, bets, 1.0, owner)
            assert built is not None
            assert _hidden_or_covering(scene, built.group) == [], f"seat {s}, {batch}"
            built.group.setCurrentTime(built.group.totalDuration())
            built.group.stop()
            for sprite in built.sprites:
                scene.removeItem(sprite)
            built.group.deleteLater()


@pytest.mark.parametrize(
    ("name", "stack", "status"),
    [
        ("Bartholomew Jones", 200, "Raise to 4"),  # a long name beside a short stack
        ("Maximilian Alexander", 8_000_000, "Call 1,000,000 · All-in"),  # 20 letters
        ("김민준", 1_234_567, "1,000,000까지 레이즈 · 올인"),
        ("Tom", 200, ""),
    ],
)
@pytest.mark.parametrize("name_px", [20, 21])  # Badugi's plates, Spades' (a smaller felt)
def test_plate_texts_never_overlap_or_spill(
    qapp: QApplication, name: str, stack: int, status: str, name_px: int
) -> None:
    """The name and the chips share the plate's top line and the status has the line below:
    each is drawn within the plate, the name never under the chips (a 20-letter name or an
    eight-digit stack ran them into each other), and what is shortened keeps its start."""
    from PySide6.QtGui import QFontMetricsF

    from cardtable.gui.common.seat_item import NAME_GAP, TEXT_W, SeatItem

    plate = SeatItem(0, name_px)
    plate.set_state(
        name=name, stack=stack, status=status, is_bot=True, active=False, out=False, winner=False
    )
    shown, name_font, chips, chips_font, line, line_font = plate.texts()
    name_w = QFontMetricsF(name_font).horizontalAdvance(shown)
    chips_w = QFontMetricsF(chips_font).horizontalAdvance(chips)
    assert name != "Tom" or name_font.pixelSize() == chips_font.pixelSize() == name_px
    assert name_w + NAME_GAP + chips_w <= TEXT_W
    assert chips == f"{stack:,}"
    assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]))
    assert shown.startswith(name[:4])  # a long name still reads as that name
    assert QFontMetricsF(line_font).horizontalAdvance(line) <= TEXT_W
    assert line == status or (line.endswith("…") and status.startswith(line[:-1]))


@pytest.mark.parametrize("players", range(3, 7))
def test_spades_replayer_open_hands_stay_clear(qapp: QApplication, players: int) -> None:
    """Issue 26, defect 9: the replayer's face-up hands are large (72 scene px, about 41 px
    at 1024x700, where the backs are 38; 64 at five seats and 54 at six seats of 17 cards,
    inside the felt) and,
    full at the deal, cover no plate, no part of the middle or the person's hand, and no
    other hand."""
    from PySide6.QtCore import QRectF, QSizeF

    from cardtable.core.cards import full_deck
    from cardtable.gui.common.seat_layout import PLATE_SIZE, rect_at

    rules = SpadesRules(players=players)
    deck = list(full_deck()) * 2
    hands = [deck[i * rules.hand_size : (i + 1) * rules.hand_size] for i in range(players)]
    fp = spades_footprint(rules)
    for human in range(players):
        scene = SpadesScene(rules, human, CardPixmapCache())
        scene.open_hands(hands)
        taken = [rect_at(lay.plate, PLATE_SIZE) for lay in scene.layouts]
        taken += [zone.rect for zone in fp.zones]
        boxes: list[QRectF] = []
        for seat in range(players):
            if seat == human:
                continue
            shown = [item for item in scene.backs[seat] if item.isVisible()]
            assert [item.card for item in shown] == hands[seat]
            assert all(item.width >= {3: 72, 4: 72, 5: 64, 6: 54}[players] for item in shown)
            box = QRectF()
            for item in shown:
                box = box.united(QRectF(item.pos(), QSizeF(item.width, item.height)))
            assert scene.sceneRect().contains(box)
            assert not any(box.intersects(t) for t in (*taken, *boxes)), (human, seat)
            boxes.append(box)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("players", [4, 6])
def test_the_partners_pill_fits_its_room(qapp: QApplication, players: int, language: str) -> None:
    """Session 14: "17 cards · Partner" was drawn 222 px wide in the 198 px the six-seat layout
    keeps for a pill, and covered the edge of the partner's own fan of backs. With any number
    of cards left, every opponent's pill is no wider than its room and clear of its backs."""
    from cardtable.gui.common.i18n import install_translators, remove_translators
    from cardtable.gui.games import catalogues
    from cardtable.gui.spades.picture import Picture

    translators = install_translators(qapp, language, catalogues()) if language == "ko" else []
    try:
        rules = SpadesRules(players=players)
        scene = SpadesScene(rules, 0, CardPixmapCache())
        room = spades_footprint(rules).label.width()
        for count in range(1, rules.hand_size + 1):
            teams = (0,) * rules.team_count
            counts = (0,) + (count,) * (players - 1)
            picture = Picture(0, rules, dealt=True, hand=(), counts=counts, bids=(None,) * players,
                              taken=(0,) * players, totals=teams, bags=teams)  # fmt: skip
            scene.sync(picture, NAMES[:players], [False] + [True] * (players - 1))
            partner = scene.labels[players // 2]
            assert "Partner" in partner.text or "파트너" in partner.text, partner.text
            if players == 6:  # three pairs: every other seat's pill names its partner
                for s in (1, 2, 4, 5):
                    mate = NAMES[(s + 3) % 6]
                    assert mate in scene.labels[s].text, (s, scene.labels[s].text)
            else:
                assert not any(name in scene.labels[s].text for s in range(1, players)
                               for name in NAMES)  # fmt: skip
            for s in range(1, players):
                pill = scene.labels[s]
                assert pill.boundingRect().width() <= room, (s, pill.text)
                for back in scene.backs[s][:count]:
                    assert not pill.sceneBoundingRect().intersects(back.sceneBoundingRect())
    finally:
        if translators:
            remove_translators(qapp, translators)


@pytest.mark.parametrize("seating", SEATINGS)
def test_the_pot_never_covers_a_hands_name(qapp: QApplication, seating: str) -> None:
    """At a showdown the pot went to its winner's plate over the winner's shown cards and
    the pill naming the hand ("10-6-5-3 badugi"), and stopped on the name's edge (playtest,
    session 14). Now it goes round them: it never meets a hand's name, nor anything drawn
    over it, every step of the way, at every seat."""
    n = 6
    scene, session, human = _table(n, seating)
    view = session.view_for(human)
    assert view is not None
    owner = QObject()
    scene.sync(replace(view, round_bets=(0,) * n), ["P"] * n, [True] * n)  # bets gathered
    for label in scene.labels:
        label.set_text("10-6-5-3 badugi")
    problems = []
    for s in range(n):
        events = [RoundEnded(3, ((80, tuple(range(n))),)), PotAwarded(0, 80, ((s, 80),), False)]
        built = build_animation(scene, events, view, [0] * n, 1.0, owner)
        assert built is not None
        group = built.group
        group.start()
        group.pause()  # a stopped property animation writes nothing: stepped by hand, paused
        for t in range(0, group.totalDuration() + 1, 5):
            group.setCurrentTime(t)
            for chips in (i for i in scene.items() if isinstance(i, ChipStackItem)):
                if not _visible(chips):
                    continue
                for k, label in enumerate(scene.labels):
                    if _shown(chips).intersects(label.sceneBoundingRect()):
                        problems.append(f"pot to seat {s}, {t} ms: meets seat {k}'s hand name")
        problems += _hidden_or_covering(scene, group)
        group.stop()
        for sprite in built.sprites:
            scene.removeItem(sprite)
        group.deleteLater()
    assert problems == []


def test_the_persons_new_cards_wait_out_of_sight_at_his_draw(qapp: QApplication) -> None:
    """At the person's draw his new cards waited face up where the deck is, on the pot, while
    the thrown ones left, and the pill named the new hand from the start (frames, playtest
    session 15): they appear as they fly, and the name waits for them to land."""
    from cardtable.badugi.actions import Action
    from cardtable.badugi.events import CardsDrawn

    scene, session, human = _table(6, "person first")
    while True:
        seat = session.whose_turn()
        assert seat is not None
        if seat != human:
            request = session.bot_request()
            assert request is not None
            session.apply_bot(request.move_no, request.bot.act(request.view))
            continue
        view = session.view_for(human)
        assert view is not None and view.legal is not None
        if "draw" in view.legal.kinds:
            break
        session.apply_human(Action.check() if "check" in view.legal.kinds else Action.call())
    session.take_events()
    old = session.view_for(human)
    bets = list(old.round_bets)
    scene.sync(old, ["P"] * 6, [True] * 6)
    update = session.act(human, Action.draw(tuple(old.hand[:2])))
    assert update.view is not None
    assert any(isinstance(e, CardsDrawn) and e.seat == human for e in update.events)
    scene.sync(update.view, ["P"] * 6, [True] * 6)
    built = build_animation(scene, update.events, old, bets, 1.0, _OWNER)
    assert built is not None
    mine, label = scene.cards[human], scene.labels[human]
    ends = [card.pos() for card in mine]
    group = built.group
    group.start()
    group.pause()
    problems = []
    for t in range(0, group.totalDuration() + 1, 5):
        group.setCurrentTime(t)
        if any(c.pos() == DECK_POS and _visible(c) for c in mine):
            problems.append(f"{t} ms: a new card shown where the deck is")
        landed = all(c.pos() == end for c, end in zip(mine, ends, strict=True))
        if _visible(label) and label.text and not landed:
            problems.append(f"{t} ms: the hand's name shown before the new cards land")
    assert problems == []
    group.setCurrentTime(group.totalDuration())
    assert _visible(label) and all(_visible(c) for c in mine)
