"""Error types shared by every layer.

Bad input (command-line arguments, JSON positions, shots, settings, save files) is reported as
one line naming the field and the problem; the command line turns it into exit status 2.
"""

from __future__ import annotations


class ChapoError(Exception):
    """Base of every error the game raises on purpose."""


class InputError(ChapoError, ValueError):
    """Bad input: ``field`` names what is wrong (``balls.1``, ``speed``), ``problem`` says how."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
