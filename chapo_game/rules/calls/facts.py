"""The referee's calls, 1. the facts: what fell and which ball felled it, the pins that count as
down though standing, what was pocketed and what left the table — each with its value when it
counts for the shooter, or (param ``void``, in a foul shot whose reason does not name it) said
after the foul as worth nothing. The keys and their params: :mod:`.announcement`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...table import PIN_IDS
from .. import words as wd
from ..words import Words, capfirst, msg, plural
from .announcement import RENDERERS, Params, Renderer, counted, counter, with_points

_KNOCKS = msg("{ball} knocks down {pins}", "{ball} derriba {pins}")
#: A further ball of :func:`felled`, its verb left out: "; la bola 2, un lateral".
_ALSO_KNOCKS = msg("{ball}, {pins}", "{ball}, {pins}")


def felled(by: Iterable[Sequence[str]], w: Words) -> str:
    """Which ball felled which pins (param ``by``: ``[pin, ball]`` pairs in the order they
    went): "El mingo derriba el rey y dos laterales". Several balls, each with its own, the
    ball that felled most first (the one the players watched do the shot's work; on a tie, the
    first to fell) and the others after it with the verb left out, as a club referee shortens
    a call: "El mingo derriba el rey y un lateral; la bola 1, un lateral" — each pin said once,
    so the count still adds up to the points said after it."""
    groups: dict[str, list[str]] = {}
    for pin, ball in by:
        groups.setdefault(ball, []).append(pin)
    order = sorted(groups, key=lambda b: -len(groups[b]))  # stable: the first to fell on a tie
    said = [
        w.gettext(_ALSO_KNOCKS if n else _KNOCKS).format(
            ball=wd.ball(b, w), pins=wd.pins(groups[b], w)
        )
        for n, b in enumerate(order)
    ]
    return capfirst("; ".join(said))


def _fell(p: Params, w: Words) -> str:
    """What fell, and which ball felled it when the call carries it (``by``)."""
    what = felled(p["by"], w) if p.get("by") else capfirst(wd.pins(p["pins"], w))
    return with_points(what, p, w)


RENDERERS["fell"] = _fell
_FELL_VOID = plural(
    ("{pins} fell: it does not count", "{pins} fell: they do not count"),
    ("Cayó {pins}: no cuenta", "Cayeron {pins}: no cuentan"),
)
_ALL_FIVE_VOID = msg(
    "All five pins fell: no chapó, a foul", "Cayeron los cinco palos: no hay chapó, hay falta"
)


_FELLED_VOID = plural(
    ("{felled}: it does not count", "{felled}: they do not count"),
    ("{felled}: no cuenta", "{felled}: no cuentan"),
)


def _fell_void(p: Params, w: Words) -> str:
    """Pins that fell in a foul shot and which its reason does not name: said after the foul,
    as not counting (said before it, bare, "Un lateral" read as the lateral the foul named;
    all five read as a chapó), with the ball that felled them when the call carries it
    (``by``: "El mingo derriba el rey: no cuenta" — felled by the shooter's own ball before
    the contact, the foul says so)."""
    pins = list(p["pins"])
    if set(pins) >= set(PIN_IDS):
        return w.gettext(_ALL_FIVE_VOID)
    if p.get("by"):
        return w.ngettext(*_FELLED_VOID, len(pins)).format(felled=felled(p["by"], w))
    return capfirst(w.ngettext(*_FELL_VOID, len(pins)).format(pins=wd.pins(pins, w)))


RENDERERS["fell_void"] = _fell_void
counted(
    "standing.leaning",
    (
        "{pins} is left leaning on a ball: it counts as knocked down",
        "{pins} are left leaning on a ball: they count as knocked down",
    ),
    (
        "{pins} queda apoyado en una bola: cuenta como derribado",
        "{pins} quedan apoyados en una bola: cuentan como derribados",
    ),
    "pins",
)
counted(
    "standing.moved",
    (
        "{pins} moved its height or more: it counts as knocked down",
        "{pins} moved their height or more: they count as knocked down",
    ),
    (
        "{pins} se desplazó su altura o más: cuenta como derribado",
        "{pins} se desplazaron su altura o más: cuentan como derribados",
    ),
    "pins",
)
#: The same pins in a foul shot whose reason does not name them (param ``void``): down, and
#: worth nothing, as ``fell_void`` says of fallen ones.
_STANDING_VOID = {
    "standing.leaning": counter(
        (
            "{pins} is left leaning on a ball: taken as knocked down, it does not count",
            "{pins} are left leaning on a ball: taken as knocked down, they do not count",
        ),
        (
            "{pins} queda apoyado en una bola: se da por derribado y no cuenta",
            "{pins} quedan apoyados en una bola: se dan por derribados y no cuentan",
        ),
        "pins",
    ),
    "standing.moved": counter(
        (
            "{pins} moved its height or more: taken as knocked down, it does not count",
            "{pins} moved their height or more: taken as knocked down, they do not count",
        ),
        (
            "{pins} se desplazó su altura o más: se da por derribado y no cuenta",
            "{pins} se desplazaron su altura o más: se dan por derribados y no cuentan",
        ),
        "pins",
    ),
}


def _or_void(counts: Renderer, void: Renderer) -> Renderer:
    """The call as it counts, or (param ``void``) as worth nothing."""
    return lambda p, w: void(p, w) if p.get("void") else counts(p, w)


for _key, _void in _STANDING_VOID.items():
    RENDERERS[_key] = _or_void(RENDERERS[_key], _void)
counted(
    "standing.stays",
    (
        "{pins} moved less than its height: it stays where it is",
        "{pins} moved less than their height: they stay where they are",
    ),
    (
        "{pins} se movió menos que su altura: se queda donde está",
        "{pins} se movieron menos que su altura: se quedan donde están",
    ),
    "pins",
)
counted(
    "pocketed",
    ("{balls} is pocketed", "{balls} are pocketed"),
    ("{balls} entra en tronera", "{balls} entran en tronera"),
    "balls",
)
#: Balls pocketed in a foul shot whose reason does not name them (param ``void``): said after
#: the foul, as worth nothing (said before it, bare, "La bola 2 entra en tronera · Falta …: 2
#: para Luis" read as the ball's value).
RENDERERS["pocketed"] = _or_void(
    RENDERERS["pocketed"],
    counter(
        ("{balls} is pocketed: it does not count", "{balls} are pocketed: they do not count"),
        ("{balls} entra en tronera: no cuenta", "{balls} entran en tronera: no cuentan"),
        "balls",
    ),
)
counted(
    "off_table",
    ("{balls} leaves the table", "{balls} leave the table"),
    ("{balls} sale del billar", "{balls} salen del billar"),
    "balls",
)
#: Balls off the table in a foul shot whose reason does not name them (param ``void``): said
#: after the foul, as a foul not sanctioned besides it (guide 7: one foul a shot).
RENDERERS["off_table"] = _or_void(
    RENDERERS["off_table"],
    counter(
        (
            "{balls} leaves the table: only one foul per shot counts",
            "{balls} leave the table: only one foul per shot counts",
        ),
        (
            "{balls} sale del billar: solo cuenta una falta por tiro",
            "{balls} salen del billar: solo cuenta una falta por tiro",
        ),
        "balls",
    ),
)
