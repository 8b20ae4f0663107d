"""The built-in soak checks what it claims: zero errors is asserted from real checks, and an
error met on the way is counted, named, survived, and turns the command's status to 1."""

from __future__ import annotations

from chapo_game.ai import soak
from chapo_game.cli import main
from chapo_game.physics import Simulator


def test_a_short_soak_meets_no_error():
    out = soak.run(shots=12, levels=(1, 1), seed=3)
    assert out["errors"] == 0, out["first_error"]
    assert out["first_error"] is None and out["shots"] == 12


def test_an_error_is_counted_and_the_soak_goes_on(monkeypatch, capsys):
    real = Simulator.simulate
    calls = {"n": 0}

    def fails_once(self, position, shot, **kwargs):
        calls["n"] += 1
        if calls["n"] == 40:
            raise RuntimeError("the simulation failed on purpose")
        return real(self, position, shot, **kwargs)

    monkeypatch.setattr(Simulator, "simulate", fails_once)
    assert main(["selfplay", "--soak", "6", "--seed", "3"]) == 1
    line = capsys.readouterr().out
    assert line.count("\n") == 1
    assert "6 shots" in line
    assert "1 errors, first: RuntimeError: the simulation failed on purpose" in line


def _overlapping_by(gap: float):
    """A simulator whose every shot ends with two balls ``gap`` metres into each other."""
    from dataclasses import replace

    real = Simulator.simulate

    def overlapping(self, position, shot, **kwargs):
        res = real(self, position, shot, **kwargs)
        balls = dict(res.final.balls)
        on = [b for b in ("1", "2", "mingo") if balls.get(b) is not None]
        if len(on) >= 2:
            balls[on[1]] = _beside(self.table, balls[on[0]], 2 * self.table.ball_radius - gap, [
                balls[b] for b in on[2:]
            ])  # fmt: skip
        return replace(res, final=replace(res.final, balls=balls))

    return overlapping


def _beside(table, xy, d: float, others) -> tuple[float, float]:
    """A spot ``d`` from ``xy`` on the cloth, clear of ``others`` (the third ball): only the
    pair's overlap is the test's (a spot on the mingo was a second, real overlap whenever the
    draws put the third ball there)."""
    import math

    r = table.ball_radius
    for k in range(16):
        a = 2 * math.pi * k / 16
        x, y = xy[0] + d * math.cos(a), xy[1] + d * math.sin(a)
        on_cloth = r < x < table.width - r and r < y < table.length - r
        if on_cloth and all(math.dist((x, y), o) > 2 * r + 1e-3 for o in others):
            return x, y
    raise AssertionError("no spot beside the ball")


def test_an_impossible_position_after_a_shot_is_an_error(monkeypatch):
    """Two balls half a millimetre into each other: the referee refuses the shot (issue 10)
    and the soak counts it, naming it."""
    monkeypatch.setattr(Simulator, "simulate", _overlapping_by(5e-4))
    out = soak.run(shots=3, levels=(1, 1), seed=3)
    assert out["errors"] >= 1
    assert "impossible final position: balls." in out["first_error"]


def test_the_physics_rounding_is_mended_by_the_referee(monkeypatch):
    """The physics' rounding once left two balls 57 µm into each other: the referee mends such
    a hair's breadth (as a loaded save is mended), so the game never stores it nor sticks."""
    monkeypatch.setattr(Simulator, "simulate", _overlapping_by(57e-6))
    out = soak.run(shots=3, levels=(1, 1), seed=3)
    assert out["errors"] == 0, out["first_error"]
