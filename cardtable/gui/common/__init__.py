"""Widgets, art and machinery every game's GUI shares."""
