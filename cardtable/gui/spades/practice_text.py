"""Words of the bidding practice page: the situation boxes' choices (the table's size, the
bidding positions at that size), the verdict on a bid, the played-out hand, the note on a
hand brought back, the accuracy table and the message for an unreadable progress file, in
the page's translation context ("BiddingPractice").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from cardtable.core.practice_memory import BOXES, PracticeMemory, ReviewItem, Tally
from cardtable.gui.common.accuracy import AccuracyDialog, AccuracyRow
from cardtable.gui.common.words import plural
from cardtable.gui.spades import text
from cardtable.gui.spades.coach_close_text import as_good_verdict
from cardtable.spades.practice import (
    SHAPES,
    TABLES,
    Grade,
    PlayOut,
    Situation,
    row_key,
)

translate = QCoreApplication.translate


def table_name(players: int) -> str:
    """The table's size in words (the new-game dialog's Players choice, written out)."""
    return {
        3: translate("BiddingPractice", "Three players, each alone"),
        4: translate("BiddingPractice", "Four players, two teams of partners"),
        5: translate("BiddingPractice", "Five players, each alone"),
        6: translate("BiddingPractice", "Six players, three teams of partners"),
    }[players]


def position_choices(players: int) -> list[tuple[str, int]]:
    """The bidding positions at a table of ``players``, each saying whose bids are known
    (the partner's once he has bid, at four and six)."""
    first = [
        (translate("BiddingPractice", "Bid 1st (no bids known)"), 1),
        (translate("BiddingPractice", "Bid 2nd (one opponent has bid)"), 2),
    ]
    rest = {
        3: [(translate("BiddingPractice", "Bid 3rd (all bids known)"), 3)],
        4: [
            (translate("BiddingPractice", "Bid 3rd (partner's bid known)"), 3),
            (translate("BiddingPractice", "Bid 4th (all bids known)"), 4),
        ],
        5: [
            (translate("BiddingPractice", "Bid 3rd (two opponents have bid)"), 3),
            (translate("BiddingPractice", "Bid 4th (three opponents have bid)"), 4),
            (translate("BiddingPractice", "Bid 5th (all bids known)"), 5),
        ],
        6: [
            (translate("BiddingPractice", "Bid 3rd (two opponents have bid)"), 3),
            (translate("BiddingPractice", "Bid 4th (partner's bid known)"), 4),
            (translate("BiddingPractice", "Bid 5th (partner's bid known)"), 5),
            (translate("BiddingPractice", "Bid 6th (all bids known)"), 6),
        ],
    }[players]
    return first + rest


def situation_choices(players: int = 4) -> dict[str, list[tuple[str, Any]]]:
    """The labels of the situation boxes (translated) and their values; the positions are
    those of a table of ``players``."""
    return {
        "players": [(table_name(n), n) for n in TABLES],
        "score": [
            (translate("BiddingPractice", "Score even"), "even"),
            (translate("BiddingPractice", "Behind by 150"), "behind"),
            (translate("BiddingPractice", "Ahead near the target"), "ahead"),
        ],
        "bags": [
            (translate("BiddingPractice", "No bags held"), 0),
            (translate("BiddingPractice", "8 bags held"), 8),
        ],
        "position": position_choices(players),
    }


def verdict_text(result: Grade) -> str:
    """One line: how close the bid was, and whether the nil decision was right."""
    coach = text.bid_text(result.coach_bid)
    if result.as_good is not None:
        head = as_good_verdict(result.coach_bid)
        return f"{head}  {translate('BiddingPractice', 'Nil decision: right.')}"
    if result.near is not None:
        head = translate(
            "BiddingPractice", "Within one trick of {0}, as good as the coach's bid ({1})."
        ).format(text.bid_text(result.near.bid), coach)
        return f"{head}  {translate('BiddingPractice', 'Nil decision: right.')}"
    head = {
        "exact": translate("BiddingPractice", "Exactly the coach's bid ({0})."),
        "close": translate("BiddingPractice", "Within one trick of the coach's bid ({0})."),
        "far": translate("BiddingPractice", "Far from the coach's bid ({0})."),
    }[result.kind].format(coach)
    nil = (
        translate("BiddingPractice", "Nil decision: right.")
        if result.nil_right
        else translate("BiddingPractice", "Nil decision: wrong.")
    )
    return f"{head}  {nil}"


def outcome_text(result: PlayOut) -> str:
    """The hand played out: the player's tricks against his bid, his team's against its
    contract, and the points (alone: his own)."""
    if result.alone:
        return plural(
            result.took,
            translate("BiddingPractice",
                      "Played out by hard bots: you took {0} trick with a bid of {1} "
                      "({2:+d} points)."),
            translate("BiddingPractice",
                      "Played out by hard bots: you took {0} tricks with a bid of {1} "
                      "({2:+d} points)."),
            text.bid_text(result.bid),
            result.points,
        )  # fmt: skip
    you = plural(
        result.took,
        translate("BiddingPractice",
                  "Played out by hard bots: you took {0} trick with a bid of {1};"),
        translate("BiddingPractice",
                  "Played out by hard bots: you took {0} tricks with a bid of {1};"),
        text.bid_text(result.bid),
    )  # fmt: skip
    team = plural(
        abs(result.points),
        translate("BiddingPractice", "your team took {1} of {2} ({3:+d} point)."),
        translate("BiddingPractice", "your team took {1} of {2} ({3:+d} points)."),
        result.team_took,
        result.contract,
        result.points,
    )
    return f"{you} {team}"


def review_text(item: ReviewItem, situation: Situation) -> str:
    """The note on a hand brought back: why, its box, and its situation (the boxes above
    show the situation new hands are dealt in)."""
    names = {key: dict((v, label) for label, v in options)
             for key, options in situation_choices(situation.players).items()}  # fmt: skip
    where = ", ".join([names["players"][situation.players], names["score"][situation.score],
                       names["bags"][situation.bags],
                       names["position"][situation.position]])  # fmt: skip
    return translate(
        "BiddingPractice",
        "Review: your bid was far from the coach's here before (box {0} of {1}). {2}.",
    ).format(item.box, BOXES, where)


def accuracy_rows(memory: PracticeMemory, players: int = 4) -> list[AccuracyRow]:
    """The accuracy table at a table of ``players``: by hand shape, by bidding seat, by nil
    or not (each size's rows are its own)."""

    def row(label: str, key: str) -> AccuracyRow:
        return AccuracyRow(label, memory.by_situation.get(row_key(players, key)) or Tally())

    shapes = {
        "balanced": translate("BiddingPractice", "No suit shorter than two"),
        "singleton": translate("BiddingPractice", "A singleton"),
        "void": translate("BiddingPractice", "A void"),
    }
    rows = [AccuracyRow(translate("BiddingPractice", "Hand shape"))]
    rows += [row(shapes[s], f"shape:{s}") for s in SHAPES]
    rows.append(AccuracyRow(translate("BiddingPractice", "Bidding seat")))
    rows += [row(label, f"position:{p}") for label, p in position_choices(players)]
    rows.append(AccuracyRow(translate("BiddingPractice", "Nil or not (the coach's bid)")))
    rows.append(row(translate("BiddingPractice", "Nil hands"), "nil:yes"))
    rows.append(row(translate("BiddingPractice", "Hands bid for tricks"), "nil:no"))
    return rows


def accuracy_dialog(parent: QWidget, memory: PracticeMemory, players: int = 4) -> AccuracyDialog:
    """The window with the accuracy per situation at a table of ``players``."""
    return AccuracyDialog(
        parent, translate("BiddingPractice", "Accuracy by situation"),
        translate("BiddingPractice",
                  "Bids compared with the coach's, by the shape of the hand, the seat you bid "
                  "from and whether the coach bid nil.")
        + "\n" + translate("BiddingPractice", "Table: {0}.").format(table_name(players)),
        [translate("BiddingPractice", "Situation"), translate("BiddingPractice", "Hands"),
         translate("BiddingPractice", "Exact"), translate("BiddingPractice", "Within one")],
        accuracy_rows(memory, players), exact=True,
    )  # fmt: skip


def unreadable_texts() -> tuple[str, str]:
    """What to say when the progress file could not be read: set aside as {0} because {1};
    kept untouched because {0} and it could not be moved ({1})."""
    return (
        translate(
            "BiddingPractice",
            "The practice progress could not be read and was set aside as {0}.\n\n"
            "Reason: {1}\n\nYour accuracy starts again from zero.",
        ),
        translate(
            "BiddingPractice",
            "The practice progress could not be read.\n\nReason: {0}\n\n"
            "It could not be set aside either ({1}), so it is left untouched and "
            "your accuracy will not be saved.",
        ),
    )


def unreadable_notices() -> tuple[str, str]:
    """The page's notice for the same two cases, one line at 1024 pixels (the box says why;
    the notice's tool tip too): set aside as {0}; kept untouched. The three paragraphs, even
    run together, pushed the coach's answer below a scroll bar on a 1024x700 screen."""
    return (
        translate(
            "BiddingPractice", "The practice progress could not be read and was set aside as {0}."
        ),
        translate(
            "BiddingPractice",
            "The practice progress could not be read and is left untouched: your accuracy "
            "will not be saved.",
        ),
    )
