"""The window's text colours read against what they are drawn on, by the WCAG 2 contrast
ratio (4.5:1 for text): the foul colour was 3.3–4.9:1 — under 3:1 to a protanope on a call's
chip — and the lag's speed on the cloth 4.2:1."""

from __future__ import annotations

import pytest

from chapo_game.ui.draw.style import CLOTH
from chapo_game.ui.guides import LAG_COLOUR
from chapo_game.ui.palette import ACCENT, BAD, BG, CHIP, DIM, GOOD, PANEL, TEXT


def luminance(c: tuple[int, int, int]) -> float:
    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_wcag_ratio_of_white_on_black_is_21():
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", ["TEXT", "DIM", "ACCENT", "GOOD", "BAD"])
def test_every_text_colour_reads_on_the_window_panels_and_chips(name):
    colour = {"TEXT": TEXT, "DIM": DIM, "ACCENT": ACCENT, "GOOD": GOOD, "BAD": BAD}[name]
    for back in (BG, PANEL, CHIP):
        assert contrast(colour, back) >= 4.5, (name, back, contrast(colour, back))


def test_the_lags_speed_reads_on_the_cloth():
    assert contrast(LAG_COLOUR, CLOTH) >= 4.5


def test_the_sheets_player_colours_read_on_its_panel_and_are_no_balls_colours():
    """A player's ball changes with each partida's breaker: his column in white or yellow
    read as the other's ball."""
    from chapo_game.ui.draw.style import BALL_COLOURS
    from chapo_game.ui.scenes.sheet import PLAYER_COLOURS

    for colour in PLAYER_COLOURS:
        assert contrast(colour, PANEL) >= 4.5
        assert all(
            sum(abs(a - b) for a, b in zip(colour, ball, strict=True)) > 90
            for ball in BALL_COLOURS.values()
        )


#: CIEDE2000 between two marks that must be told apart at a glance. One unit is about the
#: least difference seen between two large patches side by side; a word 15 px high, read from
#: a few metres, needs many times that (Szafir 2017 measured the needed difference growing
#: steeply as marks shrink). 15 keeps a clear margin over the 10 the audit takes as its floor.
APART = 15.0


@pytest.mark.parametrize("kind", ["normal", "protan", "deutan", "tritan"])
def test_a_score_a_foul_and_an_end_differ_to_every_eye(kind):
    """A call's chip says by its colour whether the shot scored, fouled or ended the partida;
    the tutorial and practice's goals say passed or failed in the same two colours. The green
    and the light red were 2.3 apart to a deuteranope, one man in twenty: the same khaki; the
    green and the gold 6.1 to a protanope."""
    from vision import difference

    from chapo_game.ui.calls import KIND_COLOURS

    score, foul, end = KIND_COLOURS["score"], KIND_COLOURS["foul"], KIND_COLOURS["end"]
    assert (score, foul) == (GOOD, BAD)
    # the foul's red and the end's gold stay 12 apart to a deuteranope: told apart, and the
    # end of a partida is said in words on a board of its own
    for a, b, least in ((score, foul, APART), (score, end, APART), (foul, end, 10.0)):
        assert difference(a, b, kind) >= least, (a, b, kind, difference(a, b, kind))


@pytest.mark.parametrize("kind", ["normal", "protan", "deutan", "tritan"])
def test_the_three_balls_differ_to_every_eye_and_the_players_by_lightness(kind):
    """Which ball is whose is told by its colour: the numbers printed on ball 1 and ball 2 are
    a few pixels wide and turn out of sight as the balls roll. The pale yellow ball 2 stood 20
    CIEDE2000 from ball 1 to a tritanope (a cream beside a white) and 1.36:1 in lightness, the
    one difference a projector that washes colours out leaves."""
    from vision import contrast as seen_contrast
    from vision import difference, seen

    from chapo_game.ui.draw.style import BALL_COLOURS

    one, two, mingo = BALL_COLOURS["1"], BALL_COLOURS["2"], BALL_COLOURS["mingo"]
    for a, b in ((one, two), (two, mingo), (one, mingo)):
        assert difference(a, b, kind) >= 24.0, (a, b, kind, difference(a, b, kind))
    lighter = seen_contrast(seen(one, kind), seen(two, kind))
    assert lighter >= 1.6, (kind, lighter)
