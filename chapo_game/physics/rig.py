"""The pymunk side of the engine: spaces for a table, each built once and reset for each shot.

Why: building a pymunk space with its bodies, shapes, filters and handlers costs about as much
as simulating a whole short shot; the computer player simulates thousands of shots per decision.
So the space, its cushions and every body and shape a shot can need (three balls; each pin's
upright circle and fallen segment) are made once, and :meth:`Rig.reset` only puts the shapes of
a position into it. pymunk is only the broad and narrow phase: its ``begin``/``separate``
handlers keep the set of overlapping pairs (``world.touching``) and tell pymunk never to respond
itself. A rig serves one shot at a time; rigs not in use wait in a small pool that any thread
takes from (:func:`held_rig`).
"""

from __future__ import annotations

import atexit
import contextlib
import math
import os
import threading
import weakref
from collections.abc import Callable, Iterator
from typing import Any

import pymunk
from pymunk._chipmunk import ffi, lib

from ..table import BALL_IDS, PIN_IDS, Table
from .geom import name_of

# collision types and filter categories
T_BALL, T_CUSHION, T_PIN, T_SEG = 1, 2, 3, 4
#: the kind of pair two down pins make (both of collision type ``T_SEG``)
T_SEGS = 5
C_BALL, C_CUSHION, C_PIN, C_SEG = 1, 2, 4, 8
#: Margin of the shapes pymunk sees over the bodies (m); a moving ball's circle is further
#: inflated by its whole path in the step, so a pair that touches at any instant of a step still
#: overlaps at its end, where pymunk looks.
INFLATE = 1e-4
#: The C functions under ``Body.position``'s setter and ``Circle.unsafe_set_radius``, called
#: on a body's and a shape's chipmunk pointers (``_body``, ``_shape``) by the engine's step
#: loop — every moving ball, every step: no Python call between the loop and chipmunk — and
#: as each shot puts its position's balls and pins in the rig.
CP_SET_POSITION = lib.cpBodySetPosition
CP_SET_RADIUS = lib.cpCircleShapeSetRadius
#: The same under ``Segment.unsafe_set_endpoints`` and ``Segment.unsafe_set_radius``: a moving
#: or falling pin's axis, every step.
CP_SET_ENDPOINTS = lib.cpSegmentShapeSetEndpoints
CP_SET_SEG_RADIUS = lib.cpSegmentShapeSetRadius
#: ``Space.step`` without its Python wrapper (2 % of a shot's instructions): the wrapper's work
#: is queues of what a callback adds or removes while chipmunk steps, and the engine's callbacks
#: add and remove nothing (shapes leave between steps). What it does besides — let go of the
#: shapes removed before the step — has nothing to do: the rig removes shapes by chipmunk's own
#: call (:data:`CP_REMOVE_SHAPE`), which pymunk's list of them never hears of.
CP_SPACE_STEP = lib.cpSpaceStep
#: ``Space.add`` and ``Space.remove`` for a shape come down to these C calls; their Python
#: wrappers (type dispatch, asserts, a weak reference and pymunk's own dict of the space's
#: shapes) cost more than chipmunk's work, and a rig swaps up to eight shapes in and out of its
#: space at every shot — 3 % of ``chapo bench``'s shots' instructions (callgrind). The rig
#: calls them itself for the shapes of a position (:meth:`Rig.add`, :meth:`Rig.remove`,
#: :meth:`Rig.reset`) and keeps its own list of them (``in_space``): the same calls in the same
#: order, so chipmunk sees and reports exactly what it did through pymunk.
CP_ADD_SHAPE = lib.cpSpaceAddShape
CP_REMOVE_SHAPE = lib.cpSpaceRemoveShape

#: Rigs not in use, newest last: any thread takes one (:func:`held_rig`).
_free: list[Rig] = []
_free_lock = threading.Lock()
#: Set by the exit hook (:func:`_empty_all`): rigs are emptied, no longer kept.
_exiting = threading.Event()
#: How many rigs the pool keeps: one per thread that simulates at once is all it needs.
FREE_KEPT = 8


def _new_free_lock() -> None:
    """A process forked while another thread held the pool's lock (the computer's worker
    processes are forked while the window's guide may be simulating) would wait for it for
    ever: the child starts with a lock of its own."""
    global _free_lock
    _free_lock = threading.Lock()


os.register_at_fork(after_in_child=_new_free_lock)

#: Every rig alive, in every thread, to be emptied before the interpreter shuts down.
_rigs: weakref.WeakSet[Rig] = weakref.WeakSet()


