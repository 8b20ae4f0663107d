"""A club's screen hung in portrait (1080x1920): the table stands upright, the head at the
bottom, and fills the window's width beside the side panel — lying across it, it was a
540-pixel strip in the middle of an empty window. Whatever the player does with the mouse or
the arrows lands where he points, upright or lying across (1920x1080) alike: each test here
drives the real window loop with pygame events at both sizes."""

from __future__ import annotations

import math
from itertools import pairwise

import pygame
import pytest
from ui_screens import open_game

from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.draw.geometry import TableGeometry
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()
PORTRAIT, LANDSCAPE = (1080, 1920), (1920, 1080)


@pytest.fixture(params=[PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def window(request, app) -> tuple[int, int]:
    """The app's window at a club's portrait size, or at the same screen lying across."""
    app.resize_window(request.param)
    return request.param


def practice(app) -> PracticeScene:
    from conftest import practice_from_menu

    return practice_from_menu(app)


def table_angle(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def test_a_portrait_window_stands_the_table_upright_across_its_width(app, drive):
    """At 1080x1920 the table is drawn upright: its length down the window, the head cushion
    (and its cabaña) at the bottom, x = 0 on the left; the drawn table is most of the window's
    width; what is seen at each pocket is its dark hole and the balls are where the table says."""
    app.resize_window(PORTRAIT)
    p = practice(app)
    v = p.view
    assert v.upright
    pr = v.playing_rect()
    assert pr.height > 1.9 * pr.width  # the table's length along the window's height
    assert v.outer.width > 0.8 * app.size[0]
    head, foot = v.to_screen((T.width / 2, 0.0)), v.to_screen((T.width / 2, T.length))
    assert head[1] > foot[1] and abs(head[1] - pr.bottom) < 2 and abs(foot[1] - pr.top) < 2
    assert v.to_screen((0.0, T.length / 2))[0] == pytest.approx(pr.left, abs=1)

    def seen(xy: tuple[float, float]) -> tuple[int, ...]:
        c = v.to_screen(xy)
        return tuple(app.screen.get_at((round(c[0]), round(c[1])))[:3])

    for x, y in ((0.2, 0.3), (T.width - 0.2, 0.3), (0.2, T.length - 0.3), (1.2, 2.5)):
        assert seen((x, y))[2] > seen((x, y))[0] + 40  # the blue cloth, all of it
    for x, y in ((-0.09, 0.4), (T.width + 0.09, 0.4), (0.5, -0.09), (0.5, T.length + 0.09)):
        assert seen((x, y))[0] > seen((x, y))[2] + 20  # the wooden rail round it
    for xy in T.pockets.values():  # the pockets' holes are drawn where the mapping has them
        c = v.to_screen(xy)
        assert max(app.screen.get_at((round(c[0]), round(c[1])))[:3]) < 40
    rb = v.ball_radius_px()
    for bid, xy in p.position.on_table().items():  # each ball's colour where it is drawn
        c = v.to_screen(xy)
        seen = app.screen.get_at((round(c[0] + 0.6 * rb), round(c[1])))[:3]
        cloth = app.screen.get_at((round(c[0] + 3 * rb), round(c[1])))[:3]
        assert math.dist(seen, cloth) > 80, bid  # the ball, not the cloth beside it
        assert seen[0] > cloth[0] + 60  # (the balls are white, yellow and red; the cloth blue)


def test_a_landscape_window_keeps_the_table_lying_across(app):
    """A window wider than tall draws the table as ever: the head on the left."""
    app.resize_window(LANDSCAPE)
    v = practice(app).view
    assert not v.upright
    head, foot = v.to_screen((T.width / 2, 0.0)), v.to_screen((T.width / 2, T.length))
    assert head[0] < foot[0]


@pytest.mark.parametrize("upright", [True, False])
def test_the_mapping_goes_both_ways(upright):
    """A point, a direction, an angle and a rectangle there and back, either way round."""
    v = TableGeometry(T, pygame.Rect(0, 0, 900, 1700), upright)
    for xy in ((0.1, 0.2), (1.3, 2.7), (T.width / 2, T.length / 2)):
        back = v.to_table(v.to_screen(xy))
        assert back == pytest.approx(xy)
    for angle in (0.0, 30.0, 90.0, 200.0, 359.0):
        assert v.angle_of(*v.dir_to_screen(angle)) == pytest.approx(angle)
        d = v.dir_to_screen(angle)
        a, b = (
            v.to_screen((0.5, 1.0)),
            v.to_screen((0.5 + math.cos(math.radians(angle)), 1.0 + math.sin(math.radians(angle)))),
        )
        assert (b[0] - a[0], b[1] - a[1]) == pytest.approx((d[0] * v.scale, d[1] * v.scale))
    r = v.table_rect(0.0, 0.0, T.width, T.length / 4)  # the cabaña de salida
    corners = [v.to_screen(c) for c in ((0.0, 0.0), (T.width, T.length / 4))]
    assert r.left == round(min(c[0] for c in corners))
    assert r.top == round(min(c[1] for c in corners))


def test_the_pointer_aims_where_it_points_and_a_pull_strikes_that_way(app, drive, window):
    """The pointer on ball 2's drawn centre aims ball 1 straight at it (the table's angle
    between them); pressed and pulled back away from it, released, the shot goes that way."""
    g = open_game(app, match_at(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    one, two = g.position.balls["1"], g.position.balls["2"]
    target = g.view.to_screen(two)
    drive.move(target)
    want = table_angle(one, two)
    assert g.aim.state.angle == pytest.approx(want, abs=0.5)
    ball = g.view.to_screen(one)
    back = (ball[0] - target[0], ball[1] - target[1])
    k = 60 / math.hypot(*back)  # 60 px back from ball 1, away from ball 2
    press = (ball[0] + back[0] * k * 0.5, ball[1] + back[1] * k * 0.5)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(round, press)), button=1))
    pulled = (ball[0] + back[0] * k * 2, ball[1] + back[1] * k * 2)
    drive.move(pulled, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(round, pulled)), button=1))
    assert g.animating and g.playback is not None
    assert g.playback.shots.angle == pytest.approx(want, abs=0.5)


