"""The marks after the lag (art. 9): how far each lag ball stopped from the head cushion — a
line from the ball to the cushion on the table with its distance, and the same distances in
words — to the centimetre, or as finely as tells the two apart."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame

from chapo_game.i18n import _, decimal
from chapo_game.position import Position
from chapo_game.rules.match import Match

from .draw.geometry import TableGeometry
from .guides import LAG_COLOUR


def lag_gaps(match: Match) -> list[tuple[str, float | None]]:
    """After the lag: each lag ball and how far its edge stopped from the head cushion (m;
    ``None``: off the table or pocketed) — the referee compares the centres, the same thing."""
    lags = match.lags
    if not lags:
        return []
    r = match.table.ball_radius
    return [
        (ball, None if d is None else max(0.0, d - r))
        for ball, d in zip(("1", "2"), lags[-1].distance, strict=True)
    ]


def gap_text(gap: float | None, decimals: int = 0) -> str:
    if gap is None:
        return _("out of play")
    return _("{cm} cm").format(cm=decimal(gap * 100, decimals))


def gap_texts(gaps: list[float | None]) -> list[str]:
    """The lag balls' distances to the centimetre, or as finely as tells them apart: two
    balls shown at "67 cm" and "67 cm" beside a winner look like a tie the referee did not
    call (he calls one only within a millimetre, :data:`rules.lag.EQUAL_DISTANCE`)."""
    for decimals in (0, 1, 2):
        texts = [gap_text(g, decimals) for g in gaps]
        if len(set(texts)) == len(texts):
            break
    return texts


def _lag_gap_lines(
    view: TableGeometry, match: Any, position: Position
) -> Iterator[tuple[tuple[float, float], tuple[float, float], str, tuple[int, int]]]:
    """Each lag ball's mark: the line from the ball to the head cushion (ball end, cushion
    end), its distance as text, and where that text starts (right of the ball: above the
    line's end on a table lying across, level with the ball's centre on one upright)."""
    r = view.ball_radius_px()
    gaps = lag_gaps(match)
    texts = gap_texts([gap for _, gap in gaps])
    for (ball, gap), text in zip(gaps, texts, strict=True):
        xy = position.balls.get(ball)
        if xy is None or gap is None:
            continue
        a = view.to_screen((xy[0], xy[1] - match.table.ball_radius))
        b = view.to_screen((xy[0], 0.0))
        at = (a[0] + 1.5 * r, a[1] - r) if view.upright else (a[0] + 2 * r, a[1] - r)
        yield a, b, text, (round(at[0]), round(at[1]))


def lag_gap_marks(
    view: TableGeometry, fonts: Any, match: Any, position: Position, lines: bool = True
) -> list[pygame.Rect]:
    """Where :func:`draw_lag_gaps` draws: each ball with its line and its distance (what a
    panel over the table must leave in sight); with ``lines=False`` only each ball and its
    distance, what must stay in sight when nothing leaves the lines clear too."""
    r = view.ball_radius_px()
    marks = []
    for a, b, text, at in _lag_gap_lines(view, match, position):
        ball = pygame.Rect(0, 0, 2 * r, 2 * r)
        c = view.vec_to_screen((0.0, r))  # from the ball's end of the line to its centre
        ball.center = (round(a[0] + c[0]), round(a[1] + c[1]))
        label = fonts.text(text, 20, LAG_COLOUR).get_rect(midleft=at)
        mark = ball.union(label)
        if lines:
            line = pygame.Rect(round(min(a[0], b[0])), round(min(a[1], b[1])), 1, 1)
            line.union_ip(pygame.Rect(round(max(a[0], b[0])), round(max(a[1], b[1])), 1, 1))
            mark.union_ip(line)
        marks.append(mark.inflate(12, 12))
    return marks


def draw_lag_gaps(
    surf: pygame.Surface, view: TableGeometry, fonts: Any, match: Any, position: Position
) -> None:
    """On the table: from each lag ball a line to the head cushion, with its distance."""
    for a, b, text, at in _lag_gap_lines(view, match, position):
        pygame.draw.line(surf, LAG_COLOUR, a, b, 2)
        pygame.draw.line(surf, LAG_COLOUR, (b[0], b[1] - 6), (b[0], b[1] + 6), 2)
        fonts.draw(surf, text, 20, LAG_COLOUR, midleft=at)


def lag_gaps_said(match: Any) -> str:
    """The lag in words, "ball 1 out of play, ball 2 at 2 cm" (not "bola 1 a fuera"); "" before
    any lag."""
    return gaps_said(lag_gaps(match))


def gaps_said(gaps: list[tuple[str, float | None]]) -> str:
    """:func:`lag_gaps_said` of the lag balls' gaps (:func:`lag_gaps`)."""
    said = [
        _("ball {n} out of play").format(n=n)
        if g is None
        else _("ball {n} at {gap}").format(n=n, gap=t)
        for (n, g), t in zip(gaps, gap_texts([g for _, g in gaps]), strict=True)
    ]
    return _("From the head cushion: {a}, {b}").format(a=said[0], b=said[1]) if said else ""


def small_questions(pr: pygame.Rect, upright: bool = False) -> list[pygame.Rect]:
    """The break-or-cede question made smaller, down to as small as it stays legible (a
    two-line title, the distances, the buttons): half the table's length and two fifths of
    its width, then a little less — the table upright, nine tenths of its width and a sixth
    of its length (a question half as wide as an upright table cut its words)."""
    sizes = ((0.9, 1 / 6), (0.84, 0.15)) if upright else ((0.5, 0.4), (0.46, 0.34))
    return [pygame.Rect(0, 0, round(pr.width * w), round(pr.height * h)) for w, h in sizes]


def free_spot(
    area: pygame.Rect, box: pygame.Rect, marks: list[pygame.Rect], upright: bool = False
) -> pygame.Rect | None:
    """``box`` moved inside ``area`` to where it meets none of ``marks``: the foot end first
    (the right-hand one, the top one on a table upright), then the place nearest the middle
    of the table's width; ``None`` if there is none."""
    across = box.width if upright else box.height  # the box along the table's width
    step = max(4, across // 12)
    if upright:  # along the length from the top; across, the screen's x
        along = range(area.y, area.bottom - box.height + 1, step)
        side, middle = range(area.x, area.right - box.width + 1, step), area.centerx
    else:  # along the length from the right; across, the screen's y
        along = range(area.right - box.width, area.x - 1, -step)
        side, middle = range(area.y, area.bottom - box.height + 1, step), area.centery
    nearest = sorted(side, key=lambda c: abs(c + across // 2 - middle))
    for a in along:
        for c in nearest:
            spot = pygame.Rect((c, a) if upright else (a, c), box.size)
            if spot.collidelist(marks) < 0:
                return spot
    return None
