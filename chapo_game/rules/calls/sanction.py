"""The referee's calls, 2. the sanction: the points and to whom, the chapó, the foul with its
reason, and the partida or the encuentro won. The keys and their params:
:mod:`.announcement`."""

from __future__ import annotations

from .. import words as wd
from ..fouls import FOULS
from ..words import Words, msg
from .announcement import RENDERERS, Params, Renderer, template

_POINTS = msg("{points} for {name}", "{points} para {name}")
_NOTHING = msg("Nothing for {name}", "Nada para {name}")


def _points(p: Params, w: Words) -> str:
    return w.gettext(_POINTS if p["points"] else _NOTHING).format(**p)


RENDERERS["points"] = _points
_CHAPO = msg(
    "Chapó! {points} and the partida for {name}", "¡Chapó! {points} y la partida para {name}"
)
#: A chapó called before it said its points (an encuentro saved then): the partida alone.
_CHAPO_BARE = msg("Chapó! The partida for {name}", "¡Chapó! La partida para {name}")


def _chapo(p: Params, w: Words) -> str:
    """The partida and the 30 the score board adds for it (art. 7: "Chapo Partida (30
    puntos)"): called "¡Chapó! La partida para Pedro", a player saw 8 become 43 in a partida
    to 20 and read the board as wrong."""
    return w.gettext(_CHAPO if "points" in p else _CHAPO_BARE).format(**p)


RENDERERS["chapo"] = _chapo

_FOUL = msg(
    "Foul by {name}: {reason}. {points} for {opponent_name}",
    "Falta de {name}: {reason}. {points} para {opponent_name}",
)
#: A chapó before contact: the sanction is the partida, said by the ``chapo`` call after it.
_FOUL_NO_POINTS = msg("Foul by {name}: {reason}", "Falta de {name}: {reason}")

#: Reasons that name what happened, from the foul's params (the generic reason of
#: :data:`..fouls.FOULS` when a saved call lacks them).
_REASON_WITH: dict[str, tuple[str, str]] = {
    "pins_before_contact": (
        "pins",
        msg("knocked down {pins} before touching a ball", "derribó {pins} antes de dar bola"),
    ),
    "off_table": ("ball", msg("{ball} left the table", "{ball} salió del billar")),
    "pocketed_without_contact": (
        "ball",
        msg(
            "{ball} went into a pocket without touching another ball",
            "{ball} entró en tronera sin tocar otra bola",
        ),
    ),
    "in_hand_ball_inside_first": (
        "ball",
        msg(
            "the ball in hand met {ball} first, inside the cabaña",
            "con bola en mano tocó primero {ball}, dentro de la cabaña",
        ),
    ),
    "wrong_ball": (
        "ball",
        msg("played {ball} instead of their own", "jugó {ball} en vez de la suya"),
    ),
    "push_ball": (
        "ball",
        msg(
            "a push into {ball}, which their ball was touching",
            "retaque, tiró contra {ball}, que tocaba su bola",
        ),
    ),
}
for _spec in FOULS.values():
    msg(_spec.reason_en, _spec.reason_es)


#: Pasar broken by a ball that met no ball at all (a roll too soft, stopped short of the línea
#: media): "no pasó la línea media antes de tocar bola" said a ball was touched.
_PASAR_NO_BALL = msg(
    "declared pasar and the ball did not cross the línea media",
    "declaró pasar y la bola no pasó la línea media",
)


#: The seco cue onto a ball, naming the shooter's ball (``ball``) and the one it met
#: (``other``); a call saved without them says the catalogue's reason, naming neither.
_SECO_BALLS = msg(
    "with the seco cue, {ball} met {other} before a cushion",
    "con el taco seco, {ball} tocó {other} antes que banda",
)


def foul_reason(code: str, p: Params, w: Words) -> str:
    """Why the shot is a foul, naming the ball or the pins when the call carries them."""
    if code == "option_pasar_broken" and p.get("touched") is False:
        return w.gettext(_PASAR_NO_BALL)
    if code == "seco_ball_before_cushion" and p.get("ball") and p.get("other"):
        balls = {k: wd.ball(p[k], w) for k in ("ball", "other")}
        return w.gettext(_SECO_BALLS).format(**balls)
    if code in _REASON_WITH and p.get(_REASON_WITH[code][0]) is not None:
        what, mid = _REASON_WITH[code]
        value = wd.pins(p[what], w) if what == "pins" else wd.ball(p[what], w)
        return w.gettext(mid).format(**{what: value})
    return w.gettext(FOULS[code].reason_en)


def _foul(code: str) -> Renderer:
    def render(p: Params, w: Words) -> str:
        frame = _FOUL_NO_POINTS if code == "chapo_before_contact" else _FOUL
        return w.gettext(frame).format(**{**p, "reason": foul_reason(code, p, w)})

    return render


for _code in FOULS:
    RENDERERS[f"foul.{_code}"] = _foul(_code)

template(
    "partida_won",
    "{name} wins partida {partida} ({score}–{opponent_score})",
    "{name} gana la partida {partida} ({score}–{opponent_score})",
)
_ENCUENTRO_WON = msg(
    "{name} wins the encuentro ({partidas}–{opponent_partidas})",
    "{name} gana el encuentro ({partidas}–{opponent_partidas})",
)
#: Conceded before any partida was played (``unplayed``): "(0–0)" read as played to nil.
_ENCUENTRO_UNPLAYED = msg(
    "{name} wins the encuentro: it was conceded before it began",
    "{name} gana el encuentro: se abandonó antes de empezar",
)


def _encuentro_won(p: Params, w: Words) -> str:
    return w.gettext(_ENCUENTRO_UNPLAYED if p.get("unplayed") else _ENCUENTRO_WON).format(**p)


RENDERERS["encuentro_won"] = _encuentro_won
