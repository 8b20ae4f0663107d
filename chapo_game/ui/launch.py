"""Starting the game window: ``chapo`` and ``chapo --demo`` (the command line's ``game``
command hands its options here) and the check of the files at start.
"""

from __future__ import annotations

import argparse
import gc
import os

import pygame

from .. import i18n
from ..errors import CannotRun, InputError
from . import display, failure, identity
from .app import App
from .scenes.demo import DemoScene
from .scenes.menu import MenuScene
from .sound import audio_wanted
from .start_check import StartCheck


def main(args: argparse.Namespace | None = None) -> int:
    """``chapo`` / ``chapo --demo``: open the window (headless with SDL_VIDEODRIVER=dummy)."""
    demo = bool(getattr(args, "demo", False))
    frames = getattr(args, "frames", None)
    shot_path = getattr(args, "screenshot", None)
    lang = getattr(args, "lang", None)
    if frames is not None and frames < 1:
        raise InputError("--frames", f"must be at least 1, got {frames}")
    if lang is not None and lang not in i18n.LANGUAGES:
        raise InputError("--lang", f"unknown language {lang!r} (es or en)")
    unseen = display.unseen_reason(os.environ.get("SDL_VIDEODRIVER"))
    # a bounded run (--frames) may draw unseen, offscreen: it ends; with no display at all
    # (a driver that would not start) it cannot draw, and stopped on a traceback
    if unseen and (frames is None or not pygame.display.get_init()):
        if getattr(args, "verbose", False):
            identity.write_report(None, None)
        raise CannotRun(unseen)
    # an unexpected failure is reported, said in one line, and ends with status 1; the
    # club's demo starts again instead (a few times)
    return failure.run_window(
        lambda first: open_app(args, first), frames=frames, screenshot=shot_path, demo=demo
    )


def open_app(args: argparse.Namespace | None, first: bool = True) -> App:
    """The window as it starts: the menu, the saves' check, the notice of a last run that
    closed on an error and, for ``--demo``, the club's demo over them (``first``: the run's
    first start, not the demo's start again after a failure)."""
    app = App(
        size=getattr(args, "size", None) or display.DEFAULT_SIZE,
        fullscreen=True if getattr(args, "fullscreen", False) else None,
        audio=audio_wanted(),
        language=getattr(args, "lang", None),
    )
    if first and getattr(args, "verbose", False):
        identity.write_report(app.sound.report, app.icon_problem)
    settle_heap()  # before any screen: a screen closed later is not kept for ever
    app.push(MenuScene(app))
    offer_resume(app)  # the demo's too: a damaged file it met was set aside unsaid
    app.indexer.start()  # an older version's saves into the index, off the loop (the demo's too)
    note = failure.last_time_note(not first)  # the last run closed on an error: said once
    if note is not None:
        app.notes.append(note)
    if getattr(args, "demo", False):
        app.push(DemoScene.for_club(app, club=True))
    return app


def settle_heap() -> None:
    """Set what start-up made (modules, fonts, catalogues, the window itself) outside the
    cyclic collector's reach. It lives as long as the window, yet every full collection walked
    all of it: while the aim sweeps, the guide's simulations churn out enough objects for a
    full collection every ~0.6 s, each 9 ms of the frame loop's time; frozen, about 1 ms.
    Called before the first screen is made: a frozen screen closed later (the club's demo,
    the offer to resume) would never be freed."""
    gc.collect()
    gc.freeze()


def offer_resume(app: App) -> None:
    """At start: the menu offers the saved encuentros; each damaged file (a save, the list of
    players) is moved aside and the menu says so in one line — checked off the frame loop
    (:class:`~.start_check.StartCheck`), so the menu is up at once however many saves a
    club keeps."""
    app.start_check = StartCheck()
