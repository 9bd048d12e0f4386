"""The review's decisions table showed "0–16" and "?" for the first tricks at three and six
players (and "1–13" at four) with the reason only in the footnote under a long table
(playtest 5, session 16). A figure that is not exact is now marked where it stands: set in
italics, the best cards' "?" written "not solved", each with its reason as tool tip and
accessible text, and a line above the table says what the italics mean. The figures
themselves are the review's, unchanged; an exact figure is never marked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.core.cards import parse_card
from cardtable.gui.spades import review_bounds
from cardtable.gui.spades.review_costs import cost_text
from cardtable.gui.spades.review_panel import ReviewPanel
from cardtable.spades.review_figures import Decision, interval_text
from cardtable.spades.review_result import HandReview

C = parse_card


def unsolved() -> Decision:
    """A first trick the search did not finish: bounds only, no points judged."""
    cards = (C("5d"), C("Kd"), C("2c"))
    bounds = {cards[0]: (0, 16), cards[1]: (1, 16), cards[2]: (0, 15)}
    points = {c: (-60, 40) for c in cards}
    return Decision(1, 0, cards[0], cards, bounds, points, 0)


def solved() -> Decision:
    """A late trick: every figure exact, the played card as good as the best."""
    cards = (C("Qs"), C("9s"))
    return Decision(16, 0, cards[0], cards, {cards[0]: (1, 1), cards[1]: (0, 0)},
                    {cards[0]: (30, 30), cards[1]: (-30, -30)}, 2)  # fmt: skip


def review_of(*decisions: Decision) -> HandReview:
    return HandReview(1, 0, ("You", "Leo", "Mina"), (3, 3, 3), (3, 5, 5), decisions, None, 3)


def test_a_bound_is_marked_where_it_stands_and_says_why(qtbot: QtBot) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    review = review_of(unsolved(), solved())
    panel.show_review(review, review.names)
    columns = ReviewPanel.DECISION_COLUMNS
    first = {c: panel.decisions.item(0, columns.index(c)) for c in columns}
    last = {c: panel.decisions.item(1, columns.index(c)) for c in columns}
    d = review.decisions[0]
    # The figures are the review's, as before; the best cards say in words they are unsolved.
    assert panel.cell_text(0, "side") == interval_text(d.side, d.before) == "0–16"
    assert panel.cell_text(0, "cost") == cost_text(d)[0] == "?"
    assert panel.cell_text(0, "best_cards") == "not solved"
    for key in ("side", "best", "best_cards", "cost"):
        item = first[key]
        assert item is not None and item.font().italic(), key
        said = item.data(Qt.ItemDataRole.AccessibleTextRole)
        assert said and said == item.toolTip(), key
        assert "search stopped" in said, key
    side = first["side"]
    assert side is not None and "Between 0 and 16 tricks" in side.toolTip()
    # An exact row is left plain: nothing shown as a bound that is not one, and no tip.
    for key in ("side", "best", "best_cards", "cost"):
        item = last[key]
        assert item is not None and not item.font().italic(), key
        assert not item.data(Qt.ItemDataRole.AccessibleTextRole), key
    # The line above the table says what the italics mean, and only where there are some.
    assert panel.bounds.isVisibleTo(panel) and "italics" in panel.bounds.text()
    panel.show_review(review_of(solved()), review.names)
    assert not panel.bounds.isVisibleTo(panel)


def test_the_marks_never_change_a_figure() -> None:
    d = unsolved()
    assert review_bounds.has_bounds(d) and not review_bounds.has_bounds(solved())
    assert (d.side, d.best_tricks, d.best_proven, d.cost_points) == ((0, 16), (1, 16), False, None)


def test_the_notes_example_is_this_tables_hand() -> None:
    """Playtest 9: the note's example said "(0–16: between 0 and 16)" at every size, a range
    no four- or five-player hand (13 and 10 tricks) can show. It is the table's whole hand."""
    for players, tricks in ((3, 17), (4, 13), (5, 10), (6, 17)):
        names = ("You", "Leo", "Mina", "Tom", "Ana", "Jisoo")[:players]
        review = HandReview(1, 0, names, (3,) * players, (3,) * players, (unsolved(),), None,
                            players)  # fmt: skip
        note = review_bounds.bounds_note(review)
        assert f"(0–{tricks}: between 0 and {tricks})" in note, players
