"""Practice's caption: what a shot would score (pocketed balls included), and Undo takes the
caption back with the position."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_screens import choose_drill

from chapo_game.ai.geometry import angle_to
from chapo_game.ai.start import free_aim
from chapo_game.physics.engine import Simulator
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.aim import AimState
from chapo_game.ui.drills import TARGETS
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def editing(app, drive) -> PracticeScene:
    """Practice opened from the menu on balls 1 and 2 near the head cushion, its position
    editor opened with its own button."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 0.5)})
    drive.click(p.button_named("edit").rect.center)
    return p


def caption(app, scene) -> str:
    """The caption's text under the table (not the advice button at the bar's end)."""
    bar, button = scene.bottom_rect, scene.advice_button.rect
    return " ".join(
        d.text for d in app.fonts.drawn if bar.contains(d.rect) and not button.contains(d.rect)
    )


def test_a_pocketed_mingo_counts_in_the_caption_and_undo_takes_the_caption_back(app, drive):
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    pocket = [i for i, (name, _pos) in enumerate(p.drill_list) if name == "Pocket the mingo"]
    choose_drill(app, drive, p, pocket[0])
    assert p.button_named("drill").label().endswith("Mingo a la tronera")
    before = p.position
    help_text = caption(app, p)
    assert help_text.startswith("Meta el mingo, en cualquier tronera: 3 tantos.")
    # the drill's goal, then how to play
    assert "Práctica: apunte con el ratón (o izquierda/derecha)" in help_text
    # ball 1 at the mingo's ghost-ball point for the near pocket
    b1, m = before.balls["1"], before.balls["mingo"]
    pocket = min(T.pockets.values(), key=lambda q: math.dist(q, m))
    u = (pocket[0] - m[0], pocket[1] - m[1])
    n = math.hypot(*u)
    ghost = (m[0] - 2 * T.ball_radius * u[0] / n, m[1] - 2 * T.ball_radius * u[1] / n)
    p.aim.state.angle = math.degrees(math.atan2(ghost[1] - b1[1], ghost[0] - b1[0]))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    assert p.position.balls["mingo"] is None
    # the goal met, once of one, run on with what the shot did (two lines for both)
    shown = (
        "Objetivo cumplido: 1 de 1  · Palos derribados: 0; en tronera: el mingo; 3 tantos en total"
    )
    # the mingo stays off, and the caption says so and the way back (a learner, told by the
    # Rules that a game puts it back, was left with nothing to hit)
    left = " (Palos y bolas se quedan así: «Repetir tiro» (R) lo juega otra vez, «Deshacer» deja"
    assert caption(app, p) == shown + left + " la mesa como estaba.)"
    drive.key(pygame.K_u)
    assert p.position == before  # as said (Restore put a game's spots, not the drill's)
    assert caption(app, p) == help_text
    p.aim.state.angle += 90  # away from the mingo: the goal missed, the tally goes on, and
    drive.key(pygame.K_SPACE)  # it says why: in a game, a shot that meets no ball is a foul
    drive.until(lambda: not p.animating)
    drive.steps(1)
    # under the verdict, what the foul gives: it read "Palos derribados: 0; 0 tantos en total",
    # and a ball 1 pocketed so "2 tantos en total", as if the points were the player's
    missed = "Objetivo no cumplido, falta en partida (no tocó ninguna bola): 1 de 2"
    assert caption(app, p) == missed + " En partida: 1 para el contrario"
    drive.key(pygame.K_u)
    assert caption(app, p) == help_text  # back at the drill: its goal again


def test_a_drill_starts_from_a_plain_cue(app, drive):
    """The power and spin of the last drill's shots do not carry into the next drill (the
    bricole drill opened at 8 m/s with top-left spin)."""
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    p.aim.state.power, p.aim.state.side, p.aim.state.vertical = 0.95, -0.4, 0.4
    p.set_drill(1)
    plain = AimState()
    assert (p.aim.state.power, p.aim.state.side, p.aim.state.vertical) == (
        plain.power,
        plain.side,
        plain.vertical,
    )
    # the bricole drill too (it started at the power of the game's bricole start: its answer)
    p.aim.state.power, p.aim.state.side, p.aim.state.vertical = 0.95, -0.4, 0.4
    p.set_drill(2)
    assert p.drill_list[2][0] == "Bricole from the cabaña"
    assert (p.aim.state.power, p.aim.state.side, p.aim.state.vertical) == (
        plain.power,
        plain.side,
        plain.vertical,
    )


def test_the_caption_counts_pins_and_every_pocketed_ball(app):
    p = PracticeScene(app)
    assert p.shot_summary(["rey", "lateral_head"], ["1", "mingo"]) == (
        "Palos derribados: 2; en tronera: la bola 1 y el mingo; 10 tantos en total"
    )
    app.settings = app.settings.with_(ball1_pocket_value=1)  # the informal variant
    assert p.shot_summary(["lateral_left"], ["1", "2"]).endswith("; 5 tantos en total")


def test_the_cue_points_at_the_mingo_in_every_drill_and_after_each_shot_not_after_undo(app, drive):
    """The cue starts straight at the drill's ball in every drill (a line the player must
    change: no drill is a straight shot), and after every shot at a ball Space meets, as in
    the game; Undo sets the shot undone on the cue again, as it was struck, to be corrected
    a little."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    for i in [*range(1, len(p.drill_list)), 0]:
        name = p.drill_list[p.drill_index][0]
        b1, m = p.position.balls["1"], p.position.balls[TARGETS.get(name, "mingo")]
        assert p.aim.state.angle == pytest.approx(angle_to(b1, m) % 360), name
        choose_drill(app, drive, p, i)
    assert p.button_named("drill").label().endswith("El rey por el mingo")
    before = p.position
    struck = p.aim.shot()
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    after = p.position
    assert after.balls["mingo"] != before.balls["mingo"]  # met at once
    # the cue is on a shot at the mingo again: here the cross hides it, so a bank onto it
    shot = Shot("1", p.aim.state.angle, 2.0)
    kinds = [e.type for e in Simulator(T).simulate(after, shot).events]
    assert "ball_ball" in kinds and "ball_pin" not in kinds[: kinds.index("ball_ball")], kinds
    drive.key(pygame.K_LEFT)
    assert p.aim.state.angle != pytest.approx(struck.angle)
    drive.key(pygame.K_u)
    assert p.position == before
    assert p.aim.shot() == struck  # aim, power, spin and cue as struck
    drive.move(p.view.to_screen((T.width * 0.3, T.length * 0.7)))  # the mouse crosses the table
    assert p.aim.shot() == struck  # and leaves it be, as it does the maestro's advice
    drive.key(pygame.K_LEFT)  # and corrected a little from there
    assert p.aim.state.angle == pytest.approx((struck.angle + 1.0) % 360)
    drive.key(pygame.K_3)  # the mingo to play: the cue turns to ball 1
    assert p.aim.state.angle == pytest.approx(
        angle_to(before.balls["mingo"], before.balls["1"]) % 360
    )


def test_while_editing_no_button_reads_tirar_but_the_greyed_strike_and_it_strikes_nothing(
    app, drive
):
    """Editing, the mode button once read "Tirar" beside the panel's own "Tirar": two buttons
    with one name, one of which struck nothing. Now it says it ends the editing, and the
    strike button is greyed until it does."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    edit, strike = p.button_named("edit"), p.aim.buttons[0]
    drive.click(edit.rect.center)
    assert p.edit
    assert edit.label() == "Terminar edición"
    assert strike.label() == "Tirar" and not strike.enabled()
    before = p.position
    drive.click(strike.rect.center)
    drive.key(pygame.K_SPACE)
    drive.steps(3)
    assert not p.animating and p.position == before
    drive.click(edit.rect.center)
    assert not p.edit and edit.label() == "Editar posición" and strike.enabled()
    drive.click(strike.rect.center)
    assert p.animating


