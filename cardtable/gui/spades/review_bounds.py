"""How the review's decisions table marks a figure that is not exact, where it stands.

In the first tricks the review's search rarely finishes (``spades.review``: too many cards
are still out for its budget), so those rows hold proven bounds ("0–16", at four players
"1–13") and "?" for the best cards and the cost; the reason was only in the footnote under
a long table, and a learner read "0–16" or "?" without knowing why. Each such cell is now
set in italics, with the reason as its tool tip and its accessible text (what a screen
reader says for the cell), the best cards' "?" is written "not solved", and a line above
the table says what the italics mean. No figure changes: a bound stays a bound, and nothing
is shown as exact that the review did not prove.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableWidgetItem

from cardtable.spades.dd.search import Bounds
from cardtable.spades.review_figures import Decision
from cardtable.spades.review_result import HandReview
from cardtable.spades.trick_rules import table_deck

translate = QCoreApplication.translate

MUTED = "#b8c4cc"
"""The ink of a figure that is not exact: a shade under the table's (#e8ece6), still
readable on its dark rows (contrast over 9:1 on #15181c)."""


def is_bound(bounds: Bounds) -> bool:
    return bounds[0] != bounds[1]


def has_bounds(d: Decision) -> bool:
    """Any figure of the row that is not exact (the tricks, the best cards, the cost)."""
    return is_bound(d.side) or is_bound(d.best_tricks) or not d.best_proven or not d.judged


def unsolved_words() -> str:
    """The best cards' cell where the search did not prove which are best (it was "?")."""
    return translate("SpadesReview", "not solved")


def bounds_note(review: HandReview) -> str:
    """The line above the table when some figure is not exact ("" when every one is)."""
    if not any(has_bounds(d) for d in review.decisions):
        return ""
    # The example is this table's whole hand ("0–13" at four players): it said "0–16" at
    # every size, a figure a four- or five-player hand never shows.
    tricks = len(table_deck(review.players)) // review.players
    return translate(
        "SpadesReview",
        "Figures in italics are not exact: in the first tricks too many cards are still out "
        "for the search to finish, so they are proven bounds (0–{0}: between 0 and {0}), and "
        "“not solved” or “?” where it could not tell. Point at one to read why.",
    ).format(tricks)


def _why() -> str:
    return translate(
        "SpadesReview", "With this many cards still out, the search stopped before it could tell."
    )


def mark(item: QTableWidgetItem, tip: str) -> None:
    """``item`` set as a figure that is not exact: italic and muted, ``tip`` as its tool
    tip and the text a screen reader says for it."""
    font = item.font()
    font.setItalic(True)
    item.setFont(font)
    item.setForeground(QBrush(QColor(MUTED)))
    item.setToolTip(tip)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, tip)


def tricks_tip(bounds: Bounds, plus: int) -> str:
    """A trick figure that is a bound, in words."""
    low, high = bounds[0] + plus, bounds[1] + plus
    return (
        translate(
            "SpadesReview", "Between {0} and {1} tricks: a proven bound, not an exact figure."
        ).format(low, high)
        + " "
        + _why()
    )


def unsolved_tip() -> str:
    return (
        translate("SpadesReview", "Not solved: which cards were best is not proven.") + " " + _why()
    )


def unjudged_tip() -> str:
    return translate("SpadesReview", "Not judged: this card's cost is not proven.") + " " + _why()


def mark_row(cells: dict[str, QTableWidgetItem], d: Decision) -> None:
    """Mark the cells of ``d``'s row (by ``ReviewPanel.DECISION_COLUMNS`` name) that are
    not exact. An exact figure is left as it is; a cost "at least N" keeps its own tip."""
    if is_bound(d.side):
        mark(cells["side"], tricks_tip(d.side, d.before))
    if is_bound(d.best_tricks):
        mark(cells["best"], tricks_tip(d.best_tricks, d.before))
    if not d.best_proven:
        mark(cells["best_cards"], unsolved_tip())
    if d.cost_points is None and d.cost_at_least <= 0:
        mark(cells["cost"], unjudged_tip())
