"""The Badugi engine on RULES.md's worked hand and on each rule, one scenario at a time."""

from __future__ import annotations

import pytest
from conftest import stacked_deck

from cardtable.badugi.actions import Action as A
from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDrawn,
    HandMucked,
    HandShown,
    PotAwarded,
    RoundEnded,
    StubReshuffled,
)
from cardtable.badugi.match import BadugiMatch
from cardtable.badugi.rules import MAX_CHIPS, BadugiRules
from cardtable.badugi.state import HandState
from cardtable.badugi.view import seat_view
from cardtable.core import IllegalAction, parse_cards

ALICE, BOB, CAROL, TED = 0, 1, 2, 3


def seed_000_state() -> HandState:
    # Alice holds the button; deal order Bob, Carol, Ted, Alice. The draws hand out the cards
    # that give the showdown hands of the seed: Alice 2s 4c 6d 9h, Carol 3s 5d 7c 8h.
    deck = stacked_deck(
        {BOB: "Kh Qc 2c 5s", CAROL: "3s Kd Kc Qh", TED: "Jc Jd Js Jh", ALICE: "2s 4c Qd Qs"},
        [BOB, CAROL, TED, ALICE],
        # draw 1: Bob 2, Carol 2, Alice 1; draw 2: Bob 1, Alice 1; draw 3: Carol 1
        then="Ts 9d 5d 7c 6d  Th 9h  8h",
    )
    return HandState(BadugiRules(small_blind=1, big_blind=2), [100] * 4, ALICE, seed=0, deck=deck)


def test_seed_000_worked_hand_every_pot_on_the_way() -> None:
    st = seed_000_state()
    posted = [(e.seat, e.amount) for e in st.events if isinstance(e, BlindPosted)]
    assert posted == [(BOB, 1), (CAROL, 2)]
    assert st.to_act == TED  # left of the big blind
    st.apply(A.fold(), TED)
    st.apply(A.call(), ALICE)
    st.apply(A.call(), BOB)  # completes the small blind
    assert st.to_act == CAROL and st.legal_actions().kinds == {"check", "raise"}  # live blind
    st.apply(A.check(), CAROL)
    assert st.pot_total == 6 and st.phase == "drawing" and st.to_act == BOB
    st.apply(A.draw("Kh Qc"), BOB)
    st.apply(A.draw("Kd Kc"), CAROL)
    st.apply(A.draw("Qs"), ALICE)
    assert [st.draw_counts[0][s] for s in (ALICE, BOB, CAROL, TED)] == [1, 2, 2, None]
    assert st.to_act == BOB  # first active left of the button
    st.apply(A.check(), BOB)
    st.apply(A.bet(2), CAROL)
    st.apply(A.call(), ALICE)
    st.apply(A.call(), BOB)
    assert st.pot_total == 12
    st.apply(A.draw("Ts"), BOB)
    st.apply(A.draw(), CAROL)
    st.apply(A.draw("Qd"), ALICE)
    st.apply(A.check(), BOB)
    st.apply(A.bet(4), CAROL)  # big bet from the third round
    st.apply(A.raise_to(8), ALICE)
    st.apply(A.fold(), BOB)
    st.apply(A.call(), CAROL)
    assert st.pot_total == 28
    assert st.to_act == CAROL  # Bob folded, so Carol draws first
    st.apply(A.draw("Qh"), CAROL)
    st.apply(A.draw(), ALICE)
    st.apply(A.check(), CAROL)
    st.apply(A.bet(4), ALICE)
    st.apply(A.call(), CAROL)
    assert st.is_complete
    shows = [e for e in st.events if isinstance(e, HandShown)]
    # Alice made the last bet, so she shows first.
    assert [(e.seat, e.name) for e in shows] == [
        (ALICE, "9-6-4-2 badugi"),
        (CAROL, "8-7-5-3 badugi"),
    ]
    assert set(shows[0].cards) == set(parse_cards("2s 4c 6d 9h"))
    assert set(shows[1].cards) == set(parse_cards("3s 5d 7c 8h"))
    awards = [e for e in st.events if isinstance(e, PotAwarded)]
    assert [(e.amount, e.shares) for e in awards] == [(36, ((CAROL, 36),))]
    assert st.stacks == [100 - 16, 100 - 4, 100 + 36 - 16, 100]


