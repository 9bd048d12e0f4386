"""Bidding practice at every table size the table offers (3, 4, 5, 6 players): the deal gives
the right hands and the player to bid in the chosen position, with one total and one bag
count per team; grading and the play-out are the seat's own alone, the partnership's at six;
progress keeps the sizes apart, a version-2 file reads as four-player progress and saved
positions reload at every size."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.errors import DocumentError
from cardtable.spades import NIL, Bid
from cardtable.spades.coach import advise
from cardtable.spades.practice import (
    BAGS,
    SCORES,
    TABLES,
    PracticeDeal,
    Situation,
    deal_situation,
    grade,
    is_nil,
    play_out,
    positions,
    row_key,
)
from cardtable.spades.practice_progress import (
    PROGRESS_NAME,
    PROGRESS_VERSION,
    Progress,
    ProgressStore,
)

FAST = {"bot_budget_ms": 3.0, "bot_samples": 8}
HAND = {3: 17, 4: 13, 5: 10, 6: 17}
TEAMS = {3: 3, 4: 2, 5: 5, 6: 3}


@pytest.mark.parametrize(("players", "position"), [(n, p) for n in (3, 5, 6) for p in positions(n)])
def test_each_size_deals_the_player_to_bid_in_his_position(players: int, position: int) -> None:
    situation = Situation(SCORES[position % 3], BAGS[position % 2], position, players)
    deal = deal_situation(situation, seed=players * 10 + position, **FAST)
    view = deal.view
    assert view.rules.players == players and len(view.bids) == players
    assert view.phase == "bidding" and view.turn == deal.seat
    assert view.hand is not None and len(view.hand) == HAND[players]
    assert Bid(deal.seat, HAND[players]) in view.legal_actions  # the bid pad goes to 17 at 3, 6
    assert sum(b is not None for b in view.bids) == position - 1
    assert len(view.totals) == len(view.bags) == TEAMS[players]
    assert view.totals == situation.totals(view.rules) and view.bags[0] == situation.bags
    assert len(set(view.totals[1:])) == 1  # every other team alike: "behind by 150" is each
    if players == 6:
        assert (view.bids[3] is not None) == situation.partner_known == (position >= 4)
    else:
        assert not situation.partner_known  # alone: no partner to know


def test_positions_and_partners_per_size() -> None:
    assert [positions(n) for n in TABLES] == [(1, 2, 3), (1, 2, 3, 4), tuple(range(1, 6)),
                                              tuple(range(1, 7))]  # fmt: skip
    assert [p for p in positions(4) if Situation(position=p).partner_known] == [3, 4]
    assert [p for p in positions(6) if Situation(position=p, players=6).partner_known] == [
        4, 5, 6,
    ]  # fmt: skip
    with pytest.raises(ValueError, match="position"):
        Situation(position=4, players=3)
    with pytest.raises(ValueError, match="players"):
        Situation(players=7)
    rules = Situation(players=5).rules()
    assert Situation("behind", players=5).totals(rules) == (150, 300, 300, 300, 300)
    assert Situation("ahead", 8, 1, 6).team_bags() == (8, 2, 2)


@pytest.mark.parametrize("players", [3, 5, 6])
def test_grading_and_play_out_at_other_sizes(players: int) -> None:
    deal = deal_situation(Situation("even", 0, 2, players), players + 40, **FAST)
    advice = advise(deal.view, seed=1, samples=20)
    assert advice.bid == NIL or 1 <= int(advice.bid) <= HAND[players]
    assert grade(advice.bid, advice).kind == "exact"
    if not is_nil(advice.bid):
        assert grade(NIL, advice).kind == "far" and not grade(NIL, advice).nil_right
    result = play_out(deal, 3, **FAST)
    assert result is not None and result.bid == 3
    assert result.alone == (players != 6)
    if players == 6:  # the partnership's: the partner (opposite, seat 3) bid too
        partner_bid = deal.view.bids[3]
        assert partner_bid is None  # position 2: he bids after the player
        assert result.contract >= 3 and result.took <= result.team_took <= HAND[6]
    else:  # alone: the seat's own contract and tricks
        assert result.contract == 3 and result.team_took == result.took <= HAND[players]
        made = result.took >= 3
        assert (result.points > 0) == made
    assert deal.state.turn == deal.seat  # the practice position itself is untouched


def test_play_out_at_six_counts_the_partners_bid() -> None:
    deal = deal_situation(Situation("even", 0, 5, 6), 61, **FAST)
    partner_bid = deal.view.bids[3]
    assert partner_bid is not None
    result = play_out(deal, 2, **FAST)
    assert result is not None and not result.alone
    partner = 0 if partner_bid == NIL else int(partner_bid)
    assert result.contract == 2 + partner


@pytest.mark.parametrize("players", TABLES)
def test_a_position_reloads_whole_at_every_size(players: int) -> None:
    deal = deal_situation(Situation("behind", 8, players, players), 17, **FAST)
    again = PracticeDeal.from_json(json.loads(json.dumps(deal.to_json())))
    assert again == deal and again.key == deal.key
    assert again.view.hand == deal.view.hand and len(again.view.totals) == TEAMS[players]
    doc = deal.to_json()
    doc["situation"].update(players=4 if players != 4 else 6, position=1)
    with pytest.raises(DocumentError, match="size"):
        PracticeDeal.from_json(doc)


def test_progress_keeps_sizes_apart(tmp_path: Path) -> None:
    progress = Progress()
    keys = set()
    for players in (3, 4):
        deal = deal_situation(Situation("even", 0, 2, players), 5, **FAST)
        advice = advise(deal.view, seed=2, samples=20)
        far = NIL if advice.bid != NIL else 7
        progress.record(grade(far, advice), deal)
        keys.add(deal.key)
    assert len(keys) == 2  # same seed and situation, another table: another position
    assert progress.counts(3).played == progress.counts(4).played == 1
    assert progress.counts(5).played == 0 and progress.played == 2
    rows = progress.memory.by_situation
    assert rows["position:2"].played == 1 and rows[row_key(3, "position:2")].played == 1
    assert row_key(3, "position:2") == "3p/position:2"
    store = ProgressStore(tmp_path)
    store.save(progress)
    loaded = ProgressStore(tmp_path).load()
    assert loaded.error is None and loaded.progress == progress
    assert json.loads(store.path.read_text("utf-8"))["version"] == PROGRESS_VERSION == 3
    for item in loaded.progress.memory.reviews:  # both sizes' positions come back whole
        PracticeDeal.from_json(item.position)


def test_a_version_2_file_reads_as_four_player_progress(tmp_path: Path) -> None:
    """Everything a version-2 file held is the four-player table's: its counts, its rows,
    its remembered positions and the situation chosen."""
    deal = deal_situation(Situation("ahead", 8, 3), 12, **FAST)
    position = deal.to_json()
    del position["situation"]["players"]  # version 2 knew no table sizes
    v2 = {
        "format": "cardtable-spades-bidding-practice", "version": 2, "played": 3,
        "by_grade": {"exact": 1, "close": 1, "far": 1}, "nil_right": 2,
        "situation": {"score": "ahead", "bags": 8, "position": 3}, "next_seed": 13,
        "review": True,
        "memory": {"clock": 3, "reviews": [{"key": deal.key, "position": position, "box": 1,
                                            "due": 6, "misses": 1}],
                   "by_situation": {"shape:balanced": [3, 2, 1], "position:3": [3, 2, 1]},
                   "current": position},
    }  # fmt: skip
    (tmp_path / PROGRESS_NAME).write_text(json.dumps(v2), encoding="utf-8")
    loaded = ProgressStore(tmp_path).load()
    assert loaded.error is None
    p = loaded.progress
    assert p.counts(4).played == 3 and p.counts(4).nil_right == 2 and p.played == 3
    assert p.counts(3).played == 0
    assert p.situation == Situation("ahead", 8, 3, 4)
    assert p.memory.by_situation["position:3"].played == 3
    item = p.memory.reviews[0]
    back = PracticeDeal.from_json(item.position)
    assert back.state == deal.state and back.key == item.key == deal.key
    # Answered again, the remembered position moves through its box (same key at four).
    advice = advise(back.view, seed=2, samples=20)
    p.record(grade(advice.bid, advice), back)
    assert p.memory.reviews[0].box == 2 and p.counts(4).played == 4
    # Kept as version 3 and read back unchanged.
    ProgressStore(tmp_path).save(p)
    assert ProgressStore(tmp_path).load().progress == p


def test_a_corrupt_version_3_table_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / PROGRESS_NAME
    doc = Progress().to_json()
    doc["tables"] = {"3": {"played": 2, "by_grade": {"exact": 2, "close": 0, "far": 1},
                           "nil_right": 0}}  # fmt: skip
    path.write_text(json.dumps(doc), encoding="utf-8")
    bad = ProgressStore(tmp_path).load()
    assert bad.error is not None and "add up" in bad.error
    assert bad.moved_to is not None and bad.moved_to.exists() and bad.progress.played == 0


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_dealt_situation_is_the_players_turn_with_his_cards_up(data: st.DataObject) -> None:
    players = data.draw(st.sampled_from(TABLES), label="players")
    situation = Situation(
        data.draw(st.sampled_from(SCORES), label="score"),
        data.draw(st.sampled_from(BAGS), label="bags"),
        data.draw(st.sampled_from(positions(players)), label="position"),
        players,
    )
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    deal = deal_situation(situation, seed, bot_budget_ms=2.0, bot_samples=4)
    state = deal.state
    assert state.to_act == deal.seat and not state.cards_hidden(deal.seat)
    view = deal.view
    assert view.turn == deal.seat and view.hand is not None
    assert len(view.hand) == HAND[players] == view.rules.hand_size
    assert sum(b is not None for b in view.bids) == situation.position - 1
    assert view.totals == situation.totals(view.rules)
