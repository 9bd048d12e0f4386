"""The Badugi table as a QGraphicsScene: cards, bets, pots and the hand's lines over what
every table shares (felt, seat plates, pills, dealer button, the card look: ``CardTableScene``
in ``gui/common/scene.py``).

The scene has a fixed logical size (``SCENE_W`` × ``SCENE_H``); the view scales it to the
window. Everything shown is rebuilt by ``sync`` from the person's ``SeatView`` and the seat
names — never from the game state — so an opponent's card can only be face up when the view
says it was shown. Animations (``animations.py``) move these items or temporary sprites, and
the table calls ``sync`` again when they end, so the picture always settles on the truth.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Unpack

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF

from cardtable.badugi.facts import Deed, HandFacts, display_order, hand_facts
from cardtable.badugi.phase import Phase
from cardtable.badugi.view import SeatView
from cardtable.core.cards import Card
from cardtable.gui.badugi import text
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.chips import BET_BOTTOM, BET_TOP, BET_W, ChipStackItem
from cardtable.gui.common.figures import grouped
from cardtable.gui.common.scene import (
    HUMAN_LABEL,
    HUMAN_PLATE,
    INFO_RECT,
    CardTableScene,
    SceneOptions,
    place_info,
)
from cardtable.gui.common.seat_item import STATUS_PX, PillLabel
from cardtable.gui.common.seat_layout import (
    BETTING,
    CENTRE,
    SCENE_H,
    SCENE_W,
    SHOWDOWN,
    Footprint,
    Zone,
)

__all__ = [
    "BADUGI_FOOTPRINT",
    "CENTRE",
    "DECK_POS",
    "HUMAN_LABEL",
    "HUMAN_PLATE",
    "INFO_RECT",
    "MUCK_POS",
    "SCENE_H",
    "SCENE_W",
    "TableScene",
    "display_order",
    "place_info",
]

translate = QCoreApplication.translate

HUMAN_CARD_W = 92.0
HUMAN_CARD_GAP = 102.0
OPP_CARD_W = 40.0
OPP_CARD_GAP = 20.0
SHOWN_CARD_W = 44.0
SHOWN_CARD_GAP = 32.0
WARM_SIZES = ((HUMAN_CARD_W, True), (SHOWN_CARD_W, True), (OPP_CARD_W, False))
"""The widths this scene draws cards at, rendered ahead (the opponents' face down only)."""
LIFT = 24.0
DECK_POS = QPointF(CENTRE.x() - 20, CENTRE.y() - 120)
MUCK_POS = QPointF(CENTRE.x() + 150, CENTRE.y() - 100)
HUMAN_CARDS = QPointF(CENTRE.x(), 610)
POT_Y = CENTRE.y() + 8
BET_Z = 4  # over the opponents' cards (3), under their plates (5) and the person's cards (10)
DRAW_MARK_Z = 3.5  # on an opponent's backs, under the bets that fly over them
DRAW_MARK_PX = 18
DRAW_MARK_H = 28.0
"""An opponent's last draw ("drew 2", "pat") on his face-down cards: as big as the felt's
other labels at 1024x700 (18 scene px is about 10 px there), narrower than his four backs."""
POT_SPACING = 150.0
MIDDLE = QRectF(CENTRE.x() - POT_SPACING - 72, POT_Y - 44, 2 * POT_SPACING + 144, 70)


def _human_cards_rect() -> QRectF:
    span = HUMAN_CARD_GAP * 3 + HUMAN_CARD_W
    top = HUMAN_CARDS.y() - HUMAN_CARD_W * 1.4 / 2 - LIFT
    return QRectF(HUMAN_CARDS.x() - span / 2, top, span, HUMAN_CARD_W * 1.4 + LIFT)


BADUGI_FOOTPRINT = Footprint(
    cards=QSizeF(OPP_CARD_GAP * 3 + OPP_CARD_W, OPP_CARD_W * 1.4),
    shown=QSizeF(SHOWN_CARD_GAP * 3 + SHOWN_CARD_W, SHOWN_CARD_W * 1.4),
    label=QSizeF(170, 24),
    label_when=SHOWDOWN,
    bet=QSizeF(BET_W, 2 * max(-BET_TOP, BET_BOTTOM)),  # centred on the chips' position
    human_plate=HUMAN_PLATE,
    human_cards=HUMAN_CARDS,
    human_bet=QPointF(CENTRE.x(), 468),
    human_label=HUMAN_LABEL,
    zones=(
        Zone(_human_cards_rect()),
        Zone(INFO_RECT),
        Zone(MIDDLE, BETTING),  # up to three pots
        Zone(MIDDLE, SHOWDOWN),  # who won what, where the pots were
    ),
)


class TableScene(CardTableScene):
    """The Badugi table's picture; ``sync(view, names, bots)`` makes it show a position."""

    def __init__(
        self, n_seats: int, human_seat: int, cache: CardPixmapCache, **options: Unpack[SceneOptions]
    ) -> None:
        super().__init__(n_seats, human_seat, BADUGI_FOOTPRINT, cache, WARM_SIZES, **options)
        self.cards: list[list[CardItem]] = []
        self.bets: list[ChipStackItem] = []
        self._shown_seats: set[int] = set()
        self.out_words: dict[int, str] = {}
        """What the plate of a seat out of the game says ("Out · 6th" in a sit-and-go); a seat
        with no chips and no cards otherwise sits out (a cash game's, until a rebuy)."""
        for lay in self.layouts:
            width = HUMAN_CARD_W if lay.human else OPP_CARD_W
            self.cards.append([
                self._add_hidden(
                    CardItem(width, self.card_pixmap, slot), self.card_z(lay.human, slot)
                )
                for slot in range(4)
            ])  # fmt: skip
            self.bets.append(self._add_hidden(ChipStackItem(), BET_Z, lay.bet))
        self.draw_marks = [
            self._add_hidden(PillLabel(DRAW_MARK_PX, DRAW_MARK_H), DRAW_MARK_Z, lay.cards)
            for lay in self.layouts
        ]
        self.pots = [self._add_hidden(ChipStackItem()) for _ in range(8)]
        self._add_dealer()
        self._add_info(STATUS_PX, 18)  # as big as the seats' status lines where they fit
        self._add_result(QPointF(CENTRE.x(), POT_Y))

    # ------------------------------------------------------------------ geometry

    def human_cards_rect(self) -> QRectF:
        """Where the person's four cards lie, a raised one's height included."""
        return _human_cards_rect()

    def card_width(self, seat: int) -> float:
        if self.layouts[seat].human:
            return HUMAN_CARD_W
        return SHOWN_CARD_W if seat in self._shown_seats else OPP_CARD_W

    def card_pos(self, seat: int, slot: int, lifted: bool = False) -> QPointF:
        """Top-left corner of ``seat``'s card ``slot``."""
        lay = self.layouts[seat]
        if lay.human:
            width, gap = HUMAN_CARD_W, HUMAN_CARD_GAP
        elif seat in self._shown_seats:
            width, gap = SHOWN_CARD_W, SHOWN_CARD_GAP
        else:
            width, gap = OPP_CARD_W, OPP_CARD_GAP
        span = gap * 3 + width
        x = lay.cards.x() - span / 2 + slot * gap
        y = lay.cards.y() - width * 1.4 / 2 - (LIFT if lifted else 0)
        return QPointF(x, y)

    def pot_pos(self, index: int, count: int) -> QPointF:
        x = CENTRE.x() - POT_SPACING * (count - 1) / 2 + POT_SPACING * index
        return QPointF(x, POT_Y)

    # ------------------------------------------------------------------ showing a position

    def sync(
        self,
        view: SeatView,
        names: Sequence[str],
        bots: Sequence[bool],
        marked: frozenset[int] = frozenset(),
        show_middle: bool = True,
    ) -> None:
        """Show ``view`` (the person's view). ``marked`` slots of the person's hand are lifted;
        ``show_middle`` False hides the pots and the hand's result while chips fly there."""
        facts = hand_facts(view)
        self._shown_seats = set(view.shown)
        complete = view.phase is Phase.COMPLETE
        for s in range(self.n):
            dealt, folded = view.dealt_in[s], view.folded[s]
            stack = view.stacks[s]
            # The person's draw only while the hand is on: at its end he has acted after
            # it (a lost showdown's plate said "pat" beside "Wins 6" and "Mucked").
            status = _status(facts, s, self.layouts[s].human and not complete)
            if not dealt and view.hand_no >= 0 and stack == 0:
                status = self.out_words.get(s) or translate("BadugiText", "Sitting out")
            elif folded:
                status = translate("BadugiText", "Folded")
            elif dealt and stack == 0 and not complete:
                status = " · ".join(x for x in (status, translate("BadugiText", "All-in")) if x)
            self.seats[s].set_state(
                name=names[s],
                stack=stack,
                status=status,
                is_bot=bots[s],
                active=view.to_act == s,
                out=not dealt or folded,
                winner=complete and facts.won.get(s, 0) > 0,
            )
            self._sync_cards(view, s, facts, marked)
            self._sync_draw_mark(view, s, facts)
            self.bets[s].set_amount(view.round_bets[s] if not complete else 0)
            self.bets[s].setPos(self.layouts[s].bet)  # where an animation may have left it
            self.bets[s].setZValue(BET_Z)
            value = facts.shown.get(s)
            if s == view.seat and facts.own is not None:
                # The person's own hand is named all through the hand, not only at showdown.
                value = facts.own
            name = text.hand_name(value) if value is not None else ""
            self.labels[s].set_text(name, gold=facts.won.get(s, 0) > 0)
            self.labels[s].setOpacity(1.0)  # the deal hides the person's until the cards land
        self._sync_middle(view, facts, show_middle, names)
        self.show_dealer(view.button)
        self._sync_info(view)

    @staticmethod
    def card_z(human: bool, slot: int) -> float:
        """A card's height at rest: the person's over the bets, an opponent's under them."""
        return 10 + slot if human else 3 + slot * 0.01

    def _sync_cards(self, view: SeatView, s: int, facts: HandFacts, marked: frozenset[int]) -> None:
        row = self.cards[s]
        human = self.layouts[s].human
        live = _live(view, s, facts)
        cards: Sequence[Card | None] = facts.laid_out.get(s, (None,) * 4)
        counted = facts.counted.get(s)
        for slot, item in enumerate(row):
            if not live or slot >= len(cards):
                item.hide()
                continue
            lifted = s == view.seat and slot in marked
            pos = self.card_pos(s, slot, lifted)
            card, width = cards[slot], self.card_width(s)
            item.setZValue(self.card_z(human, slot))  # where a deal or draw flew it over all
            if counted is not None:
                item.place(card, width, pos, counted=card in counted, dimmed=card not in counted)
            else:
                item.place(card, width, pos, lifted=lifted)

    def _sync_draw_mark(self, view: SeatView, s: int, facts: HandFacts) -> None:
        """An opponent's last draw on his backs while they are down: the number of cards a
        player drew is the main thing his opponents read, so it stays in sight all through
        the betting, at a size the plate's status line could not keep once a raise shared it
        ("Raise to 60 · drew 1" shrank to about 8 px at 1024x700)."""
        down = _live(view, s, facts) and s not in self._shown_seats and not self.layouts[s].human
        drew = facts.drew.get(s) if down else None
        self.draw_marks[s].set_text(text.drew_text(drew))

    def _sync_middle(
        self, view: SeatView, facts: HandFacts, show: bool, names: Sequence[str]
    ) -> None:
        pots = facts.middle_pots if view.phase is not Phase.COMPLETE else []
        for i, item in enumerate(self.pots):
            if i < len(pots) and show:
                label = (
                    translate("BadugiText", "Pot")
                    if i == 0
                    else translate("BadugiText", "Side pot {0}").format(i)
                )
                item.set_amount(pots[i], label if len(pots) > 1 or i else "")
                item.setPos(self.pot_pos(i, len(pots)))
            else:
                item.set_amount(0)
        result = ""
        # The result ("Mina wins 12") stands where the bets are gathered and the pot leaves
        # for its winner: shown once the chips have gone, never under them (they covered it
        # for most of a second at every hand's end).
        if view.phase is Phase.COMPLETE and show:
            result = "   ".join(
                text.win_text(s, view.seat, names, chips) for s, chips in facts.won.items()
            )
        self.set_result(result)

    def _sync_info(self, view: SeatView) -> None:
        rules = view.rules
        line1 = translate("BadugiText", "Hand {0} · {1} {2}/{3}").format(
            view.hand_no + 1,
            text.structure_name(rules.structure),
            grouped(rules.small_blind),
            grouped(rules.big_blind),
        )
        if view.phase is Phase.DRAWING:
            line2 = text.draw_name(view.draw_no, rules.draws).capitalize()
        elif view.phase is Phase.BETTING:
            line2 = text.street_name(view.street, rules.draws).capitalize()
        else:
            line2 = translate("BadugiText", "Hand over")
        total = view.pot_total
        if total and view.phase is not Phase.COMPLETE:
            line2 += "  ·  " + translate("BadugiText", "Total pot {0}").format(grouped(total))
        self.set_info([line1, line2])

    # ------------------------------------------------------------------ for tests

    def face_up_seats(self) -> set[int]:
        """Seats with at least one visible face-up card."""
        return {
            s for s, row in enumerate(self.cards) if any(i.isVisible() and i.face_up for i in row)
        }


def _live(view: SeatView, seat: int, facts: HandFacts) -> bool:
    """Whether ``seat`` still holds cards on the felt: dealt in, not folded, not mucked."""
    return view.dealt_in[seat] and not view.folded[seat] and seat not in facts.mucked


def _deed_text(deed: Deed) -> str:
    """A seat's last deed as its plate says it ("Big blind", "Raise to 8", "Mucked")."""
    if deed.kind == "small_blind":
        return translate("BadugiText", "Small blind")
    if deed.kind == "big_blind":
        return translate("BadugiText", "Big blind")
    if deed.kind == "mucked":
        return translate("BadugiText", "Mucked")
    return text.action_text(deed.kind, deed.amount)


def _status(facts: HandFacts, seat: int, human: bool) -> str:
    """The status line of ``seat``'s plate: what it won, else its last deed. An opponent's
    draw is on his cards (``_sync_draw_mark``); the person's plate says his own draw until
    he acts after it (his cards and the log tell it too): both at once were too long to
    read at 1024x700."""
    if seat in facts.won:
        return translate("BadugiText", "Wins {0}").format(grouped(facts.won[seat]))
    deed = facts.deeds.get(seat)
    if deed is not None:
        return _deed_text(deed)
    return text.drew_text(facts.drew.get(seat)) if human else ""
