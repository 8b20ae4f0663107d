"""Ball–cushion impact after Mathavan, Jackson & Parkin (2010).

S. Mathavan, M. R. Jackson, R. M. Parkin, "A theoretical analysis of billiard ball dynamics
under cushion impacts", Proc. IMechE Part C 224 (2010) 1863–1873, doi:10.1243/09544062JMES1964.

Why this model: it is the one published cushion model that keeps friction at *both* contacts
during the impact — at the cushion's nose (I) and at the cloth under the ball (C) — and so gives
the two things a club player feels at once: a rolling ball comes off a cushion at less than half
its speed (the cloth brakes the bottom of the ball while the nose pushes it back), and running or
reverse side opens or closes the rebound angle by tens of degrees.

The cushion frame (the paper's): ``y`` points into the cushion, ``x`` along it, ``z`` up
(right-handed). The nose touches the ball at height ``h`` above the cloth, at angle ``θ`` above
the ball's equator: ``sin θ = (h − R)/R`` (0.4 for our 56 mm nose and 40 mm ball). The
impact is integrated over the normal impulse ``P`` at the nose (units of ``m·v``):

* slip at the nose: ``s_I = (vx + R ωy sin θ − R ωz cos θ,  −vy sin θ + R ωx)``, direction ``φ``;
* slip at the cloth: ``s_C = (vx − R ωy,  vy + R ωx)``, direction ``φ'``;
* with ``A = sin θ + μw sin φ cos θ`` (the cloth's normal force per unit ``P``), eqs. (12)–(16):

  ``M dvx/dP = −μw cos φ − μs cos φ' A``
  ``M dvy/dP = −cos θ + μw sin θ sin φ − μs sin φ' A``
  ``(2/5) M R dωx/dP = −μw sin φ − μs sin φ' A``
  ``(2/5) M R dωy/dP = −μw cos φ sin θ + μs cos φ' A``
  ``(2/5) M R dωz/dP = μw cos φ cos θ``

* compression ends when ``vy = 0``; the work of the nose's normal force up to then,
  ``W_c = ∫ vy cos θ dP``, is returned in the restitution phase until it reaches ``e² W_c``
  (Stronge's energetic coefficient of restitution).

A contact whose slip is zero exerts no friction in this formulation (the paper's equations
have no stick phase; the integrator steps through the zero).

Numerics: every right-hand side depends only on the two slip *directions*, so the model is
homogeneous — scaling every speed by ``k`` scales the outcome by ``k``. We integrate in units
of ``P/M`` (a velocity) with Heun's second-order method, ``steps`` equal steps per phase (the
last one cut exactly at ``vy = 0`` and at ``W = e² W_c``). The slips change direction inside
the impact, so the error falls only as ``1/steps``: with 10 steps per phase the ball leaves
within 0.24° and 0.8 % of a 2000-step solution over every angle and tip offset up to 0.6
(``tests/physics/test_fidelity.py::test_mathavan_integration_error_is_what_the_docs_say``),
at about 30 µs per impact in CPython (docs/PHYSICS.md weighs that against 20 steps).
"""

from __future__ import annotations

import math