def test_the_goals_of_the_drills_through_the_cross_can_be_met():
    """Said under the table: ball 2 cut into the cross makes the rey and two laterals, or all
    five; the mingo hit full and hard takes the rey and laterals with it."""
    from chapo_game.physics import Simulator
    from chapo_game.rules.judge import ShotContext
    from chapo_game.rules.referee import referee_shot
    from chapo_game.shot import Shot
    from chapo_game.ui.drills import GOALS, drills

    sim = Simulator(T)
    named = dict(drills(T))
    assert set(GOALS) == set(named)
    ctx = ShotContext(shooter=0, ball="1", kind="play", cabana=None, option=None)

    def verdict(pos, angle: float, speed: float):
        shot = Shot.make("1", angle, speed)
        r = sim.simulate(pos, [shot])
        return referee_shot(T, pos, shot, r.events, r.final, ctx, names=("A", "B")).verdict

    cut = named["Cut ball 2 into the cross"]
    aim = free_aim(T, cut, "1", "2")
    made = [verdict(cut, aim + k / 2, v) for k in range(-20, 21) for v in (3.0, 4.5)]
    # seven, and a chapó somewhere (30, or 33 with the mingo's points: not 30 alone)
    assert sum(v.points_shooter >= 7 for v in made) >= 5 and any(v.chapo for v in made)
    through = named["The mingo through the cross"]
    straight = free_aim(T, through, "1")  # the cue as offered: wide of the rey, a cut drives it
    assert [verdict(through, straight + da, 4.5).points_shooter >= 7 for da in (0, 6)] == [
        False,
        True,
    ]


def test_each_drill_is_the_shot_it_is_named_for():
    """Its offered aim meets a ball before any pin, and the rey off the mingo is there to
    make: a cut of the mingo sends it into the rey."""
    from chapo_game.physics import Simulator
    from chapo_game.shot import Shot
    from chapo_game.ui.drills import drills

    sim = Simulator(T)
    named = dict(drills(T))
    for name, pos in named.items():
        wanted = TARGETS.get(name, "mingo")
        events = sim.simulate(pos, Shot("1", free_aim(T, pos, "1", wanted), 2.0)).events
        first = next(e for e in events if e.type in ("ball_ball", "ball_pin", "ball_cushion"))
        assert first.type == "ball_ball" and first.other_ball("1") == wanted, name
    rey_drill = named["Rey off the mingo"]
    aim = free_aim(T, rey_drill, "1")

    def rey_by_the_mingo(da: float, speed: float) -> bool:
        events = sim.simulate(rey_drill, Shot("1", aim + da, speed)).events
        return any(
            e.type == "pin_down" and e["pin"] == "rey" and e["by"] == "mingo" for e in events
        )

    # a cut: the cue as offered (straight at the mingo) does not make it at any club speed,
    # nor within a degree of it; a cut of 6–10° does
    assert not any(rey_by_the_mingo(da, v) for da in (-1, 0, 1) for v in (1.2, 1.5, 2.0))
    assert [da for da in range(-12, 13) if rey_by_the_mingo(da, 1.5)] == [-9, -8, -7]


def test_each_drill_judges_its_goal_from_the_shot():
    """The goals are judged from the physics' events and the points: the salida offered meets
    the mingo first; a straight shot is no bricole; the rey cut off the mingo, ball 2's chapó
    line and the mingo driven through the cross meet theirs; a kept drill has none."""
    from chapo_game.physics import Simulator
    from chapo_game.rules.scoring import pin_value, pocket_value
    from chapo_game.shot import Shot
    from chapo_game.ui.drills import DRILL_GOALS, drills, goal_met

    sim = Simulator(T)
    named = dict(drills(T))
    assert set(DRILL_GOALS) == set(named)

    def met(name: str, angle: float, speed: float) -> bool | None:
        pos = named[name]
        r = sim.simulate(pos, [Shot.make("1", angle, speed)])
        down = [p for p in pos.pins if pos.pins[p].standing and not r.final.pins[p].standing]
        pocketed = [e["ball"] for e in r.events if e.type == "pocketed"]
        points = pin_value(down) + sum(pocket_value(b) for b in pocketed)
        return goal_met(name, r.events, points)

    offered = {n: free_aim(T, pos, "1", TARGETS.get(n)) for n, pos in named.items()}
    assert met("The salida", offered["The salida"], 2.0) is True
    assert met("Bricole from the cabaña", offered["Bricole from the cabaña"], 2.0) is False
    assert met("Bricole from the cabaña", 77.0, 3.0) is True  # beside the cross and back
    assert met("Rey off the mingo", offered["Rey off the mingo"] - 8, 1.5) is True
    assert met("Rey off the mingo", offered["Rey off the mingo"], 1.5) is False
    assert met("The mingo through the cross", offered["The mingo through the cross"] + 6, 4.5)
    cut = [
        met("Cut ball 2 into the cross", offered["Cut ball 2 into the cross"] + k / 2, 3.0)
        for k in range(-20, 21)
    ]
    assert True in cut and False in cut
    assert goal_met("Mía 01", [], 30) is None


