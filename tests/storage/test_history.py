"""The history of play: each hand stored as it ends with the person's facts, never twice,
Spades games with their result and a record that replays, the statistics' definitions on
hands with known answers, and the replayer's frames rebuilt through the engines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from history_play import badugi_session, play_badugi, play_spades, spades_session

from cardtable.badugi.history import badugi_frames, badugi_stats
from cardtable.badugi.records import replay_record as replay_badugi
from cardtable.core.cards import parse_cards
from cardtable.core.history import GameInfo, GameRow, HandEntry, HandRow, ReplayError
from cardtable.games import load_session as session_from_json
from cardtable.spades import SpadesRules
from cardtable.spades.history import spades_frames, spades_stats
from cardtable.spades.records import replay_record as replay_spades
from cardtable.storage.history_db import HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder


@pytest.fixture
def db(tmp_path: Path) -> HistoryDB:
    history = HistoryDB(tmp_path / "history.sqlite3")
    assert history.open() is None
    return history


def test_badugi_hands_are_stored_as_they_end(db: HistoryDB) -> None:
    recorder = HistoryRecorder(db)
    stored_after: list[int] = []

    def hook(session: object) -> None:
        recorder.record(session)  # type: ignore[arg-type]
        stored_after.append(len(db.hands("badugi")))

    session = play_badugi(badugi_session(seed=11), 40, hook)
    rows = db.hands("badugi")
    assert [r.hand_no for r in rows] == list(range(1, 41))
    # A hand is in the database by the hook call that finished it, not one later.
    assert stored_after[-1] == 40 and session.hand_over
    # The sitting has every kind of hand the checks below tell apart.
    assert {r.facts["vpip"] for r in rows} == {True, False}
    assert {r.facts["showdown_won"] for r in rows if r.facts["showdown"]} == {True, False}
    for row in rows:
        record = db.hand_record(row.id)
        state = replay_badugi(record)  # the stored record replays through the engine
        assert row.net == state.stacks[0] - state.start_stacks[0]
        assert row.result == ("won" if row.net > 0 else "lost" if row.net < 0 else "even")
        assert parse_cards(row.cards) == state.hands[0]
        assert row.facts["big_blind"] == 2
        # VPIP: a voluntary call/bet/raise before the first draw, read from the record log.
        first_round = []
        for entry in record["log"]:
            if "draw" in entry:
                break
            first_round.append(entry)
        voluntary = any(e.get("seat") == 0 and e.get("action") in ("call", "bet", "raise")
                        for e in first_round)
        assert row.facts["vpip"] == voluntary
        shows = any(e.get("seat") == 0 and ("shows" in e or "mucks" in e) for e in record["log"])
        assert row.facts["showdown"] == shows
        assert row.facts["showdown_won"] == (shows and state.winnings[0] > 0)
    games = db.games("badugi")
    assert len(games) == 1 and games[0].hands == 40
    assert games[0].net == sum(r.net for r in rows) == session.stacks()[0] - 200 * (
        session.bought_in[0] // 200
    )


def test_a_resumed_sitting_is_not_stored_twice(db: HistoryDB) -> None:
    session = play_badugi(badugi_session(seed=5), 4, HistoryRecorder(db).record)
    doc = session.to_json()
    # After a restart: a new recorder, the session rebuilt from its save.
    again = session_from_json(json.loads(json.dumps(doc)))
    recorder = HistoryRecorder(db)
    assert recorder.record(again) == 0  # the finished hand 4 is already stored
    play_badugi(again, 3, recorder.record)  # type: ignore[arg-type]
    assert [r.hand_no for r in db.hands("badugi")] == list(range(1, 8))


def test_a_hand_finished_before_a_crash_is_stored_on_resume(db: HistoryDB) -> None:
    session = play_badugi(badugi_session(seed=6), 3)  # played with no history attached
    recorder = HistoryRecorder(db)
    assert recorder.record(session) == 1  # the last finished hand, still on the table
    assert [r.hand_no for r in db.hands("badugi")] == [3]


def test_spades_game_is_stored_hand_by_hand_with_its_result(db: HistoryDB) -> None:
    recorder = HistoryRecorder(db)
    session = play_spades(spades_session(seed=3), hook=recorder.record)
    state = session.state
    assert state.winner is not None
    rows = db.hands("spades")
    assert [r.hand_no for r in rows] == list(range(1, len(state.history) + 1))
    for row, hand in zip(rows, state.history, strict=True):
        assert hand.scores is not None
        assert row.net == hand.scores[0].hand_points
        assert row.facts["bid"] == str(dict(hand.bids)[0])
        assert row.facts["bags"] == hand.scores[0].bags
        assert row.facts["penalty"] == hand.scores[0].penalty
        assert db.hand_record(row.id)["number"] == hand.number
    (game,) = db.games("spades")
    assert game.finished is not None and game.hands == len(rows)
    assert game.scores == state.totals and game.net == state.totals[0]
    assert game.result == ("won" if state.winner == 0 else "lost")
    replayed = replay_spades(db.game_record(game.id))
    assert replayed.totals == state.totals and replayed.winner == state.winner
    # A second game at the same table is a game of its own.
    session.new_game()
    play_spades(session, hands=2)
    assert len(db.games("spades")) == 2
    assert len(db.hands("spades")) == len(rows) + 2


def test_unfinished_spades_game_has_no_result(db: HistoryDB) -> None:
    session = play_spades(spades_session(seed=9), hands=2, hook=HistoryRecorder(db).record)
    (game,) = db.games("spades")
    assert game.finished is None and game.result is None and game.hands == 2
    assert game.scores == session.state.totals


def test_tables_without_a_person_are_not_recorded(db: HistoryDB) -> None:
    from cardtable.badugi.session import BadugiConfig, BadugiSession
    from cardtable.core.session import SeatConfig

    session = badugi_session()
    bots = tuple(SeatConfig(s.name, "basic") for s in session.seats)
    all_bots = BadugiSession(BadugiConfig(session.rules, bots, 200), seed=1)
    all_bots.next_hand()
    assert HistoryRecorder(db).record(all_bots) == 0


def hand(net: int, **facts: object) -> HandRow:
    return HandRow(0, 1, "badugi", 1, 0, "x", net, "", facts)


def test_badugi_figures_follow_their_definitions() -> None:
    rows = [
        hand(10, big_blind=2, vpip=True, showdown=True, showdown_won=True),
        hand(-4, big_blind=2, vpip=True, showdown=True, showdown_won=False),
        hand(-1, big_blind=2, vpip=False, showdown=False, showdown_won=False),
        hand(0, big_blind=2, vpip=False, showdown=False, showdown_won=False),
        hand(20, big_blind=10, vpip=True, showdown=False, showdown_won=False),
    ]
    stats = badugi_stats(rows)
    assert stats.hands == 5 and stats.won == 2
    assert stats.win_rate == pytest.approx(0.4)
    assert stats.net_chips == 25
    # (5 - 2 - 0.5 + 0 + 2) big blinds over 5 hands, per 100 hands.
    assert stats.bb_per_100 == pytest.approx(100 * 4.5 / 5)
    assert stats.vpip == pytest.approx(0.6)
    assert (stats.showdowns, stats.showdowns_won) == (2, 1)
    assert stats.cumulative == (10, 6, 5, 5, 25)
    empty = badugi_stats([])
    assert empty.win_rate is None and empty.bb_per_100 is None and empty.vpip is None


def spades_hand(
    bid: str, tricks: int, bags: int = 0, penalty: int = 0, undo: bool = False
) -> HandRow:
    facts: dict[str, object] = {"bid": bid, "tricks": tricks, "bags": bags, "penalty": penalty}
    if undo:
        facts["undo"] = True
    return HandRow(0, 1, "spades", 1, 0, "x", 0, "", facts)


def game(result: str | None, scores: tuple[int, ...], seat: int = 0, at: int = 1) -> GameRow:
    return GameRow(at, "spades", str(at), 0, at, at if result else None, seat, (), result,
                   0, scores, 13)


def test_spades_figures_follow_their_definitions() -> None:
    rows = [
        spades_hand("4", 4),
        spades_hand("4", 6, bags=2),
        spades_hand("3", 1),
        spades_hand("nil", 0),
        spades_hand("nil", 2, bags=2, penalty=-100),
        spades_hand("blind_nil", 0),
    ]
    games = [game("won", (510, 300)), game("lost", (200, 505), at=2), game(None, (50, 60), at=3),
             game("lost", (100, 90, 520), seat=1, at=4)]
    stats = spades_stats(rows, games)
    assert (stats.games, stats.games_won) == (3, 1)
    assert (stats.count_bids, stats.exact_bids, stats.made_bids) == (3, 1, 2)
    assert stats.mean_miss == pytest.approx((0 + 2 + 2) / 3)
    assert (stats.nils, stats.nils_made, stats.blind_nils, stats.blind_nils_made) == (2, 1, 1, 1)
    assert stats.nil_rate == pytest.approx(2 / 3)
    assert (stats.bags, stats.penalties) == (4, 1)
    # The chart shows a nil as a bid of no trick (a person who bid only nil sees his bids).
    assert stats.bid_vs_tricks == {(4, 4): 1, (4, 6): 1, (3, 1): 1, (0, 0): 2, (0, 2): 1}
    assert stats.undo_hands == 0
    # Margins in game order: own team's total minus the best other team's.
    assert stats.margins == (210, -305, 90 - 520)


def test_spades_hands_with_an_undo_are_counted_apart() -> None:
    """A hand played on otherwise after an undo counts as played (hands, bags) and is left
    out of the figures that judge the bids."""
    rows = [
        spades_hand("4", 4),
        spades_hand("3", 5, bags=2, undo=True),
        spades_hand("nil", 0, undo=True),
        spades_hand("2", 1),
    ]
    stats = spades_stats(rows, [])
    assert stats.hands == 4 and stats.undo_hands == 2 and stats.bags == 2
    assert (stats.count_bids, stats.exact_bids) == (2, 1)
    assert stats.nils == 0 and stats.nil_rate is None
    assert stats.bid_vs_tricks == {(4, 4): 1, (2, 1): 1}


def test_badugi_replay_steps_through_every_action(db: HistoryDB) -> None:
    play_badugi(badugi_session(seed=13, n=3), 6, HistoryRecorder(db).record)
    for row in db.hands("badugi"):
        record = db.hand_record(row.id)
        frames = badugi_frames(record, 0)
        assert len(frames) == len(record["hand"]["actions"]) + 1
        last = frames[-1]
        assert last.view.phase == "complete"
        assert list(last.view.stacks) == record["final_stacks"]
        for frame in frames:
            cards = [c for h in frame.hands for c in h]
            assert len(cards) == len(set(cards))  # nobody holds a card twice
            # Every live hand is shown in the replay, the person's included.
            for seat, cards_held in frame.view.shown.items():
                assert cards_held == frame.hands[seat]
        assert frames[0].view.hand == frames[0].hands[0]


def test_spades_replay_steps_through_one_hand(db: HistoryDB) -> None:
    rules = SpadesRules(players=3)
    session = play_spades(spades_session(seed=4, rules=rules), hands=3,
                          hook=HistoryRecorder(db).record)
    (game_row,) = db.games("spades")
    record = db.game_record(game_row.id)
    for number in (1, 2, 3):
        frames = spades_frames(record, number, 0)
        size = rules.hand_size
        assert len(frames) == 1 + rules.players + size * rules.players
        assert all(len(h) == size for h in frames[0].hands)
        assert frames[-1].record == session.state.history[number - 1]
        assert all(h == () for h in frames[-1].hands)
        held = [sum(len(h) for h in f.hands) for f in frames[1 + rules.players:-1]]
        assert held == list(range(size * rules.players - 1, 0, -1))
    with pytest.raises(ReplayError):
        spades_frames(record, 4, 0)


def test_tampered_records_do_not_replay(db: HistoryDB) -> None:
    play_badugi(badugi_session(seed=2), 2, HistoryRecorder(db).record)
    record = db.hand_record(db.hands("badugi")[0].id)
    record["final_stacks"][0] += 10
    with pytest.raises(ReplayError, match="stacks"):
        badugi_frames(record, 0)
    play_spades(spades_session(seed=2), hands=1, hook=HistoryRecorder(db).record)
    doc = db.game_record(db.games("spades")[0].id)
    doc["hands"][0]["score"][0]["points"] += 1
    with pytest.raises(ReplayError, match="add up"):
        spades_frames(doc, 1, 0)


def test_store_hand_is_all_or_nothing(db: HistoryDB) -> None:
    info = GameInfo("badugi", "k", ("You", "Bot"), 0)
    assert db.store_hand(info, HandEntry(1, "won", 5, {"n": 1}))
    assert not db.store_hand(info, HandEntry(1, "lost", -5, {"n": 2}))  # already stored
    (row,) = db.hands()
    assert row.net == 5 and db.hand_record(row.id) == {"n": 1}
