"""A club referee's scenario checks, from hand-made event logs through the whole match.

Each test plays the situation through :class:`Match` (or the pure judge where the match adds
nothing) and asserts what the players would see: points, the foul, who plays next and from
where, where the pins and balls go back, the calls.
"""

from __future__ import annotations

import json

import pytest
from rules_helpers import (
    SPOT,
    R,
    T,
    W,
    ctx,
    cushion,
    down,
    hit,
    lag_log,
    log,
    match_at,
    off,
    pin_down,
    play,
    pocketed,
    pos,
    shot,
    started,
)

from chapo_game.events import make
from chapo_game.position import PinState
from chapo_game.rules import Match, Phase, judge
from chapo_game.rules.geometry import four_in_line
from chapo_game.rules.referee import referee_shot
from chapo_game.shot import Shot

ALL = ("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right")
LAG_SHOTS = (Shot.make("1", 90, 3), Shot.make("2", 90, 3))


# ----------------------------------------------------------------------------- art. 7 sums
def test_art7_rey_two_laterals_and_the_mingo_pocketed_make_ten():
    before = pos((W / 2, 0.5), (0.3, 1.0), mingo=(0.5, 2.3))
    final = down(pos((W / 2, 1.9), (0.3, 1.0), mingo=None), "rey", "lateral_left", "lateral_right")
    items = [
        hit(0.5, "1", "mingo"),
        pin_down(0.8, "rey", "1"),
        pin_down(0.85, "lateral_left", "rey"),
        pin_down(0.9, "lateral_right", "rey"),
        pocketed(1.5, "mingo"),
    ]
    j = judge(T, before, shot(), log(*items), final, ctx())
    assert (j.points_shooter, j.points_opponent, j.foul) == (10, 0, None)


def test_art7_pocketing_the_opponents_ball_scores_two_and_he_gets_it_in_hand():
    m = match_at(pos((W / 2, 0.5), (0.3, 0.3), mingo=(1.0, 1.8)))
    v = play(
        m,
        pos((0.5, 0.45), None, mingo=(1.0, 1.8)),
        hit(0.3, "1", "2"),
        pocketed(0.6, "2", "head_left"),
        angle=200,
    )
    assert (v.points_shooter, v.fouls, v.pocketed) == (2, (), ("2",))
    assert m.scores == (2, 0) and m.to_move == 1
    assert m.phase == Phase.BALL_IN_HAND and m.needs_placement and m.ball_to_play == "2"
    assert m.placement_area().cabana == "salida"


def test_art7_pocketing_both_other_balls_adds_their_values():
    m = match_at(pos((W / 2, 0.5), (0.3, 0.3), mingo=(1.2, 0.4)))
    v = play(
        m,
        pos((0.8, 0.5), None, mingo=None),
        hit(0.3, "1", "2"),
        hit(0.5, "1", "mingo"),
        pocketed(0.6, "2", "head_left"),
        pocketed(0.9, "mingo", "head_right"),
        angle=200,
    )
    assert v.points_shooter == 2 + 3 and v.fouls == ()
    assert m.position.balls["mingo"] == SPOT["mingo_normal"]  # art. 6: back to its spot
    assert m.position.balls["2"] is None and m.phase == Phase.BALL_IN_HAND


def test_art7_ball1_variant_changes_the_value_of_ball_1_only():
    # player 1 (ball 2) pockets ball 1 and the mingo: 1 + 3 in the 000 variant
    m = match_at(pos((0.3, 0.3), (W / 2, 0.5), mingo=(1.2, 0.4)), to_move=1, ball1_pocket_value=1)
    v = play(
        m,
        pos(None, (0.8, 0.5), mingo=None),
        hit(0.3, "2", "1"),
        hit(0.5, "2", "mingo"),
        pocketed(0.6, "1", "head_left"),
        pocketed(0.9, "mingo", "head_right"),
        angle=200,
    )
    assert v.points_shooter == 1 + 3
    # player 0 (ball 1) pockets ball 2: still 2 in the variant
    m = match_at(pos((W / 2, 0.5), (0.3, 0.3), mingo=(1.0, 1.8)), ball1_pocket_value=1)
    v = play(m, pos((0.5, 0.45), None, mingo=(1.0, 1.8)), hit(0.3, "1", "2"), pocketed(0.6, "2"))
    assert v.points_shooter == 2


