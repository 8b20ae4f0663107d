"""A practice drill's verdict line: the goal met or missed (and what it lacked), the foul a
game would call, the session's tally, and why a shot was not counted in it.

Why: a club player wants his own tries counted; a repeat (R) and the maestro's advised shot
struck as set are said, marked, and left out (the advice's shot counted as a try and a success
of his own, "Objetivo cumplido: 1 de 1", with no mark that it was the maestro's).
"""

from __future__ import annotations

from chapo_game.i18n import N_, _, translations
from chapo_game.rules.calls.sanction import foul_reason
from chapo_game.rules.fouls import Foul

from ..drill_misses import Miss, miss_said
from ..widgets import BAD, GOOD

Line = tuple[str, tuple[int, ...]]

#: A shot's verdict as kept until drawn: met, made, tried, the foul, why uncounted, the part
#: of the goal missed.
Verdict = tuple[bool, int, int, Foul | None, str, Miss | None]

#: Why a shot is left out of the tally, said after its verdict (msgids), by the reason
#: :meth:`.practice_goals.DrillGoals.judge_goal` was given.
UNCOUNTED: dict[str, str] = {
    "repeat": N_("{verdict} (a repeat: not counted)"),
    "advice": N_("{verdict} (the maestro's shot: not counted)"),
}


def verdict_line(
    met: bool,
    made: int,
    tried: int,
    foul: Foul | None = None,
    uncounted: str = "",
    miss: Miss | None = None,
) -> Line:
    """A drill's verdict on the last shot, in the window's language of the moment; a shot the
    referee would call a foul in a game meets no goal, and the line says which foul; another
    miss says the part of the goal it lacked; a repeat (R) or the maestro's shot says it was
    not counted (the same figures read as if it had been ignored)."""
    if foul is not None:
        reason = foul_reason(foul.code, foul.params, translations())
        text = _("Goal missed, a foul in a partida ({reason}): {made} of {tried}")
        line = text.format(reason=reason, made=made, tried=tried), BAD
    elif miss is not None:
        text = _("Goal missed ({why}): {made} of {tried}")
        line = text.format(why=miss_said(miss), made=made, tried=tried), BAD
    else:
        text = _("Goal met: {made} of {tried}") if met else _("Goal missed: {made} of {tried}")
        line = text.format(made=made, tried=tried), GOOD if met else BAD
    if uncounted:
        return _(UNCOUNTED[uncounted]).format(verdict=line[0]), line[1]
    return line
