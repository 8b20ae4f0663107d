"""What the screen shows: pixels at the model's coordinates, sizes, the headless command."""

from __future__ import annotations

import math

import pygame
import pytest

from chapo_game.cli import main as cli_main
from chapo_game.position import Position
from chapo_game.rules.match import Match
from chapo_game.table import BALL_IDS, PIN_IDS, get_table
from chapo_game.ui.draw.style import BALL_COLOURS, CLOTH, PIN_COLOURS, PIN_IVORY
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene

T = get_table()


def dist(a, b) -> float:
    return math.dist(tuple(a[:3]), tuple(b[:3]))


def closer_to(pixel, colour, other) -> bool:
    return dist(pixel, colour) < dist(pixel, other)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshot_shows_table_balls_and_pins_where_the_model_says(
    app, size, tmp_path, play_match
):
    app.screen = pygame.display.set_mode(size)
    app._resized()
    pos = Position.initial(T, {"1": (0.35, 0.5), "2": (1.1, 2.2)})
    m: Match = play_match(pos)
    app.settings = app.settings.with_(aiming_guide=False)
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m)
    g.aim.state.angle = 180.0  # cue pointing away from every model point sampled
    app.push(g)
    app.step()
    path = tmp_path / "shot.png"
    pygame.image.save(app.screen, str(path))
    img = pygame.image.load(str(path))
    v = g.view
    r = v.ball_radius_px()
    # three balls: most of each disc is the ball's colour, not the cloth
    for bid in BALL_IDS:
        cx, cy = v.to_screen(pos.balls[bid])
        ring = [
            (cx + 0.55 * r * math.cos(a), cy + 0.55 * r * math.sin(a)) for a in (0.3, 1.9, 3.5, 5.0)
        ]
        hits = sum(
            closer_to(img.get_at((round(x), round(y))), BALL_COLOURS[bid], CLOTH) for x, y in ring
        )
        assert hits >= 3, bid
    # five standing pins at their spots: the rey's red crown, the laterals' ivory, each a knob
    # of at least 4 pixels' radius with a dark outline
    pr = v.pin_radius_px()
    assert pr >= 4
    for pid in PIN_IDS:
        cx, cy = v.to_screen(pos.pins[pid].xy)
        px = img.get_at((round(cx), round(cy)))
        assert closer_to(px, PIN_COLOURS[pid], CLOTH), pid
        for ang in (0.0, 1.57, 3.14, 4.71):
            ring = img.get_at(
                (round(cx + 0.75 * pr * math.cos(ang)), round(cy + 0.75 * pr * math.sin(ang)))
            )
            assert dist(ring, CLOTH) > 80, (pid, ang, ring)  # the knob, not the cloth
        # the outline: darker than the cloth somewhere on the way out of the knob
        edge = min(sum(img.get_at((round(cx - pr + k), round(cy)))[:3]) for k in (-2, -1, 0, 1))
        assert edge < sum(CLOTH) - 60, (pid, edge)
    assert not closer_to(
        img.get_at(tuple(round(c) for c in v.to_screen(pos.pins["lateral_left"].xy))),
        PIN_COLOURS["rey"],
        PIN_IVORY,
    )
    # ball 2's mark faces up: a white disc ~40 % of the ball's diameter, the yellow beyond it
    cx, cy = v.to_screen(pos.balls["2"])
    inside = img.get_at((round(cx + 0.3 * r), round(cy)))
    outside = img.get_at((round(cx + 0.55 * r), round(cy)))
    assert closer_to(inside, (255, 255, 255), BALL_COLOURS["2"]), inside
    assert closer_to(outside, BALL_COLOURS["2"], (255, 255, 255)), outside
    # cloth between them, where nothing stands
    empty = img.get_at(tuple(round(c) for c in v.to_screen((0.3, 1.7))))
    assert dist(empty, CLOTH) < 40
    # the four pockets are dark
    for pxy in T.pockets.values():
        assert sum(img.get_at(tuple(round(c) for c in v.to_screen(pxy)))[:3]) < 120


def test_window_resizes_and_keeps_the_table_in_proportion(app):
    g = GameScene(app, names=["A", "B"])
    app.reset_to(g)
    for w, h in ((1280, 720), (2560, 1440), (3840, 2160)):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])
        pr = g.view.playing_rect()
        assert abs(pr.width / pr.height - T.length / T.width) < 0.01
        assert g.view.outer.right <= g.side_rect.x + 1 and g.view.outer.bottom <= h
        assert pr.width > 0.6 * w


