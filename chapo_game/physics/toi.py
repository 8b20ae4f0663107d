"""Times of impact on the bodies' exact (closed-form) paths.

Why exact: billiards is chaotic — a cut angle wrong by a micrometre becomes a different shot two
collisions later. The broad phase (pymunk) only says that a pair *may* touch within a step; these
functions then find the first instant the exact paths touch, so the outcome of a shot does not
depend on the step size (``chapo bench`` measures it over 1000 shots).

A *gap function* ``f(τ) -> (value, slope)`` is positive while the pair is apart and zero at
contact (squared distance minus the squared contact distance, or a signed distance); its slope
comes from the closed-form velocities. :func:`first_contact` finds its first zero in
``[0, dt]`` by Newton's method inside a bracket (bisection when Newton would leave it); contacts
are rare, so a few closed-form evaluations each cost nothing next to the stepping.
"""

from __future__ import annotations

from collections.abc import Callable

Gap = Callable[[float], tuple[float, float]]

#: Time resolution of a contact (s): far below anything a frame or a referee could see, and far
#: above the rounding of the closed forms.
TIME_TOL = 1e-12


def first_contact(
    gap: Gap, dt: float, speed: float | None = None, accel: float | None = None
) -> float | None:
    """The first ``τ`` in ``[0, dt]`` where ``gap`` reaches zero while closing, or ``None``.

    A pair already in
    contact at ``τ = 0`` counts at once only if it is closing (slope < 0). Touching bodies that
    move apart or along each other are not a new impact — unless they turn back into each other
    within the step (a ball sliding along another as its spin bends its path): then the impact
    is where they meet again, or where they start pressing into each other.

    ``speed``, for a gap that is a distance (m): a bound on how fast it can change within the
    step (m/s). A pair apart at both ends of a piece of the step then stays apart all through
    it if the gap cannot fall from either end to zero by the middle (:data:`_CLEAR`): that
    piece is not searched. Only whether it is searched changes, never what a search finds: a
    pair that stays apart is found apart either way.

    ``accel``, for a gap that is a distance: a bound on how fast its slope can change (m/s²).
    A gap opening at both ends of the step whose slope cannot fall to zero in between (it is at
    least ``(s₀ + s₁ − a·dt)/2``) opens all through it: not searched either (a ball leaving a
    cushion, the step after it met it).
    """
    f0, s0 = gap(0.0)
    if f0 <= 0.0:
        if s0 < 0.0:
            return 0.0
        f1, s1 = gap(dt)
        if f1 >= f0:
            return None  # not pressing into each other by the step's end
        return _turned_back(gap, dt, f0, s0, f1, s1)
    f1, s1 = gap(dt)
    if f0 > 0.0 and f1 <= 0.0:
        return _bracketed(gap, 0.0, dt, f0, s0)
    # apart at both ends: do they dip into contact in between? The gap need not have a single
    # minimum (a pin pushed ahead flees, stops, and is caught up), so look piece by piece.
    if speed is not None and f0 + f1 - speed * dt > _CLEAR2:  # stays apart (_CLEAR)
        return None
    if accel is not None and (s0 + s1 - accel * dt) * dt > _OPENS:  # opens all through
        return None
    lo, flo, slo = 0.0, f0, s0
    for k in range(1, _PIECES + 1):
        hi = dt * k / _PIECES
        fhi, shi = (f1, s1) if k == _PIECES else gap(hi)
        if fhi <= 0.0:
            return _bracketed(gap, lo, hi, flo, slo)
        if speed is not None and flo + fhi - speed * (hi - lo) > _CLEAR2:
            lo, flo, slo = hi, fhi, shi
            continue
        tm = _turn(gap, lo, hi, slo, shi)
        if tm is not None:
            fm, _ = gap(tm)
            if fm <= 0.0:
                return _bracketed(gap, lo, tm, flo, slo)
        lo, flo, slo = hi, fhi, shi
    return None


#: A distance that is ``f_lo`` and ``f_hi`` (both positive) at the two ends of a piece of a
#: step, and changes by at most ``travel`` over it, is at least ``f_lo − v·τ`` and
#: ``f_hi − v·(T − τ)`` all through it, so at least ``(f_lo + f_hi − travel)/2``: when that is
#: more than this (m; a million times what rounding makes of a distance on the table) it stays
#: apart, and :func:`first_contact` does not search the piece.
_CLEAR = 1e-9
_CLEAR2 = 2.0 * _CLEAR


