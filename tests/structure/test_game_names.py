"""No shared code names a game: outside the games' own packages (each registered game's
package and its ``gui/`` package) and the translation catalogues, no game's name appears as a
string literal in ``cardtable/``. A branch on a game's name in shared code means the
game contract is missing something (DESIGN: extend the contract instead)."""

from __future__ import annotations

import re
from pathlib import Path

from structure_registry import game_names, game_packages, gui_game_packages

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
OWN = (*game_packages(), *(f"gui/{p}" for p in gui_game_packages()), "i18n")
LITERAL = re.compile("[\"'](" + "|".join(map(re.escape, game_names())) + ")[\"']")
KNOWN: set[str] = set()  # files allowed to name a game anyway: none


def shared_files() -> list[Path]:
    return [
        p for p in PACKAGE.rglob("*.py")
        if not any(p.relative_to(PACKAGE).as_posix().startswith(own + "/") for own in OWN)
    ]  # fmt: skip


def test_shared_code_names_no_game() -> None:
    naming = {
        p.relative_to(PACKAGE).as_posix()
        for p in shared_files()
        if LITERAL.search(p.read_text(encoding="utf-8"))
    }
    assert naming <= KNOWN, sorted(naming - KNOWN)


def test_the_check_sees_the_games_own_files_as_theirs() -> None:
    files = {p.relative_to(PACKAGE).as_posix() for p in shared_files()}
    assert "games.py" in files and "gui/shell/mainwindow.py" in files
    assert "badugi/spec.py" not in files and "gui/spades/table.py" not in files
