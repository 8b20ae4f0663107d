"""A club coach's practice: positions set up by hand in the editor, kept, loaded another day,
played, undone and advised on — driven through real pygame events as he would."""

from __future__ import annotations

import pygame
from ui_screens import choose_drill

from chapo_game import kept_positions
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def practice(app) -> PracticeScene:
    from conftest import practice_from_menu

    return practice_from_menu(app)


def test_a_kept_position_without_ball_1_comes_back_on_a_ball_that_is_there(app, drive):
    """A coach drags ball 1 off the table (ball 2 hidden behind the cross, the mingo on its
    spot) and keeps it; chosen again, it came back with the cue on ball 1, which is not there:
    «Bola: 1» on top, Space and H did nothing. It comes back on ball 2, Space strikes it."""
    hidden = Position.initial(T, {"2": (0.71, 1.62)}).with_ball("1", None)
    assert kept_positions.save(hidden, "El 2 tapado", T)[0] is not None
    p = practice(app)
    choose_drill(app, drive, p, len(p.drill_list) - 1)
    assert p.position == hidden
    assert p.button_named("ball").label() == "Bola: 2"
    drive.key(pygame.K_SPACE)
    assert p.animating
    drive.until(lambda: not p.animating)
    assert p.position.balls["2"] != hidden.balls["2"]


def test_a_pin_laid_down_in_the_editor_lies_where_it_is_drawn(app, drive):
    """The rey alone, the four laterals tapped down: each was drawn lying out from the cross,
    but written and played lying along +x (no direction) — the left lateral's head 47 mm from
    the rey, across the gap a ball was seen to have. Each now lies as it is drawn, in the kept
    file and in the shot; Space on a held pin lays it down the same way."""
    from chapo_game.physics import Simulator
    from chapo_game.shot import Shot
    from chapo_game.ui.playback import position_pins

    p = practice(app)
    drive.click(p.button_named("edit").rect.center)
    at = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731
    for pin in ("lateral_head", "lateral_foot", "lateral_left"):
        drive.click(at(p.position.pins[pin].xy))
    drive.key(pygame.K_p)  # the keys take the rey, then lateral_head …
    while p.grab != ("pin", "lateral_right"):
        drive.key(pygame.K_p)
    drive.key(pygame.K_SPACE)
    drive.key(pygame.K_RETURN)
    drive.click(p.button_named("edit").rect.center)
    drawn = position_pins(p.position, p.pin_dirs)
    played = Simulator(T).simulate(p.position, Shot.make("1", 270.0, 0.1)).final
    for pin in ("lateral_head", "lateral_foot", "lateral_left", "lateral_right"):
        laid = p.position.pins[pin]
        assert not laid.standing
        away = drawn[pin].direction
        assert laid.direction is not None and abs(laid.direction - away) < 1e-6, pin
        assert abs((played.pins[pin].direction - away + 180) % 360 - 180) < 1e-3, pin
    left = p.position.pins["lateral_left"]
    assert left.way[0] < -0.99  # out towards the left cushion, away from the rey


def test_a_pin_down_in_a_file_written_by_hand_is_drawn_as_it_is_played(app, drive):
    """A club member's file with the left lateral down and no direction: the physics lays it
    along +x (docs/POSITION.md), towards the rey; it was drawn out from the cross, towards
    the left cushion. It is drawn along +x: its head is seen between it and the rey."""
    import json

    data = Position.initial(T, {"1": (0.4, 0.5)}).to_json()
    data["pins"]["lateral_left"]["standing"] = False
    folder = kept_positions.folder()
    folder.mkdir(parents=True)
    (folder / "A mano.json").write_text(json.dumps(data))
    p = practice(app)
    choose_drill(app, drive, p, len(p.drill_list) - 1)
    drive.steps(1)
    surf = app.screen
    base = p.position.pins["lateral_left"].xy
    rey = p.position.pins["rey"].xy
    ivory = lambda xy: min(surf.get_at(tuple(round(c) for c in p.view.to_screen(xy)))[:3]) > 150  # noqa: E731
    toward_rey = (base[0] + 0.035, base[1])
    toward_cushion = (base[0] - 0.035, base[1])
    assert ivory(toward_rey) and not ivory(toward_cushion)
    assert rey[0] > toward_rey[0]


