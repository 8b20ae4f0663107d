"""Art. 7 (values) and 000 FALTAS Y SANCIONES, judged from hand-made event logs."""

from __future__ import annotations

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
    log,
    match_at,
    off,
    pin_down,
    play,
    pocketed,
    pos,
    shot,
)

from chapo_game.events import make
from chapo_game.position import PinState
from chapo_game.rules import FOULS, Phase, judge, pin_value, pocket_value
from chapo_game.rules.judge import chain_starts
from chapo_game.rules.referee import referee_shot


# ----------------------------------------------------------------------------- art. 7
@pytest.mark.parametrize(
    ("pins", "value"),
    [
        ({"rey"}, 5),
        ({"lateral_head"}, 2),
        ({"lateral_head", "lateral_left"}, 4),
        ({"lateral_head", "lateral_left", "lateral_right"}, 6),
        ({"lateral_head", "lateral_left", "lateral_right", "lateral_foot"}, 8),
        ({"rey", "lateral_foot"}, 5),
        ({"rey", "lateral_foot", "lateral_left"}, 7),
        ({"rey", "lateral_foot", "lateral_left", "lateral_right"}, 9),
        ({"rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right"}, 30),
        (set(), 0),
    ],
)
def test_art7_pin_values(pins, value):
    assert pin_value(pins) == value


def test_art7_pocket_values_and_ball1_variant():
    assert [pocket_value(b) for b in ("1", "2", "mingo")] == [2, 2, 3]
    assert pocket_value("1", ball1_value=1) == 1


BEFORE = pos((W / 2, 0.5), None)
BALL_AT = (W / 2, 0.5)


def _j(final, items, c=None, s=None, before=BEFORE):
    return judge(T, before, s or shot(), log(*items), final, c or ctx())


def test_guide5_pins_after_contact_score_for_the_shooter():
    final = down(pos((W / 2, 1.2)), "rey", "lateral_head", by="mingo")
    j = _j(
        final,
        [
            hit(0.5, "1", "mingo"),
            pin_down(0.8, "rey", "mingo"),
            pin_down(0.9, "lateral_head", "mingo"),
        ],
    )
    assert (j.points_shooter, j.points_opponent, j.foul) == (5, 0, None)
    assert j.pins_down == ("rey", "lateral_head")


def test_guide5_pins_before_contact_are_a_foul_worth_their_value():
    final = down(pos((W / 2, 2.2)), "rey", "lateral_head", "lateral_foot")
    items = [
        pin_down(0.3, "lateral_head"),
        pin_down(0.35, "rey"),
        pin_down(0.4, "lateral_foot"),
        hit(0.9, "1", "mingo"),
    ]
    j = _j(final, items)
    assert j.foul is not None and j.foul.code == "pins_before_contact"
    assert (j.points_shooter, j.points_opponent) == (0, 7)
    assert j.foul.rule.startswith("000 FALTAS varios-1")


def test_reading21_a_pin_felled_by_a_pin_knocked_before_contact_fell_before_it():
    """The ball knocks a lateral, meets the mingo, and the falling lateral fells the rey a
    moment later: "el derribo" was before the contact, so the rey is part of the foul (it was
    called as falling after it, worth nothing, the foul 2 where it is 5). A pin the mingo
    fells after the contact stays after it."""
    final = down(pos((W / 2, 1.2)), "rey", "lateral_head", "lateral_foot")
    items = [
        pin_down(0.06, "lateral_head"),
        hit(0.09, "1", "mingo"),
        pin_down(0.11, "rey", by="lateral_head"),
        pin_down(0.5, "lateral_foot", by="mingo", ball="mingo"),
    ]
    j = _j(final, items)
    assert j.foul is not None and j.foul.code == "pins_before_contact"
    assert set(dict(j.foul.params)["pins"]) == {"rey", "lateral_head"}
    assert (j.points_shooter, j.points_opponent) == (0, 5)
    assert chain_starts(log(*items)) == {"lateral_head": 0.06, "rey": 0.06, "lateral_foot": 0.5}