def solve(
    vx: float,
    vy: float,
    wx: float,
    wy: float,
    wz: float,
    radius: float,
    sin_theta: float,
    e: float,
    mu_s: float,
    mu_w: float,
    steps: int = 10,
) -> tuple[float, float, float, float, float]:
    """The ball's ``(vx, vy, ωx, ωy, ωz)`` after the impact, in the cushion frame (``vy > 0``
    moving into the cushion). Returns the input unchanged when ``vy <= 0``."""
    if vy <= 0.0:
        return vx, vy, wx, wy, wz
    st = sin_theta
    ct = math.sqrt(1.0 - st * st)
    R = radius
    k = 2.5 / R  # (5/2)/(M R) per unit P/M
    sqrt = math.sqrt
    dp = vy / steps
    if dp == 0.0:  # an approach speed of a denormal's size: its steps are 0 and never end
        return vx, 0.0, wx, wy, wz
    # One loop for both phases: compression (until vy = 0), then restitution (until the nose
    # has given back e² of the compression work). The rates of eqs. (12)–(16) are written out
    # twice in it, at the state and at Heun's predictor, rather than called: they run some 40
    # times an impact, and the calls and their tuples were a quarter of its cost (38 → 28 µs).
    compressing = True
    work = 0.0  # compression work, ∫ vy cos θ dP
    target = done = 0.0  # restitution: the work to give back, and given back so far
    while True:
        # --- rates at the state: a* = d(vx, vy, ωx, ωy, ωz)/dP
        rwx = R * wx
        sxi = vx + R * (wy * st - wz * ct)  # slip at the nose
        syi = rwx - vy * st
        sxc = vx - R * wy  # slip at the cloth
        syc = vy + rwx
        si = sqrt(sxi * sxi + syi * syi)
        sc = sqrt(sxc * sxc + syc * syc)
        if si > 1e-12:
            ci, sni = sxi / si, syi / si
        else:
            ci = sni = 0.0
        if sc > 1e-12:
            cc, snc = sxc / sc, syc / sc
        else:
            cc = snc = 0.0
        fw_c, fw_s = mu_w * ci, mu_w * sni
        fa = st + fw_s * ct  # A: the cloth's normal force per unit P
        fs_c, fs_s = mu_s * cc * fa, mu_s * snc * fa
        a0 = -fw_c - fs_c
        a1 = -ct + st * fw_s - fs_s
        a2 = -k * (fw_s + fs_s)
        a3 = -k * (fw_c * st - fs_c)
        a4 = k * fw_c * ct
        h = dp
        if compressing:
            last = vy + a1 * h <= 0.0
            if last:
                h = -vy / a1  # vy is nearly linear in P: land on vy = 0
        else:
            # work over a step ≈ ct (|vy| h + ½ |dvy| h²): land exactly on the target
            wb = -vy * ct
            wa = -a1 * ct
            rem = target - done
            w_step = wb * h + 0.5 * wa * h * h
            last = w_step >= rem
            if last:
                h = (
                    (-wb + sqrt(wb * wb + 2.0 * wa * rem)) / wa
                    if wa > 1e-15
                    else rem / max(wb, 1e-15)
                )
        # --- the same at the predictor, (vx, vy, ωx, ωy, ωz) + h a
        pvx, pvy, pwx, pwy, pwz = vx + a0 * h, vy + a1 * h, wx + a2 * h, wy + a3 * h, wz + a4 * h
        rwx = R * pwx
        sxi = pvx + R * (pwy * st - pwz * ct)
        syi = rwx - pvy * st
        sxc = pvx - R * pwy
        syc = pvy + rwx
        si = sqrt(sxi * sxi + syi * syi)
        sc = sqrt(sxc * sxc + syc * syc)
        if si > 1e-12:
            ci, sni = sxi / si, syi / si
        else:
            ci = sni = 0.0
        if sc > 1e-12:
            cc, snc = sxc / sc, syc / sc
        else:
            cc = snc = 0.0
        fw_c, fw_s = mu_w * ci, mu_w * sni
        fa = st + fw_s * ct
        fs_c, fs_s = mu_s * cc * fa, mu_s * snc * fa
        # --- Heun's step
        hh = 0.5 * h
        nvy = vy + hh * (a1 + (-ct + st * fw_s - fs_s))
        if compressing:
            work += hh * (vy + (0.0 if nvy < 0.0 else nvy)) * ct  # max(nvy, 0)
        else:
            done += hh * (abs(vy) + abs(nvy)) * ct
        vx += hh * (a0 + (-fw_c - fs_c))
        wx += hh * (a2 + -k * (fw_s + fs_s))
        wy += hh * (a3 + -k * (fw_c * st - fs_c))
        wz += hh * (a4 + k * fw_c * ct)
        vy = nvy
        if not compressing:
            if last:
                return vx, vy, wx, wy, wz
        elif last or vy <= 0.0:
            vy = 0.0 if vy > 0.0 else vy  # min(vy, 0)
            target = e * e * work
            if target <= 0.0:
                return vx, vy, wx, wy, wz
            compressing = False
