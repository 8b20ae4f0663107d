"""Real simulated shots judged by the referee, and ``chapo sim --phase``."""

from __future__ import annotations

import json

import pytest

from chapo_game.cli import main
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules import Match, Phase
from chapo_game.rules.judge import ShotContext
from chapo_game.rules.referee import referee_shot
from chapo_game.shot import Shot
from chapo_game.table import get_table

T = get_table()
SIM = Simulator(T)
CX, CY = T.spots["center"]


def _judge(balls, shot, kind="play", cabana=None):
    p = Position.initial(T, balls)
    r = SIM.simulate(p, shot)
    return referee_shot(T, p, shot, r.events, r.final, ShotContext(0, "1", kind, cabana)).verdict


def test_simulated_mingo_knocks_the_rey_for_the_shooter():
    v = _judge({"1": (CX - 0.6, CY - 0.6), "mingo": (CX - 0.3, CY - 0.3)}, Shot.make("1", 45, 2.0))
    assert v.pins_down == ("rey",) and v.points_shooter == 5 and v.fouls == ()


def test_simulated_mingo_pocketed_is_three():
    v = _judge({"1": (0.6, 0.6), "mingo": (0.3, 0.3)}, Shot.make("1", 225, 2.0, vertical=-0.3))
    assert v.pocketed == ("mingo",) and v.points_shooter == 3


def test_simulated_miss_everything_is_a_one_point_foul():
    v = _judge({"1": (0.3, 0.5)}, Shot.make("1", 0, 0.5))
    assert [f.code for f in v.fouls] == ["no_ball_touched"] and v.points_opponent == 1


def test_simulated_ball_off_the_table_is_two_points():
    v = _judge({"1": (0.3, 2.0)}, Shot.make("1", 90, 10))
    assert v.off_table == ("1",) and v.points_opponent == 2


def test_simulated_straight_break_through_the_pins_is_a_foul_for_the_opponent():
    m = Match(("Ana", "Luis"))
    m.lag(Shot.make("1", 90, 2.2), Shot.make("2", 90, 2.0), SIM)
    assert m.phase == Phase.LAG_CHOICE
    m.choose_break(True)
    m.place_ball((CX, 0.5))
    v = m.shoot(Shot.make(m.ball_to_play, 90, 4), SIM)
    # the ball meets lateral_head, rey and lateral_foot before the mingo (guide 5)
    assert v.fouls[0].code == "pins_before_contact" and v.points_opponent == 7
    assert m.scores[1 - v.shooter] == 7 and m.phase == Phase.REMATADA
    if m.pending_rey_choice:  # the ball may stop on the rey's spot (art. 5c)
        m.choose_rey_spot(m.rey_spot_choices()[0])
    assert all(p.standing for p in m.position.pins.values())


def _sim(tmp_path, capsys, balls, *extra):
    f = tmp_path / "p.json"
    f.write_text(json.dumps({"balls": balls}))
    rc = main(["sim", "--position", str(f), *extra])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_chapo_sim_phase_prints_the_verdict(tmp_path, capsys):
    balls = {"1": [CX, 0.5], "2": None, "mingo": list(T.spots["mingo_normal"])}
    rc, out, _ = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "4", "--phase", "salida"
    )
    v = json.loads(out)["verdict"]
    assert rc == 0
    assert set(v) == {
        "shooter", "points_shooter", "points_opponent", "fouls", "pins_down", "pocketed",
        "off_table", "chapo", "announcements", "next_player",
    }  # fmt: skip
    assert v["fouls"] == [
        {"code": "pins_before_contact", "points": 7, "rule": "000 FALTAS varios-1; guide 5"}
    ]
    assert (v["shooter"], v["next_player"]) == (0, 1)


def test_chapo_sim_without_phase_has_no_verdict(tmp_path, capsys):
    balls = {"1": [0.3, 0.5], "2": None, "mingo": list(T.spots["mingo_normal"])}
    rc, out, _ = _sim(tmp_path, capsys, balls, "--ball", "1", "--angle", "0", "--speed", "0.5")
    assert rc == 0 and "verdict" not in json.loads(out)


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["--phase", "nope"], "--phase"),
        (["--phase", "play", "--option", "pasar"], "--option"),
        (["--phase", "ball-in-hand"], "--option"),  # both other balls inside: must declare
        (["--phase", "ball-in-hand", "--option", "fly"], "--option"),
    ],
)
def test_chapo_sim_bad_phase_or_option_is_one_line_exit_2(tmp_path, capsys, args, field):
    balls = {"1": [0.3, 0.3], "2": [1.0, 0.5], "mingo": [0.7, 0.6]}
    rc, out, err = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "2", *args
    )
    assert rc == 2 and out == "" and err.count("\n") == 1 and field in err


def test_chapo_sim_ball_in_hand_option_declared(tmp_path, capsys):
    balls = {"1": [0.3, 0.3], "2": [1.0, 0.5], "mingo": [0.7, 0.6]}
    rc, out, _ = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "0.5",
        "--phase", "ball-in-hand", "--option", "no-pasar",
    )  # fmt: skip
    v = json.loads(out)["verdict"]
    assert rc == 0 and v["fouls"] == [] and v["points_opponent"] == 0
    # the same shot too hard crosses the línea media: 000 foul 6
    rc, out, _ = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "1.0",
        "--phase", "ball-in-hand", "--option", "no-pasar",
    )  # fmt: skip
    assert json.loads(out)["verdict"]["fouls"][0]["code"] == "option_no_pasar_broken"
