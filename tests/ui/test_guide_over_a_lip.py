"""A fast ball that clips a corner pocket's hole and climbs back out over its far edge
(``pocket_lip``, docs/PHYSICS.md "Pockets"): the aiming guide draws its way through the turn
at the lip where the simulation has it — its 60 Hz frames, joined straight across the lip, cut
the corner (4 cm on a bank's way on) — and the lip is no contact: the line still ends at the
cushion it meets after, and no foul is said for a ball that is not pocketed."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_screens import off_polyline, practice_on, traced

from chapo_game.physics import Simulator
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes import aim_helps

T = get_table()
RP = T.pocket_radius
CX, CY = T.pockets["head_left"]
AWAY2, AWAY_MINGO = (1.2, 2.5), (0.9, 2.6)


def across_the_mouth(chord: float) -> tuple[float, float]:
    """Ball 1 against the left cushion, sent at 315° across head_left's mouth: its centre's
    path a ``chord`` long over the hole, square to the pocket's centre line."""
    off = math.sqrt(RP * RP - (chord / 2) ** 2)
    x0 = 0.045
    return (x0, CX + CY + off * math.sqrt(2) - x0)


def settled(app, p) -> None:
    app.step()
    p.cue_path.cache.wait()
    app.step()


def lip_of(result) -> tuple[float, float]:
    (lip,) = (tr for tr in result.trace if tr["type"] == "pocket_lip")
    return (lip["x"], lip["y"])


def test_the_guides_line_turns_at_the_lip_and_ends_at_the_cushion_after(app, drive, monkeypatch):
    """8 m/s across the mouth on a 6 cm chord: the ball skips the hole, then meets the head
    cushion. The guide's line goes through the lip's place (it passed a millimetre inside it)
    and ends in a ring at that cushion; no foul is said; and the shot played skips there."""
    start = across_the_mouth(0.06)
    p = practice_on(app, start, AWAY2, AWAY_MINGO)
    shot = Shot.make("1", 315.0, 8.0)
    p.aim.set_shot(shot)
    p.aim.held = True
    said = []
    monkeypatch.setattr(aim_helps.AimHelps, "draw_foul_warning", lambda *a: said.append(a[1]))
    settled(app, p)
    sim = p.cue_path.paths(p.position, p.aim.shot())
    assert sim is not None and sim.course is not None
    played = Simulator(T).simulate(p.position, p.aim.shot(), frames=True, trace=True)
    kinds = [e.type for e in played.events if e.type != "line_cross"]
    assert kinds[:3] == ["strike", "pocket_lip", "ball_cushion"]
    lip = lip_of(played)
    course = list(sim.course.points)
    assert off_polyline(lip, course) < 1e-6  # the turn drawn where the ball turns
    cushion = next(e for e in played.events if e.type == "ball_cushion")
    assert course[-1] == pytest.approx(traced_at(played, cushion.t), abs=1e-9)
    assert sim.course.ball is None and sim.course.pin is None and not sim.course.short
    assert not sim.sunk and not said  # the lip is no pocket: no foul said
    drive.key(pygame.K_SPACE)  # and played: it skips, and is on the table after
    drive.until(lambda: not p.animating)
    rec = p.replay_record
    assert any(e.type == "pocket_lip" for e in rec.events)
    assert not any(e.type == "pocketed" for e in rec.events)
    skipped = next(e.t for e in rec.events if e.type == "pocket_lip")
    assert math.dist(traced(rec)[(skipped, "1")], lip) < 1e-9


def traced_at(result, t: float) -> tuple[float, float]:
    tr = next(tr for tr in result.trace if tr["t"] == t and tr["ball"] == "1")
    return (tr["x"], tr["y"])


def test_a_banks_way_on_turns_at_the_lip_after_the_jaw(app, monkeypatch):
    """10 m/s down the table past the left cushion into head_left's far jaw: the ball meets
    the jaw over the hole (the line's end, a cushion), climbs out over the lip and runs on
    along the head cushion. The bank's way on from the jaw turned 4 cm short of the lip."""
    p = practice_on(app, (0.2343, 0.7103), AWAY2, AWAY_MINGO)
    p.aim.set_shot(Shot.make("1", 250.0, 10.0))
    p.aim.held = True
    drawn = []
    real = aim_helps.draw_path

    def spy(surf, view, pts, **kw) -> None:
        drawn.append(list(pts))
        real(surf, view, pts, **kw)

    monkeypatch.setattr(aim_helps, "draw_path", spy)
    settled(app, p)
    played = Simulator(T).simulate(p.position, p.aim.shot(), frames=True, trace=True)
    kinds = [e.type for e in played.events if e.type != "line_cross"]
    assert kinds[:3] == ["strike", "ball_cushion", "pocket_lip"]
    sim = p.cue_path.paths(p.position, p.aim.shot())
    assert sim.bank is not None and drawn and drawn[-1] == list(sim.bank.points)
    assert off_polyline(lip_of(played), drawn[-1]) < 1e-6
    jaw = next(e for e in played.events if e.type == "ball_cushion")
    assert sim.course.points[-1] == pytest.approx(traced_at(played, jaw.t), abs=1e-9)
    assert not sim.sunk