# ----------------------------------------------------------------------------- guide 5 and 7
@pytest.mark.parametrize("by", ["mingo", "2", "1"])
def test_guide5_pins_after_contact_count_whichever_ball_knocks_them(by):
    before = pos((W / 2, 0.5), (0.3, 1.0), mingo=(1.1, 1.0))
    final = down(pos((W / 2, 1.9), (0.3, 1.2), mingo=(1.1, 1.9)), "rey", "lateral_foot", by=by)
    items = [
        hit(0.5, "1", "mingo" if by != "2" else "2"),
        pin_down(0.8, "rey", by, by),
        pin_down(0.9, "lateral_foot", "rey", by),
    ]
    j = judge(T, before, shot(), log(*items), final, ctx())
    assert (j.points_shooter, j.points_opponent, j.foul) == (5, 0, None)


def test_art7_chapo_after_contact_wins_the_partida_below_the_target():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)), target=60)
    fin = down(pos((0.3, 1.9), mingo=(W / 2, 2.0)), *ALL)
    v = play(m, fin, hit(0.3, "1", "mingo"), *[pin_down(0.6, p, "mingo", "mingo") for p in ALL])
    assert v.chapo and v.points_shooter == 30 and m.scores == (30, 0)
    assert m.phase == Phase.PARTIDA_OVER and m.partida_winner == 0


def test_000_varios2_chapo_before_contact_wins_the_partida_for_the_opponent_below_target():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 2.3)), target=60)
    fin = down(pos((W / 2, 2.0), mingo=(W / 2, 2.5)), *ALL)
    v = play(m, fin, *[pin_down(0.3, p) for p in ALL], hit(0.9, "1", "mingo"))
    assert v.chapo and v.points_opponent == 30 and v.fouls[0].code == "chapo_before_contact"
    assert m.phase == Phase.PARTIDA_OVER and m.partida_winner == 1


def test_guide7_a_foul_shot_scores_nothing_not_even_the_pins_after_contact():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)))
    fin = down(pos((0.3, 1.9), mingo=None), "rey", "lateral_head")
    v = play(
        m,
        fin,
        hit(0.3, "1", "mingo"),  # the seco meets a ball before any cushion: 000 foul 8
        pin_down(0.6, "rey", "mingo", "mingo"),
        pin_down(0.6, "lateral_head", "mingo", "mingo"),
        pocketed(1.2, "mingo"),
        cue="seco",
    )
    assert [f.code for f in v.fouls] == ["seco_ball_before_cushion"]
    assert (v.points_shooter, v.points_opponent) == (0, 1) and m.scores == (0, 1)
    assert m.sheet.rows[-1].points == 0 and m.sheet.rows[-1].foul_points == 1
    assert all(p.standing for p in m.position.pins.values())  # pins back all the same


def test_guide7_chapo_in_a_shot_with_another_foul_is_no_chapo():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)))
    fin = down(pos((0.3, 1.9), mingo=None), *ALL)
    v = play(
        m,
        fin,
        hit(0.3, "1", "mingo"),
        *[pin_down(0.6, p, "mingo", "mingo") for p in ALL],
        off(1.0, "mingo"),
    )
    assert [f.code for f in v.fouls] == ["off_table"] and v.points_opponent == 2
    assert not v.chapo and not any(a.key == "chapo" for a in v.announcements)
    assert not m.finished and m.scores == (0, 2)


def test_guide7_foul_points_can_win_the_partida_for_the_opponent():
    m = match_at(pos((W / 2, 0.5), (0.3, 1.0), mingo=(1.1, 1.9)), scores=(10, 29))
    v = play(m, pos((W / 2, 1.0), (0.3, 1.0), mingo=(1.1, 1.9)), cushion(1.0, "1", "left"))
    assert v.fouls[0].code == "no_ball_touched"
    assert m.phase == Phase.PARTIDA_OVER and m.partida_winner == 1 and m.scores == (10, 30)
    assert v.announcements[-1].key == "partida_won" and v.announcements[-1].params["player"] == 1


def test_guide13_target_passed_counts_the_whole_shot():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)), scores=(27, 3))
    fin = down(pos((0.3, 1.9), mingo=(W / 2, 2.0)), "rey", "lateral_left", "lateral_right")
    v = play(
        m, fin, hit(0.3, "1", "mingo"), *[pin_down(0.6, p, "mingo", "mingo") for p in fin.pins]
    )
    assert v.points_shooter == 7 and m.scores == (34, 3) and m.partida_winner == 0
    assert v.announcements[-1].params["score"] == 34


