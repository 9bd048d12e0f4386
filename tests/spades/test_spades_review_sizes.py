"""The hand review at 3, 5 and 6 players (``spades.review_sizes``): every exact figure is the
paranoid value a brute-force minimax finds (the side's tricks and its own points, every other
seat playing against it), every interval holds it, whatever the budget; a played hand's review
reads the same every run, names the measure, and its points are the score sheet's less the
bags (a bag counts for nothing, as at four players)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_spades_endgame import _ending as endgame_ending

from cardtable.core.cards import card_from_index
from cardtable.spades import SpadesRules, SpadesState
from cardtable.spades.ai import policy
from cardtable.spades.ai.simulate import Sim, bid_to_int
from cardtable.spades.bot_menu import make_bot
from cardtable.spades.records import build_record
from cardtable.spades.review import review_hand
from cardtable.spades.review_sizes import (
    Played,
    SideSearch,
    decisions,
    replay,
    side_members,
    solve_all,
    stake_points,
)


def _paranoid(sim: Sim, members: tuple[int, ...], leaf: object) -> int:
    """Every legal card of every seat, no cuts, no table: the side maximises ``leaf``, every
    other seat minimises it."""
    if sim.tricks_left == 0:
        return leaf(sim)  # type: ignore[operator]
    values = []
    for card in set(sim.legal(sim.turn)):
        child = sim.copy()
        child.play(card)
        values.append(_paranoid(child, members, leaf))
    return max(values) if sim.turn in members else min(values)


def _ending(players: int, seed: int, left: int) -> tuple[Sim, SpadesRules]:
    """The ending search's random endings (a nil now and then)."""
    sim, _bags, rules = endgame_ending(players, seed, left)
    return sim, rules


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([3, 5, 6]),
    st.integers(0, 10**6),
    st.integers(1, 3),
    st.sampled_from([0, 30, 300, 10**7]),
)
def test_exact_figures_are_the_paranoid_value_and_intervals_hold_it(
    players: int, seed: int, left: int, nodes: int
) -> None:
    """Every decision of one seat to the end of a random ending, reviewed together as a hand
    is (the searches' tables shared between decisions, one budget for all)."""
    if players >= 5:
        left = min(left, 2)  # brute force over three tricks of 5-6 hands takes minutes
    sim, rules = _ending(players, seed, left)
    seat = sim.turn
    members = side_members(rules, seat)
    plays = []
    walk = sim.copy()
    while walk.tricks_left:
        if walk.turn == seat:
            before = sum(walk.taken[m] for m in members)
            trick = rules.hand_size - walk.tricks_left + 1
            card = card_from_index(policy.choose(walk, seat))
            plays.append(Played(trick, len(walk.trick), walk.copy(), card, before))
        walk.play(policy.choose(walk, walk.turn))
    tricks, points = solve_all(plays, members, rules, nodes, nodes)

    def side_points(s: Sim) -> int:
        return stake_points(s.bids, s.taken, members, rules)

    for played, t_found, p_found in zip(plays, tricks, points, strict=True):
        position = played.position

        def side_tricks(s: Sim, before: int = played.before) -> int:
            return sum(s.taken[m] for m in members) - before

        legal = set(position.legal(seat))
        assert set(t_found) == {card_from_index(c) for c in legal} == set(p_found)
        for index in legal:
            child = position.copy()
            child.play(index)
            true_tricks = _paranoid(child, members, side_tricks)
            true_points = _paranoid(child, members, side_points)
            t_low, t_high = t_found[card_from_index(index)]
            p_low, p_high = p_found[card_from_index(index)]
            assert t_low <= true_tricks <= t_high
            assert p_low <= true_points <= p_high
            if nodes == 10**7:  # a budget the ending never exhausts: every figure exact
                assert (t_low, p_low) == (t_high, p_high) == (true_tricks, true_points)


def _played_record(players: int, seed: int) -> dict:
    state = SpadesState(SpadesRules(players=players), seed)
    bots = [make_bot("basic", seed * 10 + s) for s in range(players)]
    while not state.history:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    return build_record(state)


@pytest.mark.parametrize("players", [3, 6])
def test_a_played_hand_is_reviewed_with_its_measure(players: int) -> None:
    record = _played_record(players, 2)
    review = review_hand(record, 1, 1, coach_samples=20)
    rules = SpadesRules(players=players)
    assert review.players == players and review.paranoid
    assert review.members == side_members(rules, 1)
    assert len(review.decisions) == rules.hand_size and len(review.bids) == players
    hand = record["hands"][0]
    played = [c for trick in hand["tricks"] for seat, c in trick if seat == 1]
    assert [str(d.card) for d in review.decisions] == played
    last = review.decisions[-1]
    assert last.exact and len(last.legal) == 1  # one card left: nothing to search
    # The last trick's figure is what the side took in it; the best total is what it took.
    assert last.before + last.side[0] == review.side_tricks
    # Every figure is a number or a visible interval, and the first trick's at worst the
    # trivial one (every trick still to come either way).
    first = review.decisions[0]
    assert all(0 <= low <= high <= rules.hand_size for low, high in first.tricks.values())
    data = review.to_json()
    assert data["table_size"] == players and data["measure"] == "paranoid"
    assert review_hand(record, 1, 1, coach_samples=20).to_json() == data  # reads the same