def test_heads_up_button_posts_small_blind_and_acts_first_then_last() -> None:
    st = HandState(BadugiRules(), [50, 50], button=1, seed=3)
    blinds = {e.blind: e.seat for e in st.events if isinstance(e, BlindPosted)}
    assert blinds == {"small": 1, "big": 0}
    assert st.to_act == 1
    st.apply(A.call())
    st.apply(A.check())
    st.apply(A.draw())
    st.apply(A.draw())
    assert st.to_act == 0  # after the draw the button acts last


def test_fixed_limit_cap_one_bet_three_raises_big_blind_counts() -> None:
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=1)
    # Seat 1 SB, seat 2 BB, seat 0 first.
    st.apply(A.raise_to(4))  # raise 1
    st.apply(A.raise_to(6))  # raise 2
    st.apply(A.raise_to(8))  # raise 3: cap reached (BB + 3 raises)
    legal = st.legal_actions()
    assert legal.kinds == {"fold", "call"}
    with pytest.raises(IllegalAction) as err:
        st.apply(A.raise_to(10))
    assert err.value.rule == "no_raise" and "capped" in str(err.value)


def test_heads_up_uncapped_option() -> None:
    st = HandState(BadugiRules(uncapped_heads_up=True), [100, 100], button=0, seed=1)
    for to in (4, 6, 8, 10, 12):
        st.apply(A.raise_to(to))
    assert "raise" in st.legal_actions().kinds
    capped = HandState(BadugiRules(), [100, 100], button=0, seed=1)
    for to in (4, 6, 8):
        capped.apply(A.raise_to(to))
    assert "raise" not in capped.legal_actions().kinds


def test_fixed_limit_bet_sizes_small_then_big() -> None:
    st = HandState(BadugiRules(small_blind=5, big_blind=10), [1000] * 2, button=0, seed=2)
    st.apply(A.call())
    legal = st.legal_actions()
    assert (legal.min_to, legal.max_to) == (20, 20)
    st.apply(A.check())
    st.apply(A.draw())
    st.apply(A.draw())
    legal = st.legal_actions()
    assert legal.kinds == {"check", "bet"} and legal.min_to == legal.max_to == 10
    st.apply(A.check())
    st.apply(A.check())
    st.apply(A.draw())
    st.apply(A.draw())
    assert st.legal_actions().min_to == 20  # third round: the big bet


def test_pot_limit_and_half_pot_ranges() -> None:
    # Heads-up, blinds 1/2, button (SB) first: pot after calling = 4; pot raise to 2 + 4 = 6.
    pot = HandState(BadugiRules(structure="pot"), [100, 100], button=0, seed=1)
    legal = pot.legal_actions()
    assert (legal.min_to, legal.max_to) == (4, 6)
    half = HandState(BadugiRules(structure="half_pot"), [100, 100], button=0, seed=1)
    legal = half.legal_actions()
    assert (legal.min_to, legal.max_to) == (4, 4)
    nl = HandState(BadugiRules(structure="no_limit"), [100, 100], button=0, seed=1)
    legal = nl.legal_actions()
    assert (legal.min_to, legal.max_to) == (4, 100)
    nl.apply(A.raise_to(10))  # a raise of 8: the next must be at least 8 more
    legal = nl.legal_actions()
    assert (legal.min_to, legal.max_to) == (18, 100)
    with pytest.raises(IllegalAction) as err:
        nl.apply(A.raise_to(12))
    assert err.value.rule == "bet_size" and "from 18 to 100" in str(err.value)