def test_a_position_is_kept_among_the_drills_and_comes_back_another_day(app, drive):
    """Guardar posición: Enter keeps the table's position as "Mi posición 1", which the drill
    button then names; another practice (another day) finds it among the drills; the same
    question keeps a changed position over it, or deletes it."""
    from chapo_game import kept_positions
    from chapo_game.ui.scenes.confirm import ConfirmScene

    def practice() -> PracticeScene:
        app.reset_to(MenuScene(app))
        p = PracticeScene(app)
        app.push(p)
        app.step()
        return p

    p = practice()
    drive.click(p.button_named("edit").rect.center)  # move ball 1 a little
    b1 = p.view.to_screen(p.position.balls["1"])
    drive.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(b1[0]), round(b1[1])), button=1),
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(round(b1[0]) + 40, round(b1[1])),
            rel=(40, 0),
            buttons=(1, 0, 0),
        ),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(b1[0]) + 40, round(b1[1])), button=1),
    )
    drive.click(p.button_named("edit").rect.center)
    mine = p.position
    drive.click(p.keep_button.rect.center)
    assert isinstance(app.top, ConfirmScene)
    drive.key(pygame.K_RETURN)  # "Como «Mi posición 1»"
    assert app.top is p and p.button_named("drill").label() == "Ejercicio: Mi posición 1"
    # the drill button named as it reads, «Ejercicio» (it said "el botón de ejercicio")
    said = "Guardada como «Mi posición 1»: el botón «Ejercicio» la trae de vuelta."
    assert said in caption(app, p)
    # another day: a new practice finds it by the drill button
    p = practice()
    choose_drill(app, drive, p, len(p.drill_list) - 1)
    assert p.button_named("drill").label() == "Ejercicio: Mi posición 1"
    assert p.position == mine
    # kept over, after a shot moved the balls
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    after = p.position
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("over").rect.center)
    (kept,), _ = kept_positions.load_all(T)
    assert kept.name == "Mi posición 1" and kept.position == after
    # and deleted, once asked again (one click deleted it, with no undo): the file goes, the
    # first drill is on the table
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("delete").rect.center)
    asked = " ".join(d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1)
    assert "¿Borrar la posición guardada «Mi posición 1»? No se puede deshacer." in asked
    drive.click(app.top.button("keep").rect.center)  # kept: nothing goes
    assert len(kept_positions.load_all(T)[0]) == 1
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("delete").rect.center)
    drive.click(app.top.button("delete").rect.center)
    assert kept_positions.load_all(T) == ([], [])
    assert p.button_named("drill").label() == "Ejercicio: El rey por el mingo"
    assert "«Mi posición 1» borrada." in caption(app, p)


def test_the_drills_are_chosen_all_in_sight_a_page_at_a_time(app, drive):
    """The drill button shows every drill — the ready-made ones, then nine kept positions —
    the one being played lit as chosen; Esc changes nothing; the keys reach a drill on the
    chooser's second page."""
    from chapo_game import kept_positions
    from chapo_game.position import Position
    from chapo_game.ui.scenes.drill_chooser import DrillChooser

    base = Position.initial(T, {"1": (0.4, 0.6)})
    for n in range(1, 10):  # 15 drills: the chooser's second page is the shorter
        kept_positions.save(base.with_ball("mingo", (0.3 + 0.05 * n, 1.0)), f"Mía {n:02d}", T)
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    assert len(p.drill_list) == 6 + 9
    drive.click(p.button_named("drill").rect.center)
    chooser = app.top
    assert isinstance(chooser, DrillChooser) and chooser.pager.paged
    first = chooser.pager.shown[0]
    assert first.label() == "El rey por el mingo" and first.selected()
    assert "Ejercicios" in [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    drive.key(pygame.K_ESCAPE)
    assert app.top is p and p.drill_index == 0
    drive.click(p.button_named("drill").rect.center)
    chooser = app.top
    drive.move((1, 1))
    while not chooser.pager.next.hover:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)  # the second page, the light still on Next
    last = chooser.pager.shown[-1]
    assert last.label() == "Mía 09" and chooser.pager.next.hover
    while not last.hover:
        drive.key(pygame.K_UP)
    drive.key(pygame.K_RETURN)
    assert app.top is p and p.button_named("drill").label() == "Ejercicio: Mía 09"
    assert p.position.balls["mingo"] == (0.3 + 0.05 * 9, 1.0)


def test_practice_opens_reading_no_kept_position_and_reads_each_as_it_is_set(
    app, drive, monkeypatch
):
    """A coach's thousand kept positions were all read to open Practice (0.4 s, and again at
    every keep): it lists them by their files' names, and reads one as it is set."""
    from chapo_game import jsonio, kept_positions
    from chapo_game.position import Position

    base = Position.initial(T, {"1": (0.4, 0.6)})
    for n in range(1, 31):
        kept_positions.save(base.with_ball("mingo", (0.3 + 0.02 * n, 1.0)), f"Mía {n:02d}", T)
    read = []
    real = jsonio.read_file
    monkeypatch.setattr(
        jsonio, "read_file", lambda path, *a, **k: read.append(path) or real(path, *a, **k)
    )
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("practice").rect.center)
    p = app.top
    assert isinstance(p, PracticeScene) and read == []
    assert len(p.drill_list) == 6 + 30
    choose_drill(app, drive, p, 6 + 29)  # the chooser shows their names: still none read
    assert [r.name for r in read] == ["Mía 30.json"]
    assert p.position.balls["mingo"] == (0.3 + 0.02 * 30, 1.0)
    assert p.button_named("drill").label() == "Ejercicio: Mía 30"


