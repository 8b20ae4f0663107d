"""The referee's calls as data: what the window shows and the sound plays.

Every call is an :class:`Announcement` with a stable ``key`` and ``params`` (plain JSON values).
Its text exists in English and Spanish (:attr:`Announcement.text_en`, :attr:`Announcement.text_es`,
or :meth:`Announcement.message` with ``"en"``/``"es"``).

How the window translates (gettext): the English template of a key, :func:`template_en`, is the
msgid. The window does ``gettext(template_en(a.key)).format(**a.params)``; the Spanish catalogue
may start from :func:`template_es`. Templates only use ``{name}`` placeholders that are present
in ``params``. Keys never change once published; new calls get new keys.

Keys (params):

=======================  =================================================================
points                   player, name, points — points of the shot (carom 001 art. 17.5:
                         the referee calls the player's name and the points, even 0)
foul.<code>              player (the offender), name, opponent, opponent_name, points —
                         one per sanctioned foul; ``<code>`` is a :mod:`.fouls` code
chapo                    player, name — all five pins down: "¡Chapó!"
dentro / libre           ball — a ball on or near the cabaña string is inside / outside it,
                         called when the next player has ball in hand (art. 14)
contact                  ball, other — the next player's ball touches another ball (art. 15)
cushion_contact          ball — the next player's ball touches a cushion (carom 001 art. 10.1)
por                      player, name, remaining — "por 5 … por 1" (carom 001 art. 17.1)
ball_in_hand             player, name, ball, cabana ("salida" or "mingo")
options                  player, name — both other balls inside: declare an option (guide 4)
rey_choice               player, name — the shooter chooses the rey's auxiliary spot (art. 5c)
mingo_respotted          spot — the mingo went back to a spot (art. 6)
partida_won              player, name, partida, score, opponent_score
encuentro_won            player, name, partidas, opponent_partidas
lag_won                  player, name — the lag winner chooses to break or cede (art. 9)
lag_lost.<reason>        player, name — lost the right to choose (art. 9); reasons: mingo,
                         pin, off_table, pocketed, short (did not reach the foot cushion)
lag_repeat.<reason>      — the lag is repeated (art. 9); reasons: collided, pins, equal,
                         both_lost
break                    player, name, ball — who breaks (salida) and with which ball
=======================  =================================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .fouls import FOULS

_BASE: dict[str, tuple[str, str]] = {
    "points": ("{name}: {points}", "{name}: {points}"),
    "chapo": ("Chapó! ({name})", "¡Chapó! ({name})"),
    "dentro": ("{ball_name}: inside", "{ball_name}: dentro"),
    "libre": ("{ball_name}: free", "{ball_name}: libre"),
    "contact": ("Balls in contact ({ball} and {other})", "Bolas en contacto ({ball} y {other})"),
    "cushion_contact": ("Ball {ball} touches the cushion", "Bola {ball} pegada a la banda"),
    "por": ("{name}: por {remaining} ({remaining} to go)", "{name}: por {remaining}"),
    "ball_in_hand": (
        "{name}: ball {ball} in hand in the cabaña {cabana}",
        "{name}: bola {ball} en mano en la cabaña {cabana}",
    ),
    "options": (
        "{name}: both balls inside — declare pasar, no pasar or bricole",
        "{name}: las dos bolas dentro — declare pasar, no pasar o bricole",
    ),
    "rey_choice": (
        "{name} chooses the rey's auxiliary spot",
        "{name} elige el punto auxiliar del rey",
    ),
    "mingo_respotted": ("The mingo goes back {spot}", "El mingo vuelve {spot}"),
    "partida_won": (
        "{name} wins partida {partida} ({score}-{opponent_score})",
        "{name} gana la partida {partida} ({score}-{opponent_score})",
    ),
    "encuentro_won": (
        "{name} wins the encuentro ({partidas}-{opponent_partidas})",
        "{name} gana el encuentro ({partidas}-{opponent_partidas})",
    ),
    "lag_won": (
        "{name} wins the lag and chooses to break or cede",
        "{name} gana el derecho de salida y elige salir o ceder",
    ),
    "lag_lost.mingo": ("{name} touched the mingo", "{name} tocó el mingo"),
    "lag_lost.pin": ("{name} knocked a pin", "{name} derribó un palo"),
    "lag_lost.off_table": ("{name}'s ball left the table", "La bola de {name} salió del billar"),
    "lag_lost.pocketed": ("{name}'s ball was pocketed", "La bola de {name} entró en tronera"),
    "lag_lost.short": (
        "{name}'s ball did not reach the foot cushion",
        "La bola de {name} no llegó a la banda del fondo",
    ),
    "lag_repeat.collided": ("The balls collided: lag again", "Las bolas chocaron: se repite"),
    "lag_repeat.pins": ("Both knocked pins: lag again", "Las dos derribaron palos: se repite"),
    "lag_repeat.equal": ("Equal distance: lag again", "Igual distancia: se repite"),
    "lag_repeat.both_lost": (
        "Both lost the right: lag again",
        "Los dos perdieron el derecho: se repite",
    ),
    "break": ("{name} breaks with ball {ball}", "{name} sale con la bola {ball}"),
}

TEMPLATES: dict[str, tuple[str, str]] = dict(_BASE)
for _code, _foul in FOULS.items():
    TEMPLATES[f"foul.{_code}"] = (
        f"Foul — {_foul.reason_en}: {{points}} to {{opponent_name}}",
        f"Falta — {_foul.reason_es}: {{points}} para {{opponent_name}}",
    )


#: How a ``cabana`` param reads inside a call: the glossary's names, the same in both languages.
CABANA_WORDS: dict[str, str] = {"salida": "de salida", "mingo": "del mingo"}
#: How a ``spot`` param of ``mingo_respotted`` reads: (English, Spanish).
MINGO_SPOT_WORDS: dict[str, tuple[str, str]] = {
    "mingo_normal": ("to its spot", "a su punto"),
    "mingo_cushion": ("to the spot by the foot cushion", "al punto junto a la banda del fondo"),
    "mingo_string": ("to the spot on the cabaña string", "al punto de la raya de la cabaña"),
}


#: A ``ball`` param named on its own at the head of a call: (English, Spanish).
BALL_NAMES: dict[str, tuple[str, str]] = {
    "1": ("Ball 1", "Bola 1"),
    "2": ("Ball 2", "Bola 2"),
    "mingo": ("The mingo", "El mingo"),
}


def worded_params(params: Mapping[str, Any], lang: str = "es") -> dict[str, Any]:
    """The params as words for the text (``cabana`` "mingo" -> "del mingo", a mingo spot id ->
    "a su punto", ``ball_name`` "El mingo" from ``ball``); the params themselves stay plain ids
    in the record."""
    out = dict(params)
    if out.get("ball") in BALL_NAMES:
        out["ball_name"] = BALL_NAMES[out["ball"]][1 if lang == "es" else 0]
    if out.get("cabana") in CABANA_WORDS:
        out["cabana"] = CABANA_WORDS[out["cabana"]]
    if out.get("spot") in MINGO_SPOT_WORDS:
        out["spot"] = MINGO_SPOT_WORDS[out["spot"]][1 if lang == "es" else 0]
    return out


def template_en(key: str) -> str:
    """The English template (gettext msgid) of a key."""
    return TEMPLATES[key][0]


def template_es(key: str) -> str:
    """The Spanish template of a key."""
    return TEMPLATES[key][1]


@dataclass(frozen=True)
class Announcement:
    """One call of the referee: a stable ``key`` plus ``params``."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.key not in TEMPLATES:
            raise KeyError(f"unknown announcement key {self.key!r}")

    def message(self, lang: str = "es") -> str:
        """The text in ``"es"`` (default, the game's language) or ``"en"``."""
        en, es = TEMPLATES[self.key]
        return (es if lang == "es" else en).format(**worded_params(self.params, lang))

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
        return Announcement(str(data["key"]), dict(data.get("params", {})))
