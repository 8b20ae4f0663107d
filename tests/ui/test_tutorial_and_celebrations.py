"""The guided first game followed to the end through real pygame events, each step passed only
by doing it (a try that misses is said and repeated); the celebrations of a partida, the
encuentro and a chapó."""

from __future__ import annotations

import math
import os

import pygame
import pytest
from ui_screens import go_on, tutorial_skipped_to

from chapo_game import i18n
from chapo_game.position import Position
from chapo_game.rules.match import Match, Phase
from chapo_game.rules.verdict import Verdict
from chapo_game.table import get_table
from chapo_game.ui import tutorial as tut
from chapo_game.ui import tutorial_judged
from chapo_game.ui.draw.rays import first_hit
from chapo_game.ui.lengths import table_lengths
from chapo_game.ui.powerbar import power_to_speed
from chapo_game.ui.scenes.celebrate import FRAMES, CelebrationScene, moments
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.tutorial import TutorialScene
from chapo_game.ui.scenes.tutorial_draw import offered

T = get_table()


def top_texts(app, scene) -> list[str]:
    return [d.text for d in app.fonts.drawn if scene.top_rect.contains(d.rect)]


def caption(app, scene) -> str:
    return " ".join(d.text for d in app.fonts.drawn if scene.bottom_rect.contains(d.rect))


def strike(drive, t: TutorialScene) -> None:
    go_on(drive, t)  # from the last passing shot's table, seen
    drive.key(pygame.K_SPACE)
    assert t.animating
    drive.until(lambda: not t.animating)
    drive.steps(1)


