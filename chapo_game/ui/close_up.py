"""The pins' close-up of a replay (:mod:`.scenes.replay`): a magnified copy of the pins' cross
in a corner of the table area, and how much of it is seen at each moment of the shot.

The corner is one the strike leaves clear — the cue ball where it stood and the dashed aim
ahead of it (:func:`strike_lines`) — and of those the one the shot's balls cross least
(:func:`quiet_corner`). At a salida the balls run to the foot end, so the corner they crossed
least was a head one: the close-up sat beside the cue ball and faded in over the cue while the
replay still showed it striking. The cue, drawn only in the replay's first frames, counts as a
ball under the corner for those frames.

On a busy shot every corner is crossed by some ball, and a fast one ran under the close-up
unseen. While a ball (or the cue) is under it the close-up is not drawn, and it fades out
before the ball arrives and back in after it has left (:func:`opacity`). It stays in its
corner rather than jumping to another: an inset that moves when a ball comes near pulls the
watcher's eye away from the shot at the very moment it matters, and the other corners may be
crossed a moment later; fading it lets the ball run in plain sight while the pins' view waits
in the same place, always shown when no ball needs the room.

A pin knocked away from the cross counts as a ball does, with its length added to its reach:
a lateral that flew to a foot corner lay under the close-up to the replay's end, where the call
said "knocked down one lateral" and no pin down was in sight.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import BALL_IDS

from .draw.stick import CUE_LENGTH
from .playback import frame_balls, frame_pins
from .replay import CUE_FRAMES, ShotRecord, aimed_lines, record_of
from .widgets import ACCENT, PANEL_EDGE

ZOOM = 2.2  # the close-up's magnification (at most: it is kept to 42 % of the table's height)
ZOOM_SPAN = 0.42  # m around the pins' cross: its auxiliary spots too (2 s = 18.4 cm out)
#: Recorded frames (a quarter of a second of the shot) over which the close-up fades out
#: before a ball comes under it and back in after the ball has gone: it neither blinks nor
#: is still half drawn over a ball arriving fast.
FADE_FRAMES = 15

ToScreen = Callable[[Any], tuple[float, float]]
Point = tuple[float, float]
Segment = tuple[Point, Point]


def strike_lines(record: Any, view: Any) -> tuple[list[Segment], list[Segment]]:
    """The strike on the screen: each shot's cue as the replay's first frames draw it (from
    the ball's centre back to the butt, its whole length: the other balls that shorten it
    are left aside) and each aimed line (:func:`..replay.aimed_lines`), the replay's dashes."""
    cues = []
    for shot in record.shots:
        xy = record.position.balls.get(shot.ball)
        if xy is None:
            continue
        dx, dy = view.dir_to_screen(shot.angle)
        x, y = view.to_screen(xy)
        back = (view.table.ball_radius + 0.01 + CUE_LENGTH) * view.scale
        cues.append(((x, y), (x - dx * back, y - dy * back)))
    aims = [(view.to_screen(a), view.to_screen(b)) for a, b in aimed_lines(record, view.table)]
    return cues, aims


def moving_things(frame: Any) -> dict[str, Any]:
    """What a frame has on the cloth that the close-up must not hide, by id: its balls and its
    pins (each with ``xy``)."""
    things: dict[str, Any] = {k: b for k, b in frame_balls(frame).items() if b is not None}
    things.update(frame_pins(frame))
    return things


def crossed(rect: pygame.Rect, lines: Sequence[Segment]) -> int:
    """How many of ``lines`` (screen segments) run through ``rect``."""
    return sum(bool(rect.clipline(p, q)) for p, q in lines)


def quiet_corner(
    corners: Sequence[Any],
    to_screen: ToScreen,
    record: Any,
    margin: int = 0,
    strike: tuple[Sequence[Segment], Sequence[Segment]] = ((), ()),
) -> Any:
    """Of ``corners`` (screen rectangles, in order of preference), the one that crosses fewest
    aimed lines (``strike``: :func:`strike_lines`; each starts at its cue ball), and of those
    the one the shot's balls cross least, frame by frame (a fast ball crossed a corner between
    two samples a tenth of a second apart), a cue across it counting as a ball there for the
    :data:`..replay.CUE_FRAMES` it is drawn: the pins' close-up covered the striker's ball by
    the top-left pocket for a whole replay. Worked out once a replay (the scene keeps it)."""
    seen = [b.xy for f in record.frames for b in moving_things(f).values()]
    seen += [xy for xy in record.position.balls.values() if xy is not None]
    points = [to_screen(xy) for xy in seen]
    # a ball whose centre is within ``margin`` (its radius) of the square is under it in part
    under = [r.inflate(2 * margin, 2 * margin) for r in corners]
    cues, aims = strike
    hidden = [
        (crossed(u, aims), sum(u.collidepoint(p) for p in points) + CUE_FRAMES * crossed(u, cues))
        for u in under
    ]
    return corners[hidden.index(min(hidden))]


