"""Korean for session 23's polish (branch ``polish11``): ``KO`` for the Spades catalogue
(``spades_ko.KO`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``
merges it last). Kept apart so other branches merge without touching the
other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the practice's verdict on a bid one trick from a bid as good as the coach's
    # (gui/spades/practice_text.verdict_text, spades/practice.Grade.near)
    "Within one trick of {0}, as good as the coach's bid ({1}).":
        "코치의 비드({1})만큼 좋은 비드 {0}에서 1트릭 이내입니다.",
}

SHELL_KO: dict[str, str] = {
    # the Badugi new-game dialog's most cards in draws 2 and 3 (gui/badugi/newgame._limit_box)
    "None (stand pat)": "없음 (패스)",
    "{0} card": "{0}장",
    "{0} cards": "{0}장",
    # a sit-and-go's results offer the review of the person's last hand
    # (gui/badugi/tournament_results.TournamentResults)
    "&Review your hand {0}": "내 {0}번째 판 복기(&R)",
}
# fmt: on
