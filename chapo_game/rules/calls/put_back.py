"""The referee's calls, 4. put back: where balls, the mingo and the pins go back after a shot, and
the rey's auxiliary spot a player chooses (art. 5). The keys and their params:
:mod:`.announcement`."""

from __future__ import annotations

from .. import words as wd
from ..words import Words, capfirst, msg, plural
from .announcement import RENDERERS, Params, counted

counted(
    "balls_restored",
    ("{balls} goes back to where it was", "{balls} go back to where they were"),
    ("{balls} vuelve a donde estaba", "{balls} vuelven a donde estaban"),
    "balls",
)
counted(
    "balls_near",
    (
        "{balls} goes as near as it can to where it was: its place is taken",
        "{balls} go as near as they can to where they were: their places are taken",
    ),
    (
        "{balls} se coloca lo más cerca posible de donde estaba: su sitio está ocupado",
        "{balls} se colocan lo más cerca posible de donde estaban: sus sitios están ocupados",
    ),
    "balls",
)
_NO_PASAR = msg(
    "No pasar: {ball} goes on the cabaña del mingo string",
    "No pasar: {ball} se coloca en la línea de la cabaña del mingo",
)
RENDERERS["no_pasar_placed"] = lambda p, w: w.gettext(_NO_PASAR).format(ball=wd.ball(p["ball"], w))

_MINGO: dict[tuple[str, str], str] = {
    ("back", "mingo_normal"): msg("The mingo goes back to its spot", "El mingo vuelve a su punto"),
    ("back", "mingo_cushion"): msg(
        "The mingo is placed against the foot cushion: its spot is taken",
        "El mingo se coloca junto a la banda del fondo: su punto está ocupado",
    ),
    ("back", "mingo_string"): msg(
        "The mingo is placed on the cabaña del mingo string: its spot and the cushion spot are "
        "taken",
        "El mingo se coloca en la línea de la cabaña del mingo: su punto y el de la banda están "
        "ocupados",
    ),
    ("free", "mingo_normal"): msg(
        "The mingo goes back to its spot, free again",
        "El mingo vuelve a su punto, que ha quedado libre",
    ),
    ("line", "mingo_normal"): msg(
        "The mingo goes back to its spot: four pins would stand in a line",
        "El mingo se retira a su punto: habría cuatro palos en línea",
    ),
    ("line", "mingo_cushion"): msg(
        "The mingo goes back against the foot cushion: four pins would stand in a line",
        "El mingo se retira junto a la banda del fondo: habría cuatro palos en línea",
    ),
    ("line", "mingo_string"): msg(
        "The mingo goes back to the cabaña del mingo string: four pins would stand in a line",
        "El mingo se retira a la línea de la cabaña del mingo: habría cuatro palos en línea",
    ),
}


def _mingo(p: Params, w: Words) -> str:
    return w.gettext(_MINGO[(p.get("reason", "back"), p["spot"])])


RENDERERS["mingo_respotted"] = _mingo

_TAKEN = plural(
    ("its spot is taken", "their spots are taken"),
    ("su punto está ocupado", "sus puntos están ocupados"),
)
_LINE = msg("four pins would stand in a line", "habría cuatro palos en línea")


def pin_reason(reason: str, n: int, w: Words) -> str:
    """Why pins do not go to their own spot: taken by a ball (art. 5a–c) or a line (5d)."""
    return w.gettext(_LINE) if reason == "line" else w.ngettext(*_TAKEN, n)


_PIN_AUX = plural(
    ("{pins} goes to an auxiliary spot: {reason}", "{pins} go to auxiliary spots: {reason}"),
    ("{pins} va a un punto auxiliar: {reason}", "{pins} van a puntos auxiliares: {reason}"),
)


#: Where a chosen auxiliary spot of the rey lies from the cross (art. 5c).
_AUX_TOWARDS = {
    "aux_head": msg("the head cushion", "la banda de salida"),
    "aux_foot": msg("the foot cushion", "la banda del fondo"),
    "aux_left": msg("a long cushion", "una banda larga"),
    "aux_right": msg("a long cushion", "una banda larga"),
}
_REY_PUT = msg(
    "{name} puts the rey on the auxiliary spot towards {towards}: {reason}",
    "{name} pone el rey en el punto auxiliar hacia {towards}: {reason}",
)
_REY_SPOT_TAKEN = msg("the rey's spot is taken", "el punto del rey está ocupado")


def _pin_aux(p: Params, w: Words) -> str:
    ids = list(p["pins"])
    if p.get("name") and p.get("spot") in _AUX_TOWARDS:  # the rey, where a player put it
        reason = p.get("reason", "taken")  # "su punto" read as the chooser's
        why = w.gettext(_REY_SPOT_TAKEN) if reason == "taken" else pin_reason(reason, 1, w)
        towards = w.gettext(_AUX_TOWARDS[p["spot"]])
        return w.gettext(_REY_PUT).format(name=p["name"], towards=towards, reason=why)
    n = len(ids)
    text = w.ngettext(*_PIN_AUX, n).format(
        pins=wd.pins(ids, w), reason=pin_reason(p.get("reason", "taken"), n, w)
    )
    return capfirst(text)


RENDERERS["pin_aux"] = _pin_aux
counted(
    "pins_home",
    ("{pins} goes back to its spot", "{pins} go back to their spots"),
    ("{pins} vuelve a su punto", "{pins} vuelven a sus puntos"),
    "pins",
)

_REY_CHOICE = msg(
    "{name} chooses the rey's auxiliary spot", "{name} elige el punto auxiliar del rey"
)
_REY_CHOICE_WHY = msg(
    "{name} chooses the rey's auxiliary spot: {reason}",
    "{name} elige el punto auxiliar del rey: {reason}",
)


_REY_TAKEN = msg(
    "{name} chooses the rey's auxiliary spot: the rey's spot is taken",
    "{name} elige el punto auxiliar del rey: el punto del rey está ocupado",
)


def _rey_choice(p: Params, w: Words) -> str:
    if p.get("reason") is None:
        return w.gettext(_REY_CHOICE).format(**p)
    if p["reason"] == "taken":  # "su punto" read as the chooser's
        return w.gettext(_REY_TAKEN).format(name=p["name"])
    return w.gettext(_REY_CHOICE_WHY).format(name=p["name"], reason=pin_reason(p["reason"], 1, w))


RENDERERS["rey_choice"] = _rey_choice
