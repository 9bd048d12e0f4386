"""Badugi's rule summary for Help → Rules, written from the rules we play, one
translatable paragraph each."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.gui.common.rules_html import rules_html

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
        translate(
            "RulesText",
            "<b>Sit-and-go tournament</b>: everyone starts with the same chips and nobody buys "
            "more. The blinds rise every few hands by a schedule of levels (a new level starts "
            "with the next hand, never inside one), and from a chosen level every player also "
            "posts an ante. A player short of a blind or ante posts what he has and is all-in.",
        ),
        translate(
            "RulesText",
            "A player with no chips after a hand is out. Of several out in the same hand, the "
            "one who began it with more chips places higher; equal stacks share those places "
            "and their prizes. The button moves to the next player still in. The last player "
            "with chips wins; the prizes are shares of the pool by place (by default: 2-3 "
            "players winner takes all, 4-6 65/35, 7-8 50/30/20).",
        ),
    ]
    return rules_html(translate("RulesText", "Badugi"), items)
