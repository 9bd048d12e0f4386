"""The player's hand review (``spades.review``): every card the seat played priced in
double-dummy tricks and in points against the best card; what the costs add up to when everyone
else plays perfectly; no cost claimed beyond what is proven; a made nil never charged; nils
named from the seat's side; the coach's figures at its bid, blind or not;
records that are not four-player games, or do not replay, refused with the reason."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.core.history import HandRow
from cardtable.spades.actions import BLIND_NIL, NIL, Bid, Play, ShowCards
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.dd import analysis as dd
from cardtable.spades.dd.position import DDPosition
from cardtable.spades.phase import Phase
from cardtable.spades.records import build_record
from cardtable.spades.review import finished_hands, review_hand
from cardtable.spades.review_text import ENTRY, summary_line, text
from cardtable.spades.rules import COUNTERCLOCKWISE, SpadesRules
from cardtable.spades.state import SpadesState

pytestmark = pytest.mark.skipif(not dd.available(), reason=f"no solver: {dd.problem()}")


def play_hand(
    rules: SpadesRules,
    seed: int,
    bids: dict[int, Any] | None = None,
    choose: Any = None,
) -> SpadesState:
    """One hand: ``bids`` by seat (default: the basic bot's), cards by ``choose(state)`` or
    the basic bot."""
    state = SpadesState(rules, seed)
    bots = [make_bot("basic", seed * 10 + s) for s in range(4)]
    while state.phase is Phase.BIDDING:
        seat = state.to_act
        assert seat is not None
        if bids is None:
            state.apply(bots[seat].act(state.view(seat)))
            continue
        if bids[seat] != BLIND_NIL and state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        state.apply(Bid(seat, bids[seat]))
    while not state.history:
        seat = state.to_act
        assert seat is not None
        action = choose(state) if choose is not None else None
        state.apply(action if action is not None else bots[seat].act(state.view(seat)))
    return state


def test_costs_add_up_when_everyone_else_plays_perfectly() -> None:
    """Seat 1 plays at random; the other three play a double-dummy best card every time
    (spades may be led any time, so every figure is exact and needs no search). Then each
    of seat 1's cards loses exactly its cost and nothing else changes: the side ends with
    the best it could have had at its first card less the sum of the costs."""
    rules = SpadesRules(spades_lead_any_time=True, direction=COUNTERCLOCKWISE)
    rng = random.Random(5)

    def choose(state: SpadesState) -> Play | None:
        seat = state.to_act
        legal = [a for a in state.legal_actions() if isinstance(a, Play)]
        if seat == 1:
            return rng.choice(legal)
        best = dd.solve(DDPosition.from_state(state)).best_cards[0]
        return next(a for a in legal if a.card == best)

    state = play_hand(rules, 31, choose=choose)
    review = review_hand(build_record(state), 1, 1)
    assert review.exact and len(review.decisions) == 13
    first = review.decisions[0]
    lost = [d.best_tricks[0] - d.side[0] for d in review.decisions]
    assert review.side_tricks == first.before + first.best_tricks[0] - sum(lost)
    assert sum(lost) > 0  # random cards against perfect play do lose tricks
    for d in review.decisions:
        assert d.card in d.legal and set(d.best_cards) <= set(d.legal)
        assert (d.cost_points > 0) == (d.card not in d.best_cards)
        # A trick lost is charged only where it cost points; then it is the trick lost.
        assert d.cost_tricks == (0 if d.cost_points == 0 else d.best_tricks[0] - d.side[0])
    assert review.costly == sum((d.cost_points or 0) > 0 for d in review.decisions)
    assert review.total_cost <= 13 and review.unjudged == 0


def test_a_played_hand_from_the_record() -> None:
    state = play_hand(SpadesRules(), 8)
    record = build_record(state, ["Ann", "Bo", "Cy", "Di"])
    review = review_hand(record, 1, 2)
    assert review.names == ("Ann", "Bo", "Cy", "Di") and review.seat == 2
    assert [d.trick for d in review.decisions] == list(range(1, 14))
    assert review.took == state.history[0].tricks_won(4)
    assert review.side_tricks == review.took[0] + review.took[2]
    assert review.coach is not None and len(review.coach.trick_distribution) == 14
    doc = review.to_json()
    assert doc["total_cost_tricks"] == sum(d["cost_tricks"] or 0 for d in doc["decisions"])
    assert doc["total_cost_points"] == sum(d["cost_points"] or 0 for d in doc["decisions"])
    assert doc["unjudged"] == sum(d["cost_points"] is None for d in doc["decisions"])
    for d in doc["decisions"]:
        # Each figure a number where exact, [low, high] where only bounds are proven.
        for key in ("tricks", "side_total", "best_total"):
            value = d[key]
            assert isinstance(value, int) or (len(value) == 2 and value[0] < value[1])
        assert isinstance(d["tricks"], int) or not d["exact"]
        if d["cost_points"] is None:
            assert d["cost_tricks"] is None and not d["exact"]
    assert doc["contract"] == sum(int(doc["bids"][s]) for s in (0, 2))
    lines = text(doc).splitlines()
    assert lines[0].startswith("Spades hand 1: seat 2 (Cy)") and len(lines) >= 18
    assert summary_line(doc) in text(doc)
    # What an interval means is said under the table.
    assert "proven between 7 and 8" in text(doc)


def test_nils_are_named_from_the_seat_s_side() -> None:
    bids = {0: NIL, 1: 3, 2: 4, 3: NIL}
    state = play_hand(SpadesRules(), 12, bids)
    record = build_record(state)
    review = review_hand(record, 1, 2)
    kinds = {seat: side for seat, side, _ in review.nils()}
    assert kinds == {0: "partner", 3: "opponent"}
    assert review.contract == 4  # the partner's nil is no part of the contract
    assert review.contract_tricks == review.took[2]
    words = text(review.to_json())
    assert "Your partner Seat 0 bid nil" in words and "the contract and the nil" in words
    assert "Seat 3 (opponent) bid nil" in words and "setting the nil" in words
    own = review_hand(record, 1, 0)
    assert "You bid nil" in text(own.to_json()) and own.margin == own.took[2] - 4


def test_a_blind_nil_gets_the_coach_on_the_cards_as_dealt() -> None:
    state = play_hand(SpadesRules(), 21, {0: BLIND_NIL, 1: 3, 2: 3, 3: 3})
    review = review_hand(build_record(state), 1, 0)
    assert review.coach is not None and review.coach.blind
    assert "bid blind" in text(review.to_json())


def test_a_review_reads_the_same_every_time() -> None:
    record = build_record(play_hand(SpadesRules(), 3))
    dd.clear_cache()
    first = review_hand(record, 1, 0).to_json()
    dd.clear_cache()
    assert review_hand(record, 1, 0).to_json() == first


@pytest.mark.parametrize("players", [3, 5, 6])
def test_other_table_sizes_are_reviewed_with_their_measure(players: int) -> None:
    """No longer refused: every hand of the record is reviewed, paranoid, every seat named."""
    state = SpadesState(SpadesRules(players=players), 4)
    rng = random.Random(4)
    while not state.history:
        seat = state.to_act
        assert seat is not None
        if state.cards_hidden(seat):
            state.apply(ShowCards(seat))
        legal = [a for a in state.legal_actions() if not isinstance(a, Bid) or a.value == 1]
        state.apply(rng.choice(legal))
    (review,) = ENTRY.review_record(build_record(state), 0)
    assert review["table_size"] == players and review["measure"] == "paranoid"
    assert len(review["bids"]) == len(review["took"]) == players
    assert "make sure of" in text(review)


def test_bad_requests_say_what_is_wrong() -> None:
    state = play_hand(SpadesRules(), 9)
    record = build_record(state)
    with pytest.raises(ValueError, match="no seat 4"):
        review_hand(record, 1, 4)
    with pytest.raises(ValueError, match="no finished hand 2"):
        review_hand(record, 2, 0)
    tampered = build_record(state)
    tampered["hands"][0]["tricks"][0][0][1] = "2c" if record["hands"][0]["tricks"][0][0][1] \
        != "2c" else "3c"  # fmt: skip
    with pytest.raises(ValueError, match="Spades record"):
        review_hand(tampered, 1, 0)
    unfinished = SpadesState(SpadesRules(), 9)
    with pytest.raises(ValueError, match="no finished hand"):
        ENTRY.review_record(build_record(unfinished), 0)


def test_a_stored_hand_is_reviewed_from_its_game_record() -> None:
    state = play_hand(SpadesRules(), 14)
    record = build_record(state)

    class Records:
        def game_record(self, game_id: int) -> dict[str, Any]:
            assert game_id == 7
            return record

        def hand_record(self, hand_id: int) -> dict[str, Any]:
            raise AssertionError("the review reads the game record")

    row = HandRow(1, 7, "spades", 1, 0, "won", 10, "")
    stored = ENTRY.review_stored(Records(), row, 3)
    assert stored == review_hand(record, 1, 3).to_json()
    assert finished_hands(record) == [1]
