"""Korean for session 21's polish (branch ``polish9``): ``SHELL_KO`` for the shell's
catalogue (``fill_ts.translations`` merges it last) and ``KO`` for the Spades catalogue
(``spades_ko.KO`` takes it in). Kept apart so the helpers' branches merge without touching
the other dicts."""

from __future__ import annotations

# fmt: off
SHELL_KO: dict[str, str] = {
    # a flagged decision's line where the choice put the player all in (review_text.words)
    "Called {0} all-in": "올인 콜 ({0})",
    "Bet all-in": "올인 벳",
    "Bet {0} bb all-in": "{0} bb 올인 벳",
    "Raised all-in": "올인 레이즈",
    "Raised all-in to {0} bb": "{0} bb 올인 레이즈",
    # a shove's row in the review (review_text.choice_label): short enough for one line of
    # the replayer's narrow panel at 1024x700 ("{0} bb까지 레이즈 (올인)" took two)
    "Raise to {0} bb (all-in)": "{0} bb 올인 레이즈",
    "Bet {0} bb (all-in)": "{0} bb 올인 벳",
    # beside the Badugi amount box (action_bar.limit_words): the round's total a shove
    # makes, or the most a pot limit allows ("Raise to {0}" is "{0}까지 레이즈")
    "All-in: raise to {0}": "올인: {0}까지 레이즈",
    "All-in: bet {0}": "올인: 벳 {0}",
    "Most: raise to {0}": "최대: {0}까지 레이즈",
    "Most: bet {0}": "최대: 벳 {0}",
    # the draw trainer while a close call settles (gui/badugi/trainer.py): the score line
    # while answers wait to be counted, and a settling that failed after its spot went
    "Score: counting…": "점수: 세는 중…",
    "The close call of an earlier spot could not be settled: {0}":
        "앞 상황의 아슬아슬한 판정을 끝내지 못했습니다: {0}",
}

KO: dict[str, str] = {
}
# fmt: on
