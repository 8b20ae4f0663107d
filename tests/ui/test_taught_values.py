"""What the game teaches, against the referee (an audit of the teaching texts against the
Reglamento): the pins' values wherever a screen states them are the values the referee counts
(art. 7, :mod:`chapo_game.rules.scoring`), and the Rules screen says whose turn follows a
shot (guide 1). Read from the screens as drawn, reached through clicks and keys."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import choose_drill, texts, tutorial_skipped_to, window_in

from chapo_game.events import make
from chapo_game.i18n import _
from chapo_game.position import PinState, Position
from chapo_game.rules import judge
from chapo_game.rules.judge import ShotContext
from chapo_game.rules.scoring import CHAPO_POINTS, pin_value, pocket_value
from chapo_game.shot import Shot
from chapo_game.table import LATERAL_IDS, get_table
from chapo_game.ui.option_texts import OPTION_LABELS, option_word
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.rules_screen import RulesScene


def value(laterals: int, rey: bool = False) -> int:
    """What the referee counts for the rey (or not) and ``laterals`` laterals down."""
    return pin_value({*LATERAL_IDS[:laterals], *(("rey",) if rey else ())})


def shown(app) -> str:
    """The top screen's texts as drawn on the last frame, the wrapped lines joined."""
    app.fonts.drawn.clear()
    app.step()
    return " ".join(texts(app))


def rules_page(app, drive, n: int) -> str:
    """The Rules screen opened from the menu by a click, turned ``n`` pages with the arrow."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("rules").rect.center)
    assert isinstance(app.top, RulesScene)
    for _page in range(n):
        drive.key(pygame.K_RIGHT)
    return shown(app)


@pytest.mark.parametrize(
    ("lang", "wrong", "right"),
    [
        (
            "es",
            "más con laterales",
            "derribe el rey ({} tantos, lo mismo con un lateral; {} con dos, {} con tres).",
        ),
        (
            "en",
            "more with laterals",
            "mingo ({} points, the same with one lateral; {} with two, {} with three).",
        ),
    ],
)
def test_the_rey_drill_says_the_rey_and_one_lateral_are_5_as_the_referee_counts(
    app, drive, lang, wrong, right
):
    """Its goal said "5 tantos, más con laterales": art. 7 counts the rey and one lateral 5,
    as the rey alone, so a learner was taught that any lateral beside the rey adds."""
    with window_in(app, lang, (1280, 720)):
        app.reset_to(MenuScene(app))
        p = PracticeScene(app)
        app.push(p)
        app.step()
        rey = [i for i, (name, _pos) in enumerate(p.drill_list) if name == "Rey off the mingo"]
        choose_drill(app, drive, p, rey[0])
        said = shown(app)
    assert wrong not in said
    assert right.format(value(0, True), value(2, True), value(3, True)) in said
    assert value(1, True) == value(0, True)  # "lo mismo", "the same"


def test_the_rules_say_players_take_turns_whatever_a_shot_scored(app, drive):
    """The turns (guide 1, as the referee plays them) were said on no page of the Rules: a
    player from carom or pool, who keeps the table after a score, was not told otherwise."""
    said = rules_page(app, drive, 0)
    assert "Los jugadores se turnan: un tiro cada uno, puntúe o no." in said


def test_every_screen_that_teaches_the_pins_values_says_the_referees(app, drive):
    """The Rules' values page, the tutorial's scoring step and the demo's panel state the
    values the referee counts: a change to one or the other is seen here."""
    lat = [value(n) for n in range(1, 5)]
    rey = [value(n, True) for n in range(4)]
    said = rules_page(app, drive, 1)
    assert (
        f"El rey solo: {rey[0]}. Cada lateral: {lat[0]} ({lat[0]}, {lat[1]}, {lat[2]}, "
        f"{lat[3]}). Rey y un lateral: {rey[1]}; rey y dos: {rey[2]}; rey y tres: {rey[3]}. "
        f"Derribar los cinco a la vez es chapó: {CHAPO_POINTS} tantos y la partida."
    ) in said
    assert value(4, True) == CHAPO_POINTS
    b1, b2, mingo = (pocket_value(b) for b in ("1", "2", "mingo"))
    assert b1 == b2
    assert f"bola 1 y bola 2, {b1} cada una; el mingo, {mingo}." in said

    tutorial_skipped_to(app, drive, "score")
    assert (
        f"un lateral (un palo de los lados) vale {lat[0]}, el rey (el del centro) solo {rey[0]}, "
        f"el rey con uno, dos o tres laterales {rey[1]}, {rey[2]} o {rey[3]}"
    ) in shown(app)

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    said = shown(app)
    for line in (
        f"Rey: {rey[0]}",
        f"Lateral: {lat[0]}",
        f"Rey + 1, 2, 3 laterales: {rey[1]}, {rey[2]}, {rey[3]}",
        f"Mingo en tronera: {mingo}",
        f"Bola 1 en tronera: {b1}",
        f"Bola 2 en tronera: {b2}",
    ):
        assert line in said, line


def test_the_glossary_says_a_chapo_is_30_and_the_partida_as_the_referee_calls_it(app, drive):
    """The glossary said of chapó only "gana la partida": the score sheet and the call give it
    30 too (art. 7, "Chapo Partida (30 puntos)"), and a board jumping by 30 read as wrong. The
    tutorial's scoring step said it so too («chapó: partida ganada», "chapó: the partida is
    won"): it says it as the glossary and the values page do, in both languages."""
    said = rules_page(app, drive, 6)
    assert f"los cinco palos derribados en un tiro: {CHAPO_POINTS} tantos y la partida" in said
    tutorial_skipped_to(app, drive, "score")
    assert f"los cinco a la vez son chapó: {CHAPO_POINTS} tantos y la partida." in shown(app)
    with window_in(app, "en", (1280, 720)):
        assert f"all five at once is chapó: {CHAPO_POINTS} points and the partida." in shown(app)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_ball_in_hand_page_says_the_bricole_as_its_button_and_the_referee_do(app, drive, lang):
    """The page said "bricole (primero la banda del fondo)": a player read that the ball must
    meet the foot cushion before anything, and so left alone a bricole off a long cushion
    first, which the referee keeps (it asks the foot cushion before the first ball, guide 4),
    as the option's own button says ("la banda del fondo antes de tocar ninguna bola")."""
    t = get_table()
    before = Position.initial(t, {"1": (t.width / 2, 0.3), "2": (0.3, 0.5), "mingo": (1.1, 0.6)})
    final = Position.initial(t, {"1": (t.width / 2, 0.9), "2": (0.35, 0.8), "mingo": (1.1, 0.6)})
    evs = [
        make(0.0, "strike", ball="1", speed=3.0, cue="taco"),
        make(0.3, "ball_cushion", ball="1", cushion="left", speed=1.0),
        make(0.9, "ball_cushion", ball="1", cushion="foot", speed=1.0),
        make(2.0, "ball_ball", a="1", b="2", speed=1.0),
        make(3.0, "rest"),
    ]
    bricole = ShotContext(0, "1", "ball_in_hand", "salida", "bricole")
    assert judge(t, before, Shot.make("1", 60, 3.0), evs, final, bricole).foul is None
    with window_in(app, lang, (1280, 720)):
        said = rules_page(app, drive, 3)
        for option in ("pasar", "bricole"):  # each as its button says it
            assert f"{option_word(option)} ({_(OPTION_LABELS[option]).split(': ')[1]})" in said
        # and the tutorial's step that has the options declared says the bricole so too, as
        # its room allows (it read "bricole (foot cushion first; …)")
        tutorial_skipped_to(app, drive, "options")
        before_any = {
            "es": "banda del fondo antes que bola",
            "en": "the foot cushion before any ball",
        }
        assert f"{option_word('bricole')} ({before_any[lang]};" in shown(app)


