"""Entry point frozen by PyInstaller: the same main() the ``cardtable`` console script runs."""

import sys

from cardtable.app import main

if __name__ == "__main__":
    sys.exit(main())