def test_learn_to_play_from_the_menu_to_the_end_by_doing_each_step(app, drive):
    app.fast_forward = 30
    menu = MenuScene(app)
    app.reset_to(menu)
    app.step()
    drive.click(menu.button("tutorial").rect.center)
    t = app.top
    assert isinstance(t, TutorialScene)
    assert top_texts(app, t)[0] == "Aprender a jugar · paso 1 de 10: Apuntar"
    assert caption(app, t).startswith("Mueva el puntero sobre la mesa")

    # 1 aim: point at the mingo
    drive.move(t.view.to_screen(t.position.balls["mingo"]))
    for _frame in range(3):  # judged on the guide's simulation, worked out off the loop
        if t.step.key == "power":
            break
        t.cue_path.cache.wait()
        app.step()
    assert t.step.key == "power" and t.message == "Bien: apuntado al mingo."

    # 2 power: a soft try is said to be short and repeated; then 1-1.5 table lengths
    strike(drive, t)
    assert t.step.key == "power" and t.message.endswith("mucho más fuerte.")
    while table_lengths(power_to_speed(t.aim.state.power), 0.0, T) < 1.2:
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "spin", t.message
    assert t.message.endswith("largos de mesa: bien medido.")
    # the passing shot's table stays, its message over it (it went straight on), with none
    # of the next step's controls nor its instruction, for as long as the learner reads: a
    # frame the window's pacer measured 4 s long, and it still waits for the key its caption
    # asks for (it went on by itself after 1.5 s)
    assert t.lingering and t.position.balls["1"] != tut.STEPS[2].setup(T).balls["1"]
    app.pacer.behind = 240
    drive.steps(1)
    app.pacer.behind = 1
    assert t.lingering and t.position.balls["1"] != tut.STEPS[2].setup(T).balls["1"]
    shown = [d.text for d in app.fonts.drawn]
    assert t.message in shown and "Tirar" not in shown, shown
    # not the next step's instruction: what comes next, and that a key goes on (the bar lay
    # empty for 1.5 s, the screen looking stalled)
    from chapo_game.i18n import _ as say

    spin = say(tut.STEPS[2].title)
    assert caption(app, t) == f"Bien hecho. Ahora: {spin}. Tecla o clic para seguir."
    drive.key(pygame.K_SPACE)  # a key goes on at once, and strikes nothing
    assert not t.animating and not t.lingering
    assert t.position == tut.STEPS[2].setup(T)
    assert not t.can_replay()  # the power step's shot is not the spin step's to watch

    # 3 spin: without draw the step is not done; with draw (S) it is
    strike(drive, t)
    assert t.step.key == "spin" and t.message.startswith("Primero el retroceso")
    for _ in range(3):
        drive.key(pygame.K_s)
    assert t.aim.state.vertical <= tut.DRAW_SPIN
    strike(drive, t)  # too soft: the draw stops the ball before it gets there
    assert t.step.key == "spin" and t.message == "Se paró antes de la bola 2: más fuerte."
    assert t.aim.state.vertical <= tut.DRAW_SPIN  # a try again keeps what was set
    for _ in range(4):
        drive.key(pygame.K_UP)
    strike(drive, t)  # it reaches ball 2, but follows it: it did not come back (it passed)
    assert t.step.key == "spin" and t.message.startswith("No volvió"), t.message
    while power_to_speed(t.aim.state.power) < 2.5:
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "lag", t.message
    go_on(drive, t)

    # 4 the lag: at the hinted speed, the ball comes back into the head quarter
    t.lag_hint.cache.wait()
    drive.steps(1)
    hint = t.aim.hint_speed
    assert hint is not None
    while power_to_speed(t.aim.state.power) < hint:
        drive.key(pygame.K_UP, pygame.KMOD_SHIFT)
    strike(drive, t)
    assert t.step.key == "place", t.message
    assert t.message.startswith("A ") and t.message.endswith(
        "cm de la banda de salida: bien medido."
    )
    drive.key(pygame.K_RETURN)  # goes on at once ("Pulse una tecla…")

    # 5 ball in hand: a click outside the cabaña is refused, one inside it is taken
    drive.click(t.view.to_screen((T.width / 2, T.length * 0.4)))
    assert t.step.key == "place" and t.message == "Ahí no: fuera de la cabaña."
    put = (T.width * 0.3, T.length * 0.12)
    drive.click(t.view.to_screen(put))
    assert t.step.key == "cabana", t.message
    # put down, the ball stays where it was put a moment under "Bien hecho. Ahora: …", as a
    # passing shot's table does (the next step's table and text came at once, the ball gone)
    drive.steps(1)
    assert top_texts(app, t)[:2] == [
        "Aprender a jugar · paso 6 de 10: Desde la cabaña",
        "Colocada: ahora tiraría desde ahí.",
    ]
    cabana = say(tut.STEPS[5].title)
    assert caption(app, t) == f"Bien hecho. Ahora: {cabana}. Tecla o clic para seguir."
    x, y = t.view.to_screen(put)
    assert sum(app.screen.get_at((x + t.view.ball_radius_px() // 2, y))[:3]) > 500  # ivory
    drive.key(pygame.K_RETURN)  # goes on at once

    # 6 from the cabaña: the aim starts at ball 2, inside it, which the guide marks as the
    # foul it is; struck there, the referee says so and the step is played again
    drive.steps(1)
    shown = [d.text for d in app.fonts.drawn]
    assert "Falta: la bola 2 está dentro de la cabaña" in shown, shown
    for _ in range(6):
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "cabana" and t.message.startswith("Falta: "), t.message
    assert "dentro de la cabaña" in t.message, t.message
    drive.move(t.view.to_screen(t.position.balls["mingo"]))  # then at the mingo, outside it
    strike(drive, t)
    assert t.step.key == "rematada", t.message
    assert t.message == "Primero el mingo: buen tiro desde la cabaña."
    go_on(drive, t)

    # 7 the rematada: ball 2 in hand in the cabaña del mingo, ball 1 inside it the foul
    play_the_rematada_step(app, drive, t)

    # 8 both balls inside: the option is asked before any aim, as a game asks it
    play_the_options_step(app, drive, t)

    # 9 a scoring shot, judged by the referee: the mingo into the pins
    for _ in range(10):
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "foul", t.message
    # what fell, as the referee counts it, then the points ("¡7 tantos!" said nothing of it)
    fell, points = t.message.split(": ¡")
    assert fell.startswith(("El rey", "Un lateral", "Dos", "Tres", "Cuatro")), t.message
    assert points.endswith(" tantos!"), t.message
    drive.key(pygame.K_RETURN)  # goes on at once ("Pulse una tecla…")

    # 10 a foul: away from every ball
    b = t.position.balls["1"]
    drive.move(t.view.to_screen((0.02, b[1])))
    strike(drive, t)
    assert t.over, t.message
    assert [n for n, _v in app.sound.played].count("partida") == 1  # the closing fanfare
    assert t.message.startswith("Una falta, como se pedía: ") and t.message.endswith(
        "para el contrario."
    )
    assert t.lingering
    drive.steps(1)  # the last shot's table too stays, the closing panel after it
    end = "F1 muestra todos los controles, en cualquier pantalla."
    assert end not in [d.text for d in app.fonts.drawn]
    go_on(drive, t)
    assert top_texts(app, t)[0] == "Aprender a jugar: terminado"
    shown = [d.text for d in app.fonts.drawn]
    assert "F1 muestra todos los controles, en cualquier pantalla." in shown
    # the maestro's advice, where a learner goes next
    assert (
        "En «Práctica», H pide el consejo del maestro (el mejor nivel del ordenador)."
        in " ".join(shown)
    )
    drive.click(next(b for b in t.end_buttons if b.name == "end_menu").rect.center)
    assert isinstance(app.top, MenuScene)


def shown_texts(app, drive) -> list[str]:
    drive.steps(1)
    return [d.text for d in app.fonts.drawn]


def play_the_rematada_step(app, drive, t: TutorialScene) -> None:
    """Ball 2 is the cue ball now, in hand at the far end: its cue and aim start at ball 1,
    inside that cabaña, which the guide marks as the foul; struck there the referee says so;
    at the mingo, outside it, the rematada is good."""
    assert top_texts(app, t)[0] == "Aprender a jugar · paso 7 de 10: La rematada"
    assert t.aim.ball == "2"
    shown = shown_texts(app, drive)
    assert "Falta: la bola 1 está dentro de la cabaña" in shown, shown
    assert caption(app, t).startswith("La rematada es la respuesta del otro jugador a la salida")
    # the cabaña del mingo shaded, not the cabaña de salida: a pixel inside each, off the balls
    far = t.view.to_screen((T.width * 0.7, T.length - 0.1))
    near = t.view.to_screen((T.width * 0.7, 0.1))
    assert (
        tuple(app.screen.get_at((round(far[0]), round(far[1]))))[:3]
        != tuple(app.screen.get_at((round(near[0]), round(near[1]))))[:3]
    )
    for _ in range(6):
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "rematada" and t.message.startswith("Falta: "), t.message
    assert "dentro de la cabaña" in t.message, t.message
    assert t.position.balls["2"] == tut.STEPS[6].setup(T).balls["2"]  # the step again
    drive.move(t.view.to_screen(t.position.balls["mingo"]))
    strike(drive, t)
    assert t.step.key == "options", t.message
    assert t.message == "Primero el mingo: buena rematada."
    drive.key(pygame.K_RETURN)  # goes on at once ("Pulse una tecla…")


def play_the_options_step(app, drive, t: TutorialScene) -> None:
    """Pasar declared by keys and broken (the guide said so first), asked again; then bricole
    by the pointer, the seco cue taken with X, off the foot cushion to ball 2: kept."""
    assert top_texts(app, t)[0] == "Aprender a jugar · paso 8 de 10: Las dos bolas dentro"
    shown = shown_texts(app, drive)
    assert "Declare su tiro: pasar, no pasar o bricole" in shown, shown
    strike_button = next(b for b in t.aim.buttons if b.name == "strike")
    assert "Tirar" in shown and not strike_button.enabled()  # greyed, as in a game
    drive.key(pygame.K_SPACE)  # nothing lit: Space lights the first choice; no shot, no choice
    assert t.declared is None and t.option_buttons[0].hover and not t.animating
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_UP)
    drive.key(pygame.K_RETURN)
    assert t.declared == "pasar" and not t.animating
    drive.steps(1)
    assert "Ha declarado pasar" in top_texts(app, t)  # as a referee says it, to the learner
    drive.move(t.view.to_screen(t.position.balls["mingo"]))
    shown = shown_texts(app, drive)
    said = "Falta: con pasar, la bola debe cruzar la línea media antes de tocar bola"
    assert said in shown and "Declare su tiro: pasar, no pasar o bricole" not in shown, shown
    strike(drive, t)
    assert t.step.key == "options" and t.message.startswith("Falta: declaró pasar"), t.message
    assert t.declared is None  # asked again
    assert "Declare su tiro: pasar, no pasar o bricole" in shown_texts(app, drive)
    drive.key(pygame.K_x)  # no seco cue before bricole is declared
    assert t.aim.struck()[2] == "taco"
    aimed = t.aim.state.angle  # at the mingo: a foul under bricole too
    drive.click(t.option_buttons[2].rect.center)
    assert t.declared == "bricole"
    # another option than the broken one: the cue set on a shot that keeps it, as the
    # caption says (it stayed on the mingo, its foul said)
    assert t.aim.state.angle != aimed
    assert not [s for s in shown_texts(app, drive) if s.startswith("Falta")]
    drive.key(pygame.K_x)
    assert t.aim.struck()[2] == "seco"
    b, o = t.position.balls["1"], t.position.balls["2"]
    k = (2.0 - b[1]) / (2 * T.length - o[1] - b[1])  # toward ball 2 seen in the foot cushion
    drive.move(t.view.to_screen((b[0] + k * (o[0] - b[0]), 2.0)))
    while power_to_speed(t.aim.state.power) < 4.0:
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "score", t.message
    assert t.message == "Bricole declarado y cumplido: sin falta."
    go_on(drive, t)
    assert t.aim.struck()[2] == "taco"  # the seco cue is bricole's alone


def tutorial_at(app, key: str) -> TutorialScene:
    """The tutorial over the menu at the step ``key``, its position set."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    t.index = [s.key for s in tut.STEPS].index(key)
    t.start_step()
    return t


def test_every_step_can_be_skipped_and_is_said_in_english_too(app, drive):
    i18n.set_language("en")
    try:
        app.reset_to(MenuScene(app))
        t = TutorialScene(app)
        app.push(t)
        app.step()
        titles = []
        for _ in tut.STEPS:
            titles.append(top_texts(app, t)[0])
            drive.click(t.nav[1].rect.center)
        assert t.over
        assert titles[0] == "Learn to play · step 1 of 10: Aim"
        assert titles[3] == "Learn to play · step 4 of 10: The lag"
        # every step skipped, the end does not say "You know the basics"
        app.fonts.drawn.clear()
        app.step()
        shown = " ".join(d.text for d in app.fonts.drawn)
        assert "You know the basics" not in shown
        assert "You skipped 10 steps: Start again goes through them all." in shown
        drive.click(next(b for b in t.end_buttons if b.name == "again").rect.center)
        assert t.index == 0 and not t.done_steps
    finally:
        i18n.set_language("es")


def test_the_end_says_in_spanish_how_many_steps_the_player_skipped(app, drive):
    """«Se saltó 10 pasos» did not agree with its plural; the end speaks to the player, as the
    rest of the tutorial does: «Ha saltado 10 pasos»."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    app.step()
    for _ in tut.STEPS:
        drive.click(t.nav[1].rect.center)
    assert t.over
    app.fonts.drawn.clear()
    app.step()
    shown = " ".join(d.text for d in app.fonts.drawn)
    assert "Ha saltado 10 pasos: «Empezar de nuevo» los recorre todos." in shown, shown


def test_the_ball_in_hand_waits_in_the_cabana_while_the_pointer_is_off_the_table(app, drive):
    """As in a game: off the table the ball is shown at the offered place, never drawn over
    the side panel under the pointer; the arrows move it inside the cabaña, not past it."""
    t = tutorial_skipped_to(app, drive, "place")
    # a point of the side panel off its controls (the panel is drawn while the ball is placed)
    panel = (t.side_rect.centerx, (t.aim.buttons[0].rect.bottom + t.side_rect.bottom) // 2)
    drive.move(panel)
    assert t.hand is None and T.in_cabana_salida(offered(T))
    ball = t.view.to_screen(offered(T))
    assert (
        app.screen.get_at((round(ball[0]), round(ball[1])))[:3]
        != t.background().get_at((round(ball[0]), round(ball[1])))[:3]
    )  # the ball is drawn at the offered place
    assert app.screen.get_at(panel)[:3] == t.background().get_at(panel)[:3]  # not there
    for _ in range(60):
        drive.key(pygame.K_RIGHT)  # towards the foot: stops at the cabaña's string
    assert t.hand is not None and t.hand[1] == T.cabana_salida_y
    drive.key(pygame.K_RETURN)
    assert t.step.key == "cabana", t.message


def test_the_tutorials_ball_in_hand_shows_the_side_panel_as_a_game_does(app, drive):
    """A game's ball in hand shows the spin face, the power bar and Strike greyed beside the
    table, and takes spin and power meanwhile; the tutorial's showed an empty panel, and a
    click on where the spin face belongs did nothing."""
    from ui_screens import salida_placing

    def side_texts(scene) -> set[str]:
        return {d.text for d in app.fonts.drawn if scene.side_rect.contains(d.rect)}

    salida_placing(app)
    app.step()
    g = app.top
    assert g.placing
    in_a_game = side_texts(g)
    assert {"Efecto", "Fuerza", "Tirar"} <= in_a_game, in_a_game

    t = tutorial_skipped_to(app, drive, "place")
    drive.move(t.view.to_screen((T.width * 0.3, T.length * 0.12)))
    shown = side_texts(t)
    assert {"Efecto", "Fuerza", "Tirar"} <= shown, shown
    speed = [s for s in shown if "m/s" in s]
    assert speed and speed[0] in {d.text for d in app.fonts.drawn}, shown  # under the bar
    bar = t.aim.power_rect.center
    assert app.screen.get_at(bar)[:3] != t.background().get_at(bar)[:3]  # the bar is drawn
    strike = next(b for b in t.aim.buttons if b.name == "strike")
    assert not strike.enabled()  # greyed: the ball is to be put down first, as in a game
    # the spin face takes a click, as a game's does while the ball is placed: no place tried
    face = t.aim.spin_rect
    drive.click((face.centerx, face.centery + face.height // 4))
    assert t.aim.state.vertical < 0 and t.step.key == "place" and not t.message
    drive.click(t.view.to_screen((T.width * 0.3, T.length * 0.12)))
    assert t.step.key == "cabana", t.message


def test_spin_and_power_set_while_placing_carry_into_the_next_steps_shot(app, drive):
    """A game's ball in hand carries the spin and power set while placing into the shot; the
    tutorial's panel took them, then the next step threw them away (no spin, power 0.3). Now
    the cabaña step's panel shows what was set; its aim stays the step's own, at ball 2."""
    t = tutorial_skipped_to(app, drive, "place")
    face, bar = t.aim.spin_rect, t.aim.power_rect
    drive.click((face.centerx - face.width // 5, face.centery + face.height // 4))  # draw, left
    drive.click((bar.centerx, bar.bottom - round(bar.height * 0.8)))  # firm
    drive.move(t.view.to_screen((T.width * 0.3, T.length * 0.12)))  # over the cabaña

    def panel() -> tuple[set[str], bytes]:
        """The side panel's words (the speed under the bar) and the spin face as drawn."""
        said = {d.text for d in app.fonts.drawn if t.side_rect.contains(d.rect)}
        return said, pygame.image.tobytes(app.screen.subsurface(t.aim.spin_rect), "RGB")

    placing = panel()
    st = t.aim.state
    stroke = (st.side, st.vertical, st.power)
    assert st.side < 0 and st.vertical < 0 and st.power > 0.7, stroke
    assert t.step.key == "place" and any("m/s" in s for s in placing[0]), placing[0]
    drive.click(t.view.to_screen((T.width * 0.3, T.length * 0.12)))  # the ball put down
    assert t.step.key == "cabana", t.message
    drive.key(pygame.K_RETURN)  # on from the moment it stays there
    assert (t.aim.state.side, t.aim.state.vertical, t.aim.state.power) == stroke
    assert panel() == placing  # the same spin on the face, the same speed under the bar
    ball, two = t.position.balls["1"], t.position.balls["2"]
    assert t.aim.state.angle == pytest.approx(tut.angle_to(ball, two))  # the step's own aim


def finished_match(phase: str, scores, won, winner) -> Match:
    d = Match(("Ana", "Luis")).to_json()
    d.update(
        phase=phase,
        breaker=0,
        first_breaker=0,
        lag_winner=0,
        scores=list(scores),
        partidas_won=list(won),
        partida_winner=winner,
        announcements=[],
    )
    return Match.from_json(d)


def test_a_won_partida_is_celebrated_with_its_sound_and_animation_in_a_real_game(
    app, drive, play_match
):
    app.fast_forward = 30
    # ball 1 straight behind the mingo, the mingo behind the pins: 28 + pins reaches 30
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    d = play_match(pos).to_json()
    d["scores"] = [28, 10]
    g = GameScene(app, match=Match.from_json(d))
    app.reset_to(MenuScene(app))
    app.push(g)
    app.step()
    g.aim.state.power = 0.8
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert g.match.phase == Phase.PARTIDA_OVER
    c = app.top
    assert isinstance(c, CelebrationScene) and c.moment.kind == "partida"
    app.fast_forward = 1  # its own frames: half-way through it, then to its end
    drive.steps(FRAMES // 2)
    assert ("partida", app.sound.volume) in app.sound.played
    shown = [x.text for x in app.fonts.drawn]
    assert "Partida para Ana" in shown
    assert c.banner_rect().width > app.size[0] // 2  # the end panel's whole place
    drive.steps(FRAMES)
    assert app.top is g  # it ends by itself; the end-of-partida screen is there
    assert "Partida para Ana" not in [x.text for x in app.fonts.drawn]


def banner_alone_over_the_panel(app, c) -> None:
    """Nothing of the end panel under the banner ``c`` drawn or showing: only the banner's own
    texts inside its box, its ground wherever it has no words."""
    from chapo_game.ui.widgets import PANEL

    box = c.banner_rect().inflate(-8, -8)
    assert not [d for d in app.fonts.drawn if d.layer == 1 and d.rect.colliderect(box)]
    own = [d.rect for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    for x in range(box.left, box.right, 4):
        for y in range(box.top, box.bottom, 4):
            if not any(r.collidepoint(x, y) for r in own):
                assert tuple(app.screen.get_at((x, y)))[:3] == PANEL, (x, y)


def test_the_banner_hides_the_end_of_partida_panel_then_gives_way_to_it_ready(app, monkeypatch):
    """From its first frame the banner is opaque over the end panel's whole place: nothing of
    the panel shows through or beside it (grown from the middle, it left the panel's lines
    showing around it at first). The panel's lines are not even drawn under it — in the frame
    that opens a celebration that took a third of its drawing, for nothing seen — but rendered
    by the banner's frames, one a frame: the panel's first frame after the banner draws them
    all without rendering one."""
    from ui_screens import celebration

    from chapo_game.ui.face import Face

    celebration(app)
    c, game = app.top, app.scenes[1]
    c.frame = 0
    app.step([])  # its first frame: over the panel's place, nothing of the panel under it
    banner_alone_over_the_panel(app, c)
    for _ in range(5):  # the panel's five lines, one a frame
        app.step([])
    c.frame = FRAMES // 2
    app.step([])
    banner_alone_over_the_panel(app, c)
    rendered: list[str] = []
    render = Face.render
    monkeypatch.setattr(Face, "render", lambda f, s, col: rendered.append(s) or render(f, s, col))
    c.frame = FRAMES
    app.step([])
    assert app.top is game  # the banner gone, the panel up
    said = {" ".join(t.split()) for t in game.end_texts().values()}
    assert said <= {d.text for d in app.fonts.drawn if d.layer == 1}
    assert not said & set(rendered)


def test_the_banner_says_its_words_from_its_first_frame(app):
    """Its words held back a fifth of a second, the banner was an empty box over the table: a
    player took it for a glitch."""
    from ui_screens import celebration

    celebration(app)
    c = app.top
    c.frame = 0
    app.step([])
    own = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert c.moment.title in own


def test_a_chapo_that_ends_the_encuentro_gets_both_moments_chapo_first():
    m = finished_match("encuentro_over", (30, 12), (2, 1), 0)
    v = Verdict(shooter=0, points_shooter=30, points_opponent=0, chapo=True)
    got = moments(v, m)
    assert [x.kind for x in got] == ["chapo", "encuentro"]
    assert got[0].title == "¡Chapó!" and got[1].title == "¡Ana gana el encuentro!"
    assert got[1].line == "Partidas 2 – 1"
    plain = moments(Verdict(shooter=1, points_shooter=2, points_opponent=0), m)
    assert [x.kind for x in plain] == ["encuentro"]


def test_between_two_encuentros_the_demo_shows_the_clubs_standings(app):
    """A club's big screen: after the end of an encuentro (3 s), ten seconds of the club's
    standings — its players who have played, by encuentros won, as the caption under the
    title says — then the next encuentro."""
    from chapo_game import player_list, players
    from chapo_game.ui.scenes.demo import STANDINGS_FRAMES

    roster = player_list.Roster()
    for name, won, lost, points, shots, enc in (
        ("Ana", 3, 2, 52, 8, [1, 1]),
        ("Luis", 7, 1, 90, 12, [3, 0]),
        ("Eva", 0, 0, 0, 0, [0, 0]),  # has not played: not in the standings
    ):
        roster.add(name).update(partidas=[won, lost], encuentros=enc, points=points, shots=shots)
    players.save(roster)
    d = demo_past_an_encuentro(app)
    assert d.showing_standings()
    shown = [t.text for t in app.fonts.drawn]
    assert "Clasificación del club" in shown
    assert "Por encuentros ganados · sin contar los jugados contra el ordenador" in shown
    assert "1. Luis: encuentros 3–0 · partidas 7–1" in shown
    assert "2. Ana: encuentros 1–1 · partidas 3–2" in shown
    assert not any("Eva" in t for t in shown)
    for _ in range(STANDINGS_FRAMES):
        app.step([])
    assert not d.showing_standings() and d.match.phase == Phase.LAG  # the next encuentro


def test_a_clubs_demo_opens_on_the_standings_then_lags(app):
    """Shown only between two encuentros, the standings were never seen on an evening when
    passers-by kept starting the demo afresh: a club's demo (chapo --demo, or back by itself)
    opens on them for ten seconds, the lag waiting; a home player's Demostración does not."""
    from chapo_game import player_list, players
    from chapo_game.ui.scenes.demo import STANDINGS_FRAMES, DemoScene

    roster = player_list.Roster()
    for name, won in (("Ana", 3), ("Luis", 7)):
        roster.add(name).update(partidas=[won, 1], encuentros=[won, 1], points=10 * won, shots=won)
    players.save(roster)
    app.reset_to(MenuScene(app))
    home = DemoScene.for_club(app)
    app.push(home)
    for _ in range(3):
        app.step([])
    assert not home.showing_standings()
    assert "Clasificación del club" not in [t.text for t in app.fonts.drawn]
    from test_club_standings_fair import club_demo

    d = club_demo(app)
    shown = [t.text for t in app.fonts.drawn]
    assert d.showing_standings() and "Clasificación del club" in shown
    assert "1. Luis: encuentros 7–1 · partidas 7–1" in shown
    for _ in range(STANDINGS_FRAMES - 10):
        app.step([])
    assert d.showing_standings() and not d.animating and not d.match.lags
    for _ in range(20):
        app.step([])
    assert not d.showing_standings()
    assert "Clasificación del club" not in [t.text for t in app.fonts.drawn]
    for _ in range(600):  # then the lag
        app.step([])
        if d.animating:
            break
    assert d.animating


def test_without_two_players_who_have_played_the_demo_goes_straight_on(app):
    d = demo_past_an_encuentro(app)
    assert not d.showing_standings() and d.match.phase == Phase.LAG


def demo_at_the_end_of_an_encuentro(app):
    from chapo_game.ui.scenes.demo import DemoScene

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    d.match = finished_match("encuentro_over", (30, 12), (2, 1), 0)
    app.push(d)
    return d


def demo_past_an_encuentro(app):
    """The demo at the end of an encuentro, its 3 s end panel just shown (and the standings,
    read beside it, in)."""
    from chapo_game.ui.scenes.demo import PAUSE_FRAMES

    d = demo_at_the_end_of_an_encuentro(app)
    for _ in range(PAUSE_FRAMES):
        app.step([])
    for _ in range(2000):  # a slow disk: the panel waits for the read
        if d.reading is None:
            break
        app.step([])
    return d


def test_the_standings_are_read_beside_the_big_screen_not_in_its_way(app, monkeypatch):
    """A club of 200 takes half a second to read: the frames go on being drawn meanwhile, and
    the end panel stays up until the standings are in."""
    import threading

    from chapo_game import player_list, players
    from chapo_game.ui.scenes import demo, standings

    roster = player_list.Roster()
    for name, won in (("Ana", 1), ("Luis", 0)):
        roster.add(name).update(partidas=[1, 1], encuentros=[won, 1 - won], points=10, shots=2)
    players.save(roster)
    let_go = threading.Event()
    slow = standings.club_rows

    def slow_read(order: str) -> list[standings.Row]:
        let_go.wait(10)
        return slow(order)

    monkeypatch.setattr(standings, "club_rows", slow_read)
    d = demo_at_the_end_of_an_encuentro(app)
    drawn = app.frame
    for _ in range(demo.PAUSE_FRAMES + 60):
        app.step([])
    assert app.frame >= drawn + demo.PAUSE_FRAMES + 60  # every frame drawn while it reads
    assert d.wait == demo.PAUSE_FRAMES - 1 and not d.showing_standings()
    assert d.match.phase == Phase.ENCUENTRO_OVER
    let_go.set()
    d.reading.wait(5)
    app.step([])
    assert d.showing_standings()
    assert any(t.text.startswith("1. ") for t in app.fonts.drawn)


def test_the_demo_reads_the_standings_again_only_when_the_list_changed(monkeypatch):
    from chapo_game import player_list, players
    from chapo_game.ui.scenes import standings

    roster = player_list.Roster()
    for name, won in (("Ana", 1), ("Luis", 2)):
        roster.add(name).update(partidas=[won, 1], points=10, shots=4)
    players.save(roster)
    reads = []
    real = players.load
    monkeypatch.setattr(players, "load", lambda: reads.append(1) or real())
    first = standings.club_standings("partidas")
    assert standings.club_standings("partidas") == first and len(reads) == 1
    assert first[0].startswith("1. Luis: partidas 2–")
    roster.by_name("Ana").update(partidas=[5, 1])
    players.save(roster)
    assert (
        standings.club_standings("partidas")[0].startswith("1. Ana: partidas 5–")
        and len(reads) == 2
    )
    roster.by_name("Luis").update(partidas=[5, 1], points=10, shots=4)
    players.save(roster)
    assert [line[:7] for line in standings.club_standings("partidas")] == [
        "1= Ana:",
        "1= Luis",
    ]  # equals


@pytest.mark.parametrize(
    ("speed", "advice"),
    [(0.6, "is lost: harder"), (1.9, "harder"), (2.2, "a good lag"), (3.0, "softer")],
)
def test_the_lag_step_says_harder_to_a_ball_short_on_its_way_back(speed, advice):
    """Struck at 1.9 m/s the ball came back to 86 cm and the step said "softer"; only one off
    the head cushion was too hard."""
    from chapo_game.physics import Simulator
    from chapo_game.rules.lag import lag_position
    from chapo_game.shot import Shot

    pos = lag_position(T)
    result = Simulator(T).simulate(pos, Shot.make("1", 90.0, speed))
    try:
        i18n.set_language("en")
        outcome, _gap = tutorial_judged.check_lag(T, result.events, result.final)
    finally:
        i18n.set_language("es")
    assert outcome.message.endswith(f"{advice}.") and outcome.passed == (advice == "a good lag")


def test_the_aim_step_takes_no_line_that_meets_a_pin_before_the_mingo():
    """Pointed at the mingo's edge by the cross, the guide showed its red cross ("a pin in
    the way") while the step said "Aimed at the mingo"."""
    pos = tut.STEPS[0].setup(T)
    b, m = pos.balls["1"], pos.balls["mingo"]
    centre = tut.angle_to(b, m)
    assert tut.check_aim(pos, centre, T).passed
    edges = [tut.check_aim(pos, centre + s * 2.0, T).passed for s in (-1, 1)]
    assert edges.count(False) == 1  # the side of the cross: its lateral first, no aim


def grazing_pointer(t: TutorialScene, lo: float, hi: float) -> tuple[int, int]:
    """A pixel on the table whose pointer aims ball 1 between ``lo`` and ``hi`` degrees off
    the mingo's centre (a band far narrower than a pixel at the mingo: found along the line,
    beyond it, where some pixel falls inside)."""
    b = t.view.to_screen(t.position.balls["1"])
    centre = tut.angle_to(t.position.balls["1"], t.position.balls["mingo"])
    for x in range(round(b[0]) + 300, t.view.outer.right):
        for y in range(t.view.outer.top, t.view.outer.bottom):
            off = (t.view.angle_of(x - b[0], y - b[1]) - centre + 180.0) % 360.0 - 180.0
            if lo <= off <= hi and t.view.outer.collidepoint((x, y)):
                return x, y
    raise AssertionError("no pixel aims in the band")


def test_the_aim_step_passes_an_aim_whose_simulated_shot_grazes_a_lateral_to_the_mingo(app, drive):
    """1.9 degrees off the mingo's centre, at 0.5 of the power, the straight line meets the
    left lateral, but the shot the guide simulates grazes it, leaves it standing and runs on to
    the mingo, the ghost ball drawn on it: the step kept saying nothing and waited, judged on
    the straight line alone. It passes once that simulation lands, with no further input, and
    not before: until then the guide's line stops bare at the pin."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    app.step()
    up = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    at = grazing_pointer(t, -1.91, -1.89)
    drive.post(*[up] * 4, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=0))
    assert t.aim.state.power == pytest.approx(0.5) and t.step.key == "aim"
    b, a = t.position.balls["1"], math.radians(t.aim.state.angle)
    pins = t.position.standing_pins()
    _d, _ball, pin = first_hit(T, "1", t.position.balls, b, (math.cos(a), math.sin(a)), pins)
    assert pin == "lateral_left"  # the straight line meets the lateral first
    assert t.cue_path.cache.wait()
    drive.steps(1)
    assert t.step.key == "power"
    assert "Bien: apuntado al mingo." in top_texts(app, t)


def test_the_aim_step_says_what_is_wrong_with_a_line_and_passes_a_thin_cut(app, drive):
    """2.1 degrees off the mingo's centre the guide draws its ghost ball on the mingo's edge,
    a thin cut: the step asked for 2 and said nothing, as it said nothing of a line meeting
    a pin first or passing beside the mingo. Each is said in the top bar while it is so;
    far off, as the step opens, its own words are enough."""
    t = tutorial_at(app, "aim")

    def aim_at(lo: float, hi: float) -> None:
        drive.move(grazing_pointer(t, lo, hi))
        assert t.cue_path.cache.wait()
        drive.steps(1)

    assert not t.message  # the opening aim, far off: nothing said over the step's words
    aim_at(-3.1, -2.9)  # the left lateral first
    assert "Por ahí su bola da antes en un palo: apunte al mingo sin tocar los palos." in top_texts(
        app, t
    )
    aim_at(4.9, 5.1)  # beside the mingo, on its other side
    assert "Por ahí su bola pasa junto al mingo: gire el taco hacia él." in top_texts(app, t)
    aim_at(2.1, 2.15)  # a thin cut: the ghost ball on the mingo's edge
    assert t.step.key == "power" and "Bien: apuntado al mingo." in top_texts(app, t)


def test_skip_during_a_passing_shots_linger_ends_it(app, drive):
    """Skip pressed while the last shot's table stayed left the linger running into the
    skipped-to step: its first key was swallowed, its aim did not follow the pointer."""
    app.fast_forward = 30
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    t.skip()  # to the power step
    t.advance(lambda: tut.Outcome(True, "bien"), linger=True)
    assert t.lingering
    drive.click(t.nav[1].rect.center)  # Skip step: to the step its title names, now
    assert not t.lingering and t.step.key == "spin"  # not past it, never seen
    angle = t.aim.state.angle
    drive.key(pygame.K_LEFT)
    assert t.aim.state.angle == pytest.approx(angle + 1)


def test_a_click_to_go_on_is_no_aim_in_the_next_step(app, drive):
    """ "Well done. Next: Spin. Press a key or click to go on.": the click goes on, and fixes
    no aim in the spin step where it was made (the cue turned off ball 2 to the cushion, "Aim
    fixed" said). Alt and Shift alone, the start of Alt+Tab to another window or of Shift+Tab
    to the step buttons, go not on: the passed table was gone, and its reader with it."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    t.skip()  # to the power step, passed by a shot
    t.advance(lambda: tut.Outcome(True, "bien"), linger=True)
    drive.key(pygame.K_LALT)
    drive.key(pygame.K_LSHIFT, pygame.KMOD_LSHIFT)
    shown = [d.text for d in app.fonts.drawn]
    assert t.lingering and t.message in shown and "Tirar" not in shown, shown
    drive.click(t.view.to_screen((1.0, 0.3)))  # the go-on, far off the spin step's cue line
    angle = t.aim.state.angle
    drive.steps(1)
    assert t.step.key == "spin" and not t.aim.held and not t.lingering
    assert t.aim.state.angle == pytest.approx(angle)
    assert not any(d.text.startswith("Puntería fija") for d in app.fonts.drawn)


def test_the_end_of_the_tutorial_starts_with_nothing_lit(app, drive):
    """ "Empezar de nuevo" stayed lit from a click at the last end: an Enter meant to go on
    started all seven steps again."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    t.index = len(tut.STEPS) - 1
    t.start_step()
    t.focus.index = 0  # as a click on "Empezar de nuevo" at an earlier end left it
    t.end_buttons[0].hover = True
    t.advance(lambda: tut.Outcome(True, "bien"))
    assert t.over and t.focus.index is None and not any(b.hover for b in t.end_buttons)
    drive.key(pygame.K_RETURN)  # nothing lit: Enter presses nothing
    assert t.over


def test_the_click_going_on_from_the_last_shot_is_no_click_on_start_again(app, drive):
    """The click that goes on from the last step's table, made where "Empezar de nuevo" comes:
    it brings the closing panel and presses nothing on it (all the steps began again,
    unasked)."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    t.index = len(tut.STEPS) - 1
    t.start_step()
    t.advance(lambda: tut.Outcome(True, "bien"), linger=True)
    at = t.end_buttons[0].rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))  # the go-on
    assert t.over and not t.lingering
    drive.steps(1)
    assert t.over and "Aprender a jugar: terminado" in [d.text for d in app.fonts.drawn]


def test_the_draw_step_passes_a_ball_that_came_back_so_far_it_bounced_forward_again():
    """Full draw at 6 m/s: the ball comes back to the head cushion and off it past where it
    met ball 2. The step said "No volvió: más retroceso … y más fuerte" — the opposite of
    what helps — because it looked only at where the ball stopped."""
    from chapo_game.physics import Simulator
    from chapo_game.shot import Shot

    step = next(s for s in tut.STEPS if s.key == "spin")
    pos = step.setup(T)
    shot = Shot.make("1", 90.0, 6.0, vertical=-0.6)  # ball 2 straight up the table
    res = Simulator(T).simulate(pos, shot)
    head = [e for e in res.events if e.type == "ball_cushion" and e["ball"] == "1"]
    assert head and head[0]["cushion"] == "head" and res.final.balls["1"][1] > pos.balls["2"][1]
    out = tutorial_judged.check_spin(T, shot, res.events, pos, res.final)
    assert out.passed and out.message == "Retroceso: su bola volvió tras el golpe."


def test_the_draw_step_passes_a_draw_that_clips_a_side_cushion_on_its_way_back():
    """A little cut: the ball comes back off the left cushion to the head cushion and forward
    past the contact. A rule that took the first cushion after the contact took the side one
    for "not behind" and said "No volvió … más fuerte"."""
    from chapo_game.physics import Simulator
    from chapo_game.shot import Shot

    step = next(s for s in tut.STEPS if s.key == "spin")
    pos = step.setup(T)
    shot = Shot.make("1", 91.0, 5.0, vertical=-0.45)
    res = Simulator(T).simulate(pos, shot)
    cushions = [e["cushion"] for e in res.events if e.type == "ball_cushion" and e["ball"] == "1"]
    assert cushions[:2] == ["left", "head"] and res.final.balls["1"][1] > pos.balls["2"][1] - 0.1
    assert tutorial_judged.check_spin(T, shot, res.events, pos, res.final).passed


def test_a_step_is_skipped_with_tab_and_enter(app, drive):
    """ "Skip step" had no key: Tab lights it, Enter presses it; an arrow puts the light out
    and aims again."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    drive.move((5, 5))
    drive.key(pygame.K_TAB)
    assert t.nav[1].hover
    drive.key(pygame.K_RETURN)
    assert t.step.key == "power"
    # the next step starts with nothing lit: Enter is the step's again (on step 5 it skipped
    # the step its caption says Enter places the ball in)
    assert not any(b.hover for b in t.nav) and t.tab_focus.index is None
    t.go_to(3)
    drive.key(pygame.K_TAB)  # Previous step, then Skip step
    drive.key(pygame.K_TAB)
    assert t.nav[1].hover
    drive.key(pygame.K_RETURN)  # the lag skipped
    assert t.step.key == "place"
    drive.key(pygame.K_RETURN)  # the ball placed where it is offered, not a second skip
    assert t.step.key == "cabana" and t.message.startswith("Colocada"), t.message
    t.go_to(1)
    drive.key(pygame.K_TAB)
    drive.key(pygame.K_RIGHT)
    assert not any(b.hover for b in t.nav) and t.step.key == "power"
    drive.key(pygame.K_TAB)  # lit, then the pause menu over it and back: put out, seen so
    drive.key(pygame.K_ESCAPE)
    app.pop()
    drive.steps(1)
    assert not any(b.hover for b in t.nav)  # it looked lit while Enter struck
    drive.move(t.nav[2].rect.center)  # the pointer resting on Menú: Enter still strikes
    drive.key(pygame.K_RETURN)
    assert app.top is t and t.animating


def test_the_ball_inside_the_cabana_is_marked_wherever_the_cue_points(app, drive):
    """ "Ball 2 is inside it (marked with a cross)": it was marked only while the guide's
    line met it; aimed at the mingo, the only red ball in sight was the mingo. Now ringed and
    crossed, in a red outlined dark: a red ring alone was lost to a protanope."""
    from chapo_game.ui.widgets import BAD

    t = tutorial_at(app, "cabana")
    drive.move(t.view.to_screen(t.position.balls["mingo"]))  # aimed away from ball 2
    drive.steps(1)
    x, y = t.view.to_screen(t.position.balls["2"])
    ring = round(x) + t.view.ball_radius_px() + 4, round(y)
    near = [app.screen.get_at((ring[0] + d, ring[1]))[:3] for d in (-2, -1, 0, 1)]
    assert BAD in near, near
    k = round((t.view.ball_radius_px() + 4) * 0.7)  # the cross over the ball, corner to corner
    assert app.screen.get_at((round(x) + k, round(y) + k))[:3] == BAD


def test_the_options_step_rings_the_balls_only_while_meeting_them_first_is_the_foul(app, drive):
    """Both balls are inside: ringed red while the question is asked and under no pasar, where
    meeting one is the foul; under pasar or bricole they are what the shot goes round to."""
    from chapo_game.ui.widgets import BAD

    t = tutorial_at(app, "options")

    def ringed() -> bool:
        drive.steps(1)
        x, y = t.view.to_screen(t.position.balls["2"])
        ring = round(x) + t.view.ball_radius_px() + 4, round(y)
        return BAD in [app.screen.get_at((ring[0] + d, ring[1]))[:3] for d in (-2, -1, 0, 1)]

    assert ringed()
    drive.click(t.option_buttons[0].rect.center)  # pasar
    assert t.declared == "pasar" and not ringed()
    t.start_step(again=True)  # a try again asks again
    assert t.declared is None and ringed()
    drive.click(t.option_buttons[1].rect.center)  # no pasar
    assert t.declared == "no_pasar" and ringed()


def test_once_declared_the_caption_no_longer_tells_of_the_buttons(app, drive):
    """The caption said «Cada botón dice lo que pide» after the buttons had gone from the
    table: once an option is declared it says what the cue does now, and a try again that
    asks again says the question's words again."""
    t = tutorial_at(app, "options")
    app.fonts.drawn.clear()
    app.step()
    assert "Elija con un botón o las flechas e Intro" in caption(app, t)
    drive.click(t.option_buttons[0].rect.center)
    app.fonts.drawn.clear()
    app.step()
    said = caption(app, t)
    assert "Elija con un botón" not in said
    assert said.startswith("El taco empieza en un tiro que cumple lo declarado"), said
    t.start_step(again=True)
    app.fonts.drawn.clear()
    app.step()
    assert "Elija con un botón o las flechas e Intro" in caption(app, t)


@pytest.mark.parametrize(
    ("button", "said"),
    [
        (0, "Pasar declarado y cumplido: sin falta."),
        # and what follows it, which the step's table does not show
        (1, "No pasar cumplido: en partida su bola iría a la línea de la cabaña del mingo."),
        (2, "Bricole declarado y cumplido: sin falta."),
    ],
)
def test_once_declared_the_cue_is_set_on_a_shot_that_keeps_the_option(app, drive, button, said):
    """As a game does: the cue stayed on the mingo, a foul under all three options, and a
    learner who struck at once fouled every time, no bank ever shown."""
    t = tutorial_at(app, "options")
    app.step()
    drive.click(t.option_buttons[button].rect.center)
    strike(drive, t)
    assert t.message == said and t.step.key == "score"


def test_the_options_step_reached_from_the_last_sets_the_power_its_option_needs(app, drive):
    """Reached from the step before at that step's power, the step took it for the player's
    own set while asked: declared pasar, the cue stayed at the new step's soft start and the
    learner who struck as told fouled ("declaró pasar y la bola no pasó la línea media")."""
    t = tutorial_at(app, "options")
    t.index -= 1
    t.start_step()
    t.aim.state.power = 0.55  # the power the last step was played at
    t.index += 1
    t.start_step()
    app.step()
    drive.click(t.option_buttons[0].rect.center)  # pasar
    assert t.aim.state.power != 0.3
    strike(drive, t)
    assert t.message == "Pasar declarado y cumplido: sin falta." and t.step.key == "score"


def test_while_the_options_step_asks_spin_and_power_are_set_and_strike_is_greyed(app, drive):
    """The side panel was empty while the question was asked (a game shows spin and power
    there): now it is the game's, Strike greyed, and a power set meanwhile is kept once an
    option is declared (it became the option's start power)."""
    t = tutorial_at(app, "options")
    app.step()
    assert t.asking(t.step) and "Fuerza" in [d.text for d in app.fonts.drawn]
    strike_button = next(b for b in t.aim.buttons if b.name == "strike")
    assert not strike_button.enabled()
    bar = t.aim.power_rect
    drive.click((bar.centerx, bar.bottom - bar.height // 5))
    mine = t.aim.state.power
    assert mine == pytest.approx(0.2, abs=0.05) and t.asking(t.step)
    drive.click(t.option_buttons[0].rect.center)  # pasar
    assert t.declared == "pasar" and t.aim.state.power == mine and strike_button.enabled()


def test_tab_over_a_lit_option_leaves_one_button_lit(app, drive):
    """An option lit by the arrows stayed lit beside Skip step lit by Tab: two lights, and
    Enter skipped the step."""
    t = tutorial_at(app, "options")
    app.step()
    drive.key(pygame.K_DOWN)
    assert [b.hover for b in t.option_buttons] == [True, False, False]
    drive.key(pygame.K_TAB)
    drive.steps(1)
    assert not any(b.hover for b in t.option_buttons) and t.nav[0].hover  # Previous step
    assert [b.hover for b in t.nav] == [True, False, False]


def test_a_step_skipped_by_mistake_is_one_click_back(app, drive):
    """After one mis-click on Skip step the only way back was to start again from the end:
    Previous step goes back one, greyed on the first step; at the end it leads back to the last
    step."""
    t = tutorial_at(app, "aim")
    app.step()
    previous = t.nav[0]
    assert previous.name == "previous" and not previous.enabled()
    drive.click(t.nav[1].rect.center)  # Skip step
    assert t.step.key == "power"
    drive.click(previous.rect.center)
    assert t.step.key == "aim" and t.message == ""
    assert "Paso anterior" in [d.text for d in app.fonts.drawn]
    t.index = len(tut.STEPS)
    t.start_step()
    app.step()
    drive.click(previous.rect.center)
    assert t.step is not None and t.step.key == tut.STEPS[-1].key


def test_a_tries_replay_ends_on_what_the_tutorial_said_of_it(app, drive):
    """A game's replay ends on the referee's calls; the tutorial's ended on its keys alone,
    even after a foul. Now it ends on what the step said of the try."""
    from chapo_game.ui.scenes.replay import ReplayScene

    app.fast_forward = 30
    t = tutorial_at(app, "cabana")  # the aim starts at ball 2, inside: a foul
    for _ in range(6):
        drive.key(pygame.K_UP)
    strike(drive, t)
    assert t.step.key == "cabana" and t.message.startswith("Falta: "), t.message
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    r.clock.seek(1.0)
    drive.steps(1)
    shown = " ".join(d.text for d in app.fonts.drawn if r.host.bottom_rect.contains(d.rect))
    assert t.message.split(":")[0] in shown and "dentro de la cabaña" in shown, shown


def test_an_arrow_held_through_the_aim_steps_end_does_not_turn_the_next_steps_aim(app, drive):
    """→ held: the aim step passes as the cue crosses the mingo, and the key's repeats turned
    the power step's aim on, off the mingo onto a pin (its guide said the foul while the top
    bar said "aimed at the mingo"). A new step's aim stays until the key is pressed again."""
    t = tutorial_at(app, "aim")
    mingo = tut.angle_to(t.position.balls["1"], t.position.balls["mingo"])

    def arrow(repeat: bool) -> None:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="",
                                     repeat=repeat)])  # fmt: skip
        # as in the 50 ms between a held key's repeats: the guide's path for this aim lands,
        # and the step is judged on it (back to back, the next repeat turned the aim first,
        # and the step passed only where the path happened to land within the frame)
        assert t.cue_path.cache.wait()
        app.step()

    t.aim.state.angle = (mingo - 2.5) % 360.0  # the lateral first: no aim yet
    for _ in range(40):  # held: the first press, then its repeats
        arrow(repeat=_ > 0)
        if t.step.key == "power":
            break
    assert t.step.key == "power"
    at = t.aim.state.angle
    for _ in range(10):
        arrow(repeat=True)
    assert t.aim.state.angle == at  # the held key stopped at the step's end
    arrow(repeat=False)
    assert t.aim.state.angle != at  # pressed again, it turns the aim as ever
    moved = t.aim.state.angle
    arrow(repeat=True)
    assert t.aim.state.angle != moved  # and held again, it repeats


def test_the_aim_step_says_no_power_foul_and_a_tries_word_goes_while_the_next_rolls(app, drive):
    """Step 1 opened on "Falta: se para antes de llegar a una bola" (its soft cue pointed
    away), before power was taught. And the last try's red word stayed in the top bar while
    the next try rolled, read as what this one did."""
    t = tutorial_at(app, "aim")
    t.cue_path.paths(t.position, t.aim.shot())
    t.cue_path.cache.wait()
    assert not [s for s in shown_texts(app, drive) if s.startswith("Falta")]
    t.go_to(1)  # power: a soft try is told "much harder"
    strike(drive, t)
    said = t.message
    assert t.step.key == "power" and said.endswith("mucho más fuerte."), said
    assert said in top_texts(app, t)
    drive.key(pygame.K_SPACE)
    assert t.animating
    drive.steps(1)
    assert said not in top_texts(app, t)  # the new try rolls: the old word is gone


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_three_options_are_said_at_one_text_size(app, size, lang):
    """At 960×540 "Pasar: …" and "No pasar: …" wrapped onto two smaller lines while "Bricole:
    …" stayed on one larger line beside them: the three choices now share one size."""
    from chapo_game import i18n

    app.apply_settings(app.settings.with_(language=lang))
    app.resize_window(size)
    try:
        t = tutorial_at(app, "options")
        app.step()
        boxes = [b.rect for b in t.option_buttons]
        heights = {
            d.rect.height
            for d in app.fonts.drawn
            if d.kind == "text" and any(box.contains(d.rect) for box in boxes)
        }
    finally:
        app.apply_settings(app.settings.with_(language="es"))
        i18n.set_language("es")
    assert len(heights) == 1, heights


def test_a_tries_word_too_long_for_its_row_is_said_whole_not_cut(app, drive):
    """Large text on a big screen cut the cabaña's foul "… Pruebe otr…": a word too long for
    its row takes the top bar on two lines, and the step's title is back with the next try."""
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1920, 1080))
    t = tutorial_at(app, "cabana")
    app.fast_forward = 30
    strike(drive, t)  # the cue starts on ball 2, inside the cabaña: the foul
    assert not t.passed and "Pruebe otra vez" in t.message
    bar = [d for d in app.fonts.drawn if t.top_rect.contains(d.rect) and d.text]
    said = [d.text for d in bar if d.rect.right < t.nav[0].rect.x]  # left of the buttons
    assert " ".join(said) == t.message and not any("…" in s for s in said), said
    assert len(said) == 2 and len(bar) == len(said) + len(t.nav)  # nothing else over it
    app.apply_settings(app.settings.with_(large_text=False))
    app.resize_window((1280, 720))  # room for both: the title stays over the word
    app.step()
    assert top_texts(app, t)[0].startswith("Aprender a jugar · paso 6 de 10")


def test_a_tries_word_names_the_ball_and_follows_a_change_of_language(app, drive):
    """The cabaña's foul said "hit a ball inside the cabaña first" (read as the order to do
    it) and stayed Spanish under English titles once the language changed in the pause menu;
    it names the ball, as a game's call does, in the language of now."""
    t = tutorial_at(app, "cabana")
    app.fast_forward = 30
    strike(drive, t)  # the cue starts on ball 2, inside the cabaña
    spanish = (
        "Falta: con bola en mano tocó primero la bola 2, dentro de la cabaña. Pruebe otra vez."
    )
    assert t.message == spanish and spanish in top_texts(app, t)
    try:
        app.apply_settings(app.settings.with_(language="en"))
        app.step()
        english = "Foul: the ball in hand met ball 2 first, inside the cabaña. Try again."
        assert english in top_texts(app, t) and t.replay_said() == english
        assert top_texts(app, t)[0].startswith("Learn to play · step 6 of 10")
    finally:
        app.apply_settings(app.settings.with_(language="es"))


def test_the_guides_the_steps_point_at_are_drawn_with_the_aiming_guide_off(app, drive):
    """The lag step says "the dotted line and the mark beside the power bar give the speed":
    with the aiming guide turned off in the settings neither was drawn."""
    app.apply_settings(app.settings.with_(aiming_guide=False))
    t = tutorial_at(app, "lag")
    drive.steps(1)
    t.lag_hint.cache.wait()
    drive.steps(2)
    assert t.aim.hint_speed is not None  # the mark beside the power bar, and its line


@pytest.mark.parametrize(
    ("vertical", "speed", "off", "said"),
    [
        (0.0, 3.0, 0.0, "Set draw first"),
        (-0.11, 3.0, 0.0, "More draw: press lower"),  # the lower half, told to click it
        (-0.5, 0.3, 0.0, "It stopped short of ball 2: harder."),  # aimed, too soft
        (-0.5, 3.0, 25.0, "Your ball did not touch ball 2"),  # aimed elsewhere
    ],
)
def test_the_draw_step_says_what_to_mend(vertical, speed, off, said):
    """A player who clicked just under the centre was told to click the lower half, and one
    who aimed well and struck too softly was told to aim."""
    from chapo_game.physics import Simulator
    from chapo_game.shot import Shot

    step = next(s for s in tut.STEPS if s.key == "spin")
    pos = step.setup(T)
    angle = tut.angle_to(pos.balls["1"], pos.balls["2"]) + off
    shot = Shot.make("1", angle, speed, 0.0, vertical)
    result = Simulator(T).simulate(pos, shot)
    try:
        i18n.set_language("en")
        out = tutorial_judged.check_spin(T, shot, result.events, pos, result.final)
    finally:
        i18n.set_language("es")
    assert not out.passed and out.message.startswith(said), out.message


def test_a_lag_lost_on_the_mingo_says_why():
    """ "That ball would lose the lag" said no reason; the lag's line says it while aimed."""
    from chapo_game.physics import Simulator
    from chapo_game.rules.lag import lag_position
    from chapo_game.shot import Shot

    pos = lag_position(T)
    angle = tut.angle_to(pos.balls["1"], pos.balls["mingo"])
    result = Simulator(T).simulate(pos, Shot.make("1", angle, 2.0))
    try:
        i18n.set_language("en")
        out, _gap = tutorial_judged.check_lag(T, result.events, result.final)
    finally:
        i18n.set_language("es")
    assert out.message == "This lag is lost: it meets the mingo. Try again."


def test_the_aim_step_greys_strike_which_it_does_not_ask_for(app, drive):
    """Step 1 asks only to aim: Strike was drawn ready, and a click on it did nothing and
    said nothing. Greyed there, it is ready again from the power step."""
    t = tutorial_at(app, "aim")
    drive.steps(1)
    strike_button = t.aim.buttons[0]
    assert not strike_button.enabled()
    drive.click(strike_button.rect.center)
    assert not t.animating and t.step.key == "aim"
    t.skip()
    drive.steps(1)
    assert t.step.key == "power" and strike_button.enabled()


@pytest.mark.parametrize("size", [(1366, 768), (2560, 1080)])
def test_with_large_text_the_standings_stay_clear_of_the_side_panel(app, size):
    """Large text widens the side panel: the standings, centred on the window, cut the start
    off its values ("ey: 5", "ateral: 2")."""
    from chapo_game import player_list, players

    roster = player_list.Roster()
    roster.add("Ana").update(partidas=[3, 2], encuentros=[1, 0], points=52, shots=8)
    roster.add("Luis").update(partidas=[2, 3], encuentros=[0, 1], points=40, shots=8)
    players.save(roster)
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window(size)
    d = demo_past_an_encuentro(app)
    assert d.showing_standings()
    from chapo_game.ui.scenes.standings import draw_standings

    drawn = pygame.Surface(size, pygame.SRCALPHA)  # where the panel covers, alone
    draw_standings(drawn, app.fonts, d.standings)
    assert 0 < drawn.get_bounding_rect().right <= d.side_rect.x


def test_the_lags_speed_mark_leaves_the_power_bar_with_the_lag_step(app, drive):
    """Past the lag, placing the ball in hand, the power bar still carried the lag's "2,20
    m/s" mark (the aim helps that clear it are not drawn while the ball is in hand): a speed
    for a lag that was over, beside a bar set for no shot."""
    from chapo_game.i18n import decimal

    t = tutorial_skipped_to(app, drive, "lag")
    t.lag_hint.cache.wait()
    drive.steps(2)
    hint = t.aim.hint_speed
    assert hint is not None
    mark = decimal(hint, 2)
    assert mark in [d.text for d in app.fonts.drawn]  # beside the bar, in the lag
    while power_to_speed(t.aim.state.power) < hint:
        drive.key(pygame.K_UP, pygame.KMOD_SHIFT)
    strike(drive, t)
    assert t.step.key == "place", t.message
    go_on(drive, t)
    drive.steps(2)
    assert t.aim.hint_speed is None
    assert mark not in [d.text for d in app.fonts.drawn]


def test_the_confetti_falls_alike_in_every_run():
    """It was seeded with hash() of the moment's kind, salted per process: each start of the
    game threw other confetti, and two screenshots of one celebration never matched."""
    import subprocess
    import sys

    code = (
        "from chapo_game.ui.scenes.celebrate import CelebrationScene, Moment\n"
        "print(CelebrationScene(None, Moment('chapo', 't', 'l')).bits[:3])"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": salt},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()[-1]
        for salt in ("1", "2", "3")
    }
    assert len(runs) == 1, runs
