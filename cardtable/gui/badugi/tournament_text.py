"""The words of a sit-and-go at the table and in its dialogs: the level line, stacks in big
blinds, places and prizes. Every figure is exact (a stack in big blinds to one decimal
rounds an exact fraction; prizes are shares of the pool by the table of percents)."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.badugi.tournament.prizes import Finish
from cardtable.badugi.tournament.schedule import Level
from cardtable.badugi.tournament.standings import Standings

translate = QCoreApplication.translate


def chips(n: int | Fraction) -> str:
    return f"{round(n):,}"


def bb(value: Fraction) -> str:
    """A stack in big blinds, one decimal."""
    return translate("Tournament", "{0} bb").format(f"{float(value):.1f}")


def blinds(level: Level) -> str:
    text = f"{chips(level.small_blind)}/{chips(level.big_blind)}"
    if level.ante:
        return translate("Tournament", "{0}, ante {1}").format(text, chips(level.ante))
    return text


def level_line(st: Standings) -> str:
    return translate("Tournament", "Level {0} · blinds {1}").format(st.level_no, blinds(st.level))


def level_up_line(st: Standings) -> str:
    """The log's word that a new level has begun: "The blinds go up: Level 2 · blinds 15/30"."""
    return translate("Tournament", "The blinds go up: {0}").format(level_line(st))


def next_line(st: Standings) -> str:
    if st.over or st.next_level is None:
        return translate("Tournament", "The tournament is over.")
    return translate("Tournament", "Next level: {0} in {1} hands").format(
        blinds(st.next_level), st.hands_to_next
    )


def ended_line(st: Standings) -> str:
    """Where the level line stood once the tournament is over: the level its last hand was
    played at ("Level 6 · blinds …" over "The tournament is over." read as still on)."""
    return translate("Tournament", "Ended at level {0} · blinds {1}").format(
        st.level_no, blinds(st.level)
    )


def average_line(st: Standings) -> str:
    return translate("Tournament", "Players left: {0} · average stack {1} ({2})").format(
        st.players_left, chips(st.average), bb(st.in_big_blinds(st.average))
    )


def winner_line(st: Standings, names: list[str]) -> str:
    """Where "Players left" stood once the tournament is over: who won it and in how many
    hands ("Players left: 1 · average stack 900" under "The tournament is over." read as a
    table still playing)."""
    won = [s for s, f in enumerate(st.finishes) if f is not None and f.place == 1]
    if len(won) != 1:
        won = [s for s, alive in enumerate(st.alive) if alive]
    name = names[won[0]] if len(won) == 1 else "—"
    return translate("Tournament", "Winner: {0}, after {1} hands.").format(name, st.hands_dealt)


def place_text(finish: Finish) -> str:
    """ "3rd", or "2nd-3rd (shared)" for seats out in one hand with equal stacks."""
    if finish.place == finish.last:
        return ordinal(finish.place)
    return translate("Tournament", "{0}-{1} (shared)").format(
        ordinal(finish.place), ordinal(finish.last)
    )


def out_status(finish: Finish) -> str:
    """A plate's status line for a seat out of the sit-and-go: "Out · 6th"."""
    return translate("Tournament", "Out · {0}").format(place_text(finish))


def ordinal(n: int) -> str:
    words = {
        1: translate("Tournament", "1st"),
        2: translate("Tournament", "2nd"),
        3: translate("Tournament", "3rd"),
    }
    return words.get(n, translate("Tournament", "{0}th").format(n))


def seat_line(name: str, st: Standings, seat: int) -> str:
    finish = st.finishes[seat]
    if finish is not None and not (st.over and finish.place == 1):
        return translate("Tournament", "{0}: out, {1}").format(name, place_text(finish))
    return translate("Tournament", "{0}: {1} ({2})").format(
        name, chips(st.stacks[seat]), bb(st.in_big_blinds(st.stacks[seat]))
    )


def prize_text(share: Fraction) -> str:
    """A prize as a percent of the pool, two decimals when it is not whole."""
    pct = share * 100
    shown = f"{int(pct)}" if pct.denominator == 1 else f"{float(pct):.2f}"
    return translate("Tournament", "{0}% of the pool").format(shown)


def payouts_text(payouts: tuple[int, ...]) -> str:
    if payouts == (100,):
        return translate("Tournament", "Winner takes all")
    return "/".join(str(p) for p in payouts)


def paid_text(payouts: tuple[int, ...]) -> str:
    """ "1st 65%, 2nd 35%": the prize table as places and shares of the pool."""
    if payouts == (100,):
        return translate("Tournament", "Winner takes all")
    return ", ".join(
        translate("Tournament", "{0}: {1}%").format(ordinal(k), p)
        for k, p in enumerate(payouts, start=1)
    )


def _stored_label(choice: Mapping[str, Any]) -> str:
    return str(choice.get("label", ""))


def prize_review_html(
    decision: dict[str, Any] | Any, name: Callable[[Mapping[str, Any]], str] = _stored_label
) -> str:
    """A sit-and-go decision's prize side for the review (``review.prize_equity``): its
    prize equity, the cost in percent of the pool, and where chips and prizes disagree,
    naming the best choice by prizes as ``name`` writes a choice (the review's rows pass
    theirs: the stored label is the command line's English, "raise to 306"). Empty for a
    cash hand."""
    if "cost_equity" not in decision:
        return ""
    chosen = int(decision.get("chosen", 0))
    said = translate("Tournament", "Prize equity about {0}% of the pool, cost {1}% ± {2}").format(
        f"{float(decision['equity'][chosen]):.2f}",
        f"{float(decision['cost_equity']):.2f}",
        f"{float(decision.get('se_equity', 0)):.2f}",
    )
    text = "<br>" + html.escape(said)
    if decision.get("disagree"):
        best = decision["choices"][int(decision["best_equity"])]
        warn = translate(
            "Tournament", "Chips and prizes disagree: by prizes the best is {0}."
        ).format(name(best))
        text += f"<br><span class='prize'>{html.escape(warn)}</span>"  # the browser's colour
    return text
