"""The Spades table for a screen reader: every seat ("Tom, partner You, team 120 points, Bid
3 · Took 1, to act"), the person's cards (buttons: Enter plays one), the trick, the notes and
lines on the felt, each a ``Spot`` with its words.

Read from the scene after its sync, so the words never tell more than the picture shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.card_words import card_name, cards_names
from cardtable.gui.common.scene_access import Spot
from cardtable.gui.common.table_words import common_spots, seat_words
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades.rules import SpadesRules

translate = QCoreApplication.translate


def points_words(points: int, seat: int, names: Sequence[str], rules: SpadesRules) -> str:
    """A plate's points in words, with whom they are shared: "partner Ana, team 32 points"
    at a table of partners (at six players the pairs showed only as equal figures on the
    plates), "12 points" where everyone plays alone (it said "team 12 points" there too)."""
    if rules.team_count == rules.players:
        return translate("SpadesReader", "{0} points").format(points)
    partners = [
        names[s] for s in range(rules.players)
        if s != seat and rules.team_of(s) == rules.team_of(seat)
    ]  # fmt: skip
    return translate("SpadesReader", "partner {1}, team {0} points").format(
        points, ", ".join(partners)
    )


def spades_spots(
    scene: SpadesScene, names: Sequence[str], human: int, play: Callable[[int], None] | None
) -> list[Spot]:
    """What is on the felt now, in words; the person's cards are buttons (``play`` plays
    the card in a slot), enabled while the card may be played; with no ``play`` (the
    replayer) they are words only."""
    spots = common_spots(scene, list(names))
    picture = scene.picture
    for s, plate in enumerate(scene.seats):
        dealer = scene.dealer_seat == s and scene.dealer.isVisible()
        points = (
            points_words(plate.stack, s, names, scene.rules)
            if picture is not None and picture.totals
            else ""
        )
        spots.append(Spot(f"seat{s}", plate, seat_words(plate, s == human, points, dealer)))
        if s != human:
            spot = _their_cards(scene, s, names[s])
            if spot is not None:
                spots.append(spot)
    hand = [item for item in scene.hand if item.isVisible()]
    # Not looked at yet: one stand-in over the fan, not 13 greyed buttons "a card face down"
    # beside "Your hand: 13 cards face down" in a reader's review of the tree.
    face_down = bool(hand) and all(i.card is None for i in hand)
    for slot, item in enumerate(scene.hand):
        if face_down or not item.isVisible():
            continue
        playable = picture is not None and item.card is not None and item.card in picture.legal
        words = card_name(item.card)
        if picture is not None and picture.legal and not playable:
            words = translate("SpadesReader", "{0}, cannot be played now").format(words)
        press = None if play is None else (lambda slot=slot: play(slot))
        spots.append(Spot(f"hand{slot}", item, words, press=press, enabled=playable))
    if face_down:  # not looked at: one phrase, not "a card face down" × 13
        spots.append(Spot("hand", hand[0], translate(
            "SpadesReader", "Your hand: {0} cards face down").format(len(hand)),
            cover=tuple(hand[1:])))  # fmt: skip
    elif hand:
        spots.append(Spot("hand", hand[0], translate("SpadesReader", "Your hand: {0}").format(
            cards_names(i.card for i in hand))))  # fmt: skip
    winner = None
    if picture is not None:
        winner = picture.last_winner if scene.showing_last else picture.winning
    for s, item in enumerate(scene.trick):
        if not item.isVisible():
            continue
        words = translate("SpadesReader", "{0} played {1}").format(names[s], card_name(item.card))
        if s == winner:
            words = translate("SpadesReader", "{0}, winning").format(words)
        spots.append(Spot(f"trick{s}", item, words))
    note = scene.trick_note
    if note.isVisible() and note.text:
        spots.append(Spot("trick_note", note, note.text))
    return spots


def _their_cards(scene: SpadesScene, seat: int, name: str) -> Spot | None:
    """Another seat's pill ("Tom: 13 cards · Partner") with its fan of backs under one
    stand-in (the backs had none: a reader's review found 39 cards as nothing at four
    players); in the replayer, where the hands lie open and the pill goes, the cards."""
    label = scene.labels[seat]
    backs = [item for item in scene.backs[seat] if item.isVisible()]
    if label.isVisible() and label.text:
        return Spot(f"label{seat}", label, f"{name}: {label.text}", cover=tuple(backs))
    if not backs:
        return None
    if any(item.card is None for item in backs):
        words = translate("SpadesReader", "{0}: {1} cards face down").format(name, len(backs))
    else:
        words = translate("SpadesReader", "{0} holds {1}").format(
            name, cards_names(i.card for i in backs)
        )
    return Spot(f"cards{seat}", backs[0], words, cover=tuple(backs[1:]))
