"""The decision review and the leak report in the player's language.

A review is data (``badugi.review.hand``): this module writes it. The one-line reasons use
``badugi.review.explain.line`` with ``words()``, the same phrases as the command line's
``ENGLISH`` table, translated (a test holds the English of the two tables together). Every
string is a literal ``translate`` call, so ``pyside6-lupdate`` finds it.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.badugi.review.explain import line, stored_why
from cardtable.core.cards import parse_cards
from cardtable.gui.badugi import text as badugi_text
from cardtable.gui.badugi.text import class_name
from cardtable.gui.badugi.tournament_text import prize_review_html
from cardtable.gui.common.words import plural

translate = QCoreApplication.translate


def words() -> dict[str, str]:
    """``explain.ENGLISH`` in the player's language (the same keys)."""
    return {
        "line": translate("BadugiReview", "{0} {1} {2}: {3} bb ({4} was worth more)"),
        "with": translate("BadugiReview", "with {0}"),
        "fold": translate("BadugiReview", "Folded to {0}"),
        "check": translate("BadugiReview", "Checked"),
        "call": translate("BadugiReview", "Called {0}"),
        "bet": translate("BadugiReview", "Bet"),
        "bet_to": translate("BadugiReview", "Bet {0} bb"),
        "raise": translate("BadugiReview", "Raised"),
        "raise_to": translate("BadugiReview", "Raised to {0} bb"),
        "call_all_in": translate("BadugiReview", "Called {0} all-in"),
        "bet_all_in": translate("BadugiReview", "Bet all-in"),
        "bet_to_all_in": translate("BadugiReview", "Bet {0} bb all-in"),
        "raise_all_in": translate("BadugiReview", "Raised all-in"),
        "raise_to_all_in": translate("BadugiReview", "Raised all-in to {0} bb"),
        "draw_1": translate("BadugiReview", "Drew one card"),
        "draw_n": translate("BadugiReview", "Drew {0} cards"),
        "pat": translate("BadugiReview", "Stood pat"),
        "bets_1": translate("BadugiReview", "one bet"),
        "bets_n": translate("BadugiReview", "{0} bets"),
        "chips": translate("BadugiReview", "{0} bb"),
        "against_pat_1": translate("BadugiReview", "against a pat hand"),
        "against_pat_n": translate("BadugiReview", "against {0} pat hands"),
        "against_one": translate("BadugiReview", "against one player"),
        "against_one_drawing_1": translate("BadugiReview", "against one player drawing one card"),
        "against_one_drawing_n": translate("BadugiReview", "against one player drawing {0} cards"),
        "against_n": translate("BadugiReview", "against {0} players"),
        "best_fold": translate("BadugiReview", "folding"),
        "best_check": translate("BadugiReview", "checking"),
        "best_call": translate("BadugiReview", "calling"),
        "best_bet": translate("BadugiReview", "betting"),
        "best_raise": translate("BadugiReview", "raising"),
        "best_bet_to": translate("BadugiReview", "betting {0} bb"),
        "best_raise_to": translate("BadugiReview", "raising to {0} bb"),
        "best_draw_1": translate("BadugiReview", "drawing one card"),
        "best_draw_n": translate("BadugiReview", "drawing {0} cards"),
        "best_pat": translate("BadugiReview", "standing pat"),
    }


def reason_line(decision: Mapping[str, Any]) -> str:
    """A flagged decision's one line in the player's language, its cost with its ± (an
    estimate from playouts, as the review's table shows it; a decision stored without one
    keeps the bare figure); all-in where the choice was (``explain.stored_why``)."""
    se = decision.get("se_bb")
    cost = float(decision.get("cost_bb", 0.0))
    return line(stored_why(decision), cost, words(), class_name, _float(se))


def _float(value: Any) -> float | None:
    return None if value is None else float(value)


def round_name(key: str, draws: int = 3) -> str:
    """A decision's round (``explain.round_key``) in a game of ``draws`` draws: single
    draw's one draw is "the draw", not "the last" (nor betting before it "the first")."""
    if draws == 1:
        single = {
            "bet0": translate("BadugiReview", "before the draw"),
            "draw_last": translate("BadugiReview", "the draw"),
            "bet_last": translate("BadugiReview", "after the draw"),
        }
        if key in single:
            return single[key]
    return {
        "bet0": translate("BadugiReview", "before the first draw"),
        "bet1": translate("BadugiReview", "after the first draw"),
        "bet2": translate("BadugiReview", "after the second draw"),
        "bet_last": translate("BadugiReview", "after the last draw"),
        "draw0": translate("BadugiReview", "the first draw"),
        "draw1": translate("BadugiReview", "the second draw"),
        "draw_last": translate("BadugiReview", "the last draw"),
    }.get(key, key)


