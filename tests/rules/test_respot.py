"""Between shots: art. 5 a–f and 5.2 (pins), art. 6 (mingo), guide 8 and 9."""

from __future__ import annotations

import math

from rules_helpers import SPOT, T, W, ctx, cushion, down, hit, log, pin_down, pos, shot

from chapo_game.position import PinState
from chapo_game.rules.geometry import four_in_line
from chapo_game.rules.judge import judge
from chapo_game.rules.referee import referee_shot
from chapo_game.rules.respot import mingo_spot_for
from chapo_game.table import PIN_IDS, normal_spot_of

BEFORE = pos((W / 2, 0.5))


def _after(final, items=(), homes=None, waiting=None, before=BEFORE, rey_spot=None):
    return referee_shot(
        T,
        before,
        shot(),
        log(*items),
        final,
        ctx(),
        pin_homes=homes,
        mingo_waiting=waiting,
        rey_spot=rey_spot,
    )


def test_art5_knocked_pins_go_back_to_their_normal_spots():
    final = down(pos((0.3, 2.0), mingo=(W / 2, 2.0)), "rey", "lateral_head")
    out = _after(final, [hit(0.5, "1", "mingo"), pin_down(0.8, "rey", "mingo")])
    assert not any(a.key.startswith("standing.") for a in out.facts)  # they lie: nothing to say
    p = out.respotted.position
    for pid in PIN_IDS:
        assert p.pins[pid].standing and p.pins[pid].xy == SPOT[normal_spot_of(pid)]


def test_art5a_lateral_spot_taken_goes_to_the_opposite_auxiliary_and_back_when_free():
    final = down(pos(SPOT["head"], mingo=(W / 2, 2.0)), "lateral_head")
    out = _after(final, [hit(0.5, "1", "mingo"), pin_down(0.6, "lateral_head", "1")])
    r = out.respotted
    assert r.position.pins["lateral_head"].xy == SPOT["aux_foot"]
    assert r.pin_homes["lateral_head"] == "aux_foot"
    # next shot: the ball leaves the head spot, the pin was not touched: it goes home
    before2 = r.position
    final2 = before2.with_ball("1", (0.3, 2.2))
    out2 = referee_shot(
        T, before2, shot(), log(hit(0.5, "1", "mingo")), final2, ctx(), pin_homes=r.pin_homes
    )
    assert out2.respotted.position.pins["lateral_head"].xy == SPOT["head"]
    assert out2.judgement.pins_down == ()  # going home is no knock-down


def test_art5b_two_laterals_taken_go_to_the_opposite_auxiliaries():
    final = down(
        pos(SPOT["head"], SPOT["left"], mingo=(W / 2, 2.0)), "lateral_head", "lateral_left"
    )
    out = _after(
        final,
        [hit(0.5, "1", "2"), pin_down(0.6, "lateral_head"), pin_down(0.6, "lateral_left", "2")],
    )
    p = out.respotted.position
    assert p.pins["lateral_head"].xy == SPOT["aux_foot"]
    assert p.pins["lateral_left"].xy == SPOT["aux_right"]


def test_art5c_rey_spot_taken_offers_the_free_auxiliaries():
    final = down(pos(SPOT["center"], mingo=(W / 2, 2.0)), "rey")
    out = _after(final, [hit(0.5, "1", "mingo"), pin_down(0.9, "rey")])
    assert set(out.respotted.rey_choices) == {"aux_head", "aux_foot", "aux_left", "aux_right"}
    assert not out.respotted.position.pins["rey"].standing  # waits for the choice
    assert any(a.key == "rey_choice" for a in out.verdict.announcements)
    # and lies as it fell meanwhile (it was turned along +x), its cause not kept
    from dataclasses import replace

    pins = dict(final.pins)
    pins["rey"] = replace(pins["rey"], direction=120.0, cause={"by": "1", "ball": "1"})
    out = _after(replace(final, pins=pins), [hit(0.5, "1", "mingo"), pin_down(0.9, "rey")])
    waiting = out.respotted.position.pins["rey"]
    assert (waiting.standing, waiting.direction, waiting.cause) == (False, 120.0, None)


