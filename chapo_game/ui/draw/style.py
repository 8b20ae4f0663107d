"""How the table looks: the colours of wood, cloth, balls and pins, a pin's turned profile, the
light the shadows fall from. Figures of the drawing only; the table's real figures live in
:mod:`chapo_game.table`."""

from __future__ import annotations

from chapo_game.table import PIN_IDS

CLOTH = (28, 104, 160)
CLOTH_DARK = (22, 86, 134)
CUSHION_COL = (20, 80, 126)
WOOD = (112, 62, 30)
WOOD_LIGHT = (150, 92, 48)
WOOD_DARK = (70, 36, 16)
CHALK = (210, 226, 240)
#: How opaque the chalk strings (the cabañas' and the línea media) are on the cloth: at 70 of
#: 255 a 1-pixel line stood 1.6:1 off the cloth (CIEDE2000 11–13), lost from a few metres,
#: where a player judges whether a ball is inside a cabaña or has passed the middle. At 140
#: it is 2.4:1 (21 and more to every eye, Machado's dichromats too) and still well under the
#: aiming guide, drawn in the chalk's own colour at full strength (4.3–4.5:1).
CHALK_STRING_ALPHA = 140
DIAMOND = (236, 226, 196)

#: Ball 2 is a deep yellow, not a pale one: the pale (238, 200, 60) stood 1.36:1 in lightness
#: from ball 1 and 20 CIEDE2000 to a tritanope (a cream beside a white), 14 on a projector that
#: washes colours out — the pair a player must tell apart most often, and whose numbers, a few
#: pixels wide, turn out of sight as the balls roll. At (228, 176, 24) the two are 1.66:1 and
#: 24.6 apart to every eye, ball 2 and the mingo still 24.9 (Machado 2009 dichromats).
BALL_COLOURS: dict[str, tuple[int, int, int]] = {
    "1": (242, 240, 230),
    "2": (228, 176, 24),
    "mingo": (200, 30, 36),
}
MARK_INK: dict[str, tuple[int, int, int]] = {
    "1": (20, 20, 20),
    "2": (20, 20, 20),
    "mingo": (250, 240, 210),
}
PIN_COLOURS: dict[str, tuple[int, int, int]] = {pid: (240, 236, 222) for pid in PIN_IDS}
PIN_COLOURS["rey"] = (214, 40, 40)  # the rey's crown
PIN_IVORY = (240, 236, 222)
PIN_IVORY_SHADE = (206, 198, 178)
PIN_OUTLINE = (40, 30, 22)
PIN_SHADOW = (14, 58, 94)  # the cloth in the shade (solid: cheaper than a translucent layer)
PIN_VISUAL = 1.8  # standing pin's drawn radius over its base radius
PIN_MIN_PX = 4.5  # ... and never smaller than this
#: A pin's turned profile lying on its side: (fraction of the height from the base, half-width
#: relative to the standing knob's radius) -- base, belly, neck, head, top.
PIN_PROFILE: tuple[tuple[float, float], ...] = (
    (0.0, 0.62),
    (0.22, 0.78),
    (0.45, 0.6),
    (0.62, 0.36),
    (0.8, 0.55),
    (0.95, 0.38),
    (1.0, 0.12),
)
#: A point at height z casts its shadow z * SHADOW_REACH away (the light is high, ~63 degrees).
SHADOW_REACH = 0.5
#: Screen direction shadows are cast towards: the light is at the top-left, as for the balls.
LIGHT = (0.6, 0.8)