def situation_name(key: str, facing: bool, draws: int = 3) -> str:
    """A round and whether a bet was faced, as the leak report groups decisions, in a game
    of ``draws`` draws: single draw's rounds are before, in and after "the draw" (the
    report said "In the last draw" and "after the last draw" of a game with one)."""
    if draws == 1:
        single = {
            "draw_last": translate("BadugiReview", "In the draw"),
            "bet0": translate("BadugiReview", "Facing a bet before the draw")
            if facing
            else translate("BadugiReview", "No bet to face before the draw"),
            "bet_last": translate("BadugiReview", "Facing a bet after the draw")
            if facing
            else translate("BadugiReview", "No bet to face after the draw"),
        }
        if key in single:
            return single[key]
    if key.startswith("draw"):
        return {
            "draw0": translate("BadugiReview", "In the first draw"),
            "draw1": translate("BadugiReview", "In the second draw"),
            "draw_last": translate("BadugiReview", "In the last draw"),
        }.get(key, key)
    if facing:
        return {
            "bet0": translate("BadugiReview", "Facing a bet before the first draw"),
            "bet1": translate("BadugiReview", "Facing a bet after the first draw"),
            "bet2": translate("BadugiReview", "Facing a bet after the second draw"),
            "bet_last": translate("BadugiReview", "Facing a bet after the last draw"),
        }.get(key, key)
    return {
        "bet0": translate("BadugiReview", "No bet to face before the first draw"),
        "bet1": translate("BadugiReview", "No bet to face after the first draw"),
        "bet2": translate("BadugiReview", "No bet to face after the second draw"),
        "bet_last": translate("BadugiReview", "No bet to face after the last draw"),
    }.get(key, key)


def position_name(key: str) -> str:
    return {
        "small_blind": translate("BadugiReview", "Small blind"),
        "big_blind": translate("BadugiReview", "Big blind"),
        "early": translate("BadugiReview", "Early position"),
        "late": translate("BadugiReview", "Late position"),
        "button": translate("BadugiReview", "Button"),
    }.get(key, key)


def action_name(kind: str) -> str:
    """What was done, for the leak report's "by action" rows."""
    return {
        "fold": translate("BadugiReview", "Folds"),
        "check": translate("BadugiReview", "Checks"),
        "call": translate("BadugiReview", "Calls"),
        "bet": translate("BadugiReview", "Bets"),
        "raise": translate("BadugiReview", "Raises"),
        "draw": translate("BadugiReview", "Draws"),
        "pat": translate("BadugiReview", "Standing pat"),
    }.get(kind, kind)


def size_name(size: int) -> str:
    """A hand's class by its size, for the leak report's "by hand" rows."""
    return {
        4: translate("BadugiReview", "Badugis"),
        3: translate("BadugiReview", "Three-card hands"),
        2: translate("BadugiReview", "Two-card hands"),
        1: translate("BadugiReview", "One-card hands"),
    }.get(size, str(size))


def choice_label(choice: Mapping[str, Any]) -> str:
    """One choice of a decision: "Fold", "Raise to 6 bb", "Raise to 76.5 bb (all-in)", "Draw
    2 cards (K♥ Q♠)", "Stand pat". A draw names the cards it throws: two draws of one card
    differ only there, and a learner cannot tell the best one from the one he made without
    them. A bet, raise or call that put the player all in says so, as the table said it
    (a review stored before version 3 does not know, and says nothing). A shove's label is
    one phrase of its own, so a language can write it short: the review panel beside the
    replayer is narrow, and Korean's "102.5 bb까지 레이즈 (올인)" broke "(올인)" onto a
    second line at 1024x700."""
    text = _label(choice)
    kind = choice.get("kind")
    if choice.get("all_in") is not True or kind not in ("call", "bet", "raise"):
        return text
    if kind == "bet":
        return translate("BadugiReview", "Bet {0} bb (all-in)").format(_bb(choice.get("to_bb", 0)))
    if kind == "raise":
        to = _bb(choice.get("to_bb", 0))
        return translate("BadugiReview", "Raise to {0} bb (all-in)").format(to)
    return translate("BadugiReview", "{0} (all-in)").format(text)


def _label(choice: Mapping[str, Any]) -> str:
    kind = choice.get("kind")
    if kind == "draw":
        count = plural(int(choice.get("cards", 1)), translate("BadugiReview", "Draw {0} card"),
                       translate("BadugiReview", "Draw {0} cards"))  # fmt: skip
        thrown = _thrown(choice)
        return f"{count} ({thrown})" if thrown else count
    if kind == "pat":
        return translate("BadugiReview", "Stand pat")
    if kind == "bet":
        return translate("BadugiReview", "Bet {0} bb").format(_bb(choice.get("to_bb", 0)))
    if kind == "raise":
        return translate("BadugiReview", "Raise to {0} bb").format(_bb(choice.get("to_bb", 0)))
    return {
        "fold": translate("BadugiReview", "Fold"),
        "check": translate("BadugiReview", "Check"),
        "call": translate("BadugiReview", "Call"),
    }.get(str(kind), str(kind))


def _thrown(choice: Mapping[str, Any]) -> str:
    """The cards a draw choice throws, written as the table writes cards; "" where the
    stored choice does not say (a damaged or foreign review)."""
    action = choice.get("action")
    discard = action.get("discard") if isinstance(action, Mapping) else None
    if not isinstance(discard, str):
        return ""
    try:
        return badugi_text.cards_text(parse_cards(discard))
    except ValueError:
        return ""


