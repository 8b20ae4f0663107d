"""The referee's calls, 5. the next turn: the ball in hand or the rematada, the cabaña string's
dentro / libre, the options, the contacts of the ball to play; and before the first turn, the
lag and the break. The keys and their params: :mod:`.announcement`."""

from __future__ import annotations

from .. import words as wd
from ..words import Words, capfirst, msg, plural
from .announcement import RENDERERS, Params, template

template(
    "ball_in_hand",
    "{name}: ball {ball} in hand in the cabaña {cabana}",
    "{name}: bola {ball} en mano en la cabaña {cabana}",
)
_REMATADA_SALIDA = plural(
    (
        "{name} replies with ball {ball} from the cabaña de salida: {balls} is inside the "
        "cabaña del mingo",
        "{name} replies with ball {ball} from the cabaña de salida: {balls} are inside the "
        "cabaña del mingo",
    ),
    (
        "{name} remata con la bola {ball} desde la cabaña de salida: {balls} está dentro de la "
        "cabaña del mingo",
        "{name} remata con la bola {ball} desde la cabaña de salida: {balls} están dentro de la "
        "cabaña del mingo",
    ),
)


def _rematada_salida(p: Params, w: Words) -> str:
    ids = list(p["balls"])
    return w.ngettext(*_REMATADA_SALIDA, len(ids)).format(**{**p, "balls": wd.balls(ids, w)})


RENDERERS["rematada_from_salida"] = _rematada_salida
# art. 14's words, with what they mean to the one in hand ("El mingo: dentro" said nothing
# of which line, nor why it matters)
template(
    "dentro",
    "{ball_name}, on the string: inside (not to be hit first)",
    "{ball_name}, en la línea: dentro (no se puede tocar primero)",
)
template(
    "libre",
    "{ball_name}, on the string: free (may be hit first)",
    "{ball_name}, en la línea: libre (se puede tocar primero)",
)

_OPTIONS = plural(
    (
        "{name}: {balls} is inside; declare pasar, no pasar or bricole",
        "{name}: {balls} are inside; declare pasar, no pasar or bricole",
    ),
    (
        "{name}: {balls} está dentro; declare pasar, no pasar o bricole",
        "{name}: {balls} están dentro; declare pasar, no pasar o bricole",
    ),
)
_OPTIONS_BARE = msg(
    "{name}: declare pasar, no pasar or bricole", "{name}: declare pasar, no pasar o bricole"
)


def _options(p: Params, w: Words) -> str:
    if p.get("balls") is None:  # a call saved before the balls were named
        return w.gettext(_OPTIONS_BARE).format(**p)
    ids = list(p["balls"])
    return w.ngettext(*_OPTIONS, len(ids)).format(name=p["name"], balls=wd.balls(ids, w))


RENDERERS["options"] = _options

_CONTACT = msg("{ball_name} is touching {others}", "{ball_name} está en contacto con {others}")


def _contact(p: Params, w: Words) -> str:
    others = list(p["others"]) if "others" in p else [p["other"]]
    return w.gettext(_CONTACT).format(
        ball_name=capfirst(wd.ball(p["ball"], w)), others=wd.balls(others, w)
    )


RENDERERS["contact"] = _contact

_NO_CONTACT = msg(
    "{ball_name} is not touching {other_name}", "{ball_name} no está en contacto con {other_name}"
)


def _no_contact(p: Params, w: Words) -> str:
    return w.gettext(_NO_CONTACT).format(
        ball_name=capfirst(wd.ball(p["ball"], w)), other_name=wd.ball(p["other"], w)
    )


RENDERERS["no_contact"] = _no_contact
template(
    "cushion_contact",
    "{ball_name} is touching the cushion",
    "{ball_name} está en contacto con la banda",
)

# --------------------------------------------------------------------------- lag and break
template(
    "lag_won",
    "{name} wins the lag: break or cede?",
    "{name} gana el derecho de salida: ¿sale o cede?",
)
template("lag_lost.mingo", "{name} touched the mingo", "{name} tocó el mingo")
_LAG_PIN = plural(
    ("{name} knocked a pin down", "{name} knocked {count} pins down"),
    ("{name} derribó un palo", "{name} derribó {count} palos"),
)


def _lag_pin(p: Params, w: Words) -> str:
    n = int(p.get("pins", 1))
    return w.ngettext(*_LAG_PIN, n).format(name=p["name"], count=wd.number(n, w))


RENDERERS["lag_lost.pin"] = _lag_pin
template("lag_lost.off_table", "{name}'s ball left the table", "La bola de {name} salió del billar")
template("lag_lost.pocketed", "{name}'s ball was pocketed", "La bola de {name} entró en tronera")
template(
    "lag_lost.short",
    "{name}'s ball did not reach the foot cushion",
    "La bola de {name} no llegó a la banda del fondo",
)
template("lag_repeat.collided", "The balls collided: lag again", "Las bolas chocaron: se repite")
template(
    "lag_repeat.pins", "Both balls knocked pins: lag again", "Las dos derribaron palos: se repite"
)
template("lag_repeat.equal", "Equal distance: lag again", "Igual distancia: se repite")
template(
    "lag_repeat.both_lost",
    "Both lags lost: lag again",
    "Los dos perdieron el derecho: se repite",
)
template("break", "{name} breaks with ball {ball}", "{name} sale con la bola {ball}")
template("plays_ball", "{name} plays ball {ball}", "{name} juega con la bola {ball}")
