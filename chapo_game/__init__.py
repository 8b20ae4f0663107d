"""Chapó (billar de palos): the Spanish pin-billiards game, played by the Reglamento.

Layers, each importing only those below it: ``ui -> ai -> rules, physics -> table``.
``table``, ``position``, ``shot`` and ``events`` are the shared data every layer agrees on.
"""

__version__ = "0.1.0"
