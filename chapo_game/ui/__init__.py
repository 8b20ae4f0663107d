"""The window (pygame): the top layer, over the computer player, the referee and the physics.

- :mod:`.app` — the window and its loop (:class:`~.app.App`), the ``chapo`` entry point.
- :mod:`.scenes` — one module per screen; :mod:`.scenes.base` holds what every screen is and
  how the window goes from one to another, and imports no screen.
- :mod:`.draw` — the table drawn to scale (geometry, cloth, balls, pins, cue and guide).
- :mod:`.aim`, :mod:`.playback`, :mod:`.widgets`, :mod:`.drills`, :mod:`.sound` — the
  controls, shot playback, buttons and fonts, practice positions and sounds the screens share.
- :mod:`.identity` — the window's title, icon and class, and what was loaded from the package.
- :mod:`.bench`, :mod:`.screenshots`, :mod:`.sound_gen`, :mod:`.icon_gen` — tools: speed
  figures, the README's pictures, the generated sounds and icons.
"""

import os

from .app_id import set_app_id

# pygame greets on standard output when first imported ("pygame-ce 2.5.x (SDL ...)"); the
# ``chapo`` command hides it (chapo_game.cli), and so does every tool run from here (``python
# -m chapo_game.ui.screenshots`` printed it above the pictures' names and before a refusal's
# one line). Here, as the package is loaded before any of its modules imports pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
set_app_id()  # before pygame's import names the window's class after the program