def test_down_in_the_drills_goes_down_a_column(app, drive):
    """The drills stand in two columns, filled row by row: ↓ went along the row (the first
    ↓ lit "El rey por el mingo", the second "La salida" beside it). Now ↓ goes down the
    column, and past its foot to the buttons under the list; ← → still go along a row."""
    from chapo_game.ui.scenes.drill_chooser import DrillChooser

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("drill").rect.center)
    chooser = app.top
    assert isinstance(chooser, DrillChooser)
    drive.move((1, 1))
    shown = chooser.pager.shown
    lit = []
    for _ in range(len(shown) // 2 + 1):
        drive.key(pygame.K_DOWN)
        lit.append(next(b for b in chooser.buttons if b.hover))
    x = shown[0].rect.x
    assert [b.rect.x for b in lit[:-1]] == [x] * (len(lit) - 1)  # one column, top to foot
    assert [b.rect.y for b in lit[:-1]] == sorted(b.rect.y for b in lit[:-1])
    assert lit[-1] is chooser.back  # then under the list (one page: no Next)
    drive.key(pygame.K_UP)
    assert shown[-1].hover  # back into the list, at its last
    drive.key(pygame.K_LEFT)
    assert shown[-2].hover  # along the row
    drive.key(pygame.K_UP)
    assert shown[-4].hover  # and up its column


def test_the_shots_caption_and_its_replay_follow_a_language_change(app, drive):
    """After a shot, the caption (the drill's verdict, "Palos derribados: …") and the end of
    its replay are said in the language of the moment: switched to English, all speak it."""
    from chapo_game.ui.scenes.replay import ReplayScene

    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    p.aim.state.angle -= 8  # the cut that sends the mingo into the rey
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    assert caption(app, p).startswith("Objetivo cumplido: 1 de 1 Palos derribados: ")
    try:
        app.apply_settings(app.settings.with_(language="en"))
        drive.steps(1)
        assert caption(app, p).startswith("Goal met: 1 of 1 Pins down: ")
        drive.key(pygame.K_v)
        r = app.top
        assert isinstance(r, ReplayScene) and r.said().startswith("Pins down: ")
    finally:
        app.apply_settings(app.settings.with_(language="es"))


def test_pins_left_down_in_practice_keep_how_they_lie_and_their_pocket(app):
    """Practice leaves knocked pins where they fell for the next shot: a pin that dropped into
    a pocket stays in it (it was put back on the cloth across the pocket, where the next ball
    met it), and a lying pin keeps its direction (every one turned along +x)."""
    from dataclasses import replace
    from types import SimpleNamespace

    from chapo_game.position import Position

    p = PracticeScene(app)
    app.reset_to(p)
    start = Position.initial(T, {"1": (0.6, 0.4)})
    pocket = T.pockets["head_left"]
    final_pins = dict(start.pins)
    final_pins["rey"] = replace(start.pins["rey"], xy=pocket, standing=False, pocket="head_left")
    final_pins["lateral_left"] = replace(
        start.pins["lateral_left"], standing=False, direction=135.0, cause={"by": "1", "ball": "1"}
    )
    p._done(SimpleNamespace(final=Position(dict(start.balls), final_pins), events=[]))
    rey, lateral = p.position.pins["rey"], p.position.pins["lateral_left"]
    assert (rey.pocket, rey.xy, rey.standing) == ("head_left", pocket, False)
    assert (lateral.direction, lateral.cause) == (135.0, None)


def test_a_pin_in_a_pocket_is_not_grabbed_by_a_click_on_the_pocket(app, drive):
    """Editing, a click on a pocket that holds a pin (out of sight) stood it up over the
    pocket: a position the next shot refused ("the simulation failed")."""
    from dataclasses import replace

    from chapo_game.position import Position, position_problems

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    start = Position.initial(T, {"1": (0.6, 0.4)})
    pocket = T.pockets["head_left"]
    p.position = start.with_pin(
        "rey", replace(start.pins["rey"], xy=pocket, standing=False, pocket="head_left")
    )
    drive.click(p.button_named("edit").rect.center)
    assert p.edit
    drive.click(tuple(round(c) for c in p.view.to_screen(pocket)))
    assert p.position.pins["rey"].pocket == "head_left" and not p.position.pins["rey"].standing
    assert next(position_problems(p.position, T), None) is None


def test_a_pin_leaning_on_a_ball_lies_flat_when_the_editor_takes_the_ball_away(app, drive):
    """The rey left leaning on ball 2 (drawn tilted, its head on the ball): ball 2 dragged away
    in the editor left it drawn leaning on nothing, and it fell unseen as the next shot began.
    It lies flat as soon as the ball is put down elsewhere."""
    from chapo_game.position import Position

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    x = T.width / 2
    b2 = (x + 0.07 * math.sqrt(0.5), 1.42 + 0.07 * math.sqrt(0.5))
    start = Position.initial(T, {"1": (x - 0.04, 1.02), "2": b2})
    p.position = Simulator(T).simulate(start, Shot.make("1", 90, 0.6)).final.without_causes()
    assert 50.0 < p.position.pins["rey"].fall < 85.0  # leaning on ball 2
    drive.click(p.button_named("edit").rect.center)
    sa = tuple(round(c) for c in p.view.to_screen(b2))
    sb = tuple(round(c) for c in p.view.to_screen((0.3, 2.3)))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sa, button=1))
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=sb, rel=(0, 0), buttons=(1, 0, 0)))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=sb, button=1))
    assert p.position.balls["2"] != b2
    assert p.position.pins["rey"].fall is None  # flat, as the next shot would start it


def test_restore_says_a_pin_it_cannot_stand_under_a_ball_goes_down(app, drive):
    """Restore with ball 1 on the foot lateral's spot: four pins stood, the fifth lay hidden
    under the ball, and the caption said nothing of it."""
    from chapo_game.position import Position

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": T.spots["foot"], "2": (1.0, 0.5)})
    drive.click(p.button_named("restore").rect.center)
    drive.steps(1)
    assert not p.position.pins["lateral_foot"].standing
    assert "Un lateral cae: ningún palo queda de pie bajo una bola." in caption(app, p)
    # pressed again, in the editor, over the table it left: nothing falls, nothing is said
    # (the lateral lying there was said to go down at every press)
    drive.click(p.button_named("edit").rect.center)
    drive.click(p.button_named("restore").rect.center)
    drive.steps(1)
    assert "cae" not in caption(app, p), caption(app, p)
    # fallen away from the ball, its head out from under it, in sight
    pin, ball = p.position.pins["lateral_foot"], p.position.balls["1"]
    a = math.radians(pin.direction)
    head = (pin.xy[0] + T.pin_height * math.cos(a), pin.xy[1] + T.pin_height * math.sin(a))
    assert math.dist(head, ball) > T.ball_radius