def test_reading21_a_lying_pin_pushed_on_after_the_contact_starts_its_own_chain():
    """The lateral knocked before the contact lies on the cloth; long after, the mingo slides
    it into the rey: the rey fell after the contact (the chain went back to the lateral's
    knock, a foul of 5 where it is 2 — and with all five, a chapó for the opponent)."""
    final = down(pos((W / 2, 1.2)), "rey", "lateral_head")
    items = [
        pin_down(0.06, "lateral_head"),
        hit(0.09, "1", "mingo"),
        ("ball_pin", 1.5, {"ball": "mingo", "pin": "lateral_head", "speed": 0.5, "lying": True}),
        pin_down(1.55, "rey", by="lateral_head", ball="mingo"),
    ]
    j = _j(final, items)
    assert j.foul is not None and tuple(dict(j.foul.params)["pins"]) == ("lateral_head",)
    assert (j.points_shooter, j.points_opponent) == (0, 2)
    assert chain_starts(log(*items))["rey"] == 1.5


def test_000_varios2_all_five_before_contact_is_chapo_for_the_opponent():
    final = down(
        pos((W / 2, 2.2)), "rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right"
    )
    items = [
        pin_down(0.3 + 0.01 * i, p)
        for i, p in enumerate(
            ("lateral_head", "rey", "lateral_left", "lateral_right", "lateral_foot")
        )
    ]
    j = _j(final, items)
    assert j.foul.code == "chapo_before_contact" and j.points_opponent == 30
    assert j.chapo and j.chapo_for_opponent


def test_art7_chapo_after_contact_is_thirty_for_the_shooter():
    final = down(
        pos((W / 2, 1.2), mingo=(W / 2, 1.9)),
        *("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right"),
    )
    items = [hit(0.5, "1", "mingo")] + [
        pin_down(0.8, p, "mingo", "1") for p in ("rey", "lateral_head")
    ]
    j = _j(final, items)
    assert j.chapo and j.foul is None and j.points_shooter == 30


def test_000_1pt10_no_ball_touched():
    j = _j(pos((W / 2, 2.0)), [cushion(1.0, "1", "foot")])
    assert j.foul.code == "no_ball_touched" and j.points_opponent == 1
    assert j.foul.rule == "000 FALTAS 1pt-10"


def test_000_1pt2_ball_in_hand_played_from_outside_the_cabana():
    before = pos((W / 2, 1.0))
    j = judge(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "mingo")),
        pos((W / 2, 2.0), mingo=(W / 2, 2.5)),
        ctx(kind="ball_in_hand", cabana="salida"),
    )
    assert j.foul.code == "in_hand_outside_cabana" and j.points_opponent == 1


def test_000_1pt9_ball_in_hand_hitting_a_ball_inside_first_puts_it_back():
    before = pos((0.4, 0.4), (1.0, 0.5), mingo=(W / 2, 1.8))
    final = pos((0.8, 0.3), (1.2, 0.9), mingo=(W / 2, 1.8))
    items = [hit(0.3, "1", "2")]
    out = referee_shot(
        T, before, shot(angle=10), log(*items), final, ctx(kind="ball_in_hand", cabana="salida")
    )
    assert out.judgement.foul.code == "in_hand_ball_inside_first"
    assert out.verdict.points_opponent == 1
    after = out.respotted.position
    assert after.balls["2"] == (1.0, 0.5)  # displaced ball back
    assert after.balls["1"] == (0.8, 0.3)  # the shooter's ball stays where it stopped


