"""The card-play hint: the ``hard`` bot's card for the person's seat, and why, in facts.

``card_hint(view, seed)`` asks the bot named ``HINT_BOT`` through the bot menu (the same
interface the table's computer players use, so the hint follows whatever that bot becomes)
with the person's ``SeatView`` only: it never sees more than he does. ``explain_play`` then
says why that card, from the position: who leads and who is winning the trick, whether the
card wins it, the nils still alive, what the team still needs, what is left of each suit. The
reason is a ``PlayReason`` (a kind and the card, suit, seat or number it names); the table
puts it into words in the player's language. The rules below are read in order and the first
that fits gives the reason, so the most pressing fact (a nil at stake) comes first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from cardtable.core.cards import Card, Rank
from cardtable.spades.actions import BLIND_NIL, NIL, Play
from cardtable.spades.bot_menu import BOTS
from cardtable.spades.trick_rules import HIGH_RANK, SPADES, table_deck, trick_winner_seat
from cardtable.spades.views import SeatView

HINT_BOT = "hard"
"""The bot whose choice the hint shows (the strongest the table offers)."""

LOW = 9
"""A card of this rank (ace high: 2..14) or below is a low card for the reasons' words."""

KINDS = (
    "nil_lead_low", "nil_duck", "blind_nil_lead_low", "blind_nil_duck", "nil_lost", "nil_ahead",
    "cover_partner_nil", "over_partner_nil", "lead_for_partner_nil",
    "set_nil_duck", "set_nil_low", "set_nil_lead",
    "duck_partner", "trump", "win_cheapest", "win_top", "win_need", "win_need_alone", "win",
    "win_forced", "win_set", "win_set_alone",
    "ahead_top", "ahead_need", "ahead_need_alone", "ahead_forced", "ahead_set", "ahead_set_alone",
    "ahead",
    "discard", "cannot_win", "cannot_win_keep_low", "avoid_bags", "avoid_bags_alone", "keep_high",
    "lead_top_spade", "lead_spades", "lead_top", "lead_long", "lead_short", "lead_low", "lead",
)  # fmt: skip
"""Every kind of reason, each with its words at the table."""


@dataclass(frozen=True)
class PlayReason:
    """Why ``card``: ``kind`` is one of ``KINDS``; ``suit`` (0-3), ``seat``, ``count`` and
    ``left`` are what the words name (a suit, a nil bidder or a contract's bidder, tricks
    still needed, tricks left in the hand), None if nothing."""

    kind: str
    card: Card
    suit: int | None = None
    seat: int | None = None
    count: int | None = None
    left: int | None = None


@dataclass(frozen=True)
class CardHint:
    """The hint for one position: the card to play and why."""

    card: Card
    reason: PlayReason


def card_hint(view: SeatView, seed: int) -> CardHint:
    """The hint bot's card for ``view`` (the person's turn to play) and its reason. Runs on
    a worker: the bot may think for its whole time budget."""
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    if not plays:
        raise ValueError("there is no card to play now")
    action = BOTS.make(HINT_BOT, seed).act(view)
    if not isinstance(action, Play) or action not in plays:
        raise ValueError(f"the {HINT_BOT} player suggested {action}, not a card to play")
    return CardHint(action.card, explain_play(view, action.card))


def _rank(card: Card) -> int:
    return HIGH_RANK[card.index]


def _nil_alive(view: SeatView, seat: int) -> bool:
    return view.bids[seat] in (NIL, BLIND_NIL) and view.tricks_taken[seat] == 0


def _unseen(view: SeatView) -> Counter[Card]:
    """Cards this seat has not seen (others' hands): the table's deck less its own hand and
    every card played this hand (two decks at six players: counted as a multiset)."""
    left = Counter(table_deck(view.rules.players))
    left.subtract(view.hand or ())
    for trick in (*view.tricks, view.current_trick):
        left.subtract(card for _, card in trick)
    return +left


