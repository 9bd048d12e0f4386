#!/bin/bash
# The same-seed arena matches that show a change left every bot's play as it was (issue 26's
# "arena results on the same seeds identical before and after"): run it on the code before
# and after, then compare the summaries without their timing keys (seconds,
# hands_per_second, decision_ms) and the exported records (`diff -r BEFORE/x AFTER/x`).
# Untimed budgets (--budget-ms 1000000) make every Spades bot's play a function of the seed.
# Usage, from the repository root, with the checkout's python first on PATH:
#   tools/same_seeds.sh OUT             play the matches into OUT (about 4 minutes, one core)
#   tools/same_seeds.sh compare A B     say whether two such folders agree
set -euo pipefail
if [ "${1:-}" = compare ]; then
    a=${2:?usage: tools/same_seeds.sh compare A B}; b=${3:?usage: tools/same_seeds.sh compare A B}
    python - "$a" "$b" <<'PY'
import json, sys
TIMING = {"seconds", "hands_per_second", "decision_ms"}
def strip(d):
    if isinstance(d, dict):
        return {k: strip(v) for k, v in d.items() if k not in TIMING}
    return [strip(x) for x in d] if isinstance(d, list) else d
a, b = sys.argv[1:]
same = True
for name in ("s1", "s2", "s3", "b1"):
    ok = strip(json.load(open(f"{a}/{name}.json"))) == strip(json.load(open(f"{b}/{name}.json")))
    print(f"{name}: summaries {'identical' if ok else 'DIFFER'} (timings aside)")
    same &= ok
sys.exit(0 if same else 1)
PY
    for name in s1 s2 s3 b1; do diff -r "$a/$name" "$b/$name" > /dev/null && echo "$name: records identical" || { echo "$name: records DIFFER"; exit 1; }; done
    exit 0
fi
out=${1:?usage: tools/same_seeds.sh OUT}
mkdir -p "$out"
arena() { python -m cardtable.cli.arena "$@"; }
arena spades --games 2 --seed 7 --bots medium,easy,basic,random --duplicate \
    --budget-ms 1000000 --json --export "$out/s1" > "$out/s1.json"
arena spades --games 1 --seed 8 --bots hard,medium,hard,medium \
    --budget-ms 1000000 --json --export "$out/s2" > "$out/s2.json"
# Three players: hard's endgame solver plays (it does not at four).
arena spades --games 1 --seed 9 --bots hard,medium,medium \
    --budget-ms 1000000 --json --export "$out/s3" > "$out/s3.json"
arena badugi --hands 40 --seed 7 --bots hard,medium --duplicate \
    --structure fixed,no_limit,pot --json --export "$out/b1" > "$out/b1.json"
echo "written: $out/{s1,s2,s3,b1}.json and their records"