def _bb(value: Any) -> str:
    x = float(value)
    return f"{x:.0f}" if x.is_integer() else f"{x:.1f}"


def _cards(hand: str) -> str:
    try:
        return html.escape(badugi_text.cards_text(parse_cards(hand)))
    except ValueError:
        return html.escape(hand)


def review_html(review: Mapping[str, Any], links: bool = True) -> str:
    """A hand's review as HTML: what it judges on, the totals, then every decision with
    its choices (the one made ▶, the best ★), values, badugi chances for draws, cost and,
    for a flagged one, why. Each decision's step is a link ``step:N`` (the replayer jumps to
    it); ``links`` False where nothing can follow one (the table's review dialog, whose
    links looked followable and did nothing)."""
    decisions = review.get("decisions", [])
    parts = [
        "<p>"
        + html.escape(translate(
            "BadugiReview",
            "Each decision judged only on what you knew then: your cards, the bets, the "
            "draw counts and the players' records, never the hidden cards.",
        ))
        + "</p>"
    ]  # fmt: skip
    if not decisions:
        parts.append(
            "<p>" + html.escape(translate("BadugiReview", "You had no decision to make.")) + "</p>"
        )
        return "".join(parts)
    parts.append(
        "<p><b>"
        + html.escape(
            translate("BadugiReview", "Flagged: {0} of {1} decisions, about {2} bb").format(
                review.get("flagged", 0), len(decisions), _bb(review.get("flagged_cost_bb", 0))
            )
        )
        + "</b><br>"
        + html.escape(translate(
            "BadugiReview",
            "A cost is flagged when it is at least twice its standard error (±, from the "
            "playouts) and 0.25 bb.",
        ))
        + "</p>"
    )  # fmt: skip
    for d in decisions:
        parts.append(_decision_html(d, links, int(review.get("draws", 3))))
    return "".join(parts)


def _decision_html(d: Mapping[str, Any], links: bool = True, draws: int = 3) -> str:
    step = int(d.get("step", 0))
    head = translate("BadugiReview", "Step {0}").format(step)
    title = f"<b>{html.escape(head)}</b>"
    where = round_name(str(d.get("round_key", "")), draws)
    rows = []
    for j, choice in enumerate(d.get("choices", [])):
        mark = "▶" if j == d.get("chosen") else ("★" if j == d.get("best") else "")
        # In big blinds, said as the flagged line says it ("-2.5 ± 0.3 bb"): the rows' values
        # stood without a unit over a cost in bb.
        value = f"{float(choice.get('ev_bb', 0)):+.2f} ± {float(choice.get('se_bb', 0)):.2f} bb"
        extra = ""
        if "badugi" in choice:
            extra = translate("BadugiReview", "badugi {0}").format(
                f"{100 * float(choice['badugi']):.0f}%"
            )
        bold = j == d.get("chosen")
        label = html.escape(choice_label(choice))
        rows.append(
            f"<tr><td>{mark}</td><td>{'<b>' + label + '</b>' if bold else label}</td>"
            # One figure on one line: in a narrow pane (the replayer's) "+24.35 ±" stood
            # over "2.34", the error beside the next column's badugi chance.
            f"<td align='right' style='white-space:nowrap'>{value}</td>"
            f"<td>{html.escape(extra)}</td></tr>"
        )
    cost = translate("BadugiReview", "Cost {0} bb ± {1}").format(
        f"{float(d.get('cost_bb', 0)):.2f}", f"{float(d.get('se_bb', 0)):.2f}"
    )
    verdict = html.escape(cost)
    if d.get("flagged"):
        # Its colour by class: the review browser's (a dark page, a light dialog).
        verdict = f"<span class='warn'>⚠ {html.escape(reason_line(d))}</span>"
    if links:
        title = f"<a href='step:{step}'>{title}</a>"
    return (
        f"<p>{title} · {html.escape(where)} · "
        f"{_cards(str(d.get('hand', '')))}</p>"
        f"<table cellspacing='0' cellpadding='2'>{''.join(rows)}</table>"
        # No top margin: Qt gives the paragraph after a table one only when the table's
        # last cell has text (a draw's badugi chance), which opened a blank line there.
        f"<p style='margin-top:0'>{verdict}{prize_review_html(d, choice_label)}</p>"
    )


def step_marks(review: Mapping[str, Any]) -> dict[int, str]:
    """A short mark for each step of the hand where a decision was flagged: "⚠ -1.4 ± 0.3 bb"
    (the cost is an estimate: its ± as everywhere else it is shown)."""
    return {
        int(d["step"]): f"⚠ {_signed_cost(d)} bb"
        for d in review.get("decisions", [])
        if d.get("flagged") and "step" in d
    }


def _signed_cost(d: Mapping[str, Any]) -> str:
    cost = f"-{float(d.get('cost_bb', 0)):.1f}"
    return cost if d.get("se_bb") is None else f"{cost} ± {float(d['se_bb']):.1f}"
