"""Headless command-line tools: the bot arena and the odds calculator."""
