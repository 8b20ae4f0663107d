"""The window's monkey: random clicks, drags, touches, typing, the wheel and keys on every screen,
headless, until an exception escapes the event loop or the time is up.

Why: the tests drive the paths someone thought of; a player finds the others. One run of this
found a click on the rim of the spin ball face that closed the game at the next strike. The
same seed replays the same input, though the computer's thinking runs in the background, so
what the screens do with it may differ from run to run.

``python -m chapo_game.ui.monkey --seconds 300 --seed 1`` (``make monkey``): one line, and on
an error its traceback too and exit status 1. It plays in a folder of its own, never among the
user's saved encuentros or players, which starts with a club's thirty players so that the lists
longer than a screen are played too.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

#: The keys the screens answer to, and a few they do not.
KEY_NAMES = (
    *("SPACE", "RETURN", "ESCAPE", "LEFT", "RIGHT", "UP", "DOWN", "TAB", "HOME", "END"),
    *("BACKSPACE", "v", "m", "f", "s", "z", "x", "c", "w", "a", "d", "e", "r", "u", "t"),
    *("1", "2", "3", "4", "q", "h", "PAGEUP", "PAGEDOWN"),
)
#: The monkey's folder starts with a club's list of players, longer than any screen's.
#: The longest run asked for (s): a day.
MAX_SECONDS = 86400
CLUB = (*(f"Socio {n}" for n in range(1, 28)), "Álvaro", "Ñandú", "Zoë")


@dataclass
class Report:
    seed: int
    steps: int = 0
    screens: set[str] = field(default_factory=set)
    error: str | None = None  # the exception's one line
    trace: str | None = None  # its traceback

    def line(self) -> str:
        seen = ", ".join(sorted(self.screens))
        if self.error:
            return f"monkey seed {self.seed}: FAILED after {self.steps} frames: {self.error}"
        return f"monkey seed {self.seed}: {self.steps} frames, no error; screens: {seen}"


def _events(rng: random.Random, size: tuple[int, int]) -> list[Any]:
    """One gesture's events: a click, a drag, a touch, a key, some typing, the wheel or a
    resize."""
    import pygame

    w, h = size
    at = (rng.randrange(w), rng.randrange(h))
    to = (rng.randrange(w), rng.randrange(h))
    r = rng.random()
    if r < 0.33:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1),
        ]
    if r < 0.43:
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1),
        ]
    if r < 0.48:
        x, y = at[0] / w, at[1] / h
        return [
            pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0.0, dy=0.0, finger_id=0),
            pygame.event.Event(pygame.FINGERUP, x=x, y=y, dx=0.0, dy=0.0, finger_id=0),
        ]
    if r < 0.51:
        text = "".join(rng.choice("abcñáZ 7") for _ in range(rng.randrange(1, 5)))
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
    if r < 0.515:
        size2 = (rng.randrange(960, 1600), rng.randrange(540, 900))
        return [pygame.event.Event(pygame.VIDEORESIZE, w=size2[0], h=size2[1], size=size2)]
    if r < 0.54:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False),
        ]
    name = rng.choice(KEY_NAMES)
    if name == "ESCAPE" and rng.random() < 0.6:
        name = "SPACE"  # Esc leaves too many screens to let anything else be seen
    key = pygame.key.key_code(name.lower() if len(name) > 1 else name)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    return [
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""),
        pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""),
    ]


def run(app: Any, seed: int, frames: int | None = None, seconds: float | None = None) -> Report:
    """Play ``app`` from its menu with random gestures, each held for 1–30 frames, for
    ``frames`` frames or ``seconds`` seconds; an exception stops it and is reported. Leaving
    the game (Salir del juego) starts it again at the menu."""
    from .scenes.menu import MenuScene

    rng = random.Random(seed)
    report = Report(seed)
    app.reset_to(MenuScene(app))
    app.fast_forward = 8
    start = time.monotonic()

    def more() -> bool:
        if frames is not None and report.steps >= frames:
            return False
        return seconds is None or time.monotonic() - start < seconds

    try:
        while more():
            events = _events(rng, app.size)
            for _ in range(rng.randrange(1, 30)):
                app.step(events)
                events = []
                report.steps += 1
            report.screens.add(type(app.top).__name__)
            if not app.running:
                app.running = True
                app.reset_to(MenuScene(app))
    except Exception as exc:  # the point: whatever escapes the event loop
        report.error = f"{type(exc).__name__}: {exc} (on {type(app.top).__name__})"
        report.trace = traceback.format_exc()
    return report


def main(argv: list[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    ap = OneLineParser(prog="python -m chapo_game.ui.monkey", description=__doc__)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=120.0, help="how long (default 120)")
    ap.add_argument("--size", default="1280x720", help="window size WIDTHxHEIGHT")
    ap.add_argument("--lang", default="es", help="es (default) or en")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .display import size_of  # the game's own bounds (10x10 was taken)

    try:
        size = size_of(args.size)
    except ValueError as exc:
        print(f"monkey: --size: {exc}", file=sys.stderr)
        return 2
    if not (math.isfinite(args.seconds) and 1 <= args.seconds <= MAX_SECONDS):
        # nan ran no frame and passed; inf never ended, deaf to a SIGTERM
        print(f"monkey: --seconds: from 1 to {MAX_SECONDS}, got {args.seconds}", file=sys.stderr)
        return 2
    if args.lang not in ("es", "en"):
        print(f"monkey: --lang: es or en, got {args.lang!r}", file=sys.stderr)
        return 2
    folder = tempfile.mkdtemp(prefix="chapo-monkey-")
    os.environ["CHAPO_CONFIG_DIR"] = folder
    from chapo_game import player_list, players
    from chapo_game.settings import Settings

    roster = player_list.Roster()
    for name in CLUB:
        roster.add(name)
    players.save(roster)

    from .app import App

    # a club's settings: the shot clock on, so its time-outs are played through as well
    club = Settings(shot_clock=30)
    app = App(size=size, settings=club, audio=False, language=args.lang)  # type: ignore[arg-type]
    report = run(app, args.seed, seconds=args.seconds)
    try:
        app.quit()  # as the game leaves: a shot still rolling finished, the computer stopped
    except Exception as exc:  # after an error the window may not close cleanly: say so
        report.error = report.error or f"{type(exc).__name__} on leaving: {exc}"
        report.trace = report.trace or traceback.format_exc()
    print(report.line())
    if report.trace:
        sys.stderr.write(report.trace)
        print(f"monkey: its saves, players and positions are in {folder}", file=sys.stderr)
        return 1
    shutil.rmtree(folder, ignore_errors=True)  # nothing to look at: no litter left behind
    return 0


if __name__ == "__main__":
    sys.exit(main())
