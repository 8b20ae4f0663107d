"""A club's screen (``chapo --demo``): whatever a passer-by opened and walked away from goes
back to the demo after a while — the menu soonest, a reader's page later, a game waiting for a
shot latest (it is saved on the way)."""

from __future__ import annotations

import time
from typing import Any

from .demo import DemoScene
from .game import GameScene

#: Seconds the menu stands untouched before a club's demo comes back: a passer-by's key or
#: click left it on the menu for the rest of the night.
BACK_TO_DEMO_AFTER = 120.0
#: Any other screen (the records, the rules, the tutorial, the settings) waits longer: a reader
#: may sit still over a page.
BACK_FROM_A_SCREEN_AFTER = 300.0
#: A game waiting for a shot longer still (players talk over a shot); it is saved on the way,
#: and the menu offers to resume it.
BACK_FROM_A_GAME_AFTER = 600.0


def back_to_demo_after(app: Any) -> float | None:
    """How long the screen now up may stand untouched on a club's screen (``chapo --demo``)
    before the demo comes back; None where it never does: a home player's window, a window out
    of sight (minimised, it plays nothing), or the demo itself up or under the screen. Behind
    another window it does come back: a message left open over the club's screen kept it on
    the menu all night."""
    if not app.club_demo or not app.seen or app.find(DemoScene) is not None:
        return None
    if len(app.scenes) == 1:  # the menu
        return BACK_TO_DEMO_AFTER
    return BACK_FROM_A_GAME_AFTER if app.find(GameScene) is not None else BACK_FROM_A_SCREEN_AFTER


def club_return(app: Any) -> bool:
    """A club's screen left alone goes back to its demo — from the menu, and from whatever a
    passer-by opened and walked away from: every screen is closed as the menu closes them (a
    game is saved, to be resumed from the menu) and the demo starts afresh over the menu."""
    limit = back_to_demo_after(app)
    if limit is None or time.monotonic() - app.last_input < limit:
        return False
    app.to_menu()
    app.push(DemoScene.for_club(app))
    return True
