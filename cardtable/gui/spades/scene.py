"""The Spades table as a QGraphicsScene: felt, seat plates, the person's fanned hand,
opponents' face-down hands, the trick in the middle, dealer button and score line.

Like the Badugi scene, everything shown is rebuilt by ``sync`` from a ``Picture``
(``picture.py``: made from the person's ``SeatView`` or, between hands, from the finished
hand's record) and never from the game state, so an opponent's card can only be face up once
it was played to a trick (the replayer of a stored hand alone shows every hand: ``open_hands``).
The felt, the card look, seat plates, pills, the dealer button and the info lines come from
the shared base, ``CardTableScene`` (``gui/common/scene.py``); the sizes and places of the
cards, the trick and the pills on this felt from ``scene_geometry.py``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Unpack

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF

from cardtable.core.cards import Card
from cardtable.gui.common.card_item import CardItem
from cardtable.gui.common.cardart import CARD_ASPECT, CardPixmapCache
from cardtable.gui.common.scene import (
    CENTRE,
    INFO_SEPARATOR,
    CardTableScene,
    SceneOptions,
)
from cardtable.gui.common.seat_item import STATUS_PX, PillLabel
from cardtable.gui.common.seat_layout import PLATE_SIZE, rect_at
from cardtable.gui.common.table_view import TableView
from cardtable.gui.common.words import plural
from cardtable.gui.spades import text
from cardtable.gui.spades.open_hands import open_rows
from cardtable.gui.spades.picture import Picture, picture_after_hand, picture_from_view
from cardtable.gui.spades.scene_geometry import (
    HAND_CARD_W,
    HAND_MAX_GAP,
    HAND_SPAN,
    HAND_Y,
    LIFT,
    OPP_CARD_W,
    OPP_GAP,
    PILL_H,
    PILL_PX,
    TRICK_CARD_W,
    WARM_SIZES,
    spades_footprint,
    trick_card_pos,
    trick_note_y,
)
from cardtable.spades import SpadesRules

__all__ = [
    "BAGS_WARNING",
    "Picture",
    "SpadesScene",
    "SpadesView",
    "bags_line",
    "picture_after_hand",
    "picture_from_view",
]

translate = QCoreApplication.translate


class SpadesScene(CardTableScene):
    """The Spades table's picture; ``sync(picture, names, bots)`` shows a position."""

    def __init__(
        self,
        rules: SpadesRules,
        human_seat: int,
        cache: CardPixmapCache,
        **options: Unpack[SceneOptions],
    ) -> None:
        footprint = spades_footprint(rules)
        super().__init__(rules.players, human_seat, footprint, cache, WARM_SIZES, **options)
        self.rules = rules
        self.focus_slot: int | None = None
        self.browsing: int | None = None
        """The finished trick shown in the middle instead of the one being played (an index
        into the picture's ``tricks``, -1 for the last), None for the trick on the table."""
        self.picture: Picture | None = None
        self.names: tuple[str, ...] = ()
        """The seats' names as last synced: a pill at six players names its seat's partner."""
        self.backs: list[list[CardItem]] = []
        for lay in self.layouts:
            cards = 0 if lay.human else rules.hand_size  # the person's own are faces
            self.backs.append([
                self._add_hidden(CardItem(OPP_CARD_W, self.card_pixmap, k), 3 + k * 0.01)
                for k in range(cards)
            ])  # fmt: skip
        self.hand = [
            self._add_hidden(CardItem(HAND_CARD_W, self.card_pixmap, slot), 10 + slot)
            for slot in range(rules.hand_size)
        ]
        self.trick = [
            self._add_hidden(CardItem(TRICK_CARD_W, self.card_pixmap, s), 8, self.trick_pos(s))
            for s in range(self.n)
        ]
        self._add_dealer()
        self._add_info(STATUS_PX, 17)  # as big as the seats' status lines where they fit
        self.trick_note = self._add_hidden(PillLabel(PILL_PX, PILL_H))
        self._add_result(QPointF(CENTRE.x(), CENTRE.y() + 2), z=30)

    # ------------------------------------------------------------------ geometry

    def _angle(self, seat: int) -> float:
        k = (seat - self.human) % self.n
        return math.radians(90 + k * 360.0 / self.n)

    def trick_pos(self, seat: int) -> QPointF:
        """Top-left corner of the card ``seat`` plays to the trick."""
        return trick_card_pos((seat - self.human) % self.n, self.n)

    def hand_pos(self, slot: int, count: int, lifted: bool = False) -> QPointF:
        """Top-left corner of the person's card ``slot`` of ``count``, fanned at the bottom."""
        gap = HAND_MAX_GAP
        if count > 1:
            gap = min(HAND_MAX_GAP, (HAND_SPAN - HAND_CARD_W) / (count - 1))
        span = gap * max(0, count - 1) + HAND_CARD_W
        x = CENTRE.x() - span / 2 + slot * gap
        y = HAND_Y - HAND_CARD_W * CARD_ASPECT / 2 - (LIFT if lifted else 0)
        return QPointF(x, y)

    def back_pos(self, seat: int, slot: int, count: int) -> QPointF:
        """Top-left corner of an opponent's face-down card ``slot`` of ``count``."""
        lay = self.layouts[seat]
        span = OPP_GAP * max(0, count - 1) + OPP_CARD_W
        return QPointF(
            lay.cards.x() - span / 2 + slot * OPP_GAP,
            lay.cards.y() - OPP_CARD_W * CARD_ASPECT / 2,
        )

    def hand_origin(self, seat: int) -> QPointF:
        """Where a card played by ``seat`` comes from (top-left of a trick-sized card)."""
        if seat == self.human:
            return QPointF(CENTRE.x() - TRICK_CARD_W / 2, HAND_Y - TRICK_CARD_W * CARD_ASPECT / 2)
        c = self.layouts[seat].cards
        return c - QPointF(TRICK_CARD_W / 2, TRICK_CARD_W * CARD_ASPECT / 2)

    @property
    def showing_last(self) -> bool:
        """The last finished trick is shown in the middle (what L shows, and the replayer at
        the step that ends a trick)."""
        tricks = self.picture.tricks if self.picture is not None else ()
        return self.browsing == -1 or (bool(tricks) and self.browsing == len(tricks) - 1)

    @showing_last.setter
    def showing_last(self, on: bool) -> None:
        self.browsing = -1 if on else None

    def set_result(self, message: str) -> None:
        """The hand's result line, hidden while a finished trick is looked at (it stands
        where the trick's cards are)."""
        super().set_result(message)
        self.result.setVisible(bool(message) and self.browsing is None)

    def browsed(self, picture: Picture) -> int | None:
        """The index in ``picture.tricks`` of the trick shown instead of the one being
        played, None when none is."""
        if self.browsing is None or not picture.tricks:
            return None
        if self.browsing < 0:
            return len(picture.tricks) - 1
        return min(self.browsing, len(picture.tricks) - 1)

    # ------------------------------------------------------------------ showing a position

    def sync(self, picture: Picture, names: Sequence[str], bots: Sequence[bool]) -> None:
        """Show ``picture``; ``focus_slot`` (keyboard choice) and ``showing_last`` (the
        previous trick in the middle) are the scene's own display state."""
        self.picture = picture
        self.names = tuple(names)
        rules = picture.rules
        winner = picture.winning
        for s in range(self.n):
            team = rules.team_of(s)
            bid = picture.bids[s] if picture.bids else None
            status = text.seat_status(
                bid, picture.taken[s] if picture.taken else 0, picture.playing
            )
            if not status and picture.dealt and not picture.finished:
                status = (
                    translate("SpadesText", "Bidding…")
                    if picture.turn == s
                    else translate("SpadesText", "Waiting to bid")
                )
            self.seats[s].set_state(
                name=names[s],
                stack=picture.totals[team] if picture.totals else 0,
                status=status,
                is_bot=bots[s],
                active=picture.turn == s,
                out=False,
                winner=winner == s and len(picture.trick) > 0 and self.browsing is None,
            )
            self.show_count(s, picture.counts[s] if picture.counts else 0)
            if s != self.human:
                self._sync_backs(s, picture.counts[s] if picture.counts else 0)
        self._sync_hand(picture)
        self._sync_trick(picture, names)
        # A trick looked back at stands where the hand's result line is: the line waits.
        self.result.setVisible(bool(self.result.text) and self.browsing is None)
        self.show_dealer(picture.dealer if picture.dealt else None)
        self._sync_info(picture, names)

    def show_count(self, seat: int, count: int) -> None:
        """``seat``'s pill: ``count`` cards (none: no count), and "Partner" for the person's;
        at six players (three partnerships) each other seat's pill names its partner ("with
        Ana"): only the person's partner was marked, and which two of the other four play
        together was left to the equal scores on their plates (playtest, session 21). The
        deal counts up with it as the cards land (``animations``)."""
        rules = self.rules
        parts = []
        if seat != self.human and count:
            parts.append(
                plural(
                    count, translate("SpadesText", "{0} card"), translate("SpadesText", "{0} cards")
                )
            )
        partner = (
            seat != self.human
            and rules.team_count < rules.players
            and rules.team_of(seat) == rules.team_of(self.human)
        )
        mate = self._mate(seat) if not partner and seat != self.human else None
        if partner:
            parts.append(translate("SpadesText", "Partner"))
        elif mate is not None:
            parts.append(translate("SpadesText", "with {0}").format(mate))
        label = self.labels[seat]
        words = " · ".join(parts)
        if len(parts) == 2 and not label.fits(words):  # "17 cards · Partner": 222 px of 198
            words = (
                translate("SpadesText", "{0} · Partner").format(count)
                if partner
                else translate("SpadesText", "{0} · with {1}").format(count, mate)
            )
            if not label.fits(words):  # a long name: the partner matters more than the count
                words = parts[1]
        label.set_text(words, gold=partner)
        label.setPos(self.layouts[seat].label)

    def _mate(self, seat: int) -> str | None:
        """The name of ``seat``'s partner where more than two partnerships sit (six players),
        else None (alone, or the other pair of four, which needs no naming)."""
        rules = self.rules
        if not 2 < rules.team_count < rules.players or len(self.names) < rules.players:
            return None
        team = rules.team_of(seat)
        mates = [s for s in range(rules.players) if s != seat and rules.team_of(s) == team]
        return self.names[mates[0]] if mates else None

    def _sync_backs(self, seat: int, count: int) -> None:
        for k, item in enumerate(self.backs[seat]):
            if k >= count:
                item.hide()
                continue
            item.set_width(OPP_CARD_W)  # the replayer may have opened the hand
            item.setZValue(3 + k * 0.01)
            item.set_card(None)
            item.setPos(self.back_pos(seat, k, count))
            item.setOpacity(1.0)
            item.show()

    def open_hands(self, hands: Sequence[Sequence[Card]]) -> None:
        """The replayer only (a stored hand is over, nothing is hidden from its review):
        every other seat's cards face up where its backs lie, large enough to read
        (``open_hands.open_rows``), as the Badugi replayer shows them; the count pill goes
        (the cards are there to count). The table never calls this."""
        # Laid out for the hand as dealt, not for the cards left: stepping through the
        # replay, a hand kept its rows only while its count kept them (at five players the
        # hands across the table jumped from two rows to one at their first card).
        dealt = self.rules.hand_size
        counts = [max(dealt, len(h)) if h and s != self.human and s < len(self.backs) else 0
                  for s, h in enumerate(hands)]  # fmt: skip
        plates = [lay.plate for lay in self.layouts]
        backs = [
            QRectF(self.back_pos(s, 0, max(1, n)),
                   QSizeF(OPP_GAP * max(0, n - 1) + OPP_CARD_W, OPP_CARD_W * CARD_ASPECT))
            for s, n in enumerate(counts)
        ]  # fmt: skip
        fp = spades_footprint(self.rules)
        taken = [rect_at(p, PLATE_SIZE) for p in plates] + [z.rect for z in fp.zones]
        rows = open_rows(counts, self.human, [lay.cards for lay in self.layouts], plates, backs,
                         taken, self.sceneRect(), CENTRE)  # fmt: skip
        for seat, cards in enumerate(hands):
            if seat not in rows:
                continue
            self.labels[seat].hide()
            for k, item in enumerate(self.backs[seat]):
                if k >= len(cards):
                    item.hide()
                    continue
                item.set_width(rows[seat].width)
                item.set_card(cards[k])
                item.setPos(rows[seat].card_pos(k))
                item.setZValue(3 + k // rows[seat].per_row + k * 0.01)  # lower rows on top
                item.setOpacity(1.0)
                item.show()

    def _sync_hand(self, picture: Picture) -> None:
        cards = picture.hand
        count = len(cards)
        choosing = bool(picture.legal)
        if self.focus_slot is not None and (not choosing or self.focus_slot >= count):
            self.focus_slot = None
        for slot, item in enumerate(self.hand):
            if slot >= count:
                item.hide()
                continue
            card = cards[slot]
            item.set_card(card)
            lifted = choosing and slot == self.focus_slot
            dimmed = choosing and card not in picture.legal
            item.set_marks(lifted=lifted, dimmed=dimmed)
            item.setPos(self.hand_pos(slot, count, lifted))
            item.setOpacity(1.0)
            item.show()

    def _sync_trick(self, picture: Picture, names: Sequence[str]) -> None:
        shown = self.browsed(picture)
        looking_back = self.browsing is not None
        if shown is not None:
            trick, winner = picture.tricks[shown], picture.trick_winners[shown]
        elif looking_back:  # nothing finished yet (or a picture without its tricks)
            trick, winner = picture.last_trick, picture.last_winner
        else:
            trick, winner = picture.trick, picture.winning
        played = dict(trick)
        for s, item in enumerate(self.trick):
            card = played.get(s)
            if card is None:
                item.hide()
                continue
            item.set_card(card)
            item.set_marks(counted=s == winner, dimmed=looking_back and s != winner)
            item.setPos(self.trick_pos(s))
            item.setOpacity(1.0)
            item.show()
        note = ""
        if shown is not None and trick and winner is not None:
            note = translate("SpadesText", "Trick {0}: {1} led · {2} won").format(
                shown + 1, names[trick[0][0]], names[winner]
            )
        elif looking_back:
            note = (
                translate("SpadesText", "Last trick: won by {0}").format(names[winner])
                if winner is not None
                else translate("SpadesText", "No trick played yet")
            )
        elif trick and winner is not None:
            note = translate("SpadesText", "{0} led · {1} winning").format(
                names[trick[0][0]], names[winner]
            )
        self.trick_note.set_text(note, gold=looking_back)
        self.trick_note.setPos(CENTRE.x(), trick_note_y(self.n))

    def _sync_info(self, picture: Picture, names: Sequence[str]) -> None:
        rules = picture.rules
        if not picture.dealt:
            self.set_info([])
            return
        line1 = translate("SpadesText", "Hand {0}").format(picture.hand_number)
        if picture.finished:
            line2 = translate("SpadesText", "Hand over")
        elif picture.playing:
            line2 = translate("SpadesText", "Trick {0} of {1}").format(
                min(picture.tricks_done + 1, rules.hand_size), rules.hand_size
            )
            if picture.spades_broken:
                line2 += "  ·  " + translate("SpadesText", "Spades broken")
        else:
            line2 = translate("SpadesText", "Bidding")
        lines = [f"{line1}  ·  {line2}"]
        if rules.bag_penalty and picture.bags:
            lines.append(bags_line(picture.bags, names, rules))
        self.set_info(lines)  # a corner of the room: never over cards or seats

    # ------------------------------------------------------------------ for tests

    def face_up_cards(self) -> dict[str, list[Card]]:
        """Visible face-up cards by where they are: the person's hand, opponents' hands, the
        trick. Opponents' hands are empty here at a table (the replayer shows them)."""
        return {
            "hand": [i.card for i in self.hand if i.isVisible() and i.card is not None],
            "opponents": [
                i.card for row in self.backs for i in row if i.isVisible() and i.card is not None
            ],
            "trick": [i.card for i in self.trick if i.isVisible() and i.card is not None],
        }


BAGS_WARNING = 3
"""A team this many bags or fewer from the penalty gets a warning sign (at most half the
limit: with three bags to a penalty every team had it from the first deal, saying nothing)."""


def bags_line(bags: Sequence[int], names: Sequence[str], rules: SpadesRules) -> str:
    """ "Bags: You & Tom 1 · Mina & Jisoo 8 ⚠": bags held per team, with a sign where the next
    few overtricks cost the penalty, so nobody has to open the score sheet to see it."""
    parts = []
    for team, held in enumerate(bags):
        part = f"{text.team_name(team, names, rules)} {held}"
        if rules.bag_limit - held <= min(BAGS_WARNING, rules.bag_limit // 2):
            part += " ⚠"
        parts.append(part)
    # One line: the corner (``set_info``) breaks it at the dots, as many teams to a line as
    # fit, so the text stays inside its corner (it never reaches a seat) and large.
    return translate("SpadesText", "Bags: {0}").format(INFO_SEPARATOR.join(parts))


class SpadesView(TableView):
    """The shell's table view (fit to the window, cards rendered at their on-screen size)
    showing a ``SpadesScene``."""

    def table_scene(self) -> SpadesScene:
        scene = self.scene()
        assert isinstance(scene, SpadesScene)
        return scene