def test_art5c_taken_auxiliaries_are_not_offered_and_the_choice_plants_the_rey():
    before = pos((W / 2, 0.5), (0.2, 0.2), mingo=SPOT["aux_head"])
    final = down(pos(SPOT["center"], SPOT["aux_left"], mingo=SPOT["aux_head"]), "rey")
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "2"), pin_down(0.9, "rey")), final, ctx()
    )
    assert set(out.respotted.rey_choices) == {"aux_foot", "aux_right"}
    chosen = referee_shot(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "2"), pin_down(0.9, "rey")),
        final,
        ctx(),
        rey_spot="aux_right",
    )
    assert chosen.respotted.position.pins["rey"].xy == SPOT["aux_right"]
    assert chosen.respotted.rey_choices == ()


def test_art5c_when_exactly_one_spot_is_legal_the_rey_is_planted_there_without_asking():
    # the mingo on aux_head, a lateral standing on aux_left (its own spot under ball 2), and
    # aux_right would line four pins up across the table: only aux_foot is left
    pins = {"lateral_head": PinState(SPOT["aux_left"], True)}
    homes = {"lateral_head": "aux_left", "rey": "center"}
    before = pos((W / 2, 0.5), SPOT["head"], mingo=SPOT["aux_head"], pins=pins)
    final = down(pos(SPOT["center"], SPOT["head"], mingo=SPOT["aux_head"], pins=pins), "rey")
    out = _after(final, [hit(0.5, "1", "2"), pin_down(0.7, "rey")], homes=homes, before=before)
    r = out.respotted
    assert r.rey_choices == ()  # nothing asked
    assert r.position.pins["rey"] == PinState(SPOT["aux_foot"], True)
    assert r.pin_homes["rey"] == "aux_foot"
    keys = [a.key for a in out.verdict.announcements]
    assert "rey_choice" not in keys


def test_art5c_the_rey_on_an_auxiliary_spot_returns_to_the_centre_once_it_is_free():
    pins = {"rey": PinState(SPOT["aux_right"], True)}
    before = pos((W / 2, 0.5), (0.3, 1.0), mingo=(1.1, 2.0), pins=pins)
    final = before.with_ball("1", (0.4, 2.2))  # nothing touched the rey; the centre is free
    out = _after(final, [hit(0.5, "1", "mingo")], homes={"rey": "aux_right"}, before=before)
    r = out.respotted
    assert r.position.pins["rey"] == PinState(SPOT["center"], True)
    assert r.pin_homes["rey"] == "center"
    assert out.judgement.pins_down == ()  # going home is no knock-down
    assert "pins_home" in [a.key for a in out.verdict.announcements]
    # while a ball covers the centre it stays where it stands
    held = referee_shot(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "mingo")),
        before.with_ball("1", SPOT["center"]),
        ctx(),
        pin_homes={"rey": "aux_right"},
    )
    assert held.respotted.position.pins["rey"].xy == SPOT["aux_right"]


def test_art5e_pin_moved_less_than_its_height_stays_further_is_knocked():
    near = (SPOT["left"][0] + 0.02, SPOT["left"][1])
    final = pos((0.3, 2.0), mingo=(W / 2, 2.2), pins={"lateral_left": PinState(near, True)})
    out = _after(final, [hit(0.5, "1", "mingo")])
    assert out.respotted.position.pins["lateral_left"].xy == near
    assert out.judgement.pins_down == ()
    # beside its empty ring: the referee says it stays (it was "Nada para …" alone)
    assert [a.text_es for a in out.facts] == [
        "Un lateral se movió menos que su altura: se queda donde está",
        "Nada para Jugador 1",
    ]
    nudge = (SPOT["left"][0] + 0.004, SPOT["left"][1])  # 4 mm: nothing to see, nothing said
    final = pos((0.3, 2.0), mingo=(W / 2, 2.2), pins={"lateral_left": PinState(nudge, True)})
    assert not any(
        a.key.startswith("standing.") for a in _after(final, [hit(0.5, "1", "mingo")]).facts
    )
    far = (SPOT["left"][0] - T.pin_height - 0.001, SPOT["left"][1])
    final = pos((0.3, 2.0), mingo=(W / 2, 2.2), pins={"lateral_left": PinState(far, True)})
    out = _after(
        final,
        [
            hit(0.5, "1", "mingo"),
            ("ball_pin", 0.9, {"ball": "mingo", "pin": "lateral_left", "speed": 0.1}),
        ],
    )
    assert out.judgement.pins_down == ("lateral_left",) and out.verdict.points_shooter == 2
    assert out.respotted.position.pins["lateral_left"].xy == SPOT["left"]
    # the player sees it standing: the referee says why it counts
    assert [a.text_es for a in out.facts] == [
        "El mingo derriba un lateral: 2",
        "Un lateral se desplazó su altura o más: cuenta como derribado",
        "2 para Jugador 1",
    ]


