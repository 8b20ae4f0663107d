"""Who a typed name is: one player whatever its case, accents and spacing, and a default name
("Jugador 1", "Player 1", however typed) nobody in particular — a guest, who keeps no record.

Apart from the name screens (:mod:`.scenes.player_setup`) because the records' screen asks the
same question of a name typed there.
"""

from __future__ import annotations

import functools

from chapo_game.names import same_name
from chapo_game.rules.words import DEFAULT_NAMES, SPANISH


@functools.cache
def _default_forms() -> dict[str, str]:
    """Each default name's folded forms, in both languages, to its English name."""
    return {same_name(f): en for en in DEFAULT_NAMES for f in (en, str(SPANISH[en]))}


def canonical(name: str) -> str:
    """A name as one player (:func:`same_name`: case, accents and spacing aside, the ñ
    kept), and a default name the same in either language ("jugador 1" is "Player 1")."""
    key = same_name(name)
    return _default_forms().get(key, key)


def is_guest(name: str) -> bool:
    """A default name, however typed ("jugador 1"): nobody in particular, it keeps no record."""
    return canonical(name) in DEFAULT_NAMES


def same_player(a: str, b: str) -> bool:
    """Whether two names are one player's (:func:`canonical`)."""
    return canonical(a) == canonical(b)
