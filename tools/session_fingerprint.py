"""A fingerprint of the session drivers: Badugi and Spades sessions driven through the
session API alone (the person choosing among legal and illegal actions, the bots answering,
stale answers offered, a resumed save played on), every Update, check answer, fallback, bot
request and save hashed, one hash a run.

Run it on two checkouts and compare the output: the same hashes mean the sessions behave the
same (issue 26 showed with it that the session base changed nothing):

    PYTHONHASHSEED=0 PYTHONPATH=. .venv/bin/python tools/session_fingerprint.py

PYTHONHASHSEED is fixed because the views hold frozensets of strings, whose printed order
follows the hash seed.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from cardtable.badugi.actions import Action as BadugiAction
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.core.errors import IllegalAction
from cardtable.core.session import SeatConfig, SessionDriver
from cardtable.spades import SpadesRules
from cardtable.spades.session import SpadesConfig, SpadesSession

Candidates = Callable[[SessionDriver, Any, random.Random], list[Any]]


def run(session: SessionDriver, rng: random.Random, hands: int, candidates: Candidates) -> str:
    """Play ``hands`` hands (a new game when one is over) and hash all that was said."""
    digest = hashlib.sha256()

    def note(x: object) -> None:
        digest.update(repr(x).encode())

    for _ in range(hands):
        if isinstance(session, SpadesSession) and session.game_over:
            session.new_game()
        note(session.next_hand())
        steps = 0
        while not session.hand_over and steps < 500:
            steps += 1
            seat = session.whose_turn()
            assert seat is not None
            note(("turn", seat, session.fallback_action()))
            if session.is_human(seat):
                view = session.view_for(seat)
                tried = candidates(session, view, rng)
                for action in tried:
                    note(("check", repr(session.check(seat, action))))
                    other = (seat + 1) % len(session.seats)
                    note(("check-other", repr(session.check(other, action))))
                legal = [a for a in tried if session.check(seat, a) is None]
                action = rng.choice(legal) if legal else session.fallback_action()
                note(session.act(seat, action))
            else:
                request = session.bot_request()
                assert request is not None
                note(("request", request.seat, request.move_no, request.view))
                answer = request.bot.act(request.view)
                note(("stale", session.apply_bot(request.move_no - 1, answer)))
                note(("bot", session.apply_bot(request.move_no, answer)))
                note(session.update(0))
        note(("after", session.whose_turn(), session.bot_request(), repr(session.check(0, None))))
        try:
            session.apply_human(None)
        except IllegalAction as exc:
            note(("refused", exc.rule, str(exc)))
        note(json.dumps(session.to_json(), sort_keys=True))
    return digest.hexdigest()


def badugi_candidates(session: SessionDriver, view: Any, rng: random.Random) -> list[Any]:
    out = [BadugiAction.fold(), BadugiAction.check(), BadugiAction.call(),
           BadugiAction.stand_pat()]  # fmt: skip
    legal = view.legal
    if legal is not None and legal.max_to:
        out.append(BadugiAction.raise_to(rng.randint(legal.min_to, legal.max_to)))
    if legal is not None and "draw" in legal.kinds:
        hand = list(view.hand or ())
        out.append(BadugiAction.draw(tuple(rng.sample(hand, rng.randint(0, len(hand))))))
    return out


def spades_candidates(session: SessionDriver, view: Any, rng: random.Random) -> list[Any]:
    return list(view.legal_actions or ())[:6]


def main() -> None:
    out = {}
    for seed in (1, 2, 3):
        for structure in ("fixed", "no_limit", "pot"):
            bots = ("basic", "random", "medium", "easy")
            seats = [SeatConfig("You")] + [SeatConfig(f"B{i}", b) for i, b in enumerate(bots)]
            rules = BadugiRules(structure=structure, small_blind=1, big_blind=2)
            badugi = BadugiSession(BadugiConfig(rules, tuple(seats), 50), seed=seed)
            key = f"badugi-{seed}-{structure}"
            out[key] = run(badugi, random.Random(seed), 12, badugi_candidates)
            resumed = BadugiSession.from_json(badugi.to_json())
            out[f"{key}-resumed"] = run(resumed, random.Random(seed + 9), 3, badugi_candidates)
        seats = [SeatConfig("You")] + [
            SeatConfig(n, b) for n, b in (("A", "basic"), ("B", "random"), ("C", "easy"))
        ]
        spades = SpadesSession(SpadesConfig(SpadesRules(target=200), tuple(seats)), seed=seed)
        out[f"spades-{seed}"] = run(spades, random.Random(seed), 8, spades_candidates)
        resumed_spades = SpadesSession.from_json(spades.to_json())
        out[f"spades-{seed}-resumed"] = run(
            resumed_spades, random.Random(seed + 9), 2, spades_candidates
        )
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