def test_art5_2_pin_leaning_on_a_ball_counts_as_knocked_for_the_shooter():
    sx, sy = SPOT["right"]
    ball = (sx + T.ball_radius + T.pin_radius, sy)  # touching the pin
    final = pos((0.3, 2.0), mingo=ball)
    out = _after(final, [hit(0.5, "1", "mingo")])
    assert out.judgement.pins_down == ("lateral_right",) and out.verdict.points_shooter == 2
    said = [a.text_es for a in out.facts]
    assert said[1] == "Un lateral queda apoyado en una bola: cuenta como derribado"
    p = out.respotted.position
    assert math.dist(p.pins["lateral_right"].xy, ball) > T.ball_radius + T.pin_radius


def test_art5_2_a_pin_and_ball_touching_before_and_untouched_by_the_shot_are_no_knock():
    """Leaning counts "for the player who put the ball there": the mingo left touching the
    right lateral by an earlier shot, neither moved by this one, knocks nothing now — but the
    same lateral nudged a few millimetres (under a pin's height) onto that unmoved mingo is
    down for this shot."""
    sx, sy = SPOT["right"]
    touching = (sx + T.ball_radius + T.pin_radius, sy)
    before = pos((W / 2, 0.5), mingo=touching)
    still = _after(pos((0.3, 2.0), mingo=touching), [cushion(0.5, "1", "left")], before=before)
    assert still.judgement.pins_down == ()
    assert still.respotted.position.pins["lateral_right"].xy == SPOT["right"]

    apart = (sx + T.ball_radius + T.pin_radius + 0.004, sy)
    before = pos((W / 2, 0.5), (0.3, 1.0), mingo=apart)
    nudged = {"lateral_right": PinState((sx + 0.004, sy), True)}
    final = pos((0.3, 2.0), (0.2, 1.3), mingo=apart, pins=nudged)
    items = [
        hit(0.5, "1", "2"),
        ("ball_pin", 0.9, {"ball": "1", "pin": "lateral_right", "speed": 0.1}),
    ]
    moved = _after(final, items, before=before)
    assert moved.judgement.pins_down == ("lateral_right",)


def test_art5f_no_pin_planted_where_a_ball_prevents_it():
    near_head = (SPOT["head"][0] + 0.03, SPOT["head"][1])  # overlaps the head spot
    final = down(pos(near_head, mingo=(W / 2, 2.2)), "lateral_head")
    out = _after(final, [hit(0.5, "1", "mingo"), pin_down(0.6, "lateral_head")])
    assert out.respotted.position.pins["lateral_head"].xy == SPOT["aux_foot"]


def test_art5d_never_four_pins_in_a_line_the_mingo_goes_back_first():
    # head and aux_foot taken by the players' balls, aux_head by the mingo: lateral_head's only
    # other auxiliaries (left/right) would line four pins up -> the mingo goes to its spot.
    final = down(pos(SPOT["head"], SPOT["aux_foot"], mingo=SPOT["aux_head"]), "lateral_head")
    out = _after(final, [hit(0.5, "1", "2"), pin_down(0.6, "lateral_head", "1")])
    r = out.respotted
    assert r.position.balls["mingo"] == SPOT["mingo_normal"]
    assert r.position.pins["lateral_head"].xy == SPOT["aux_head"]
    assert not four_in_line(list(r.position.standing_pins().values()))


def test_art5d_a_lateral_going_to_an_auxiliary_never_lines_four_pins_up():
    """The first step of art. 5d: lateral_left stands on aux_head (its spot taken before), ball
    1 is on its spot, ball 2 on the head spot, and lateral_head falls — aux_foot would put four
    pins on the table's long axis (aux_head, the rey, the foot lateral, aux_foot): it goes to
    an auxiliary that lines up nothing."""
    pins = {"lateral_left": PinState(SPOT["aux_head"], True)}
    final = down(pos(SPOT["left"], SPOT["head"], pins=pins), "lateral_head")
    out = _after(
        final,
        [hit(0.5, "1", "2"), pin_down(0.6, "lateral_head", "1")],
        homes={"lateral_left": "aux_head"},
    )
    r = out.respotted
    assert r.position.pins["lateral_head"].xy != SPOT["aux_foot"]
    assert r.position.pins["lateral_head"].standing
    assert not four_in_line(list(r.position.standing_pins().values()))


