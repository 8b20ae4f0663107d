"""A drill's goal (chapo_game.ai.goals): judged on an event log as the practice screen judges
it, and worth a bonus to the search that only a shot meeting it without a foul earns."""

from __future__ import annotations

from chapo_game.ai import referee
from chapo_game.ai.candidates import Candidate
from chapo_game.ai.goals import GOAL_BONUS, Goal
from chapo_game.events import Event
from chapo_game.position import Position
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.shot import Shot
from chapo_game.table import get_table

T = get_table()


def ev(kind: str, **data) -> Event:
    return Event(0.0, kind, data)


def test_each_field_of_a_goal_is_asked_of_the_log():
    mingo_first = [ev("ball_ball", a="1", b="mingo"), ev("pin_down", pin="rey", by="mingo")]
    pin_first = [ev("ball_pin", ball="1", pin="rey"), ev("ball_ball", a="1", b="mingo")]
    assert Goal(first="mingo").met("1", mingo_first, 5)
    assert not Goal(first="mingo").met("1", pin_first, 5)  # a pin before any ball
    assert Goal(pin="rey", pin_by="mingo").met("1", mingo_first, 5)
    assert not Goal(pin="rey", pin_by="1").met("1", mingo_first, 5)
    assert not Goal(first="mingo", min_points=7).met("1", mingo_first, 5)
    assert Goal(pocketed="mingo").met("1", [ev("pocketed", ball="mingo")], 3)
    assert not Goal(pocketed="mingo").met("1", [ev("pocketed", ball="1")], 0)
    bricole = [ev("ball_cushion", ball="1", cushion="foot"), ev("ball_ball", a="1", b="2")]
    assert Goal(first_cushion="foot").met("1", bricole, 0)
    assert not Goal(first_cushion="foot").met("1", bricole[:1], 0)  # no ball after it
    assert not Goal(first_cushion="foot").met("1", bricole[1:], 0)  # the ball first
    assert Goal().met("1", [], 0)  # nothing asked


def test_the_search_values_a_goal_met_without_a_foul_and_only_then():
    """Ball 1 straight at the mingo, which is straight at the cross: the head lateral falls,
    knocked by the mingo, and knocks the rey. Under the goal "the head lateral off the mingo"
    the same shot is worth GOAL_BONUS more; under "the rey off the mingo" (the lateral knocked
    it) or "the mingo pocketed" nothing more."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    data = Match(("a", "b"), MatchSettings()).to_json()
    data.update(phase="play", to_move=0, breaker=0, first_breaker=0, lag_winner=0)
    data.update(position=pos.to_json(), announcements=[])
    m = Match.from_json(data)
    c = Candidate(Shot.make("1", 90.0, 3.0), None, None, "test")
    plain = referee.play_value(referee.freeze(m), c)

    def with_goal(goal: Goal) -> float:
        return referee.play_value(referee.freeze(m, goal=goal), c)

    assert plain == 7  # the rey and one lateral
    assert with_goal(Goal(pin="lateral_head", pin_by="mingo")) == plain + GOAL_BONUS
    assert with_goal(Goal(pin="rey", pin_by="mingo")) == plain
    assert with_goal(Goal(pin="rey")) == plain + GOAL_BONUS
    assert with_goal(Goal(pocketed="mingo")) == plain
    # a goal met by a shot that is a foul earns nothing (the practice screen calls it unmet):
    # ball 1 moved 10 cm aside runs past the mingo straight into the left lateral
    foul = Candidate(Shot.make("1", 90.0, 3.0), (T.width / 2 - 0.1, 0.75), None, "test")
    state = referee.freeze(m, goal=Goal(pin="lateral_left", pin_by="1"))
    j, _, _ = referee.play_judgement(state, foul)
    assert j.foul is not None and "lateral_left" in j.pins_down
    assert referee.play_value(state, foul) == -j.points_opponent


def test_pins_by_counts_only_the_pins_whose_fall_began_with_that_ball():
    """ "Cut ball 2 into the cross" was met by ball 1 grazing ball 2 and running on into the
    pins itself: only the pins ball 2 (or a pin it knocked) fells count, pocketed balls too."""
    graze = [
        ev("ball_ball", a="1", b="2"),
        ev("pin_down", pin="rey", by="1", ball="1"),
        ev("pin_down", pin="lateral_head", by="rey", ball="1"),
        ev("pin_down", pin="lateral_left", by="1", ball="1"),
    ]
    cut = [
        ev("ball_ball", a="1", b="2"),
        ev("pin_down", pin="rey", by="2", ball="2"),
        ev("pin_down", pin="lateral_head", by="rey", ball="2"),
        ev("pin_down", pin="lateral_left", by="lateral_head", ball="2"),
    ]
    goal = Goal(first="2", min_points=7, pins_by="2")
    assert Goal(first="2", min_points=7).met("1", graze, 7)  # what the drill said before
    assert not goal.met("1", graze, 7) and goal.met("1", cut, 7)
    shared = [*cut[:2], *graze[2:]]  # the rey ball 2's, two laterals ball 1's: 7 in all
    assert not goal.met("1", shared, 7)  # ball 2's rey alone is 5
    sunk = [*shared, ev("pocketed", ball="mingo")]
    assert goal.met("1", sunk, 10)  # its rey's 5 and the mingo's 3, pocketed


def test_the_cut_drill_refuses_a_graze_that_runs_on_into_the_pins():
    """The shot the practice screen said "Goal met" of: ball 1 grazes ball 2 and goes on into
    the cross itself."""
    from chapo_game.physics import Simulator
    from chapo_game.rules.judge import ShotContext, judge
    from chapo_game.ui.drills import goal_met

    cx, cy = T.width / 2, T.length / 2  # the drill as it stood then: ball 1 farther left
    pos = Position.initial(T, {"1": (cx - 0.45, cy - 0.55), "2": (cx + 0.05, cy - 0.30)})
    shot = Shot.make("1", 27.56505117707799, 4.5)
    r = Simulator(T).simulate(pos, shot)
    j = judge(T, pos, shot, r.events, r.final, ShotContext(0, "1", "play"))
    by_one = [e for e in r.events if e.type == "pin_down" and e.get("ball") == "1"]
    assert j.points_shooter >= 7 and by_one  # the points were ball 1's own pins
    assert not goal_met("Cut ball 2 into the cross", r.events, j.points_shooter)
