"""Practice's "Trace: on" lines go through each place where the simulation has a ball meet
something: drawn from every second 60 Hz frame, a bank's line cut the corner at the cushion
(25 mm off it at 4 m/s)."""

from __future__ import annotations

import pygame
from ui_screens import off_polyline, practice_on

from chapo_game.physics import Simulator
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.draw.marks import TRACES

T = get_table()


def test_a_banks_trace_goes_through_the_cushion_where_the_ball_met_it(app, drive):
    """Ball 1 at 4 m/s into the left cushion: its trace, drawn after the shot, passes
    through the place where it met the cushion, within a pixel on the screen."""
    p = practice_on(app, (0.4, 0.5), (1.2, 2.5), (0.9, 2.6))
    shot = Shot.make("1", 150.0, 4.0)
    played = Simulator(T).simulate(p.position, shot, trace=True)
    hit = next(tr for tr in played.trace if tr["type"] == "ball_cushion" and tr["ball"] == "1")
    met = (hit["x"], hit["y"])
    assert abs(met[0] - T.ball_radius) < 1e-3  # on the left cushion
    p.aim.set_shot(shot)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert p.show_trace and off_polyline(met, p.trace["1"]) < 1e-9
    app.step()  # drawn: ball 1's line lit within a pixel of the place
    sx, sy = (round(c) for c in p.view.to_screen(met))
    colour = pygame.Color(*TRACES["1"][0])
    near = [app.screen.get_at((sx + dx, sy + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert colour in near