def test_four_in_line_geometry():
    s = [SPOT[k] for k in ("aux_left", "left", "center", "right")]
    assert four_in_line(s)
    assert not four_in_line([SPOT[k] for k in ("left", "center", "right", "head")])
    assert not four_in_line([SPOT[normal_spot_of(p)] for p in PIN_IDS])


def test_art6_mingo_spots_in_order():
    assert mingo_spot_for(T, {"1": None, "2": None}) == "mingo_normal"
    balls = {"1": SPOT["mingo_normal"], "2": None, "mingo": None}
    assert mingo_spot_for(T, balls) == "mingo_cushion"
    balls = {"1": SPOT["mingo_normal"], "2": SPOT["mingo_cushion"], "mingo": None}
    assert mingo_spot_for(T, balls) == "mingo_string"
    # a ball off the spot but nearer than a ball's width still takes it (the mingo would
    # overlap it); one a ball's width away leaves it free
    r = T.ball_radius
    x, y = SPOT["mingo_normal"]
    assert mingo_spot_for(T, {"1": (x + 1.5 * r, y), "2": None}) == "mingo_cushion"
    assert mingo_spot_for(T, {"1": (x + 2.01 * r, y), "2": None}) == "mingo_normal"


def test_art6_mingo_waits_on_the_cushion_spot_and_goes_home_when_free_and_unplayed():
    before = pos((W / 2, 0.5), (1.0, 1.0))
    final = pos(SPOT["mingo_normal"], (1.0, 1.0), mingo=None)
    out = referee_shot(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "mingo"), ("pocketed", 1.0, {"ball": "mingo", "pocket": "foot_left"})),
        final,
        ctx(),
    )
    r = out.respotted
    assert r.position.balls["mingo"] == SPOT["mingo_cushion"] and r.mingo_waiting == "mingo_cushion"
    # ball 2 plays, ball 1 leaves the normal spot; the mingo was not played: it goes home
    before2 = r.position
    final2 = before2.with_ball("1", (0.5, 1.5)).with_ball("2", (1.0, 1.3))
    out2 = referee_shot(
        T,
        before2,
        shot("2"),
        log(hit(0.5, "2", "1")),
        final2,
        ctx("2"),
        mingo_waiting=r.mingo_waiting,
    )
    assert out2.respotted.position.balls["mingo"] == SPOT["mingo_normal"]
    assert out2.respotted.mingo_waiting is None


def test_art6_a_played_mingo_stays_where_it_stopped():
    before = pos((W / 2, 0.5), (1.0, 1.0), mingo=SPOT["mingo_cushion"])
    final = before.with_ball("mingo", (0.4, 2.0)).with_ball("1", (W / 2, 2.3))
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "mingo")), final, ctx(), mingo_waiting="mingo_cushion"
    )
    assert out.respotted.position.balls["mingo"] == (0.4, 2.0)
    assert out.respotted.mingo_waiting is None


def test_art6_the_mingo_waiting_on_the_string_goes_home_only_if_nobody_played_it():
    """Reading 18: the cushion spot's condition holds on the string spot too."""
    before = pos((W / 2, 0.5), (1.0, 1.0), mingo=SPOT["mingo_string"])
    unplayed = before.with_ball("1", (0.4, 2.0))  # ball 1 meets ball 2; the mingo is not met
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "2")), unplayed, ctx(), mingo_waiting="mingo_string"
    )
    assert out.respotted.position.balls["mingo"] == SPOT["mingo_normal"]
    assert out.respotted.mingo_waiting is None
    played = before.with_ball("mingo", (0.4, 2.0)).with_ball("1", (W / 2, 2.3))
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "mingo")), played, ctx(), mingo_waiting="mingo_string"
    )
    assert out.respotted.position.balls["mingo"] == (0.4, 2.0)
    assert out.respotted.mingo_waiting is None


