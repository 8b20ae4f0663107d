"""The referee's calls, 3. por N: the points the player about to shoot still needs, and the calls
around the shots that are not a shot's: a head start, the shot clock run out, a concession.
The keys and their params: :mod:`.announcement`."""

from __future__ import annotations

from ..words import Words, plural
from .announcement import RENDERERS, Params, template

template("por", "{name}: por {remaining} ({remaining} to go)", "{name}: por {remaining}")

# A handicap: the points a player starts every partida with (MatchSettings.head_start): any
# number from 1 ("empieza con 1 tantos" read at a head start of one).
_HEAD_START = plural(
    (
        "{name} starts with a {points}-point head start",
        "{name} starts with a {points}-point head start",
    ),
    (
        "{name} empieza con {points} tanto de ventaja",
        "{name} empieza con {points} tantos de ventaja",
    ),
)


def _head_start(p: Params, w: Words) -> str:
    return w.ngettext(*_HEAD_START, int(p["points"])).format(**p)


RENDERERS["head_start"] = _head_start

# The shot clock ran out (carom 001 art. 8.7): no shot, no points, the turn passes.
template(
    "time_out",
    "Time: {name} did not shoot within {seconds} s; the turn passes",
    "Tiempo: {name} no tiró en {seconds} s; pierde el turno",
)

# A player leaves (carom 001 art. 4.3): he concedes the encuentro.
template(
    "conceded",
    "Conceded: {name} leaves and loses the encuentro",
    "Abandono: {name} deja el encuentro y lo pierde",
)
