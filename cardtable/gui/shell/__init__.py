"""The window around the games: main window, start screen, history and statistics."""