def test_000_1pt9_a_displaced_ball_goes_back_even_from_a_pocket_or_off_the_table():
    """Reading 8: foul 9 puts back "la bola o bolas desplazadas" — a ball the shot pocketed or
    sent off the table was displaced too, so it goes back where it was (not in hand to its
    owner, not to the mingo's spot); the sanction is the shot's most severe foul."""
    # Luis (ball 2) in hand meets ball 1 inside the cabaña first and pockets it
    m = match_at(pos((0.4, 0.4), None, mingo=(W / 2, 1.8)), to_move=1, phase=Phase.BALL_IN_HAND)
    m.place_ball((1.0, 0.3))
    v = play(m, pos(None, (1.1, 0.5), mingo=(W / 2, 1.8)), hit(0.3, "2", "1"), pocketed(0.6, "1"))
    assert [f.code for f in v.fouls] == ["in_hand_ball_inside_first"] and v.points_opponent == 1
    assert m.position.balls["1"] == (0.4, 0.4)  # back on the table where it was
    assert m.phase == Phase.PLAY and m.to_move == 0  # so Ana plays it, not from the hand
    # ball 2 inside sent off the table: two points (off the table), and back where it was
    c = ctx(kind="ball_in_hand", cabana="salida")
    before = pos((0.4, 0.4), (1.0, 0.5), mingo=(W / 2, 1.8))
    final = pos((0.8, 0.3), None, mingo=(W / 2, 1.8))
    out = referee_shot(T, before, shot(angle=10), log(hit(0.3, "1", "2"), off(0.6, "2")), final, c)
    assert out.judgement.foul.code == "off_table" and out.verdict.points_opponent == 2
    assert out.respotted.position.balls["2"] == (1.0, 0.5)
    # the mingo inside sent off the table: back where it was, not to its spot (art. 6)
    before = pos((0.4, 0.4), (1.0, 1.5), mingo=(1.0, 0.5))
    final = pos((0.8, 0.3), (1.0, 1.5), mingo=None)
    items = log(hit(0.3, "1", "mingo"), off(0.6, "mingo"))
    out = referee_shot(T, before, shot(angle=10), items, final, c)
    assert out.judgement.foul.code == "off_table"
    assert out.respotted.position.balls["mingo"] == (1.0, 0.5)
    assert "El mingo vuelve a donde estaba" in [a.text_es for a in out.verdict.announcements]


def test_art14_ball_in_hand_hitting_the_outside_one_of_two_touching_balls_is_good():
    # ball 2 inside, mingo just outside, touching: hitting the mingo moves ball 2 — no foul
    before = pos(
        (0.3, 0.3),
        (W / 2, T.cabana_salida_y - R + 0.0005),  # centre inside
        mingo=(W / 2, T.cabana_salida_y + R + 0.0005),  # centre outside, exactly touching
    )
    final = pos((0.6, 0.9), (W / 2 + 0.1, 0.5), mingo=(W / 2, 1.8))
    items = [hit(0.3, "1", "mingo"), hit(0.3, "mingo", "2")]
    j = judge(
        T, before, shot(angle=45), log(*items), final, ctx(kind="ball_in_hand", cabana="salida")
    )
    assert j.foul is None


def test_000_1pt8_seco_meeting_a_ball_before_a_cushion():
    j = _j(pos((W / 2, 1.2)), [hit(0.5, "1", "mingo")], s=shot(cue="seco"))
    assert j.foul.code == "seco_ball_before_cushion"
    ok = _j(
        pos((W / 2, 1.2)), [cushion(0.3, "1", "left"), hit(0.5, "1", "mingo")], s=shot(cue="seco")
    )
    assert ok.foul is None
    # a seco that meets no ball at all (nor a cushion) is that foul, not the seco's
    none = _j(pos((W / 2, 0.6)), [], s=shot(cue="seco"))
    assert [f.code for f in none.detected] == ["no_ball_touched"]


def test_art15_push_into_a_touching_ball_and_not_away_from_it():
    before = pos((W / 2, 1.0), mingo=(W / 2, 1.0 + 2 * R + 0.0001))
    into = judge(
        T,
        before,
        shot(angle=90),
        log(hit(0.0, "1", "mingo")),
        pos((W / 2, 1.0), mingo=(W / 2, 1.5)),
        ctx(),
    )
    assert into.foul.code == "push_ball" and into.foul.points == 1
    away = judge(
        T,
        before,
        shot(angle=270),
        log(cushion(0.5, "1", "head"), hit(1.5, "1", "mingo")),
        pos((W / 2, 1.0), mingo=(W / 2, 1.5)),
        ctx(),
    )
    assert away.foul is None


def test_000_1pt12_push_into_a_touching_cushion():
    before = pos((R, 1.0), mingo=(W / 2, 2.0))
    j = judge(
        T,
        before,
        shot(angle=180),
        log(cushion(0.0, "1", "left"), hit(0.5, "1", "mingo")),
        pos((0.5, 1.5), mingo=(W / 2, 2.3)),
        ctx(),
    )
    assert j.foul.code == "push_cushion"


def test_000_2pt1_own_ball_pocketed_without_contact():
    j = _j(pos(None), [pocketed(1.0, "1")])
    assert j.foul.code == "pocketed_without_contact" and j.points_opponent == 2
    # one foul per shot (guide 7): also no ball touched (1) — the 2-point one is sanctioned
    assert {f.code for f in j.detected} == {"pocketed_without_contact", "no_ball_touched"}


