"""Words for Spades at the table: bids, seat status, team names and log lines, all through tr().

The engine describes actions in English for records and tests; the table rebuilds every text
from the engine's values so that it can be shown in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.core.history import fact_int
from cardtable.gui.common.card_words import card_text
from cardtable.gui.common.words import plural
from cardtable.spades import BLIND_NIL, NIL, Bid, BidValue, Play, SpadesRules
from cardtable.spades.events import (
    BiddingEnded,
    BidMade,
    CardPlayed,
    CardsShown,
    Event,
    GameOver,
    HandScored,
    HandStarted,
    SpadesBroken,
    TrickWon,
)
from cardtable.spades.scoring import game_winner
from cardtable.spades.undo import TakenBack

translate = QCoreApplication.translate

DEFAULT_TARGET = SpadesRules().target


def bid_text(bid: BidValue | None) -> str:
    """"4", "Nil", "Blind nil"; an empty string while the seat has not bid."""
    if bid is None:
        return ""
    if bid == NIL:
        return translate("SpadesText", "Nil")
    if bid == BLIND_NIL:
        return translate("SpadesText", "Blind nil")
    return str(bid)


def seat_status(bid: BidValue | None, took: int, playing: bool) -> str:
    """The line under a seat's name: "Bid 4 · Took 2", "Nil · Took 0", "Bidding…"."""
    if bid is None:
        return ""
    if bid in (NIL, BLIND_NIL):
        head = bid_text(bid)
    else:
        head = translate("SpadesText", "Bid {0}").format(bid)
    if not playing:
        return head
    return translate("SpadesText", "{0} · Took {1}").format(head, took)


def rules_summary(rules: Mapping[str, Any]) -> str:
    """ "partners", "everyone alone, to 300 points": a game's stored rules
    (``SpadesHistory.game_rules``) as its row of the history names them (the row gives the
    players). The points to win only where they are not the usual 500. "" when none were
    stored (a game from before they were kept); a value that does not read is left out."""
    players, teams = fact_int(rules, "players"), fact_int(rules, "teams")
    target = fact_int(rules, "target")
    parts = []
    if players is not None and teams is not None:
        parts.append(
            translate("SpadesText", "partners") if teams < players
            else translate("SpadesText", "everyone alone")
        )  # fmt: skip
    if target is not None and target != DEFAULT_TARGET:
        parts.append(translate("SpadesText", "to {0} points").format(target))
    return ", ".join(parts)


def team_name(team: int, names: Sequence[str], rules: SpadesRules) -> str:
    """"You & Ana" for partnerships, the player's own name when everyone plays alone."""
    members = [names[s] for s in range(rules.players) if rules.team_of(s) == team]
    return " & ".join(members)


def direction_name(direction: str) -> str:
    if direction == "counterclockwise":
        return translate("SpadesText", "Counterclockwise")
    return translate("SpadesText", "Clockwise")


def taken_back_line(event: TakenBack) -> str:
    """"Undo: you take back the 4♥ and 3 moves after it." for the person's undo."""
    first, after = event.actions[0], len(event.actions) - 1
    if isinstance(first, Play):
        what = card_text(first.card)
        alone = translate("SpadesText", "Undo: you take back the {0}.")
        one = translate("SpadesText", "Undo: you take back the {1} and {0} move after it.")
        many = translate("SpadesText", "Undo: you take back the {1} and {0} moves after it.")
    else:
        what = bid_text(first.value) if isinstance(first, Bid) else ""
        alone = translate("SpadesText", "Undo: you take back your bid ({0}).")
        one = translate("SpadesText", "Undo: you take back your bid ({1}) and {0} move after it.")
        many = translate("SpadesText", "Undo: you take back your bid ({1}) and {0} moves after it.")
    return plural(after, one, many, what) if after else alone.format(what)


