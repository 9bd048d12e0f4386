"""The Badugi table's style sheet: the notice line and the log (its focus ring white, so
the keyboard's place shows on the dark panel)."""

TABLE_STYLE = """
QLabel#notice { color: #ffd27a; background: #1c2026; font-size: 15px; padding: 4px 8px; }
QListWidget#log { background: #15181c; color: #d8dcd8; font-size: 13px;
  border: 3px solid #15181c; }
QListWidget#log:focus { border-color: #ffffff; }
"""
