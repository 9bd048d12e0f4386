"""Why a decision cost chips, in plain words: "Called two bets with three-card 9-5-2 against a
pat hand: -1.4 bb (folding was worth more)".

A decision's reason is kept as data (``reason``: what he did, what he faced, his hand by its
strength class, the opponents as he saw them, the better choice), so every language writes it
its own way from the same facts. ``line`` writes it from a table of phrases: ``ENGLISH`` here
(the command line's), and the GUI's translated table with the same keys and the same English
(a test holds the two together). Korean word order differs, so each sentence is one phrase
with numbered places.

The round and the position of a decision (``round_words``, ``POSITIONS``) are data too: the
leak report groups decisions by them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.facts import puts_all_in
from cardtable.badugi.hand_value import evaluate, hand_name
from cardtable.badugi.view import SeatView

ENGLISH: dict[str, str] = {
    "line": "{0} {1} {2}: {3} bb ({4} was worth more)",
    "with": "with {0}",
    "fold": "Folded to {0}",
    "check": "Checked",
    "call": "Called {0}",
    "bet": "Bet",
    "bet_to": "Bet {0} bb",
    "raise": "Raised",
    "raise_to": "Raised to {0} bb",
    "call_all_in": "Called {0} all-in",
    "bet_all_in": "Bet all-in",
    "bet_to_all_in": "Bet {0} bb all-in",
    "raise_all_in": "Raised all-in",
    "raise_to_all_in": "Raised all-in to {0} bb",
    "draw_1": "Drew one card",
    "draw_n": "Drew {0} cards",
    "pat": "Stood pat",
    "bets_1": "one bet",
    "bets_n": "{0} bets",
    "chips": "{0} bb",
    "against_pat_1": "against a pat hand",
    "against_pat_n": "against {0} pat hands",
    "against_one": "against one player",
    "against_one_drawing_1": "against one player drawing one card",
    "against_one_drawing_n": "against one player drawing {0} cards",
    "against_n": "against {0} players",
    "best_fold": "folding",
    "best_check": "checking",
    "best_call": "calling",
    "best_bet": "betting",
    "best_raise": "raising",
    "best_bet_to": "betting {0} bb",
    "best_raise_to": "raising to {0} bb",
    "best_draw_1": "drawing one card",
    "best_draw_n": "drawing {0} cards",
    "best_pat": "standing pat",
}
"""The phrases of ``line`` in English; the GUI's table has the same keys."""

POSITIONS = ("small_blind", "big_blind", "early", "late", "button")
"""Where a seat sits, counted from the button (heads-up the button is the small blind and
is called the button)."""


def position(view: SeatView) -> str:
    """``view.seat``'s position among the seats dealt in: the blinds, the button, and the
    seats between them split into early (the first half, rounded down) and late."""
    n = view.n_seats
    order = [s for s in ((view.button + i) % n for i in range(1, n + 1)) if view.dealt_in[s]]
    index = order.index(view.seat)
    if view.seat == view.button:
        return "button"
    if len(order) == 2:
        return "big_blind"
    if index == 0:
        return "small_blind"
    if index == 1:
        return "big_blind"
    middle = len(order) - 3
    return "early" if index - 2 < middle // 2 else "late"


def _opponents(view: SeatView) -> tuple[int, int, int | None]:
    """(live opponents, how many stood pat in their latest draw, the one opponent's latest
    draw count when there is one opponent who has drawn)."""
    pats = 0
    latest = None
    live = view.live_opponents
    for s in live:
        made = [d[s] for d in view.draw_counts if d[s] is not None]
        if made:
            latest = made[-1]
            pats += made[-1] == 0
    return len(live), pats, latest if len(live) == 1 else None


def choice_words(action: Action, big_blind: int | None = None) -> dict[str, Any]:
    """What a choice was, for a reason: its kind ("pat" for a draw of no card), its cards,
    and with ``big_blind`` (a structure whose bets have sizes) a bet's size in big blinds."""
    if action.kind in ("bet", "raise") and big_blind:
        return {"kind": action.kind, "bb": round(action.amount / big_blind, 1)}
    if action.kind != "draw":
        return {"kind": action.kind}
    if not action.discard:
        return {"kind": "pat"}
    return {"kind": "draw", "cards": len(action.discard)}


