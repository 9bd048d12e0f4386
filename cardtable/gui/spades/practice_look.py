"""The look of the bidding practice page: its style sheet, apart from the page's code.

Kept apart so the page holds only what it does; the felt and buttons match the draw trainer's.
The bid buttons are narrow enough for nil to 17 (three and six players) with "Bid" and "Play it
out" beside them at 1024 pixels.
"""

from cardtable.gui.common.combo_look import COMBO_RULES
from cardtable.gui.common.focus_ring import PAGE_RING, ring_rules
from cardtable.gui.common.named import dark_scroll_bars

PAGE_STYLE = (
    """
QWidget#biddingPractice { background: qradialgradient(cx:0.4, cy:0.35, radius:1.0,
    fx:0.4, fy:0.35, stop:0 #1f6e43, stop:1 #0b2e1c); }
QLabel, QCheckBox { color: #eef2ea; font-size: 14px; }
QLabel#title { font-size: 24px; font-weight: bold; }
QLabel#verdict { font-size: 18px; font-weight: bold; color: #ffd27a; }
QLabel#notice { color: #ffd27a; background: #3b2b10; padding: 6px; }
QPushButton#bidValue {
  color: #f2f2ee; background: #394048; border: 2px solid #22272d; border-radius: 6px;
  min-width: 26px; padding: 5px 3px; font-size: 15px; font-weight: bold;
}
QPushButton#bidValue:checked { background: #d9a93a; color: #1b1405; }
QPushButton#bidValue:disabled { color: #8a9098; }
QPushButton#bidValue:checked:disabled { background: #8a6f2a; color: #f2f2ee; }
QToolButton {
  color: #f2f2ee; background: #2f6b45; border: 3px solid #1d4a2e; border-radius: 8px;
  padding: 6px 14px; font-size: 15px; font-weight: bold;
}
QToolButton:hover { background: #3b8457; }
QToolButton:disabled { background: #3a3f46; color: #8a8f96; }
QScrollArea { background: transparent; border: none; }
"""
    + PAGE_RING
    + ring_rules("QPushButton#bidValue")
    + COMBO_RULES
    + dark_scroll_bars()
)
