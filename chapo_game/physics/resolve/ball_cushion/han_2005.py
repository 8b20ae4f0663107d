"""Ball–cushion impact after Han (2005), in closed form.

I. Han, "Dynamics in carom and three cushion billiards", J. Mech. Sci. Tech. 19 (2005) 976–984.

Why it is here: a single-impulse model, an order of magnitude cheaper than Mathavan 2010 and the
classic reference for carom tables; kept beside it as the second implementation of the cushion
interface (``PhysicsParams.cushion_model = "han_2005"``) and as a check on it.

Frame as in :mod:`.mathavan_2010`: ``y`` into the cushion, ``x`` along it, ``z`` up; the nose
touches the ball at ``θ`` above its equator (``sin θ = (h − R)/R``). Han's equations (14)–(23)
(pooltool's transcription, ``han_2005/model.py``): with the contact frame's slip

    sx = vy sin θ + R ωx,     sy = −vx − R ωz cos θ + R ωy sin θ,     c = vy cos θ

the normal impulse that stops and restitutes the approach is ``P_zE = (1 + e) c m`` (eq. 20); the
tangential impulse needed to stop the slip is ``|s|/A`` with ``A = 7/(2m)``; if that is within
Coulomb's ``μ P_zE`` the slip stops (eq. 18), otherwise the impulse is ``μ P_zE`` against the slip
(eq. 19). The contact-frame impulse turns into the cushion frame (eq. 21–22) and changes the
velocity and the spin (eq. 23); the vertical component is taken by the cloth (2-D ball).
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
    mu_w: float,
) -> tuple[float, float, float, float, float]:
    """The ball's ``(vx, vy, ωx, ωy, ωz)`` after the impact, in the cushion frame (``vy > 0``
    into the cushion). Per unit mass: impulses are in m/s."""
    if vy <= 0.0:
        return vx, vy, wx, wy, wz
    R = radius
    st = sin_theta
    ct = math.sqrt(1.0 - st * st)
    # Han's frame has its x axis along the cushion normal *away* from the table; ours has y into
    # the cushion. Han's (x, y, z) = our (y, -x, z), so: vxH = vy, vyH = -vx, ωxH = ωy, ωyH = -ωx.
    vxh, vyh = vy, -vx
    wxh, wyh, wzh = wy, -wx, wz
    sx = vxh * st + R * wyh
    sy = -vyh - R * wzh * ct + R * wxh * st
    c = vxh * ct
    pze = (1.0 + e) * c  # B = 1/m: impulse per unit mass
    s0 = math.hypot(sx, sy)
    a = 3.5  # A·m = 7/2
    if s0 / a <= mu_w * pze:
        pxe, pye = sx / a, sy / a
    else:
        pxe, pye = mu_w * pze * sx / s0, mu_w * pze * sy / s0
    px = -pxe * st - pze * ct
    py = pye
    pz = pxe * ct - pze * st
    k = 2.5 / R  # R/I per unit mass
    vxh += px
    vyh += py
    wxh += -k * py * st
    wyh += k * (px * st - pz * ct)
    wzh += k * py * ct
    return -vyh, vxh, -wyh, wxh, wzh