@pytest.mark.parametrize(
    ("lang", "said_so"),
    [
        ("es", "uno desplazado su altura o más, o que queda apoyado en una bola, cuenta como"),
        ("en", "one pushed its height or more, or left leaning on a ball, counts as knocked"),
    ],
)
def test_the_respot_page_says_a_pin_pushed_its_height_counts_as_the_referee_counts_it(
    app, drive, lang, said_so
):
    """The page said a pin pushed less than its height stays, and no more: a lateral pushed
    further, still standing, is counted by the referee as knocked (art. 5e) — 2 for the
    shooter after the contact, 2 for the opponent before it — which a player who had read
    the page could not foresee."""
    t = get_table()
    home = t.spots["left"]
    before = Position.initial(t, {"1": (0.3, 1.8), "2": None})
    pushed = before.with_pin(
        "lateral_left", PinState((home[0] - t.pin_height - 0.001, home[1]), True)
    )
    final = Position({"1": (0.3, 2.0), "2": None, "mingo": (t.width / 2, 2.2)}, pushed.pins)
    evs = [
        make(0.0, "strike", ball="1", speed=3.0, cue="taco"),
        make(0.5, "ball_ball", a="1", b="mingo", speed=1.0),
        make(0.9, "ball_pin", ball="mingo", pin="lateral_left", speed=0.1),
        make(2.0, "rest"),
    ]
    play = ShotContext(0, "1", "play", None, None)
    assert judge(t, before, Shot.make("1", 90, 3.0), evs, final, play).pins_down == (
        "lateral_left",
    )
    with window_in(app, lang, (1280, 720)):
        assert said_so in rules_page(app, drive, 4)