def _turned_back(gap: Gap, dt: float, f0: float, s0: float, f1: float, s1: float) -> float | None:
    """Bodies touching at the start end the step deeper in contact: where they turned back into
    each other (the gap's greatest value), or, if they parted first, where they met again."""
    lo, flo, slo = 0.0, f0, s0
    for k in range(1, _PIECES + 1):
        hi = dt * k / _PIECES
        fhi, shi = (f1, s1) if k == _PIECES else gap(hi)
        if shi < 0.0 or fhi < flo:
            tm = _turn(gap, lo, hi, slo, shi, highest=True) if slo >= 0.0 > shi else lo
            if tm is None:
                tm = lo
            fm, sm = gap(tm)
            if fm <= 0.0:
                # never parted: pressing into each other from here, if they are closing there
                # (bodies coming to rest as they press leave it to the final tidy-up)
                return tm if sm < 0.0 else None
            # parted, then came back: the first zero after the turn
            t2, f2 = hi, fhi
            while f2 > 0.0:
                k += 1
                t2 = dt * k / _PIECES
                f2, _ = gap(t2)
            return _bracketed(gap, tm, t2, fm, sm)
        lo, flo, slo = hi, fhi, shi
    return None


#: A gap's slope (m/s) read from two nearby instants, below which it is taken as nil: two pins
#: that met without bouncing part at exactly nothing; the cloth slows them a little
#: differently, and the difference read "closing at 1e-7 m/s" — the same pair met again at
#: once, over and over, doing nothing.
SLOPE_NOISE = 1e-6
#: The step (s) over which such a slope is read.
_SLOPE_STEP = 1e-7


def first_contact_sampled(
    gap_of: Callable[[float], float], dt: float, speed: float | None = None
) -> float | None:
    """:func:`first_contact` on a gap (m) whose slope has no closed form and is read from two
    nearby instants (a falling pin's axis grows, and a nearest point moves along it); ``speed``
    as there."""

    def gap(tau: float) -> tuple[float, float]:
        g = gap_of(tau)
        slope = (gap_of(tau + _SLOPE_STEP) - g) / _SLOPE_STEP
        return g, 0.0 if abs(slope) < SLOPE_NOISE else slope

    return first_contact(gap, dt, speed)


#: How closely the closest approach of a pair that stays apart is located (s): a graze shallower
#: than this times the closing speed (nanometres) is not an impact.
_MIN_TOL = 1e-9
#: Pieces a step is cut into when looking for a contact that begins and ends inside it.
_PIECES = 4
#: A gap whose slope is at least ``m = (s₀ + s₁ − a·dt)/2`` all through a step has opened by
#: ``m·dt/4`` at the first of the pieces a search would look at: it is left alone when that
#: is more than :data:`_CLEAR`, so no look could find it closed by rounding.
_OPENS = 2.0 * _PIECES * _CLEAR


def _turn(
    gap: Gap, lo: float, hi: float, slo: float, shi: float, highest: bool = False
) -> float | None:
    """Where the gap is least inside ``(lo, hi)``, if it turns there (slope − at lo, + at hi);
    with ``highest``, where it is greatest (slope + at lo, − at hi)."""
    if (slo >= 0.0 or shi <= 0.0) if not highest else (slo < 0.0 or shi >= 0.0):
        return None
    for _ in range(40):
        # secant on the slope (nearly linear in τ on a short piece)
        t = lo + (hi - lo) * (-slo) / (shi - slo)
        if not lo < t < hi:
            t = 0.5 * (lo + hi)
        f, s = gap(t)
        if f <= 0.0 and not highest:
            return t
        if (s < 0.0) != highest:
            lo, slo = t, s
        else:
            hi, shi = t, s
        if hi - lo < _MIN_TOL:
            return hi if highest else t  # highest: just past the top, already closing
    return hi if highest else 0.5 * (lo + hi)


def _bracketed(gap: Gap, lo: float, hi: float, flo: float, slo: float) -> float:
    """The zero of ``gap`` in ``(lo, hi]`` given ``gap(lo) > 0 >= gap(hi)``."""
    t = lo - flo / slo if slo < 0.0 else hi  # Newton from the start, or the end
    if not lo < t <= hi:
        t = 0.5 * (lo + hi)
    for _ in range(60):
        f, s = gap(t)
        if f > 0.0:
            lo = t
        else:
            hi = t
            if f == 0.0:
                return t
        if hi - lo < TIME_TOL:
            return hi
        nt = t - f / s if s != 0.0 else 0.5 * (lo + hi)
        if abs(nt - t) < TIME_TOL and lo <= nt <= hi:
            return nt
        t = nt if lo < nt < hi else 0.5 * (lo + hi)
    return hi
