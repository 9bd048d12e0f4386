"""The house's shape, read from the code: every import of ``cardtable/`` (inside functions
too) points down the layers, no module imports itself back through others, a game never
imports another game, and Qt stays in the GUI.

Layers, lowest first: ``core`` < each game (the packages the registry names) < the registry
(``games.py``) and ``storage`` < ``gui`` and ``cli`` < ``app``. Inside ``gui``: ``common`` <
each game's GUI < ``gui/games.py`` < ``shell`` < ``i18n`` (the
catalogues' tool reads the GUI registry). Imports within one layer are allowed (a game
inside itself); cycles are not, at any distance.
"""

from __future__ import annotations

import ast
from pathlib import Path

from structure_registry import game_packages, gui_game_packages

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
GAMES = game_packages()
GUI_GAMES = gui_game_packages()


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth of its code, as dotted names."""
    found: set[str] = set()
    package = module_name(path).rsplit(".", 0 if path.name == "__init__.py" else 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            # ``from cardtable.gui import common`` imports a module too.
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {
        name: {imp for imp in imports_of(path) if imp in known and imp != name}
        for name, path in known.items()
    }


def layer(name: str) -> tuple[int, int]:
    """(layer, layer inside the GUI) of module ``name``; equal layers may import each other."""
    parts = name.split(".")[1:]
    top = parts[0] if parts else ""
    if top == "core" or not parts:
        return (0, 0)
    if top in GAMES:
        return (1, 0)
    if top in ("games", "storage"):
        return (2, 0)
    if top == "gui":
        sub = parts[1] if len(parts) > 1 else ""
        inner = {"common": 0, "games": 2, "shell": 3}.get(sub, 1 if sub in GUI_GAMES else 0)
        return (3, inner)
    if top == "cli":
        return (3, 0)
    if top == "i18n":  # the GUI's catalogues and the tool that fills them from the registry
        return (3, 4)
    if top == "app":
        return (4, 0)
    raise AssertionError(f"no layer for {name}")


def game_of(name: str) -> str | None:
    parts = name.split(".")[1:]
    if parts and parts[0] in GAMES:
        return parts[0]
    if len(parts) > 1 and parts[0] == "gui" and parts[1] in GUI_GAMES:
        return parts[1]
    return None


# Exceptions to the rules: none since the scenes share ``gui/common/scene.py`` (issue 17).
KNOWN_UPWARD: set[str] = set()
KNOWN_CROSSING: set[str] = set()


def test_every_import_points_down() -> None:
    upward = [
        f"{a} -> {b}"
        for a, targets in graph().items()
        for b in targets
        if b.startswith("cardtable.") and layer(b) > layer(a)
    ]
    assert set(upward) <= KNOWN_UPWARD, sorted(set(upward) - KNOWN_UPWARD)


def test_no_game_imports_another_game() -> None:
    crossing = [
        f"{a} -> {b}"
        for a, targets in graph().items()
        for b in targets
        if game_of(a) and game_of(b) and game_of(a) != game_of(b)
    ]
    assert set(crossing) <= KNOWN_CROSSING, sorted(set(crossing) - KNOWN_CROSSING)


def test_no_import_cycles() -> None:
    edges = graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    assert cycles == []


def test_qt_only_in_the_gui_and_the_app() -> None:
    outside = [
        name
        for name, path in modules().items()
        if not name.startswith(("cardtable.gui", "cardtable.app"))
        and any(imp.split(".")[0] == "PySide6" for imp in imports_of(path))
    ]
    assert outside == []


def test_the_layer_rules_catch_what_they_should() -> None:
    """The checks above are only worth something if they see imports where they are."""
    assert layer("cardtable.core.session") < layer("cardtable.badugi.state")
    assert layer("cardtable.gui.common.cardart") < layer("cardtable.gui.badugi.table")
    assert layer("cardtable.gui.games") < layer("cardtable.gui.shell.mainwindow")
    assert game_of("cardtable.gui.spades.scene") == "spades"
    shell = imports_of(PACKAGE / "gui" / "games.py")
    assert "cardtable.gui.badugi.spec" in shell
    lazy = imports_of(PACKAGE / "badugi" / "spec.py")
    assert "cardtable.badugi.session" in lazy  # imported inside a function


def test_the_registry_names_every_game_package() -> None:
    """The layers come from the registries: each game and each game's table has a package
    there, so an empty or misread registry cannot pass the checks above vacuously."""
    assert GAMES and len(GAMES) == len(GUI_GAMES)
    for name in GAMES:
        assert (PACKAGE / name / "__init__.py").is_file()
    for name in GUI_GAMES:
        assert (PACKAGE / "gui" / name / "__init__.py").is_file()