def test_a_ball_dropped_on_a_pin_knocks_it_down_and_on_a_ball_is_refused(app, drive):
    """Editing: ball 1 dropped on a standing lateral hid it under the ball, and the position
    could be neither played nor kept ("pins.lateral_right: standing inside ball 1"); now the
    pin lies down, as Restore does. Dropped on another ball, the ball goes back."""
    from chapo_game.position import position_problems

    p = editing(app, drive)

    def drag(a, b) -> None:
        sa = tuple(round(c) for c in p.view.to_screen(a))
        sb = tuple(round(c) for c in p.view.to_screen(b))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sa, button=1))
        drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=sb, rel=(0, 0), buttons=(1, 0, 0)))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=sb, button=1))

    lateral = p.position.pins["lateral_right"].xy
    drag((0.4, 0.5), lateral)
    assert not p.position.pins["lateral_right"].standing
    assert next(position_problems(p.position, T), None) is None
    # and the caption says so: it went down out of sight, unsaid, and was found lying after
    # the shot, not counted
    drive.steps(1)
    assert p.edit_line() == "Un lateral cae: ningún palo queda de pie bajo una bola."
    assert "Un lateral cae" in " ".join(d.text for d in app.fonts.drawn)
    before = p.position
    drag(p.position.balls["1"], (1.0, 0.5))  # onto ball 2
    assert p.position == before


def test_a_new_drill_leaves_nothing_of_the_last_to_undo_repeat_or_replay(app, drive):
    """Undo after choosing another drill went back into the last one under the new one's
    name, with its verdict; Repeat and the replay were the last drill's shot too."""
    from ui_screens import practice_struck

    app.fast_forward = 30
    p = practice_struck(app, drive, 0.5)
    drive.until(lambda: not p.animating)
    assert p.button_named("undo").enabled() and p.can_replay()
    p.set_drill((p.drill_index + 1) % len(p.drill_list))
    start = p.position
    assert not p.button_named("undo").enabled() and not p.button_named("repeat").enabled()
    assert not p.can_replay()
    drive.key(pygame.K_u)
    assert p.position == start


def test_a_shot_whose_simulation_failed_leaves_no_undo(app, drive, monkeypatch):
    """A shot the simulation failed on leaves the table as it was, and said so: it left a step
    for Undo that brought back that very table, the button lit and U doing nothing seen."""
    import threading

    from chapo_game.ui.background import WORKER_NAME

    real = Simulator.simulate

    def fails(self, position, shot, **kwargs):
        if threading.current_thread().name == WORKER_NAME:  # the guide's look at the aim
            return real(self, position, shot, **kwargs)
        raise RuntimeError("injected failure")

    monkeypatch.setattr(Simulator, "simulate", fails)
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert "La simulación falló; la posición no cambia." in caption(app, p)
    assert not p.button_named("undo").enabled()  # greyed: nothing to go back to


def test_undo_after_repeat_shot_goes_back_one_shot_a_press(app, drive):
    """Repeat shot (R) and then Undo (U): the first press puts the table back before the
    shot, the next before the shot before it. The repeat kept the same step a second time,
    so the second press left the table as it was and a third was needed."""
    from ui_screens import practice_struck

    app.fast_forward = 30
    p = practice_struck(app, drive, 0.5)
    start = p.history[-1].position  # the drill as set, before the first shot
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_SPACE)  # a second shot, from where the first left the balls
    drive.until(lambda: not p.animating)
    second = p.last_shot[0]
    assert second != start
    drive.key(pygame.K_r)  # the second shot again
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_u)
    assert p.position == second
    drive.key(pygame.K_u)
    assert p.position == start
    assert not p.button_named("undo").enabled()  # greyed: nothing before the drill


def test_a_ball_held_when_the_editor_closes_is_let_go_not_carried_on(app, drive):
    """A ball pressed and dragged, then E pressed before the release, stayed on the pointer
    with no button held — in the next drills too — and could be left on another ball (the
    position then neither played nor kept). Leaving the editor lets it go as a release
    would (refused on another ball); a pointer moving with no button held lets it go too
    (its release went to the pause menu); a new drill holds nothing."""
    from chapo_game.position import position_problems

    p = editing(app, drive)
    to_screen = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731
    before = p.position
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_screen((0.4, 0.5)), button=1))
    drive.move(to_screen((1.0, 0.52)), buttons=(1, 0, 0))  # over ball 2
    drive.key(pygame.K_e)  # the editor closes with the ball held
    assert not p.edit and p.grab is None
    assert p.position == before and next(position_problems(p.position, T), None) is None
    drive.move(to_screen((0.8, 1.2)))
    assert p.position == before  # nothing follows the pointer
    # held, then the release lost to another screen: the next plain move lets it go
    drive.key(pygame.K_e)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_screen((0.4, 0.5)), button=1))
    drive.move(to_screen((0.6, 0.7)), buttons=(1, 0, 0))
    drive.move(to_screen((0.9, 1.5)))  # no button held
    assert p.grab is None and p.position.balls["1"] == pytest.approx((0.6, 0.7), abs=0.01)


def test_the_table_is_not_changed_from_the_top_bar_while_the_balls_roll(app, drive):
    """Clicks on the top bar reached its buttons while a shot rolled: a new drill began under
    the old shot, which then ended on it under the new name, and Restore set the pins up
    under the moving balls. While the balls roll only Trace and Menu answer."""
    app.fast_forward = 1
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    p.aim.state.power = 0.7
    drive.key(pygame.K_SPACE)
    assert p.animating
    for name in ("edit", "repeat", "undo", "drill", "ball", "restore"):
        assert not p.button_named(name).enabled(), name
        drive.click(p.button_named(name).rect.center)
    assert app.top is p and p.drill_index == 0 and not p.edit
    assert not p.keep_button.enabled()
    assert p.button_named("trace").enabled() and p.button_named("pause").enabled()
    drive.until(lambda: not p.animating)
    assert p.button_named("drill").enabled() and p.button_named("restore").enabled()


def test_a_drag_let_go_over_a_button_does_not_press_it(app, drive):
    """A ball dragged off the top of the table and let go over "Menú" left practice at once,
    every edit and the tallies lost; Esc pressed mid-drag and the button let go over the pause
    menu's "Salir al menú" did too. A button acts on a release only when the press began on it
    — a click, or a finger's tap, as on any desktop."""
    from chapo_game.ui.scenes.pause import PauseScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("edit").rect.center)
    ball = tuple(round(c) for c in p.view.to_screen(p.position.balls["1"]))
    menu = p.button_named("pause").rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ball, button=1))
    drive.move(menu, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=menu, button=1))
    assert app.top is p
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ball, button=1))
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    leave = pause.button("quit_to_menu").rect.center
    drive.move(leave, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=leave, button=1))
    assert app.top is pause
    drive.click(leave)  # a click on it still leaves
    assert app.top is not pause and not isinstance(app.top, PracticeScene)