@atexit.register
def _empty_all() -> None:
    """Empty every rig's space while pymunk's callbacks can still run. A space or body freed
    during the interpreter's shutdown (a rig in the pool, or a worker thread's)
    walks its shapes through callbacks that are gone by then, and cffi printed one line per
    shape: 'extern "Python": function pymunk._chipmunk.ext_cpBodyShapeIteratorFunc() called,
    but @ffi.def_extern() was not called in the current subinterpreter'. A rig in use now is
    emptied by its own thread when its shot ends (:func:`held_rig`)."""
    with _free_lock:
        _exiting.set()
        pooled = list(_free)  # given back, if maybe not yet let go: none is taken from now on
    for rig in list(_rigs):
        # a rig simulating in a thread is left alone: that thread empties it (held_rig)
        if rig.busy.acquire(timeout=1.0) if rig in pooled else rig.busy.acquire(blocking=False):
            try:
                rig.empty()
            finally:
                rig.busy.release()


@contextlib.contextmanager
def held_rig(table: Table) -> Iterator[Rig]:
    """A rig for ``table`` of this shot's own, back in the pool after it. Why a pool, not a
    rig per thread: the window's guide works each aim out in a worker thread that ends when
    nothing is asked, and a rig is a knot of reference cycles (pymunk's own), so each sweep
    of the aim left some 200 rigs for the cyclic collector — 17 full collections in 8 s, up
    to 92 ms each, a frame of 96 ms. A rig whose shot failed is not kept (its space may be
    half changed)."""
    with _free_lock:
        rig = None
        if not _exiting.is_set():
            rig = next((r for r in reversed(_free) if r.table is table), None)
        if rig is not None:
            _free.remove(rig)
    if rig is None:
        rig = Rig(table)
    with rig.busy:  # not emptied at exit under a shot (see _empty_all)
        yield rig
        rig.reset(None)  # lets the shot's world go
        with _free_lock:
            kept = not _exiting.is_set()
            if kept:
                _free.append(rig)
                del _free[:-FREE_KEPT]
        if not kept:  # the exit hook has passed it by: full, it would be freed at shutdown,
            rig.empty()  # a cffi line per shape and a segmentation fault