def event_line(
    event: Event | TakenBack, names: Sequence[str], human: int, rules: SpadesRules
) -> str:
    """One line of the game log for ``event`` as the person may see it ("" for nothing);
    ``human`` is -1 at a table of bots only (every seat is named, none is "you")."""
    if isinstance(event, TakenBack):
        return taken_back_line(event)
    if isinstance(event, HandStarted):
        return translate("SpadesText", "— Hand {0} · dealer: {1} —").format(
            event.hand, names[event.dealer]
        )
    if isinstance(event, CardsShown):
        if event.seat == human:
            return translate("SpadesText", "You look at your cards.")
        return ""
    if isinstance(event, BidMade) and event.seat == human:
        if event.bid == NIL:
            return translate("SpadesText", "You bid nil.")
        if event.bid == BLIND_NIL:
            return translate("SpadesText", "You bid blind nil!")
        return translate("SpadesText", "You bid {0}.").format(event.bid)
    if isinstance(event, BidMade):
        if event.bid == NIL:
            return translate("SpadesText", "{0} bids nil.").format(names[event.seat])
        if event.bid == BLIND_NIL:
            return translate("SpadesText", "{0} bids blind nil!").format(names[event.seat])
        return translate("SpadesText", "{0} bids {1}.").format(names[event.seat], event.bid)
    if isinstance(event, BiddingEnded):
        if event.leader == human:
            return translate("SpadesText", "Bidding is over; you lead.")
        return translate("SpadesText", "Bidding is over; {0} leads.").format(names[event.leader])
    if isinstance(event, CardPlayed) and event.seat == human:
        return translate("SpadesText", "You play {0}.").format(card_text(event.card))
    if isinstance(event, CardPlayed):
        return translate("SpadesText", "{0} plays {1}.").format(
            names[event.seat], card_text(event.card)
        )
    if isinstance(event, SpadesBroken):
        return translate("SpadesText", "Spades are broken.")
    if isinstance(event, TrickWon) and event.seat == human:
        return translate("SpadesText", "You take trick {0}.").format(event.number)
    if isinstance(event, TrickWon):
        return translate("SpadesText", "{0} takes trick {1}.").format(
            names[event.seat], event.number
        )
    if isinstance(event, HandScored):
        return scored_line(event, names, rules)
    if isinstance(event, GameOver):
        return translate("SpadesText", "Game over. Winner: {0} with {1} points.").format(
            team_name(event.winner, names, rules), event.totals[event.winner]
        )
    return ""


def scored_line(event: HandScored, names: Sequence[str], rules: SpadesRules) -> str:
    """ "Hand 2 scored. You & Tom: +53, bag penalty -100 (total 3); Mina & Jisoo: -70 (total
    -38)." The teams stood run together ("(total -66) Mina & Jisoo: …"), and a team's bag
    penalty was only inside its figure (-47 for +53 and -100): the score sheet's columns in
    the log's words."""
    parts = []
    for score in event.scores:
        team = team_name(score.team, names, rules)
        if score.penalty:
            parts.append(
                translate("SpadesText", "{0}: {1:+d}, bag penalty {2:+d} (total {3})").format(
                    team, score.points, score.penalty, score.total
                )
            )
        else:
            parts.append(
                translate("SpadesText", "{0}: {1:+d} (total {2})").format(
                    team, score.hand_points, score.total
                )
            )
    head = translate("SpadesText", "Hand {0} scored.").format(event.hand)
    line = f"{head} {'; '.join(parts)}."
    tie = play_on_line(event, names, rules)
    return f"{line} {tie}" if tie else line


def play_on_line(event: HandScored, names: Sequence[str], rules: SpadesRules) -> str:
    """Why the game goes on past its end: a tie for the lead with a team at the target (or
    one at the losing score) plays on (``scoring.game_winner``). Seen at three players to
    50: 51, 50 and 51 after a hand, and the next hand was dealt with nothing said."""
    totals = [0] * rules.team_count
    for score in event.scores:
        totals[score.team] = score.total
    ended = max(totals) >= rules.target or min(totals) <= rules.loss_threshold
    if not ended or game_winner(totals, rules) is not None:
        return ""
    # At the target the tie is at the top; after a loss, among the teams above it.
    alive = [v for v in totals if v > rules.loss_threshold] or totals
    top = max(totals) if max(totals) >= rules.target else max(alive)
    tied = [team_name(t, names, rules) for t, v in enumerate(totals) if v == top]
    return translate(
        "SpadesText",
        "No winner yet: a tie for the lead at {0} ({1}). The game goes on until one side leads.",
    ).format(top, ", ".join(tied))
