"""Strong Spades players (``easy``, ``medium``, ``hard``) and the estimators they share.

- ``simulate``: a light hand on card-index lists for fast playouts;
- ``sampling``: deals of the unseen cards consistent with a seat's knowledge;
- ``policy``: a rule-of-thumb player (the ``easy`` bot and the playout policy);
- ``search``: determinized Monte Carlo card choice under a time budget;
- ``bidding``: the trick distribution and the bid with the best expected score;
- ``ismcts``: information-set Monte Carlo tree search (the arena's ``ismcts`` yardstick);
- ``bots``: the three bots and the yardstick.

Everything works from a ``SeatView``: no bot sees another seat's cards.
"""