def test_guide13_a_chapo_over_the_target_is_recorded_with_its_full_points():
    """27 + a chapó's 30 = 57, not capped at the target of 30: the sheet and the call say 57."""
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)), scores=(27, 3))
    fin = down(pos((0.3, 1.9), mingo=(W / 2, 2.0)), *ALL)
    v = play(m, fin, hit(0.3, "1", "mingo"), *[pin_down(0.6, p, "mingo", "mingo") for p in ALL])
    assert v.chapo and v.points_shooter == 30 and m.scores == (57, 3)
    assert m.partida_winner == 0 and m.sheet.rows[-1].score == (57, 3)


# ----------------------------------------------------------------------------- off the table
def test_guide11_own_ball_off_the_table_is_two_and_comes_back_in_hand_for_its_owner():
    m = match_at(pos((W / 2, 2.0), (0.3, 1.0), mingo=(1.0, 2.3)))
    v = play(m, pos(None, (0.3, 1.0), mingo=(1.1, 2.5)), hit(0.3, "1", "mingo"), off(0.6, "1"))
    assert v.off_table == ("1",) and v.points_opponent == 2 and m.scores == (0, 2)
    assert m.phase == Phase.PLAY and m.to_move == 1  # the opponent plays his own ball
    play(m, pos(None, (0.3, 1.5), mingo=(1.1, 2.5)), hit(0.3, "2", "mingo"))
    assert m.phase == Phase.BALL_IN_HAND and m.to_move == 0 and m.needs_placement


def test_art6_mingo_off_the_table_with_its_first_two_spots_taken_goes_to_the_string():
    m = match_at(pos((W / 2, 2.0), (0.3, 1.0), mingo=(1.0, 2.3)))
    fin = pos(SPOT["mingo_normal"], SPOT["mingo_cushion"], mingo=None)
    v = play(m, fin, hit(0.3, "1", "mingo"), hit(0.5, "1", "2"), off(0.6, "mingo"))
    assert v.fouls[0].code == "off_table" and v.points_opponent == 2
    assert m.position.balls["mingo"] == SPOT["mingo_string"]
    assert any(
        a.key == "mingo_respotted" and a.params["spot"] == "mingo_string" for a in v.announcements
    )


# ----------------------------------------------------------------------------- art. 12 / 14
@pytest.mark.parametrize(("dy", "foul"), [(0.0, "in_hand_ball_inside_first"), (0.001, None)])
def test_art14_a_ball_exactly_on_the_string_is_inside_for_the_ball_in_hand(dy, foul):
    before = pos((0.3, 0.3), (1.0, T.cabana_salida_y + dy), mingo=(W / 2, 2.0))
    final = pos((0.8, 0.4), (1.1, 1.1), mingo=(W / 2, 2.0))
    j = judge(
        T,
        before,
        shot(angle=30),
        log(hit(0.3, "1", "2")),
        final,
        ctx(kind="ball_in_hand", cabana="salida"),
    )
    assert (j.foul.code if j.foul else None) == foul


def test_art11_rematada_against_the_ball_inside_the_cabana_del_mingo_is_a_foul():
    m = started()
    m.place_ball((W / 2, 0.5))
    play(m, pos((0.4, 1.2), None, mingo=(W / 2, 2.3)), hit(0.8, "1", "mingo"))
    assert m.legal_first_targets() == ("1",)
    m.place_ball((0.3, 2.4))
    v = play(m, pos((0.4, 1.2), (0.5, 2.4), mingo=(W / 2, 2.5)), hit(0.3, "2", "mingo"), angle=0)
    assert v.fouls[0].code == "in_hand_ball_inside_first" and v.points_opponent == 1
    assert m.position.balls["mingo"] == (W / 2, 2.3)  # displaced ball back (000 foul 9)
    assert m.position.balls["2"] == (0.5, 2.4)  # the shooter's ball stays where it stopped


