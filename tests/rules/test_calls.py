"""Every call of the referee, said in Spanish and English, with one item and with several
(issue 10): plural forms, ball and pin names as spoken, the words of the texts. The window says
the same through the gettext catalogues (checked here against the committed ``.mo``)."""

from __future__ import annotations

import gettext
import json
import re

import pytest

from chapo_game import i18n, record
from chapo_game.rules.calls import KEYS
from chapo_game.rules.calls.announcement import Announcement
from chapo_game.rules.words import RefereeWords

WHO = {"player": 0, "name": "Íñigo"}
FOUL = {**WHO, "opponent": 1, "opponent_name": "Luis"}

#: key -> ((params, Spanish, English) with one item, (params, Spanish, English) with several).
ONE_AND_SEVERAL: dict[str, tuple[tuple[dict, str, str], tuple[dict, str, str]]] = {
    "fell": (
        ({"pins": ["lateral_left"], "points": 2}, "Un lateral: 2", "One lateral: 2"),
        (
            {"pins": ["rey", "lateral_head", "lateral_foot"], "points": 7},
            "El rey y dos laterales: 7",
            "The rey and two laterals: 7",
        ),
    ),
    "balls_near": (
        (
            {"balls": ["2"]},
            "La bola 2 se coloca lo más cerca posible de donde estaba: su sitio está ocupado",
            "Ball 2 goes as near as it can to where it was: its place is taken",
        ),
        (
            {"balls": ["2", "mingo"]},
            "La bola 2 y el mingo se colocan lo más cerca posible de donde estaban: sus sitios "
            "están ocupados",
            "Ball 2 and the mingo go as near as they can to where they were: their places are "
            "taken",
        ),
    ),
    "fell_void": (
        ({"pins": ["rey"]}, "Cayó el rey: no cuenta", "The rey fell: it does not count"),
        (
            {"pins": ["rey", "lateral_head"]},
            "Cayeron el rey y un lateral: no cuentan",
            "The rey and one lateral fell: they do not count",
        ),
    ),
    "standing.leaning": (
        (
            {"pins": ["lateral_right"]},
            "Un lateral queda apoyado en una bola: cuenta como derribado",
            "One lateral is left leaning on a ball: it counts as knocked down",
        ),
        (
            {"pins": ["rey", "lateral_head"]},
            "El rey y un lateral quedan apoyados en una bola: cuentan como derribados",
            "The rey and one lateral are left leaning on a ball: they count as knocked down",
        ),
    ),
    "standing.moved": (
        (
            {"pins": ["rey"]},
            "El rey se desplazó su altura o más: cuenta como derribado",
            "The rey moved its height or more: it counts as knocked down",
        ),
        (
            {"pins": ["lateral_left", "lateral_right"]},
            "Dos laterales se desplazaron su altura o más: cuentan como derribados",
            "Two laterals moved their height or more: they count as knocked down",
        ),
    ),
    "standing.stays": (
        (
            {"pins": ["lateral_left"]},
            "Un lateral se movió menos que su altura: se queda donde está",
            "One lateral moved less than its height: it stays where it is",
        ),
        (
            {"pins": ["rey", "lateral_left"]},
            "El rey y un lateral se movieron menos que su altura: se quedan donde están",
            "The rey and one lateral moved less than their height: they stay where they are",
        ),
    ),
    "pocketed": (
        (
            {"balls": ["mingo"], "points": 3},
            "El mingo entra en tronera: 3",
            "The mingo is pocketed: 3",
        ),
        (
            {"balls": ["mingo", "2"], "points": 5},
            "La bola 2 y el mingo entran en tronera: 5",
            "Ball 2 and the mingo are pocketed: 5",
        ),
    ),
    "off_table": (
        ({"balls": ["1"]}, "La bola 1 sale del billar", "Ball 1 leaves the table"),
        (
            {"balls": ["1", "mingo"]},
            "La bola 1 y el mingo salen del billar",
            "Ball 1 and the mingo leave the table",
        ),
    ),
    "points": (
        ({**WHO, "points": 1}, "1 para Íñigo", "1 for Íñigo"),
        ({**WHO, "points": 9}, "9 para Íñigo", "9 for Íñigo"),
    ),
    "foul.pins_before_contact": (
        (
            {**FOUL, "points": 2, "pins": ["lateral_head"]},
            "Falta de Íñigo: derribó un lateral antes de dar bola. 2 para Luis",
            "Foul by Íñigo: knocked down one lateral before touching a ball. 2 for Luis",
        ),
        (
            {**FOUL, "points": 9, "pins": ["rey", "lateral_head", "lateral_left", "lateral_foot"]},
            "Falta de Íñigo: derribó el rey y tres laterales antes de dar bola. 9 para Luis",
            "Foul by Íñigo: knocked down the rey and three laterals before touching a ball. "
            "9 for Luis",
        ),
    ),
    "por": (
        ({**WHO, "remaining": 1}, "Íñigo: por 1", "Íñigo: por 1 (1 to go)"),
        ({**WHO, "remaining": 5}, "Íñigo: por 5", "Íñigo: por 5 (5 to go)"),
    ),
    "balls_restored": (
        (
            {"balls": ["mingo"]},
            "El mingo vuelve a donde estaba",
            "The mingo goes back to where it was",
        ),
        (
            {"balls": ["2", "mingo"]},
            "La bola 2 y el mingo vuelven a donde estaban",
            "Ball 2 and the mingo go back to where they were",
        ),
    ),
    "pin_aux": (
        (
            {"pins": ["lateral_left"], "reason": "taken"},
            "Un lateral va a un punto auxiliar: su punto está ocupado",
            "One lateral goes to an auxiliary spot: its spot is taken",
        ),
        (
            {"pins": ["lateral_left", "lateral_right"], "reason": "taken"},
            "Dos laterales van a puntos auxiliares: sus puntos están ocupados",
            "Two laterals go to auxiliary spots: their spots are taken",
        ),
    ),
    "pins_home": (
        ({"pins": ["rey"]}, "El rey vuelve a su punto", "The rey goes back to its spot"),
        (
            {"pins": ["rey", "lateral_foot"]},
            "El rey y un lateral vuelven a sus puntos",
            "The rey and one lateral go back to their spots",
        ),
    ),
    "rematada_from_salida": (
        (
            {**WHO, "ball": "2", "balls": ["mingo"]},
            "Íñigo remata con la bola 2 desde la cabaña de salida: el mingo está dentro de la "
            "cabaña del mingo",
            "Íñigo replies with ball 2 from the cabaña de salida: the mingo is inside the "
            "cabaña del mingo",
        ),
        (
            {**WHO, "ball": "2", "balls": ["1", "mingo"]},
            "Íñigo remata con la bola 2 desde la cabaña de salida: la bola 1 y el mingo están "
            "dentro de la cabaña del mingo",
            "Íñigo replies with ball 2 from the cabaña de salida: ball 1 and the mingo are "
            "inside the cabaña del mingo",
        ),
    ),
    "options": (
        (
            {**WHO, "balls": ["mingo"]},
            "Íñigo: el mingo está dentro; declare pasar, no pasar o bricole",
            "Íñigo: the mingo is inside; declare pasar, no pasar or bricole",
        ),
        (
            {**WHO, "balls": ["2", "mingo"]},
            "Íñigo: la bola 2 y el mingo están dentro; declare pasar, no pasar o bricole",
            "Íñigo: ball 2 and the mingo are inside; declare pasar, no pasar or bricole",
        ),
    ),
    "contact": (
        (
            {"ball": "1", "others": ["mingo"]},
            "La bola 1 está en contacto con el mingo",
            "Ball 1 is touching the mingo",
        ),
        (
            {"ball": "1", "others": ["2", "mingo"]},
            "La bola 1 está en contacto con la bola 2 y el mingo",
            "Ball 1 is touching ball 2 and the mingo",
        ),
    ),
    "lag_lost.pin": (
        ({**WHO, "pins": 1}, "Íñigo derribó un palo", "Íñigo knocked a pin down"),
        ({**WHO, "pins": 3}, "Íñigo derribó tres palos", "Íñigo knocked three pins down"),
    ),
    "partida_won": (
        (
            {**WHO, "partida": 1, "score": 31, "opponent_score": 1},
            "Íñigo gana la partida 1 (31–1)",
            "Íñigo wins partida 1 (31–1)",
        ),
        (
            {**WHO, "partida": 3, "score": 30, "opponent_score": 28},
            "Íñigo gana la partida 3 (30–28)",
            "Íñigo wins partida 3 (30–28)",
        ),
    ),
    "encuentro_won": (
        (
            {**WHO, "partidas": 1, "opponent_partidas": 0},
            "Íñigo gana el encuentro (1–0)",
            "Íñigo wins the encuentro (1–0)",
        ),
        (
            {**WHO, "partidas": 2, "opponent_partidas": 1},
            "Íñigo gana el encuentro (2–1)",
            "Íñigo wins the encuentro (2–1)",
        ),
    ),
}

