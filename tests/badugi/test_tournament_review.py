"""The review of a sit-and-go hand in prize equity beside big blinds."""

from __future__ import annotations

import itertools
import random

import pytest

from cardtable.badugi.review.hand import review_record
from cardtable.badugi.review.pricing import price
from cardtable.badugi.review.prize_equity import stack_equity
from cardtable.badugi.review.spots import hand_spots
from cardtable.badugi.tournament.engine import TournamentConfig
from cardtable.badugi.tournament.schedule import BlindSchedule
from cardtable.badugi.tournament.session import TournamentSession
from cardtable.core.session import SeatConfig


def brute_force(stacks: list[int], prizes: list[float]) -> list[float]:
    """Every ordered choice of the paid places, each with its Harville probability."""
    live = [i for i, s in enumerate(stacks) if s > 0]
    total = sum(stacks)
    out = [0.0] * len(stacks)
    for order in itertools.permutations(live, min(len(prizes), len(live))):
        p, left = 1.0, total
        for i in order:
            p *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            out[i] += p * prizes[place]
    return out


def test_the_reviews_prize_equity_matches_an_independent_icm() -> None:
    """200 stack situations of 3 to 8 stacks, some out: within 0.1% of the pool."""
    rng = random.Random(270)
    for _ in range(200):
        n = rng.randint(3, 8)
        stacks = [rng.choice([0, rng.randint(1, 9000)]) for _ in range(n)]
        stacks[0] = stacks[0] or 1  # the seat whose equity is asked has chips
        stacks[-1] = stacks[-1] or 5
        prizes = rng.choice([[100.0], [65.0, 35.0], [50.0, 30.0, 20.0]])
        want = brute_force(stacks, prizes)
        for seat in range(n):
            assert abs(stack_equity(stacks, seat, prizes) - want[seat]) <= 0.1


def sng_record(entrants: int, seed: int) -> tuple[dict, int]:
    """A finished hand of a sit-and-go in which seat 0 made a betting decision."""
    config = TournamentConfig(
        entrants=entrants,
        structure="no_limit",
        starting_stack=400,
        schedule=BlindSchedule((20, 40), hands_per_level=5, ante_from=0),
    )
    seats = tuple(SeatConfig(f"P{i}", "basic") for i in range(entrants))
    session = TournamentSession(config, seats, seed=seed)
    for _ in range(30):
        session.next_hand()
        while not session.hand_over:
            request = session.bot_request()
            assert request is not None
            session.apply_bot(request.move_no, request.bot.act(request.view))
        record = session.finished_record(0)
        if record is not None and any(a[0] == 0 for a in record["hand"]["actions"]):
            return record, 0
    raise AssertionError("no hand with a decision of seat 0")


def test_heads_up_winner_takes_all_prices_chips_in_proportion() -> None:
    record, seat = sng_record(2, 5)
    assert record["tournament"]["payouts"] == [100.0]
    review = review_record(record, seat, scale=0.05)
    total = 800
    assert review["payouts"] == [100.0]
    for d in review["decisions"]:
        evs = [c["ev_bb"] for c in d["choices"]]
        bb = review["big_blind"]
        for j, k in itertools.combinations(range(len(evs)), 2):
            by_chips = 100 * (evs[j] - evs[k]) * bb / total
            assert d["equity"][j] - d["equity"][k] == pytest.approx(by_chips, abs=0.05)
        assert not d["disagree"]
        assert "cost_equity" in d and d["cost_equity"] >= 0


def test_prize_pricing_leaves_the_chip_figures_alone() -> None:
    record, seat = sng_record(3, 9)
    hand = hand_spots(record, seat)
    for spot in hand.spots:
        plain = price(spot.view, spot.taken, random.Random(1), 0.05)
        finals: list = []
        tracked = price(spot.view, spot.taken, random.Random(1), 0.05, finals)
        assert plain.means == tracked.means
        assert len(finals) == plain.samples
        pot_and_stacks = sum(spot.view.stacks) + sum(spot.view.committed)
        for ends in finals:
            for stacks in ends:
                assert abs(sum(stacks) - pot_and_stacks) <= 1  # chips kept (a split's odd chip)


def test_the_command_line_gives_cost_equity(tmp_path, capsys) -> None:  # noqa: ANN001
    import json

    from cardtable.cli.review import main

    record, seat = sng_record(3, 9)
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    assert main([str(path), "--seat", str(seat), "--json"]) == 0
    review = json.loads(capsys.readouterr().out.splitlines()[0])
    assert review["decisions"]
    assert all("cost_equity" in d and "cost_bb" in d for d in review["decisions"])
    assert main([str(path), "--seat", str(seat)]) == 0
    assert "prize equity" in capsys.readouterr().out
