"""Update the Korean translations: collect strings, fill them in, compile the .qm files.

Run from the repository root:  .venv/bin/python -m cardtable.i18n.fill_ts [CATALOGUE ...]
It builds every catalogue the app loads (``cardtable.gui.games.catalogues()``), or the ones
named: the shell's (``cardtable``: the shared GUI, ``app.py`` and every game without a
catalogue of its own) and each game's own (``GuiSpec.catalogue``: the strings of the game's
GUI package, filled from the dict ``CATALOGUE`` of ``cardtable/i18n/<catalogue>_ko.py``).
A string without a Korean entry is reported and left unfinished, so nothing is silently
shown in English.
"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from cardtable.i18n.a11y3_ko import SHELL_KO as A11Y3_SHELL_KO
from cardtable.i18n.a11y_ko import SHELL_KO as A11Y_SHELL_KO
from cardtable.i18n.defects_ko import KO as DEFECTS_KO
from cardtable.i18n.figures_honest_ko import SHELL_KO as FIGURES_HONEST_SHELL_KO
from cardtable.i18n.game_rules_ko import SHELL_KO as GAME_RULES_SHELL_KO
from cardtable.i18n.history_ko import KO as HISTORY_KO
from cardtable.i18n.integrator17_ko import SHELL_KO as INTEGRATOR17_SHELL_KO
from cardtable.i18n.integrator18_ko import SHELL_KO as INTEGRATOR18_SHELL_KO
from cardtable.i18n.ko_strings import KO
from cardtable.i18n.last_edges_ko import SHELL_KO as LAST_EDGES_SHELL_KO
from cardtable.i18n.player_names_ko import KO as PLAYER_NAMES_KO
from cardtable.i18n.playtest2_ko import SHELL_KO as PLAYTEST2_SHELL_KO
from cardtable.i18n.playtest3_ko import SHELL_KO as PLAYTEST3_SHELL_KO
from cardtable.i18n.playtest4_ko import SHELL_KO as PLAYTEST4_SHELL_KO
from cardtable.i18n.playtest5_ko import SHELL_KO as PLAYTEST5_SHELL_KO
from cardtable.i18n.playtest6_ko import SHELL_KO as PLAYTEST6_SHELL_KO
from cardtable.i18n.playtest8_ko import SHELL_KO as PLAYTEST8_SHELL_KO
from cardtable.i18n.playtest_ko import SHELL_KO as PLAYTEST_SHELL_KO
from cardtable.i18n.polish2_ko import SHELL_KO as POLISH2_SHELL_KO
from cardtable.i18n.polish3_ko import SHELL_KO as POLISH3_SHELL_KO
from cardtable.i18n.polish4_ko import SHELL_KO as POLISH4_SHELL_KO
from cardtable.i18n.polish9_ko import SHELL_KO as POLISH9_SHELL_KO
from cardtable.i18n.polish11_ko import SHELL_KO as POLISH11_SHELL_KO
from cardtable.i18n.polish_badugi_ko import SHELL_KO as POLISH_BADUGI_SHELL_KO
from cardtable.i18n.polish_ko import SHELL_KO as POLISH_SHELL_KO
from cardtable.i18n.polish_spades_ko import SHELL_KO as POLISH_SPADES_SHELL_KO
from cardtable.i18n.registry_ko import KO as REGISTRY_KO
from cardtable.i18n.review_ko import KO as REVIEW_KO
from cardtable.i18n.tournament_ko import KO as TOURNAMENT_KO
from cardtable.i18n.trainer_edges_ko import SHELL_KO as TRAINER_EDGES_SHELL_KO
from cardtable.i18n.trainer_grade_ko import SHELL_KO as TRAINER_GRADE_SHELL_KO
from cardtable.i18n.trainer_settle_ko import SHELL_KO as TRAINER_SETTLE_SHELL_KO

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SHELL = "cardtable"
"""The shell's catalogue (``gui.common.i18n.SHELL_CATALOGUE``)."""
SHARED_GUI = ("common", "shell")
"""The packages of ``cardtable/gui`` that belong to no game (besides its loose modules)."""
TS = HERE / f"{SHELL}_ko.ts"
QM = HERE / f"{SHELL}_ko.qm"


def ts_path(catalogue: str) -> Path:
    return HERE / f"{catalogue}_ko.ts"


def qm_path(catalogue: str) -> Path:
    return HERE / f"{catalogue}_ko.qm"


