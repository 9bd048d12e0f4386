"""What a screen reader says for the parts every table has: a seat's plate, the dealer
button, the info lines, the result in the middle ("Mina, 198 chips, Raise to 4, to act").

The plate shows the seat to act with a gold ring and a pointer, a folded seat faded: here
the same facts are words, so no state is told by colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.scene import CardTableScene
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.common.seat_item import SeatItem

translate = QCoreApplication.translate


def seat_words(plate: SeatItem, you: bool, amount: str, dealer: bool) -> str:
    """The plate in words: name (and "you"), ``amount`` (chips or points, in the game's
    words), the status line, then "to act", "dealer"."""
    name = plate.name
    # "You (you)" would say it twice: the default name is already the word.
    if you and name.casefold() not in ("you", translate("TableWords", "You").casefold()):
        name = translate("TableWords", "{0} (you)").format(name)
    parts = [name, amount]
    if plate.status:
        parts.append(plate.status)
    if plate.active:
        parts.append(translate("TableWords", "to act"))
    if dealer:
        parts.append(translate("TableWords", "dealer"))
    return ", ".join(p for p in parts if p)


def common_spots(scene: CardTableScene, names: list[str]) -> list[Spot]:
    """The dealer button, the info lines and the result: the same at every table."""
    spots = []
    info = scene.info.text().replace("\n", ", ")
    if info:
        spots.append(Spot("info", scene.info, info))
    result = scene.result.text
    if result and scene.result.isVisible():
        spots.append(Spot("result", scene.result, result))
    dealer = scene.dealer_seat
    if dealer is not None and scene.dealer.isVisible():
        spots.append(Spot(
            "dealer", scene.dealer,
            translate("TableWords", "Dealer button: {0}").format(names[dealer]),
        ))  # fmt: skip
    return spots

