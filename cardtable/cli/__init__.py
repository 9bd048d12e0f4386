"""Headless command-line tools over every game: the bot arena and the decision review."""
