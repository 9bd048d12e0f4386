"""Korean for session 17's sixth playtest (branch ``playtest6``): ``SHELL_KO`` for the
shell's catalogue (``fill_ts.translations`` takes it in), ``KO`` for the Spades one
(``spades_ko.CATALOGUE``). Kept apart so the branch merges
without touching the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # the A button where the pot caps the raise below a shove (badugi/action_bar.py)
    "Max": "최대",
    # a saved game set aside at start (gui/shell/saves_shell.py, _report_unreadable)
    "The saved game could not be read and was set aside as {0} in {1}.\n\n"
    "Reason: {2}\n\nYou can start a new game. Your hand history and statistics are "
    "not affected.": (
        "저장된 게임을 읽을 수 없어서 {1} 폴더에 {0} 파일로 따로 옮겨 두었습니다.\n\n"
        "이유: {2}\n\n새 게임을 시작할 수 있습니다. 판 기록과 통계는 그대로 있습니다."
    ),
    # the rebuy question's buttons (badugi/table.py, ask_rebuy): not Yes/No (N was No)
    "Buy in again": "다시 바이인",
    "Leave the table": "테이블 나가기",
    # a digit at a fixed-limit bet (badugi/table.py, _digit_typed)
    "Fixed limit: each bet is a set size. B bets or raises, C calls.": (
        "리밋에서는 벳 크기가 정해져 있습니다. B로 벳·레이즈, C로 콜하세요."
    ),
    # a digit where the pot leaves one size open (badugi/table.py, _digit_typed)
    "Only one amount is open now: “{0}” with B.": "지금은 ‘{0}’만 할 수 있습니다 (B).",
}

KO: dict[str, str] = {
    # Enter, a digit, an arrow or B at the bid with the cards face down (spades/notices.py)
    "Your cards are still face down: look at them with {0}, or bid blind nil with {1}.": (
        "카드가 아직 엎어져 있습니다. {0} 키로 카드를 보거나 {1} 키로 블라인드 닐을 "
        "비드하세요."
    ),
}
# fmt: on