def _top_left(view: SeatView, card: Card, unseen: Counter[Card]) -> bool:
    """No card of ``card``'s suit that this seat has not seen ranks above it."""
    return not any(c.suit == card.suit and _rank(c) > _rank(card) for c in unseen)


def team_need(view: SeatView, team: int) -> tuple[int, int]:
    """``team``'s contract (its members' numeric bids) and the tricks it still needs for it
    (a nil bidder's tricks never count towards it)."""
    rules = view.rules
    members = [s for s in range(rules.players) if rules.team_of(s) == team]
    contract = sum(b for s in members if isinstance(b := view.bids[s], int))
    taken = sum(view.tricks_taken[s] for s in members if view.bids[s] not in (NIL, BLIND_NIL))
    return contract, contract - taken


def contract_to_set(view: SeatView) -> tuple[int, int] | None:
    """An opponent's contract one or two tricks from being set (the fast policy's reason to
    take tricks with its own bid made, ``ai/policy.py``): the opposing team that still needs
    at least all the tricks left but one (this one included) and can still make it, the one
    with the least to spare. Returns a bidder of it (the first in seat order) and the tricks
    it still needs; None when no contract is that close."""
    rules = view.rules
    left = rules.hand_size - len(view.tricks)
    mine = rules.team_of(view.seat)
    best: tuple[int, int, int] | None = None  # (spare, seat, need)
    for team in range(rules.team_count):
        contract, need = team_need(view, team)
        if team == mine or contract <= 0 or not left - 1 <= need <= left:
            continue
        seat = min(s for s in range(rules.players)
                   if rules.team_of(s) == team and isinstance(view.bids[s], int))  # fmt: skip
        if best is None or left - need < best[0]:
            best = (left - need, seat, need)
    return None if best is None else (best[1], best[2])


