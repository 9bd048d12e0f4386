"""The Spades replayer's face-up hands in the fewest rows. Each hand was placed beside its
backs or growing toward the middle only, and the middle is the trick's room: at five
players every hand came in two rows pressed beside its seat (the lower covering all but the
corners of the upper), at six in three (one in one row), at three in three. A hand may now
also lie clear of its plate, centred on its cards or growing away from the middle: one row
each at five and six players, two at three; the cards as large as before, clear of every
plate, the trick, the person's hand and each other (``test_layout.py`` checks that)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.core.cards import full_deck
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades import SpadesRules

ROWS = {3: 2, 4: 2, 5: 1, 6: 1}
"""The most rows a full face-up hand takes, by players (four: the partner's one, the two
side hands two, as before)."""
WIDTH = {3: 72, 4: 72, 5: 72, 6: 56}


@pytest.mark.parametrize("players", sorted(ROWS))
def test_full_open_hands_take_the_fewest_rows(qapp: QApplication, players: int) -> None:
    rules = SpadesRules(players=players)
    deck = list(full_deck()) * 2
    hands = [deck[i * rules.hand_size : (i + 1) * rules.hand_size] for i in range(players)]
    for human in range(players):
        scene = SpadesScene(rules, human, CardPixmapCache())
        scene.open_hands(hands)
        for seat in range(players):
            if seat == human:
                continue
            shown = [item for item in scene.backs[seat] if item.isVisible()]
            assert len(shown) == rules.hand_size
            rows = {round(item.pos().y(), 3) for item in shown}
            assert len(rows) <= ROWS[players], (human, seat, len(rows))
            assert all(item.width == WIDTH[players] for item in shown), (human, seat)
