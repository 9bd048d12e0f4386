"""The Spades table's style sheet: the action bar's buttons, the bid picker, the notice
line and the side panel, in the table's colours (set on the table, so it reaches every part).
"""

from cardtable.gui.common.focus_ring import ring_rules
from cardtable.gui.common.named import dark_scroll_bars, dark_tables

# Each control's border turns white with the focus (``focus_ring``); always there, so nothing
# moves when the focus comes (the padding makes up for its width).
TABLE_STYLE = (
    """
QWidget#actionBar { background: #1c2026; }
QToolButton {
  color: #f2f2ee; background: #2f6b45; border: 3px solid #1d4a2e; border-radius: 8px;
  padding: 6px 14px; font-size: 16px; font-weight: bold; min-width: 92px;
}
QToolButton:hover { background: #3b8457; }
QToolButton:disabled { background: #3a3f46; color: #8a8f96; }
QToolButton#blind_nil { background: #8a5a16; border-color: #5e3d0f; }
QToolButton#blind_nil:hover { background: #a36c1c; }
QPushButton#bidValue {
  color: #f2f2ee; background: #394048; border: 2px solid #22272d; border-radius: 6px;
  min-width: 34px; padding: 5px 3px; font-size: 15px; font-weight: bold;
}
QPushButton#bidValue:checked { background: #d9a93a; color: #1b1405; }
QPushButton#bidValue:disabled { color: #7a8088; }
QLabel#notice { color: #ffd27a; background: #1c2026; font-size: 15px; padding: 2px 8px; }
QListWidget#log, QListWidget#tricks {
  background: #15181c; color: #d8dcd8; font-size: 13px; border: 3px solid #15181c;
}
QListWidget#tricks::item:selected { background: #3a3320; color: #ffe082; }
QTableWidget#scoreSheet { font-size: 12px; }
"""
    + ring_rules("QToolButton", "QToolButton#blind_nil", "QPushButton#bidValue", "QListWidget#log")
    + dark_scroll_bars("QListWidget#log", "QListWidget#tricks", "QTableWidget#scoreSheet")
    + dark_tables("QTableWidget#scoreSheet")  # was the platform's white table in the dark
)