def test_a_position_that_could_not_be_played_is_not_kept_and_says_so_in_words(app, drive):
    """Balls left on one another were refused with the parser's English in the caption ("La
    posición no se guardó (balls.2: overlaps ball 1)."), and a table with every ball taken
    off was kept as a drill nobody can play. Both are refused, said in the player's words."""
    from chapo_game import kept_positions
    from chapo_game.position import Position

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    t = get_table()
    empty = Position.initial(t, {"1": None, "2": None}).with_ball("mingo", None)
    on_one_another = Position.initial(t, {"1": (0.4, 0.5), "2": (0.42, 0.5)})
    for pos in (empty, on_one_another):
        p.position = pos
        drive.click(p.keep_button.rect.center)  # said at once: no question offering
        assert app.top is p  # "Como «Mi posición 1»" only to refuse it
        assert caption(app, p) == "La posición no se guardó: no se podría jugar."
        assert list(kept_positions.folder().glob("*.json")) == []


def bricole_drill(app, drive) -> PracticeScene:
    """Practice over the menu, the bricole drill chosen through its chooser."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    i = next(k for k, (name, _pos) in enumerate(p.drill_list) if name == "Bricole from the cabaña")
    choose_drill(app, drive, p, i)
    return p


def test_the_bricole_drill_shows_its_cabana_and_says_a_ball_straight_on_is_a_foul(app, drive):
    """The drill's text leans on the cabaña ("both other balls are in the cabaña"), which was
    never shown; aimed straight at the mingo the guide drew a fair hit, and the verdict then
    called the foul. As in a game: the cabaña shaded, the foul said before the shot. Out of
    the drill (a ball moved), neither."""
    p = bricole_drill(app, drive)
    p.aim.state.angle = angle_to(p.position.balls["1"], p.position.balls["mingo"])
    p.cue_path.paths(p.position, p.aim.shot())
    p.cue_path.cache.wait()
    drive.steps(1)
    said = [d.text for d in app.fonts.drawn if d.text.startswith("Falta")]
    assert said == [
        "Falta: con bricole, la bola debe dar en la banda del fondo antes que en ninguna bola"
    ]
    corner = p.view.to_screen((T.width - 0.1, 0.1))  # inside the cabaña, off every ball
    shaded = tuple(app.screen.get_at((round(corner[0]), round(corner[1]))))[:3]
    far = p.view.to_screen((T.width - 0.1, T.length / 2 - 0.1))  # out of it, on the cloth
    plain = tuple(app.screen.get_at((round(far[0]), round(far[1]))))[:3]
    assert shaded != plain and shaded[1] > plain[1]  # greener: the shade's green over the cloth
    p.position = p.position.with_ball("2", (0.3, 2.0))  # the drill no longer as set
    drive.steps(1)
    assert not [d.text for d in app.fonts.drawn if d.text.startswith("Falta: con bricole")]


def test_a_press_held_as_a_screen_opens_is_no_click_on_it_and_nothing_stays_held(app, drive):
    """Pressed on the table where the pause menu's "Salir al menú" will be, Esc, and let go
    without moving: practice was left, its edits lost. A ball dragged onto the replay button
    and let go opened the replay with the ball still held. A press held when a screen opens
    is no click on that screen, a drag let go over the replay button is no replay, and what
    the editor or the power bar held is let go when a screen covers the table."""
    from chapo_game.position import Position, position_problems
    from chapo_game.ui.scenes.pause import PauseScene

    app.fast_forward = 30
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.key(pygame.K_ESCAPE)
    leave = app.top.button("quit_to_menu").rect.center
    drive.key(pygame.K_ESCAPE)  # back: now the same place is held first
    assert app.top is p
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=leave, button=1))
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=leave, button=1))
    assert app.top is pause  # not left
    drive.key(pygame.K_ESCAPE)
    # a shot, so that the replay button is there; then a ball dragged onto it
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.click(p.button_named("edit").rect.center)
    ball = tuple(round(c) for c in p.view.to_screen(p.position.balls["1"]))
    watch = p.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ball, button=1))
    drive.move(watch, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=watch, button=1))
    assert app.top is p and p.grab is None
    # a ball held onto another, Esc, the release lost over the pause menu: put back
    p.position = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 0.5)})
    at = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at((0.4, 0.5)), button=1))
    drive.move(at((1.0, 0.52)), buttons=(1, 0, 0))
    drive.key(pygame.K_ESCAPE)
    assert p.grab is None and next(position_problems(p.position, T), None) is None


def test_a_pin_pressed_when_a_screen_opens_over_the_editor_stays_as_it_was(app, drive):
    """Pressed on the rey in the editor, then Esc: the rey lay down, as if tapped. Only a press
    released where it began is a tap that stands a pin up or lays it down."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("edit").rect.center)
    rey = tuple(round(c) for c in p.view.to_screen(p.position.pins["rey"].xy))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rey, button=1))
    drive.key(pygame.K_ESCAPE)
    assert p.position.pins["rey"].standing and p.grab is None
    drive.key(pygame.K_ESCAPE)
    drive.click(rey)  # a tap still lays it down
    assert not p.position.pins["rey"].standing


def test_out_of_a_drill_the_caption_says_the_foul_a_game_would_call(app, drive):
    """The guide said "Falta: retaque (toca la banda)" before the shot, and after it the
    caption read only "Palos derribados: 0; 0 tantos en total"."""
    from chapo_game.position import Position

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": (0.5, T.length - T.ball_radius), "2": (0.3, 0.5)})
    p.aim.state.angle, p.aim.state.power = 60.0, 0.3
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    said = caption(app, p)
    foul = "Falta en partida (retaque, tiró contra la banda que tocaba su bola): 1 para el"
    assert said == foul + " contrario", said


