"""cardtable: a desktop card table for Badugi and Spades against computer opponents."""

__version__ = "0.1.0"
