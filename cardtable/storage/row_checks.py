"""Which stored rows hold values of the types the pages read (issue 26, defect 12).

SQLite keeps whatever a column is given: an edited or foreign history can hold ``'lots'`` or
``1e308`` where a hand's net chips belong, and every page that added or formatted it raised.
A row that fails these checks is left out of what is read (never changed or deleted: the file
stays as it was) and counted, so a page shows every other row and says how many it could not
read. Players' names that cannot be read are read as none (the seats are then numbered) and
counted too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _whole(value: Any) -> bool:
    return type(value) is int


def _whole_or_none(value: Any) -> bool:
    return value is None or type(value) is int


def _text(value: Any) -> bool:
    return type(value) is str


def names_readable(players: tuple[Any, ...]) -> bool:
    """Whether a game's parsed list of players is one name (text) a seat."""
    return bool(players) and all(_text(p) for p in players)


def game_row_readable(raw: Sequence[Any], players: tuple[Any, ...],
                      scores: tuple[Any, ...]) -> bool:  # fmt: skip
    """A games row (id, game, key, started, updated, finished, hero_seat, players, result,
    net, scores, hands) with ``players`` and ``scores`` parsed from their JSON: every value
    of its type and the person's seat one of the players (when they are known; unreadable
    names alone do not leave the game out, see ``names_readable``)."""
    ident, game, key, started, updated, finished, hero, _, result, net, _, hands = raw
    if not all(_whole(v) for v in (ident, started, updated, net, hands)):
        return False
    if not (_text(game) and _text(key) and _whole_or_none(finished)):
        return False
    if not (result is None or _text(result)):
        return False
    if not all(_whole(s) for s in scores):
        return False
    if hero is None:
        return True
    return _whole(hero) and hero >= 0 and (not players or hero < len(players))


def hand_row_readable(raw: Sequence[Any]) -> bool:
    """A hands row (id, game_id, game, hand_no, finished, result, net, cards, facts): every
    value but the facts of its type (unreadable facts are read as none, as before)."""
    ident, game_id, game, hand_no, finished, result, net, cards, _ = raw
    if not all(_whole(v) for v in (ident, game_id, hand_no, finished, net)):
        return False
    return _text(game) and _text(result) and _text(cards)