def explain_play(view: SeatView, card: Card) -> PlayReason:
    """Why ``card`` is played in ``view`` (the seat to play), from the position's facts."""
    rules = view.rules
    me = view.seat
    n = rules.players
    trick = view.current_trick
    leading = not trick
    hand = tuple(view.hand or ())
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    played = {s for s, _ in trick}
    still_to_play = [s for s in range(n) if s != me and s not in played]
    partners = [
        s for s in range(n)
        if s != me and rules.team_count < n and rules.team_of(s) == rules.team_of(me)
    ]  # fmt: skip
    opponents = [s for s in range(n) if s != me and s not in partners]
    wins = trick_winner_seat((*trick, (me, card))) == me
    winner = trick_winner_seat(trick) if trick else None

    def winning_cards() -> list[Card]:
        return [c for c in legal if trick_winner_seat((*trick, (me, c))) == me]

    # A nil at stake comes first: the bidder's own, then the partner's, then an opponent's.
    if _nil_alive(view, me):
        # A blind nil is named as one: "you bid nil" was true but not what was bid.
        blind = "blind_" if view.bids[me] == BLIND_NIL else ""
        if leading and _rank(card) <= LOW:
            # A lead always leads the trick, so "not wins" never held for one and "lead low"
            # was never said: a low lead is its own reason (a high one is ``nil_ahead``).
            return PlayReason(blind + "nil_lead_low", card)
        if not wins:
            return PlayReason(blind + "nil_duck", card)
        if len(winning_cards()) == len(legal):
            # With players still to come the card only leads the trick: one of them may
            # still beat it and keep the nil alive, so "your nil is lost" would be untrue.
            return PlayReason("nil_ahead" if still_to_play else "nil_lost", card)
    for partner in partners:
        if not _nil_alive(view, partner) or leading:
            continue
        if partner in played and winner == partner and wins:
            return PlayReason("cover_partner_nil", card, seat=partner)
        if partner in still_to_play and wins and _rank(card) >= Rank.QUEEN:
            return PlayReason("over_partner_nil", card, seat=partner)
    if leading and any(_nil_alive(view, p) for p in partners) and _rank(card) >= Rank.QUEEN:
        return PlayReason("lead_for_partner_nil", card, seat=partners[0])
    for opponent in opponents:
        if not _nil_alive(view, opponent):
            continue
        if not leading and winner == opponent and not wins:
            return PlayReason("set_nil_duck", card, seat=opponent)
        low = _rank(card) <= LOW
        if not leading and opponent in still_to_play and not wins and low:
            return PlayReason("set_nil_low", card, seat=opponent)
        if leading and low and card.suit != SPADES:
            return PlayReason("set_nil_lead", card, suit=card.suit, seat=opponent)

    contract, need = team_need(view, rules.team_of(me))
    # Playing alone (three and five players) the contract is the seat's own: "you", not
    # "your side".
    alone = not partners
    if not leading:
        led = trick[0][1].suit
        if winner in partners and not wins:
            return PlayReason("duck_partner", card, seat=winner)
        if wins:
            if card.suit == SPADES and led != SPADES:
                return PlayReason("trump", card, suit=led)
            cheapest = min(winning_cards(), key=lambda c: (c.suit == SPADES, _rank(c)))
            if not still_to_play and card == cheapest:
                return PlayReason("win_cheapest", card)
            unseen = _unseen(view)
            if card.suit == led and _top_left(view, card, unseen):
                # The top card of the suit led still loses to a spade from a player after
                # it: then it only leads the trick, and the words must not promise it.
                trumps_out = led != SPADES and any(c.suit == SPADES for c in unseen)
                kind = "ahead_top" if still_to_play and trumps_out else "win_top"
                return PlayReason(kind, card, suit=led)
            # With players still to come the card only leads the trick for now: say so,
            # rather than "win the trick" with a card the next player may beat.
            side = "ahead" if still_to_play else "win"
            if need > 0:
                kind = side + "_need"
                return PlayReason(kind + "_alone" if alone else kind, card, count=need)
            # The bid is made: taking the trick needs a reason of its own.
            if len(winning_cards()) == len(legal):
                return PlayReason(side + "_forced", card)
            pressed = contract_to_set(view)
            if pressed is not None:
                kind = side + "_set"
                left = rules.hand_size - len(view.tricks)
                seat, count = pressed
                return PlayReason(
                    kind + "_alone" if alone else kind, card, seat=seat, count=count, left=left
                )
            return PlayReason(side, card)
        could_win = bool(winning_cards())
        if could_win and need <= 0 and contract > 0:
            kind = "avoid_bags_alone" if alone else "avoid_bags"
            return PlayReason(kind, card, count=contract)
        if card.suit != led and card.suit != SPADES:
            return PlayReason("discard", card, suit=led)
        if not could_win:
            # A higher card than needed to lose (the J with the 5 of the suit in hand):
            # "you cannot win" alone left the learner asking why not the 5.
            lower = any(
                c.suit == card.suit and HIGH_RANK[c.index] < HIGH_RANK[card.index] for c in legal
            )
            if lower:
                return PlayReason("cannot_win_keep_low", card, suit=card.suit)
            return PlayReason("cannot_win", card)
        return PlayReason("keep_high", card)

    unseen = _unseen(view)
    if card.suit == SPADES:
        if _top_left(view, card, unseen):
            return PlayReason("lead_top_spade", card)
        return PlayReason("lead_spades", card, suit=SPADES)
    if _top_left(view, card, unseen):
        return PlayReason("lead_top", card, suit=card.suit)
    lengths = Counter(int(c.suit) for c in hand)
    length = lengths[int(card.suit)]
    side = [lengths[s] for s in range(3)]
    if length >= 4 and length == max(side):
        return PlayReason("lead_long", card, suit=card.suit)
    if length <= 2 and lengths[int(SPADES)] > 0:
        return PlayReason("lead_short", card, suit=card.suit)
    if _rank(card) <= LOW:
        return PlayReason("lead_low", card, suit=card.suit)
    return PlayReason("lead", card, suit=card.suit)
