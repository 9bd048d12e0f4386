"""Counted words read right in English ("1 card", "2 cards", "You win") and in Korean (one
form with a counter: "1장", "2장"), Korean never falls back on both particles ("Mina이(가)",
"3♦을(를)": which one follows a name or a card is not known when the string is written, so
the sentences are built not to need one), and the bots' levels are translated."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.badugi.events import BetReturned, CardsDrawn, StubReshuffled
from cardtable.core.cards import parse_card
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.common.cardart import CardPixmapCache
from cardtable.gui.common.i18n import install_translators, remove_translators
from cardtable.gui.common.words import bot_level_name, plural
from cardtable.gui.games import catalogues
from cardtable.gui.spades import text as spades_text
from cardtable.gui.spades.hand_summary import summary_rows
from cardtable.gui.spades.scene import Picture, SpadesScene
from cardtable.i18n.history_ko import KO as HISTORY_KO
from cardtable.i18n.ko_strings import KO
from cardtable.i18n.review_ko import KO as REVIEW_KO
from cardtable.i18n.spades_ko import KO as SPADES_KO
from cardtable.spades import ShowCards, SpadesRules, SpadesState
from cardtable.spades.actions import NIL, Bid, Play
from cardtable.spades.bot_menu import BOTS
from cardtable.spades.coach import TEMPLATES, advise, formula_count
from cardtable.spades.events import BiddingEnded, BidMade, CardPlayed, TrickWon
from cardtable.spades.scoring import TeamScore
from cardtable.spades.state import HandRecord
from cardtable.spades.undo import TakenBack

NAMES = ["You", "Mina", "Tom", "Jisoo"]


@pytest.fixture
def korean(qapp: QApplication) -> Iterator[None]:
    translators = install_translators(qapp, "ko", catalogues())
    assert translators
    yield
    remove_translators(qapp, translators)


def test_plural_picks_the_form_by_the_number() -> None:
    assert plural(1, "{0} card", "{0} cards") == "1 card"
    assert plural(0, "{0} card", "{0} cards") == "0 cards"
    assert plural(2, "{0} of {1}", "{0} of {1}s", "bag") == "2 of bags"


def test_badugi_lines_count_right() -> None:
    assert badugi_text.event_line(CardsDrawn(1, 0, 1, (), ()), NAMES, 1) == "Mina: drew 1"
    assert badugi_text.event_line(CardsDrawn(1, 0, 3, (), ()), NAMES, 1) == "Mina: drew 3"
    assert badugi_text.event_line(StubReshuffled(0, 1), NAMES, 3).endswith("(1 card)")
    assert badugi_text.event_line(StubReshuffled(0, 9), NAMES, 3).endswith("(9 cards)")
    assert badugi_text.event_line(BetReturned(0, 40), NAMES, 3) == "You: uncalled 40 returned"
    assert badugi_text.win_text(0, 0, NAMES, 12) == "You win 12"
    assert badugi_text.win_text(1, 0, NAMES, 12) == "Mina wins 12"


def test_spades_words_count_right(qapp: QApplication) -> None:
    rules = SpadesRules()
    scene = SpadesScene(rules, 0, CardPixmapCache())
    picture = Picture(0, rules, dealt=True, hand=(), counts=(0, 1, 2, 13),
                      bids=(None,) * 4, taken=(0,) * 4, totals=(0, 0), bags=(0, 0))
    scene.sync(picture, NAMES, [False, True, True, True])
    assert scene.labels[1].text == "1 card"
    assert scene.labels[2].text.startswith("2 cards")
    record = HandRecord(1, 0, (), ((0, 3), (1, 2), (2, 3), (3, 4)), (), (
        TeamScore(0, 6, 7, 61, 1, 0, 61, 1), TeamScore(1, 6, 6, 60, 0, 0, 60, 0),
    ))
    results = [row[3] for row in summary_rows(record, NAMES, rules)]
    assert results[0] == "made, 1 bag"
    assert TEMPLATES["formula_one"].format(1.0, 1) == "The count gives 1 trick: bid 1."
    assert "credits 1 ruff with" in TEMPLATES["short_suits_one"].format(1, 1)
    assert "credits 2 ruffs with" in TEMPLATES["short_suits"].format(2, 2)


def test_the_undo_line_names_the_card_or_bid_and_counts_the_moves_after() -> None:
    card = Play(0, parse_card("4h"))
    line = spades_text.taken_back_line
    assert line(TakenBack(0, (card,))) == f"Undo: you take back the {card.card.symbol_text}."
    assert line(TakenBack(0, (card, card))).endswith(" and 1 move after it.")
    assert line(TakenBack(0, (Bid(0, 3),))) == "Undo: you take back your bid (3)."
    assert line(TakenBack(0, (Bid(0, NIL), card, card))) == (
        "Undo: you take back your bid (Nil) and 2 moves after it."
    )


def test_the_coach_picks_the_singular_for_one() -> None:
    """A hand the count puts at exactly one trick is explained with "1 trick"."""
    for seed in range(300):
        state = SpadesState(SpadesRules(), seed)
        seat = state.turn
        if ShowCards(seat) in state.legal_actions():
            state.apply(ShowCards(seat))
        view = state.view(seat)
        assert view.hand is not None
        if formula_count(view.hand).total != 1:
            continue
        advice = advise(view, seed, samples=4)
        keys = [key for key, _ in advice.reasons]
        assert "formula_one" in keys and "formula" not in keys
        assert "The count gives 1 trick: bid 1." in advice.explanation
        return
    raise AssertionError("no hand counted at one trick")


def test_korean_counts_with_counters(korean: None) -> None:
    assert badugi_text.drew_text(1) == "1장 바꿈"
    assert badugi_text.drew_text(3) == "3장 바꿈"
    assert badugi_text.win_text(0, 0, NAMES, 5) == "내가 5 획득"
    assert [bot_level_name(BOTS.label(b)) for b in ("easy", "medium", "hard")] == [
        "쉬움", "보통", "어려움",
    ]


def test_korean_names_a_side_pot_only_where_there_is_one(korean: None) -> None:
    """A hand's only pot was "메인 팟" (main pot) in every Korean log, with no side pot in
    sight; English says "the pot" and "side pot 1"."""
    from cardtable.badugi.events import PotAwarded

    only = badugi_text.event_line(PotAwarded(0, 10, ((1, 10),), False), NAMES, 3)
    side = badugi_text.event_line(PotAwarded(1, 4, ((2, 4),), False), NAMES, 3)
    assert only == "Mina: 팟에서 10 획득", only
    assert "메인" not in only and side is not None and "사이드 팟 1" in side


def test_bot_levels_in_english() -> None:
    assert [bot_level_name(BOTS.label(b)) for b in BOTS.names()] == [
        "Beginner (random)", "Basic", "Easy", "Medium", "Hard",
    ]


PAIRED_PARTICLES = ("이(가)", "가(이)", "을(를)", "를(을)", "은(는)", "는(은)", "와(과)", "과(와)",
                    "(으)로", "으로(로)")  # fmt: skip


# A particle written straight after a placeholder is right for some names and wrong for
# the others ("Tom가", "Mina이"); the possessive 의 fits every word.
PARTICLE_AFTER_PLACEHOLDER = re.compile(r"\{\d\}(이|가|을|를|은|는|와|과|으로|로)(?=[\s.,!?]|$)")


def test_korean_never_needs_both_particles() -> None:
    for table in (KO, HISTORY_KO, SPADES_KO, REVIEW_KO):
        for english, korean in table.items():
            assert not any(p in korean for p in PAIRED_PARTICLES), (english, korean)
            assert not PARTICLE_AFTER_PLACEHOLDER.search(korean), (english, korean)


def test_spades_log_lines_in_korean(korean: None) -> None:
    rules = SpadesRules()
    card = parse_card("3d")
    lines = [
        spades_text.event_line(e, NAMES, 0, rules)
        for e in (BidMade(0, 3), BiddingEnded((3, 3, 3, 3), 1), CardPlayed(0, card),
                  TrickWon(1, 0, ()), TrickWon(2, 1, ()))
    ]  # fmt: skip
    assert lines[:2] == ["나: 3 비드.", "비드 끝. 첫 리드: Mina."]
    assert lines[2].startswith("나: ")  # as the others' lines read ("Mina: 3♦.")
    assert lines[3:] == ["나: 1번째 트릭 획득.", "Mina: 2번째 트릭 획득."]


def test_the_korean_tables_agree_where_they_share_a_text() -> None:
    """The catalogue is keyed by the English text alone: two tables that translate the same
    text differently would silently change each other's screens."""
    tables = {"ko_strings": KO, "history_ko": HISTORY_KO, "review_ko": REVIEW_KO}
    for name, table in tables.items():
        for other, other_table in tables.items():
            if name < other:
                clashes = {k for k in table.keys() & other_table.keys()
                           if table[k] != other_table[k]}  # fmt: skip
                assert clashes == set(), (name, other)
