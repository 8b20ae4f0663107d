"""``python -m chapo_game`` is the same as the ``chapo`` command."""

from .cli import entry

entry()
