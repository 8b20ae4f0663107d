"""Chapó (billar de palos): the Spanish pin-billiards game, played by the Reglamento.

Layers, each importing only those below it: ``ui -> ai -> rules, physics -> table``.
``table``, ``position``, ``shot`` and ``events`` are the shared data every layer agrees on.
"""

#: the game's version: the distribution's (pyproject.toml reads it from here), ``chapo
#: --version``, and the ``chapo_version`` written into saves
__version__ = "0.3.0.dev0"
