"""What sits above the games and below the GUI, for any game: the autosaves (one per game)
and the history of play (its recorder and SQLite database), dispatching on the games'
specs. No Qt here."""
