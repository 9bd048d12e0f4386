"""The desktop app in PySide6: ``common`` (card art, the scene and page bases, the task
runner, the table base), one package per game (its table, scene, texts, dialogs, history
view and ``GuiSpec``), ``games.py`` (the GUI's list of games) and ``shell`` (the main window,
start screen, history and statistics pages, replayer).

Only this package (and ``app.py``) imports Qt; the games and the layers below them stay free
of Qt, so the rules, the bots and the history run and are tested without a display.
"""
