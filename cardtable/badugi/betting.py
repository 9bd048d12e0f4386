"""A Badugi betting round: who acts next, what he may do, and what a bet or raise does.

The round opens after the deal (the blinds are its first bet) and after each draw, and
closes once everyone still able to bet has acted on the last full bet or raise. RULES.md's
betting structures (fixed, pot, half-pot, no limit) differ only in ``_raise_range`` and in
what counts as a full raise; everything else is shared.
"""

from __future__ import annotations

from cardtable.badugi.actions import Action, LegalActions
from cardtable.badugi.events import PlayerActed
from cardtable.badugi.phase import Phase
from cardtable.badugi.seats import HandBase
from cardtable.core.errors import IllegalAction


class BettingRound(HandBase):
    """The betting part of ``HandState``."""

    # ----------------------------------------------------------------------------- turns

    def _open_round(self, first: int, preflop: bool = False) -> None:
        """Begin a betting round with ``first`` (or the next seat that can bet) to act."""
        self.phase = Phase.BETTING
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

    # ----------------------------------------------------------------------------- choices

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do, or None when the hand is over."""
        seat = self.to_act
        if seat is None:
            return None
        if self.phase is Phase.DRAWING:
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
            fixed = min(target, all_in_to)
            return fixed, fixed
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

    def _bet_refusal(self, seat: int, action: Action) -> IllegalAction | None:
        """Why ``seat`` (to act in a betting round) may not take the well-formed ``action``,
        or None. The one place the betting rules refuse anything: ``check`` returns this and
        ``apply`` raises it, so the two never disagree."""
        legal = self.legal_actions()
        assert legal is not None
        kind = action.kind
        if kind == "draw":
            return IllegalAction("not_drawing", "this is a betting round, not a draw")
        if kind not in legal.kinds:
            return IllegalAction(f"no_{kind}", self._why_not(kind, legal))
        if kind in ("bet", "raise") and not legal.min_to <= action.amount <= legal.max_to:
            if legal.min_to == legal.max_to:
                allowed = f"exactly {legal.min_to}"
            else:
                allowed = f"from {legal.min_to} to {legal.max_to}"
            return IllegalAction(
                "bet_size", f"a {kind} here must make your bet {allowed}, not {action.amount}"
            )
        return None

    def _bet(self, seat: int, action: Action) -> None:
        """Carry out a betting action ``_bet_refusal`` allowed."""
        legal = self.legal_actions()
        assert legal is not None
        kind = action.kind
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
            self._raise(seat, kind, action.amount)
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
