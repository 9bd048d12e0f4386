# Run with the session-19 code (main at 2f4f3e6, schema version 3) on PYTHONPATH:
#   PYTHONPATH=. python tests/data/schema_v3/make_data.py OUT
"""Writes a history database of schema version 3 (before the games kept their rules): a
pot-limit single-draw sitting, a fixed-limit triple-draw one, a Spades game at three and one
kept review, by that version's own code."""
import sys
from pathlib import Path

sys.path.insert(0, "tests")
from history_play import badugi_session, play_badugi, play_spades, spades_session

from cardtable.badugi.review.entry import REVIEW
from cardtable.badugi.review.hand import VERSION
from cardtable.badugi.rules import BadugiRules
from cardtable.badugi.session import BadugiConfig, BadugiSession
from cardtable.spades import SpadesRules
from cardtable.storage.history_db import DB_NAME, HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
db = HistoryDB(out / DB_NAME)
assert db.open() is None
rec = HistoryRecorder(db)
single = BadugiRules(structure="pot", small_blind=1, big_blind=2, draws=1)
play_badugi(BadugiSession(BadugiConfig(single, badugi_session().config.seats, 200), seed=31),
            3, rec.record)
play_badugi(badugi_session(seed=32, n=3), 2, rec.record)
play_spades(spades_session(seed=33, rules=SpadesRules(players=3, target=150)), 1, rec.record)
hand = db.hands("badugi")[0]
db.store_review(hand.id, 0, VERSION, REVIEW.review_stored(db, hand, 0))
db.close()
for p in sorted(out.iterdir()):
    print(p.name, p.stat().st_size)
