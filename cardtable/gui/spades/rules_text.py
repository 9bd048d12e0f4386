"""Spades' rule summary for Help → Rules, written from the rules we play, one
translatable paragraph each."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.rules_html import rules_html

translate = QCoreApplication.translate


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
    return rules_html(translate("RulesText", "Spades"), items)
