"""The coach (Hint at bidding) and the card hint (H at the person's turn) at three and six
players, in the table itself (issue 28 part 3), and words for every reason of the hint."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_spades_table import look, make_session, open_table, wait_ready

from cardtable.core.cards import parse_cards
from cardtable.gui.spades.card_hint import reason_text
from cardtable.spades import NIL, Bid, Play, SpadesRules
from cardtable.spades.coach import coach_advice
from cardtable.spades.play_hint import KINDS, PlayReason


def test_every_reason_has_its_own_words_and_alone_means_you() -> None:
    card = parse_cards("Ah")[0]
    names = ["You", "Mina", "Tom"]
    fallback = "Play the A♥."
    for kind in KINDS:
        line = reason_text(PlayReason(kind, card, suit=2, seat=1, count=2), names)
        assert line != fallback and "{" not in line, kind
    need = reason_text(PlayReason("win_need_alone", card, count=2), names)
    bags = reason_text(PlayReason("avoid_bags_alone", card, count=2), names)
    assert need == "Win the trick with the A♥: you still need 2 for your bid."
    assert bags == "Duck with the A♥: you have your 2 tricks, more would be bags."


def test_a_suit_named_in_the_plural_never_follows_a_or_an() -> None:
    """The words name suits in the plural ("your long clubs"); "a low diamonds" was read at
    a six-player table (leading against a nil bidder)."""
    card = parse_cards("4d")[0]
    names = ["You", "Mina", "Tom"]
    for kind in KINDS:
        for suit, plural in enumerate(("clubs", "diamonds", "hearts", "spades")):
            line = reason_text(PlayReason(kind, card, suit=suit, seat=1, count=2), names)
            words = line.replace(":", " ").replace(",", " ").split()
            for before, word in zip(words, words[1:], strict=False):
                assert not (word == plural and before in ("a", "an", "low", "high")), line


@pytest.mark.parametrize("players", [3, 6])
def test_coach_and_card_hint_at_a_table_of(players: int, qtbot: QtBot, tmp_path: Path) -> None:
    window, table = open_table(qtbot, tmp_path, make_session(41, SpadesRules(players=players)))
    table.hint_samples = 40
    wait_ready(qtbot, table)
    look(qtbot, table)
    view = table.session.view_for(table.human)
    assert table.hint_available() and table.act_hint.isEnabled()
    table.act_hint.trigger()
    qtbot.waitUntil(lambda: table.advice is not None, timeout=10000)
    advice = table.advice
    assert advice is not None and advice == coach_advice(view, 40)
    assert Bid(table.human, advice.bid) in view.legal_actions
    assert table.advice_panel.isVisible()
    assert len(table.advice_panel.bars.values) == view.rules.hand_size + 1
    suggested = 0 if advice.bid == NIL else int(advice.bid)
    assert table.picker.checked() == suggested
    table.act_bid.trigger()  # bid what the coach advised
    wait_ready(qtbot, table)
    table._act(table.session.view_for(table.human).legal_actions[0])
    wait_ready(qtbot, table)
    view = table.session.view_for(table.human)
    assert table.card_hint_available() and table.act_hint.isEnabled()
    table.act_hint.trigger()
    qtbot.waitUntil(lambda: not table.card_hint.busy, timeout=15000)
    hint = table.card_hint.hint
    assert hint is not None and Play(table.human, hint.card) in view.legal_actions
    assert table.notice.text().startswith("Hint: ") and hint.card.symbol_text in (
        table.notice.text()
    )
    table.act_confirm.trigger()  # Enter plays the card the hint lifted
    assert Play(table.human, hint.card) in table.session.state.actions
    window.close()


def test_the_bars_number_every_other_bar_where_two_digits_would_touch(qtbot: QtBot) -> None:
    """Seventeen cards (three and six players) in the narrow side panel: the numbers under
    the bars ran together ("1011121314"); there every other bar is numbered, and a wide
    panel or a thirteen-card hand keeps a number under every bar."""
    from cardtable.gui.spades.coach import DistributionBars

    bars = DistributionBars()
    qtbot.addWidget(bars)
    bars.set_values([1 / 18] * 18, marked=7)
    bars.resize(280, 96)
    assert bars.label_step() == 2
    bars.resize(700, 96)
    assert bars.label_step() == 1
    bars.set_values([1 / 14] * 14, marked=3)
    bars.resize(280, 96)
    assert bars.label_step() == 1
    bars.grab()  # paints with either step