def match_at(position: Position):
    from conftest import match_in_play

    return match_in_play(position)


def test_the_editor_takes_what_is_pressed_and_puts_it_where_it_is_let_go(app, drive, window):
    """In practice's editor a press on a ball's drawn centre takes that ball, and dragged and
    let go it lies under the pointer; so does the foot lateral. Near the window's top-left corner
    that is the foot end's left-hand side upright, the head end's lying across."""
    p = practice(app)
    drive.click(p.button_named("edit").rect.center)
    v = p.view
    pr = v.playing_rect()
    ball = next(iter(p.position.on_table()))
    for kind, gid in (("ball", ball), ("pin", "lateral_foot")):
        xy = p.position.balls[gid] if kind == "ball" else p.position.pins[gid].xy
        at = tuple(round(c) for c in v.to_screen(xy))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        assert p.grab == (kind, gid)
        drop = (pr.x + 90, pr.y + 120 + (60 if kind == "pin" else 0))
        drive.move((at[0] + 20, at[1] + 20), buttons=(1, 0, 0))
        drive.move(drop, buttons=(1, 0, 0))
        drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drop, button=1))
        assert p.grab is None
        put = p.position.balls[gid] if kind == "ball" else p.position.pins[gid].xy
        seen = v.to_screen(put)
        assert math.dist(seen, drop) < 1.5
        if v.upright:  # the window's top-left: the foot end, x = 0's side
            assert put[1] > 0.8 * T.length and put[0] < 0.25 * T.width
        else:
            assert put[1] < 0.2 * T.length and put[0] < 0.3 * T.width


@pytest.mark.parametrize(
    ("key", "way"),
    [(pygame.K_UP, (0, -1)), (pygame.K_DOWN, (0, 1)), (pygame.K_LEFT, (-1, 0))],
)
def test_an_arrow_moves_the_ball_in_hand_that_way_on_the_screen(app, drive, window, key, way):
    """The arrows move the ball in hand the way they point on the screen: on the upright
    table Up went sideways (it moved the ball along the table's x, which is across the window)."""
    from conftest import salida_match

    g = open_game(app, salida_match())
    t = T
    start = (t.width / 2, t.length / 8)
    drive.move(g.view.to_screen(start))
    before = g.view.to_screen(g.hand_ghost() or start)
    for _ in range(5):
        drive.key(key)
    after = g.view.to_screen(g.hand_xy)
    moved = (after[0] - before[0], after[1] - before[1])
    assert moved[0] * way[0] + moved[1] * way[1] > 0.04 * g.view.scale  # 5 cm that way
    assert abs(moved[0] * way[1]) + abs(moved[1] * way[0]) < 1.0  # and not sideways


def standing_pins(g) -> list[pygame.Rect]:
    r = g.view.pin_radius_px()
    out = []
    for p in g.position.pins.values():
        if p.standing:
            c = g.view.to_screen(p.xy)
            out.append(pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r)))
    return out


