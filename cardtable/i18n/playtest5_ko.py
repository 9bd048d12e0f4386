"""Korean for session 17's fifth playtest (branch ``playtest5``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the Spades one
(``spades_ko.CATALOGUE``). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # a move's key pressed before the person's turn (badugi/table.py, _key_before_turn)
    "Not your turn yet: “{0}” is ticked for when it comes.": (
        "아직 내 차례가 아닙니다. 미리 선택: ‘{0}’ (내 차례가 오면 실행)"
    ),
    "Not your turn yet: {0} is to act.": "아직 내 차례가 아닙니다: {0} 님 차례입니다.",
    "Not your turn yet: the cards are still moving.": (
        "아직 내 차례가 아닙니다: 카드가 아직 움직이는 중입니다."
    ),
    # B (R, A, H, Shift+P, E) at a turn with no bet or raise open (badugi/table.py)
    "You cannot raise now: call with C or fold with F.": (
        "지금은 레이즈할 수 없습니다. C로 콜하거나 F로 폴드하세요."
    ),
    "You cannot bet now: check with C.": "지금은 벳할 수 없습니다. C로 체크하세요.",
    # a seat out of a sit-and-go, on its plate (tournament_text.out_status)
    "Out · {0}": "탈락 · {0}",
    # J while watching a sit-and-go he is out of (tournament_table.ask_jump)
    "The result comes at the end of this hand.": "이번 판이 끝나면 결과로 갑니다.",
    # the history's line of a sit-and-go finished out of the prizes (badugi/history_view.py)
    "no prize": "상금 없음",
}
# fmt: on

# fmt: off
KO: dict[str, str] = {
    # the Spades catalogue: a card's or a bid's key before the turn (spades/notices.py)
    "Not your turn yet: the cards are still moving.": (
        "아직 내 차례가 아닙니다: 카드가 아직 움직이는 중입니다."
    ),
    "Not your turn yet: {0} is to play.": "아직 내 차례가 아닙니다: {0} 님 차례입니다.",
    # a digit at the person's turn to play a card (spades/intents.py, type_bid)
    "Choose a card with the arrows (← →) and play it with Enter.": (
        "화살표(← →)로 카드를 고르고 Enter로 내세요."
    ),
}
# fmt: on
