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
