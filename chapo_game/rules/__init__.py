"""The referee: every rule of the Reglamento as a pure-Python match state machine.

Never imports pygame or pymunk: it reads positions and the physics event log only. Start with
:class:`~chapo_game.rules.match.Match`; ``docs/RULES.md`` maps every article to the code.
"""

from .calls.announcement import Announcement
from .errors import (
    IllegalAction,
    IllegalPlacement,
    IllegalReySpot,
    IllegalShot,
    MatchFinished,
    OptionNotOffered,
    WrongPhase,
)
from .fouls import FOULS, Foul
from .judge import ShotContext, judge
from .lag import LagOutcome
from .match import Match
from .placement import PlacementArea
from .referee import referee_shot
from .scoring import pin_value, pocket_value
from .settings import OPTIONS, MatchSettings, Phase
from .sheet import ScoreSheet, SheetRow
from .verdict import Verdict

__all__ = [
    "FOULS",
    "OPTIONS",
    "Announcement",
    "Foul",
    "IllegalAction",
    "IllegalPlacement",
    "IllegalReySpot",
    "IllegalShot",
    "LagOutcome",
    "Match",
    "MatchFinished",
    "MatchSettings",
    "OptionNotOffered",
    "Phase",
    "PlacementArea",
    "ScoreSheet",
    "SheetRow",
    "ShotContext",
    "Verdict",
    "WrongPhase",
    "judge",
    "pin_value",
    "pocket_value",
    "referee_shot",
]
