"""The README's "How to play" against the referee: its table of values is the referee's (art.
7), and it says what the Rules screen says of the rematada, the options and the fouls (an
audit found it short of them: no foul for breaking a declared option, no pasar allowed to
touch a ball, no rematada from the cabaña de salida)."""

from __future__ import annotations

import re
from pathlib import Path

from chapo_game.rules.fouls import make_foul
from chapo_game.rules.scoring import CHAPO_POINTS, pin_value, pocket_value
from chapo_game.table import LATERAL_IDS

README = Path(__file__).parents[1] / "README.md"


def how_to_play() -> str:
    """The section, its lines joined into one run of words (the paragraphs are wrapped)."""
    text = README.read_text("utf-8")
    section = text.split("## How to play", 1)[1].split("\n## ", 1)[0]
    return re.sub(r"\s+", " ", section)


def value(laterals: int, rey: bool = False) -> int:
    return pin_value({*LATERAL_IDS[:laterals], *(("rey",) if rey else ())})


def test_the_readmes_values_are_the_referees():
    said = how_to_play()
    rey = [value(n, True) for n in range(4)]
    assert f"| rey alone | {rey[0]} |" in said
    assert f"| each lateral (without the rey) | {value(1)} |" in said
    assert f"| rey + 1 / 2 / 3 laterales | {rey[1]} / {rey[2]} / {rey[3]} |" in said
    assert f"| all five — **chapó** | {CHAPO_POINTS} and the partida |" in said
    assert value(4, True) == CHAPO_POINTS
    b1, b2 = pocket_value("1"), pocket_value("2")
    assert f"| ball 1 / ball 2 in a pocket | {b1} / {b2} (ball 1 = {pocket_value('1', 1)} " in said
    assert f"| mingo in a pocket | {pocket_value('mingo')} |" in said


def test_the_readme_says_the_fouls_and_options_as_the_rules_screen_does():
    said = how_to_play()
    broken = make_foul("option_pasar_broken").points
    assert f"breaking the option you declared ({broken}, below)" in said
    missed = make_foul("no_ball_touched").points
    assert f"missing every ball ({missed}; not under *no pasar*)" in said
    assert "*no pasar* (stay in your half, touching no ball;" in said
    assert "when none is outside it, from the cabaña de salida." in said  # art. 11
