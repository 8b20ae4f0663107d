"""Why a drill's shot missed its goal, said on the verdict line: "Goal missed: 0 of 1" alone
left a newcomer to guess what the shot lacked (the mingo ran past the cross in "Rey off the
mingo"; was the rey to fall, or was the mingo to fell it?).

The part missed is found by the goal itself (:meth:`chapo_game.ai.goals.Goal.missed`, the
same check that says it was met), kept as data when the shot is judged, and said here in the
language of the moment when drawn, as the verdict is.
"""

from __future__ import annotations

from chapo_game.ai.goals import Miss
from chapo_game.i18n import N_, _, ngettext, translations
from chapo_game.rules import words

#: What each missed part says (msgids), ball and pin ids said by their names.
MISSES: dict[str, str] = {
    "first": N_("{0} met {1} first, not {2}"),
    "pin_first": N_("{0} grazed a pin before reaching {1}"),
    "pin": N_("{0} still stands"),
    "pin_by": N_("{0} fell, but not knocked by {1}"),
    "pocketed": N_("{0} stayed on the table"),
    "cushion": N_("{0} met something before the cushion"),
    "nothing": N_("{0} met no ball"),
}


def said_thing(thing: str) -> str:
    """A ball or pin id as said in a sentence ("the mingo", "the rey")."""
    w = translations()
    return words.ball(thing, w) if thing in words.BALL_NAMES else words.pins([thing], w)


def miss_said(miss: Miss) -> str:
    """``miss`` in the language of the moment."""
    key, said = miss
    if key == "points":
        got, need, by = said
        text = ngettext(
            "{got} point by {by}, {need} needed", "{got} points by {by}, {need} needed", int(got)
        )
        return text.format(got=got, by=said_thing(by), need=need)
    return _(MISSES[key]).format(*[said_thing(s) for s in said])