def test_guide11_mingo_off_the_table_goes_to_its_spot_and_player_ball_stays_off():
    final = pos(None, (1.0, 1.0), mingo=None)
    before = pos((W / 2, 0.5), (1.0, 1.0))
    items = [
        hit(0.5, "1", "mingo"),
        ("off_table", 0.8, {"ball": "mingo", "cushion": "foot", "speed": 9}),
        ("off_table", 0.9, {"ball": "1", "cushion": "left", "speed": 9}),
    ]
    out = referee_shot(T, before, shot(), log(*items), final, ctx())
    p = out.respotted.position
    assert p.balls["mingo"] == SPOT["mingo_normal"] and p.balls["1"] is None
    assert out.verdict.off_table == ("mingo", "1") or set(out.verdict.off_table) == {"1", "mingo"}


def test_judge_does_not_count_a_pin_already_touching_an_unmoved_ball():
    sx, sy = SPOT["right"]
    ball2 = (sx + T.ball_radius + T.pin_radius, sy)
    before = pos((W / 2, 0.5), ball2)
    final = before.with_ball("1", (W / 2, 2.3)).with_ball("mingo", (0.3, 2.5))
    j = judge(T, before, shot(), log(hit(0.5, "1", "mingo")), final, ctx())
    assert j.pins_down == ()


# ----------------------------------------------------------------------------- art. 5d in depth
def _rey_knocked_with_lateral_left_on_aux_head(mingo):
    # lateral_left stands on aux_head (its spot is taken by ball 1); the rey is knocked and
    # its spot is free, but planting it there would line aux_head, head, center, foot up
    pins = {"lateral_left": PinState(SPOT["aux_head"], True)}
    before = pos((W / 2, 0.5), (0.3, 1.0), mingo=mingo, pins=pins)
    final = down(pos(SPOT["left"], (0.3, 1.0), mingo=mingo, pins=pins), "rey")
    homes = {"lateral_left": "aux_head"}
    return referee_shot(
        T,
        before,
        shot(),
        log(hit(0.5, "1", "mingo"), pin_down(0.7, "rey")),
        final,
        ctx(),
        pin_homes=homes,
    )


def test_art5d_the_rey_does_not_return_to_a_centre_that_lines_four_pins_up():
    out = _rey_knocked_with_lateral_left_on_aux_head(mingo=(1.1, 2.0))
    r = out.respotted
    # the mingo is not in the way: it stays where it stopped (no useless retreat)
    assert r.position.balls["mingo"] == (1.1, 2.0) and r.mingo_respotted is None
    assert set(r.rey_choices) == {"aux_left", "aux_right"}  # aux_foot would line four up
    for spot in r.rey_choices:
        pins = [*r.position.standing_pins().values(), SPOT[spot]]
        assert not four_in_line(pins)


def test_art5d_a_standing_pin_does_not_go_home_into_a_line_of_four():
    # the rey stands on aux_right (planted there earlier); its spot is free again, but with
    # lateral_left on aux_head going home would line four pins up: it stays where it is
    pins = {
        "lateral_left": PinState(SPOT["aux_head"], True),
        "rey": PinState(SPOT["aux_right"], True),
    }
    before = pos(SPOT["left"], (0.3, 1.0), mingo=(1.1, 2.0), pins=pins)
    final = before.with_ball("2", (0.3, 1.3)).with_ball("mingo", (1.1, 2.2))
    homes = {"lateral_left": "aux_head", "rey": "aux_right"}
    out = referee_shot(
        T, before, shot("2"), log(hit(0.5, "2", "mingo")), final, ctx("2"), pin_homes=homes
    )
    p = out.respotted.position
    assert p.pins["rey"] == PinState(SPOT["aux_right"], True) and out.judgement.pins_down == ()
    assert not four_in_line(list(p.standing_pins().values()))