#: Fouls worth one point (one item) — and the pins foul above for several; each foul that
#: names a ball names it as spoken.
FOUL_CALLS: dict[str, tuple[dict, str, str]] = {
    "foul.chapo_before_contact": (
        {**FOUL, "points": 30},
        "Falta de Íñigo: derribó los cinco palos antes de dar bola",
        "Foul by Íñigo: knocked down all five pins before touching a ball",
    ),
    "foul.off_table": (
        {**FOUL, "points": 2, "ball": "mingo"},
        "Falta de Íñigo: el mingo salió del billar. 2 para Luis",
        "Foul by Íñigo: the mingo left the table. 2 for Luis",
    ),
    "foul.pocketed_without_contact": (
        {**FOUL, "points": 2, "ball": "1"},
        "Falta de Íñigo: la bola 1 entró en tronera sin tocar otra bola. 2 para Luis",
        "Foul by Íñigo: ball 1 went into a pocket without touching another ball. 2 for Luis",
    ),
    "foul.in_hand_ball_inside_first": (
        {**FOUL, "points": 1, "ball": "mingo"},
        "Falta de Íñigo: con bola en mano tocó primero el mingo, dentro de la cabaña. 1 para Luis",
        "Foul by Íñigo: the ball in hand met the mingo first, inside the cabaña. 1 for Luis",
    ),
    "foul.in_hand_outside_cabana": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: jugó la bola en mano desde fuera de la cabaña. 1 para Luis",
        "Foul by Íñigo: played the ball in hand from outside the cabaña. 1 for Luis",
    ),
    "foul.wrong_ball": (
        {**FOUL, "points": 1, "ball": "2"},
        "Falta de Íñigo: jugó la bola 2 en vez de la suya. 1 para Luis",
        "Foul by Íñigo: played ball 2 instead of their own. 1 for Luis",
    ),
    "foul.push_ball": (
        {**FOUL, "points": 1, "ball": "mingo"},
        "Falta de Íñigo: retaque, tiró contra el mingo, que tocaba su bola. 1 para Luis",
        "Foul by Íñigo: a push into the mingo, which their ball was touching. 1 for Luis",
    ),
    "foul.push_cushion": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: retaque, tiró contra la banda que tocaba su bola. 1 para Luis",
        "Foul by Íñigo: a push into the cushion their ball was touching. 1 for Luis",
    ),
    "foul.seco_ball_before_cushion": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: con el taco seco tocó bola antes que banda. 1 para Luis",
        "Foul by Íñigo: met a ball before a cushion with the seco cue. 1 for Luis",
    ),
    "foul.option_pasar_broken": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: declaró pasar y la bola no pasó la línea media antes de tocar bola. "
        "1 para Luis",
        "Foul by Íñigo: declared pasar and the ball did not cross the línea media before "
        "touching a ball. 1 for Luis",
    ),
    "foul.option_no_pasar_broken": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: declaró no pasar y la bola pasó la línea media. 1 para Luis",
        "Foul by Íñigo: declared no pasar and the ball crossed the línea media. 1 for Luis",
    ),
    "foul.option_bricole_broken": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: declaró bricole y la bola tocó bola antes que la banda del fondo. "
        "1 para Luis",
        "Foul by Íñigo: declared bricole and the ball met a ball before the foot cushion. "
        "1 for Luis",
    ),
    "foul.no_ball_touched": (
        {**FOUL, "points": 1},
        "Falta de Íñigo: no tocó ninguna bola. 1 para Luis",
        "Foul by Íñigo: touched no ball. 1 for Luis",
    ),
}

