"""Rule summaries for Help → Rules, written from RULES.md, one translatable paragraph each."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def badugi_rules_html() -> str:
    items = [
        translate(
            "RulesText",
            "Each player gets four cards face down. The aim is the lowest hand of four "
            "different suits and four different ranks: a <b>badugi</b>.",
        ),
        translate(
            "RulesText",
            "Only cards of different suits and ranks count. More counted cards always win: "
            "any four-card badugi beats any three-card hand, which beats any two-card hand.",
        ),
        translate(
            "RulesText",
            "Between hands of the same size, aces are low; compare the highest counted card "
            "first, and the lower one wins. The best hand is A-2-3-4 of four suits. Suits never "
            "break a tie; equal hands split the pot.",
        ),
        translate(
            "RulesText",
            "Triple draw: betting, draw 1 (breakfast), betting, draw 2 (lunch), betting, draw 3 "
            "(dinner), final betting, showdown. Single draw has one draw and two betting rounds.",
        ),
        translate(
            "RulesText",
            "In a draw you throw away 0 to 4 cards and get as many new ones; keeping all four is "
            "standing pat. How many cards each player changed is public.",
        ),
        translate(
            "RulesText",
            "The small blind sits left of the button, the big blind left of that. Before the "
            "first draw the player left of the big blind acts first; later the first player "
            "left of the button.",
        ),
        translate(
            "RulesText",
            "Fixed limit: bets and raises are one small bet (the big blind) in the first two "
            "rounds and one big bet (twice that) later, with at most one bet and three raises "
            "per round. Pot limit and half-pot limit cap a raise at the pot or half of it; in "
            "no limit you may bet all your chips.",
        ),
        translate(
            "RulesText",
            "At the showdown the best hand wins; a player who goes all-in can only win the "
            "chips he matched, the rest forms side pots.",
        ),
    ]
    return _html(translate("RulesText", "Badugi"), items)


def spades_rules_html() -> str:
    items = [
        translate(
            "RulesText", "Four players in two teams; partners sit opposite. Each gets 13 cards."
        ),
        translate(
            "RulesText",
            "Everyone bids how many tricks he will take. Nil is a bid to take no trick at all "
            "(worth 100 points); blind nil is bid before looking at the cards (200 points).",
        ),
        translate(
            "RulesText",
            "Follow the suit led if you can. The highest spade wins the trick, otherwise the "
            "highest card of the suit led. Spades cannot be led until one has been played, "
            "unless you hold only spades.",
        ),
        translate(
            "RulesText",
            "A team that takes at least its bid scores ten points per trick bid and one point "
            "per extra trick (a bag); a team that falls short loses ten points per trick bid. "
            "Every ten bags cost 100 points.",
        ),
        translate(
            "RulesText", "The first team to reach 500 points wins; a team at −200 or below loses."
        ),
        translate(
            "RulesText",
            "Other table sizes: with three players everyone plays alone with 17 cards (the 2♣ "
            "is taken out); with five, alone with 10 cards (the 2♣ and 2♦ are taken out); with "
            "six, three teams of two partners sitting opposite, 17 cards each from two decks "
            "without their 2♣ (of two equal cards in a trick, the first played wins). Playing "
            "alone, your bid is your contract and your bags are your own.",
        ),
        translate(
            "RulesText",
            "The new-game dialog sets the points to win and to lose, what nil and blind nil are "
            "worth and when blind nil is allowed, the bag penalty, whether spades may be led at "
            "any time, and the direction of play.",
        ),
    ]
    return _html(translate("RulesText", "Spades"), items)


def _html(title: str, items: list[str]) -> str:
    body = "".join(f"<li style='margin-bottom:6px'>{i}</li>" for i in items)
    return f"<h2>{title}</h2><ul>{body}</ul>"
