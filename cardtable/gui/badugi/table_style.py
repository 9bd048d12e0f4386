"""The Badugi table's style sheet: the notice line, the log and the sit-and-go panel above
it (``tournament_panel.py``: the log's dark look, not the platform's white), their focus ring
white, so the keyboard's place shows on the dark panel; their scroll bars dark too."""

from cardtable.gui.common.focus_ring import ring_rules
from cardtable.gui.common.named import dark_scroll_bars

TABLE_STYLE = (
    """
QLabel#notice { color: #ffd27a; background: #1c2026; font-size: 15px; padding: 4px 8px; }
QListWidget#log, QListWidget#standings { background: #15181c; color: #d8dcd8;
  font-size: 13px; border: 3px solid #15181c; }
QFrame#tournamentPanel { background: #1c2026; }
QFrame#tournamentPanel QLabel { color: #d8dcd8; font-size: 13px; }
QFrame#tournamentPanel QLabel#tournamentLevel { color: #ffe6a6; font-weight: bold; }
QFrame#tournamentPanel QLabel#standingsCaption { color: #aeb6ae; }
"""
    + ring_rules("QListWidget#log", "QListWidget#standings")
    + dark_scroll_bars("QListWidget#log", "QListWidget#standings")
)
