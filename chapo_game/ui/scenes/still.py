"""Whether a table screen (a game, practice) is at rest: with nothing to hear and nothing
advancing it, its picture stays as it is — the proof :mod:`..beneath` asks for before it keeps
the screen under an overlay as one picture; and whether, in front, the computer's turn leaves
its table as it is while it thinks (:mod:`.game.thinking`)."""

from __future__ import annotations

from typing import Any


def table_at_rest(scene: Any) -> bool:
    """Nothing of ``scene`` changes by itself: it does not move (:meth:`moving`: a shot, the
    computer's turn and its turning thinking arc, the rey's pulsing rings), the maestro neither
    studies the table nor has just set his shot (the stroke greyed for a moment, by the
    clock), and no guide's path nor lag hint is being worked out off the loop (drawn as it
    lands)."""
    thinking = scene.advice_turn is not None or scene.advice_settling()
    return not (scene.moving() or thinking or guides_working(scene))


def guides_working(scene: Any) -> bool:
    """A guide's path or the lag's hint is being worked out off the loop (drawn as it
    lands)."""
    return bool(scene.cue_path.cache.busy() or scene.lag_hint.cache.busy())


def thinking_at_rest(scene: Any) -> bool:
    """The computer's turn before its stroke — its search, or its reading of the calls — and
    nothing else of the screen changes by itself: no shot rolls, its cue is not on its line
    (the line-up counts down), nobody is to act beside it (the lag's other ball, aimed by a
    person's pointer), no rey's spots pulse, the partida is not over and no guide is being
    worked out. Only its thinking arc turns, and the side button says Fast ×4."""
    if scene.thinking is None:  # every frame of a person's turn: asked first, alone
        return False
    m = scene.match
    busy = scene.animating or scene.lining_up is not None or guides_working(scene)
    return not (busy or scene.human_to_act() or m.pending_rey_choice or m.finished)