def test_incomplete_all_in_raise_does_not_reopen_betting() -> None:
    # No limit, blinds 1/2, three players: seat 0 button, 1 SB, 2 BB. Seat 0 raises to 10,
    # SB goes all-in for 14 (4 more: less than a full raise of 8), BB folds.
    st = HandState(BadugiRules(structure="no_limit"), [100, 14, 100], button=0, seed=5)
    st.apply(A.raise_to(10), 0)
    st.apply(A.raise_to(14), 1)
    st.apply(A.fold(), 2)
    legal = st.legal_actions()
    assert legal.seat == 0 and legal.kinds == {"fold", "call"}
    with pytest.raises(IllegalAction) as err:
        st.apply(A.raise_to(30), 0)
    assert "does not reopen" in str(err.value)


def test_side_pots_and_all_in_players_still_draw() -> None:
    st = HandState(BadugiRules(structure="no_limit"), [10, 30, 100], button=0, seed=9)
    st.apply(A.raise_to(10), 0)  # all-in
    st.apply(A.raise_to(30), 1)  # all-in
    st.apply(A.call(), 2)
    pots = st.pots()
    assert pots == [(30, (0, 1, 2)), (40, (1, 2))]
    # Nobody can bet any more, but all three still draw three times.
    draws = 0
    while not st.is_complete:
        assert st.phase == "drawing"
        st.apply(A.draw())
        draws += 1
    assert draws == 9
    assert sum(st.stacks) == 140


def test_uncalled_part_of_a_bet_goes_back_not_into_a_side_pot() -> None:
    # No limit, blinds 1/2, button 0 (stack 100) shoves, SB (stack 30) calls all-in, BB folds.
    # Only 30 of the button's 100 can be called: the other 70 go back to him when the round
    # closes, and the only pot is the 30 + 30 + 2 everyone can win.
    st = HandState(BadugiRules(structure="no_limit"), [100, 30, 100], button=0, seed=9)
    st.apply(A.raise_to(100), 0)
    st.apply(A.call(), 1)
    events = st.apply(A.fold(), 2)
    returned = [e for e in events if isinstance(e, BetReturned)]
    assert returned == [BetReturned(0, 70)]
    ended = [e for e in events if isinstance(e, RoundEnded)][0]
    assert events.index(returned[0]) < events.index(ended)
    assert ended.pots == ((62, (0, 1)),)
    assert st.stacks == [70, 0, 98] and st.committed == [30, 30, 2]
    while not st.is_complete:
        st.apply(A.draw())
    awards = [e for e in st.events if isinstance(e, PotAwarded)]
    assert [(a.index, a.amount) for a in awards] == [(0, 62)]
    assert sum(st.stacks) == 230


def test_everyone_folds_last_player_wins_without_showing() -> None:
    st = HandState(BadugiRules(), [100] * 4, button=0, seed=4)
    st.apply(A.fold())
    st.apply(A.fold())
    st.apply(A.fold())  # SB folds, BB wins
    assert st.is_complete
    assert not any(isinstance(e, HandShown) for e in st.events)
    award = [e for e in st.events if isinstance(e, PotAwarded)]
    # The big blind's second chip was never called: it goes back to him, he wins the SB's 1.
    assert [e for e in st.events if isinstance(e, BetReturned)] == [BetReturned(2, 1)]
    assert award[0].uncontested and award[0].shares == ((2, 2),)
    assert st.stacks == [100, 99, 101, 100]


