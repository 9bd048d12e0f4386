#!/usr/bin/env bash
# Sets up (see setup.sh), checks style with ruff and types with pyright (scripts/typecheck.py),
# and runs the whole test suite headless.
# Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/python scripts/typecheck.py
# One worker per core: the suite is CPU-bound and its tests are independent.
exec .venv/bin/python -m pytest -q -n auto "$@"
