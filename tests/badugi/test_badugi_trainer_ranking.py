"""The draw trainer ranks discards by their chance to win the showdown against the opponents'
likely final hands (issue 20): the ace kept over the six where the badugi odds tie, the
order changing with how the opponents drew, and the opponents' table making sense."""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.badugi.ai.finals import KS, table, win_weights
from cardtable.badugi.hand_value import CLASSES
from cardtable.badugi.trainer import Spot, TrainerOption, position_options, rank_options
from cardtable.core.cards import parse_cards


def ranked(text: str, draws: int, opponents: tuple[int, ...]) -> list[TrainerOption]:
    spot = Spot(tuple(parse_cards(text)), draws, opponents)
    return rank_options(position_options(spot)[1])


def keeping(options: list[TrainerOption], cards: str) -> TrainerOption:
    wanted = set(parse_cards(cards))
    return next(o for o in options if set(o.keep) == wanted)


def place(options: list[TrainerOption], cards: str) -> int:
    return options.index(keeping(options, cards))


@pytest.mark.parametrize("opponents", [(1, 2), (0,), (3,), (2, 2, 2)])
def test_the_ace_is_kept_before_the_six(opponents: tuple[int, ...]) -> None:
    """A♣ 6♣ K♣ 8♥ with three draws: keeping A♣ 8♥ or 6♣ 8♥ makes a badugi exactly as often,
    with the same high cards (the old trainer gave both 16.2); but an 8-x-x-A beats an
    8-6-x-x, so the ace wins more, whoever the opponents are."""
    options = ranked("Ac 6c Kc 8h", 3, opponents)
    ace, six = keeping(options, "Ac 8h"), keeping(options, "6c 8h")
    assert ace.p_badugi == pytest.approx(six.p_badugi, abs=1e-3)
    assert ace.p_badugi_by_high[8] == pytest.approx(six.p_badugi_by_high[8], abs=1e-3)
    assert ace.win > six.win + 0.003
    assert place(options, "Ac 8h") < place(options, "6c 8h")
    assert options[0] is ace  # and the best play here


@pytest.mark.parametrize("draws", [1, 2])
def test_a_rough_badugi_stands_against_drawers_and_breaks_against_a_pat_hand(
    draws: int,
) -> None:
    """K-Q-3-2: against an opponent drawing three it is a favourite as it stands; against one
    who stood pat it is beaten by most of his badugis, and the smooth two-card draw 3-2
    wins more."""
    drawing = ranked("2c 3d Qh Ks", draws, (3,))
    assert not drawing[0].discard
    pat = ranked("2c 3d Qh Ks", draws, (0,))
    assert set(pat[0].keep) == set(parse_cards("2c 3d"))
    assert place(pat, "2c 3d") < place(pat, "2c 3d Qh Ks")


def test_a_rough_three_card_draw_against_a_pat_hand_and_against_drawers() -> None:
    """A-3 with a pair of jacks, two draws: against a pat hand only a badugi wins, and the
    jack draw makes more of them; against a player drawing three, who often ends without
    one, the smoother A-3 draw ends with the better hand more often."""
    pat = ranked("Ac 3d Jh Js", 2, (0,))
    assert place(pat, "Ac 3d Js") < place(pat, "Ac 3d")
    drawing = ranked("Ac 3d Jh Js", 2, (3,))
    assert place(drawing, "Ac 3d") < place(drawing, "Ac 3d Js")


def test_more_opponents_never_win_more() -> None:
    alone = ranked("Ac 2s 3d 3h", 2, (2,))
    crowd = {tuple(o.discard): o.win for o in ranked("Ac 2s 3d 3h", 2, (2, 1, 3))}
    for option in alone:
        assert crowd[tuple(option.discard)] <= option.win + 1e-12


def test_the_opponents_table_makes_sense() -> None:
    """Each row is a distribution's "beaten" chances: non-decreasing in the class, within
    [0, 1]; a pat hand is harder to beat than a three-card draw; A-2-3-4 beats nearly all."""
    values = table()
    assert values.shape == (3, len(KS), len(CLASSES))
    assert np.all(np.diff(values, axis=2) >= -1e-4)
    assert values.min() >= 0 and values.max() <= 1
    wheel = len(CLASSES) - 1
    eight = next(i for i, (size, ranks) in enumerate(CLASSES) if size == 4 and ranks[0] == 8)
    for draw in range(3):
        assert values[draw, 0, eight] < values[draw, 3, eight]
        assert values[draw, :, wheel].min() > 0.99
    assert np.all(win_weights(1, ()) == 1)
    both = win_weights(2, (0, 3))
    assert both == pytest.approx(values[1, 0] * values[1, 3])
    with pytest.raises(ValueError):
        win_weights(2, (5,))
