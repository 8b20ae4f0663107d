"""The computer's ball in hand, watched from the other seat: where it places the ball is seen
(the cabaña shaded while it thinks, the ball standing ringed there before its cue comes), and
a pause opened meanwhile holds everything where it is."""

from __future__ import annotations

import pygame

from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.palette import GOOD
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES, PLACED_FRAMES
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene

T = get_table()


def pixel(app, g, xy: tuple[float, float]) -> tuple[int, int, int]:
    x, y = g.view.to_screen(xy)
    return tuple(app.screen.get_at((round(x), round(y))))[:3]


def shaded(app, g) -> bool:
    """The salida's cabaña tinted green: a point in it, off every ball, beside its mirror
    image across the table's middle (the same cloth, unshaded)."""
    inside = pixel(app, g, (T.width - 0.1, 0.1))
    plain = pixel(app, g, (T.width - 0.1, T.length - 0.1))
    return inside != plain and inside[1] > plain[1]


def cue_behind(app, g) -> bool:
    """The cue's wood behind the ball on the line it lines up on (its aim; the stroke its hand
    makes of it may stray), read as the line-up's own test reads it."""
    shot = g.lining_up[0]
    dx, dy = g.view.dir_to_screen(g.aim.state.angle)
    cx, cy = g.view.to_screen(g.match.position.balls[shot.ball])
    back = (T.ball_radius + 0.25) * g.view.scale
    r, gr, b = app.screen.get_at((round(cx - dx * back), round(cy - dy * back)))[:3]
    return abs(r - 222) < 30 and abs(gr - 196) < 30 and abs(b - 150) < 30


def ringed(app, g, ball: str) -> bool:
    """The placed mark's green ring round ``ball``."""
    x, y = g.view.to_screen(g.match.position.balls[ball])
    ring = round(x) + g.view.ball_radius_px() + 3, round(y)
    return GOOD in [app.screen.get_at((ring[0] + d, ring[1]))[:3] for d in (-1, 0, 1)]


def test_the_computers_ball_in_hand_is_seen_placed_before_its_cue_comes(app, drive, play_match):
    """Its ball in hand with both other balls inside: the header said it places ball 1 in the
    cabaña de salida over a table with no cabaña shaded and no ball, as long as it thought; then
    ball and cue came at once and struck 0.6 s later. Now the cabaña is shaded while it thinks,
    the ball stands ringed in it a second before the cue comes to it, the balls inside crossed
    and its option said; Esc then holds it all, and Continuar goes on from where it was."""
    pos = Position.initial(T, {"1": None, "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.5))
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={0: 1}, match=play_match(pos, phase="ball_in_hand"))
    app.push(g)
    app.fast_forward = 1
    drive.steps(1)
    assert g.match.position.balls["1"] is None and shaded(app, g)  # where it will go
    drive.until(lambda: g.lining_up is not None, limit=20000)
    assert g.match.position.balls["1"] is not None and g.match.declared_option
    drive.steps(1)
    assert g.computer_placing() and shaded(app, g) and ringed(app, g, "1")
    assert not cue_behind(app, g)
    bar = " ".join(d.text for d in app.fonts.drawn if g.caption_rect().contains(d.rect))
    # its option said, once: «Ana declara no pasar · Ana: no pasar, sin cruzar…» said it twice
    assert g.match.declared_option == "no_pasar" and bar.count("no pasar") == 1, bar
    drive.key(pygame.K_ESCAPE)  # the pause over its placing: nothing goes on under it
    assert isinstance(app.top, PauseScene)
    left = g.lining_up[1]
    assert left > PLACED_FRAMES + LINE_UP_FRAMES - 3  # (its placing had just begun)
    drive.steps(PLACED_FRAMES + LINE_UP_FRAMES)
    assert g.lining_up[1] == left and not g.animating
    drive.key(pygame.K_ESCAPE)
    assert app.top is g
    frames = 0
    while g.computer_placing():
        assert not cue_behind(app, g) and ringed(app, g, "1")
        drive.steps(1)
        frames += 1
    assert frames >= left - LINE_UP_FRAMES - 2  # the rest of its second, after the pause
    drive.steps(1)
    assert g.lining_up is not None and cue_behind(app, g) and not g.animating
    drive.until(lambda: g.animating)
    drive.steps(1)
    assert not shaded(app, g)  # struck: the cabaña is no longer where anything is played from


def test_a_computers_shot_in_play_lines_up_at_once(app, drive, play_match):
    """No ball in hand, nothing to see put down: the cue comes to the ball with the plan, and
    no cabaña is shaded."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=1))
    app.push(g)
    app.fast_forward = 1
    drive.until(lambda: g.lining_up is not None, limit=20000)
    assert not g.computer_placing() and g.lining_up[1] == LINE_UP_FRAMES
    drive.steps(1)
    assert cue_behind(app, g) and not shaded(app, g)
