#!/bin/bash
# Spades hard vs medium at 60 and 20 ms on a lent many-core machine (session 7). Carry an endplay
# wheel for its Python in .whl/ (NOTES.md, session 7); results and the exported records go to $OUT.
# Locally: OUT=/tmp/o PY=.venv/bin/python SKIP_INSTALL=1 PYTHONPATH=$PWD G60=1 LIMIT=200 bash THIS
set -u
PY=${PY:-python3}
G60=${G60:-100}; G20=${G20:-100}; LIMIT=${LIMIT:-565}
start=$(date +%s)
if [ -z "${SKIP_INSTALL:-}" ]; then
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
  export PYTHONPATH=/tmp/site:$PWD
fi
export PYTHONUNBUFFERED=1
$PY -V; nproc; grep -m1 "model name" /proc/cpuinfo; git log --oneline -1 2>/dev/null
$PY -c "from cardtable.spades import dd; assert dd.available(), 'DDS did not load'; print('DDS loads')" || exit 1
arena() { $PY -c "import sys; from cardtable.cli.arena import main; sys.exit(main(sys.argv[1:]))" "$@"; }
t0=$(date +%s)
timeout $((LIMIT - (t0 - start) - 5)) bash -c "$(declare -f arena); PY=$PY; arena --game spades --games $G60 --seed 77 --bots hard,medium,hard,medium --duplicate --jobs 16 --budget-ms 60 --export /tmp/rec60 --json > $OUT/hm60.json"
echo "hm60 rc=$? seconds=$(( $(date +%s) - t0 ))"
t1=$(date +%s); left=$((LIMIT - (t1 - start) - 5))
echo "left for the 20 ms run: $left s"
if [ $left -gt 60 ]; then
  G20=$(( left * 16 / 24 )); [ $G20 -gt 100 ] && G20=100; echo "20 ms deals: $G20"
  timeout $left bash -c "$(declare -f arena); PY=$PY; arena --game spades --games $G20 --seed 77 --bots hard,medium,hard,medium --duplicate --jobs 16 --budget-ms 20 --export /tmp/rec20 --json > $OUT/hm20.json"
  echo "hm20 rc=$? seconds=$(( $(date +%s) - t1 ))"
fi
mkdir -p /tmp/rec60 /tmp/rec20; tar czf $OUT/records.tgz -C /tmp rec60 rec20; ls /tmp/rec60 | wc -l; ls /tmp/rec20 | wc -l
for f in $OUT/*.json; do [ -s "$f" ] || continue; $PY - "$f" <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
print(sys.argv[1], "budget", d.get("budget_ms"), "games", d["games_played"], "hands", d["hands_played"], "seconds", round(d["seconds"]))
for s in d["sides"]:
    w = s["win_rate"]; print(" ", s["bots"], s["games_won"], f"{w['mean']:.3f} [{w['low']:.3f}, {w['high']:.3f}]", "pts/hand", round(s["points_per_hand"]["mean"], 1), "nil", s["nil_bids"], s["nils_made"], "blind", s["blind_nil_bids"], s["blind_nils_made"])
print(" ", d["decision_ms"])
PYEOF
done
