#!/bin/bash
# Run the workplace's `duplicates` over cardtable/ without the generated i18n .ts
# catalogues (`duplicates` has no exclude option; the catalogues are written by
# cardtable.i18n.fill_ts and repeat their own XML). The files git tracks (and the untracked
# ones it does not ignore) under cardtable/, less *.ts, are copied into a plain folder (not
# a checkout: there `duplicates` reads every file) and counted there.
# Usage, from the repository root: tools/duplicates_without_catalogues.sh [MOST]
set -euo pipefail
most=${1:-200}
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git ls-files -co --exclude-standard cardtable | grep -v '\.ts$' | while read -r f; do
    if [ -f "$f" ]; then mkdir -p "$copy/$(dirname "$f")" && cp "$f" "$copy/$f"; fi
done
cd "$copy/cardtable" && duplicates --most "$most" --seconds 120
