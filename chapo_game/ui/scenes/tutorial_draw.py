"""The tutorial's ball in hand, needing none of its screen's state: where it is offered and
its drawing over the shaded cabaña de salida; the top bar's rows and what they say; the closing
panel."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import N_, _, ngettext
from chapo_game.position import Position
from chapo_game.rules.placement import cabana_area
from chapo_game.table import Table

from .. import tutorial as tut
from ..draw.balls import BallDraw
from ..draw.marks import placed_mark, shade_area
from ..draw.view import TableView
from ..hand_words import HandWords
from ..touch import OnePointer
from ..widgets import ACCENT, BAD, GOOD, Button, button_height, panel
from .end_row import lay_out_end_row
from .rules_pages import encuentro_said

#: The closing panel's buttons' text size, at most (at the 1280×720 scale).
END_WORDS = 26


def offered(table: Table) -> tuple[float, float]:
    """Where the ball in hand is shown while the pointer is off the table."""
    return (table.width / 2, table.length * 0.12)


def draw_hand(
    surf: pygame.Surface, v: TableView, table: Table, position: Position, shown: tuple[float, float]
) -> None:
    """The cabaña shaded and the ball where it would go, ringed green where it may, faint and
    crossed (as in a game) where it may not."""
    shade_cabana(surf, v, table)
    ok = tut.check_place(table, position, shown).passed
    v.draw_ball(surf, "1", BallDraw(shown), alpha=230 if ok else 120)
    c = v.to_screen(shown)
    placed_mark(surf, c, v.ball_radius_px() + 3, ok)


def shade_cabana(surf: pygame.Surface, v: TableView, table: Table, which: str = "salida") -> None:
    """A cabaña (``which``: de salida, or del mingo for the rematada) shaded and outlined:
    where the ball in hand is played from."""
    shade_area(surf, v, cabana_area(table, which))


def draw_rows(
    surf: pygame.Surface,
    fonts: Any,
    bar: pygame.Rect,
    lines: list[tuple[str, tuple[int, int, int]]],
) -> None:
    """The top bar's lines (the step's title, then how the last try went), one row each; a
    last try's word too long for its row even at the smallest text takes the whole bar on two
    lines, the title back with the next try (large text cut "… Pruebe otr…")."""
    wraps = 1
    if len(lines) > 1 and fonts.fit_line(lines[-1][0], 26, bar.width) is None:
        lines, wraps = lines[-1:], 2
    half = bar.height // len(lines)
    for i, (text, colour) in enumerate(lines):
        box = pygame.Rect(bar.x, bar.y + i * half, bar.width, half)
        size, rows = fonts.fit(text, 26, box.width, box.height, max_lines=wraps)
        fonts.draw_lines(surf, rows, size, colour, box, align="left")


def top_rows(
    step: tut.Step | None, index: int, message: str, passed: bool, animating: bool
) -> list[tuple[str, tuple[int, int, int]]]:
    """The top bar's rows: which step this is (``step`` ``None``: done), then the last try's
    ``message`` in the colour of how it went — not while the next try rolls: it read as what
    this one did."""
    if step is None:
        title = _("Learn to play: done")
    else:
        title = _("Learn to play · step {i} of {n}: {name}").format(
            i=index + 1, n=len(tut.STEPS), name=_(step.title)
        )
    said = [(message, GOOD if passed else BAD)] if message and not animating else []
    return [(title, ACCENT), *said]


def end_text(rules: Any, skipped: int) -> str:
    """The closing panel's words: how a game is won (no step said it), what was learnt — or
    how many steps were skipped (every step skipped, it said "You know the basics")."""
    text = _(
        "You know the basics. A partida is won by the first to {target} points, or at once by a "
        "chapó. Encuentro: {encuentro}. The Rules screen tells the rest, and Practice has drills."
    )
    if skipped:
        text = ngettext(
            "You skipped a step: Start again goes through them all. A partida is won by the "
            "first to {target} points, or at once by a chapó. Encuentro: {encuentro}.",
            "You skipped {n} steps: Start again goes through them all. A partida is won by the "
            "first to {target} points, or at once by a chapó. Encuentro: {encuentro}.",
            skipped,
        )
    return text.format(
        target=rules.target, encuentro=encuentro_said(rules.encuentro_length), n=skipped
    )


def end_layout(
    pr: pygame.Rect, app: Any, skipped: int
) -> tuple[pygame.Rect, pygame.Rect, int, list[str]]:
    """The closing panel, the box of its words, their size and lines: as tall as its words and
    buttons, the buttons right under the words, as the game's end panel is — three quarters of
    the table's width lying across, nearly all of it upright. Three quarters of the table's
    height whatever its words (upright a third of its length), it left a band of empty dark
    between the words and the buttons as high as the words themselves."""
    fonts, text, upright = app.fonts, end_text(app.settings, skipped), pr.height > pr.width
    pad, width = fonts.px(20), pr.width - pr.width // (8 if upright else 4)
    room = pr.height // 6 if upright else pr.height * 3 // 8  # the words' height, at most
    size, rows = fonts.fit(text, 30, width - fonts.px(24), room, max_lines=5)
    high = len(rows) * fonts.line_height(size)
    box = pygame.Rect(0, 0, width, 3 * pad + high + button_height(app.size, 0.07))
    box.center = pr.center
    head = pygame.Rect(box.x, box.y + pad, box.width, high).inflate(-fonts.px(24), 0)
    return box, head, size, rows


def lay_out_end(buttons: list[Button], pr: pygame.Rect, app: Any, skipped: int = 0) -> None:
    """The closing panel's buttons side by side at its foot, under its words; laid out again
    as the panel is drawn: its height is its words' (how many steps were skipped)."""
    _under_the_words(buttons, end_layout(pr, app, skipped)[0], app)