def test_chained_respots_never_line_four_pins_up_nor_overlap():
    """Seeded chains of shots ending with balls on or near the pin spots and some pins
    knocked: after every re-spot (and the rey's choice) no four standing pins in a line, no
    pin on a ball or on another pin, every pin standing, and none kept off its free spot
    unless going home would line four up."""
    import itertools
    import random

    from chapo_game.rules.respot import PinPlan, place_rey, respot

    rng = random.Random(2)
    r_b, r_p = T.ball_radius, T.pin_radius
    spots = [s for s in SPOT if not s.startswith("mingo")] + ["mingo_normal", "mingo_cushion"]
    for _chain in range(600):
        p = pos(None, None)
        homes = {pid: normal_spot_of(pid) for pid in PIN_IDS}
        waiting = None
        for _shot in range(6):
            balls: dict = {}
            for b in ("1", "2", "mingo"):
                for _ in range(50):
                    sx, sy = SPOT[rng.choice(spots)]
                    j, a = rng.choice([0.0, 0.0, 0.01, 0.03, 0.05]), rng.uniform(0, 2 * math.pi)
                    xy = (sx + j * math.cos(a), min(max(sy + j * math.sin(a), r_b), T.length - r_b))
                    if all(math.dist(xy, o) >= 2 * r_b for o in balls.values()):
                        balls[b] = xy
                        break
            knocked, fpins = set(), {}
            for pid, st in p.pins.items():
                covered = any(math.dist(st.xy, b) <= r_b + r_p + 0.0005 for b in balls.values())
                if covered or rng.random() < 0.3:
                    knocked.add(pid)
                    fpins[pid] = PinState((0.05, 0.05), False)
                else:
                    fpins[pid] = st
            final = type(p)(balls=balls, pins=fpins)
            res = respot(
                T, p, final, shooter_ball="1", knocked=knocked, pin_homes=homes,
                mingo_waiting=waiting,
            )  # fmt: skip
            p, homes, waiting = res.position, res.pin_homes, res.mingo_waiting
            if res.rey_choices:
                plan = place_rey(
                    T, PinPlan(p, dict(homes), res.rey_choices), rng.choice(res.rey_choices)
                )
                p, homes = plan.position, plan.pin_homes
            standing = p.standing_pins()
            assert len(standing) == 5
            assert not four_in_line(list(standing.values()))
            on = p.on_table()
            for a, b in itertools.combinations(on.values(), 2):
                assert math.dist(a, b) >= 2 * r_b - 1e-9
            for bxy, pxy in itertools.product(on.values(), standing.values()):
                assert math.dist(bxy, pxy) > r_b + r_p
            for a, b in itertools.combinations(standing.values(), 2):
                assert math.dist(a, b) >= 2 * r_p
            for pid, home in homes.items():
                normal = SPOT[normal_spot_of(pid)]
                if home == normal_spot_of(pid) or any(
                    math.dist(normal, b) <= r_b + r_p + 0.0005 for b in on.values()
                ):
                    continue
                others = [xy for q, xy in standing.items() if q != pid]
                assert four_in_line([*others, normal]), (pid, home)


def test_a_pin_left_leaning_on_the_shooters_ball_in_a_foul_is_said_to_count_as_down():
    """Ball 1 rolled softly against the right lateral, touching no ball: the foul named "un
    lateral" knocked down though the player saw it standing. Why it counts follows the foul."""
    sx, sy = SPOT["right"]
    final = pos((sx + T.ball_radius + T.pin_radius, sy), mingo=(W / 2, 2.2))
    out = _after(final, [("ball_pin", 0.9, {"ball": "1", "pin": "lateral_right", "speed": 0.1})])
    said = [a.text_es for a in out.facts]
    assert out.judgement.foul is not None and said[0].startswith("Falta de Jugador 1")
    assert said[-1] == "Un lateral queda apoyado en una bola: cuenta como derribado"


def test_a_pin_the_physics_reports_left_leaning_is_said_to_count_as_down():
    """The physics reports a pin a slow ball leaves leaning as down (``pin_down`` with
    ``lean``), drawn tilted against the ball: its call says why it counts."""
    sx, sy = SPOT["left"]
    final = down(pos((sx - T.ball_radius - T.pin_radius, sy), mingo=(W / 2, 2.2)), "lateral_left")
    items = [
        ("ball_pin", 0.9, {"ball": "1", "pin": "lateral_left", "speed": 0.02}),
        ("pin_down", 1.4, {"pin": "lateral_left", "by": "1", "ball": "1", "lean": True}),
    ]
    said = [a.text_es for a in _after(final, items).facts]
    assert said[0] == "Falta de Jugador 1: derribó un lateral antes de dar bola. 2 para Jugador 2"
    assert said[1] == "Un lateral queda apoyado en una bola: cuenta como derribado"
    plain = [("ball_pin", 0.9, {"ball": "1", "pin": "lateral_left", "speed": 2.0})]
    fell = _after(final, [*plain, ("pin_down", 1.0, {"pin": "lateral_left", "by": "1"})])
    assert not any(a.key.startswith("standing.") for a in fell.facts)  # it fell: nothing to add
