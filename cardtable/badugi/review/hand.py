"""The review of one hand from one seat: every decision priced, the costly ones flagged and
explained, and the totals. A JSON-ready dict (``FORMAT``), the same for the command line,
the GUI and the history database.

A decision's ``cost_bb`` is what the best choice was worth more than the one made, in big
blinds, by the review's estimates (``pricing``); ``se_bb`` the standard error of that
difference. A cost is *flagged* only when it is at least ``FLAG_SIGMAS`` standard errors and
``MIN_FLAG_BB``: below that the estimate cannot tell the choices apart, or the difference is
too small to be worth a lesson. ``total_cost_bb`` adds every decision's cost (estimates of a
maximum lean high: noise alone makes some choice look better), ``flagged_cost_bb`` the
flagged ones only: the figure the review stands behind.

Deterministic: each decision's random numbers are seeded from the record (the hand's seed and
number, the seat and the step) and ``SAMPLES``, so the same hand always gets the same review.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.badugi.actions import Action
from cardtable.badugi.facts import puts_all_in
from cardtable.badugi.hand_value import CLASSES
from cardtable.badugi.review.explain import choice_words, line, position, reason, round_key
from cardtable.badugi.review.pricing import Finals, Priced, price
from cardtable.badugi.review.prize_equity import price_equity
from cardtable.badugi.review.spots import Spot, hand_spots
from cardtable.badugi.view import SeatView

FORMAT = "cardtable-badugi-review"
VERSION = 3
"""Raise it when the review's model, figures, verdicts or stored fields change: stored
reviews of another version are computed again (``table.history_db``). 2: chips and prizes
disagree only beyond their standard errors (``prize_equity``). 3: a bet, raise or call that
puts the player all in says so (a choice's ``all_in``, and the flagged line's
``why["did"]``: a version-3 review kept before the line knew reads it off its choice,
``explain.stored_why``), as the table does; the figures are version 2's (the same samples)."""
SAMPLES = 1
"""The key of the review's random numbers. Raise it with ``VERSION`` when the sampling
changes; a verdict read off the same samples (version 2) keeps it, so every figure a player
saw stays as it was."""
FLAG_SIGMAS = 2.0
MIN_FLAG_BB = 0.25


def _choice(priced: Priced, j: int, bb: int, view: SeatView | None = None) -> dict[str, Any]:
    """Choice ``j`` as the review keeps it; with the seat's ``view``, whether it puts him
    all in."""
    action = priced.choices[j]
    out: dict[str, Any] = {
        "action": action.to_json(),
        "label": str(action),
        **choice_words(action),
        "ev_bb": round(priced.means[j] / bb, 3),
        "se_bb": round(priced.errors[j] / bb, 3),
    }
    if action.kind in ("bet", "raise"):
        out["to_bb"] = round(action.amount / bb, 2)
    if view is not None and puts_all_in(view, action):
        out["all_in"] = True  # "Raise to 76.5 bb" read as any raise where the table said all-in
    badugi = priced.badugi[j]
    if badugi is not None:
        out["badugi"] = round(badugi, 4)
    return out


def same_choice(a: Action, b: Action) -> bool:
    """Whether two actions are the same choice (a discard is a set of cards, in any order)."""
    return (a.kind, a.amount, frozenset(a.discard)) == (b.kind, b.amount, frozenset(b.discard))


