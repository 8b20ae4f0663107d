"""Helpers that drive the real window loop with synthetic pygame events."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from chapo_game.events import make
from chapo_game.position import PinState, Position
from chapo_game.rules.match import Match, Phase
from chapo_game.settings import Settings
from chapo_game.shot import Shot
from chapo_game.table import get_table

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def numbered_ids(monkeypatch) -> None:
    """Ids numbered, not drawn: an encuentro's id seeds its computer seats (and a player's
    id sorts nothing), so a test against the computer plays the same shots on every run."""
    import itertools
    import secrets

    count = itertools.count(1)
    monkeypatch.setattr(secrets, "token_hex", lambda n=32: f"{next(count):0{2 * n}x}")


@pytest.fixture
def app() -> Iterator[object]:
    from chapo_game.ui.app import App

    a = App(size=(1280, 720), settings=Settings(), audio=False)
    a.fast_forward = 30  # shot animations play 30 physics frames per window frame
    a.indexer.start()  # as the window's start does (:func:`chapo_game.ui.launch.open_app`),
    assert a.indexer.wait()  # through the empty folder: no test waits for it unasked
    pygame.event.clear()  # nothing an earlier test left in pygame's queue reaches this one
    yield a
    a.quit()  # (its reader done before the next test: tests/conftest.py)


@pytest.fixture
def quick_maestro(monkeypatch) -> None:
    """The advice searched at level 1 (20 ms, not 0.6 s), for the tests of what the window
    does with an advice — sets it on the cue, says it, keeps it, drops it — which is the same
    whatever level found it. What the maestro chooses is tested where it is chosen
    (``tests/ai``) and by the advice tests that say what it plays (a drill's goal, the
    pins); the tests that stop a search under way need its length and keep it."""
    from chapo_game.ui.scenes import advice

    monkeypatch.setattr(advice, "ADVICE_LEVEL", 1)


class Driver:
    """Posts events to pygame's queue and runs the app's loop, as a user's input would."""

    def __init__(self, app: object) -> None:
        self.app = app
        self.pointer: tuple[int, int] | None = None  # where the last move left the pointer

    def post(self, *events: pygame.event.Event) -> None:
        for ev in events:
            pygame.event.post(ev)
        self.app.step()  # type: ignore[attr-defined]

    def move(self, pos: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        p = (round(pos[0]), round(pos[1]))
        last = self.pointer or (p[0] - 1, p[1])  # a real move has a distance (rel)
        self.pointer = p
        rel = (p[0] - last[0], p[1] - last[1])
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=rel, buttons=buttons))

    def click(self, pos: tuple[float, float]) -> None:
        """The pointer brought to ``pos`` (a motion as far as it went: none if it was there)
        and clicked."""
        p = (round(pos[0]), round(pos[1]))
        last = self.pointer or p
        self.pointer = p
        rel = (p[0] - last[0], p[1] - last[1])
        self.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=rel, buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1),
        )

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))

    def steps(self, n: int) -> None:
        for _ in range(n):
            self.app.step()  # type: ignore[attr-defined]

    def until(self, cond: Callable[[], bool], limit: int = 3000) -> None:
        for _ in range(limit):
            if cond():
                return
            self.app.step()  # type: ignore[attr-defined]
        raise AssertionError("the window never reached the expected state")


@pytest.fixture
def drive(app: object) -> Driver:
    return Driver(app)


def match_in_play(position: Position, phase: str = "play", to_move: int = 0) -> Match:
    """A match past the lag (player 0 broke and plays ball 1) in the given phase and position —
    built through the referee's own record format."""
    m = Match(("Ana", "Luis"))
    d = m.to_json()
    d.update(
        phase=phase,
        to_move=to_move,
        breaker=0,
        first_breaker=0,
        lag_winner=0,
        position=position.to_json(),
        announcements=[],
    )
    return Match.from_json(d)


def practice_from_menu(app: Any) -> Any:
    """A new practice opened from the menu (another day: the kept positions read again)."""
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.practice import PracticeScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    return p


def salida_match() -> Match:
    m = Match(("Ana", "Luis"))
    d = m.to_json()
    t = get_table()
    d.update(
        phase=Phase.SALIDA.value,
        to_move=0,
        breaker=0,
        first_breaker=0,
        lag_winner=0,
        position=Position.initial(t).to_json(),
        announcements=[],
    )
    return Match.from_json(d)


def rey_knocked_down() -> Match:
    """Ana (ball 1) knocked the rey down, its spot left taken: she is to choose its auxiliary
    spot, and the turn is then Luis's."""
    t = get_table()
    pos = Position.initial(t, {"1": (0.71, 0.9), "2": (0.3, 2.3)})
    m = match_in_play(pos)
    fin = Position(
        {"1": t.spots["center"], "2": (0.3, 2.3), "mingo": t.spots["mingo_normal"]},
        {**pos.pins, "rey": PinState((0.75, 1.5), False, {"by": "1", "ball": "1"})},
    )
    ev = [
        make(0, "strike", ball="1", speed=2.0, cue="taco"),
        make(0.3, "ball_ball", a="1", b="2", speed=1.0),
        make(0.5, "pin_down", pin="rey", by="1", ball="1"),
        make(1, "rest"),
    ]
    m.shoot(Shot.make("1", 90, 2.0), events=ev, final=fin)
    return m


@pytest.fixture
def rey_to_choose() -> Callable[[], Match]:
    return rey_knocked_down


@pytest.fixture
def play_match() -> Callable[..., Match]:
    return match_in_play


@pytest.fixture
def new_salida() -> Callable[[], Match]:
    return salida_match


@pytest.fixture
def english() -> Iterator[None]:
    """The game's words in English for one test, Spanish again after it."""
    from chapo_game import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("es")
