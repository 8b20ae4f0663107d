"""The words of the settings screen's rows: what each value reads as, and what a value that
cannot act here and now says of itself (large text in a small window, sound with no device)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from chapo_game.i18n import LANGUAGES, N_, _, ngettext
from chapo_game.rules.settings import MatchSettings
from chapo_game.settings import (
    BALL1_POCKET_VALUES,
    ENCUENTRO_LENGTHS,
    SHOT_CLOCKS,
    TARGETS,
    Settings,
)

from .. import display
from ..fonts import BASE, LARGE_TALL_WIDTH, LARGE_UNIT, MIN_TEXT
from ..glossary import meaning
from .rules_pages import encuentro_said


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
    """Set but idle where the window has no room for it (:meth:`..fonts.Fonts._floor`), it
    said "sí" and changed nothing at 1024×768; on a portrait screen, where the room is a
    width, it named a landscape size (1152×648) that an upright 1080×1920 has not, though
    large text works there."""
    if not (app.settings.large_text and app.fonts.floor == MIN_TEXT):
        return _("Large text: {v}").format(v=yes_no(app.settings.large_text))
    w, h = app.size
    if h > w:
        return _("Large text: on (in upright windows from {w} wide)").format(w=LARGE_TALL_WIDTH)
    least = f"{round(BASE[0] * LARGE_UNIT)}×{round(BASE[1] * LARGE_UNIT)}"
    return _("Large text: on (in windows from {size})").format(size=least)


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


#: The rows named by a Chapó word, and the word, whose meaning is said beside the rows while
#: one is lit: an English player meets «Partida», «Encuentro» and «Maestro» first here, where
#: he comes to switch the language, and nothing on the screen said what they were. The
#: meaning is the glossary's (:func:`..glossary.meaning`): the screen had its own sentences,
#: the same knowledge in other words.
ROW_WORDS = {"target": "partida", "encuentro": "encuentro", "match_advice": "maestro"}
#: What a row's setting does, said after its word's meaning.
ROW_NOTES = {
    "match_advice": N_(
        "Its advice comes in Practice, against level 1, or in every partida if set here."
    ),
}


def row_meaning(name: str | None, settings: Settings) -> str:
    """What row ``name``'s word means, translated, at the rules ``settings`` set (then what
    the row does, where it says more); "" for a row whose words say it."""
    term = ROW_WORDS.get(name or "")
    if term is None:
        return ""
    said = meaning(term, settings.target, encuentro_said(settings.encuentro_length))
    line = _("{term} — {meaning}.").format(term=term.capitalize(), meaning=said)
    note = ROW_NOTES.get(name or "")
    return f"{line} {_(note)}" if note else line


#: A row of the settings screen: its name, its words now, and what a step of it (1 on, -1
#: back) does.
Row = tuple[str, Callable[[], str], Callable[[int], None]]


def setting_rows(app: Any, set_: Callable[..., None]) -> list[Row]:
    """The settings screen's rows, in their order; ``set_`` applies a changed setting."""
    return [
        (
            "language",
            lambda: _("Language: {v}").format(
                v={"es": "Español", "en": "English"}[app.settings.language]
            ),
            lambda d: set_(language=cycle(LANGUAGES, app.settings.language, d)),
        ),
        (
            "target",
            lambda: _("Partida to {n} points").format(n=app.settings.target),
            lambda d: set_(target=cycle(TARGETS, app.settings.target, d)),
        ),
        (
            "encuentro",
            lambda: encuentro_label(app.settings.encuentro_length),
            lambda d: set_(
                encuentro_length=cycle(ENCUENTRO_LENGTHS, app.settings.encuentro_length, d)
            ),
        ),
        (
            "ball1",
            lambda: ngettext(
                "Ball 1 pocketed: {n} point",
                "Ball 1 pocketed: {n} points",
                app.settings.ball1_pocket_value,
            ).format(n=app.settings.ball1_pocket_value),
            lambda d: set_(
                ball1_pocket_value=cycle(BALL1_POCKET_VALUES, app.settings.ball1_pocket_value, d)
            ),
        ),
        (
            "guide",
            lambda: _("Aiming guide: {v}").format(v=yes_no(app.settings.aiming_guide)),
            lambda d: set_(aiming_guide=not app.settings.aiming_guide),
        ),
        (
            "match_guides",
            lambda: _("Guides in partidas: {v}").format(v=yes_no(app.settings.match_guides)),
            lambda d: set_(match_guides=not app.settings.match_guides),
        ),
        (
            "match_advice",
            lambda: (
                _("Maestro's advice: every partida")
                if app.settings.match_advice
                else _("Maestro's advice: against level 1")
            ),
            lambda d: set_(match_advice=not app.settings.match_advice),
        ),
        (
            "shot_clock",
            lambda: clock_label(app.settings.shot_clock),
            lambda d: set_(shot_clock=cycle(SHOT_CLOCKS, app.settings.shot_clock, d)),
        ),
        (
            "volume",
            lambda: _("Volume: {n}%").format(n=round(app.settings.volume * 100)),
            lambda d: set_(volume=next_volume(app.settings.volume, d)),
        ),
        (
            "mute",
            lambda: sound_label(app),
            lambda d: set_(muted=not app.settings.muted),
        ),
        (
            "fullscreen",  # the window as it is: with --fullscreen the row said "no"
            lambda: fullscreen_label(app),
            lambda d: app.switch_fullscreen(),
        ),
        (
            "large_text",
            lambda: large_text_label(app),
            lambda d: set_(large_text=not app.settings.large_text),
        ),
        (
            "reduce_motion",
            lambda: _("Reduce motion: {v}").format(v=yes_no(app.settings.reduce_motion)),
            lambda d: set_(reduce_motion=not app.settings.reduce_motion),
        ),
    ]