def test_art7_own_ball_pocketed_after_contact_scores_its_value():
    j = _j(pos(None, mingo=(W / 2, 2.0)), [hit(0.5, "1", "mingo"), pocketed(1.2, "1")])
    assert j.foul is None and j.points_shooter == 2
    j1 = _j(
        pos(None, mingo=(W / 2, 2.0)), [hit(0.5, "1", "mingo"), pocketed(1.2, "1")], c=ctx(ball1=1)
    )
    assert j1.points_shooter == 1


def test_art7_mingo_pocketed_is_three():
    j = _j(pos((W / 2, 2.0), mingo=None), [hit(0.5, "1", "mingo"), pocketed(1.2, "mingo")])
    assert j.points_shooter == 3 and j.pocketed == ("mingo",)


def test_000_2pt345_a_ball_off_the_table():
    j = _j(pos((W / 2, 2.0), mingo=None), [hit(0.5, "1", "mingo"), off(1.0, "mingo")])
    assert j.foul.code == "off_table" and j.points_opponent == 2 and j.off_table == ("mingo",)


def test_art13_a_rejected_ball_does_not_count():
    j = _j(
        pos((W / 2, 2.0), mingo=(0.3, 2.6)),
        [hit(0.5, "1", "mingo"), ("pocket_reject", 1.0, {"ball": "mingo", "pocket": "foot_left"})],
    )
    assert j.pocketed == () and j.points_shooter == 0 and j.foul is None


def test_a_ball_that_skips_over_a_pockets_edge_is_not_pocketed():
    """``pocket_lip``: the ball crossed the hole too fast to fall and climbed back out; the
    referee reads it as nothing (the ball is on the cloth in the final position)."""
    final = pos((W / 2, 2.0), mingo=(0.3, 2.6))
    hit_only = [hit(0.5, "1", "mingo")]
    lip = ("pocket_lip", 1.0, {"ball": "mingo", "pocket": "foot_left", "speed": 4.0})
    j, plain = _j(final, [*hit_only, lip]), _j(final, hit_only)
    assert j.pocketed == () and j.foul is None and j.points_shooter == plain.points_shooter


def test_000_1pt4_playing_the_wrong_ball_puts_everything_back():
    before = pos((W / 2, 0.5), (1.0, 1.0))
    final = pos((W / 2, 0.5), (1.0, 1.4), mingo=(W / 2, 2.0))
    s = shot(ball="2")
    out = referee_shot(T, before, s, log(hit(0.5, "2", "mingo")), final, ctx(ball="1"))
    assert out.judgement.foul.code == "wrong_ball"
    assert out.respotted.position.balls["2"] == (1.0, 1.0)
    assert out.respotted.position.balls["mingo"] == SPOT["mingo_normal"]


# ----------------------------------------------------------------------------- guide 4 options
INSIDE = pos((W / 2, 0.3), (0.3, 0.5), mingo=(1.1, 0.6))


def _opt(option, items, final):
    return referee_shot(
        T,
        INSIDE,
        shot(),
        log(*items),
        final,
        ctx(kind="ball_in_hand", cabana="salida", option=option),
    )


def test_guide4_pasar_good_when_the_ball_crosses_before_touching():
    final = pos((W / 2, 0.9), (0.35, 0.8), mingo=(1.1, 0.6))
    items = [
        ("line_cross", 0.4, {"ball": "1", "line": "linea_media", "direction": 1}),
        cushion(0.9, "1", "foot"),
        hit(2.0, "1", "2"),
    ]
    assert _opt("pasar", items, final).judgement.foul is None


def test_000_1pt5_pasar_declared_but_the_ball_did_not_cross():
    final = pos((W / 2, 0.9), (0.35, 0.8), mingo=(1.1, 0.6))
    j = _opt("pasar", [cushion(0.3, "1", "left"), hit(0.6, "1", "2")], final).judgement
    assert j.foul.code == "option_pasar_broken" and j.foul.rule.startswith("000 FALTAS 1pt-5")


def test_000_1pt6_no_pasar_declared_but_the_ball_crossed():
    final = pos((W / 2, 0.9), (0.3, 0.5), mingo=(1.1, 0.6))
    crossing = ("line_cross", 0.6, {"ball": "1", "line": "linea_media", "direction": 1})
    j = _opt("no_pasar", [crossing, cushion(0.9, "1", "foot")], final).judgement
    assert j.foul.code == "option_no_pasar_broken"


