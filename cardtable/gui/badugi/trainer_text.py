"""The draw trainer's sentences: the kinds of spot, the situation of a spot, the verdict on
an answer, what the figures mean, the rows of the accuracy table. Kept apart from the page,
which only places them (they are the trainer's translation context, "DrawTrainer")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from cardtable.badugi.trainer import CORRECT_TOLERANCE, OTHER, Grade, Spot
from cardtable.badugi.trainer_progress import situation_key
from cardtable.core.practice_memory import BOXES, PracticeMemory, ReviewItem, Tally
from cardtable.gui.badugi.trainer_widgets import cards_text, discard_text, percent
from cardtable.gui.common.accuracy import AccuracyDialog, AccuracyRow

translate = QCoreApplication.translate



def kind_name(kind: str) -> str:
    return {
        "pat": translate("DrawTrainer", "Pat decisions"),
        "one": translate("DrawTrainer", "One-card draws"),
        "two": translate("DrawTrainer", "Two-card draws"),
        "break": translate("DrawTrainer", "Breaking a badugi"),
        OTHER: translate("DrawTrainer", "Other draws"),
    }[kind]


def situation_text(spot: Spot) -> str:
    """"2 draws left · Opponents before you drew: 1, 2 · Your earlier discards: 7♣ 9♦"."""
    if spot.draws_left == 1:
        parts = [translate("DrawTrainer", "1 draw left (the last)")]
    else:
        parts = [translate("DrawTrainer", "{0} draws left").format(spot.draws_left)]
    pat = translate("DrawTrainer", "pat")
    drew = ", ".join(pat if n == 0 else str(n) for n in spot.opponents_drew)
    parts.append(translate("DrawTrainer", "Opponents before you drew: {0}").format(drew))
    if spot.dead:
        dead = cards_text(spot.dead)
        parts.append(translate("DrawTrainer", "Your earlier discards (dead): {0}").format(dead))
    return "  ·  ".join(parts)


def verdict_text(result: Grade, approximate: bool = False) -> str:
    """What the choice was worth: right, or the best play and what the choice gave up.
    ``approximate``: the chances to win are not exact (more than one draw left,
    ``odds.win.wins_exact``), so they and their gap are said "about", and a choice counted
    right for being within their precision (``trainer.tolerance``) but more than a tenth of
    a point below the best is said so."""
    best = discard_text(result.best)
    if result.settled is not None:
        return settled_text(result)
    if result.unsettled:
        return unsettled_text(result)
    if result.correct:
        if result.chosen is result.best or result.win_gap == 0:
            if approximate:
                right = translate("DrawTrainer", "Right! {0} is the best play: it wins about {1}.")
            else:
                right = translate("DrawTrainer", "Right! {0} is the best play: it wins {1}.")
            return right.format(best, percent(result.chosen.win))
        if result.win_gap > CORRECT_TOLERANCE:  # within the approximate figures' precision
            return translate(
                "DrawTrainer",
                "Right: as good as the best play ({0}) within the figures' precision (with "
                "more than one draw left they are approximate).",
            ).format(best)
        return translate(
            "DrawTrainer", "Right: as good as the best play ({0}) within a tenth of a point."
        ).format(best)
    if approximate:
        wrong = translate(
            "DrawTrainer",
            "The best play is {0} (wins about {1}). Yours ranks #{2} and wins about {3} points "
            "less often.",
        )
    else:
        wrong = translate(
            "DrawTrainer",
            "The best play is {0} (wins {1}). Yours ranks #{2} and wins {3} points less often.",
        )
    text = wrong.format(best, percent(result.best.win), result.rank, f"{100 * result.win_gap:.1f}")
    return text + badugi_gap_text(result)


def badugi_gap_text(result: Grade) -> str:
    """What a wrong choice does to the chance of a badugi (" It makes a badugi ..."), if
    anything worth a word."""
    gap = f"{100 * abs(result.badugi_gap):.1f}"
    text = ""
    if result.badugi_gap > 0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} points less often."
        ).format(gap)
    elif result.badugi_gap < -0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} points more often, but worse ones."
        ).format(gap)
    return text


def settling_text(result: Grade) -> str:
    """What the learner reads while a close call is dealt out (``trainer.needs_settling``)."""
    return translate(
        "DrawTrainer",
        "A close call: by the approximate figures yours wins about {0} points less often than "
        "the best play ({1}), within their precision. Settling it by dealing both out…",
    ).format(f"{100 * result.win_gap:.1f}", discard_text(result.best))


def unsettled_text(result: Grade) -> str:
    """The verdict on a close call whose dealing out failed (``trainer_settle.unsettled_grade``):
    the approximate figures' grade, said to rest on them. "Right: as good as the best play"
    alone read as settled, and the row (unstarred as while settling) said otherwise."""
    return translate(
        "DrawTrainer",
        "Right by the approximate figures: yours wins about {0} points less often than the best "
        "play ({1}), within their precision. Dealing both out to settle it failed, so this "
        "grade rests on the approximate figures alone.",
    ).format(f"{100 * result.win_gap:.1f}", discard_text(result.best))


def settled_text(result: Grade) -> str:
    """The verdict on a close call settled by dealing: right or wrong, with the settled gap
    and its standard error, in points."""
    settled = result.settled
    assert settled is not None
    deals = f"{settled.deals:,}"
    size, error = f"{100 * abs(settled.gap):.2f}", f"{100 * settled.error:.2f}"
    if settled.gap >= 0:
        how = translate("DrawTrainer", "Settled by {0} deals: yours wins {1} ± {2} points less "
                        "often.").format(deals, size, error)  # fmt: skip
    else:
        how = translate("DrawTrainer", "Settled by {0} deals: yours wins {1} ± {2} points more "
                        "often.").format(deals, size, error)  # fmt: skip
    best = discard_text(result.best)
    if result.correct:
        return translate("DrawTrainer", "Right: as good as the best play ({0}).").format(
            best) + " " + how  # fmt: skip
    wrong = translate("DrawTrainer", "The best play is {0} (wins about {1}). Yours ranks #{2}.")
    wrong = wrong.format(best, percent(result.best.win), result.rank)
    return wrong + " " + how + badugi_gap_text(result)


def figures_note() -> str:
    """The one sentence that says what the trainer's figures are (under the live odds, or
    under the answer while they are hidden)."""
    return translate(
        "DrawTrainer",
        "Wins: how often a discard ends with the best hand against the hands your opponents' "
        "draws make likely (ties count half); bars: how often it makes a badugi this high or "
        "better.",
    )


def review_text(item: ReviewItem) -> str:
    """The note on a spot brought back for review."""
    return translate(
        "DrawTrainer", "Review: you missed this spot before (box {0} of {1})."
    ).format(item.box, BOXES)


def score_text(memory: PracticeMemory) -> str:
    """The review box's label, with how many spots wait in the boxes and how many were
    learned."""
    return translate(
        "DrawTrainer", "Bring back missed spots ({0} waiting, {1} learned)"
    ).format(memory.waiting(), memory.learned)


def kept_name(kept: int) -> str:
    return {
        4: translate("DrawTrainer", "Best play: stand pat"),
        3: translate("DrawTrainer", "Best play: keep 3, draw 1"),
        2: translate("DrawTrainer", "Best play: keep 2, draw 2"),
        1: translate("DrawTrainer", "Best play: keep 1, draw 3"),
        0: translate("DrawTrainer", "Best play: draw 4"),
    }[kept]


def accuracy_rows(memory: PracticeMemory) -> list[AccuracyRow]:
    """The accuracy table: a heading per number of draws left, a row per best play (keeping
    one card or none only once such a spot was answered: they are rare)."""
    rows = []
    for draws in (3, 2, 1):
        heading = (translate("DrawTrainer", "1 draw left (the last)") if draws == 1
                   else translate("DrawTrainer", "{0} draws left").format(draws))  # fmt: skip
        rows.append(AccuracyRow(heading))
        for kept in (4, 3, 2, 1, 0):
            tally = memory.by_situation.get(situation_key(draws, kept))
            if tally is None and kept < 2:
                continue
            rows.append(AccuracyRow(kept_name(kept), tally or Tally()))
    return rows


def accuracy_dialog(parent: QWidget, memory: PracticeMemory) -> AccuracyDialog:
    """The window with the accuracy per situation."""
    return AccuracyDialog(
        parent, translate("DrawTrainer", "Accuracy by situation"),
        translate("DrawTrainer", "Spots by the draws left and by what the best play keeps."),
        [translate("DrawTrainer", "Situation"), translate("DrawTrainer", "Spots"),
         translate("DrawTrainer", "Right")],
        accuracy_rows(memory),
    )  # fmt: skip


def unreadable_texts() -> tuple[str, str]:
    """What to say when the progress file could not be read: set aside as {0} because {1};
    kept untouched because {0} and it could not be moved ({1})."""
    return (
        translate(
            "DrawTrainer",
            "The trainer's progress could not be read and was set aside as {0}.\n\n"
            "Reason: {1}\n\nYour score starts again from zero.",
        ),
        translate(
            "DrawTrainer",
            "The trainer's progress could not be read.\n\nReason: {0}\n\n"
            "It could not be set aside either ({1}), so it is left untouched and "
            "your score will not be saved.",
        ),
    )