def test_f11_toggles_fullscreen_and_saves_it(app):
    app.reset_to(MenuScene(app))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert app.fullscreen and app.settings.fullscreen
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert not app.fullscreen


def test_headless_demo_command_writes_a_screenshot(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    out = tmp_path / "demo.png"
    assert cli_main(["--demo", "--frames", "5", "--screenshot", str(out), "--lang", "en"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)


def test_bad_command_line_values_are_one_line_errors(capsys):
    assert cli_main(["--frames", "0"]) == 2
    assert capsys.readouterr().err.strip() == "chapo: --frames: must be at least 1, got 0"
    assert cli_main(["--lang", "fr", "--frames", "1"]) == 2
    assert "unknown language 'fr'" in capsys.readouterr().err


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_knocked_pin_lies_along_its_fall_direction(app, size):
    from chapo_game.position import PinState
    from chapo_game.ui.scenes.practice import PracticeScene

    app.screen = pygame.display.set_mode(size)
    app._resized()
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    old = p.position.pins["lateral_right"]
    p.position = Position.initial(T, {"1": (0.3, 0.3)}).with_pin(
        "lateral_right", PinState(old.xy, False)
    )
    p.pin_dirs = {"lateral_right": 0.0}  # fell towards +x (down the screen)
    app.step()
    v = p.view
    bx, by = v.to_screen(old.xy)
    length = T.pin_height * v.scale
    along = [app.screen.get_at((round(bx), round(by + f * length))) for f in (0.1, 0.4, 0.8)]
    assert all(closer_to(px, PIN_IVORY, CLOTH) for px in along), along
    # lying, not standing: across the axis, just past the body, is cloth (or its shadow)
    side = app.screen.get_at((round(bx - 1.5 * v.pin_radius_px()), round(by + 0.4 * length)))
    assert closer_to(side, CLOTH, PIN_IVORY), side


def test_a_pin_leaning_on_a_cushion_is_drawn_tilted_at_rest(app):
    """A pin the last shot left leaning (``PinState.fall``: its head on a cushion or a ball)
    was drawn lying flat once the shot ended: its head through the rail or the ball."""
    from chapo_game.position import PinState
    from chapo_game.ui.scenes.practice import PracticeScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    base = (T.width - T.pin_radius - 0.5 * T.pin_height, 1.0)  # head on the right cushion
    p.position = Position.initial(T, {"1": (0.3, 0.3)}).with_pin(
        "lateral_right", PinState(base, False, None, 0.0, None, 30.0)
    )
    app.step()
    v = p.view
    bx, by = v.to_screen(base)
    length = T.pin_height * v.scale
    on = [app.screen.get_at((round(bx), round(by + f * length))) for f in (0.1, 0.3)]
    assert all(closer_to(px, PIN_IVORY, CLOTH) for px in on), on
    # half its length out (sin 30°): past its head, short of the nose, is cloth or shadow
    past = app.screen.get_at((round(bx), round(by + 0.62 * length)))
    assert closer_to(past, CLOTH, PIN_IVORY), past


def test_the_cabana_shading_leaves_the_corner_pockets_dark(app, new_salida, play_match):
    """At the salida the cabaña's tint and outline were drawn across both head pockets: the
    holes read green-edged, as if part of where the ball may be put. Each hole and its rim
    is drawn as in play, where nothing is shaded."""
    from chapo_game.ui.draw.cloth import POCKET_RIM

    def pocket_pixels(match) -> list:
        app.reset_to(MenuScene(app))
        g = GameScene(app, match=match)
        app.push(g)
        app.step()
        v = g.view
        r = T.pocket_radius * v.scale * POCKET_RIM - 1.5
        out = []
        for pid in ("head_left", "head_right"):
            cx, cy = v.to_screen(T.pockets[pid])
            for f in (0.2, 0.6, 0.9, 1.0):
                for k in range(12):
                    a = k * math.pi / 6
                    xy = (round(cx + f * r * math.cos(a)), round(cy + f * r * math.sin(a)))
                    out.append(tuple(app.screen.get_at(xy)))
        mid = v.to_screen((T.width / 2, T.length / 8))
        return out, app.screen.get_at((round(mid[0]), round(mid[1])))

    shaded, tinted = pocket_pixels(new_salida())
    plain, cloth = pocket_pixels(play_match(Position.initial(T)))
    assert shaded == plain
    assert tinted != cloth and tinted[1] > cloth[1]  # the cabaña itself is tinted green


def test_a_desktop_smaller_than_the_smallest_window_fullscreen_for(monkeypatch):
    """On an 800×600 monitor the 960×540 window hung off both edges (the left pockets, the
    side panel's Strike and the menu's F11 hint cut off); fullscreen draws all of it."""
    from chapo_game.ui import display

    monkeypatch.setattr(display, "must_fit", lambda: True)
    for desk, asked, on in (((800, 600), False, True), ((1920, 1080), False, False)):
        monkeypatch.setattr(display, "desktop_size", lambda desk=desk: desk)
        assert display.fullscreen_for(asked) is on
    assert display.fullscreen_for(True)
    monkeypatch.setattr(display, "must_fit", lambda: False)  # headless: any size is kept
    monkeypatch.setattr(display, "desktop_size", lambda: (800, 600))
    assert not display.fullscreen_for(False)


def test_on_a_desktop_smaller_than_the_smallest_window_f11_keeps_it_fullscreen(app, monkeypatch):
    """F11 on an 800×600 desktop made a 960×600 window hanging off the screen, Strike and the
    right pockets out of sight."""
    from chapo_game.ui import display

    monkeypatch.setattr(display, "must_fit", lambda: True)
    monkeypatch.setattr(display, "desktop_size", lambda: (800, 600))
    opened = []
    monkeypatch.setattr(
        display, "open_window", lambda size, full: opened.append(full) or app.screen
    )
    app.fullscreen = True
    app.toggle_fullscreen()
    assert app.fullscreen and opened == [True]


def test_on_a_desktop_too_small_for_a_window_f11_and_the_row_say_why_and_write_nothing(
    app, drive, monkeypatch
):
    """On an 800×600 bar monitor the row read "Pantalla completa: sí", and a click on it or F11
    changed nothing on the screen but wrote "fullscreen": false into the settings."""
    from ui_screens import settings_row, texts

    from chapo_game import settings as settings_mod
    from chapo_game.ui import display

    monkeypatch.setattr(display, "must_fit", lambda: True)
    monkeypatch.setattr(display, "desktop_size", lambda: (800, 600))
    monkeypatch.setattr(display, "open_window", lambda size, full: app.screen)
    app.fullscreen = True
    saved = []
    monkeypatch.setattr(settings_mod, "save", lambda s: saved.append(s))
    row = settings_row(app, "fullscreen")
    app.step()
    assert "Pantalla completa: sí (pantalla menor de 960×540)" in texts(app)
    drive.click(row.rect.center)
    drive.key(pygame.K_F11)
    assert app.fullscreen and saved == []
    assert app.notice == "Esta pantalla es menor de 960×540: el juego sigue a pantalla completa."


def test_a_clubs_demo_says_a_damaged_list_of_players_it_sets_aside(capsys, monkeypatch):
    """``chapo --demo`` never ran the check at start, and its standings read the players'
    list: a damaged one was set aside without a word on stderr or the menu. It is checked and
    said first, then the standings are read."""
    import os
    from pathlib import Path

    from chapo_game import players

    path = players.players_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{", "utf-8")
    assert cli_main(["--demo", "--frames", "30"]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("chapo: players list damaged"), err
    kept = [n for n in os.listdir(path.parent) if n.startswith("players.json.damaged-")]
    assert len(kept) == 1 and Path(path.parent, kept[0]).read_text("utf-8") == "{"


def test_f11_does_not_re_aim_a_shot_at_the_resting_pointer(app, drive, play_match):
    """Aimed with the keys, the pointer resting elsewhere: F11 puts the window under the
    pointer somewhere new, and the motion that brings turned the cue onto a pin. The motion
    of the next frames is no pointer moved; a real one after them aims as ever."""
    from ui_screens import open_game

    from chapo_game.position import Position
    from chapo_game.table import get_table

    t = get_table()
    g = open_game(app, play_match(Position.initial(t, {"1": (0.5, 0.5), "2": (1.0, 2.0)})))
    for _ in range(5):
        drive.key(pygame.K_LEFT)
    aimed = g.aim.state.angle
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert app.fullscreen
    somewhere = g.view.to_screen((1.2, 0.3))
    for _ in range(2):  # what SDL says of the pointer the window moved under
        app.step(
            [pygame.event.Event(pygame.MOUSEMOTION, pos=somewhere, rel=(0, 0), buttons=(0, 0, 0))]
        )
    assert g.aim.state.angle == aimed
    drive.steps(3)
    drive.move(somewhere)  # the player moves it: it aims
    assert g.aim.state.angle != aimed