def reason(view: SeatView, taken: Action, best: Action) -> dict[str, Any]:
    """The facts behind a decision's line: ``did`` (``choice_words`` of what was done, with
    the bets or big blinds he faced or bet, and ``all_in`` when it put him all in, as the
    table said), ``strength`` (his hand's class), the opponents
    as he saw them, and the better choice."""
    rules = view.rules
    sized = rules.big_blind if rules.structure != "fixed" else None
    did = choice_words(taken, sized)
    legal = view.legal
    to_call = legal.call_amount if legal is not None else 0
    if taken.kind in ("fold", "call"):
        if sized:
            did["bb"] = round(to_call / sized, 1)
        else:
            did["bets"] = max(1, round(to_call / rules.bet_size(view.street)))
    if puts_all_in(view, taken):
        did["all_in"] = True  # the table said "(all-in)"; "Raised to 102.5 bb" did not
    players, pats, latest = _opponents(view)
    return {
        "did": did,
        "strength": evaluate(view.hand).strength,
        "opponents": players,
        "pats": pats,
        "drawing": latest,
        "best": choice_words(best, sized),
    }


def _count(words: Mapping[str, str], key: str, n: int) -> str:
    return words[f"{key}_1"] if n == 1 else words[f"{key}_n"].format(n)


def _did(words: Mapping[str, str], did: Mapping[str, Any]) -> str:
    kind = did.get("kind")
    shove = "_all_in" if did.get("all_in") is True and kind in ("call", "bet", "raise") else ""
    if kind in ("fold", "call"):
        facing = (words["chips"].format(_number(did["bb"])) if "bb" in did
                  else _count(words, "bets", int(did.get("bets", 1))))  # fmt: skip
        return words[f"{kind}{shove}"].format(facing)
    if kind in ("bet", "raise"):
        if "bb" in did:
            return words[f"{kind}_to{shove}"].format(_number(did["bb"]))
        return words[f"{kind}{shove}"]
    if kind == "draw":
        return _count(words, "draw", int(did.get("cards", 1)))
    return words.get(str(kind), str(kind))


def _best(words: Mapping[str, str], best: Mapping[str, Any]) -> str:
    kind = best.get("kind")
    if kind == "draw":
        return _count(words, "best_draw", int(best.get("cards", 1)))
    if kind in ("bet", "raise") and "bb" in best:
        return words[f"best_{kind}_to"].format(_number(best["bb"]))
    return words.get(f"best_{kind}", str(kind))


def _against(words: Mapping[str, str], why: Mapping[str, Any]) -> str:
    pats = int(why.get("pats", 0))
    if pats:
        return _count(words, "against_pat", pats)
    players = int(why.get("opponents", 1))
    if players == 1:
        drawing = why.get("drawing")
        if isinstance(drawing, int) and drawing > 0:
            return _count(words, "against_one_drawing", drawing)
        return words["against_one"]
    return words["against_n"].format(players)


def _number(x: float) -> str:
    return f"{x:.0f}" if float(x).is_integer() else f"{x:.1f}"


def stored_why(decision: Mapping[str, Any]) -> Mapping[str, Any]:
    """A stored decision's ``why`` with ``did``'s ``all_in`` taken from the chosen choice
    when the ``why`` does not say it: a review of version 3 stored before its ``why`` kept
    the fact still knew it on the choice (``hand._choice``), so its line says all-in too;
    one of version 2 knew it nowhere and reads as it did."""
    why = decision.get("why", {})
    did = why.get("did", {}) if isinstance(why, Mapping) else {}
    if not isinstance(why, Mapping) or not isinstance(did, Mapping) or "all_in" in did:
        return why if isinstance(why, Mapping) else {}
    choices, chosen = decision.get("choices"), decision.get("chosen")
    if not isinstance(choices, list) or not isinstance(chosen, int):
        return why
    taken = choices[chosen] if 0 <= chosen < len(choices) else None
    if isinstance(taken, Mapping) and taken.get("all_in") is True:
        return {**why, "did": {**did, "all_in": True}}
    return why


def line(
    why: Mapping[str, Any],
    cost_bb: float,
    words: Mapping[str, str] = ENGLISH,
    name: Callable[[int], str] = hand_name,
    se_bb: float | None = None,
) -> str:
    """The decision's one line from its ``reason`` and cost, in ``words``'s language
    (``name`` names a hand's strength class in it). The cost is an estimate from playouts:
    with ``se_bb`` (its standard error) it is written with its ± ("-1.4 ± 0.3"), as the
    review's table writes every estimate, so the line never reads as an exact figure."""
    cost = f"-{cost_bb:.1f}" if se_bb is None else f"-{cost_bb:.1f} ± {se_bb:.1f}"
    return words["line"].format(
        _did(words, why.get("did", {})),
        words["with"].format(name(int(why.get("strength", 0)))),
        _against(words, why),
        cost,
        _best(words, why.get("best", {})),
    )


def round_key(phase: str, number: int, draws: int) -> str:
    """A decision's round for grouping: "bet0".."bet3" (betting before the first draw, after
    each draw; "bet_last" after the last) and "draw0".. ("draw_last" the last draw)."""
    if phase == "draw":
        return "draw_last" if number == draws - 1 else f"draw{number}"
    return "bet_last" if number == draws else f"bet{number}"