def to_a_game(app: Any) -> None:
    """From the closing panel to a game against the computer, its Back on the menu: the panel
    offered only to start again or the menu, and a learner was left to find the game."""
    from .players import ComputerSetupScene

    app.to_menu()
    app.push(ComputerSetupScene(app))


def _under_the_words(buttons: list[Button], box: pygame.Rect, app: Any) -> int:
    """The buttons side by side at the foot of the panel ``box``, their words on one line (at
    720×1280 "Empezar de nuevo" and "Contra el ordenador" broke in two); the size to draw them
    at."""
    high = button_height(app.size, 0.07)
    for b in buttons:
        b.rect.height = high
    top = box.bottom - app.fonts.px(20) - high
    return lay_out_end_row(buttons, box, app.fonts, round(box.width * 0.3), top, END_WORDS)


def draw_end(
    surf: pygame.Surface, app: Any, pr: pygame.Rect, buttons: list[Button], skipped: int = 0
) -> pygame.Rect:
    """The closing panel over the playing area (its words: :func:`end_text`) and its buttons;
    the panel's rectangle. The buttons follow the panel's height, its words'."""
    fonts = app.fonts
    box, head, size, rows = end_layout(pr, app, skipped)
    words = _under_the_words(buttons, box, app)
    panel(surf, box, 255)  # opaque: the last step's pins showed through its words
    fonts.draw_lines(surf, rows, size, ACCENT, head)
    for b in buttons:
        b.draw(surf, fonts, words)
    return box


def end_caption() -> list[str]:
    """The closing caption: where a learner goes next."""
    return [
        _(
            "Now play a game: “Two players” or “Against the computer”. In “Practice”, H asks "
            "the maestro's advice (the computer's best level)."
        ),
        _("F1 shows every control, on any screen."),
    ]


def lingering_said(step: Any, pointer: OnePointer) -> str:
    """The caption while a passing shot's table stays: what comes next, and that a key goes
    on (the bar and the panel lay empty, the screen looking stalled) — a tap, to a touch
    screen's player (``pointer``'s last input a finger's), who has neither keys nor a click."""
    if step is None:
        return GO_ON.said(pointer.by_finger)
    return GO_ON_NEXT.said(pointer.by_finger).format(name=_(step.title))


#: How a passed step goes on, to each hand: the last step's, and any other's (its next named).
GO_ON = HandWords(N_("Well done. Tap to go on."), N_("Well done. Press a key or click to go on."))
GO_ON_NEXT = HandWords(
    N_("Well done. Next: {name}. Tap to go on."),
    N_("Well done. Next: {name}. Press a key or click to go on."),
)
