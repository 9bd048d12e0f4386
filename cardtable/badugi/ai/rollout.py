"""One-step lookahead for betting: each candidate action is played out to the end of the hand
many times against holdings the opponents' play makes likely, and the action that wins the
most chips on average is taken.

Why: an equity threshold ("bet with 56%") cannot see fold equity, what the later rounds will
cost a draw, position, or a stack that is all in; playing the hand out sees all of them at
once, in every structure and at every table size. The playouts are fast because every seat in
them (our later decisions included) follows a table-driven policy: its winning chance comes
from ``strength.heads_up`` (one look-up per opponent) and is compared with the pot odds and a
few thresholds; draws follow ``simulate.natural_draw``. Opponents' holdings are sampled by
``simulate.sample_opponents`` from what they have shown, and all candidates are played out on
the same deals and the same random numbers, so their differences are not noise.

The playout engine below is a minimal copy of the rules for bit-mask hands: blinds are already
in, bets and raises follow the structure (fixed sizes and cap, pot, half pot, no limit), chips
beyond a stack are never bet, and the showdown splits side pots by all-in levels. It ignores
what a playout cannot change: odd chips, an incomplete raise not reopening the betting, and
the rule about who may receive whose discards in a reshuffle. Where a rollout starts (the
position, the candidates, the policy's style) is ``rollout_start``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.badugi.actions import Action
from cardtable.badugi.ai.rollout_start import (
    STYLE,
    Numbers,
    Root,
    Style,
    candidates,
    root_from_view,
)
from cardtable.badugi.ai.simulate import hand_info, natural_draw
from cardtable.badugi.ai.strength import N_K, table
from cardtable.badugi.hand_value import _TABLE4, NUM_CLASSES

# Where a rollout starts is ``rollout_start``; its names are known from here too.
__all__ = ["STYLE", "Numbers", "Root", "Style", "action_values", "candidates", "root_from_view"]


class _Playout:
    """One playout of the rest of the hand (see the module notes)."""

    __slots__ = (
        "r", "n", "stacks", "committed", "rb", "folded", "masks", "last_k", "cur", "bets",
        "last_raise", "street", "deck", "ptr", "muck", "rng", "tab", "style", "others",
    )  # fmt: skip

    def __init__(
        self, root: Root, masks: list[int], deck: list[int], ptr: int, muck: list[int],
        rng: Numbers, style: Style, others: Style | None = None,
    ) -> None:  # fmt: skip
        self.r = root
        self.n = len(root.seats)
        self.stacks = list(root.stacks)
        self.committed = list(root.committed)
        self.rb = list(root.round_bets)
        self.folded = [False] * self.n
        self.masks = masks
        self.last_k = list(root.last_k)
        self.cur = root.current_bet
        self.bets = root.bets_count
        self.last_raise = root.last_raise
        self.street = root.street
        self.deck = deck
        self.ptr = ptr
        self.muck = muck
        self.rng = rng
        self.tab = table(root.draws)
        self.style = style
        self.others = style if others is None else others

    # --------------------------------------------------------------------------- policy

    def _strength(self, p: int) -> tuple[float, int]:
        """Seat ``p``'s winning chance against the opponents that matter to its decision.

        Before the first draw only those who have put in the current bet (or are all in)
        count: the players still to act mostly fold, and a chance multiplied over all five
        of them at a six-seat table is so small that every seat in the playouts folded to
        any raise, which made raising any two cards look profitable. Returns the chance and
        how many opponents it is against."""
        left = self.r.draws - self.street
        base = (left * NUM_CLASSES + (_TABLE4[self.masks[p]] >> 4)) * N_K
        tab = self.tab
        s = 1.0
        count = 0
        first = self.street == 0
        for q in range(self.n):
            if q != p and not self.folded[q]:
                if first and self.rb[q] < self.cur and self.stacks[q] > 0:
                    continue
                s *= tab[base + self.last_k[q]]
                count += 1
        return s, count

    def _raise_range(self, p: int) -> tuple[int, int]:
        r = self.r
        all_in_to = self.rb[p] + self.stacks[p]
        if r.structure == "fixed":
            t = self.cur + r.bet_sizes[self.street]
            return min(t, all_in_to), min(t, all_in_to)
        step = max(self.last_raise, r.big_blind)
        min_to = self.cur + step if self.cur else r.big_blind
        if r.structure == "no_limit":
            max_to = all_in_to
        else:
            pot_after = r.dead + sum(self.committed) + self.cur - self.rb[p]
            room = pot_after if r.structure == "pot" else pot_after // 2
            max_to = min(max(self.cur + room, min_to), all_in_to)
        return min(min_to, all_in_to), max_to

    def _may_raise(self, p: int) -> bool:
        if self.stacks[p] <= self.cur - self.rb[p]:
            return False
        if self.r.max_bets is not None and self.bets >= self.r.max_bets:
            return False
        return any(self.stacks[q] > 0 and not self.folded[q] for q in range(self.n) if q != p)

    def _size(self, p: int) -> int:
        lo, hi = self._raise_range(p)
        if lo == hi:
            return lo
        pot = self.r.dead + sum(self.committed) + self.cur - self.rb[p]
        want = self.cur + int(self.style.size * pot)
        return max(lo, min(hi, want))

    def _policy(self, p: int) -> tuple[str, int]:
        if p != self.r.me and self.r.mania and self.rng.random() < self.r.mania[p]:
            # A player whose record shows him betting at every chance does it again here,
            # and never folds.
            if self._may_raise(p):
                lo, hi = self._raise_range(p)
                return ("raise" if self.cur else "bet"), hi
            return ("call" if self.cur > self.rb[p] else "check"), 0
        st = self.style if p == self.r.me else self.others
        true, count = self._strength(p)
        blur = (self.rng.random() - 0.5) * st.noise
        # Bets and raises compare the heads-up-equivalent chance (the thresholds were fitted
        # heads-up); a call compares the true chance with the pot odds.
        hu = (true ** (1.0 / count) if count > 1 else true) + blur
        s = true + blur
        to_call = self.cur - self.rb[p]
        left = self.r.draws - self.street
        if to_call > 0:
            call = min(to_call, self.stacks[p])
            pot = self.r.dead + sum(self.committed)
            extra = st.per_bet * max(0, self.bets - 1)
            if hu >= st.raise_at[left] + extra and self._may_raise(p):
                return "raise", self._size(p)
            # The margin says "a bettor holds better than any hand"; a bigger bet carries
            # more bluffs (a balanced share of f / (1 + 2f) for a bet of f pots), so it
            # narrows less: at a shove of fifty pots the pot odds alone decide. Without
            # this the playouts folded everything to a shove and the lookahead shoved junk.
            f = to_call / max(1, pot - to_call)
            shrink = min(1.0, 2.0 / (1.0 + 2.0 * f))
            margin = (st.call_margin[left] + extra) * shrink
            if p != self.r.me and self.r.call_shift:
                margin += self.r.call_shift[p]
            if s >= call / (pot + call) + margin:
                return "call", 0
            return "fold", 0
        if self._may_raise(p):
            if hu >= st.bet_at[left]:
                return "bet", self._size(p)
            live = self.n - sum(self.folded)
            if left == 0 and live == 2 and s < 0.25 and self.rng.random() < st.bluff:
                return "bet", self._size(p)
        return "check", 0

    # --------------------------------------------------------------------------- rules

    def _act(self, p: int, kind: str, to: int, pending: set[int]) -> None:
        if kind == "fold":
            self.folded[p] = True
        elif kind == "call":
            chips = min(self.cur - self.rb[p], self.stacks[p])
            self.stacks[p] -= chips
            self.committed[p] += chips
            self.rb[p] += chips
        elif kind in ("bet", "raise"):
            chips = to - self.rb[p]
            inc = to - self.cur
            self.stacks[p] -= chips
            self.committed[p] += chips
            self.rb[p] = to
            if self.r.structure == "fixed":
                full = 2 * inc >= self.r.bet_sizes[self.street]
            else:
                full = self.cur == 0 or inc >= max(self.last_raise, self.r.big_blind)
            if full:
                self.bets += 1
                self.last_raise = max(inc, self.r.big_blind)
            self.cur = to
            for q in range(self.n):
                if q != p and not self.folded[q] and self.stacks[q] > 0:
                    pending.add(q)
        pending.discard(p)

    def _live_count(self) -> int:
        return self.n - sum(self.folded)

    def _betting(self, after: int, pending: set[int]) -> bool:
        """Finish a betting round; False when all but one folded."""
        p = after
        n = self.n
        while pending:
            if self._live_count() == 1:
                return False
            bettors = [q for q in range(n) if not self.folded[q] and self.stacks[q] > 0]
            if len(bettors) <= 1 and all(self.rb[q] >= self.cur for q in bettors):
                break
            for _ in range(n):
                p = (p + 1) % n
                if p in pending:
                    break
            kind, to = self._policy(p)
            self._act(p, kind, to, pending)
        return self._live_count() > 1

    def _draw_all(self) -> None:
        left = self.r.draws - self.street
        for p in range(self.n):
            if not self.folded[p]:
                _, size, high, order = hand_info(self.masks[p])
                self._change(p, order[: natural_draw(size, high, left)])

    def _change(self, p: int, thrown: Sequence[int]) -> None:
        """``p`` throws ``thrown`` for as many from the deck (the muck reshuffled if short)."""
        self.last_k[p] = k = len(thrown)
        if not k:
            return
        if self.ptr + k > len(self.deck):
            self.rng.shuffle(self.muck)
            self.deck = self.deck[self.ptr :] + self.muck
            self.ptr, self.muck = 0, []
        m = self.masks[p]
        for c in thrown:
            m ^= 1 << c
            self.muck.append(c)
        for c in self.deck[self.ptr : self.ptr + k]:
            m |= 1 << c
        self.ptr += k
        self.masks[p] = m

    def _showdown(self) -> list[float]:
        n = self.n
        won = [0.0] * n
        live = [p for p in range(n) if not self.folded[p]]
        if len(live) == 1:
            won[live[0]] = self.r.dead + sum(self.committed)
            return won
        value = {p: _TABLE4[self.masks[p]] >> 4 for p in live}
        levels = sorted({self.committed[p] for p in live})
        prev = 0
        for i, level in enumerate(levels):
            amount = sum(max(0, min(c, level) - prev) for c in self.committed)
            if i == 0:
                amount += self.r.dead
            if i == len(levels) - 1:
                amount += sum(max(0, c - level) for c in self.committed)
            eligible = [p for p in live if self.committed[p] >= level]
            best = max(value[p] for p in eligible)
            winners = [p for p in eligible if value[p] == best]
            for p in winners:
                won[p] += amount / len(winners)
            prev = level
        return won

    def play(self, action: Action) -> float:
        """Our chips at the end less our stack now, after ``action`` and the playout."""
        if action.kind == "fold":
            return 0.0  # what we put in is gone whatever happens next
        return self.play_all(action)[self.r.me]

    def play_all(self, action: Action) -> list[float]:
        """Every position's chips at the end less its stack now, after our ``action`` and
        the playout (the chips already in the pot are not counted as lost or won again)."""
        r = self.r
        me = r.me
        start = list(self.stacks)
        pending = set(r.pending)
        self._act(me, action.kind, action.amount, pending)
        if self._betting(me, pending):
            while self.street < r.draws:
                self._draw_all()
                self.street += 1
                self.rb = [0] * self.n
                self.cur = 0
                self.bets = 0
                self.last_raise = 0
                pending = {q for q in range(self.n) if not self.folded[q] and self.stacks[q] > 0}
                if not self._betting(self.n - 1, pending):
                    break
        won = self._showdown()
        return [self.stacks[p] + won[p] - start[p] for p in range(self.n)]


def action_values(
    root: Root,
    actions: Sequence[Action],
    deals: Sequence[tuple[list[int], list[int], int, list[int]]],
    rng: random.Random,
    style: Style = STYLE,
    others: Style | None = None,
    worth: Callable[[list[float]], float] | None = None,
) -> list[list[float]]:
    """Chips won from now by each of ``actions`` (inner lists) on each of the sampled
    ``deals`` (opponents' masks by position with ours in place, deck, index of its next card,
    muck), every action on the same cards and random numbers. We play on by ``style``, the
    others by ``others`` (default the same). With ``worth``, each playout is valued by
    ``worth`` of every position's chips won (a sit-and-go's prize model) instead."""
    out = []
    for masks, deck, ptr, muck in deals:
        seed = rng.getrandbits(32)
        row = []
        for action in actions:
            playout = _Playout(
                root, list(masks), deck, ptr, list(muck), random.Random(seed), style, others
            )
            row.append(playout.play(action) if worth is None else worth(playout.play_all(action)))
        out.append(row)
    return out
