"""The referee's calls, one module for each part of what a club referee says after a shot, in the
order he says them (carom 001 art. 9.4): :mod:`.facts`, :mod:`.sanction`, :mod:`.por`,
:mod:`.put_back`, :mod:`.next_turn`; the :class:`~.announcement.Announcement` they are said with,
the registry they fill and the keys and their params, in :mod:`.announcement`.

Every part registers its calls (and their words, :data:`..words.SPANISH`) when imported. This
package imports them all, so importing any of its modules knows every call; in that order,
which is the order of the referee's words in the catalogues ``python -m chapo_game.i18n``
writes.
"""

# isort: off
from . import facts, sanction, por, put_back, next_turn  # noqa: F401 - registers, in order

# isort: on
from .announcement import RENDERERS

#: Every key a call can have.
KEYS: frozenset[str] = frozenset(RENDERERS)