#: Calls about one thing by nature (a ball, a player, the lag): said once in each language.
SINGLE: dict[str, tuple[dict, str, str]] = {
    "head_start": (
        {**WHO, "points": 10},
        "Íñigo empieza con 10 tantos de ventaja",
        "Íñigo starts with a 10-point head start",
    ),
    "time_out": (
        {**WHO, "seconds": 30},
        "Tiempo: Íñigo no tiró en 30 s; pierde el turno",
        "Time: Íñigo did not shoot within 30 s; the turn passes",
    ),
    "conceded": (
        {**WHO, "partida": 2},
        "Abandono: Íñigo deja el encuentro y lo pierde",
        "Conceded: Íñigo leaves and loses the encuentro",
    ),
    "chapo": (
        {**WHO, "points": 30},
        "¡Chapó! 30 y la partida para Íñigo",
        "Chapó! 30 and the partida for Íñigo",
    ),
    "no_pasar_placed": (
        {"ball": "1"},
        "No pasar: la bola 1 se coloca en la línea de la cabaña del mingo",
        "No pasar: ball 1 goes on the cabaña del mingo string",
    ),
    "mingo_respotted": (
        {"spot": "mingo_normal", "reason": "back"},
        "El mingo vuelve a su punto",
        "The mingo goes back to its spot",
    ),
    "rey_choice": (
        {**WHO, "reason": "taken"},
        "Íñigo elige el punto auxiliar del rey: el punto del rey está ocupado",
        "Íñigo chooses the rey's auxiliary spot: the rey's spot is taken",
    ),
    "ball_in_hand": (
        {**WHO, "ball": "1", "cabana": "salida"},
        "Íñigo: bola 1 en mano en la cabaña de salida",
        "Íñigo: ball 1 in hand in the cabaña de salida",
    ),
    "dentro": (
        {"ball": "mingo"},
        "El mingo, en la línea: dentro (no se puede tocar primero)",
        "The mingo, on the string: inside (not to be hit first)",
    ),
    "libre": (
        {"ball": "2"},
        "La bola 2, en la línea: libre (se puede tocar primero)",
        "Ball 2, on the string: free (may be hit first)",
    ),
    "no_contact": (
        {"ball": "1", "other": "mingo"},
        "La bola 1 no está en contacto con el mingo",
        "Ball 1 is not touching the mingo",
    ),
    "cushion_contact": (
        {"ball": "2"},
        "La bola 2 está en contacto con la banda",
        "Ball 2 is touching the cushion",
    ),
    "lag_won": (
        WHO,
        "Íñigo gana el derecho de salida: ¿sale o cede?",
        "Íñigo wins the lag: break or cede?",
    ),
    "lag_lost.mingo": (WHO, "Íñigo tocó el mingo", "Íñigo touched the mingo"),
    "lag_lost.off_table": (
        WHO,
        "La bola de Íñigo salió del billar",
        "Íñigo's ball left the table",
    ),
    "lag_lost.pocketed": (WHO, "La bola de Íñigo entró en tronera", "Íñigo's ball was pocketed"),
    "lag_lost.short": (
        WHO,
        "La bola de Íñigo no llegó a la banda del fondo",
        "Íñigo's ball did not reach the foot cushion",
    ),
    "lag_repeat.collided": ({}, "Las bolas chocaron: se repite", "The balls collided: lag again"),
    "lag_repeat.pins": (
        {},
        "Las dos derribaron palos: se repite",
        "Both balls knocked pins: lag again",
    ),
    "lag_repeat.equal": ({}, "Igual distancia: se repite", "Equal distance: lag again"),
    "lag_repeat.both_lost": (
        {},
        "Los dos perdieron el derecho: se repite",
        "Both lags lost: lag again",
    ),
    "break": ({**WHO, "ball": "1"}, "Íñigo sale con la bola 1", "Íñigo breaks with ball 1"),
    "plays_ball": ({**WHO, "ball": "2"}, "Íñigo juega con la bola 2", "Íñigo plays ball 2"),
}