def test_guide4_no_pasar_kept_needs_no_contact_and_places_the_ball_on_the_mingo_string():
    final = pos((W / 2, 1.2), (0.3, 0.5), mingo=(1.1, 0.6))
    out = _opt("no_pasar", [], final)
    assert out.judgement.foul is None
    assert out.respotted.position.balls["1"] == SPOT["mingo_string"]


def test_guide4_bricole_needs_the_foot_cushion_before_any_ball():
    final = pos((W / 2, 0.9), (0.35, 0.8), mingo=(1.1, 0.6))
    good = _opt("bricole", [cushion(0.9, "1", "foot"), hit(2.0, "1", "2")], final).judgement
    assert good.foul is None
    bad = _opt("bricole", [cushion(0.2, "1", "left"), hit(0.6, "1", "2")], final).judgement
    assert bad.foul.code == "option_bricole_broken"
    # any cushion but the foot is not the bricole declared: the head one neither
    head = _opt("bricole", [cushion(0.2, "1", "head"), hit(0.6, "1", "2")], final).judgement
    assert head.foul.code == "option_bricole_broken"


def test_every_foul_has_a_rule_and_both_texts():
    for code, spec in FOULS.items():
        assert spec.rule and spec.reason_en and spec.reason_es, code


def test_pin_standing_before_is_the_only_kind_that_counts():
    before = pos((W / 2, 0.5), pins={"rey": PinState(SPOT["center"], False)})
    final = pos((W / 2, 1.2), pins={"rey": PinState(SPOT["center"], False)})
    j = judge(
        T,
        before,
        shot(),
        [
            make(0, "strike", ball="1", speed=1, cue="taco"),
            make(0.5, "ball_ball", a="1", b="mingo", speed=1),
        ],
        final,
        ctx(),
    )
    assert j.pins_down == ()


def test_guide4_pasar_judged_on_the_first_crossing_before_the_contact():
    final = pos((W / 2, 0.9), (0.35, 0.8), mingo=(1.1, 0.6))
    back = ("line_cross", 1.2, {"ball": "1", "line": "linea_media", "direction": -1})
    late = ("line_cross", 0.8, {"ball": "1", "line": "linea_media", "direction": 1})
    # crossed, came back and then touched: still good (the crossing came first)
    assert _opt("pasar", [late, back, hit(1.5, "1", "2")], final).judgement.foul is None
    # touched a ball before it ever crossed: broken
    j = _opt("pasar", [hit(0.5, "1", "2"), late], final).judgement
    assert j.foul.code == "option_pasar_broken"


def test_art5e_a_pin_set_by_hand_away_from_every_spot_is_measured_from_where_it_stood():
    """A position set by hand (practice's editor, ``chapo sim``) may stand a pin 65 mm from
    the nearest spot: measured from that spot, a shot that never touched it counted it as
    knocked — 5 for a miss, a foul for a ball that touched nothing. It is measured from where
    it stood; a pin within a pin's height of its spot is still measured from the spot."""
    away = (SPOT["center"][0] + 0.05, SPOT["center"][1] - 0.04)  # 64 mm off, nearest "center"
    before = pos((W / 2, 0.5), pins={"rey": PinState(away, True)})
    final = pos((W / 2, 1.0), pins={"rey": PinState(away, True)})
    j = judge(T, before, shot(), log(hit(0.5, "1", "mingo")), final, ctx())
    assert j.pins_down == ()
    missed = judge(T, before, shot(), log(), final, ctx())  # nothing touched: only that foul
    assert [f.code for f in missed.detected] == ["no_ball_touched"]
    assert missed.points_opponent == 1
    # a pin nudged 30 mm in an earlier shot and 20 mm further now: 50 mm from its spot
    near = (SPOT["center"][0] + 0.03, SPOT["center"][1])
    further = (SPOT["center"][0] + 0.05, SPOT["center"][1])
    before = pos((W / 2, 0.5), pins={"rey": PinState(near, True)})
    final = pos((W / 2, 1.0), pins={"rey": PinState(further, True)})
    j = judge(T, before, shot(), log(hit(0.5, "1", "mingo")), final, ctx())
    assert j.pins_down == ("rey",)
