"""The Spanish a club player reads, where a proofreading found it wrong or unnatural.

Each case is a text the game shows in Spanish (its default language), with the reading it had
and why that reading was wrong, so that a later edit of the catalogue does not bring it back.
The screens' own tests (tutorial, scoreboard, lag hints, keyboard walk) assert several of these
as the user sees them; this file holds the rest and keeps each correction no longer than the
text it replaced, since the window tests check that texts fit at 960×540 with large text.
"""

from __future__ import annotations

import re

import pytest

from chapo_game import i18n

#: msgid -> (old Spanish, corrected Spanish). Singular forms only where a msgid has two.
CORRECTED: dict[str, tuple[str, str]] = {
    # "en juego" is "in play", not "rolling": the bar said the balls were in play while they ran
    "Lag: both balls are running": (
        "Derecho de salida: las dos bolas en juego",
        "Derecho de salida: las dos bolas ruedan",
    ),
    "{name}'s shot, ball {b}: the balls are running": (
        "Tiro de {name}, bola {b}: las bolas en juego",
        "Tiro de {name}, bola {b}: las bolas ruedan",
    ),
    # the derecho de salida is the right to choose the break; "este derecho … se pierde" read
    # as if each shot were a right of its own
    "this lag is lost": ("este derecho de salida se pierde", "se pierde el derecho de salida"),
    "this lag is lost: it meets the mingo": (
        "este derecho de salida se pierde: toca el mingo",
        "se pierde el derecho de salida: toca el mingo",
    ),
    "this lag is lost: it does not reach the foot cushion": (
        "este derecho de salida se pierde: no llega a la banda del fondo",
        "se pierde el derecho de salida: no llega a la banda del fondo",
    ),
    # "a key or a click goes on" said word for word: "una tecla o un clic sigue"
    "Well done. Press a key or click to go on.": (
        "Bien hecho. Una tecla o un clic sigue.",
        "Bien hecho. Tecla o clic para seguir.",
    ),
    # "un buen derecho de salida" is a good right, not a good shot
    "{cm} from the head cushion: a good lag.": (
        "A {cm} de la banda de salida: buen derecho de salida.",
        "A {cm} de la banda de salida: bien medido.",
    ),
    # whoever reaches the target first, in any partida to come: subjunctive
    "a game: the first to {target} points wins it, or a chapó at once": (
        "se juega a {target} tantos (se fija en Ajustes): la gana el primero que llega",
        "un juego: la gana quien llegue antes a {target} tantos o haga un chapó",
    ),
    # "it" is the kept position «{name}»: la posición, feminine ("«{name}» borrada")
    "“{name}”: keep the position on the table among the drills, replace it, rename it or "
    "delete it?": (
        "«{name}»: ¿guardar la posición de la mesa entre los ejercicios, reemplazarlo, "
        "renombrarlo o borrarlo?",
        "«{name}»: ¿guardar la posición de la mesa entre los ejercicios, reemplazarla, "
        "renombrarla o borrarla?",
    ),
    # a salida is made ("sale", art. 11: "el jugador que sale"), not thrown ("la tira")
    "Break: {name} plays the salida; cede: {other} plays it. The arrows and Enter choose too.": (
        "Hacer la salida: la tira {name}; ceder: la tira {other}. También se elige con las "
        "flechas e Intro.",
        "Hacer la salida: sale {name}; ceder: sale {other}. También se elige con las flechas e "
        "Intro.",
    ),
    # "a ball that he would play" said word for word, with a stressed "él" nobody says
    "It sees no ball worth playing: play it safe.": (
        "No encuentra ningún camino a una bola que él jugaría: juegue a lo seguro.",
        "No ve ninguna bola que merezca la pena jugar: juegue a lo seguro.",
    ),
}


@pytest.fixture
def spanish():
    before = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)


@pytest.mark.parametrize("msgid", sorted(CORRECTED))
def test_the_corrected_spanish_is_shown(spanish, msgid: str) -> None:
    old, new = CORRECTED[msgid]
    assert i18n._(msgid) == new
    assert len(new) <= len(old), "a correction may not make a shown text longer"


def test_the_rules_and_the_tutorial_use_the_subjunctive_for_whoever_comes(spanish) -> None:
    """Whoever stops nearest, whoever reaches the target, whoever has not struck in time: not
    known yet, so Spanish says it in the subjunctive ("la bola que se detenga", "quien
    llegue", "quien no haya tirado")."""
    from chapo_game.ui.scenes.rules_screen import pages

    rules = " ".join(text() for _title, text, _diagram in pages())
    assert "la bola que se detenga más cerca de la banda de salida gana" in rules
    assert "quien no haya tirado al acabarse pierde el turno" in rules
    assert "se detiene más cerca" not in rules and "cuando se acaba" not in rules
    end = i18n._(
        "You know the basics. A partida is won by the first to {target} points, or at once by a "
        "chapó. Encuentro: {encuentro}. The Rules screen tells the rest, and Practice has drills."
    )
    assert "Gana la partida quien llegue antes a {target} tantos, o de golpe con un chapó" in end


def _spanish_texts() -> list[str]:
    """Every Spanish text of the catalogue, each plural form on its own."""
    cat = i18n.parse_po(i18n.po_path("es").read_text("utf-8"))
    return [t for k, v in cat.items() if k for t in ((v,) if isinstance(v, str) else v)]


#: Buttons that texts tell the player to press, by their msgids.
NAMED_BUTTONS = (
    "Rematch",
    "Count",
    "Resume",
    "Ball",
    "Edit position",
    "Undo",
    "Add player",
    "Start again",
    "Turn pin",
)


def test_a_button_named_in_a_sentence_is_quoted(spanish) -> None:
    """«Deshacer», «Añadir jugador», «Girar palo»: a button named inside a sentence is quoted,
    as the controls (F1) name every button, so that it reads as the button's word and not as
    the sentence's. The catalogue once said "Pulse Revancha", "queda en Continuar, donde
    Contar lo cuenta", "el botón Bola la devuelve" and "Editar posición (E)" bare."""
    labels = "|".join(re.escape(i18n._(msgid)) for msgid in NAMED_BUTTONS)
    bare = re.compile(rf"(?<=[^\s.:?!] )(?:{labels})\b")
    assert [t for t in _spanish_texts() if bare.search(t)] == []


def test_a_fallen_pin_has_one_name(spanish) -> None:
    """The Reglamento's word for a pin down is "derribado" (art. 5e: "se consideraría
    derribado"), and the referee's calls use it; the practice's editing hints once called the
    same pin "tumbado"."""
    assert [t for t in _spanish_texts() if "tumbad" in t] == []
    assert i18n._("Pins down: {n}") == "Palos derribados: {n}"