#: Calls naming the ball that did it (params ``by``, the seco foul's ``ball``/``other``); the
#: same keys without them, as saved before, are said as above.
BALLS_NAMED: dict[str, tuple[dict, str, str]] = {
    "fell-by-one-ball": (
        {"pins": ["rey", "lateral_head"], "points": 5, "by": [["rey", "2"], ["lateral_head", "2"]]},
        "La bola 2 derriba el rey y un lateral: 5",
        "Ball 2 knocks down the rey and one lateral: 5",
    ),
    "fell-by-three-balls": (
        {
            "pins": ["rey", "lateral_head", "lateral_foot", "lateral_left"],
            "points": 9,
            "by": [
                ["lateral_left", "1"],
                ["rey", "mingo"],
                ["lateral_foot", "mingo"],
                ["lateral_head", "2"],
            ],
        },
        "El mingo derriba el rey y un lateral; la bola 1, un lateral; la bola 2, un lateral: 9",
        "The mingo knocks down the rey and one lateral; ball 1, one lateral; ball 2, one "
        "lateral: 9",
    ),
    "fell_void-by-one": (
        {"pins": ["rey"], "by": [["rey", "mingo"]]},
        "El mingo derriba el rey: no cuenta",
        "The mingo knocks down the rey: it does not count",
    ),
    "fell_void-by-several": (
        {
            "pins": ["lateral_head", "lateral_foot"],
            "by": [["lateral_head", "1"], ["lateral_foot", "1"]],
        },
        "La bola 1 derriba dos laterales: no cuentan",
        "Ball 1 knocks down two laterals: they do not count",
    ),
    "foul.seco_ball_before_cushion-balls": (
        {**FOUL, "points": 1, "ball": "2", "other": "mingo"},
        "Falta de Íñigo: con el taco seco, la bola 2 tocó el mingo antes que banda. 1 para Luis",
        "Foul by Íñigo: with the seco cue, ball 2 met the mingo before a cushion. 1 for Luis",
    ),
}