def ball_under(
    rect: pygame.Rect,
    to_screen: ToScreen,
    record: Any,
    margin: int,
    cues: Sequence[Segment] = (),
    pin_reach: int = 0,
) -> list[bool]:
    """For each recorded frame ``i``, whether a ball is under ``rect`` (within ``margin``, its
    radius, of it) at that frame or on its way to the next: the replay draws a ball anywhere
    on that line between two frames, and a fast one crossed a corner between them. While the
    replay draws the cue (its first :data:`..replay.CUE_FRAMES`), a cue of ``cues`` across
    ``rect`` counts as a ball: where no corner leaves it clear, the close-up gives way to it.
    A pin counts too, within ``pin_reach`` more (its length, lying: its ``xy`` is its base)."""
    near = rect.inflate(2 * margin, 2 * margin)
    struck = crossed(near, cues) > 0
    near_pin = rect.inflate(2 * (margin + pin_reach), 2 * (margin + pin_reach))
    frames = [moving_things(f) for f in record.frames]
    out = []
    for i, things in enumerate(frames):
        later = frames[min(i + 1, len(frames) - 1)]
        hit = False
        for tid, b in things.items():
            box = near if tid in BALL_IDS else near_pin
            p = to_screen(b.xy)
            q = to_screen(later[tid].xy) if later.get(tid) is not None else p
            hit = hit or box.collidepoint(p) or bool(box.clipline(p, q))
        out.append(hit or (struck and i < CUE_FRAMES))
    return out


def opacity(under: Sequence[bool], at: float, fade: float = FADE_FRAMES) -> float:
    """How much of the close-up is drawn at replay frame ``at`` (0 to 1): nothing while a ball
    is under it, rising with the frames from the nearest moment one is (``under``, from
    :func:`ball_under`), whole from ``fade`` frames away."""
    lo, hi = max(0, math.floor(at - fade) - 1), min(len(under), math.ceil(at + fade) + 1)
    gap = fade
    for i in range(lo, hi):
        if under[i]:
            gap = min(gap, max(0.0, i - at, at - (i + 1)))
    return max(0.0, min(1.0, gap / fade)) if fade > 0 else float(gap > 0)


class CloseUp:
    """A replay's close-up of the pins: its corner and the frames a ball is under it, worked
    out once a replay and again after the window is resized."""

    def __init__(self, record: Any) -> None:
        self.record = record
        self._for: tuple[int, ...] | None = None  # the table's place it was worked out for
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.under: list[bool] = []

    def place(self, view: Any) -> pygame.Rect:
        """Where the close-up goes: the corner of the table area clear of the aim that its
        balls (and the cue) cross least."""
        if self._for != tuple(view.outer):
            side = round(min(view.short_side() * 0.42, ZOOM_SPAN * view.scale * ZOOM))
            o = view.outer.inflate(-12, -12)
            xs, ys = (o.x, o.right - side), (o.y, o.bottom - side)
            corners = [pygame.Rect(x, y, side, side) for y in ys for x in xs]
            margin = view.ball_radius_px()
            strike = strike_lines(self.record, view)
            self.rect = quiet_corner(corners, view.to_screen, self.record, margin, strike)
            reach = round(view.table.pin_height * view.scale)
            self.under = ball_under(
                self.rect, view.to_screen, self.record, margin, strike[0], reach
            )
            self._for = tuple(view.outer)
        return self.rect

    def placed(self, view: Any) -> CloseUp:
        """Itself, its place worked out for ``view`` (:meth:`place`)."""
        self.place(view)
        return self

    def draw(self, surf: pygame.Surface, view: Any, at: float) -> None:
        """The pins' cross, magnified, over the corner, as much of it as :func:`opacity` says
        at replay frame ``at``; its source framed on the table while it is seen."""
        dest = self.place(view)
        seen = opacity(self.under, at)
        if seen <= 0.0:
            return
        cx, cy = view.to_screen(view.table.spots["center"])
        src = round(ZOOM_SPAN * view.scale)
        area = pygame.Rect(0, 0, src, src)
        area.center = (round(cx), round(cy))
        area = area.clip(surf.get_rect())
        if area.width < 4 or area.height < 4:
            return
        img = pygame.transform.smoothscale(surf.subsurface(area).copy(), dest.size)
        pygame.draw.rect(img, ACCENT, img.get_rect(), 2)
        img.set_alpha(round(255 * seen))
        surf.blit(img, dest.topleft)
        pygame.draw.rect(surf, PANEL_EDGE, area, 1)


def placed_ahead(
    position: Position, shots: Sequence[Shot], result: Any, view: Any
) -> ShotRecord | None:
    """The record of ``shots`` played from ``position`` (:func:`..replay.record_of`) with its
    close-up placed for ``view`` (the table as the shot was struck; resized since, the replay
    places it again) — on a worker thread while the balls roll (:class:`..playback.Playback`'s
    ``prepare``). Worked out over every recorded frame by the replay's
    first, it took 20-95 ms of the frame that opened the demo's replay at 1920×1080: the
    table stood still for two to six frames. Only a shot that knocked pins gets it, the only
    one whose replay opens on the close-up (the demo's); Z on another works it out then."""
    record = record_of(position, shots, result)
    if record is None or not record.pin_times():
        return record
    return dataclasses.replace(record, close_up=CloseUp(record).placed(view))