def tool(name: str) -> str:
    """A Qt tool from the venv that runs this script (pyside6-lupdate, pyside6-lrelease)."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found")
    return found


def catalogues() -> list[str]:
    """The catalogues the app loads, the shell's first (the GUI registry's list)."""
    from cardtable.gui.games import catalogues as registered

    return registered()


def game_folders(catalogue: str) -> list[Path]:
    """The GUI packages of the registered games whose strings go into ``catalogue`` (for the
    shell's: the games without a catalogue of their own)."""
    from cardtable.gui.games import GUI_GAMES

    gui = ROOT / "cardtable" / "gui"
    own = "" if catalogue == SHELL else catalogue
    return [gui / spec.make_table.__module__.split(".")[2] for spec in GUI_GAMES
            if spec.catalogue == own]  # fmt: skip


def sources(catalogue: str = SHELL) -> list[str]:
    """The modules whose strings ``catalogue`` holds: for the shell's, the shared GUI
    (``gui/*.py``, ``gui/common``, ``gui/shell``), ``app.py`` and the GUI packages of the
    games without a catalogue of their own; for a game's, its GUI package."""
    gui = ROOT / "cardtable" / "gui"
    folders = game_folders(catalogue)
    if catalogue == SHELL:
        folders = [*(gui / name for name in SHARED_GUI), *folders]
    files = sorted(p for folder in folders for p in folder.rglob("*.py"))
    if catalogue == SHELL:
        files = [*sorted(gui.glob("*.py")), *files, ROOT / "cardtable" / "app.py"]
    return [str(p.relative_to(ROOT)) for p in files]


def translations(catalogue: str) -> dict[str, str]:
    """The Korean of every string of ``catalogue``: the shell's dicts, or the ``CATALOGUE``
    of the game's ``cardtable/i18n/<catalogue>_ko.py``."""
    if catalogue == SHELL:
        return {
            **KO,
            **HISTORY_KO,
            **REVIEW_KO,
            **REGISTRY_KO,
            **DEFECTS_KO,
            **TOURNAMENT_KO,
            **PLAYER_NAMES_KO,
            **PLAYTEST_SHELL_KO,
            **POLISH_SHELL_KO,
            **PLAYTEST2_SHELL_KO,
            **PLAYTEST3_SHELL_KO,
            **PLAYTEST4_SHELL_KO,
            **INTEGRATOR17_SHELL_KO,
            **PLAYTEST5_SHELL_KO,
            **PLAYTEST6_SHELL_KO,
            **A11Y_SHELL_KO,
            **A11Y3_SHELL_KO,
            **POLISH_BADUGI_SHELL_KO,
            **POLISH_SPADES_SHELL_KO,
            **POLISH2_SHELL_KO,
            **FIGURES_HONEST_SHELL_KO,
            **LAST_EDGES_SHELL_KO,
            **INTEGRATOR18_SHELL_KO,
            **TRAINER_GRADE_SHELL_KO,
            **POLISH3_SHELL_KO,
            **POLISH4_SHELL_KO,
            **TRAINER_SETTLE_SHELL_KO,
            **TRAINER_EDGES_SHELL_KO,
            **GAME_RULES_SHELL_KO,
            **POLISH9_SHELL_KO,
            **POLISH11_SHELL_KO,
            **PLAYTEST8_SHELL_KO,
        }
    table = importlib.import_module(f"cardtable.i18n.{catalogue}_ko").CATALOGUE
    return dict(table)


def fill(ts: Path = TS, ko: dict[str, str] = KO) -> list[str]:
    """Write the translations ``ko`` into ``ts``; return the source texts still missing."""
    tree = ET.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if source in ko:
            translation.text = ko[source]
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")
            missing.append(source)
        # Locations change with every edit of the code; leaving them out keeps diffs small.
        for loc in message.findall("location"):
            message.remove(loc)
    ET.indent(tree, space="    ")
    text = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8"
    )
    return missing


def bot_labels_source(folder: Path) -> str:
    """A Python file in ``folder`` that lupdate reads for the bots' level names: each game
    lists its bots (``BotEntry.label``) in its own package, where no ``tr()`` can be."""
    from cardtable.games import GAMES

    labels = dict.fromkeys(e.label for spec in GAMES for e in spec.bots.entries if e.listed)
    lines = [f"translate({'BotLevels'!r}, {label!r})" for label in labels]
    path = folder / "bot_labels.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` as a new file put in the old one's place: a running app
    maps its .qm files, and lrelease rewriting one in place killed it (SIGBUS)."""
    fresh = qm.with_name(qm.name + ".new")
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(fresh)], check=True)
    os.replace(fresh, qm)


def update(sources: list[str], ts: Path, qm: Path, ko: dict[str, str], labels: bool = False) -> int:
    """Collect ``sources``' strings (with ``labels``, the bots' level names too) into
    ``ts``, fill in ``ko``, compile ``qm``; 1 if any string is left untranslated (each is
    reported), else 0."""
    with tempfile.TemporaryDirectory() as folder:
        extra = [bot_labels_source(Path(folder))] if labels else []
        subprocess.run(
            [tool("pyside6-lupdate"), *sources, *extra, "-no-obsolete", "-locations", "none",
             "-target-language", "ko_KR", "-ts", str(ts.relative_to(ROOT))],
            cwd=ROOT, check=True,
        )  # fmt: skip
    missing = fill(ts, ko)
    compile_qm(ts, qm)
    for m in missing:
        print(f"untranslated: {m!r}", file=sys.stderr)
    return 1 if missing else 0


def build(catalogue: str) -> int:
    """Collect, fill and compile one catalogue; 1 if a string is left untranslated."""
    return update(sources(catalogue), ts_path(catalogue), qm_path(catalogue),
                  translations(catalogue), labels=catalogue == SHELL)  # fmt: skip


def main(argv: Sequence[str] = ()) -> int:
    """Build the catalogues named in ``argv``, or every one the app loads."""
    names = list(argv) or catalogues()
    unknown = [name for name in names if name not in catalogues()]
    if unknown:
        raise SystemExit(f"no catalogue {', '.join(unknown)} (the app loads {catalogues()})")
    return max(build(name) for name in names)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
