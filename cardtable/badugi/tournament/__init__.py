"""Badugi sit-and-go tournaments (RULES.md "Sit-and-go tournament"): the blind schedule,
the prize table, the tournament itself over the cash game's hand engine, and ICM."""
