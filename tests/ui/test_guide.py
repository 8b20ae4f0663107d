"""The aiming guide: it stops at the first thing the cue ball meets, a standing pin included,
and rings in red a pin its simulated shot fells before any ball (a foul)."""

from __future__ import annotations

import pygame
import pytest

from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.draw.cue import Course
from chapo_game.ui.draw.rays import first_hit
from chapo_game.ui.draw.view import TableView

T = get_table()
R = T.ball_radius
X = T.width / 2


def test_guide_stops_at_a_standing_pin_before_the_ball_behind_it() -> None:
    balls = {"1": (X, 0.5), "2": None, "mingo": (X, 2.64)}
    pins = Position.initial(T).standing_pins()
    dist, ball, pin = first_hit(T, "1", balls, (X, 0.5), (0.0, 1.0), pins)
    assert (ball, pin) == (None, "lateral_head")
    assert dist == pytest.approx(T.spots["head"][1] - 0.5 - (R + T.pin_radius))
    # without the pins the same line runs on to the mingo
    dist, ball, pin = first_hit(T, "1", balls, (X, 0.5), (0.0, 1.0))
    assert (ball, pin) == ("mingo", None)


def test_guide_passes_between_pins_that_the_ball_clears() -> None:
    # just wide of the right lateral (a ball clears a pin by more than R + pin radius)
    x = T.spots["right"][0] + R + T.pin_radius + 0.002
    balls = {"1": (x, 0.5), "2": None, "mingo": (x, 2.64)}
    pins = Position.initial(T).standing_pins()
    _, ball, pin = first_hit(T, "1", balls, (x, 0.5), (0.0, 1.0), pins)
    assert (ball, pin) == ("mingo", None)


def test_a_pin_in_the_way_is_ringed_in_red_on_screen() -> None:
    """Ringed where the simulated course ends at it, falling before any ball is met (reading
    5); the straight line standing in for a simulation not run (the computer's line-up, a
    stroke too soft to strike) stops bare at it: it rang the pin red, a foul no simulation
    said."""
    surf = pygame.Surface((1280, 720))
    view = TableView(T, surf.get_rect())
    balls = {"1": (X, 0.5), "2": None, "mingo": (X, 2.64)}
    pins = Position.initial(T).standing_pins()
    reach = T.spots["head"][1] - R - T.pin_radius
    course = Course(((X, 0.5), (X, reach)), None, "lateral_head")
    surf.fill((0, 0, 0))
    end = view.draw_guide(surf, "1", balls, 90.0, pins, course=course)
    assert end.pin == "lateral_head"
    cx, cy = view.to_screen(T.spots["head"])
    ring = max(6, round(view.scale * T.pin_radius * 3))

    def red_near(ux: int, uy: int) -> bool:
        for k in range(ring - 2, ring + 2):
            c = surf.get_at((round(cx + ux * k), round(cy + uy * k)))
            if c[0] > 180 and c[1] < 120:
                return True
        return False

    sides = [red_near(ux, uy) for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    assert sum(sides) >= 3, sides
    surf.fill((0, 0, 0))  # no simulation: the straight line to the same pin, bare
    end = view.draw_guide(surf, "1", balls, 90.0, pins)
    assert end.pin is None and end.ghost == pytest.approx(view.to_screen((X, reach)), abs=1)
    assert not any(red_near(ux, uy) for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    # and no red ring when nothing stands in the way (the line runs on to the mingo)
    surf.fill((0, 0, 0))
    view.draw_guide(surf, "1", balls, 90.0, {})
    assert not any(red_near(ux, uy) for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
