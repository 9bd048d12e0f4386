"""The desktop table in PySide6: card art, the application icon and (later) the windows.

Only this package imports Qt; it sits on top of ``cardtable.core`` and the game packages,
which stay free of Qt so the rules and bots run and are tested without a display.
"""
