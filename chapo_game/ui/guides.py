"""The aiming helps beyond the object ball's line, and which screen shows which.

* **The cue ball's path after contact** (tangent line for a stun shot, bent by follow or draw)
  and the fouls only a simulation sees: :mod:`.simpaths`, from a
  :class:`~chapo_game.physics.Simulator` run of the shot being aimed (throw and the spin the
  ball keeps are the physics' business), off the frame loop; never where the other balls or
  the pins go.
* **The lag's line and hint** (:class:`~.power.LagHint`).

:func:`guides_for` says what a screen shows: practice and the guided first game show all of
them (when the aiming guide is on); a match shows the object ball's line and the lag hint
unless the player turned the guides off for matches, and the cue ball's path only against
the computer at its lowest level. The maestro's advice (:mod:`.scenes.advice`) is offered in
practice always, and in a match where the cue ball's path is — a learner's help — or, with the
setting ``match_advice``, in every match with the guides on (players at home learning together;
a club leaves it off).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.settings import Settings

from .draw.cue import arrowhead
from .draw.geometry import TableGeometry, Vec
from .draw.marks import OUTLINE, outlined_ring
from .simpaths import Warned

PATH_COLOUR = (255, 255, 255)
LAG_COLOUR = (190, 250, 205)  # 5:1 on the cloth, to every eye (its speed is said in it)
LOWEST_LEVEL = 1


@dataclass(frozen=True)
class Guides:
    """Which helps a screen draws while a player aims."""

    aim_line: bool
    cue_path: bool
    lag_hint: bool
    advice: bool = False  # the maestro's advice (H): the shot it would play, set on the cue


def guides_for(settings: Settings, computers: dict[int, int] | None, match: bool) -> Guides:
    """``match``: a game between players (people or the computer), where the setting
    ``match_guides`` can turn every help off; ``computers``: the computer's seats and levels."""
    on = bool(settings.aiming_guide)
    if not match:
        return Guides(on, on, on, advice=True)
    on = on and settings.match_guides
    easy = bool(computers) and min((computers or {}).values()) <= LOWEST_LEVEL
    advice = on and (easy or settings.match_advice)
    return Guides(on, on and easy, on, advice=advice)


def draw_path(
    surf: pygame.Surface,
    view: TableGeometry,
    pts: list[Vec],
    colour: tuple[int, int, int] = PATH_COLOUR,
    end_ring: bool = True,
    outline: bool = False,
) -> None:
    """A dotted line along ``pts`` (table points), on dark dots with ``outline``, and a ring
    where the ball stops — or, ``end_ring`` false and the path cut short, an arrowhead (a ring
    there read as where the ball would stop)."""
    screen = [view.to_screen(p) for p in pts]
    gap = max(5.0, view.scale * 0.02)
    carry = 0.0
    for a, b in itertools.pairwise(screen):
        seg = math.dist(a, b)
        d = carry
        while d < seg:
            x = a[0] + (b[0] - a[0]) * d / seg
            y = a[1] + (b[1] - a[1]) * d / seg
            for c, r in ((OUTLINE, 3), (colour, 2)) if outline else ((colour, 2),):
                pygame.draw.circle(surf, c, (round(x), round(y)), r)
            d += gap
        carry = d - seg
    if not screen:
        return
    end, rp = (round(screen[-1][0]), round(screen[-1][1])), view.ball_radius_px()
    if end_ring:
        (outlined_ring if outline else pygame.draw.circle)(surf, colour, end, rp, 1)
    elif len(screen) > 1:
        arrowhead(surf, colour, screen[-2], end, max(6.0, rp * 0.8))


def simulated_fouls(option: str | None) -> tuple[str, ...]:
    """The simulated shot's fouls the guide says: all three, but after no pasar touching no
    ball is no foul (the ball dropping into a pocket untouched still is); after pasar, a
    ball stopping short of the línea media is said as the referee calls it ("pasar")."""
    if option == "no_pasar":
        return ("sunk", "off")
    return ("short", "sunk", "off", "pasar") if option == "pasar" else ("short", "sunk", "off")


def guide_foul(
    end: Any,
    push: str | None,
    forbidden: Mapping[str, str],
    seen: Warned | None = None,
    ball: str | None = None,
) -> str | None:
    """The foul the aiming guide says beside its end (:class:`~.draw.cue.GuideEnd`), as the
    referee would call it: a push (art. 15), a ball too soft to reach any (guide 1), a
    standing pin met before any ball (guide 5), the ball dropping into a pocket untouched, a
    ball ``forbidden`` first (ball -> why), a ball the shot sends off the table, or a shot
    that meets a cushion and then no ball at all — ``seen``
    in the simulation, :func:`warned`; ``ball`` is the one struck. None for a fair line."""
    if push is not None:
        return push
    if end.short and seen is not None and seen.unpassed:  # the referee's own reason
        return _("Foul: it does not pass the línea media")
    if end.short:
        return _("Foul: it stops before it reaches a ball")
    if end.pin is not None:
        return _("Foul: a pin in the way, before any ball")
    if seen is not None and seen.sunk:
        return _("Foul: your ball drops into a pocket without touching a ball")
    if end.ball is not None and end.ball in forbidden:
        return forbidden[end.ball]
    if seen is not None and seen.leaves is not None:
        if seen.leaves == ball:
            return _("Foul: your ball leaves the table")
        if seen.leaves == "mingo":
            return _("Foul: the mingo leaves the table")
        # by its number, as the call after the shot names it ("the other ball" it said here)
        return _("Foul: ball {n} leaves the table").format(n=seen.leaves)
    if seen is not None and seen.untouched:  # off the cushions and on, never a ball
        return _("Foul: it touches no ball")
    return None
