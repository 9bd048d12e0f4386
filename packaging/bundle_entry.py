"""Entry point frozen by PyInstaller: the same main() the ``cardtable`` console script runs.

``CARDTABLE_SELFTEST=odds`` instead works out one spot's two-draw odds and prints the best
option: ``build_bundle.sh`` runs it to prove the bundled numpy loads (the app itself imports
the odds engine only when a Badugi table or the trainer opens, after its own smoke check).
``CARDTABLE_SELFTEST=dd`` solves one Spades position with the double-dummy solver (endplay's
DDS library, which the bundle carries as a file the app loads itself) and prints it."""

import os
import sys

from cardtable.app import main

if __name__ == "__main__":
    if os.environ.get("CARDTABLE_SELFTEST") == "odds":
        from cardtable.badugi.odds.draws import discard_options

        print(discard_options("Ac 2s 3d 3h", 2)[0])
        sys.exit(0)
    if os.environ.get("CARDTABLE_SELFTEST") == "dd":
        from cardtable.spades.dd.analysis import self_test

        print(self_test())
        sys.exit(0)
    sys.exit(main())
