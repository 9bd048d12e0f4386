# Run with the 0.1.0 code (git worktree at 056d090) on PYTHONPATH, from its checkout:
#   PYTHONPATH=. python tests/data/v0_1_0/make_data.py OUT
"""Writes what cardtable 0.1.0 (before the game registry) leaves in a player's data folder:
both games' saves, mid-hand, and a history database of finished hands (schema version 1)."""
import sys
from pathlib import Path

sys.path.insert(0, "tests")
from history_play import badugi_session, play_badugi, play_spades, spades_session

from cardtable.badugi.view import seat_view
from cardtable.core.bots import make_bot
from cardtable.storage.autosave import SaveShelf
from cardtable.storage.history_db import DB_NAME, HistoryDB
from cardtable.storage.history_recorder import HistoryRecorder

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
db = HistoryDB(out / DB_NAME)
assert db.open() is None
rec = HistoryRecorder(db)
shelf = SaveShelf(out, ("badugi", "spades"))
b = play_badugi(badugi_session(seed=11, n=4, structure="no_limit"), 12, rec.record)
# leave the Badugi save in the middle of a hand
bot = make_bot("badugi", "basic", 1)
while True:  # a hand where the person is still in and to act after the first bets
    b.next_hand()
    acted = 0
    while not b.hand_over and not (b.whose_turn() == 0 and acted >= 3):
        seat = b.whose_turn()
        b._apply(seat, bot.act(seat_view(b.match.hand, seat)))
        acted += 1
    if not b.hand_over:
        break
shelf.store("badugi").save(b)
s = play_spades(spades_session(seed=5), None, rec.record)   # one whole game
s.new_game()
s = play_spades(s, 2, rec.record)
s.next_hand()
sbot = make_bot("spades", "basic", 1)
acted = 0
while not (s.whose_turn() == 0 and acted >= 6):
    seat = s.whose_turn()
    s._apply(seat, sbot.act(s.state.view(seat)))
    acted += 1
shelf.store("spades").save(s)
db.close()
for p in sorted(out.iterdir()):
    print(p.name, p.stat().st_size)
