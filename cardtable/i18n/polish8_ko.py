"""Korean for session 20's polish (branch ``polish8``): ``KO`` for the Spades catalogue
(``spades_ko.KO`` takes it in), ``SHELL_KO`` for the shell's (``fill_ts.translations``).
Kept apart so the helpers' branches merge without touching the other dicts."""

from __future__ import annotations

# fmt: off
KO: dict[str, str] = {
    # the trick line names the person "you" (trick_browser.trick_line): "나", as the log does
    "you led {0}": "나 리드 {0}",
    "you {0}": "나 {0}",
    "Trick {0}: {1}. Taken by you.": "{0}번째 트릭: {1}. 가져간 사람: 나.",
}

SHELL_KO: dict[str, str] = {
}
# fmt: on
