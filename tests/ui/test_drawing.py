"""What the table drawing shows: an aiming line without stairs, an object-ball line that
stops at the cushion, and a cue that never crosses another ball or a pin."""

from __future__ import annotations

import math

import pygame
import pytest

from chapo_game.position import Position
from chapo_game.table import BALL_IDS, get_table
from chapo_game.ui.draw.view import TableView

T = get_table()


def canvas(size=(1280, 720)):
    view = TableView(T, pygame.Rect(0, 0, *size).inflate(-40, -40))
    surf = pygame.Surface(size)
    surf.blit(view.static_surface(), view.outer.topleft)
    return view, surf


def changed(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> list:
    """(x, y, weight) of every pixel of ``rect`` that drawing changed."""
    out = []
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            a, b = before.get_at((x, y)), after.get_at((x, y))
            d = sum(abs(a[k] - b[k]) for k in range(3))
            if d:
                out.append((x, y, d))
    return out


def test_the_aiming_line_is_straight_at_a_shallow_angle_not_a_stair():
    view, surf = canvas()
    balls = {"1": (0.35, 0.4), "2": None, "mingo": None}
    before = surf.copy()
    angle = 86.0  # almost along the table: a shallow slope on the screen
    view.draw_guide(surf, "1", balls, angle)
    start = view.to_screen(balls["1"])
    x0, x1 = round(start[0]) + 30, round(start[0]) + 400
    rows = pygame.Rect(x0, round(start[1]) - 10, x1 - x0, 60)
    cols: dict[int, list] = {}
    for x, y, w in changed(before, surf, rows):
        cols.setdefault(x, []).append((y, w))
    # whole columns of a dash (not the faint ends of one)
    weight = {x: sum(w for _, w in c) for x, c in cols.items()}
    full = sorted(weight.values())[len(weight) // 2] * 0.6
    centres = [
        (x, sum(y * w for y, w in c) / weight[x]) for x, c in cols.items() if weight[x] >= full
    ]
    assert len(centres) > 100  # the dashes cover more than a quarter of the columns
    # the line's centre follows the ideal straight line within a tenth of a pixel
    dx, dy = view.dir_to_screen(angle)
    slope = dy / dx
    off = [cy - (start[1] + slope * (x - start[0])) for x, cy in centres]
    mean = sum(off) / len(off)
    assert max(abs(o - mean) for o in off) < 0.15, max(abs(o - mean) for o in off)


def test_the_object_balls_line_stops_at_the_cushion():
    view, surf = canvas()
    r = T.ball_radius
    # the mingo a few centimetres off the left long cushion, ball 1 hitting it towards it
    mingo = (r + 0.03, 1.4)
    balls = {"1": (0.35, 1.25), "2": None, "mingo": mingo}
    angle = math.degrees(math.atan2(mingo[1] - 1.25, mingo[0] - 0.35))
    before = surf.copy()
    view.draw_guide(surf, "1", balls, angle)
    cloth = view.playing_rect()
    near = pygame.Rect(0, 0, 160, 160)
    near.center = tuple(round(c) for c in view.to_screen(mingo))
    drawn = changed(before, surf, near.clip(view.outer))
    assert drawn  # the object ball's line is there ...
    outside = [(x, y) for x, y, _ in drawn if not cloth.inflate(2, 2).collidepoint(x, y)]
    assert outside == []  # ... and none of it on the cushion or the rail


def cue_pixels(app, p, angle: float, area: pygame.Rect) -> list:
    """Pixels of ``area`` that the cue at ``angle`` changes (against the cue on the far side)."""
    p.aim.state.angle = (angle + 180.0) % 360
    app.step([])
    without = app.screen.copy()
    p.aim.state.angle = angle
    app.step([])
    return changed(without, app.screen, area)


def test_with_cloth_behind_the_cue_ends_short_of_another_ball_or_a_pin(app):
    """A cue's length of clear cloth behind the ball: the cue stops short of what it would
    pass over, and neither it nor its shadow covers a ball or a pin."""
    from chapo_game.ui.scenes.practice import PracticeScene

    app.settings = app.settings.with_(aiming_guide=False)
    p = PracticeScene(app)
    app.reset_to(p)
    view = p.view
    # ball 2 40 cm behind ball 1: aiming ball 1 away from it lays the cue back over it
    p.position = Position.initial(T, {"1": (0.71, 1.2), "2": (0.71, 0.8)})
    c = view.to_screen(p.position.balls["2"])
    disc = pygame.Rect(0, 0, view.ball_radius_px(), view.ball_radius_px())
    disc.center = (round(c[0]), round(c[1]))
    assert cue_pixels(app, p, 90.0, disc) == []
    between = view.to_screen((0.71, 1.2 - 0.15))
    spot = pygame.Rect(0, 0, 4, 4)
    spot.center = (round(between[0]), round(between[1]))
    assert cue_pixels(app, p, 90.0, spot) != []  # the cue is there, up to the gap's end
    # ball 1 40 cm on the head's side of the head lateral, aiming away from it
    pin = T.spots["head"]
    p.position = Position.initial(T, {"1": (pin[0], pin[1] - 0.4)})
    c = view.to_screen(pin)
    knob = pygame.Rect(0, 0, 6, 6)
    knob.center = (round(c[0]), round(c[1]))
    assert cue_pixels(app, p, 270.0, knob) == []
    # a pin just beside the cue, where its shadow falls (the shadow covered it, the cue not)
    from chapo_game.ui.draw.stick import SHADOW

    sx, sy = view.to_screen(pin)
    aside = view.to_table((sx - SHADOW[0] * view.scale, sy - SHADOW[1] * view.scale))
    p.position = Position.initial(T, {"1": (aside[0], pin[1] - 0.4)})
    assert cue_pixels(app, p, 270.0, knob) == []
    # with nothing behind the ball, the cue is drawn in full
    p.position = Position.initial(T, {"1": (0.71, 2.2)}).with_ball("mingo", None)
    back = view.to_screen((0.71, 2.2 - 0.6))
    spot.center = (round(back[0]), round(back[1]))
    assert cue_pixels(app, p, 90.0, spot) != []


def test_with_a_ball_or_a_pin_close_behind_the_cue_is_drawn_raised_over_it(app):
    """A ball or a pin a few centimetres behind: the player cocks the butt and shoots over
    it. The cue ended short of it and showed nothing at all (the computer's ball set off by
    itself); it is drawn whole, over the ball or the pin, its butt seen shorter from above."""
    from chapo_game.ui.draw.stick import CUE_LENGTH, RAISED_SEEN
    from chapo_game.ui.scenes.practice import PracticeScene

    app.settings = app.settings.with_(aiming_guide=False)
    p = PracticeScene(app)
    app.reset_to(p)
    view = p.view
    r = T.ball_radius

    def spot_at(xy, size: int = 4) -> pygame.Rect:
        c = view.to_screen(xy)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(c[0]), round(c[1]))
        return rect

    p.position = Position.initial(T, {"1": (0.71, 1.5), "2": (0.71, 1.5 - 2 * r - 0.01)})
    assert cue_pixels(app, p, 90.0, spot_at(p.position.balls["2"])) != []
    # its butt, as far back as a raised cue is seen, and no farther
    butt = 1.5 - r - 0.01 - CUE_LENGTH * RAISED_SEEN
    assert cue_pixels(app, p, 90.0, spot_at((0.71, butt + 0.03))) != []
    assert cue_pixels(app, p, 90.0, spot_at((0.71, butt - 0.05))) == []
    # the head lateral 5 cm behind ball 1
    pin = T.spots["head"]
    p.position = Position.initial(T, {"1": (pin[0], pin[1] + 0.05)})
    assert cue_pixels(app, p, 90.0, spot_at(pin, 6)) != []


def test_the_cues_shadow_over_the_rail_is_the_woods_not_the_cloths(app):
    """A cue reaching back over the wooden rail laid a cloth-blue band beside it across the
    wood (on a club's big screen, in nearly every shot of the demo): its shadow takes the
    colour of what it falls on — the cloth's shade on the cloth, a dark brown on the rail."""
    from chapo_game.ui.draw.geometry import CUSHION, RAIL
    from chapo_game.ui.draw.stick import SHADOW
    from chapo_game.ui.scenes.practice import PracticeScene

    app.settings = app.settings.with_(aiming_guide=False)
    p = PracticeScene(app)
    app.reset_to(p)
    view = p.view
    xy = (0.71, 0.3)  # by the head cushion, aimed at the foot: the cue runs back over the rail
    p.position = Position.initial(T, {"1": xy}).with_ball("mingo", None)
    s = view.scale
    below = view.to_screen(xy)[1] + (SHADOW[1] + 0.005) * s  # in the shadow, clear of the cue

    def shadow_at(table_y: float) -> tuple[int, int, int]:
        """The colour the cue's shadow gives the pixel at ``table_y`` along the cue, beside it."""
        x = round(view.to_screen((xy[0], table_y))[0] + SHADOW[0] * s)
        spot = pygame.Rect(x, round(below), 1, 1)
        assert cue_pixels(app, p, 90.0, spot) != []  # the shadow falls there
        return tuple(app.screen.get_at(spot.topleft))[:3]

    r, _g, b = shadow_at(-(CUSHION + RAIL / 2))  # the middle of the rail
    assert r > b and r > 30  # wood in the shade, not a band of blue
    r, _g, b = shadow_at(0.1)  # on the cloth
    assert b > r  # the cloth in the shade


def test_a_veil_lays_its_colour_as_a_translucent_surface_would_without_making_one():
    """A full-window translucent surface is 33 MB at 4K and one was kept per shade (a club's
    demo passed a gigabyte): the veil darkens and adds in place, to a unit of the blit."""
    from chapo_game.ui.palette import PANEL
    from chapo_game.ui.widgets import veil

    colours = [(10, 13, 17), (200, 100, 50), (255, 255, 255), (24, 30, 38), (0, 0, 0)]
    for colour, alpha in (((0, 0, 0), 140), (PANEL, 230), ((255, 220, 80), 90)):
        base = pygame.Surface((len(colours), 1))
        for i, c in enumerate(colours):
            base.set_at((i, 0), c)
        blit = base.copy()
        shade = pygame.Surface(base.get_size(), pygame.SRCALPHA)
        shade.fill((*colour, alpha))
        blit.blit(shade, (0, 0))
        laid = base.copy()
        veil(laid, colour, alpha)
        for i in range(len(colours)):
            a, b = blit.get_at((i, 0))[:3], laid.get_at((i, 0))[:3]
            assert all(abs(x - y) <= 1 for x, y in zip(a, b, strict=True)), (colour, a, b)
    solid = pygame.Surface((3, 3))
    veil(solid, PANEL, 255, pygame.Rect(1, 1, 1, 1))  # opaque: the colour itself, only there
    assert solid.get_at((1, 1))[:3] == PANEL and solid.get_at((0, 0))[:3] == (0, 0, 0)


def test_a_table_screen_gone_from_the_window_lets_go_of_its_pictures(app, play_match):
    """Screens drop out of the stack inside reference cycles, which the collector frees late
        and never for their pixels' sake: a club's 4K demo grew about 55 MB each time it came
        back. Gone, a table screen drops its background and its table's pictures at once, and a
    game's score board its picture and, in its key, the window's background (33 MB at 4K)."""
    from ui_screens import open_game

    from chapo_game.ui.scenes.menu import MenuScene

    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    app.step()
    v = g.view
    assert len(g._background) == len(v._static) == len(v._highlight) == 1
    assert g.board_kept._image is not None  # the score board's picture, keyed by the background
    sprites = [(v._ball_sprite(b), v._mark_sprite(b)) for b in BALL_IDS]
    app.step()  # the next frame draws each ball from the sprites its Memos hold, all three
    assert [(v._ball_sprite(b), v._mark_sprite(b)) for b in BALL_IDS] == sprites  # the same
    menu = MenuScene(app)
    app.reset_to(menu)
    assert not (g._background or v._static or v._ball_sprites or v._mark_sprites or v._highlight)
    assert g.board_kept._image is None and g.board_kept._key is None
    app.step()
    assert len(menu.backdrop._picture) == 1
    app.push(g)  # shown again (a screen kept by a caller): its pictures are made again
    app.step()
    assert len(g._background) == 1 and len(menu.backdrop._picture) == 1  # still under it


def test_the_rules_bricole_comes_off_the_cushion_as_a_ball_without_spin_does():
    """The ball-in-hand page drew ball 1 to the foot cushion near a corner and back across its
    own path to the mingo, as no ball can: the angle out now equals the angle in."""
    from chapo_game.ui.rules_diagrams import bricole_path

    start, target, foot = (0.88, 0.28), (1.2, 0.56), 2.81
    rail, stop = bricole_path(start, target, foot, 0.06)
    assert rail[1] == foot
    tan_in = (rail[0] - start[0]) / (foot - start[1])
    tan_out = (target[0] - rail[0]) / (foot - target[1])
    assert tan_in == pytest.approx(tan_out) and tan_in > 0
    assert math.dist(stop, target) == pytest.approx(0.06)
