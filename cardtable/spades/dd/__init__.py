"""The double-dummy layer of four-player Spades: the solver DDS (``dds_lib``), positions in
its form (``position``), the lead-rule search (``search``), the layer's API (``analysis``) and the
plain exhaustive yardstick (``reference``)."""