CASES = (
    [pytest.param(label.split("-")[0], *case, id=label) for label, case in BALLS_NAMED.items()]
    + [
        pytest.param(key, *case, id=f"{key}-{label}")
        for key, pair in ONE_AND_SEVERAL.items()
        for label, case in zip(("one", "several"), pair, strict=True)
    ]
    + [
        pytest.param(key, *case, id=key)
        for table in (FOUL_CALLS, SINGLE)
        for key, case in table.items()
    ]
)


def _catalogue(lang: str) -> gettext.GNUTranslations:
    with i18n.mo_path(lang).open("rb") as f:
        return gettext.GNUTranslations(f)


@pytest.mark.parametrize(("key", "params", "es", "en"), CASES)
def test_every_call_in_both_languages(key: str, params: dict, es: str, en: str) -> None:
    a = Announcement(key, params)
    assert (a.text_es, a.text_en) == (es, en)
    # the window says it through the committed catalogues, plural forms included
    assert a.text(_catalogue("es")) == es
    assert a.text(_catalogue("en")) == en
    # and the same once saved and read back (the sheet of a continued encuentro): the save
    # writes a mapping's keys sorted, which put ball 2 before ball 1 in «fell-by-three-balls»
    saved = Announcement.from_json(json.loads(record.encode(a.to_json())))
    assert (saved.text_es, saved.text_en) == (es, en)


def test_every_call_key_is_tested_and_the_counted_ones_with_one_and_several() -> None:
    tested = set(ONE_AND_SEVERAL) | set(FOUL_CALLS) | set(SINGLE)
    assert tested == set(KEYS)
    for _key, (one, several) in ONE_AND_SEVERAL.items():
        assert one[1] != several[1] and one[2] != several[2]


def test_nothing_scored_is_said_as_nothing() -> None:
    a = Announcement("points", {**WHO, "points": 0})
    assert (a.text_es, a.text_en) == ("Nada para Íñigo", "Nothing for Íñigo")


@pytest.mark.parametrize(
    ("params", "es"),
    [
        (
            {"spot": "mingo_cushion", "reason": "back"},
            "El mingo se coloca junto a la banda del fondo: su punto está ocupado",
        ),
        (
            {"spot": "mingo_string", "reason": "back"},
            "El mingo se coloca en la línea de la cabaña del mingo: su punto y el de la banda "
            "están ocupados",
        ),
        (
            {"spot": "mingo_normal", "reason": "free"},
            "El mingo vuelve a su punto, que ha quedado libre",
        ),
        (
            {"spot": "mingo_normal", "reason": "line"},
            "El mingo se retira a su punto: habría cuatro palos en línea",
        ),
    ],
)
def test_art6_the_mingo_call_says_where_and_why(params: dict, es: str) -> None:
    assert Announcement("mingo_respotted", params).text_es == es


