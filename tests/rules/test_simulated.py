"""Real simulated shots judged by the referee, and ``chapo sim --phase``."""

from __future__ import annotations

import json
import math

import pytest
from rules_helpers import match_at

from chapo_game.cli import main
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules import Match, Phase
from chapo_game.rules.judge import ShotContext
from chapo_game.rules.referee import referee_shot
from chapo_game.rules.respot import mingo_spot_for
from chapo_game.rules.scoring import pin_value
from chapo_game.shot import Shot
from chapo_game.table import PIN_IDS, get_table, normal_spot_of

T = get_table()
R = T.ball_radius
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
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "4.0",
        "--phase", "salida",
    )  # fmt: skip
    v = json.loads(out)["verdict"]
    assert rc == 0
    assert set(v) == {
        "shooter", "points_shooter", "points_opponent", "fouls", "pins_down", "pocketed",
        "off_table", "chapo", "announcements", "next_player", "pins_points", "pocketed_points",
    }  # fmt: skip
    # the ball meets lateral_head, rey and lateral_foot before the mingo (guide 5)
    assert v["fouls"] == [
        {"code": "pins_before_contact", "points": 7, "rule": "000 FALTAS varios-1; guide 5"}
    ]
    assert v["shooter"] == 0 and v["points_opponent"] == 7


@pytest.mark.parametrize("speed", ["0.444", "0.456", "0.468"])
def test_chapo_sim_says_the_shooter_chooses_the_reys_spot(tmp_path, capsys, speed):
    """Ball 1 rolls slowly up the diagonal between the laterals and stops on the rey's spot
    (the rey lies elsewhere): the shooter chooses the rey's spot (art. 5c), so he acts next.
    A slow straight roll, not a rare end of a shot through the pins, which any change to the
    pins' physics moved (4.0 m/s up the string, then 2.52)."""
    doc = {
        "balls": {"1": [CX - 0.4, 1.02], "2": None, "mingo": list(T.spots["mingo_normal"])},
        "pins": {
            pid: {"xy": list(T.spots[normal_spot_of(pid)]), "standing": True} for pid in PIN_IDS
        },
    }
    doc["pins"]["rey"] = {"xy": [0.3, 2.2], "standing": False, "direction": 0.0}
    f = tmp_path / "p.json"
    f.write_text(json.dumps(doc))
    rc = main(["sim", "--position", str(f), "--ball", "1", "--angle", "45", "--speed", speed,
               "--phase", "play"])  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    v = out["verdict"]
    assert rc == 0
    assert math.dist(out["final"]["balls"]["1"], (CX, CY)) < T.ball_radius
    assert v["fouls"] == [{"code": "no_ball_touched", "points": 1, "rule": "000 FALTAS 1pt-10"}]
    assert (v["shooter"], v["next_player"]) == (0, 0)
    assert v["announcements"][-1]["key"] == "rey_choice"


def test_chapo_sim_says_no_next_player_after_a_chapo(tmp_path, capsys):
    """``chapo sim`` knows no partida: after a chapó (the mingo driven through the cross from
    straight on) nobody plays the position, and ``next_player`` is ``null``."""
    balls = {"1": [CX, 0.5], "2": None, "mingo": [CX, 1.15]}
    rc, out, _ = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "89.75", "--speed", "3",
        "--phase", "play",
    )  # fmt: skip
    v = json.loads(out)["verdict"]
    assert rc == 0 and v["chapo"] is True and v["fouls"] == [] and len(v["pins_down"]) == 5
    assert v["next_player"] is None


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


def test_chapo_sim_refuses_a_ball_in_hand_placed_outside_its_cabana(tmp_path, capsys):
    """Art. 12: ball in hand is placed inside the cabaña; judged from mid-table, the verdict
    was of a shot the rules do not allow (it was given as if legal)."""
    balls = {"1": [0.71, 1.0], "2": None, "mingo": list(T.spots["mingo_normal"])}
    rc, out, err = _sim(
        tmp_path, capsys, balls, "--ball", "1", "--angle", "90", "--speed", "2",
        "--phase", "salida",
    )  # fmt: skip
    assert (rc, out) == (2, "")
    assert err == "chapo: --phase: ball 1 is in hand: place it inside the cabaña de salida\n"


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


# ----------------------------------------------------------------------------- club scenarios
def _aim(a, b) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


def _first(events, type_):
    return next(e for e in events if e.type == type_)


def test_simulated_ball_2_pocketed_after_contact_is_two_and_ball_in_hand_for_its_owner():
    m = match_at(Position.initial(T, {"1": (0.5, 0.5), "2": (0.3, 0.3)}))
    v = m.shoot(Shot.make("1", 225, 2.0), SIM)
    assert (v.pocketed, v.points_shooter, v.fouls) == (("2",), 2, ())
    assert m.phase == Phase.BALL_IN_HAND and m.to_move == 1 and m.needs_placement


def test_simulated_own_ball_knocks_a_pin_after_the_contact_for_the_shooter():
    p = Position.initial(T, {"1": (0.2, CY), "mingo": (0.4, CY + 0.075)})
    r = SIM.simulate(p, Shot.make("1", 0, 1.5))
    v = _judge({"1": (0.2, CY), "mingo": (0.4, CY + 0.075)}, Shot.make("1", 0, 1.5))
    contact, knock = _first(r.events, "ball_ball"), _first(r.events, "pin_down")
    assert knock["ball"] == "1" and knock.t > contact.t  # the cue ball itself, after the mingo
    assert v.fouls == () and v.points_shooter == pin_value(v.pins_down) > 0


