"""The table drawn to scale; no screen, no input (see :mod:`.view`)."""
