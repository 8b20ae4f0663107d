"""The referee's calls as data: what the window shows, the score sheet keeps and the sound plays.

Every call is an :class:`Announcement` with a stable ``key`` and ``params`` (plain JSON values:
ids, names, numbers, lists of ids). Its text is built from the referee's words
(:mod:`.words`) in the order a club referee says them (carom 001 art. 9.4, issue 10):

1. what fell (``fell``) and what was pocketed (``pocketed``), each with its value when it
   counts for the shooter;
2. the points and to whom (``points``), or the foul with its reason (``foul.<code>``) and
   the pins that fell and the balls pocketed, which do not count (``fell_void``, ``pocketed``
   with ``void``), and the balls off the table it does not name (``off_table`` with
   ``void``), or ``chapo``; then ``partida_won`` /
   ``encuentro_won``;
3. ``por`` N for the player about to shoot;
4. where balls, mingo and pins go back (``balls_restored``, ``balls_near``, ``no_pasar_placed``,
   ``mingo_respotted``, ``pin_aux``, ``pins_home``, ``rey_choice``);
5. the next turn: ``ball_in_hand`` or ``rematada_from_salida``, ``dentro``/``libre``,
   ``options``, ``contact``, ``no_contact``, ``cushion_contact``.

:meth:`Announcement.message` says a call in ``"es"`` or ``"en"`` with the referee's own words;
:meth:`Announcement.text` says it with any gettext-like :class:`~.words.Words` (the window
passes its catalogue, whose Spanish is the referee's, checked by a test). Keys never change
once published (saved encuentros hold them); new calls get new keys, new params are optional.

Keys (params):

=======================  =================================================================
fell                     pins (ids), points (only when they count for the shooter); by
                         ([pin id, ball id] pairs, in the order they went: which ball
                         felled each, when the log says it of every pin; without it, no
                         ball named)
fell_void                pins (ids) — in a foul shot, pins that fell and which the foul's
                         reason does not name: said after the foul, as not counting; by (as
                         ``fell``'s)
standing.<reason>        pins (ids) — pins that count as knocked down though standing (art.
                         5e, 5.2): ``leaning`` on a ball, or ``moved`` a pin's height or more;
                         or, ``stays``, pins moved in sight but less, left where they stopped;
                         void (true: in a foul shot whose reason does not name them, down and
                         worth nothing, as ``fell_void``)
pocketed                 balls (ids), points (only when they count for the shooter); void
                         (true: in a foul shot, said after the foul, as worth nothing)
off_table                balls (ids) — left the table (not named by the foul's reason); void
                         (true: said after the foul, as a foul not sanctioned besides it)
points                   player, name, points — points of the shot (carom 001 art. 17.5:
                         called even when 0: "Nada para ...")
foul.<code>              player (the offender), name, opponent, opponent_name, points, and
                         the foul's own params: ball, pins, touched (false: pasar broken by a
                         ball that met none); the seco foul's ball (the shooter's) and other
                         (the ball it met first) — ``<code>`` is a :mod:`.fouls` code
chapo                    player, name, points — all five pins down: "¡Chapó! 30 y la partida
                         para ..." (saved without points: "¡Chapó! La partida para ...")
por                      player, name, remaining — "por 5 … por 1" (carom 001 art. 17.1)
balls_restored           balls — displaced balls put back where they were (000 fouls 4, 9)
balls_near               balls — displaced balls whose place is taken, put as near to it as
                         they can go (000 foul 9: "lo más próximo")
no_pasar_placed          ball — option no pasar: the ball goes on the cabaña del mingo string
mingo_respotted          spot, reason (back: it was pocketed or left the table; free: its spot
                         is free again; line: four pins would stand in a line, art. 5d)
pin_aux                  pins, reason (taken, line) — pins planted on auxiliary spots (art. 5);
                         the rey's chosen spot also spot, player, name (art. 5c)
pins_home                pins — pins back from an auxiliary spot to their own (art. 5a, 5c)
rey_choice               player, name, reason — the shooter chooses the rey's spot (art. 5c)
ball_in_hand             player, name, ball, cabana ("salida" or "mingo")
rematada_from_salida     player, name, ball, balls — art. 11: no ball outside the cabaña del
                         mingo (``balls`` are inside it), so the rematada is from salida
dentro / libre           ball — on the cabaña string, inside / outside it (art. 14)
options                  player, name, balls — every other ball inside: declare (guide 4)
contact                  ball, others — the next player's ball touches others (art. 15)
no_contact               ball, other — it is near enough to look touching, but is not: "el
                         árbitro avisará si las bolas tocan o no" (art. 15)
cushion_contact          ball — the next player's ball touches a cushion (carom 001 10.1)
partida_won              player, name, partida, score, opponent_score
encuentro_won            player, name, partidas, opponent_partidas; unplayed (true: conceded
                         before any partida was played, no score said)
lag_won                  player, name — the lag winner chooses to break or cede (art. 9)
lag_lost.<reason>        player, name (pins: how many for ``pin``) — lost the right to
                         choose (art. 9); reasons: mingo, pin, off_table, pocketed, short
lag_repeat.<reason>      — the lag is repeated (art. 9); reasons: collided, pins, equal,
                         both_lost
break                    player, name, ball — who breaks (salida) and with which ball
plays_ball               player, name, ball — after the lag, the other player's ball for the
                         encuentro (his lag ball was numbered by his side of the table)
head_start               player, name, points — a player starts every partida with points
                         given him (``MatchSettings.head_start``), said at the break
time_out                 player, name, seconds — the shot clock ran out: no shot, the turn
                         passes (carom 001 art. 8.7)
conceded                 player, name, partida — the player leaves and concedes the
                         encuentro (abandono, carom 001 art. 4.3)
=======================  =================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..table import PIN_IDS
from . import words as wd
from .fouls import FOULS
from .words import RefereeWords, Words, capfirst, msg, plural

Params = Mapping[str, Any]
Renderer = Callable[[Params, Words], str]

RENDERERS: dict[str, Renderer] = {}


def _template(key: str, en: str, es: str) -> None:
    """A call that is one template filled with its params (names, numbers, cabaña words)."""
    mid = msg(en, es)

    def render(p: Params, w: Words) -> str:
        out = dict(p)
        if out.get("cabana") in wd.CABANA_WORDS:
            out["cabana"] = wd.CABANA_WORDS[out["cabana"]]
        if "ball" in out:
            out["ball_name"] = capfirst(wd.ball(out["ball"], w))
        return w.gettext(mid).format(**out)

    RENDERERS[key] = render


def _counter(en: tuple[str, str], es: tuple[str, str], what: str) -> Renderer:
    """A call about a list of balls or pins (param ``what``): the verb agrees with how many,
    and the value follows when the params carry ``points``."""
    mid = plural(en, es)
    phrase = wd.balls if what == "balls" else wd.pins

    def render(p: Params, w: Words) -> str:
        items = list(p[what])
        text = capfirst(w.ngettext(*mid, len(items)).format(**{what: phrase(items, w)}))
        return _with_points(text, p, w)

    return render


def _counted(key: str, en: tuple[str, str], es: tuple[str, str], what: str) -> None:
    """:func:`_counter`'s call, under ``key``."""
    RENDERERS[key] = _counter(en, es, what)


