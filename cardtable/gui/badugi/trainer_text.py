"""The draw trainer's sentences: the kinds of spot, the situation of a spot, the verdict on
an answer. Kept apart from the page, which only places them (they are the trainer's
translation context, "DrawTrainer")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.badugi.trainer import OTHER, Grade, Spot
from cardtable.gui.badugi.trainer_widgets import cards_text, discard_text, percent

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


def verdict_text(result: Grade) -> str:
    """What the choice was worth: right, or the best play and what the choice gave up."""
    best = discard_text(result.best)
    if result.correct:
        if result.chosen is result.best or result.value_gap == 0:
            return translate("DrawTrainer", "Right! {0} is the best play: badugi {1}.").format(
                best, percent(result.chosen.p_badugi)
            )
        return translate(
            "DrawTrainer", "Right: as good as the best play ({0}) within a tenth of a point."
        ).format(best)
    text = translate(
        "DrawTrainer",
        "The best play is {0} (badugi {1}). Yours ranks #{2} and gives up {3} points of value.",
    ).format(best, percent(result.best.p_badugi), result.rank, f"{100 * result.value_gap:.1f}")
    gap = f"{100 * abs(result.badugi_gap):.1f}"
    if result.badugi_gap > 0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} percentage points less often."
        ).format(gap)
    elif result.badugi_gap < -0.0005:
        text += " " + translate(
            "DrawTrainer", "It makes a badugi {0} percentage points more often, but rougher ones."
        ).format(gap)
    return text
