#!/usr/bin/env bash
# Sets up (see setup.sh) and starts the cardtable app. Extra arguments go to the app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/cardtable "$@"
