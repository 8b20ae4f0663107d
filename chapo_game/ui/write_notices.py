"""What the window says when a file could not be written, in the player's language.

The reasons are :mod:`chapo_game.fileio`'s own words (it knows no language); they are listed
here with ``N_`` so the catalogues carry them and the window can translate them.
"""

from __future__ import annotations

from ..i18n import N_, _

#: Why a save failed, as chapo_game.fileio says it (the window shows the translation).
WRITE_REASONS = (
    N_("the disk is full"),
    N_("the disk quota is exhausted"),
    N_("a folder is in the way"),
    N_("a file is in the way of the folder"),
    N_("permission denied"),
    N_("the disk is read-only"),
    N_("it would be too large to read back"),
)
WRITE_FAILED = {
    "settings": N_("Could not save the settings ({reason}); the previous file is kept."),
    "game": N_("Could not save the game ({reason}); the previous save is kept."),
    "records": N_("Could not save the records ({reason}); the previous file is kept."),
    "export": N_("Could not write the CSV file ({reason})."),
}


def write_failed(what: str, reason: str) -> str:
    """One line: which file (``WRITE_FAILED``'s keys) could not be written, and why."""
    return _(WRITE_FAILED[what]).format(reason=_(reason))