def test_the_shot_options_on_an_upright_table_leave_the_cross_in_sight(app, drive):
    """Ball in hand with both other balls in the cabaña: the question (pasar, no pasar,
    bricole) stands over the far (top) end, across the table and clear of every pin — placed
    as if lying across, it was a narrow box beside the rey over the cross's right-hand pins —
    and its bricole button, clicked, declares bricole."""
    import ui_screens

    app.resize_window(PORTRAIT)
    ui_screens.options(app)
    g = app.top
    app.step()
    box, pr = g.option_box(), g.view.playing_rect()
    assert pr.contains(box) and box.width > 0.8 * pr.width
    assert box.collidelist(standing_pins(g)) < 0
    assert box.bottom < g.view.to_screen(T.spots["center"])[1]  # the far half
    assert all(box.contains(b.rect) for b in g.option_buttons)
    drive.click(g.option_buttons[2].rect.center)
    assert g.match.declared_option == "bricole"


@pytest.mark.parametrize("gaps", [(0.09, 0.35), (1.16, 1.46)], ids=["good", "long"])
def test_the_lag_question_on_an_upright_table_hides_no_ball_nor_distance(app, drive, gaps):
    """After the lag the break-or-cede question leaves both balls and their distances in
    sight, inside the table — the box a lying table's two thirds each way, upright, was two
    thirds of the window's height — and its break button, clicked, breaks."""
    import ui_screens

    from chapo_game.ui.lag_marks import lag_gap_marks

    app.resize_window(PORTRAIT)
    ui_screens.lag_distances(app, gaps)
    g = app.top
    app.step()
    box, pr = g.lag_choice_box(), g.view.playing_rect()
    assert pr.contains(box) and box.height < pr.height / 4
    marks = lag_gap_marks(g.view, app.fonts, g.match, g.position, lines=False)
    assert len(marks) == 2 and box.collidelist(marks) < 0
    assert all(box.contains(b.rect) for b in g.choice_buttons)
    drive.click(g.choice_buttons[0].rect.center)
    assert g.match.phase != "lag_choice"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), PORTRAIT])
def test_the_tutorials_closing_panel_holds_its_buttons_right_under_its_words(app, size):
    """The tutorial's closing panel, its buttons inside it, side by side, wide enough for their
    words, right under its words, as the game's end panel has them: upright a third of the
    table's length high, it left some 240 px of empty panel between the words and the
    buttons; lying across, three quarters of the table's height, some 150 px at 1280×720."""
    import ui_screens

    from chapo_game.ui.scenes.tutorial_draw import end_layout
    from chapo_game.ui.tutorial import STEPS

    app.resize_window(size)
    ui_screens.SCREENS["tutorial_done"](app)
    t = app.top
    app.step()
    pr = t.view.playing_rect()
    box = end_layout(pr, app, len(STEPS) - len(t.done_steps))[0]
    assert pr.contains(box) and box.height < pr.height / 2 and box.width > 0.7 * pr.width
    rects = [b.rect for b in t.end_buttons]
    assert all(box.contains(r) for r in rects)
    assert all(a.right < b.left for a, b in pairwise(rects))
    drawn = [d for d in app.fonts.drawn if d.kind == "text"]
    on_buttons = [d for d in drawn if any(r.contains(d.rect) for r in rects)]
    assert len(on_buttons) == len(rects) and not any("…" in d.text for d in on_buttons)
    words = [d.rect for d in drawn if box.contains(d.rect) and d not in on_buttons]
    assert words and all(box.contains(w) for w in words)
    gap = min(r.top for r in rects) - max(w.bottom for w in words)
    assert 0 < gap < rects[0].height  # the buttons right under the words
    assert min(w.top for w in words) - box.top < rects[0].height  # and the words at its top
    assert box.bottom - max(r.bottom for r in rects) < rects[0].height  # the buttons at its foot


def test_the_replays_close_up_on_an_upright_table_is_sized_by_its_width(app):
    """The replay's close-up of the pins takes a corner of the table no wider than on the
    same table lying across: sized by the drawn table's height, upright its length, it took
    more than half the table's width and hid a pocket and the strings beside it."""
    import ui_screens

    app.resize_window(PORTRAIT)
    ui_screens.replay(app)
    r = app.top
    app.step()
    close, outer = r.zoom_rect(), r.host.view.outer
    assert outer.contains(close)
    assert close.width <= 0.45 * outer.width