# ----------------------------------------------------------------------------- art. 9
def test_art9_lag_repeated_when_both_lose_the_right():
    m = Match()
    extra = [
        ("ball_ball", 0.5, {"a": "1", "b": "mingo", "speed": 1}),
        ("off_table", 0.7, {"ball": "2", "cushion": "foot", "speed": 9}),
    ]
    evs, fin = lag_log(0.3, 0.5, extra)
    out = m.lag(*LAG_SHOTS, events=evs, final=fin.with_ball("2", None))
    assert out.winner is None and out.repeat == "both_lost" and m.phase == Phase.LAG
    assert out.lost == ("mingo", "off_table")


def test_art9_lag_two_millimetres_apart_is_decided():
    m = Match()
    evs, fin = lag_log(0.402, 0.4)
    assert m.lag(*LAG_SHOTS, events=evs, final=fin).winner == 1


def test_art9_lag_winner_who_breaks_plays_ball_1_the_whole_encuentro():
    m = Match(("Ana", "Luis"), settings=None)
    evs, fin = lag_log(0.6, 0.4)
    m.lag(*LAG_SHOTS, events=evs, final=fin)
    m.choose_break(True)
    assert m.to_move == 1 and m.ball_of(1) == "1" and m.ball_of(0) == "2"
    assert m.ball_to_play == "1" and m.phase == Phase.SALIDA


# ----------------------------------------------------------------------------- art. 5
def test_art5a_opposite_auxiliary_taken_too_the_lateral_goes_to_its_own_side_auxiliary():
    before = pos((W / 2, 0.5), (0.3, 1.0))
    final = down(pos(SPOT["head"], SPOT["aux_foot"], mingo=(W / 2, 2.3)), "lateral_head")
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "2"), pin_down(0.7, "lateral_head")), final, ctx()
    )
    p = out.respotted.position
    assert p.pins["lateral_head"] == PinState(SPOT["aux_head"], True)
    assert out.respotted.pin_homes["lateral_head"] == "aux_head"
    assert not four_in_line(list(p.standing_pins().values()))


def test_art5c_rey_choices_leave_out_a_spot_that_would_line_four_pins_up():
    # lateral_head stands on aux_left (its spot and first auxiliaries were taken earlier); a
    # ball now takes the rey's spot: aux_right would line aux_left, left, right, aux_right up
    pins = {"lateral_head": PinState(SPOT["aux_left"], True)}
    before = pos((W / 2, 0.5), SPOT["head"], mingo=(W / 2, 2.3), pins=pins)
    final = down(pos(SPOT["center"], SPOT["head"], mingo=(W / 2, 2.3), pins=pins), "rey")
    homes = {"lateral_head": "aux_left", "rey": "center"}
    out = referee_shot(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "mingo"), pin_down(0.7, "rey")),
        final,
        ctx(),
        pin_homes=homes,
    )
    assert set(out.respotted.rey_choices) == {"aux_head", "aux_foot"}


# ----------------------------------------------------------------------------- calls
@pytest.mark.parametrize(("remaining", "called"), [(6, False), (5, True), (3, True), (1, True)])
def test_carom_17_1_por_called_from_five_to_one(remaining, called):
    m = match_at(pos((W / 2, 0.5), (0.3, 1.0), mingo=(1.1, 1.9)), scores=(29, 30 - remaining))
    v = play(m, pos((W / 2, 1.0), (0.3, 1.0), mingo=(1.1, 2.1)), hit(0.5, "1", "mingo"))
    por = [a.params for a in v.announcements if a.key == "por"]
    # only the player about to shoot is warned (player 0 needs 1 but has just played)
    assert por == ([{"player": 1, "name": "Luis", "remaining": remaining}] if called else [])


# ----------------------------------------------------------------------------- records
def _same_after_reload(m: Match, action):
    """The record restores an identical match: same JSON, and the same next action (done on
    both, so ``m`` moves on) gives the same result and the same state."""
    back = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert back.to_json() == m.to_json()
    a, b = action(m), action(back)
    assert a == b and back.to_json() == m.to_json()
    return a


