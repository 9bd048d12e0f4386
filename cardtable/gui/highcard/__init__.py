"""High card's table, history view and ``GuiSpec`` (the toy third game's GUI)."""
