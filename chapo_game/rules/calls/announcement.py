"""The referee's calls as data: what the window shows, the score sheet keeps and the sound plays.

Every call is an :class:`Announcement` with a stable ``key`` and ``params`` (plain JSON values:
ids, names, numbers, lists of ids). Its text is built from the referee's words
(:mod:`..words`) in the order a club referee says them (carom 001 art. 9.4, issue 10):

1. what fell (``fell``) and what was pocketed (``pocketed``), each with its value when it
   counts for the shooter (:mod:`.facts`);
2. the points and to whom (``points``), or the foul with its reason (``foul.<code>``) and
   the pins that fell and the balls pocketed, which do not count (``fell_void``, ``pocketed``
   with ``void``), and the balls off the table it does not name (``off_table`` with
   ``void``), or ``chapo``; then ``partida_won`` /
   ``encuentro_won`` (:mod:`.sanction`; the void facts are :mod:`.facts`' own);
3. ``por`` N for the player about to shoot (:mod:`.por`);
4. where balls, mingo and pins go back (``balls_restored``, ``balls_near``, ``no_pasar_placed``,
   ``mingo_respotted``, ``pin_aux``, ``pins_home``, ``rey_choice``) (:mod:`.put_back`);
5. the next turn: ``ball_in_hand`` or ``rematada_from_salida``, ``dentro``/``libre``,
   ``options``, ``contact``, ``no_contact``, ``cushion_contact``; and the lag and the break
   (:mod:`.next_turn`).

This module holds what every part fills and reads: the registry of renderers
(:data:`RENDERERS`, filled through :func:`template`, :func:`counted`), the :class:`Announcement`
that says a call with it, and :func:`named`. Each part registers its calls when imported; the
package imports every part (``rules/calls/__init__.py``), so a call is known wherever this
module is.

:meth:`Announcement.message` says a call in ``"es"`` or ``"en"`` with the referee's own words;
:meth:`Announcement.text` says it with any gettext-like :class:`~..words.Words` (the window
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
                         (the ball it met first) — ``<code>`` is a :mod:`..fouls` code
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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import words as wd
from ..words import RefereeWords, Words, capfirst, msg, plural

Params = Mapping[str, Any]
Renderer = Callable[[Params, Words], str]

RENDERERS: dict[str, Renderer] = {}


def template(key: str, en: str, es: str) -> None:
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


def counter(en: tuple[str, str], es: tuple[str, str], what: str) -> Renderer:
    """A call about a list of balls or pins (param ``what``): the verb agrees with how many,
    and the value follows when the params carry ``points``."""
    mid = plural(en, es)
    phrase = wd.balls if what == "balls" else wd.pins

    def render(p: Params, w: Words) -> str:
        items = list(p[what])
        text = capfirst(w.ngettext(*mid, len(items)).format(**{what: phrase(items, w)}))
        return with_points(text, p, w)

    return render


def counted(key: str, en: tuple[str, str], es: tuple[str, str], what: str) -> None:
    """:func:`counter`'s call, under ``key``."""
    RENDERERS[key] = counter(en, es, what)


_WITH_POINTS = msg("{what}: {points}", "{what}: {points}")


def with_points(text: str, p: Params, w: Words) -> str:
    """``text`` with the value it counts for the shooter, when the params carry ``points``."""
    if p.get("points") is None:
        return text
    return w.gettext(_WITH_POINTS).format(what=text, points=p["points"])


#: The params of a call that hold a player's name.
NAME_PARAMS = ("name", "opponent_name")


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