def test_split_pot_odd_chip_goes_clockwise_from_button() -> None:
    # Three players tie with the same badugi ranks; 3-way split of 7 chips? Use pot limit so
    # the SB can complete: blinds 1/2, all check down; a fold of the button's extra chip makes
    # an odd pot: stacks 100 each, seat 0 button calls 2, SB calls, BB checks: pot 6 -> each 2.
    # To get an odd pot: SB folds after posting 1; button and BB split 2 + 2 + 1 = 5.
    deal = {1: "Kc Kd Kh Ks", 2: "Ac 2d 3h 4s", 0: "As 2h 3d 4c"}
    deck = stacked_deck(deal, [1, 2, 0])
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=0, deck=deck)
    st.apply(A.call(), 0)
    st.apply(A.fold(), 1)
    st.apply(A.check(), 2)
    while not st.is_complete:
        legal = st.legal_actions()
        st.apply(A.draw() if "draw" in legal.kinds else A.check())
    award = [e for e in st.events if isinstance(e, PotAwarded)][0]
    assert award.amount == 5
    # Clockwise from the button: seat 1 (folded), seat 2, seat 0. Seat 2 gets the odd chip.
    assert dict(award.shares) == {2: 3, 0: 2}


def test_showdown_order_and_auto_muck() -> None:
    deal = {1: "Kc Kd Kh Ks", 2: "Ac 2d 3h 4s", 0: "Qc Jd 9h 8s"}
    deck = stacked_deck(deal, [1, 2, 0])
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=0, deck=deck, auto_muck=[True] * 3)
    st.apply(A.call(), 0)
    st.apply(A.call(), 1)
    st.apply(A.check(), 2)
    while not st.is_complete:
        legal = st.legal_actions()
        if "draw" in legal.kinds:
            st.apply(A.draw())
        elif "bet" in legal.kinds and legal.seat == 2 and st.street == 3:
            st.apply(A.bet(4))
        elif "call" in legal.kinds:
            st.apply(A.call())
        else:
            st.apply(A.check())
    seq = [(type(e).__name__, e.seat) for e in st.events if isinstance(e, HandShown | HandMucked)]
    # Seat 2 bet last, so shows first; seat 0 and seat 1 cannot beat it and muck.
    assert seq == [("HandShown", 2), ("HandMucked", 0), ("HandMucked", 1)]


def test_no_bet_final_round_first_left_of_button_shows_first() -> None:
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=11)
    while not st.is_complete:
        legal = st.legal_actions()
        if "draw" in legal.kinds:
            st.apply(A.draw())
        elif "check" in legal.kinds:
            st.apply(A.check())
        else:
            st.apply(A.call())
    first = next(e for e in st.events if isinstance(e, HandShown))
    assert first.seat == 1


def test_stub_reshuffle_never_gives_a_player_his_own_discards() -> None:
    # Eight players changing four cards every draw exhaust the 20-card stub at once.
    st = HandState(BadugiRules(), [100] * 8, button=0, seed=21)
    for _ in range(7):
        st.apply(A.call())
    st.apply(A.check())
    own: dict[int, set] = {s: set() for s in range(8)}
    while not st.is_complete:
        legal = st.legal_actions()
        if "draw" in legal.kinds:
            seat = legal.seat
            events = st.apply(A.draw(st.hands[seat]))
            own[seat].update(st.discards[seat])
            drawn = next(e for e in events if isinstance(e, CardsDrawn))
            assert not set(drawn.received) & own[seat]
        else:
            st.apply(A.check())
    assert any(isinstance(e, StubReshuffled) for e in st.events)


def test_draw_limits_option() -> None:
    rules = BadugiRules(draw_limits=(None, 2, 1))
    st = HandState(rules, [100, 100], button=0, seed=8)
    st.apply(A.call())
    st.apply(A.check())
    st.apply(A.draw(st.hands[st.to_act]))  # four cards in the first draw
    st.apply(A.draw())
    st.apply(A.check())
    st.apply(A.check())
    seat = st.to_act
    assert st.legal_actions().max_discard == 2
    with pytest.raises(IllegalAction) as err:
        st.apply(A.draw(st.hands[seat][:3]))
    assert err.value.rule == "draw_limit"


