"""The engine's bodies: a ball (its exact state and its pymunk shape) and a pin (how it stands
or lies, where its base is, what knocked it). Plain state; the mechanics are the mixins
:mod:`.engine`'s world is made of (:mod:`.step`, :mod:`.next_event`, :mod:`.contacts`,
:mod:`.pins` and its ``pin_*`` modules, :mod:`.shot_end`)."""

from __future__ import annotations

import math
from typing import Any

import pymunk

from .ball import BallState


class Ball:
    __slots__ = (
        "active",
        "air",
        "body",
        "cp_body",
        "cp_shape",
        "cur",
        "end",
        "end_stop",
        "id",
        "lip",
        "mov",
        "quat",
        "sag",
        "shape",
        "sweep",
        "t_frame",
        "w_frame",
    )

    def __init__(self, bid: str, s: BallState) -> None:
        self.id = bid
        self.cur = s  # exact state at the world's time
        self.end = s  # exact state at the end of the step being looked at
        self.end_stop: float | None = None
        self.active = True
        self.mov = False  # moving (cached: cur.moving() while on the table)
        self.sweep = 0.0  # how far the path of the current step strays from its end
        self.sag = 0.0  # how far the path of the current step strays from its chord
        self.quat = (1.0, 0.0, 0.0, 0.0)
        self.w_frame: tuple[float, float, float] | None = None
        self.t_frame = 0.0
        #: over a pocket's hole, off the cloth: ``(pocket, cx, cy, t, met)``, ``t`` when its
        #: centre passed the edge (its fall began), ``met`` once it has met the far edge it will
        #: climb (``contacts._meet``); it flies straight on until it drops or climbs out
        self.air: tuple[str, float, float, float, Any] | None = None
        #: the pocket whose far edge it has just climbed: not met again until its centre is
        #: outside that hole
        self.lip: str | None = None

    def refresh(self) -> None:
        # a ball over a hole is looked at every step until it drops or climbs out, moving or not
        self.mov = self.active and (self.cur.moving() or self.air is not None)


class Pin:
    """A pin: ``standing`` upright; ``pressed`` upright but leaning away from the ball pressing
    it (``presser``); ``down`` knocked (falling from ``t_knock`` until ``t_flat``, then lying
    along ``(dx, dy)`` from its base, or leaning where its fall came to rest: on a ball,
    ``rests_on``, or a cushion, ``wall``, its top ``top`` out); ``pocketed``. ``(x, y)`` is
    the base at the world's time; a pin slides with constant deceleration along its
    velocity."""

    __slots__ = (
        "body",
        "cause",
        "circle",
        "dx",
        "dy",
        "end",
        "id",
        "lean",
        "leaning",
        "mode",
        "pocket",
        "presser",
        "rests_on",
        "root",
        "seg",
        "t_flat",
        "t_knock",
        "top",
        "vx",
        "vy",
        "w0",
        "wall",
        "x",
        "y",
    )

    def __init__(self, pid: str, x: float, y: float, standing: bool) -> None:
        self.id = pid
        self.x, self.y = x, y
        self.vx = self.vy = 0.0
        self.mode = "standing" if standing else "down"
        self.cause: dict[str, str] | None = None
        self.root = ""
        self.presser: Ball | None = None
        self.lean = 0.0  # how far the presser is into the pin's footprint (m)
        self.leaning = False  # left leaning on a ball at the end of the shot
        self.dx, self.dy = 1.0, 0.0
        self.t_knock = -math.inf
        self.t_flat = -math.inf  # lies flat from this time on
        #: how far (m) its top lies from its base once it has fallen, where its fall came to rest
        #: on a ball (``rests_on``); infinite: a whole pin height, flat on the cloth
        self.top = math.inf
        self.rests_on: Ball | None = None
        #: the cushion (id) its head leans against, where its fall came to rest on one
        self.wall: str | None = None
        self.w0 = 0.0  # rate at which the kick started its fall (rad/s)
        self.pocket: str | None = None
        self.end = (x, y, 0.0, 0.0)
        self.circle: pymunk.Circle | None = None
        self.seg: pymunk.Segment | None = None

    def moving(self) -> bool:
        return self.vx != 0.0 or self.vy != 0.0