@pytest.mark.parametrize("players", [3, 5, 6])
def test_points_are_the_score_sheet_s_less_the_bags(players: int) -> None:
    """The points measure (``stake_points``) is what the score sheet gave the side for the
    hand less its bags and any bag penalty: contracts and nils, a bag counted as nothing."""
    state = SpadesState(SpadesRules(players=players), 11)
    bots = [make_bot("basic", s) for s in range(players)]
    while len(state.history) < 4 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    rules = state.rules
    bagged = 0
    for hand in state.history:
        assert hand.scores is not None
        bids = dict(hand.bids)
        ints = [bid_to_int(bids[s]) for s in range(players)]
        for score in hand.scores:
            members = side_members(rules, next(
                s for s in range(players) if rules.team_of(s) == score.team))  # fmt: skip
            taken = hand.tricks_won(players)
            expected = score.hand_points - score.bags - score.penalty
            assert stake_points(ints, taken, members, rules) == expected
            bagged += score.bags
    assert bagged > 0  # the check saw bags taken


@pytest.mark.parametrize("seed", [2, 7])
def test_a_whole_hand_s_last_figures_are_the_paranoid_value(seed: int) -> None:
    """A real three-player hand reviewed whole: the searches of its early cards fill the
    tables its last cards read (the same endings reached with the tricks before fallen
    differently), and the last four tricks' figures are still the brute-force values."""
    state = SpadesState(SpadesRules(players=3), seed)
    bots = [make_bot("basic", seed * 10 + s) for s in range(3)]
    while not state.history:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat)))
    hand, rules = state.history[0], state.rules
    members = side_members(rules, 0)
    found = decisions(rules, hand, 0)
    _, plays = replay(hand, 0, rules)

    def side_points(s: Sim) -> int:
        return stake_points(s.bids, s.taken, members, rules)

    checked = 0
    for played, d in zip(plays, found, strict=True):
        if played.position.tricks_left > 4:
            continue
        for index in set(played.position.legal(0)):
            child = played.position.copy()
            child.play(index)
            card = card_from_index(index)
            true_tricks = _paranoid(
                child, members, lambda s, b=played.before: sum(s.taken[m] for m in members) - b
            )
            assert d.tricks[card] == (true_tricks, true_tricks)
            assert d.points is not None
            assert d.points[card][0] <= _paranoid(child, members, side_points) <= d.points[card][1]
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize("players", [3, 5, 6])
def test_an_ending_reached_with_other_tricks_before_reads_right(players: int) -> None:
    """The tricks search keys its table by the cards left, not by who took the tricks
    before: the same ending with one trick more for the side already taken gives the same
    tricks to come, and the points of each are still the brute-force ones."""
    sim, rules = _ending(players, 11, 2)
    while sim.trick:
        sim.play(policy.choose(sim, sim.turn))
    seat = sim.turn
    members = side_members(rules, seat)
    other = sim.copy()
    other.taken = list(sim.taken)
    other.taken[seat] += 1
    other.taken[next(s for s in range(players) if s not in members)] -= 1
    card = card_from_index(sim.legal(seat)[0])
    plays = [
        Played(1, 0, position, card, sum(position.taken[m] for m in members))
        for position in (sim, other)
    ]
    tricks, points = solve_all(plays, members, rules, 10**7, 10**7)
    assert tricks[0] == tricks[1]
    for k, position in enumerate((sim, other)):

        def side_points(s: Sim) -> int:
            return stake_points(s.bids, s.taken, members, rules)

        for index in set(position.legal(seat)):
            child = position.copy()
            child.play(index)
            true = _paranoid(child, members, side_points)
            assert points[k][card_from_index(index)] == (true, true)
            rest = _paranoid(
                child, members, lambda s, p=position: sum(s.taken[m] - p.taken[m] for m in members)
            )
            assert tricks[k][card_from_index(index)] == (rest, rest)


def _nodes_with_and_without_the_cut(sim: Sim, rules: SpadesRules) -> tuple[int, int]:
    """Each legal card's tricks and points searched to exact figures twice, with the cut and
    with every test played out: the figures must agree; the positions each searched."""
    members = side_members(rules, sim.turn)

    def side_points(s: Sim) -> int:
        return stake_points(s.bids, s.taken, members, rules)

    def side_tricks(s: Sim) -> int:
        return sum(s.taken[m] for m in members)

    cut = plain = 0
    for score, key in (
        (side_points, lambda s: (tuple(s.taken[m] for m in members), 0.0)),
        (side_tricks, lambda s: ((), side_tricks(s))),
    ):
        searches = [SideSearch(sim, members, rules, score, 10**8, key) for _ in range(2)]
        searches[1].solver.settled = None  # every test played out to the last trick
        for index in sorted(set(sim.legal(sim.turn))):
            child = sim.copy()
            child.play(index)
            found = [s.narrow(child, None, 10**8) for s in searches]
            assert found[0] == found[1] and found[0][0] == found[0][1]
        cut += searches[0].solver.nodes
        plain += searches[1].solver.nodes
    return cut, plain


@pytest.mark.parametrize(("players", "left"), [(3, 4), (5, 3), (6, 3)])
def test_a_test_the_hand_has_settled_is_not_played_out(players: int, left: int) -> None:
    """The solver stops where the rest of the hand can no longer change a test's answer
    (``SideSearch.settled``: the side has made its bid, or cannot any more): every card's
    figures are the same as when each test plays the hand out, from fewer positions (here
    1.2 to 1.9 times fewer; within the review's budget, ``bench_spades_review.py``, more of
    the cards are judged)."""
    cut = plain = 0
    for seed in range(8):
        sim, rules = _ending(players, seed, left)
        with_cut, without = _nodes_with_and_without_the_cut(sim, rules)
        cut += with_cut
        plain += without
    assert cut < plain