def test_the_ball_played_that_falls_comes_back_in_the_cabana_and_keeps_the_cue(app, drive):
    """Ball 1 sunk without meeting a ball: it comes back in the cabaña de salida, as a game
    gives it in hand, the cue stays on it and the caption says where it is (the cue used to
    turn to the mingo, and Space struck the mingo)."""
    from chapo_game.position import Position
    from chapo_game.rules.placement import cabana_area

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    pins = p.position.pins
    at = (0.25, 0.25)
    p._set(Position({"1": at, "2": (1.1, 2.0), "mingo": (0.7, 2.3)}, pins))
    p.offer_aim()
    pocket = T.pockets["head_left"]
    p.aim.state.angle = angle_to(at, pocket)
    p.aim.state.power = 0.3
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    back = p.position.balls["1"]
    assert back is not None and cabana_area(T, "salida").contains(back)
    assert p.position.balls["mingo"] == (0.7, 2.3) and p.ball == "1"
    shown = caption(app, p)
    assert shown == (
        "Falta en partida (la bola 1 entró en tronera sin tocar otra bola): 2 para el "
        "contrario. La bola 1 vuelve a la cabaña de salida."
    )
    drive.key(pygame.K_u)
    assert p.position.balls["1"] == at  # Undo: the shot's position, ball 1 where it was


def test_a_ball_hidden_behind_the_cross_is_offered_a_bank_not_a_line_through_a_pin(app, drive):
    """Every line and cut from ball 1 to the mingo blocked by the cross (ball 2 off the table):
    the cue starts on a one-cushion bank onto the mingo, as a game's start does; it pointed
    straight into the rey, and the guide said the foul at once."""
    from chapo_game.position import Position, standard_pins

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    hidden = Position({"1": (0.71, 0.9), "2": None, "mingo": (0.71, 1.95)}, standard_pins(T))
    p._set(hidden)
    p.offer_aim()
    drive.steps(2)
    shown = [d.text for d in app.fonts.drawn]
    assert not any(t.startswith("Falta") for t in shown), shown
    angle = p.aim.state.angle
    for speed in (1.5, 3.0):
        kinds = [e.type for e in Simulator(T).simulate(hidden, Shot("1", angle, speed)).events]
        assert kinds[1] == "ball_cushion" and "ball_ball" in kinds, (speed, kinds)
        assert "ball_pin" not in kinds[: kinds.index("ball_ball")]


def test_a_pin_left_leaning_on_the_ball_is_said_to_count_in_practice_too(app, drive):
    """Rolled softly against the left lateral, the ball leaves it leaning on it: practice said
    "Palos derribados: 1" under a pin the player saw up. It says why it counts, as a game's
    referee does."""
    from chapo_game.position import Position

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    lx, ly = T.spots["left"]
    p.position = Position.initial(T, {"1": (lx - 0.40, ly), "2": (0.3, 2.3)}).with_ball(
        "mingo", T.spots["mingo_normal"]
    )
    leant = next(
        speed / 1000
        for speed in range(300, 420, 2)
        if any(
            e.type == "pin_down" and e.get("lean")
            for e in Simulator(T).simulate(p.position, Shot.make("1", 0.0, speed / 1000)).events
        )
    )
    p.aim.set_shot(Shot.make("1", 0.0, leant))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    assert "Un lateral queda apoyado en una bola: cuenta como derribado" in caption(app, p)


def test_two_caption_texts_run_on_rather_than_cut_the_second_short(app):
    """At 960×540 the bar holds two lines of the smallest text: the drill's verdict took one
    and what the shot did was cut with "…" on the other — where ball 1 comes back lost — while
    the two together fit the two lines. They now run on, each in its own colour; two that fit
    a line each keep a line each."""
    from chapo_game.ui.widgets import ACCENT, TEXT

    app.resize_window((960, 540))
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    verdict = "Objetivo cumplido: 1 de 1"
    did = (
        "Palos derribados: 2; en tronera: la bola 1; 7 tantos en total (Palos y bolas se "
        "quedan así: «Repetir tiro» (R) lo juega otra vez, «Deshacer» deja la mesa como "
        "estaba.) La bola 1 vuelve a la cabaña de salida."
    )
    for second, run_on in ((did, True), ("Palos derribados: 2; 7 tantos en total", False)):
        app.fonts.drawn.clear()
        p.draw_caption(app.screen, [(verdict, ACCENT), (second, TEXT)])
        bar = p.caption_rect()
        got = [d for d in app.fonts.drawn if d.kind == "text"]
        assert got[0].text == verdict and all(bar.contains(d.rect) for d in got)
        rest = " ".join(d.text for d in got[1:])
        assert "…" not in rest and rest.split() == ("· " * run_on + second).split()
        assert len(got) == (3 if run_on else 2)
        assert (got[1].rect.y == got[0].rect.y) is run_on  # run on: beside the verdict


def test_two_texts_run_on_end_within_the_bar_to_the_pixel(app):
    """Run on, the second text is drawn after the first on the first line: placed by the first
    text's width, it ended where the two parts measured apart end — a pixel past the line
    measured whole, and past the bar's edge with this sentence at 960×540."""
    from chapo_game.ui.widgets import ACCENT, TEXT

    app.resize_window((960, 540))
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    did = (
        "Palos derribados: 2; en tronera: la bola 1; 7 tantos en total (Palos y bolas quedan "
        "así: R repite el tiro, «Deshacer» deja la mesa como estaba.) La bola 1 vuelve a la "
        "cabaña de salida."
    )
    app.fonts.drawn.clear()
    p.draw_caption(app.screen, [("Objetivo cumplido: 1 de 1", ACCENT), (did, TEXT)])
    got = [d for d in app.fonts.drawn if d.kind == "text"]
    assert len(got) == 3 and got[1].rect.y == got[0].rect.y  # run on
    assert all(p.caption_rect().contains(d.rect) for d in got), [d.rect for d in got]