def test_a_click_in_the_cabana_puts_the_ball_in_hand_under_it(app, drive, window):
    """The salida's ball in hand, clicked inside the cabaña (the bottom of an upright
    table, the left of one lying across), is put where the pointer was."""
    from conftest import salida_match

    g = open_game(app, salida_match())
    at = tuple(round(c) for c in g.view.to_screen((T.width * 0.3, T.length * 0.15)))
    drive.click(at)
    put = g.match.position.balls["1"]
    assert put is not None and math.dist(g.view.to_screen(put), at) < 1.5
    assert put == pytest.approx((T.width * 0.3, T.length * 0.15), abs=0.004)


@pytest.mark.parametrize("spot", ["aux_head", "aux_foot", "aux_left", "aux_right"])
def test_a_click_on_an_auxiliary_spot_places_the_rey_there(app, drive, window, spot):
    """The rey's spot taken by a ball, the shooter chooses an auxiliary spot: a click where
    that spot is drawn chooses it, whichever way the table lies."""
    import ui_screens

    ui_screens.rey_choice(app)
    g = app.top
    app.step()
    drive.click(g.view.to_screen(T.spots[spot]))
    assert g.match.position.pins["rey"].xy == pytest.approx(T.spots[spot])


def test_in_the_editor_an_arrow_moves_the_held_ball_that_way_on_the_screen(app, drive, window):
    """Practice's editor: ball 1 taken by its key, Up moves it up the screen — towards the
    foot on an upright table, towards x = 0 on one lying across."""
    p = practice(app)
    drive.click(p.button_named("edit").rect.center)
    drive.key(pygame.K_1)
    assert p.grab == ("ball", "1")
    before = p.view.to_screen(p.position.balls["1"])
    for _ in range(3):
        drive.key(pygame.K_UP)
    after = p.view.to_screen(p.position.balls["1"])
    assert before[1] - after[1] == pytest.approx(0.03 * p.view.scale, abs=0.5)
    assert after[0] == pytest.approx(before[0], abs=0.5)


@pytest.mark.parametrize("upright", [True, False])
def test_a_balls_mark_rolled_towards_the_foot_is_drawn_towards_the_foot(app, upright):
    """Ball 2 rolled so its printed mark faces the foot cushion: the mark's white is drawn on
    the foot's side of the ball — above its centre upright, right of it lying across (the
    mark's offset was the table's vector with its x and y swapped, right only lying across)."""
    from chapo_game.ui.draw.balls import BallDraw
    from chapo_game.ui.draw.view import TableView

    area = pygame.Rect(0, 0, 900, 1700) if upright else pygame.Rect(0, 0, 1700, 900)
    v = TableView(T, area, upright)
    surf = pygame.Surface(v.area.size)
    surf.fill((0, 0, 0))
    xy = (T.width / 2, T.length / 2)
    a = math.radians(-60.0)  # about the table's x: the mark's face tips towards +y
    v.draw_ball(surf, "2", BallDraw(xy, (math.cos(a / 2), math.sin(a / 2), 0.0, 0.0)))
    cx, cy = v.to_screen(xy)
    r = v.ball_radius_px()
    white = [
        (x - cx, y - cy)
        for x in range(round(cx - r), round(cx + r))
        for y in range(round(cy - r), round(cy + r))
        if min(surf.get_at((x, y))[:3]) > 225 and math.hypot(x - cx, y - cy) < r * 0.9
    ]
    assert len(white) > 5
    mean = (sum(d[0] for d in white) / len(white), sum(d[1] for d in white) / len(white))
    foot = v.dir_to_screen(90.0)
    assert mean[0] * foot[0] + mean[1] * foot[1] > 0.3 * r


@pytest.mark.parametrize(
    ("size", "large"),
    [((1000, 1100), False), ((1024, 1280), False), ((1280, 1250), True), ((1100, 1000), False)],
)
def test_the_menu_and_the_game_turn_the_table_alike(app, drive, size, large):
    """The menu's backdrop and the table screens stand the table upright on the same windows
    (taller than wide) and lay it across on the rest: each deciding on its own area, at
    1000x1100 (a 1280x1024 screen turned: 1024x1280) the menu laid it across and practice,
    opened from it, stood it upright; with large text at 1280x1250 (its wider side panel)
    the game stood it upright on a window wider than tall."""
    from dataclasses import replace

    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.practice import PracticeScene

    app.apply_settings(replace(app.settings, large_text=large))
    app.resize_window(size)
    app.reset_to(MenuScene(app))
    app.step()
    menu = app.top
    tall = size[1] > size[0]
    outer = menu.backdrop.view.outer
    assert (outer.height > outer.width) == tall  # the backdrop's table as drawn
    drive.click(next(b for b in menu.buttons if b.name == "practice").rect.center)
    p = app.top
    assert isinstance(p, PracticeScene)
    assert (p.view.outer.height > p.view.outer.width) == tall
