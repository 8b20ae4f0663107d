"""Whether a table screen (a game, practice) is at rest: with nothing to hear and nothing
advancing it, its picture stays as it is — the proof :mod:`..beneath` asks for before it keeps
the screen under an overlay as one picture."""

from __future__ import annotations

from typing import Any


def table_at_rest(scene: Any) -> bool:
    """Nothing of ``scene`` changes by itself: it does not move (:meth:`moving`: a shot, the
    computer's turn and its turning thinking arc, the rey's pulsing rings), the maestro neither
    studies the table nor has just set his shot (the stroke greyed for a moment, by the
    clock), and no guide's path nor lag hint is being worked out off the loop (drawn as it
    lands)."""
    working = scene.cue_path.cache.busy() or scene.lag_hint.cache.busy()
    thinking = scene.advice_turn is not None or scene.advice_settling()
    return not (scene.moving() or thinking or working)
