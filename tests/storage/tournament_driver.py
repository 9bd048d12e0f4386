"""Plays a 4-seat sit-and-go to its end, saving after every move, resuming from the save
if there is one: the process the kill test kills at random moments.

python tournament_driver.py DIRECTORY SEED
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cardtable.badugi.bot_menu import BOTS
from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import SAVE_NAME, TournamentSession
from cardtable.core.rng import make_rng
from cardtable.core.session import SeatConfig
from cardtable.storage.autosave import SaveStore

CONFIG = TournamentConfig(
    entrants=4,
    structure="pot",
    starting_stack=400,
    schedule=BlindSchedule((10, 20, 40, 80), hands_per_level=6, ante_from=3),
)
SEATS = (
    SeatConfig("You"),
    SeatConfig("A", "basic"),
    SeatConfig("B", "basic"),
    SeatConfig("C", "random"),
)


def person_move(session: TournamentSession) -> object:
    """The person's move: a basic bot's answer seeded by the move (a person who always
    plays the same way in the same spot, so a resumed run equals an unbroken one)."""
    seed = make_rng(session.tournament.seed, "person", session.move_no).getrandbits(63)
    view = session.view_for(session.human_seat or 0)
    return BOTS.make("basic", seed).act(view)


def play(session: TournamentSession) -> None:
    while not session.is_over:
        if session.hand_over:
            session.next_hand()
        elif session.is_human(session.whose_turn() or 0):
            session.apply_human(person_move(session))  # type: ignore[arg-type]
        else:
            request = session.bot_request()
            assert request is not None
            session.apply_bot(request.move_no, request.bot.act(request.view))


def result(session: TournamentSession) -> dict[str, object]:
    t = session.tournament
    return {
        "finishes": [f.to_json() for f in t.finishes],
        "prizes": [str(p) for p in t.prize_shares()],
        "hands": t.hands_dealt,
    }


def main() -> None:
    directory, seed = Path(sys.argv[1]), int(sys.argv[2])
    store = SaveStore(directory, SAVE_NAME, game="badugi", slot=TournamentSession.save_slot)
    loaded = store.load()
    if loaded.error is not None:
        raise SystemExit(f"unusable save: {loaded.error}")
    session = loaded.session
    if session is None:
        session = TournamentSession(CONFIG, SEATS, seed=seed)
        store.save(session)
    assert isinstance(session, TournamentSession)
    session.add_save_hook(store.save)
    play(session)
    (directory / "result.json").write_text(json.dumps(result(session)))


if __name__ == "__main__":
    main()
