"""The Badugi table and its pages in the GUI (``spec.GUI``: its ``GuiSpec``)."""
