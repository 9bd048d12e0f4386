"""Exact Badugi draw odds: the model and per-option API (``draws``), its exact engines
(``exact``, ``vector``, ``three``), the shipped three-draw table (``table``) and the chance to
win the showdown (``win``)."""
