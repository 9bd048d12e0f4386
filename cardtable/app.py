"""Entry point of the desktop app (``cardtable``).

The GUI is not built yet; until it is, this tells the user what can be run instead.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--version" in args:
        from cardtable import __version__

        print(f"cardtable {__version__}")
        return 0
    print(
        "cardtable: the desktop table is not built yet.\n"
        "Meanwhile the rules engines and bots run headless, for example:\n"
        "  cardtable-arena --game badugi --hands 1000 --bots basic,random\n"
        "  cardtable-arena --game spades --games 10 --bots basic,random,basic,random"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
