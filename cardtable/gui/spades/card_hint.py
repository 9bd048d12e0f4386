"""The Spades table's card-play hint (H at the person's turn to play): the strongest
computer player's card for his seat, asked on a worker thread of the desk's ``TaskRunner``
with his ``SeatView`` only (``spades/play_hint.py``), and the reason in the player's words.
``CardHintDesk`` asks and answers; ``CardHinting`` is its half of ``SpadesTable``.

Like the bidding coach's desk (``hint.py``), it is a ``QuestionDesk``: an answer for a
position the table has left is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from cardtable.gui.common.announce import Announcer
from cardtable.gui.common.question_desk import QuestionDesk
from cardtable.gui.spades import text
from cardtable.gui.spades.picture import Picture
from cardtable.gui.spades.scene import SpadesScene
from cardtable.spades import Phase, Play
from cardtable.spades.play_hint import CardHint, PlayReason, card_hint
from cardtable.spades.session import SpadesSession
from cardtable.spades.views import SeatView

translate = QCoreApplication.translate


def suit_name(suit: int | None) -> str:
    """A suit in the plural, as a player says it ("Lead your long clubs")."""
    names = (
        translate("SpadesHint", "clubs"),
        translate("SpadesHint", "diamonds"),
        translate("SpadesHint", "hearts"),
        translate("SpadesHint", "spades"),
    )
    return names[suit] if suit is not None and 0 <= suit < 4 else ""


def reason_text(reason: PlayReason, names: Sequence[str]) -> str:
    """The one-line reason for ``reason``'s card, naming what the position's facts name."""
    c = text.card_text(reason.card)
    suit = suit_name(reason.suit)
    who = names[reason.seat] if reason.seat is not None and reason.seat < len(names) else ""
    n = reason.count if reason.count is not None else 0
    left = reason.left if reason.left is not None else 0
    # fmt: off
    words = {
        "nil_lead_low": translate("SpadesHint", "Lead the {0}: you bid nil, so lead low."),
        "nil_duck": translate("SpadesHint", "Stay under with the {0}: you bid nil."),
        "blind_nil_lead_low": translate(
            "SpadesHint", "Lead the {0}: you bid blind nil, so lead low."),
        "blind_nil_duck": translate("SpadesHint", "Stay under with the {0}: you bid blind nil."),
        "nil_lost": translate(
            "SpadesHint", "Every card you may play wins this trick: your nil is lost. Take it "
            "with the {0}."),
        "nil_ahead": translate(
            "SpadesHint", "Every card you may play takes the lead for now: your nil is kept only "
            "if a later player beats it. Play the {0}."),
        "cover_partner_nil": translate(
            "SpadesHint", "Win the trick with the {0}: your partner's nil is under threat."),
        "over_partner_nil": translate(
            "SpadesHint", "Play high with the {0}: your partner bid nil and plays after you."),
        "lead_for_partner_nil": translate(
            "SpadesHint", "Lead the {0}: a high card your partner, on nil, can play under."),
        "set_nil_duck": translate(
            "SpadesHint", "Stay under with the {0}: the trick goes to {2}, who bid nil."),
        "set_nil_low": translate(
            "SpadesHint", "Keep the trick low with the {0}: {2} bid nil and plays after you."),
        "set_nil_lead": translate(
            "SpadesHint",
            "Lead the {0}: a low card in {1} that {2}, who bid nil, may have to win."),
        "duck_partner": translate(
            "SpadesHint", "Duck with the {0}: the trick is already your partner's."),
        "trump": translate("SpadesHint", "Trump with the {0}: you have no {1}."),
        "win_cheapest": translate(
            "SpadesHint", "Take the trick with the {0}: the cheapest card that wins it."),
        "win_top": translate(
            "SpadesHint", "Win the trick with the {0}: the highest of the {1} still out."),
        "win_need": translate(
            "SpadesHint", "Win the trick with the {0}: your side still needs {3} for its bid."),
        "win_need_alone": translate(
            "SpadesHint", "Win the trick with the {0}: you still need {3} for your bid."),
        "win_forced": translate(
            "SpadesHint", "Every card you may play wins this trick: take it with the {0}."),
        "win_set": translate(
            "SpadesHint", "Win the trick with the {0} to set {2}'s side: it needs {3} of the "
            "last {4}."),
        "win_set_alone": translate(
            "SpadesHint", "Win the trick with the {0} to set {2}, who needs {3} of the last {4} "
            "tricks."),
        "win": translate("SpadesHint", "Win the trick with the {0}."),
        "ahead_top": translate(
            "SpadesHint", "Take the lead with the {0}: the highest of the {1} still out, so "
            "only a spade can beat it."),
        "ahead_need": translate(
            "SpadesHint", "Take the lead with the {0} for now: your side still needs {3}."),
        "ahead_need_alone": translate(
            "SpadesHint", "Take the lead with the {0} for now: you still need {3} for your bid."),
        "ahead_forced": translate(
            "SpadesHint", "Every card you may play takes the lead for now: play the {0}."),
        "ahead_set": translate(
            "SpadesHint", "Take the lead with the {0} to set {2}'s side: it needs {3} of the "
            "last {4}."),
        "ahead_set_alone": translate(
            "SpadesHint", "Take the lead with the {0} to set {2}, who needs {3} of the last {4} "
            "tricks."),
        "ahead": translate("SpadesHint", "Take the lead with the {0} for now."),
        "discard": translate("SpadesHint", "Throw away the {0}: you have no {1}."),
        "cannot_win": translate("SpadesHint", "Play the {0}: you cannot win this trick."),
        "cannot_win_keep_low": translate(
            "SpadesHint", "Play the {0}: you cannot win this trick, and your lower {1} stay "
            "in hand to duck later."),
        "avoid_bags": translate(
            "SpadesHint", "Duck with the {0}: your side has its {3} tricks, more would be bags."),
        "avoid_bags_alone": translate(
            "SpadesHint", "Duck with the {0}: you have your {3} tricks, more would be bags."),
        "keep_high": translate(
            "SpadesHint", "Duck with the {0}: keep your higher cards for later."),
        "lead_top_spade": translate(
            "SpadesHint", "Lead the {0}: the highest spade left draws out the others' spades."),
        "lead_spades": translate(
            "SpadesHint", "Lead the {0}: draw out the others' spades."),
        "lead_top": translate("SpadesHint", "Lead the {0}: the highest of the {1} still out."),
        "lead_long": translate("SpadesHint", "Lead your long {1}: the {0}."),
        "lead_short": translate(
            "SpadesHint", "Lead the {0} from your short {1}: once they are gone you can trump "
            "them."),
        "lead_low": translate(
            "SpadesHint", "Lead the {0}: a low card lets the others spend their high ones."),
        "lead": translate("SpadesHint", "Lead the {0}."),
    }
    # fmt: on
    line = words.get(reason.kind, translate("SpadesHint", "Play the {0}."))
    return line.format(c, suit, who, n, left)


def hint_line(hint: CardHint, names: Sequence[str]) -> str:
    """ "Hint: the A♠. Win the trick with the A♠: your partner's nil is under threat." """
    return translate("SpadesHint", "Hint: {0}").format(reason_text(hint.reason, names))


def own_turn(view: SeatView | None, phase: Phase, seat: int, busy: bool) -> SeatView | None:
    """``view`` when it is ``seat``'s own turn in ``phase`` and the table is at rest (not
    ``busy``: blocked, between hands, or only watched), else None. The coach at the bid and
    the card hint in play both ask only then."""
    if busy or view is None or view.phase is not phase or view.turn != seat:
        return None
    return view


class CardHintDesk(QuestionDesk):
    """``answered(hint)`` brings the ``CardHint`` for the position asked about (None when it
    came too late); ``failed(message)`` says why there is none."""

    def __init__(self, position: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(position, CardHint, "cardtable-card-hint", parent)

    @property
    def hint(self) -> CardHint | None:
        """The hint shown, if any."""
        return self.answer

    def ask(self, view: SeatView, seed: int) -> None:
        """Ask for the card to play in ``view``, the position the table shows now."""
        self.answer = None
        self._ask("card-hint", card_hint, view, seed)


class CardHinting:
    """The card hint's half of ``SpadesTable``: H at the person's turn to play asks the desk,
    and the answer lifts the card (Enter plays it) with the reason in the notice line."""

    session: SpadesSession
    human: int
    names: list[str]
    bots: list[bool]
    spectating: bool
    scene: SpadesScene
    card_hint: CardHintDesk
    _picture: Picture | None
    _explain: Callable[[str], None]
    _closed: bool
    _position_key: Callable[[], int]
    _update_actions: Callable[[], None]
    blocked: bool
    _view: SeatView | None
    announcer: Announcer

    def card_hint_available(self) -> bool:
        """Only for the person, on his own turn to play, with the table at rest."""
        busy = self.blocked or self.session.hand_over or self.spectating
        view = own_turn(self._view, Phase.PLAYING, self.human, busy)
        return view is not None and any(isinstance(a, Play) for a in view.legal_actions)

    def show_card_hint(self) -> None:
        view = self._view
        if not self.card_hint_available() or self.card_hint.busy or view is None:
            return
        seed = (self.session.seed * 7919 + self._position_key()) % 2**63
        self.card_hint.ask(view, seed)
        self._explain(translate("SpadesHint", "Looking for the best card…"))
        self._update_actions()

    def _on_card_hint(self, hint: object) -> None:
        """The hint came: lift its card (Enter plays it) and say why (stale: nothing)."""
        if self._closed:
            return
        picture = self._picture
        if isinstance(hint, CardHint) and picture is not None and hint.card in picture.hand:
            self.scene.focus_slot = picture.hand.index(hint.card)
            self.scene.sync(picture, self.names, self.bots)
            line = hint_line(hint, self.names)
            self._explain(line)
            self.announcer.say(line)  # the notice changes silently; a queued hint comes unasked
        self._update_actions()

    def _on_card_hint_failed(self, message: str) -> None:
        self._explain(translate("SpadesHint", "No hint this time: {0}").format(message))
        self._update_actions()
