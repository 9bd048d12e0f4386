"""A fast rule-of-thumb card player: the ``easy`` bot's play and the search's playout policy.

It reads only the seat's own cards and public facts (bids, tricks taken, cards gone, voids
shown), so the same function plays a real seat without peeking and plays every seat of a
sampled deal inside the search. Its rules are the ones seed 001 blames the Windows players for
breaking: a nil bidder ducks with its highest safe card; the nil's partner covers (plays high
before the nil, overtakes the nil's winning card after it); opponents of a nil play low under
it and never cash winners over it; a made contract ducks to avoid bags unless the opponents are
close to being set; a partner's sure winner is never overtaken.
"""

from __future__ import annotations

from cardtable.spades.ai.simulate import KEY, RANK, SPADE, SUIT, SUIT_CARDS_DESC, Sim


def is_nil(bid: int) -> bool:
    return bid in (-1, -2)


def _low(cards: list[int]) -> int:
    """The cheapest card to give away: a non-spade of the lowest rank."""
    best = cards[0]
    best_key = (SUIT[best] == SPADE, RANK[best])
    for c in cards:
        k = (SUIT[c] == SPADE, RANK[c])
        if k < best_key:
            best, best_key = c, k
    return best


def _high(cards: list[int]) -> int:
    """The most dangerous card to get rid of: a non-spade of the highest rank."""
    best = cards[0]
    best_key = (SUIT[best] != SPADE, RANK[best])
    for c in cards:
        k = (SUIT[c] != SPADE, RANK[c])
        if k > best_key:
            best, best_key = c, k
    return best


def is_boss(sim: Sim, hand: list[int], card: int) -> bool:
    """No card that others may still hold ranks above ``card`` in its suit (public facts and
    the seat's own hand only). An identical copy (six players) played later ranks lower."""
    rank = RANK[card]
    unplayed = sim.unplayed
    for h in SUIT_CARDS_DESC[SUIT[card]]:
        if RANK[h] <= rank:
            return True
        if unplayed[h] > hand.count(h):
            return False
    return True


def team_need(sim: Sim, team: int) -> int:
    """Tricks the team still needs for its contract (nil bidders' tricks never count)."""
    need = 0
    for s in sim.members[team]:
        bid = sim.bids[s]
        if bid > 0:
            need += bid - sim.taken[s]
        elif bid == 0:
            need -= sim.taken[s]
    return need


def choose(sim: Sim, seat: int) -> int:
    """The card ``seat`` plays now by the rules of thumb above."""
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    hand = sim.hands[seat]
    bids = sim.bids
    taken = sim.taken
    team = sim.team
    mine = team[seat]
    me_nil = is_nil(bids[seat]) and taken[seat] == 0
    partner_nil = -1
    opp_nil = -1
    for s in range(sim.n):
        if s != seat and is_nil(bids[s]) and taken[s] == 0:
            if team[s] == mine:
                partner_nil = s
            elif opp_nil < 0:
                opp_nil = s
    need = team_need(sim, mine)
    want = need > 0
    if not want and not me_nil:
        left = sim.tricks_left
        for t in range(sim.teams):
            if t != mine:
                opp = team_need(sim, t)
                if opp > 0 and opp >= left - 1:
                    want = True  # the opponents are one or two tricks from being set
    trick = sim.trick
    if not trick:
        return _lead(sim, seat, hand, legal, me_nil, partner_nil, opp_nil, want)
    keyt = KEY[sim.led]
    wk = sim.win_key
    ws = sim.win_seat
    last = len(trick) == sim.n - 1
    winners = [c for c in legal if keyt[c] > wk]
    losers = [c for c in legal if keyt[c] <= wk]
    if me_nil:
        if losers:
            return _high(losers)
        return max(legal, key=keyt.__getitem__) if last else min(legal, key=keyt.__getitem__)
    if partner_nil >= 0:
        if any(s == partner_nil for s, _ in trick):
            if ws == partner_nil:
                if winners:
                    return min(winners, key=keyt.__getitem__)
                return _low(legal)
        elif winners:
            return max(winners, key=keyt.__getitem__)  # win it before the nil must play
    if opp_nil >= 0:
        # Setting a nil is worth more than any trick of our own contract: play under the nil
        # bidder (or low ahead of it) even when we still need tricks.
        if any(s == opp_nil for s, _ in trick):
            if ws == opp_nil:
                return _high(losers) if losers else min(legal, key=keyt.__getitem__)
        else:
            return _low(losers) if losers else min(legal, key=keyt.__getitem__)
    if team[ws] == mine:
        # Never overtake a partner: duck low, or dump a high card under it to avoid bags.
        return _high(losers) if not want and losers else _low(legal)
    if want:
        if winners:
            return min(winners, key=keyt.__getitem__)
        return _low(legal)
    if losers:
        return _high(losers)
    return max(legal, key=keyt.__getitem__) if last else min(legal, key=keyt.__getitem__)


def _lead(
    sim: Sim,
    seat: int,
    hand: list[int],
    legal: list[int],
    me_nil: bool,
    partner_nil: int,
    opp_nil: int,
    want: bool,
) -> int:
    if me_nil:
        return min(legal, key=lambda c: (SUIT[c] == SPADE, RANK[c]))
    if opp_nil >= 0:
        void = sim.void[opp_nil]
        safe = [c for c in legal if not void[SUIT[c]] and SUIT[c] != SPADE]
        return _low(safe or legal)
    bosses = [c for c in legal if is_boss(sim, hand, c)]
    if partner_nil >= 0:
        if bosses:
            return _high(bosses)
        return _high(legal)
    if want:
        if bosses:
            # Side-suit winners before trumps; a spade winner only once spades are out.
            side = [c for c in bosses if SUIT[c] != SPADE]
            return _high(side) if side else bosses[0]
        counts = [0, 0, 0, 0]
        for c in legal:
            counts[SUIT[c]] += 1
        suit = max(range(4), key=lambda s: (counts[s] > 0, s != SPADE, counts[s]))
        return min((c for c in legal if SUIT[c] == suit), key=RANK.__getitem__)
    return _low(legal)
