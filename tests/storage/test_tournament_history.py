"""A sit-and-go in the history: its hands stored (reviewable as any), its result kept with
the sitting, statistics per format, and the cash figures left to the cash tables."""

from __future__ import annotations

from pathlib import Path

from tournament_driver import person_move

from cardtable.badugi.history import HISTORY
from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.results import PPM, RESULT_FORMAT, format_stats
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import TournamentSession
from cardtable.core.session import SeatConfig
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

CONFIG = TournamentConfig(
    entrants=4,
    structure="no_limit",
    starting_stack=200,
    schedule=BlindSchedule((20, 40, 80), hands_per_level=3, ante_from=2),
)
SEATS = (SeatConfig("You"),) + tuple(SeatConfig(f"B{i}", "basic") for i in range(1, 4))


def play_recorded(db: HistoryDB, seed: int) -> TournamentSession:
    session = TournamentSession(CONFIG, SEATS, seed=seed)
    recorder = HistoryRecorder(db)
    session.add_save_hook(recorder.record)
    while not session.is_over:
        if session.hand_over:
            session.next_hand()
        elif session.whose_turn() == 0:
            session.apply_human(person_move(session))  # type: ignore[arg-type]
        else:
            request = session.bot_request()
            assert request is not None
            session.apply_bot(request.move_no, request.bot.act(request.view))
    return session


def test_sit_and_goes_are_stored_with_their_results(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    assert db.open() is None
    sessions = [play_recorded(db, seed) for seed in (1, 2, 3)]
    games = db.games("badugi")
    assert len(games) == 3 and all(g.key.startswith("sng-") for g in games)
    for g, s in zip(sorted(games, key=lambda g: g.id), sessions, strict=True):
        finish = s.tournament.finish_of(0)
        assert finish is not None
        assert g.scores[:3] == (finish.place, finish.last, 4)
        assert g.scores[3] == round(s.tournament.prize_shares()[0] * PPM)
        assert g.result == ("won" if finish.place == 1 else "lost")
        record = db.game_record(g.id)
        assert record["format"] == RESULT_FORMAT and record["hands"] >= 1
        hands = db.hands(game_id=g.id)
        assert hands and hands[0].hand_no == 1
        assert db.hand_record(hands[0].id)["tournament"]["payouts"]
    stats = HISTORY.stats(db.hands("badugi"), games)
    assert stats.hands == 0  # tournament chips are not the cash table's
    # ... but the leak report, which may add up the sit-and-goes' reviews, knows their hands.
    assert stats.sng_hand_ids == {h.id for h in db.hands("badugi")}
    (fmt,) = stats.tournaments
    assert (fmt.entrants, fmt.structure, fmt.draws, fmt.played) == (4, "no_limit", 3, 3)
    assert fmt.wins == sum(1 for g in games if g.scores[0] == 1)
    assert 1 <= fmt.average_finish <= 4
    assert format_stats(games) == [fmt]
    db.close()
