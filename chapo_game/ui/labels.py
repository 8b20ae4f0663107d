"""Where a label goes beside a point on the table so that it hides nothing it is about: the
lag's speed beside where the hinted ball stops (clear of the cue), a foul's words beside the
crossed ghost ball (clear of the balls, the pins and the lines). Pure layout, no drawing."""

from __future__ import annotations

import pygame

from chapo_game.physics.geom import point_segment

Vec = tuple[float, float]


def label_beside(
    end: Vec, r: float, size: tuple[int, int], cue: tuple[Vec, Vec] | None
) -> dict[str, tuple[int, int]]:
    """Where the lag's speed label goes beside the point where the hinted ball stops: above
    it, or below it when the cue (which lies across that spot once the aim is turned a
    little, the ball coming back to near where it started) would cover it there."""
    above = (round(end[0] + r), round(end[1] - 2 * r))
    below = (round(end[0] + r), round(end[1] + 2 * r))
    if cue is None:
        return {"midleft": above}

    def clearance(midleft: tuple[int, int]) -> float:
        rect = pygame.Rect((0, 0), size)
        rect.midleft = midleft
        if rect.clipline(cue[0], cue[1]):
            return -1.0
        corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright, rect.center)
        (ax, ay), (bx, by) = cue
        return min(point_segment(x, y, ax, ay, bx, by)[0] for x, y in corners)

    if clearance(above) >= r:  # where it has always been, while the cue is clear of it
        return {"midleft": above}
    return {"midleft": max((above, below), key=clearance)}


def edges(rect: pygame.Rect) -> list[tuple[Vec, Vec]]:
    """A rectangle's four sides, as lines a label must not cross (another label)."""
    c = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    return [(c[i], c[(i + 1) % 4]) for i in range(4)]


def chip_beside(
    at: Vec,
    gap: float,
    size: tuple[int, int],
    balls: list[Vec],
    r: float,
    lines: list[tuple[Vec, Vec]],
    bounds: pygame.Rect,
) -> pygame.Rect:
    """Where a label of ``size`` goes beside the point ``at`` (``gap`` away), inside
    ``bounds``: right, left, below, above, then the corners — the first place that covers no
    ball (centres ``balls``, radius ``r``) and crosses none of ``lines``; then the same
    farther out (a wide label, large text, found every near place over a pin or a line, and
    hid a lateral); failing all, the one covering fewest of them. A label beside a ghost ball
    must not hide the ball it is about."""
    x, y = round(at[0]), round(at[1])
    places = []
    for g in (round(gap), round(gap) + 3 * size[1], round(gap) + 6 * size[1]):
        places += [
            ("midleft", (x + g, y)),
            ("midright", (x - g, y)),
            ("midtop", (x, y + g)),
            ("midbottom", (x, y - g)),
            ("topleft", (x + g, y + g)),
            ("bottomleft", (x + g, y - g)),
            ("topright", (x - g, y + g)),
            ("bottomright", (x - g, y - g)),
        ]

    def covered(rect: pygame.Rect) -> int:
        near = rect.inflate(2 * r, 2 * r)
        hidden = sum(1 for b in balls if near.collidepoint(b))
        return hidden + sum(1 for a, b in lines if rect.clipline(a, b))

    best, least = None, -1
    for anchor, point in places:  # drawn every frame: the first clear place ends the search
        rect = pygame.Rect((0, 0), size)
        setattr(rect, anchor, point)
        rect = rect.clamp(bounds)
        hides = covered(rect)
        if hides == 0:
            return rect
        if best is None or hides < least:  # the first of the least covered: the order decides
            best, least = rect, hides
    assert best is not None
    return best