def test_single_draw_has_two_betting_rounds() -> None:
    st = HandState(BadugiRules(draws=1), [100, 100], button=0, seed=8)
    st.apply(A.call())
    st.apply(A.check())
    st.apply(A.draw())
    st.apply(A.draw())
    assert st.legal_actions().min_to == 4  # big bet after the only draw
    st.apply(A.check())
    st.apply(A.check())
    assert st.is_complete


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (A.check(), "no_check"),
        (A.bet(2), "no_bet"),
        (A.raise_to(5), "bet_size"),
        (A.draw(), "not_drawing"),
    ],
)
def test_illegal_actions_name_the_rule_and_change_nothing(action: A, rule: str) -> None:
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=1)
    before = st.snapshot()
    with pytest.raises(IllegalAction) as err:
        st.apply(action)
    assert err.value.rule == rule and str(err.value)
    assert st.snapshot() == before


def test_wrong_seat_and_bad_discards_are_refused() -> None:
    st = HandState(BadugiRules(), [100, 100], button=0, seed=1)
    with pytest.raises(IllegalAction, match="turn"):
        st.apply(A.call(), seat=1)
    st.apply(A.call())
    st.apply(A.check())
    seat = st.to_act
    other = st.hands[1 - seat][0]
    with pytest.raises(IllegalAction, match="do not hold"):
        st.apply(A.draw([other]))
    card = st.hands[seat][0]
    with pytest.raises(IllegalAction, match="twice"):
        st.apply(A.draw([card, card]))


def test_impossible_settings_are_refused() -> None:
    for kwargs in (
        {"structure": "spread"},
        {"draws": 2},
        {"small_blind": 3, "big_blind": 2},
        {"small_blind": 2, "big_blind": 2},  # fixed limit: SB must be half the BB
        {"draw_limits": (5, None, None)},
    ):
        with pytest.raises(ValueError):
            BadugiRules(**kwargs)
    with pytest.raises(ValueError, match="2 to 8"):
        HandState(BadugiRules(), [100] * 9, button=0)
    with pytest.raises(ValueError, match="two seats"):
        HandState(BadugiRules(), [100, 0, 0], button=0)
    # A stack larger than a save may hold: the hand could never be saved or read back.
    with pytest.raises(ValueError, match="from 0 to"):
        HandState(BadugiRules(), [100, MAX_CHIPS + 1], button=0)
    HandState(BadugiRules(), [100, MAX_CHIPS], button=0, seed=1)


def test_view_hides_other_hands_and_private_draws() -> None:
    st = HandState(BadugiRules(), [100] * 3, button=0, seed=2)
    st.apply(A.call())
    st.apply(A.call())
    st.apply(A.check())
    seat = st.to_act
    st.apply(A.draw(st.hands[seat][:2]))
    for viewer in range(3):
        v = seat_view(st, viewer)
        assert v.hand == tuple(st.hands[viewer])
        others = {c for s in range(3) if s != viewer for c in st.hands[s]}
        leaked = set()
        for e in v.history:
            for field in ("cards", "received", "discarded"):
                leaked |= set(getattr(e, field, ()) or ())
        assert not leaked & others
        assert v.draw_counts[0][seat] == 2  # public
        assert (v.legal is not None) == (viewer == st.to_act)


def test_match_moves_button_and_skips_busted_seats() -> None:
    m = BadugiMatch(BadugiRules(), [100, 0, 100, 100], seed=5, button=0)
    buttons = []
    for _ in range(4):
        h = m.start_hand()
        buttons.append(h.button)
        while not h.is_complete:
            legal = h.legal_actions()
            h.apply(
                A.fold()
                if "fold" in legal.kinds
                else A.check()
                if "check" in legal.kinds
                else A.draw()
            )
    assert buttons == [0, 2, 3, 0]
    total = sum(m.hand.stacks)
    assert total == 300
    m2 = BadugiMatch.from_json(m.to_json())
    assert m2.hand == m.hand and m2.hand_no == m.hand_no
    m.rebuy(1, 50)
    assert m.stacks[1] == 50
