"""Session drivers: who sits where (person or bot), the turn loop, autosave. No Qt here, so
the whole flow of a game can be driven and tested without a display."""
