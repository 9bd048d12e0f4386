"""The Badugi hand state machine: state + action -> state + events.

One ``HandState`` plays one hand from the blinds to the last chip pushed. It is pure and
deterministic: every card comes from the hand's seed, so a hand is fully described by its
settings, seed and actions, which is also how it is saved (``to_json`` / ``from_json``).
The rules it follows are RULES.md's Badugi part; comments name the rule where the code is
not obvious.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.badugi.actions import Action, LegalActions, check_action
from cardtable.badugi.events import (
    BetReturned,
    BlindPosted,
    CardsDealt,
    CardsDrawn,
    Event,
    HandEnded,
    HandMucked,
    HandShown,
    HandStarted,
    PlayerActed,
    PotAwarded,
    RoundEnded,
    StubReshuffled,
)
from cardtable.badugi.hand_value import evaluate
from cardtable.badugi.pots import build_pots, split_pot
from cardtable.badugi.rules import MAX_CHIPS, BadugiRules
from cardtable.core.cards import Card, format_cards, full_deck, parse_cards
from cardtable.core.errors import DocumentError, IllegalAction
from cardtable.core.jsonio import check_document
from cardtable.core.rng import make_rng, new_seed
from cardtable.core.validate import Fields, check_bool, check_int, shown

FORMAT = "cardtable-badugi-hand"
VERSION = 1
DOC_FIELDS = (
    "format", "version", "rules", "seed", "hand_no", "button", "stacks", "auto_muck",
    "actions", "deck",
)  # fmt: skip
MAX_ACTIONS = 2000
"""More actions than any hand can have (eight seats, four capped rounds, three draws)."""
MAX_HAND_NO = 10**9

BETTING = "betting"
DRAWING = "drawing"
COMPLETE = "complete"


class HandState:
    """One hand of Badugi.

    Seats are numbered clockwise (seat ``s + 1`` sits left of seat ``s``). ``stacks`` are the
    chips each seat has before the blinds; a seat with 0 chips sits out. ``auto_muck[s]``:
    seat ``s`` throws away a hand that cannot win at showdown instead of showing it.
    ``deck`` stacks the deck (all 52 cards, top first) instead of shuffling from the seed: for
    worked examples, tests and imported hands.
    """

    def __init__(
        self,
        rules: BadugiRules,
        stacks: Sequence[int],
        button: int,
        seed: int | None = None,
        hand_no: int = 0,
        auto_muck: Sequence[bool] | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        n = len(stacks)
        if not 2 <= n <= 8:
            raise ValueError(f"Badugi is played by 2 to 8 seats, not {n}")
        if any(
            not isinstance(s, int) or isinstance(s, bool) or not 0 <= s <= MAX_CHIPS for s in stacks
        ):
            # The upper bound is the one ``from_json`` checks: a hand the engine starts must
            # be a hand its save and its record can be read back as (the arena's --stack
            # 10**17 wrote records that read_record then refused).
            raise ValueError(f"stacks must be whole numbers of chips from 0 to {MAX_CHIPS}")
        if sum(1 for s in stacks if s > 0) < 2:
            raise ValueError("a hand needs at least two seats with chips")
        if (
            isinstance(button, bool)
            or not isinstance(button, int)
            or not 0 <= button < n
            or stacks[button] == 0
        ):
            raise ValueError(f"the button must be on a seat with chips, not seat {shown(button)}")
        self.rules = rules
        self.n = n
        self.seed = new_seed() if seed is None else seed
        self.hand_no = hand_no
        self.button = button
        self.start_stacks = tuple(stacks)
        self.auto_muck = tuple(bool(x) for x in (auto_muck or (False,) * n))
        if len(self.auto_muck) != n:
            raise ValueError("auto_muck needs one flag per seat")

        self.stacks = list(stacks)
        self.committed = [0] * n
        self.round_bets = [0] * n
        self.dealt_in = [s > 0 for s in stacks]
        self.folded = [False] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.muck: list[tuple[Card, int]] = []
        self.draw_counts: list[list[int | None]] = [[None] * n for _ in range(rules.draws)]
        self.reshuffles = 0
        self.phase = BETTING
        self.street = 0
        self.draw_no = -1
        self.to_act: int | None = None
        self.current_bet = 0
        self.last_raise = 0
        self.bets_count = 0
        self.last_aggressor: int | None = None
        self.pending: set[int] = set()
        self.can_raise = [True] * n
        self.draw_queue: list[int] = []
        self.actions: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self.winnings = [0] * n
        self.shown: dict[int, tuple[Card, ...]] = {}

        if deck is None:
            cards = full_deck()
            make_rng(self.seed, "hand", hand_no).shuffle(cards)
            self.preset_deck: tuple[Card, ...] | None = None
        else:
            cards = list(deck)
            if len(cards) != 52 or len(set(cards)) != 52:
                raise ValueError("a stacked deck must hold each of the 52 cards once")
            self.preset_deck = tuple(cards)
        self.deck_order: tuple[Card, ...] = tuple(cards)
        self.stub = cards
        self._start()

    # ----------------------------------------------------------------------------- helpers

    def _next(self, seat: int, pred: Any) -> int:
        """First seat clockwise after ``seat`` for which ``pred`` holds."""
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if pred(s):
                return s
        raise RuntimeError("no seat qualifies")  # callers guarantee one exists

    def _live(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s]

    def _can_bet(self, s: int) -> bool:
        return self.dealt_in[s] and not self.folded[s] and self.stacks[s] > 0

    def live_seats(self) -> list[int]:
        """Seats still in the hand, clockwise from the first left of the button."""
        return [
            s for s in ((self.button + i) % self.n for i in range(1, self.n + 1)) if self._live(s)
        ]

    @property
    def heads_up(self) -> bool:
        return sum(self.dealt_in) == 2

    def blind_seats(self) -> tuple[int, int]:
        """(small blind, big blind). Heads-up the button posts the small blind."""
        if self.heads_up:
            return self.button, self._next(self.button, self._live)
        sb = self._next(self.button, lambda s: self.dealt_in[s])
        return sb, self._next(sb, lambda s: self.dealt_in[s])

    def pots(self) -> list[tuple[int, tuple[int, ...]]]:
        """Main and side pots as they stand: (amount, eligible seats)."""
        return build_pots(self.committed, [self._live(s) for s in range(self.n)])

    @property
    def pot_total(self) -> int:
        return sum(self.committed)

    @property
    def is_complete(self) -> bool:
        return self.phase == COMPLETE

    def _put_in(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.committed[seat] += chips
        self.round_bets[seat] += chips

    # ----------------------------------------------------------------------------- setup

    def _start(self) -> None:
        ev = self.events
        ev.append(HandStarted(self.hand_no, self.button, self.start_stacks))
        sb, bb = self.blind_seats()
        blinds = ((sb, self.rules.small_blind, "small"), (bb, self.rules.big_blind, "big"))
        for seat, size, name in blinds:
            amount = min(size, self.stacks[seat])
            self._put_in(seat, amount)
            ev.append(BlindPosted(seat, amount, name, self.stacks[seat] == 0))
        # Four cards each, one at a time, starting left of the button.
        order = self.live_seats()
        top = 0
        for _ in range(4):
            for s in order:
                self.hands[s].append(self.stub[top])
                top += 1
        self.stub = self.stub[top:]
        for s in order:
            ev.append(CardsDealt(s, tuple(self.hands[s])))
        # The big blind's post is the round's bet even when he is all-in for less.
        self.current_bet = self.rules.big_blind
        self.last_raise = self.rules.big_blind
        self.bets_count = 1
        first = self.button if self.heads_up else self._next(bb, lambda s: self.dealt_in[s])
        self._open_round(first, preflop=True)

    def _open_round(self, first: int, preflop: bool = False) -> None:
        """Begin a betting round with ``first`` (or the next seat that can bet) to act."""
        self.phase = BETTING
        if not preflop:
            self.current_bet = 0
            self.last_raise = 0
            self.bets_count = 0
        self.last_aggressor = None
        self.can_raise = [True] * self.n
        self.pending = {s for s in range(self.n) if self._can_bet(s)}
        self.to_act = None
        self._advance((first - 1) % self.n)

    def _round_over(self) -> bool:
        if not self.pending:
            return True
        bettors = [s for s in range(self.n) if self._can_bet(s)]
        # Alone with chips and not facing a bet: nobody is left to bet against.
        return len(bettors) <= 1 and all(self.round_bets[s] >= self.current_bet for s in bettors)

    def _advance(self, after: int) -> None:
        """Give the turn to the next pending seat after ``after``, or close the round."""
        if self._round_over():
            self._close_round()
            return
        self.to_act = self._next(after, lambda s: s in self.pending)

    def _return_uncalled(self) -> None:
        """Give back the part of a bet that nobody called: what the one live player with the
        most chips in put in above everyone else's total. It was never in a pot (standard
        cardroom practice; RULES.md pots hold only chips someone can win from another)."""
        top = max(self.committed)
        leaders = [s for s in range(self.n) if self.committed[s] == top]
        if top == 0 or len(leaders) != 1 or not self._live(leaders[0]):
            return  # a tie at the top, or a folded player's dead chips: nothing uncalled
        seat = leaders[0]
        excess = top - max(c for s, c in enumerate(self.committed) if s != seat)
        self.committed[seat] -= excess
        self.round_bets[seat] -= excess
        self.stacks[seat] += excess
        self.events.append(BetReturned(seat, excess))

    def _close_round(self) -> None:
        self._return_uncalled()
        self.events.append(RoundEnded(self.street, tuple(self.pots())))
        self.round_bets = [0] * self.n
        self.pending = set()
        if self.street >= self.rules.draws:
            self._showdown()
            return
        self.phase = DRAWING
        self.draw_no = self.street
        self.draw_queue = self.live_seats()
        self.to_act = self.draw_queue[0]

    # ----------------------------------------------------------------------------- choices

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do, or None when the hand is over."""
        seat = self.to_act
        if seat is None:
            return None
        if self.phase == DRAWING:
            return LegalActions(
                seat, frozenset({"draw"}), max_discard=self.rules.draw_limit(self.draw_no)
            )
        stack = self.stacks[seat]
        to_call = self.current_bet - self.round_bets[seat]
        kinds = {"fold", "call"} if to_call > 0 else {"check"}
        call_amount = min(to_call, stack)
        min_to = max_to = 0
        raise_kind = "raise" if self.current_bet > 0 else "bet"
        if self._may_raise(seat, to_call):
            min_to, max_to = self._raise_range(seat, to_call)
            kinds.add(raise_kind)
        return LegalActions(seat, frozenset(kinds), call_amount, min_to, max_to)

    def _may_raise(self, seat: int, to_call: int) -> bool:
        if not self.can_raise[seat] or self.stacks[seat] <= to_call:
            return False
        if not any(self._can_bet(s) for s in range(self.n) if s != seat):
            return False  # everyone else is all-in: a raise could not be called
        if self.rules.structure == "fixed":
            uncapped = self.rules.uncapped_heads_up and len(self.live_seats()) == 2
            if not uncapped and self.bets_count >= 1 + self.rules.max_raises:
                return False
        return True

    def _raise_range(self, seat: int, to_call: int) -> tuple[int, int]:
        """(smallest, largest) total a bet or raise may make the seat's round bet."""
        all_in_to = self.round_bets[seat] + self.stacks[seat]
        rules = self.rules
        if rules.structure == "fixed":
            target = self.current_bet + rules.bet_size(self.street)
            return (min(target, all_in_to),) * 2  # type: ignore[return-value]
        step = max(self.last_raise, rules.big_blind)
        min_to = self.current_bet + step if self.current_bet else rules.big_blind
        if rules.structure == "no_limit":
            max_to = all_in_to
        else:
            pot_after_call = self.pot_total + to_call
            room = pot_after_call if rules.structure == "pot" else pot_after_call // 2
            max_to = min(max(self.current_bet + room, min_to), all_in_to)
        return min(min_to, all_in_to), max_to

    # ----------------------------------------------------------------------------- acting

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Carry out ``action`` for the seat to act and return the events it caused.

        Raises IllegalAction, naming the rule, if the action is not allowed; the state is then
        unchanged. ``seat``, when given, must be the seat to act.
        """
        if self.to_act is None:
            raise IllegalAction("hand_over", "the hand is over; no more actions")
        actor = self.to_act
        if seat is not None and (isinstance(seat, bool) or seat != actor):
            raise IllegalAction(
                "not_your_turn", f"it is seat {actor}'s turn, not seat {shown(seat)}'s"
            )
        check_action(action)
        mark = len(self.events)
        if self.phase == DRAWING:
            self._draw(actor, action)
        else:
            self._bet(actor, action)
        self.actions.append((actor, action))
        return self.events[mark:]

    def _bet(self, seat: int, action: Action) -> None:
        legal = self.legal_actions()
        assert legal is not None
        kind = action.kind
        if kind == "draw":
            raise IllegalAction("not_drawing", "this is a betting round, not a draw")
        if kind not in legal.kinds:
            raise IllegalAction(f"no_{kind}", self._why_not(kind, legal))
        ev = self.events
        if kind == "fold":
            self.folded[seat] = True
            self.muck.extend((c, seat) for c in self.hands[seat])
            ev.append(PlayerActed(seat, "fold", self.round_bets[seat], 0, False))
            self.pending.discard(seat)
            if len(self.live_seats()) == 1:
                self._award_uncontested()
                return
        elif kind == "check":
            ev.append(PlayerActed(seat, "check", self.round_bets[seat], 0, False))
        elif kind == "call":
            chips = legal.call_amount
            self._put_in(seat, chips)
            ev.append(
                PlayerActed(seat, "call", self.round_bets[seat], chips, self.stacks[seat] == 0)
            )
        else:  # bet or raise
            to = action.amount
            if not legal.min_to <= to <= legal.max_to:
                if legal.min_to == legal.max_to:
                    allowed = f"exactly {legal.min_to}"
                else:
                    allowed = f"from {legal.min_to} to {legal.max_to}"
                raise IllegalAction(
                    "bet_size", f"a {kind} here must make your bet {allowed}, not {to}"
                )
            self._raise(seat, kind, to)
        self.pending.discard(seat)
        self.can_raise[seat] = False
        self._advance(seat)

    def _raise(self, seat: int, kind: str, to: int) -> None:
        chips = to - self.round_bets[seat]
        increment = to - self.current_bet
        rules = self.rules
        if rules.structure == "fixed":
            # Fixed limit: an all-in of half a bet or more counts as a full raise.
            full = 2 * increment >= rules.bet_size(self.street)
        else:
            full = self.current_bet == 0 or increment >= max(self.last_raise, rules.big_blind)
        self._put_in(seat, chips)
        self.events.append(PlayerActed(seat, kind, to, chips, self.stacks[seat] == 0))
        if full:
            self.bets_count += 1
            self.last_raise = max(increment, rules.big_blind)
        self.current_bet = to
        self.last_aggressor = seat
        for s in range(self.n):
            if s != seat and self._can_bet(s):
                if full:
                    self.pending.add(s)
                    self.can_raise[s] = True
                elif self.round_bets[s] < to:
                    # An incomplete raise must be answered but does not reopen the raising.
                    self.pending.add(s)

    def _why_not(self, kind: str, legal: LegalActions) -> str:
        if kind == "check":
            return f"you cannot check: there is a bet of {self.current_bet} to call or fold"
        if kind in ("fold", "call"):
            return f"there is no bet to {kind}: you can check"
        if kind == "bet":
            return "you cannot bet: there is already a bet, so raise"
        if kind == "raise":
            if self.current_bet == 0:
                return "there is no bet to raise: bet instead"
            if self.rules.structure == "fixed" and self.bets_count >= 1 + self.rules.max_raises:
                return f"the betting is capped at one bet and {self.rules.max_raises} raises"
            if not self.can_raise[legal.seat]:
                return "an all-in for less than a full raise does not reopen the betting for you"
            if self.stacks[legal.seat] <= legal.call_amount:
                return "you have no chips left beyond a call"
            return "nobody left with chips can call a raise"
        return f"{kind} is not allowed now"

    def _draw(self, seat: int, action: Action) -> None:
        if action.kind != "draw":
            raise IllegalAction("drawing", "this is a draw: discard cards or stand pat")
        hand = self.hands[seat]
        discard = action.discard
        limit = self.rules.draw_limit(self.draw_no)
        if len(set(discard)) != len(discard):
            raise IllegalAction("discard_twice", "a card is named twice in the discard")
        for c in discard:
            if c not in hand:
                raise IllegalAction("discard_not_held", f"you do not hold {c}")
        if len(discard) > limit:
            raise IllegalAction(
                "draw_limit",
                f"at most {limit} cards may be changed in this draw, not {len(discard)}",
            )
        k = len(discard)
        slots = [hand.index(c) for c in discard]
        for c in discard:
            self.discards[seat].append(c)
            self.muck.append((c, seat))
        received = self._deal_replacements(seat, k)
        for i, c in zip(slots, received, strict=True):
            hand[i] = c
        self.draw_counts[self.draw_no][seat] = k
        self.events.append(CardsDrawn(seat, self.draw_no, k, tuple(discard), tuple(received)))
        self.draw_queue.pop(0)
        if self.draw_queue:
            self.to_act = self.draw_queue[0]
            return
        self.street += 1
        self._open_round(self._next(self.button, self._live))

    def _deal_replacements(self, seat: int, k: int) -> list[Card]:
        """Deal ``k`` cards to ``seat``, reshuffling the out-of-play cards if the stub cannot
        cover the draw.

        RULES.md: he first gets what the stub has; then every card out of play that he did not
        throw himself (other players' discards and folded hands) is shuffled into a new stub,
        and he gets the rest from it. His own discards stay out of play (a later reshuffle for
        another player may use them), so a reshuffled stub can hold cards that a player drawing
        later threw earlier in the hand. RULES.md also promises that nobody is ever dealt a
        card he discarded, so our reading (NOTES.md, "Readings of RULES.md"): the dealer passes
        over the drawer's own discards and they keep their place in the stub for the players
        after him; "the stub cannot cover the draw" means it holds fewer than ``k`` cards the
        drawer did not throw. Only then is there a reshuffle, after he got all of those; the
        stub's remaining cards (all his own discards) go back out of play.
        """
        if k == 0:
            return []
        own = set(self.discards[seat])
        usable = [i for i, c in enumerate(self.stub) if c not in own]
        if len(usable) >= k:
            taken = usable[:k]
            out = [self.stub[i] for i in taken]
            for i in reversed(taken):
                del self.stub[i]
            return out
        out = [self.stub[i] for i in usable]
        self.muck.extend((c, seat) for c in self.stub if c in own)
        pool = [c for c, _who in self.muck if c not in own]
        if len(pool) < k - len(out):  # cannot happen with 8 seats or fewer; guard the rules
            raise RuntimeError("not enough cards left to complete the draw")
        self.muck = [(c, who) for c, who in self.muck if c in own]
        self.reshuffles += 1
        rng = make_rng(self.seed, "hand", self.hand_no, "reshuffle", self.reshuffles)
        rng.shuffle(pool)
        self.events.append(StubReshuffled(seat, len(pool), tuple(pool)))
        need = k - len(out)
        out.extend(pool[:need])
        self.stub = pool[need:]
        return out

    # ----------------------------------------------------------------------------- ending

    def _award_uncontested(self) -> None:
        """Everyone else folded: the last player takes every pot without showing (his
        uncalled bet first goes back to him)."""
        self._return_uncalled()
        winner = self.live_seats()[0]
        total = self.pot_total
        self.events.append(RoundEnded(self.street, ((total, (winner,)),)))
        self.events.append(PotAwarded(0, total, ((winner, total),), True))
        self.winnings[winner] += total
        self._finish()

    def _showdown(self) -> None:
        live = self.live_seats()
        first = self.last_aggressor
        if first is None or not self._live(first):
            first = live[0]
        k = live.index(first)
        order = live[k:] + live[:k]
        pots = self.pots()
        values = {s: evaluate(self.hands[s]) for s in live}
        shown: list[int] = []
        contenders = set(order)
        for s in order:
            can_win = False
            for _amount, eligible in pots:
                if s not in eligible or len(eligible) < 2:
                    continue
                rivals = [values[r].strength for r in shown if r in eligible]
                if not rivals or values[s].strength >= max(rivals):
                    can_win = True
                    break
            if can_win or not self.auto_muck[s]:
                shown.append(s)
                v = values[s]
                self.shown[s] = tuple(self.hands[s])
                self.events.append(HandShown(s, tuple(self.hands[s]), v.cards, str(v)))
            else:
                contenders.discard(s)
                self.events.append(HandMucked(s))
        clockwise = self.live_seats()
        for i, (amount, eligible) in enumerate(pots):
            in_pot = [s for s in eligible if s in contenders]
            if len(eligible) == 1:
                shares = [(eligible[0], amount)]
            else:
                best = max(values[s].strength for s in in_pot)
                winners = [s for s in clockwise if s in in_pot and values[s].strength == best]
                shares = split_pot(amount, winners)
            for s, chips in shares:
                self.winnings[s] += chips
            self.events.append(PotAwarded(i, amount, tuple(shares), len(eligible) == 1))
        self._finish()

    def _finish(self) -> None:
        for s in range(self.n):
            self.stacks[s] += self.winnings[s]
        self.committed = [0] * self.n
        self.phase = COMPLETE
        self.to_act = None
        self.pending = set()
        self.events.append(HandEnded(tuple(self.stacks)))

    # ----------------------------------------------------------------------------- saving

    def to_json(self) -> dict[str, Any]:
        """The hand as a versioned JSON document: settings, seed and actions (replayable)."""
        doc: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "hand_no": self.hand_no,
            "button": self.button,
            "stacks": list(self.start_stacks),
            "auto_muck": list(self.auto_muck),
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
        }
        if self.preset_deck is not None:
            doc["deck"] = format_cards(self.preset_deck)
        return doc

    @classmethod
    def from_json(cls, data: Any) -> HandState:
        """Rebuild a hand by replaying its actions; a tampered or foreign document raises
        SaveFileError (bad header, DocumentError for a bad field) or IllegalAction (a
        ValueError: an action the rules refuse)."""
        doc = check_document(data, FORMAT, VERSION)
        f = Fields(doc, "the Badugi hand")
        f.only(*DOC_FIELDS)
        try:
            rules = BadugiRules.from_json(f.raw("rules"))
        except (TypeError, ValueError) as exc:
            raise DocumentError(f"the Badugi hand: rules: {exc}") from exc
        stacks = f.array("stacks", max_len=8)
        for s, chips in enumerate(stacks):
            check_int(chips, f"the Badugi hand: stack of seat {s}", 0, MAX_CHIPS)
        auto_muck = f.array("auto_muck", length=len(stacks), default=None)
        for flag in auto_muck or ():
            check_bool(flag, "the Badugi hand: auto_muck")
        deck_text = f.text("deck", max_len=52 * 3, default=None)
        actions = f.array("actions", max_len=MAX_ACTIONS)
        state = cls(
            rules,
            stacks,
            f.integer("button", 0, max(0, len(stacks) - 1)),
            seed=f.seed(),
            hand_no=f.integer("hand_no", 0, MAX_HAND_NO, default=0),
            auto_muck=auto_muck,
            deck=parse_cards(deck_text) if deck_text is not None else None,
        )
        for item in actions:
            if not (isinstance(item, list) and len(item) == 2):
                raise DocumentError(f"bad action entry {shown(item)}")
            seat = check_int(item[0], "the seat of an action", 0, state.n - 1)
            state.apply(Action.from_json(item[1]), seat=seat)
        return state

    def snapshot(self) -> dict[str, Any]:
        """Everything the state holds, as plain data: for equality and debugging."""
        return {
            "json": self.to_json(),
            "stacks": list(self.stacks),
            "committed": list(self.committed),
            "round_bets": list(self.round_bets),
            "hands": [[str(c) for c in h] for h in self.hands],
            "stub": [str(c) for c in self.stub],
            "muck": [(str(c), s) for c, s in self.muck],
            "folded": list(self.folded),
            "phase": self.phase,
            "street": self.street,
            "draw_no": self.draw_no,
            "to_act": self.to_act,
            "current_bet": self.current_bet,
            "last_raise": self.last_raise,
            "bets_count": self.bets_count,
            "pending": sorted(self.pending),
            "can_raise": list(self.can_raise),
            "draw_counts": [list(d) for d in self.draw_counts],
            "events": [repr(e) for e in self.events],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]
