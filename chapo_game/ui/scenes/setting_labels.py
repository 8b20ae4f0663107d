"""The words of the settings screen's rows: what each value reads as, and what a value that
cannot act here and now says of itself (large text in a small window, sound with no device)."""

from __future__ import annotations

import math
from typing import Any

from chapo_game.i18n import _, ngettext
from chapo_game.rules.settings import MatchSettings

from .. import display
from ..fonts import MIN_TEXT


def clock_label(seconds: int) -> str:
    """The shot clock's row: the people at the table have ``seconds`` for each shot in open
    play and with ball in hand (carom 001 art. 8.7), or no limit."""
    if seconds <= 0:
        return _("Time for a shot: no limit")
    return _("Time for a shot: {n} s").format(n=seconds)


def encuentro_length(partidas: int) -> str:
    """The encuentro's length: "best of 1" read oddly for an encuentro of one partida."""
    if partidas == 1:
        return _("a single partida")
    return _("best of {n}").format(n=partidas)


def encuentro_label(partidas: int) -> str:
    return _("Encuentro: {length}").format(length=encuentro_length(partidas))


def large_text_label(app: Any) -> str:
    """Set but idle under 1152×648 (no room), it said "sí" and changed nothing at 1024×768."""
    if app.settings.large_text and app.fonts.floor == MIN_TEXT:
        return _("Large text: on (in windows from 1152×648)")
    return _("Large text: {v}").format(v=yes_no(app.settings.large_text))


def cycle(values: tuple, current: Any, step: int = 1) -> Any:
    """The value ``step`` on from ``current`` in ``values``, round from the last to the first."""
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


def fullscreen_label(app: Any) -> str:
    """The window as it is; on a screen smaller than the smallest window, why it stays so."""
    if display.fullscreen_forced():
        return _("Fullscreen: on (screen smaller than 960×540)")
    return _("Fullscreen: {v}").format(v=yes_no(app.fullscreen))


def fullscreen_forced_said() -> str:
    """Said when F11 or the row asks for a window where none fits."""
    return _("This screen is smaller than 960×540: the game stays fullscreen.")


def sound_label(app: Any) -> str:
    """On, with no device to play it (the menu has said so), it said "sí" as if heard."""
    if not app.settings.muted and app.sound.notice is not None:
        return _("Sound: on (no audio device)")
    return _("Sound: {v}").format(v=yes_no(not app.settings.muted))


def yes_no(v: bool) -> str:
    return _("on") if v else _("off")


def tenth_after(v: float, step: int) -> int:
    """The next tenth of the volume ``v`` in the direction of ``step``: from a hand-edited
    75 %, + went to 90 % (75 rounded to 80 first), now to 80 %, and − to 70 %."""
    tenths = v * 10
    if abs(tenths - round(tenths)) < 1e-9:
        return round(tenths) + step
    return math.floor(tenths) + 1 if step > 0 else math.ceil(tenths) - 1


def next_volume(v: float, step: int) -> float:
    """Volume in tenths, wrapping from 100 % to 0 % and back (a click on the row goes round)."""
    return (tenth_after(v, step) % 11) / 10


def step_volume(v: float, step: int) -> float:
    """Volume in tenths by the arrow keys: stopping at 0 % and 100 % (one press of ← too many
    went from silence to full volume)."""
    return min(max(tenth_after(v, step), 0), 10) / 10


def playing_note(playing: MatchSettings | None) -> str:
    """Over an encuentro: its own rules, which the rows do not change."""
    if playing is None:
        return ""
    p = playing
    return ngettext(
        "This encuentro keeps its rules (partida to {n} points, {length}, ball 1 "
        "pocketed {b} point): the rows marked “next encuentro” are for the next one, "
        "the others apply now.",
        "This encuentro keeps its rules (partida to {n} points, {length}, ball 1 "
        "pocketed {b} points): the rows marked “next encuentro” are for the next one, "
        "the others apply now.",
        p.ball1_pocket_value,
    ).format(n=p.target, length=encuentro_length(p.partidas), b=p.ball1_pocket_value)
