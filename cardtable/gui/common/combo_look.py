"""The pages' drop-down lists (trainers, bidding practice, statistics, history): dark
boxes on the felt with the focus ring, and the list that opens dark too.

Styling only the box's text light left the list that opens on the platform's light grey, so
every item but the highlighted one was light text on light grey: invisible. One rule set for
every page, so a page cannot style the box and forget the list.
"""

from __future__ import annotations

from cardtable.gui.common.focus_ring import ring_rules

COMBO_RULES = """
QComboBox { color: #eef2ea; background: #2b3138; padding: 1px 4px; font-size: 14px;
    border: 2px solid #2b3138; }
QComboBox QAbstractItemView { color: #eef2ea; background: #2b3138; outline: none;
    selection-background-color: #8a6a1f; selection-color: #ffffff; }
""" + ring_rules("QComboBox")
