"""The README's screenshots, made from the real window (headless): ``python -m
chapo_game.ui.screenshots [DIR] [--size WxH]`` writes ``menu.png``, ``game.png`` (an encuentro
in progress, caught while knocked pins are falling) and ``practice.png`` (a drill after its
shot: knocked pins lying, the trace of the balls).

The game is played through the screen's own actions (lag, break, place, strike) with fixed
shots, so the pictures are the same on every run.
"""

from __future__ import annotations

import math
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..errors import one_line
from ..fileio import reason_of, try_writing_beside
from ..settings import Settings
from ..shot import Shot
from .display import save_image


def _angle_to(xy: tuple[float, float], target: tuple[float, float]) -> float:
    return math.degrees(math.atan2(target[1] - xy[1], target[0] - xy[0])) % 360


def _rey_by_the_mingo(p: Any) -> tuple[float, float]:
    """An aim and power at which the first drill's shot meets its goal, the mingo cut into the
    rey: the offered aim's neighbours, simulated in turn (a fixed 2.5° went stale as the drill
    and the physics changed, and the README showed a shot that knocked nothing)."""
    from ..physics import Simulator
    from .drills import goal_met
    from .powerbar import power_to_speed

    xy, mingo = p.position.balls["1"], p.position.balls["mingo"]
    sim, straight = Simulator(p.table), _angle_to(xy, mingo)
    for power in (0.42, 0.38, 0.46, 0.5):
        for tenth in sorted(range(-120, 121, 5), key=abs):
            angle = (straight + tenth / 10) % 360
            r = sim.simulate(p.position, Shot.make("1", angle, power_to_speed(power)))
            if goal_met("Rey off the mingo", r.events, 0):
                return angle, power
    return straight, 0.42


def _settle(app: Any, scene: Any, limit: int = 5000) -> None:
    for _ in range(limit):
        if not scene.animating:
            return
        app.step([])


def game_in_progress(app: Any) -> Any:
    """An encuentro between Ana and Luis: lag, break, reply and a few shots, stopped in the
    middle of a shot that knocks pins (pins lying and falling, balls still rolling)."""
    from ..rules.match import Phase
    from .scenes.game import GameScene
    from .scenes.menu import MenuScene

    app.reset_to(MenuScene(app))
    g = GameScene(app, names=["Ana", "Luis"])
    app.push(g)
    app.fast_forward = 40
    g.strike(Shot.make("1", 90.0, 2.2))
    g.strike(Shot.make("2", 90.0, 2.25))
    _settle(app, g)
    if g.match.phase == Phase.LAG_CHOICE:
        g.choose_break(True)
    for speed in (2.0, 1.6, 1.4, 2.4, 1.8, 2.2, 1.5, 2.6):
        m = g.match
        if m.finished:
            break
        _answer_questions(g)
        shot = _near_full_hit(m, speed)
        g.aim.state.angle = shot.angle
        g.strike(shot)
        if len(m.sheet) >= 2:  # from the third shot on: stop while pins fall
            app.fast_forward = 1
            if _pins_falling(app, g):
                return g
            app.fast_forward = 40
        _settle(app, g)
    return g


def _answer_questions(g: Any) -> None:
    """What the game asks before the next shot, answered the plain way: the rey's first
    spot, the ball in hand where the match would put it, pasar."""
    m = g.match
    if m.pending_rey_choice:
        g.choose_rey(m.rey_spot_choices()[0])
    if m.needs_placement:
        g.place(m.default_placement())
    if m.options() and m.declared_option is None:
        g.declare("pasar")


def _near_full_hit(m: Any, speed: float) -> Shot:
    """The ball to play at the mingo (or the first ball it may meet), 1.5° off a full hit: dead
    along the pins' string the ball pushes the knocked pins ahead of it in a bunch, hidden
    behind it, and the picture shows no pins falling."""
    ball = m.ball_to_play
    xy = m.position.balls[ball]
    targets = m.legal_first_targets() or ("mingo",)
    target = m.position.balls["mingo" if "mingo" in targets else targets[0]]
    return Shot.make(ball, _angle_to(xy, target) + 1.5, speed)


def _pins_falling(app: Any, g: Any) -> bool:
    """Step the shot frame by frame until at least two pins lie clear of the balls (or have
    lain a while): True, stopped there; False if the shot ended first."""
    waited = 0
    for _ in range(3000):
        app.step([])
        pb = g.playback
        fr = pb.frame() if pb is not None else None
        if fr is None:
            if pb is None:
                break
            continue
        down = [p.xy for p in fr.pins.values() if not p.standing]
        balls = [b.xy for b in fr.balls.values() if b is not None]
        clear = all(math.dist(b, p) > 0.12 for b in balls for p in down)
        if len(down) >= 2 and pb.index > 0 and (clear or pb.index > waited + 120):
            return True
        if len(down) < 2:
            waited = pb.index
    return False


def practice_after_shot(app: Any) -> Any:
    """The first drill (the rey off the mingo) after its shot: trace and knocked pins shown."""
    from .scenes.menu import MenuScene
    from .scenes.practice import PracticeScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.fast_forward = 40
    p.aim.state.angle, p.aim.state.power = _rey_by_the_mingo(p)
    p.aim.strike()
    _settle(app, p)
    # the next shot: the cue where practice offers it (at a ball it can hit, clear of pins),
    # and its guide as the simulation in the background gives it (drawn before that lands,
    # the picture lacked the ghost ball on a busy machine and had it on an idle one)
    app.step([])
    p.cue_path.cache.wait()
    app.step([])
    return p


def write_all(out: Path, size: tuple[int, int]) -> list[Path]:
    """The pictures; the game they play is saved in a throw-away folder, never among the
    user's own saved encuentros, and removed afterwards."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    before = os.environ.get("CHAPO_CONFIG_DIR")
    folder = tempfile.mkdtemp(prefix="chapo-screenshots-")
    os.environ["CHAPO_CONFIG_DIR"] = folder
    try:
        return _take(out, size)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        if before is None:
            os.environ.pop("CHAPO_CONFIG_DIR", None)
        else:
            os.environ["CHAPO_CONFIG_DIR"] = before


def _take(out: Path, size: tuple[int, int]) -> list[Path]:
    from .app import App
    from .scenes.menu import MenuScene

    app = App(size=size, settings=Settings(), audio=False)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def save(name: str) -> None:
        app.draw()
        path = out / name
        save_image(app.screen, str(path))
        written.append(path)

    app.reset_to(MenuScene(app))
    app.step([])
    save("menu.png")
    game_in_progress(app)
    save("game.png")
    practice_after_shot(app)
    save("practice.png")
    app.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own
    from .display import size_arg

    ap = OneLineParser(prog="python -m chapo_game.ui.screenshots")
    ap.add_argument("out", nargs="?", default="docs/screenshots")
    # the window's own bounds: 1x1 was drawn at 960x540 without a word
    ap.add_argument("--size", type=size_arg, default=(1920, 1080))
    args = ap.parse_args(argv)
    out = Path(args.out)
    try:  # before the game is played: "/proc/x" ended in a traceback from mkdir, a minute in
        out.mkdir(parents=True, exist_ok=True)
        try_writing_beside(out / "menu.png")
    except OSError as exc:
        where = one_line(str(out))
        print(f"{ap.prog}: cannot write in {where}: {reason_of(exc)}", file=sys.stderr)
        return 2
    for p in write_all(out, args.size):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