_WITH_POINTS = msg("{what}: {points}", "{what}: {points}")


def _with_points(text: str, p: Params, w: Words) -> str:
    if p.get("points") is None:
        return text
    return w.gettext(_WITH_POINTS).format(what=text, points=p["points"])


# --------------------------------------------------------------------------- 1. the facts
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
    return _with_points(what, p, w)


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
_counted(
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
_counted(
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
    "standing.leaning": _counter(
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
    "standing.moved": _counter(
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
_counted(
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
_counted(
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
    _counter(
        ("{balls} is pocketed: it does not count", "{balls} are pocketed: they do not count"),
        ("{balls} entra en tronera: no cuenta", "{balls} entran en tronera: no cuentan"),
        "balls",
    ),
)
_counted(
    "off_table",
    ("{balls} leaves the table", "{balls} leave the table"),
    ("{balls} sale del billar", "{balls} salen del billar"),
    "balls",
)
#: Balls off the table in a foul shot whose reason does not name them (param ``void``): said
#: after the foul, as a foul not sanctioned besides it (guide 7: one foul a shot).
RENDERERS["off_table"] = _or_void(
    RENDERERS["off_table"],
    _counter(
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

# --------------------------------------------------------------------------- 2. the sanction
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
#: :data:`.fouls.FOULS` when a saved call lacks them).
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

_template(
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

# --------------------------------------------------------------------------- 3. por N
_template("por", "{name}: por {remaining} ({remaining} to go)", "{name}: por {remaining}")

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
_template(
    "time_out",
    "Time: {name} did not shoot within {seconds} s; the turn passes",
    "Tiempo: {name} no tiró en {seconds} s; pierde el turno",
)

# A player leaves (carom 001 art. 4.3): he concedes the encuentro.
_template(
    "conceded",
    "Conceded: {name} leaves and loses the encuentro",
    "Abandono: {name} deja el encuentro y lo pierde",
)

# --------------------------------------------------------------------------- 4. put back
_counted(
    "balls_restored",
    ("{balls} goes back to where it was", "{balls} go back to where they were"),
    ("{balls} vuelve a donde estaba", "{balls} vuelven a donde estaban"),
    "balls",
)
_counted(
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
_counted(
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

# --------------------------------------------------------------------------- 5. the next turn
_template(
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
_template(
    "dentro",
    "{ball_name}, on the string: inside (not to be hit first)",
    "{ball_name}, en la línea: dentro (no se puede tocar primero)",
)
_template(
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
_template(
    "cushion_contact",
    "{ball_name} is touching the cushion",
    "{ball_name} está en contacto con la banda",
)

# --------------------------------------------------------------------------- lag and break
_template(
    "lag_won",
    "{name} wins the lag: break or cede?",
    "{name} gana el derecho de salida: ¿sale o cede?",
)
_template("lag_lost.mingo", "{name} touched the mingo", "{name} tocó el mingo")
_LAG_PIN = plural(
    ("{name} knocked a pin down", "{name} knocked {count} pins down"),
    ("{name} derribó un palo", "{name} derribó {count} palos"),
)


def _lag_pin(p: Params, w: Words) -> str:
    n = int(p.get("pins", 1))
    return w.ngettext(*_LAG_PIN, n).format(name=p["name"], count=wd.number(n, w))


RENDERERS["lag_lost.pin"] = _lag_pin
_template(
    "lag_lost.off_table", "{name}'s ball left the table", "La bola de {name} salió del billar"
)
_template("lag_lost.pocketed", "{name}'s ball was pocketed", "La bola de {name} entró en tronera")
_template(
    "lag_lost.short",
    "{name}'s ball did not reach the foot cushion",
    "La bola de {name} no llegó a la banda del fondo",
)
_template("lag_repeat.collided", "The balls collided: lag again", "Las bolas chocaron: se repite")
_template(
    "lag_repeat.pins", "Both balls knocked pins: lag again", "Las dos derribaron palos: se repite"
)
_template("lag_repeat.equal", "Equal distance: lag again", "Igual distancia: se repite")
_template(
    "lag_repeat.both_lost",
    "Both lags lost: lag again",
    "Los dos perdieron el derecho: se repite",
)
_template("break", "{name} breaks with ball {ball}", "{name} sale con la bola {ball}")
_template("plays_ball", "{name} plays ball {ball}", "{name} juega con la bola {ball}")

#: The params of a call that hold a player's name.
NAME_PARAMS = ("name", "opponent_name")

#: Every key a call can have.
KEYS: frozenset[str] = frozenset(RENDERERS)


@dataclass(frozen=True)
class Announcement:
    """One call of the referee: a stable ``key`` plus ``params``."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.key not in RENDERERS:
            raise KeyError(f"unknown announcement key {self.key!r}")

    def text(self, words: Words) -> str:
        """The call said with ``words`` (the window passes its gettext catalogue); a default
        player name is said in that language too, the computer with its article
        (:func:`words.said_name`)."""
        params = dict(self.params)
        for key in NAME_PARAMS:
            if isinstance(params.get(key), str):
                params[key] = wd.said_name(params[key], words)
        return wd.tidy_said(RENDERERS[self.key](params, words), words)

    def message(self, lang: str = "es") -> str:
        """The text in ``"es"`` (default, the game's language) or ``"en"``."""
        return self.text(RefereeWords(lang))

    @property
    def text_en(self) -> str:
        return self.message("en")

    @property
    def text_es(self) -> str:
        return self.message("es")

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "params": dict(self.params),
            "text_es": self.text_es,
            "text_en": self.text_en,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Announcement:
        """A saved call; raises ``ValueError`` when it cannot be said (unknown key, damaged
        params), so a damaged record is refused on loading rather than when shown."""
        a = Announcement(str(data["key"]), dict(data.get("params", {})))
        bad = [(k, v) for k, v in a.params.items() if not _fit_number(v)]
        if bad:  # "nan para Ana" on the sheet, and NaN written back into the save
            raise ValueError(f"call {a.key!r}: {bad[0][0]} = {bad[0][1]!r} is out of range")
        try:
            a.text_es, a.text_en  # noqa: B018 - said once to check the params fit
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"call {a.key!r} cannot be said ({type(exc).__name__})") from None
        return a


#: The largest number a saved call may hold (points, a shot's number, a distance in mm).
CALL_NUMBER_MOST = 1_000_000


def _fit_number(v: Any) -> bool:
    """Whether a call's parameter is not a number, or is a finite one within
    :data:`CALL_NUMBER_MOST`."""
    if isinstance(v, bool) or not isinstance(v, int | float):
        return True
    return abs(v) <= CALL_NUMBER_MOST  # (NaN compares false: refused too)


def named(a: Announcement, players: Sequence[str]) -> Announcement:
    """``a`` saying each seat it names (``player``/``name``, ``opponent``/``opponent_name``)
    by the name the encuentro gives that seat now: a player renamed between two sittings of a
    saved encuentro was "Ramn Prez" in the calls of his first shots and "Ramón Pérez" after,
    on one score sheet and in its CSV."""
    params = dict(a.params)
    for seat, key in (("player", "name"), ("opponent", "opponent_name")):
        i = params.get(seat)
        if key in params and type(i) is int and i in (0, 1):
            params[key] = players[i]
    return a if params == dict(a.params) else Announcement(a.key, params)
