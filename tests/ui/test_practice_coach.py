"""A club coach's practice: positions set up by hand in the editor, kept, loaded another day,
played, undone and advised on — driven through real pygame events as he would."""

from __future__ import annotations

import pygame
from ui_screens import choose_drill

from chapo_game import kept_positions
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def practice(app) -> PracticeScene:
    """A new practice from the menu (another day: the kept positions read again)."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    return p


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
