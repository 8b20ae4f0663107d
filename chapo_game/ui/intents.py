"""What the computer means a shot to do, as a player reads it ("Ordenador: primero el mingo, a
por el chapó"): said while its shot lines up and runs, in the maestro's advice, and in the replay
of a computer's shot — the replay from the score sheet too, so the intent is kept with each
stroke (:class:`Intent`, saved with the encuentro).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from chapo_game.i18n import N_, _, said_name, translations
from chapo_game.i18n import said as said_sentence
from chapo_game.rules import words
from chapo_game.rules.scoring import is_chapo
from chapo_game.table import BALL_IDS, PIN_IDS

if TYPE_CHECKING:
    from chapo_game.ai.player import Decision

#: How the shot reaches the ball it meets first, by the shot's family (:class:`~chapo_game.ai.
#: player.Decision`): the start of what the computer says while the shot runs — the demo's
#: watchers and its opponent learn from it.
LEADS = {
    "direct": N_("{ball} first"),
    # "off a cushion", not "bricole": that word is also an option's name, and the maestro may
    # advise such a shot under another option ("declare pasar: bricole…" read as a contradiction)
    "bank1": N_("off one cushion onto {ball}"),
    "bank2": N_("off two cushions onto {ball}"),
}
#: A shot straight into a pocket: the ball met first sunk (and no pin).
INTO_POCKET = N_("{name}: {ball} into a pocket")
#: Then what it is for, played as meant: the pins it fells, the balls it sinks, both, a chapó
#: (a bank shot said only the ball it reached: "off two cushions onto the mingo" for a shot
#: meant to fell three pins and sink the mingo).
SINKS = N_("{name}: {lead}, to pocket {sunk}")
AT_PINS = N_("{name}: {lead}, then {pins}")
AT_PINS_SINKS = N_("{name}: {lead}, then {pins}, and {sunk} into a pocket")
AT_CHAPO = N_("{name}: {lead}, for a chapó")
AT_BALL = N_("{name}: {lead}")
#: Families that go straight to the ball they meet first.
_STRAIGHT = frozenset({"ghost_pin", "direct", "ghost_pocket"})


def intent_text(decision: Any, name: str) -> str:
    """What the computer's shot is meant to do ("Ordenador: primero el mingo, a por el rey y
    dos laterales"); "" for a decision that says nothing of it."""
    if decision.family == "no_pasar":
        return _("{name}: no pasar, short of the línea media").format(name=name)
    lead = LEADS.get("direct" if decision.family in _STRAIGHT else decision.family)
    if not decision.target or lead is None:
        return ""
    tr = translations()
    ball = words.ball(decision.target, tr)
    said = {"name": name, "lead": _(lead).format(ball=ball)}
    pins, sunk = tuple(decision.pins), tuple(decision.pocketed)
    if is_chapo(pins):
        return _(AT_CHAPO).format(**said)
    if pins and sunk:
        return _(AT_PINS_SINKS).format(
            pins=words.pins(pins, tr), sunk=words.balls(sunk, tr), **said
        )
    if pins:
        return _(AT_PINS).format(pins=words.pins(pins, tr), **said)
    if sunk == (decision.target,) and decision.family in _STRAIGHT:
        return _(INTO_POCKET).format(name=name, ball=ball)
    if sunk:
        return _(SINKS).format(sunk=words.balls(sunk, tr), **said)
    return _(AT_BALL).format(**said)


def meant_text(meant: tuple[Any, str] | None) -> str:
    """A replay's (intent, shooter's name) as said now, in the window's language ("" for
    none): said when drawn, not when the shot ran, so a language changed since is followed;
    a miscue said as the shot said it (its replay showed a plan the ball never followed)."""
    if meant is None:
        return ""
    said = said_sentence(intent_text(meant[0], said_name(meant[1])))
    return _("Miscue! {intent}").format(intent=said) if meant[0].miscue else said


#: Every family a shot's intent may be kept under.
FAMILIES = frozenset({*LEADS, *_STRAIGHT, "no_pasar"})


@dataclass(frozen=True)
class Intent:
    """What a computer's shot was for — the fields of its decision :func:`intent_text` reads —
    kept with its stroke so that its replay says it, whenever it is watched."""

    family: str
    target: str | None = None
    pins: tuple[str, ...] = ()
    pocketed: tuple[str, ...] = ()
    miscue: bool = False  # the hand slipped: the ball did not go where the plan said

    @classmethod
    def of(cls, decision: Decision | None) -> Intent | None:
        """A decision's intent (None: it says nothing of one)."""
        if decision is None or not intent_text(decision, "x"):
            return None
        sunk = tuple(decision.pocketed)
        return cls(decision.family, decision.target, tuple(decision.pins), sunk, decision.miscue)

    def to_json(self) -> dict[str, Any]:
        return {
            "family": self.family,
            "target": self.target,
            "pins": list(self.pins),
            "pocketed": list(self.pocketed),
            "miscue": self.miscue,
        }

    @classmethod
    def from_json(cls, data: Any) -> Intent | None:
        """A saved intent, or None for anything that does not read whole (a hand-edited file
        loses the sentence, never the replay)."""
        if not isinstance(data, dict):
            return None
        family, target = data.get("family"), data.get("target")
        pins, sunk = data.get("pins"), data.get("pocketed")
        # (a family of a list or an object is unhashable: checked a string before the set)
        if not isinstance(family, str) or family not in FAMILIES:
            return None
        if (target is not None and target not in BALL_IDS) or not _ids(pins, PIN_IDS):
            return None
        if not _ids(sunk, BALL_IDS):
            return None
        return cls(family, target, tuple(pins), tuple(sunk), data.get("miscue") is True)


def _ids(value: Any, known: Any) -> bool:
    return (
        isinstance(value, list) and all(v in known for v in value) and len(set(value)) == len(value)
    )