class Rig:
    """A table's pymunk space with every shape a shot can need (see the module doc)."""

    def __init__(self, table: Table) -> None:
        _rigs.add(self)
        #: held while a shot is simulated on this rig (:meth:`.Simulator.simulate`)
        self.busy = threading.Lock()
        self.table = table
        space = pymunk.Space()
        self.space = space
        #: the shot being simulated: the handlers record its overlapping pairs
        self.world: Any = None
        #: a shape's chipmunk pointer -> the world's object for it (a ball, a pin, a cushion
        #: id): the handlers look a pair up by the pointers pymunk gives them, without making
        #: the shapes' Python objects again (see :func:`_shapes_reader`)
        self.by_shape: dict[Any, Any] = {}
        self.in_space: list[pymunk.Shape] = []
        # the cushions' own static body, not the space's built-in one: it can be taken out
        # of the space with the rest (:meth:`empty`)
        self.static = pymunk.Body(body_type=pymunk.Body.STATIC)
        space.add(self.static)
        for cid, seg in table.cushions.items():
            shape = pymunk.Segment(self.static, seg.a, seg.b, 0.0)
            shape.collision_type = T_CUSHION
            shape.filter = pymunk.ShapeFilter(categories=C_CUSHION, mask=C_BALL)
            space.add(shape)
            self.by_shape[shape._shape] = cid
        r, rp, h = table.ball_radius, table.pin_radius, table.pin_height
        self.balls: dict[str, tuple[pymunk.Body, pymunk.Circle]] = {}
        for bid in BALL_IDS:
            body = pymunk.Body(1.0, math.inf)
            shape = pymunk.Circle(body, r + INFLATE)
            shape.collision_type = T_BALL
            shape.filter = pymunk.ShapeFilter(
                categories=C_BALL, mask=C_BALL | C_CUSHION | C_PIN | C_SEG
            )
            space.add(body)
            self.balls[bid] = (body, shape)
        self.pins: dict[str, tuple[pymunk.Body, pymunk.Circle, pymunk.Segment]] = {}
        for pid in PIN_IDS:
            body = pymunk.Body(1.0, math.inf)
            circle = pymunk.Circle(body, rp)
            circle.collision_type = T_PIN
            circle.filter = pymunk.ShapeFilter(categories=C_PIN, mask=C_BALL | C_SEG)
            seg = pymunk.Segment(body, (0.0, 0.0), (h, 0.0), rp + INFLATE)
            seg.collision_type = T_SEG
            seg.filter = pymunk.ShapeFilter(categories=C_SEG, mask=C_BALL | C_PIN | C_SEG)
            space.add(body)
            self.pins[pid] = (body, circle, seg)
        by_shape = self.by_shape
        shapes = _shapes_reader()

        def begin(arbiter: pymunk.Arbiter, _space: pymunk.Space, kind: int) -> None:
            arbiter.process_collision = False
            world = self.world
            if world is not None:
                sa, sb = shapes(arbiter)
                a, b = _pair(kind, by_shape[sa], by_shape[sb])
                world.touching[(kind, id(a), id(b))] = (kind, a, b)

        def separate(arbiter: pymunk.Arbiter, _space: pymunk.Space, kind: int) -> None:
            world = self.world
            if world is not None:
                sa, sb = shapes(arbiter)
                a, b = _pair(kind, by_shape.get(sa), by_shape.get(sb))
                world.touching.pop((kind, id(a), id(b)), None)

        for ta, tb, kind in (
            (T_BALL, T_BALL, T_BALL),
            (T_BALL, T_CUSHION, T_CUSHION),
            (T_BALL, T_PIN, T_PIN),
            (T_BALL, T_SEG, T_SEG),
            (T_SEG, T_PIN, -T_SEG),
            (T_SEG, T_SEG, T_SEGS),
        ):
            space.on_collision(ta, tb, begin=begin, separate=separate, data=kind)

    def empty(self) -> None:
        """Take every shape and body out of the space, so that freeing them walks nothing.
        Only at exit, with :attr:`busy` held: the rig is of no use afterwards."""
        self.reset(None)  # the position's shapes, which pymunk does not list (CP_ADD_SHAPE)
        for obj in [*self.space.shapes, *self.space.bodies]:
            with contextlib.suppress(AssertionError):  # gone already: nothing to free
                self.space.remove(obj)

    def reset(self, world: Any) -> None:
        """Empty the space of the last shot's shapes and attach ``world`` (its shapes are then
        added with :meth:`add`)."""
        self.world = None
        cp_space = self.space._space
        for shape in self.in_space:
            CP_REMOVE_SHAPE(cp_space, shape._shape)
            del self.by_shape[shape._shape]
        self.in_space = []
        self.world = world

    def add(self, shape: pymunk.Shape, owner: Any) -> None:
        """Put a shape of the position in the space (:data:`CP_ADD_SHAPE`), ``owner`` the
        world's object its pairs are reported as."""
        self.by_shape[shape._shape] = owner
        CP_ADD_SHAPE(self.space._space, shape._shape)
        self.in_space.append(shape)

    def remove(self, shape: pymunk.Shape) -> None:
        """Take a shape of the position out of the space (between steps: chipmunk reports
        its pairs' end to the handlers as it goes)."""
        CP_REMOVE_SHAPE(self.space._space, shape._shape)
        self.in_space.remove(shape)
        del self.by_shape[shape._shape]


def _shapes_reader() -> Callable[[pymunk.Arbiter], tuple[Any, Any]]:
    """A reader of the chipmunk pointers of an arbiter's two shapes, with its own buffers (one
    per rig, and a rig serves one shot at a time: cffi lets other threads run during the C
    call). ``Arbiter.shapes``
    allocates two buffers and makes both shapes' Python objects again at every call; the
    handlers run at every pair's begin and end, thousands of times a decision."""
    buf_a, buf_b = ffi.new("cpShape *[1]"), ffi.new("cpShape *[1]")
    get = lib.cpArbiterGetShapes

    def shapes(arbiter: pymunk.Arbiter) -> tuple[Any, Any]:
        get(arbiter._arbiter, buf_a, buf_b)
        return buf_a[0], buf_b[0]

    return shapes


def _pair(kind: int, a: Any, b: Any) -> tuple[Any, Any]:
    """Two balls (or two down pins) in the order of their names, whatever order pymunk reports
    them in: the same-instant tie-break (:meth:`World._earliest`) reads it, and a pair reported
    the other way round at its end stayed among the touching pairs. Other pairs have one order
    by kind."""
    if kind in (T_BALL, T_SEGS) and a is not None and b is not None and name_of(b) < name_of(a):
        return b, a
    return a, b
