"""The pull-back: how far the pointer pulls the cue back along the aim sets the power. Apart
from :mod:`.aim`, which owns when a pull starts, strikes or is let go; this is the pure
arithmetic of the pull, the same on every window size."""

from __future__ import annotations

from .draw.geometry import TableGeometry

MAX_PULL = 0.35  # m of the cue's drawn pull-back at full power
#: Full power is a pull of this fraction of the drawn table's width, rails included (at least
#: MAX_PULL of table): about 290 px at 1280x720, so one pixel is 0.03 m/s at lag speeds.
FULL_PULL_SCREEN = 0.5
FINE_PULL = 0.25  # with Shift held, a pull counts this much


def full_pull_px(view: TableGeometry) -> float:
    """The pull (px) that gives full power."""
    return max(MAX_PULL * view.scale, FULL_PULL_SCREEN * view.short_side())


def pulled_power(
    view: TableGeometry,
    angle: float,
    pull: float,
    last: tuple[int, int],
    pos: tuple[int, int],
    fine: bool,
) -> float:
    """The power after the pointer moved from ``last`` to ``pos`` while pulling back (``pull``
    m so far) along the aim ``angle``: only the movement away from the aim counts, a quarter
    of it when ``fine`` (Shift held)."""
    dx, dy = view.dir_to_screen(angle)
    back = -((pos[0] - last[0]) * dx + (pos[1] - last[1]) * dy)
    if fine:
        back *= FINE_PULL
    return max(0.0, min(1.0, pull / MAX_PULL + back / full_pull_px(view)))
