"""The chalk strings (the two cabañas' and the línea media) stand off the cloth as drawn, to
every eye: at 1.6:1 (CIEDE2000 11–13) a 1-pixel string was lost from a few metres."""

from __future__ import annotations

import math

import pygame
import pytest
from vision import KINDS, contrast, difference

from chapo_game.table import get_table
from chapo_game.ui.draw.cue import GUIDE_COLOUR
from chapo_game.ui.draw.view import TableView


def string_and_cloth(view: TableView, y: float, across: float) -> tuple[tuple, tuple]:
    """On the table as drawn, the brightest pixel across the string at table ``y`` (``across``
    of the table's width, clear of the spots), and the cloth six pixels beside it."""
    t = view.table
    surf = view.static_surface()
    x0, y0 = view.to_screen((t.width * across, y))
    x1, y1 = view.to_screen((t.width * across, y + 0.01))
    n = math.dist((x0, y0), (x1, y1))
    ux, uy = (x1 - x0) / n, (y1 - y0) / n  # one pixel along the table, across the string

    def at(k: float) -> tuple[int, int, int]:
        p = (round(x0 + ux * k) - view.outer.x, round(y0 + uy * k) - view.outer.y)
        return tuple(surf.get_at(p))[:3]

    k = max(range(-3, 4), key=lambda k: sum(at(k)))
    return at(k), at(k + 6)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
def test_the_strings_stand_off_the_cloth_and_under_the_aiming_guide(app, size):
    t = get_table()
    view = TableView(t, pygame.Rect(0, 0, *size))
    for y in (t.cabana_salida_y, t.linea_media_y, t.cabana_mingo_y):
        for across in (0.2, 0.5 - 2.6 * t.pin_spacing / t.width, 0.8):
            string, cloth = string_and_cloth(view, y, across)
            for kind in KINDS:
                assert difference(string, cloth, kind) >= 20, (y, kind, string, cloth)
            assert contrast(string, cloth) >= 2.0, (y, string, cloth)
            # the guide, drawn in the chalk's own colour, stays much the brighter line
            assert contrast(GUIDE_COLOUR, cloth) > contrast(string, cloth) + 1.5
