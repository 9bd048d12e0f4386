"""Badugi bots that read the table: ``easy``, ``medium`` and ``hard``.

``reading`` turns a seat view into what each opponent has shown (draw counts, bets, calls);
``simulate`` deals opponents' holdings consistent with that and plays the remaining draws out
many times (Monte Carlo with the fast table evaluator); ``drawing`` and ``betting`` turn those
equities into decisions; ``players`` holds the three difficulty profiles and the bot class.
Everything works from the seat view alone: no bot ever sees another seat's cards.
"""