def test_simulated_seco_meeting_a_ball_first_is_a_foul_and_the_rey_after_it_scores_nothing():
    v = _judge(
        {"1": (CX - 0.6, CY - 0.6), "mingo": (CX - 0.3, CY - 0.3)},
        Shot.make("1", 45, 2.0, cue="seco"),
    )
    assert v.pins_down == ("rey",)  # the mingo knocked it after the contact...
    assert [f.code for f in v.fouls] == ["seco_ball_before_cushion"]
    assert (v.points_shooter, v.points_opponent) == (0, 1)  # ...but a foul scores nothing


def test_simulated_seco_bricole_off_the_cushion_first_is_good():
    b1, mingo = (0.4, 1.0), (0.4, 1.6)
    image = (2 * R - mingo[0], mingo[1])  # the mingo seen in the left cushion
    v = _judge({"1": b1, "mingo": mingo}, Shot.make("1", _aim(b1, image), 2.0, cue="seco"))
    assert v.fouls == () and v.points_opponent == 0


def test_simulated_push_into_a_touching_ball_but_not_away_from_it():
    balls = {"1": (0.5, 1.0), "mingo": (0.5, 1.0 + 2 * R + 0.0002)}
    into = _judge(balls, Shot.make("1", 90, 1.0))
    assert [f.code for f in into.fouls] == ["push_ball"] and into.points_opponent == 1
    p = Position.initial(T, balls)
    r = SIM.simulate(p, Shot.make("1", 270, 2.0))
    away = _judge(balls, Shot.make("1", 270, 2.0))
    # the ball goes off the head cushion and comes back onto the mingo: a good shot
    assert _first(r.events, "ball_cushion").t < _first(r.events, "ball_ball").t
    assert away.fouls == ()


def test_simulated_push_into_a_touching_cushion_but_not_away_from_it():
    into = _judge({"1": (R, 1.0), "mingo": (0.3, 2.0)}, Shot.make("1", 180, 1.0))
    assert [f.code for f in into.fouls] == ["push_cushion"]
    away = _judge({"1": (R, 1.0), "mingo": (0.3, 1.0)}, Shot.make("1", 0, 1.5))
    assert away.fouls == ()


def test_simulated_mingo_off_the_table_is_two_and_goes_back_by_art_6():
    m = match_at(Position.initial(T, {"1": (CX, 2.2), "2": (0.3, 1.0), "mingo": (CX, 2.5)}))
    v = m.shoot(Shot.make("1", 90, 10), SIM)
    assert v.off_table == ("mingo",) and v.fouls[0].code == "off_table"
    assert m.scores == (0, 2)
    balls = {b: xy for b, xy in m.position.balls.items() if b != "mingo"}
    assert m.position.balls["mingo"] == T.spots[mingo_spot_for(T, balls)]


def test_simulated_ball_in_hand_hitting_a_ball_inside_first_puts_back_what_it_displaced():
    balls = {"1": (0.4, 0.3), "2": (0.9, 0.3), "mingo": (CX, 2.4)}
    p = Position.initial(T, balls)
    s = Shot.make("1", 0, 1.5)
    r = SIM.simulate(p, s)
    out = referee_shot(T, p, s, r.events, r.final, ShotContext(0, "1", "ball_in_hand", "salida"))
    assert out.verdict.fouls[0].code == "in_hand_ball_inside_first"
    assert out.verdict.points_opponent == 1
    assert out.respotted.position.balls["2"] == (0.9, 0.3)  # back where it was
    assert out.respotted.position.balls["1"] == r.final.balls["1"]  # stays where it stopped
    assert r.final.balls["mingo"] == (CX, 2.4)  # the mingo, never met, is left alone
    assert out.respotted.position.balls["mingo"] == (CX, 2.4)
    assert out.respotted.restored == ("2",)


def test_simulated_art14_hitting_the_outside_one_of_two_touching_balls_is_good():
    ys = T.cabana_salida_y
    inside, outside, b1 = (CX, ys - 0.03), (CX, ys - 0.03 + 2 * R + 0.0002), (1.25, 0.6)
    p = Position.initial(T, {"1": b1, "2": inside, "mingo": outside})
    s = Shot.make("1", _aim(b1, outside), 1.5)
    r = SIM.simulate(p, s)
    out = referee_shot(T, p, s, r.events, r.final, ShotContext(0, "1", "ball_in_hand", "salida"))
    assert r.final.balls["2"] != inside  # the ball inside moved...
    assert out.verdict.fouls == ()  # ...but the ball in hand met the one outside first


def test_simulated_rematada_at_the_mingo_inside_its_cabana_is_a_foul():
    m = match_at(Position.initial(T, {"1": (0.3, 1.0), "2": None}), to_move=1, phase=Phase.REMATADA)
    assert m.placement_area().cabana == "mingo" and m.legal_first_targets() == ("1",)
    m.place_ball((0.3, T.spots["mingo_normal"][1]))
    v = m.shoot(Shot.make("2", 0, 1.5), SIM)
    assert v.fouls[0].code == "in_hand_ball_inside_first" and m.scores == (1, 0)
    assert m.position.balls["mingo"] == T.spots["mingo_normal"]  # put back


def test_simulated_lag_ball_touching_the_mingo_loses_the_right():
    m = Match(("Ana", "Luis"))
    start = m.lag_position().balls["1"]
    out = m.lag(
        Shot.make("1", _aim(start, T.spots["mingo_normal"]), 2.5), Shot.make("2", 90, 2.2), SIM
    )
    assert out.lost[0] == "mingo" and out.winner == 1 and m.deciding_player == 1