def test_with_every_ball_off_the_table_it_says_how_to_bring_one_back(app, drive):
    """Every ball dragged off: the caption still invited a shot, Strike looked ready, and
    Space did nothing and said nothing."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("edit").rect.center)
    off = (p.bottom_rect.x + 20, p.bottom_rect.centery)  # under the table, on no button
    for b in [b for b, xy in p.position.balls.items() if xy is not None]:
        at = tuple(round(c) for c in p.view.to_screen(p.position.balls[b]))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        drive.move(off, buttons=(1, 0, 0))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off, button=1))
    assert all(xy is None for xy in p.position.balls.values())
    drive.key(pygame.K_e)  # out of editing
    drive.steps(1)
    said = caption(app, p)
    assert said.startswith("No hay ninguna bola en la mesa: «Editar posición» (E)"), said
    assert not p.aim.buttons[0].enabled()  # Strike greyed
    w, h = app.size  # a finger's tap on the bar: it has no 1, 2 or 3, the Ball button its way
    at = {"x": off[0] / w, "y": off[1] / h, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        drive.post(pygame.event.Event(kind, touch_id=1, finger_id=0, **at))
    said = caption(app, p)
    assert (
        said == "No hay ninguna bola en la mesa: «Editar posición», y el botón «Bola» devuelve una."
    )


def test_the_editor_lays_pins_through_a_cushion_and_under_a_ball_and_keeps_them(app, drive):
    """What the physics' audit counts as a shot's defects (``final_audit.defects``), the editor
    makes on purpose: a pin dragged against the right cushion on the cross's line and tapped
    down lies out from the cross, along +x, 45 mm past the nose, and a ball dropped on a lying
    pin sits on its axis (31 mm, the most there is). Kept as a file, such a position must
    load — so ``validate_position`` refuses neither (docs/POSITION.md) — and the engine plays
    it to a position that loads as well."""
    import json

    from chapo_game import kept_positions
    from chapo_game.physics.final_audit import defects
    from chapo_game.position import Position

    p = editing(app, drive)
    at = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731

    def press(a, b=None) -> None:  # a drag from a to b, or a tap on a
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(a), button=1))
        if b is not None:
            drive.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=at(b), rel=(0, 0), buttons=(1, 0, 0))
            )
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(b or a), button=1))

    across = T.spots["center"][1]  # on the cross's line: tapped down, it lies out along +x
    press(p.position.pins["lateral_right"].xy, (T.width + 0.05, across))  # held on the cloth
    press(p.position.pins["lateral_right"].xy)  # tapped: down, along +x
    press(p.position.pins["lateral_left"].xy)  # down, along -x
    left = p.position.pins["lateral_left"]
    press((1.0, 0.5), (left.xy[0] - 0.02, left.xy[1]))  # ball 2 onto its axis
    assert not p.position.pins["lateral_right"].standing and not left.standing
    deepest = {k: round(v * 1000, 1) for k, v in defects(p.position, T).items()}
    assert deepest["pin_past_cushion"] == 45.0
    assert deepest["ball_in_pin"] > 29.0  # its centre on the axis, to a pixel of the screen
    kept, why = kept_positions.save(p.position, "Contra la banda", T)
    assert kept is not None and why == ""
    found, unread = kept_positions.load_all(T)
    assert [k.name for k in found] == ["Contra la banda"] and unread == []
    for shot in (Shot.make("2", 0.0, 3.0), Shot.make("1", 20.0, 6.0)):
        final = Simulator(T).simulate(found[0].position, shot).final
        Position.loads(json.dumps(final.to_json()), T)


def test_while_editing_the_spin_face_and_the_power_bar_set_the_stroke(app, drive):
    """Editing, the spin face and the power bar looked ready (Strike and the seco cue greyed
    beside them) and a click on either did nothing and said nothing; as while a game's ball
    in hand is placed, they set the stroke the next shot plays, and move no piece."""
    p = editing(app, drive)
    assert p.edit
    before = p.position
    face = p.aim.spin_rect
    drive.click((face.centerx, face.bottom - face.height // 5))  # draw
    assert p.aim.state.vertical < -0.3
    bar = p.aim.power_rect
    drive.click((bar.centerx, bar.top + bar.height // 4))
    assert p.aim.state.power == pytest.approx(0.75, abs=0.05)
    assert p.edit and p.position == before  # nothing on the table moved meanwhile
    drive.click(p.button_named("edit").rect.center)
    assert not p.edit
    assert p.aim.state.vertical < -0.3  # kept for the shot
    assert p.aim.state.power == pytest.approx(0.75, abs=0.05)


def test_a_drill_chosen_while_editing_is_there_to_be_played(app, drive):
    """A drill picked from the Ejercicio list while the position editor was open left the
    editor open: the drill's goal was not said (the editor's help was), Tirar stayed greyed
    and Space struck nothing until "Terminar edición" was found. Choosing a drill is to play
    it: the editor closes, the goal is said and the cue is ready."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.click(p.button_named("edit").rect.center)
    assert p.edit
    salida = next(i for i, (name, _pos) in enumerate(p.drill_list) if name == "The salida")
    choose_drill(app, drive, p, salida)
    drive.steps(2)
    edit, strike = p.button_named("edit"), p.aim.buttons[0]
    assert not p.edit and edit.label() == "Editar posición"
    assert strike.enabled()
    said = caption(app, p)
    assert said.startswith("La salida: desde la cabaña de salida, la bola 1 debe tocar")
    assert "Editar:" not in said
    before = p.position
    p.aim.state.power = 0.5
    drive.key(pygame.K_SPACE)
    assert p.animating or p.position != before  # Space strikes the drill's shot


def test_the_pause_button_opens_the_pause_menu_over_practice_and_the_tutorial(app, drive):
    """The top bar's last button left for the menu at once: a player with only a mouse had no
    way to the rules, the controls or the settings but to leave, the table set up lost. It is
    now the pause, as in a game: Continuar comes back to the same table."""
    from chapo_game.ui.scenes.pause import PauseScene
    from chapo_game.ui.scenes.tutorial import TutorialScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("edit").rect.center)
    p.position = p.position.with_ball("2", (0.4, 0.9))
    drive.click(p.button_named("pause").rect.center)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert {"controls", "settings"} <= {b.name for b in pause.buttons}
    drive.click(pause.button("resume").rect.center)
    assert app.top is p and p.position.balls["2"] == (0.4, 0.9)
    t = TutorialScene(app)
    app.push(t)
    app.step()
    drive.click(next(b for b in t.nav if b.name == "pause").rect.center)
    assert isinstance(app.top, PauseScene)


def test_w_a_s_d_set_the_spin_while_the_position_is_edited_and_the_ball_placed(app, drive):
    """The controls page names W A S D for the spin, and the spin face's click works while
    practice's editor is open or a game's ball in hand is placed, but the keys did nothing
    there: they move the tip now, and C centres it, as while aiming."""
    import ui_screens

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.click(p.button_named("edit").rect.center)
    assert p.edit
    for _ in range(3):
        drive.key(pygame.K_s)
    drive.key(pygame.K_d)
    assert (p.aim.state.side, p.aim.state.vertical) == (0.1, -0.3)
    drive.key(pygame.K_c)
    assert (p.aim.state.side, p.aim.state.vertical) == (0.0, 0.0)
    ui_screens.SCREENS["salida_placing"](app)
    g = app.top
    app.step()
    assert g.placing
    drive.key(pygame.K_w)
    assert g.aim.state.vertical == 0.1 and g.placing