def review_spot(
    spot: Spot, seed_key: str, scale: float = 1.0, payouts: Sequence[float] | None = None
) -> dict[str, Any]:
    """One decision priced and judged (``scale`` multiplies the samples); with ``payouts``
    (a sit-and-go: percent of the pool by place still to be decided) in prize equity too
    (``prize_equity``)."""
    view = spot.view
    bb = view.rules.big_blind
    legal = view.legal
    assert legal is not None
    drawing = "draw" in legal.kinds
    rng = random.Random(f"{seed_key}|{spot.step}")
    finals: Finals | None = [] if payouts else None
    priced = price(view, spot.taken, rng, scale, finals)
    chosen = next(j for j, a in enumerate(priced.choices) if same_choice(a, spot.taken))
    best = priced.best()
    cost = max(0.0, priced.means[best] - priced.means[chosen]) / bb
    error = priced.difference_error(best, chosen) / bb if best != chosen else 0.0
    flagged = best != chosen and cost >= MIN_FLAG_BB and cost >= FLAG_SIGMAS * error
    number = view.draw_no if drawing else view.street
    why = reason(view, spot.taken, priced.choices[best])
    out: dict[str, Any] = {
        "step": spot.step,
        "phase": "draw" if drawing else "bet",
        "round": number,
        "round_key": round_key("draw" if drawing else "bet", number, view.rules.draws),
        "facing": bool(not drawing and legal.call_amount > 0),
        "position": position(view),
        "live": 1 + len(view.live_opponents),
        "hand": " ".join(map(str, view.hand)),
        "size": CLASSES[why["strength"]][0],
        "choices": [_choice(priced, j, bb, view) for j in range(len(priced.choices))],
        "chosen": chosen,
        "best": best,
        "cost_bb": round(cost, 3),
        "se_bb": round(error, 3),
        "flagged": flagged,
        "samples": priced.samples,
        "why": why,
    }
    if flagged:
        out["text"] = line(why, cost, se_bb=error)  # an estimate: with its ±
    if payouts and finals is not None:
        out.update(price_equity(priced, finals, view.seat, payouts, chosen, best))
    return out


def review_record(record: Any, seat: int, scale: float = 1.0) -> dict[str, Any]:
    """The review of ``record`` (a ``cardtable-badugi-record``) from ``seat``'s side;
    ValueError when it does not replay or has no such seat."""
    hand = hand_spots(record, seat)
    final = hand.final
    rules = final.rules
    key = f"cardtable-review|{SAMPLES}|{final.seed}|{final.hand_no}|{seat}"
    payouts = tournament_payouts(record)
    decisions = [review_spot(spot, key, scale, payouts) for spot in hand.spots]
    total = sum(d["cost_bb"] for d in decisions)
    flagged = [d for d in decisions if d["flagged"]]
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "badugi",
        "seed": final.seed,
        "hand_no": final.hand_no,
        "seat": seat,
        "player": hand.players[seat],
        "structure": rules.structure,
        "big_blind": rules.big_blind,
        "draws": rules.draws,
        "net_bb": round((final.stacks[seat] - final.start_stacks[seat]) / rules.big_blind, 3),
        "decisions": decisions,
        "total_cost_bb": round(total, 3),
        "flagged_cost_bb": round(sum(d["cost_bb"] for d in flagged), 3),
        "flagged": len(flagged),
        **(
            {
                "payouts": list(payouts),
                "total_cost_equity": round(sum(d["cost_equity"] for d in decisions), 4),
                "disagreements": sum(1 for d in decisions if d["disagree"]),
            }
            if payouts
            else {}
        ),
    }


def tournament_payouts(record: Any) -> list[float] | None:
    """The prizes (percent of the pool, by place still to be decided) a sit-and-go's hand
    record carries (``tournament.session.finished_record``); None for a cash hand."""
    info = record.get("tournament") if isinstance(record, dict) else None
    if not isinstance(info, dict):
        return None
    paid = info.get("payouts")
    if not isinstance(paid, list) or not paid or not all(
        isinstance(p, int | float) and not isinstance(p, bool) and 0 <= p <= 100 for p in paid
    ):
        raise ValueError("the record's tournament prizes must be percents of the pool")
    return [float(p) for p in paid]


def taken_action(decision: dict[str, Any]) -> Action:
    """The action a decision record says was taken."""
    return Action.from_json(decision["choices"][decision["chosen"]]["action"])
