"""The score sheet's layout, as pure functions: which rows are in sight, how the score columns
are headed when the names are too long for them, and which head starts are said above them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from chapo_game.i18n import N_, _, shown_name

from ..option_texts import option_word
from ..touch import FINGER

#: The rows' text size (at the 1280×720 scale; the window's floor is 20).
BREAKDOWN_SIZE = 20
#: The largest: a portrait sheet's rows, read from afar on a club's screen.
LARGEST_ROWS = 30
#: The player's column's right edge at most, as a share of the rows' width (the breakdown's
#: room after it).
PLAYER_MOST = 0.44
#: The rows' width on a landscape sheet at the 1280×720 scale (68 % of the sheet).
LANDSCAPE_ROWS = 818


class Columns(NamedTuple):
    """The shot's and the player's columns' right edges (shares of the rows' width), and
    whether the rows' "name · phase" is whole in the player's."""

    num: float
    split: float
    whole: bool


#: Where a shot was played from, as the sheet's player column says it.
PHASES = {
    "salida": N_("salida"),
    "rematada": N_("rematada"),
    "play": N_("play"),
    "ball_in_hand": N_("ball in hand"),
    "conceded": N_("conceded"),  # the encuentro's last row when a player left (abandono)
}

#: Words a Spanish name joins its parts with, which initials leave out ("María de los Ángeles
#: Fernández" is MÁF, as a Spanish reader writes it, not MDLÁ).
PARTICLES = frozenset({"de", "del", "la", "las", "los", "y", "e", "i"})


def initials(name: str) -> str:
    """A player's initials for a narrow score column — "Maximiliano Ñúñez" → "MÑ", "Jugador 2"
    → "J2": two letters say more than "Ma…", and the chart's legend beside, in the same
    colour, gives the whole name. Particles (de, del, los…) are left out: "Maximiliano Ñúñez
    de Arce" is MÑA, not MÑD."""
    words = name.split()
    kept = [w for w in words if w.casefold() not in PARTICLES] or words
    return "".join(word[0] for word in kept[:3]).upper()


def head_starts(match: Any) -> list[Any]:
    """The head starts said above the rows ("Luis empieza con 10 tantos de ventaja"): none
    for an encuentro conceded at the lag — no partida began, nothing was given, and its CSV
    writes none; the line stood over an abandono at 0–0, as if Luis had lost his 10."""
    return [] if match.conceded_unplayed else match.head_start_calls()


def phase_said(phase: str, option: str | None) -> str:
    """A row's phase, and the option its ball in hand was declared under ("bola en mano,
    pasar"): the sheet did not say under which the shot was judged."""
    said = _(PHASES[phase]) if phase in PHASES else phase
    return _("{phase}, {option}").format(phase=said, option=option_word(option)) if option else said


def phase_labels(rows: Iterable[Any]) -> list[str]:
    """Every phase a row may say, and those of ``rows`` with an option: the player column's
    width holds still as the sheet fills, and widens for "bola en mano, no pasar" only where
    one is on it (each phase's last row alone was measured, its option or none)."""
    return [
        *(_(p) for p in PHASES.values()),
        *(phase_said(r.phase, r.option) for r in rows if r.option),
    ]


def rows_size(
    width: float, floor: int, gain: float = 1.0, whole: Callable[[int], bool] = lambda _z: True
) -> int:
    """The rows' text size where they are ``width`` wide (at the 1280×720 scale): 20 on a
    landscape sheet, as much larger as the rows are wider across a portrait one (the chart
    under them), up to :data:`LARGEST_ROWS` — at 1080×1920 they were landscape's 16 px words
    across the whole width — and larger again as large text's ``floor`` is over 20. Grown
    towards the screen held across's (``gain``: :func:`..page.held_gain`; by the width alone
    a 1080×1920 sheet's rows were 25 px words, 1920×1080's 30) as far as the rows' names stay
    ``whole`` (at 720×1280 «María José Gutiérrez · bola en mano» was cut)."""
    wide = max(BREAKDOWN_SIZE, min(LARGEST_ROWS, BREAKDOWN_SIZE * width / LANDSCAPE_ROWS))
    least = round(wide * floor / BREAKDOWN_SIZE)
    most = round(BREAKDOWN_SIZE * gain)
    return next((z for z in range(most, least, -1) if whole(z)), least)


def columns(fonts: Any, size: int, players: Iterable[str], rows: list[Any], width: int) -> Columns:
    """Where the shot's and the player's columns end, as shares of the rows' ``width``, for
    rows in ``size`` words, and whether "name · phase" is whole in the player's. The player's
    is as wide as its longest needs, from 27 % up to :data:`PLAYER_MOST` (at 21 % "Ordenad… ·
    juego" and "Ordenador B · b…" could not be told apart); the shot's as wide as its head
    ("Shot" in a portrait sheet's larger words touched "Player")."""
    f, head = fonts, size + 2  # the heads two sizes over the rows (22 over 20)
    longest = max(phase_labels(rows), key=lambda t: f.font(size).size(t)[0])
    need = max(f.font(size).size(f"{shown_name(n)} · {longest}")[0] for n in players)
    num = max(0.06, (f.font(head).size(_("Shot"))[0] + f.px(head * 0.6)) / max(1, width))
    split = num + (need + f.px(12)) / max(1, width)
    return Columns(num, min(max(0.27, split), PLAYER_MOST), split <= PLAYER_MOST)


def least_row(size: int) -> float:
    """A one-line row's least height (at the 1280×720 scale) for rows in ``size`` words: a
    finger's (:data:`..touch.FINGER`), as much higher as the words are larger than 20 — the
    larger words of a portrait sheet's rows stood as close as the small ones."""
    return FINGER * size / BREAKDOWN_SIZE


def sheet_window(heights: list[int], room: int, top: int | None) -> tuple[int, int]:
    """The rows shown, ``first`` to ``end`` (excluded): from row ``top`` down as far as they
    fit, or the newest that fit when ``top`` is None; a page is never left emptier than it
    need be (near the end, rows above ``top`` fill it), and one row is shown however tall."""
    n = len(heights)
    first = n if top is None else max(0, min(top, n - 1))
    end, used = first, 0
    while end < n and (used + heights[end] <= room or end == first):
        used += heights[end]
        end += 1
    while first > 0 and used + heights[first - 1] <= room:
        first -= 1
        used += heights[first]
    if end == first and first > 0:  # nothing fitted below: show the row above, however tall
        first -= 1
    return first, max(end, first + 1 if n else 0)


def score_heads(names: tuple[str, str], fits: Callable[[str], bool]) -> tuple[str, str]:
    """The two score columns' headers: the names where both fit (``fits(text)``), else both
    players' initials, else (initials alike: "Juan Pérez", "José Pardo") the names as they
    are, for the cell to shorten."""
    if all(fits(n) for n in names):
        return names
    short = (initials(names[0]), initials(names[1]))
    if short[0] != short[1] and all(s and fits(s) for s in short):
        return short
    return names
