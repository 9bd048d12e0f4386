"""The decision review of Badugi hands: what each choice of one seat was worth, judged on
what that seat knew (``spots``, ``pricing``), why the costly ones cost (``explain``), and
where a player loses most over many hands (``leaks``)."""