def test_record_round_trip_in_every_phase_continues_identically():
    m = Match(("Ana", "Luis"))
    evs, fin = lag_log(0.3, 0.5)
    _same_after_reload(m, lambda x: x.lag(*LAG_SHOTS, events=evs, final=fin))  # lag
    # a lag in which ball 2 knocked a pin (it loses the right): the pin lies, knocked_by set
    m = Match(("Ana", "Luis"))
    extra = [("pin_down", 0.5, {"pin": "lateral_right", "by": "2", "ball": "2"})]
    evs, fin = lag_log(0.6, 0.4, extra)
    xy = fin.pins["lateral_right"].xy
    fin = fin.with_pin("lateral_right", PinState((xy[0] + 0.1, xy[1]), False, {"by": "2"}))
    m.lag(*LAG_SHOTS, events=evs, final=fin)
    assert m.phase == Phase.LAG_CHOICE and m.lag_winner == 0
    _same_after_reload(m, lambda x: x.choose_break(True))  # lag choice
    _same_after_reload(m, lambda x: x.place_ball((W / 2, 0.5)))  # salida, not placed
    fin = down(pos(SPOT["center"], None, mingo=(W / 2, 2.2)), "rey")
    _same_after_reload(  # salida, placed
        m, lambda x: play(x, fin, hit(0.5, "1", "mingo"), pin_down(0.9, "rey", "1"))
    )
    assert m.pending_rey_choice
    _same_after_reload(m, lambda x: x.choose_rey_spot("aux_left"))  # rey choice pending
    assert m.phase == Phase.REMATADA
    _same_after_reload(m, lambda x: x.place_ball((0.3, 2.5)))  # rematada
    fin = m.position.with_ball("2", None)
    _same_after_reload(m, lambda x: play(x, fin, hit(0.3, "2", "1"), pocketed(1, "2")))
    assert m.phase == Phase.PLAY

    def miss(x):
        return play(x, x.position, cushion(0.5, x.ball_to_play, "left"), angle=180)

    _same_after_reload(m, miss)  # play
    assert m.phase == Phase.BALL_IN_HAND
    _same_after_reload(m, lambda x: x.place_ball((0.3, 0.3)))  # ball in hand
    over = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)), target=5)
    play(over, down(pos((0.3, 1.9), mingo=(W / 2, 2.0)), "rey"), hit(0.3, "1", "mingo"))
    assert over.phase == Phase.PARTIDA_OVER
    _same_after_reload(over, lambda x: x.next_partida())  # partida over


def test_record_round_trip_with_a_declared_option():
    m = match_at(pos(None, (0.3, 0.3), mingo=(1.1, 0.4)), to_move=0, phase=Phase.BALL_IN_HAND)
    m.place_ball((W / 2, 0.3))
    m.declare("bricole")
    back = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert back.declared_option == "bricole" and back.to_json() == m.to_json()
    items = (cushion(0.9, "1", "foot"), hit(2.0, "1", "2"))
    final = pos((W / 2, 0.9), (0.35, 0.8), mingo=(1.1, 0.4))
    assert play(m, final, *items) == play(back, final, *items)


def test_a_damaged_record_naming_unknown_spots_is_refused():
    from chapo_game.errors import InputError

    d = started().to_json()
    for key, bad in (("mingo_waiting", "center"), ("rey_choices", ["nowhere"])):
        with pytest.raises(InputError, match=key):
            Match.from_json({**d, key: bad})


def test_events_as_json_dicts_are_accepted_by_shoot():
    m = match_at(pos((W / 2, 0.5), mingo=(W / 2, 1.0)))
    evs = [
        make(0.0, "strike", ball="1", speed=3.0, cue="taco").to_json(),
        make(0.3, "ball_ball", a="1", b="mingo", speed=1.0).to_json(),
        make(2.0, "rest").to_json(),
    ]
    v = m.shoot(Shot.make("1", 90, 3), events=evs, final=pos((0.3, 1.9), mingo=(W / 2, 2.0)))
    assert v.fouls == () and v.points_shooter == 0 and R > 0


def test_art11_ball_1_pocketed_in_the_salida_and_the_mingo_inside_rematada_from_salida():
    m = started()
    m.place_ball((W / 2, 0.5))
    v = play(m, pos(None, None, mingo=(W / 2, 2.3)), hit(0.8, "1", "mingo"), pocketed(1.5, "1"))
    assert v.points_shooter == 2 and m.phase == Phase.REMATADA
    assert m.placement_area().cabana == "salida" and m.legal_first_targets() == ("mingo",)
    call = next(a for a in m.announcements if a.key == "rematada_from_salida")
    assert call.params["balls"] == ["mingo"]
    assert call.text_es == (
        "Luis remata con la bola 2 desde la cabaña de salida: el mingo está dentro de la "
        "cabaña del mingo"
    )
