"""The GUI holds no rules (issue 17, DESIGN "How data flows"): it asks the games' facts and
checks. In ``cardtable/gui`` no hand is evaluated, no trick winner worked out, no state
copied to try a move, and no game phase compared as a string."""

from __future__ import annotations

import re
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "cardtable" / "gui"
PHASES = ("betting", "drawing", "complete", "bidding", "playing", "over")
_PHASE = "|".join(PHASES)
FORBIDDEN = {
    "a hand evaluated": re.compile(r"\bevaluate\("),
    "hand facts re-derived": re.compile(r"_HandFacts"),
    "a trick winner worked out": re.compile(r"\b(trick_key|winning_play|trick_winner_seat|"
                                            r"trick_winner_index|TRICK_KEY)\b"),
    "a state copied to try a move": re.compile(r"\.clone\(\)\s*\.apply\("),
    "a phase compared as a string": re.compile(
        rf"""(==|!=|\bin\b)\s*\(?["']({_PHASE})["']|["']({_PHASE})["']\s*(==|!=)"""
    ),
}


def offences(text: str) -> list[str]:
    return [what for what, pattern in FORBIDDEN.items() if pattern.search(text)]


def test_the_gui_holds_no_rules() -> None:
    found = {
        p.relative_to(GUI).as_posix(): offences(p.read_text(encoding="utf-8"))
        for p in GUI.rglob("*.py")
    }
    assert {path: what for path, what in found.items() if what} == {}


def test_the_patterns_catch_what_they_name() -> None:
    assert offences("name = hand_name(evaluate(cards))") == ["a hand evaluated"]
    assert offences("copy = state.clone().apply(move)") == ["a state copied to try a move"]
    assert offences('if view.phase == "betting":') == ["a phase compared as a string"]
    assert offences("if 'drawing' != phase:") == ["a phase compared as a string"]
    assert offences("winner = trick_winner_seat(trick)") == ["a trick winner worked out"]
    assert offences('self.act_draw = action("draw", ["D"])') == []
    assert offences("if view.phase is Phase.BETTING:") == []
