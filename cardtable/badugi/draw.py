"""A Badugi draw: each live player in turn throws up to the draw's limit of cards and is
dealt as many from the stub, which is rebuilt from the discards when it runs short.
"""

from __future__ import annotations

from cardtable.badugi.actions import Action
from cardtable.badugi.events import CardsDrawn, StubReshuffled
from cardtable.badugi.seats import HandBase
from cardtable.core.cards import Card
from cardtable.core.errors import IllegalAction
from cardtable.core.rng import make_rng


class DrawRound(HandBase):
    """The drawing part of ``HandState``."""

    def _draw_refusal(self, seat: int, action: Action) -> IllegalAction | None:
        """Why ``seat`` (to draw) may not take the well-formed ``action``, or None: the one
        place the draw refuses anything (``check`` returns it, ``apply`` raises it)."""
        if action.kind != "draw":
            return IllegalAction("drawing", "this is a draw: discard cards or stand pat")
        hand = self.hands[seat]
        discard = action.discard
        limit = self.rules.draw_limit(self.draw_no)
        if len(set(discard)) != len(discard):
            return IllegalAction("discard_twice", "a card is named twice in the discard")
        for c in discard:
            if c not in hand:
                return IllegalAction("discard_not_held", f"you do not hold {c}")
        if len(discard) > limit:
            return IllegalAction(
                "draw_limit",
                f"at most {limit} cards may be changed in this draw, not {len(discard)}",
            )
        return None

    def _draw(self, seat: int, action: Action) -> None:
        """Carry out a draw ``_draw_refusal`` allowed."""
        hand = self.hands[seat]
        discard = action.discard
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
