"""The Badugi table for a screen reader: every seat, card, bet, pot and line on the felt as
a ``Spot`` with its words ("Mina, 198 chips, Raise to 4, to act"; "Ace of spades, marked to
change"), and the words for the person's turn.

Read from the scene after its sync (what the picture shows, so the words never tell more
than the picture: an opponent's cards are "4 cards face down" until they are shown).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from cardtable.badugi.actions import LegalActions
from cardtable.gui.badugi.scene import TableScene
from cardtable.gui.common.card_words import card_name, cards_names
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.common.table_words import common_spots, seat_words

translate = QCoreApplication.translate


def chips_words(amount: int) -> str:
    return translate("BadugiReader", "{0} chips").format(f"{amount:,}")


def badugi_spots(
    scene: TableScene,
    names: Sequence[str],
    human: int,
    marked: frozenset[int],
    drawing: bool,
    toggle: Callable[[int], None] | None,
) -> list[Spot]:
    """What is on the felt now, in words; the person's cards are buttons (``toggle`` marks
    one for the draw) that may be pressed while ``drawing``; with no ``toggle`` (the
    replayer) they are words only."""
    spots = common_spots(scene, list(names))
    for s, plate in enumerate(scene.seats):
        dealer = scene.dealer_seat == s and scene.dealer.isVisible()
        words = seat_words(plate, s == human, chips_words(plate.stack), dealer)
        spots.append(Spot(f"seat{s}", plate, words))
        bet = scene.bets[s]
        if bet.isVisible():
            spots.append(Spot(f"bet{s}", bet, translate("BadugiReader", "Bet in front of {0}: {1}")
                              .format(names[s], f"{bet.amount:,}")))
        if s == human:
            spots.extend(_own_cards(scene, s, marked, drawing, toggle))
        else:
            spot = _their_cards(scene, s, names[s])
            if spot is not None:
                spots.append(spot)
    for i, pot in enumerate(scene.pots):
        if pot.isVisible():
            label = pot.label or translate("BadugiText", "Pot")
            spots.append(Spot(f"pot{i}", pot, f"{label}: {pot.amount:,}"))
    return spots


def _own_cards(
    scene: TableScene,
    seat: int,
    marked: frozenset[int],
    drawing: bool,
    toggle: Callable[[int], None] | None,
) -> list[Spot]:
    spots = []
    shown = [item for item in scene.cards[seat] if item.isVisible()]
    for slot, item in enumerate(scene.cards[seat]):
        if not item.isVisible():
            continue
        name = card_name(item.card)
        if item.counted:
            name = translate("BadugiReader", "{0}, counts").format(name)
        elif item.dimmed:
            name = translate("BadugiReader", "{0}, does not count").format(name)
        spots.append(Spot(
            f"hand{slot}", item, name,
            description=translate("BadugiReader", "Card {0} of your hand: key {0} marks it "
                                  "to change").format(slot + 1),
            press=None if toggle is None else (lambda slot=slot: toggle(slot)),
            checked=(slot in marked) if drawing else None,
            enabled=drawing,
        ))  # fmt: skip
    if shown:
        words = translate("BadugiReader", "Your hand: {0}").format(
            cards_names(i.card for i in shown)
        )
        label = scene.labels[seat]
        if label.isVisible() and label.text:
            words += ". " + label.text
        spots.append(Spot("hand", label if label.isVisible() else shown[0], words))
    return spots


def _their_cards(scene: TableScene, seat: int, name: str) -> Spot | None:
    """One stand-in over all of a seat's cards (it stood over the first alone, and a
    reader's review found the other three as nothing) and its draw pill ("drew 2")."""
    shown = [item for item in scene.cards[seat] if item.isVisible()]
    if not shown:
        return None
    cover: tuple[QGraphicsItem, ...] = tuple(shown[1:])
    if all(item.card is None for item in shown):
        words = translate("BadugiReader", "{0}: {1} cards face down").format(name, len(shown))
        mark = scene.draw_marks[seat]
        if mark.isVisible() and mark.text:
            words = f"{words}, {mark.text}"
            cover += (mark,)
    else:
        words = translate("BadugiReader", "{0} shows {1}").format(
            name, cards_names(i.card for i in shown)
        )
        label = scene.labels[seat]
        if label.isVisible() and label.text:
            words += ". " + label.text
            cover += (label,)  # the hand's name under the cards, read with them
    return Spot(f"cards{seat}", shown[0], words, cover=cover)


def turn_words(legal: LegalActions) -> str:
    """The person's turn, said in the notice line and to a screen reader."""
    if "draw" in legal.kinds:
        return translate(
            "BadugiReader", "Your turn to draw: mark up to {0} cards with keys 1 to 4, then D "
            "to draw, or P to stand pat."
        ).format(legal.max_discard)
    if "call" in legal.kinds:
        return translate("BadugiReader", "Your turn: {0} to call.").format(f"{legal.call_amount:,}")
    return translate("BadugiReader", "Your turn: nothing to call.")