def typed(drive, text: str) -> None:
    """``text`` typed into the lit box, as the keyboard sends it."""
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def shown(app) -> str:
    """Every word drawn on the top screen."""
    return " ".join(d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1)


def test_a_coach_keeps_a_position_under_his_own_name_and_renames_it(app, drive):
    """Only "Mi posición 1", "Mi posición 2"… could be kept: twenty of a coach's positions
    were told apart by renaming their files. «Con un nombre…» takes a typed name (the next
    "Mi posición n" proposed, typed over); a kept one is renamed from the same question. A
    name that cannot be one — another's, a slash — is said in one line, the text kept."""
    from chapo_game.ui.scenes.practice_naming import NamingScene

    p = practice(app)
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("named").rect.center)
    assert isinstance(app.top, NamingScene) and app.top.field.value == "Mi posición 1"
    typed(drive, "Bola pegada a la banda")  # the name proposed is typed over
    drive.key(pygame.K_RETURN)
    assert app.top is p
    assert p.button_named("drill").label() == "Ejercicio: Bola pegada a la banda"
    assert [k.name for k in kept_positions.load_all(T)[0]] == ["Bola pegada a la banda"]
    # a second one, and the first renamed to its name: refused, said, the text kept
    p.keep_as("El rey solo")
    choose_drill(app, drive, p, len(p.builtin))  # «Bola pegada a la banda»
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("rename").rect.center)
    box = app.top
    assert box.field.value == "Bola pegada a la banda"
    typed(drive, "el rey  solo")
    drive.key(pygame.K_RETURN)
    assert app.top is box and "Ya hay una posición «el rey solo»: escriba otro nombre." in shown(
        app
    )
    for _ in range(12):
        drive.key(pygame.K_BACKSPACE)
    typed(drive, "Bola 1/banda")
    assert "Ya hay" not in shown(app)  # the word went with the name it was about
    drive.click(box.button("keep").rect.center)
    assert app.top is box and "Un nombre no puede llevar /" in shown(app)
    assert box.field.value == "Bola 1/banda"
    for _ in range(6):
        drive.key(pygame.K_BACKSPACE)
    typed(drive, " pegada")
    drive.key(pygame.K_RETURN)
    assert app.top is p
    assert "«Bola pegada a la banda» se llama ahora «Bola 1 pegada»." in shown(app)
    assert p.button_named("drill").label() == "Ejercicio: Bola 1 pegada"
    names = sorted(f.name for f in kept_positions.folder().iterdir())
    assert names == ["Bola 1 pegada.json", "El rey solo.json"]
    # another day: both there, under their names
    p = practice(app)
    assert [n for n, _pos in p.drill_list[len(p.builtin) :]] == ["Bola 1 pegada", "El rey solo"]


