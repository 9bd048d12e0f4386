"""Naming code without loading it: a game's spec, its bot menu and its GUI list what the
game provides for a start screen that only shows the list, and the engines, bots and tables
behind them are imported when first used."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def imported(target: str) -> Callable[[], Any]:
    """A callable that imports ``target`` (``"package.module"`` or ``"package.module:name"``)
    when called and returns it."""
    module, _, name = target.partition(":")

    def load() -> Any:
        found = importlib.import_module(module)
        return getattr(found, name) if name else found

    return load