def test_calls_saved_before_issue_10_are_still_said() -> None:
    """Saved encuentros hold calls with the params of the time: they still load and read."""
    old = [
        ({"key": "options", "params": {**WHO}}, "Íñigo: declare pasar, no pasar o bricole"),
        (
            {"key": "contact", "params": {"ball": "1", "other": "mingo"}},
            "La bola 1 está en contacto con el mingo",
        ),
        (
            {"key": "mingo_respotted", "params": {"spot": "mingo_normal"}},
            "El mingo vuelve a su punto",
        ),
        ({"key": "rey_choice", "params": WHO}, "Íñigo elige el punto auxiliar del rey"),
        (
            {"key": "foul.pins_before_contact", "params": {**FOUL, "points": 5}},
            "Falta de Íñigo: derribo antes de dar bola. 5 para Luis",
        ),
        ({"key": "lag_lost.pin", "params": WHO}, "Íñigo derribó un palo"),
        ({"key": "chapo", "params": WHO}, "¡Chapó! La partida para Íñigo"),  # without its 30
        # before the calls named the ball that felled the pins, and the seco foul's balls
        ({"key": "fell", "params": {"pins": ["rey"], "points": 5}}, "El rey: 5"),
        ({"key": "fell_void", "params": {"pins": ["rey"]}}, "Cayó el rey: no cuenta"),
        (
            {"key": "foul.seco_ball_before_cushion", "params": {**FOUL, "points": 1}},
            "Falta de Íñigo: con el taco seco tocó bola antes que banda. 1 para Luis",
        ),
    ]
    for data, es in old:
        assert Announcement.from_json(data).text_es == es


def test_a_call_that_cannot_be_said_is_refused_on_loading() -> None:
    with pytest.raises(ValueError):
        Announcement.from_json({"key": "fell", "params": {"points": 5}})
    with pytest.raises(KeyError):
        Announcement.from_json({"key": "no_such_call", "params": {}})
    # a hand-edited number: the sheet said "nan para Ana" and wrote the NaN back
    good = {"key": "foul.pins_before_contact", "params": {**FOUL, "points": 5}}
    assert Announcement.from_json(good).params["points"] == 5
    for bad in (float("nan"), float("inf"), 1e308, -1e7):
        with pytest.raises(ValueError, match=r"points = .* is out of range"):
            Announcement.from_json({**good, "params": {**FOUL, "points": bad}})


def test_referee_words_are_the_spanish_catalogue() -> None:
    """The window's Spanish for every referee message is the referee's own (one source)."""
    cat = i18n.parse_po(i18n.po_path("es").read_text("utf-8"))
    for msgid, es in i18n.referee_messages().items():
        assert cat[msgid] == es, msgid
    words = RefereeWords("es")
    assert words.ngettext("one lateral", "{count} laterals", 1) == "un lateral"
    assert words.ngettext("one lateral", "{count} laterals", 3) == "{count} laterales"


def test_every_call_key_is_in_the_modules_table_of_keys() -> None:
    """docs/RULES.md sends a reader to this table for the keys and their params."""
    from chapo_game.rules.calls import announcement

    table = announcement.__doc__.split("Keys (params):", 1)[1]
    named = set(re.findall(r"^([a-z_.<>]+(?: / [a-z_]+)?)\s", table, flags=re.M))
    listed = {k for n in named for k in n.split(" / ")}
    for key in KEYS:
        stem = key.split(".", 1)[0]
        assert key in listed or f"{stem}.<code>" in listed or f"{stem}.<reason>" in listed, key


@pytest.mark.parametrize(
    ("points", "es", "en"),
    [
        (1, "Luis empieza con 1 tanto de ventaja", "Luis starts with a 1-point head start"),
        (2, "Luis empieza con 2 tantos de ventaja", "Luis starts with a 2-point head start"),
        (5, "Luis empieza con 5 tantos de ventaja", "Luis starts with a 5-point head start"),
    ],
)
def test_a_head_start_of_one_point_is_said_in_the_singular(points: int, es: str, en: str) -> None:
    """Any head start from 1 is allowed (``MatchSettings.head_start``): one point read "Luis
    empieza con 1 tantos de ventaja" at the break."""
    from chapo_game.rules import Match, MatchSettings

    m = Match(("Ana", "Luis"), MatchSettings(head_start=(0, points)))
    (a,) = m.head_start_calls()
    assert (a.text_es, a.text_en) == (es, en)
    assert (a.text(_catalogue("es")), a.text(_catalogue("en"))) == (es, en)