def test_a_refused_drop_says_what_the_piece_was_put_on(app, drive):
    """A drop the editor refuses said "on another ball or over a pocket" whichever it was;
    the coach, the ball back where he took it, was left to guess. It says which — over a
    pocket, on ball 2, on the mingo, on the rey — and the piece is where it was."""
    p = practice(app)
    drive.click(p.button_named("edit").rect.center)
    p.position = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 0.5)})
    at = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731

    def drag(a, b) -> None:
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(a), button=1))
        drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at(b), rel=(1, 0), buttons=(1, 0, 0)))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(b), button=1))

    def line() -> str:
        drive.steps(1)
        bar = p.bottom_rect
        return " ".join(d.text for d in app.fonts.drawn if bar.contains(d.rect))

    start = p.position
    corner = T.pockets[next(iter(T.pockets))]
    drag(start.balls["1"], corner)
    assert "Ahí no: sobre una tronera. Busque un sitio libre." in line()
    drag(start.balls["1"], start.balls["2"])
    assert "Ahí no: sobre la bola 2. Busque un sitio libre." in line()
    drag(start.balls["2"], start.balls["mingo"])
    assert "Ahí no: sobre el mingo." in line()
    drag(start.pins["lateral_left"].xy, start.pins["rey"].xy)
    assert "Ahí no: sobre el rey." in line()
    assert p.position == start  # nothing lost
    # by the keys: held on ball 2, Enter refused, said, held there to be moved on
    drive.key(pygame.K_1)
    for _ in range(60):
        drive.key(pygame.K_DOWN)  # 1 cm at a time across the table, x = 0.4 -> 1.0 m
    drive.key(pygame.K_RETURN)
    assert "Ahí no: sobre la bola 2." in line() and p.grab == ("ball", "1")


def test_a_ball_taken_at_its_edge_moves_as_the_hand_does(app, drive):
    """A ball pressed 10 px from its centre and moved 20 px jumped its centre under the
    pointer: 30 px, 3 cm more than the hand moved, and a ball nudged a few millimetres off a
    cushion jumped away from it. It moves as far as the pointer, and so does a pin."""
    p = practice(app)
    drive.click(p.button_named("edit").rect.center)
    p.position = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 0.5)})
    scale = p.view.scale  # px per m

    def drag(start, by) -> None:
        sx, sy = (round(c) for c in p.view.to_screen(start))
        press, to = (sx + 10, sy), (sx + 10 + by, sy)
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=press, button=1))
        drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(by, 0), buttons=(1, 0, 0)))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))

    before = p.position.balls["1"]
    drag(before, 20)
    after = p.position.balls["1"]
    moved = ((after[0] - before[0]) ** 2 + (after[1] - before[1]) ** 2) ** 0.5 * scale
    assert abs(moved - 20) < 1.5, moved
    pin = p.position.pins["lateral_foot"].xy
    sx, sy = (round(c) for c in p.view.to_screen(pin))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(sx + 4, sy), button=1))
    drive.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(sx + 24, sy), rel=(20, 0), buttons=(1, 0, 0))
    )
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(sx + 24, sy), button=1))
    now = p.position.pins["lateral_foot"].xy
    moved = ((now[0] - pin[0]) ** 2 + (now[1] - pin[1]) ** 2) ** 0.5 * scale
    assert p.position.pins["lateral_foot"].standing and abs(moved - 20) < 1.5, moved


def test_the_name_box_s_buttons_are_lit_and_pressed_from_the_keyboard(app, drive):
    """A coach with no mouse: in the box naming a kept position, Tab and the arrows lit
    nothing (Back was Esc's alone) and nothing said what Enter and Esc do. Tab now lights
    Keep, ↓ Back, Enter presses the lit one, and a key line says so as a question's does; a
    letter typed gives Enter back to the name."""
    from chapo_game.ui.scenes.practice_naming import NamingScene

    p = practice(app)
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("named").rect.center)
    box = app.top
    assert isinstance(box, NamingScene)
    assert "Intro: Guardar · Esc: Volver" in shown(app)
    drive.key(pygame.K_TAB)
    assert box.button("keep").hover and not box.button("back").hover
    drive.key(pygame.K_DOWN)
    assert box.button("back").hover and not box.button("keep").hover
    assert "Intro o Esc: Volver" in shown(app)
    typed(drive, "Corte fino")  # the name's again: nothing lit, Enter keeps it
    assert not any(b.hover for b in box.buttons)
    drive.key(pygame.K_DOWN)  # the light comes in on Keep, then Back
    drive.key(pygame.K_DOWN)
    assert box.button("back").hover
    drive.key(pygame.K_RETURN)  # Back pressed: nothing kept
    assert app.top is p and kept_positions.load_all(T)[0] == []
