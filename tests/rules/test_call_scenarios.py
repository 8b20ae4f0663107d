"""The referee's calls of whole shots, scenario by scenario (issue 10): in the order a club
referee says them, stating only facts, and naming the reason of every silent-until-now
moment (balls put back, no pasar, laterals to auxiliary spots, the rematada from salida)."""

from __future__ import annotations

import csv
import gettext
import io
import math
import random
import time

from rules_helpers import (
    SPOT,
    T,
    W,
    ctx,
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
    started,
)

from chapo_game.rules import Announcement, Match, Phase, referee, referee_shot
from chapo_game.rules.geometry import NEAR_GAP
from chapo_game.table import PIN_IDS


def texts(calls) -> list[str]:
    return [a.text_es for a in calls]


def hand_shot(before, final, option: str, angle: float = 90.0):
    """Ball 1 in hand from the cabaña de salida, ``option`` declared, meeting ball 2 first."""
    return referee_shot(
        T,
        before,
        shot(angle=angle),
        log(hit(0.3, "1", "2")),
        final,
        ctx(kind="ball_in_hand", cabana="salida", option=option),
    )


def test_a_scoring_shot_says_what_fell_what_was_pocketed_the_points_por_and_what_goes_back():
    # Ana (ball 1) needs 30; Luis has 26: after the shot he is "por 4"
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)), scores=(0, 26))
    fin = down(pos((0.4, 1.6), (0.3, 0.5), mingo=None), "rey", "lateral_head", "lateral_left")
    v = play(
        m,
        fin,
        hit(0.3, "1", "mingo"),
        pin_down(0.6, "rey", "mingo"),
        pin_down(0.7, "lateral_head", "mingo"),
        pin_down(0.7, "lateral_left", "mingo"),
        pocketed(1.2, "mingo"),
    )
    assert v.points_shooter == 10 and (v.pins_points, v.pocketed_points) == (7, 3)
    assert texts(v.announcements) == [
        "El mingo derriba el rey y dos laterales: 7",
        "El mingo entra en tronera: 3",
        "10 para Ana",
        "Luis: por 4",
        "El mingo vuelve a su punto",
    ]
    assert [a.text_en for a in v.announcements][:3] == [
        "The mingo knocks down the rey and two laterals: 7",
        "The mingo is pocketed: 3",
        "10 for Ana",
    ]


def test_pins_felled_by_several_balls_are_said_ball_by_ball_and_none_where_in_doubt():
    """Ana's ball meets the mingo, which fells the rey (and through it a lateral); her own ball
    fells a lateral after the carom. «El rey y dos laterales: 7» did not say who did it; each
    ball is said with its pins, the one that felled most first, the other's verb left out.
    Where the log leaves a pin in doubt, no ball is named."""
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)))
    fin = down(pos((0.4, 1.6), (0.3, 0.5), mingo=(0.5, 2.2)), "rey", "lateral_head", "lateral_left")
    v = play(
        m,
        fin,
        hit(0.3, "1", "mingo"),
        pin_down(0.5, "lateral_left", "1"),
        pin_down(0.6, "rey", "mingo"),
        pin_down(0.7, "lateral_head", "rey"),  # the rey, felled by the mingo, fells it
    )
    assert v.points_shooter == 7 and not v.fouls  # the points are the rules', unchanged
    assert (
        v.announcements[0].text_es
        == "El mingo derriba el rey y un lateral; la bola 1, un lateral: 7"
    )
    assert v.announcements[0].text_en == (
        "The mingo knocks down the rey and one lateral; ball 1, one lateral: 7"
    )
    # ball 1 fells a lateral after the carom; the mingo then pushes it, lying, into the rey.
    # Which ball felled the rey the log does not say beyond doubt: the call names none
    # (naming ball 1 for the lateral alone would read as if it had felled the rey too)
    before = pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9))
    pushed = {"ball": "mingo", "pin": "lateral_head", "speed": 0.5, "lying": True}
    # or: a lateral ball 1 sets sliding upright fells the rey, and the mingo fells the lateral
    # later (the rey is not the mingo's)
    slid = {"ball": "1", "pin": "lateral_head", "speed": 0.5}
    for doubt in (
        (pin_down(0.5, "lateral_head", "1"), ("ball_pin", 0.8, pushed)),
        (("ball_pin", 0.5, slid), pin_down(0.9, "lateral_head", "mingo")),
    ):
        items = (hit(0.3, "1", "mingo"), *doubt, pin_down(0.85, "rey", "lateral_head"))
        fin = down(before, "rey", "lateral_head")
        out = referee_shot(T, before, shot(), log(*items), fin, ctx())
        assert (out.facts[0].text_es, out.facts[0].text_en) == (
            "El rey y un lateral: 5",
            "The rey and one lateral: 5",
        )
    # or: ball 1 fells both laterals; the mingo pushes one, lying, into the other, which slides
    # on into the rey — the push reached the rey through a pin no ball touched while it lay.
    # The engine logs two down pins meeting in the order of their names (lateral_head first),
    # whichever pushed: the rey was named ball 1's when the log read so
    pushed_left = {"ball": "mingo", "pin": "lateral_left", "speed": 0.5, "lying": True}
    for a, b in (("lateral_left", "lateral_head"), ("lateral_head", "lateral_left")):
        items = (
            hit(0.3, "1", "mingo"),
            pin_down(0.5, "lateral_head", "1"),
            pin_down(0.55, "lateral_left", "1"),
            ("ball_pin", 0.8, pushed_left),
            ("pin_pin", 0.82, {"a": a, "b": b, "speed": 0.4}),
            pin_down(0.85, "rey", "lateral_head"),
        )
        fin = down(before, "rey", "lateral_head", "lateral_left")
        out = referee_shot(T, before, shot(), log(*items), fin, ctx())
        assert out.facts[0].text_es == "El rey y dos laterales: 7"


def test_a_long_log_of_lying_pins_meeting_is_read_at_once():
    """Ball 1 fells the laterals, which knock about together 600 times before one fells the rey
    (lying pins jammed against the cushion): each meeting was followed back on its own, to
    every earlier one — 2.7 s for 400 meetings, growing as their fourth power, on the window's
    thread at the shot's end. Each pin's last meeting carries the earlier ones."""
    laterals = PIN_IDS[1:]
    items = [pin_down(0.1 + 0.01 * i, p, "1") for i, p in enumerate(laterals)]
    rnd = random.Random(1)
    for k in range(600):
        a, b = rnd.sample(laterals, 2)
        items.append(("pin_pin", 0.2 + k * 1e-3, {"a": a, "b": b, "speed": 0.1}))
    items.append(pin_down(0.9, "rey", "lateral_head"))
    start = time.process_time()
    named = referee.felled_by(log(*items), PIN_IDS)
    assert time.process_time() - start < 0.2
    assert named == dict.fromkeys([*laterals, "rey"], "1")


def test_a_foul_says_what_fell_the_foul_its_reason_and_to_whom():
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)))
    fin = down(pos((0.9, 1.7), (0.3, 0.5), mingo=(W / 2, 2.2)), "lateral_head", "rey")
    v = play(
        m,
        fin,
        pin_down(0.2, "lateral_head", "1"),
        hit(0.4, "1", "mingo"),
        pin_down(0.6, "rey", "mingo"),
    )
    assert v.fouls[0].code == "pins_before_contact" and v.points_opponent == 2
    assert texts(v.announcements) == [
        "Falta de Ana: derribó un lateral antes de dar bola. 2 para Luis",
        # after the contact, by the mingo: a fact, worth nothing in a foul shot, said after
        # it (said first and bare, "El rey" read as what the foul was about), naming the ball
        # that felled it (the shooter's own before the contact is the foul; the mingo is not)
        "El mingo derriba el rey: no cuenta",
    ]
    assert [a.text_en for a in v.announcements][1] == (
        "The mingo knocks down the rey: it does not count"
    )


def test_a_foul_that_names_the_ball_does_not_say_it_twice():
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)))
    v = play(m, pos(None, (0.3, 0.5), mingo=(W / 2, 1.9)), pocketed(0.8, "1"))
    assert texts(v.announcements) == [
        "Falta de Ana: la bola 1 entró en tronera sin tocar otra bola. 2 para Luis"
    ]


def test_guide4_options_call_says_how_many_balls_are_inside_and_which():
    """Both players' balls pocketed, only the mingo left, inside the cabaña de salida: the
    call names the mingo alone (it used to say "las dos bolas dentro")."""
    m = match_at(pos(None, (0.4, 1.5), mingo=(W / 2, 0.5)), to_move=1)
    v = play(m, pos(None, None, mingo=(W / 2, 0.5)), hit(0.4, "2", "mingo"), pocketed(1.0, "2"))
    assert m.phase == Phase.BALL_IN_HAND and m.to_move == 0
    options = next(a for a in v.announcements if a.key == "options")
    assert options.text_es == "Ana: el mingo está dentro; declare pasar, no pasar o bricole"
    assert options.text_en == "Ana: the mingo is inside; declare pasar, no pasar or bricole"


def test_000_1pt5_pasar_rolled_short_of_the_line_touching_nothing_says_no_ball_was_touched():
    """Pasar declared, the ball too soft: it stopped before the línea media and met no ball.
    The call said "no pasó la línea media antes de tocar bola", a ball touched that never was
    (the tutorial and practice said it too); it says the line alone. Met a ball first, the
    call still says before which."""
    m = match_at(pos(None, (0.3, 0.3), mingo=(1.0, 0.4)), phase=Phase.BALL_IN_HAND)
    m.place_ball((0.7, 0.2))
    m.declare("pasar")
    v = play(m, pos((0.7, 0.6), (0.3, 0.3), mingo=(1.0, 0.4)), speed=0.5)
    assert [f.code for f in v.fouls] == ["option_pasar_broken"]
    assert texts(v.announcements)[0] == (
        "Falta de Ana: declaró pasar y la bola no pasó la línea media. 1 para Luis"
    )
    assert v.announcements[0].text_en == (
        "Foul by Ana: declared pasar and the ball did not cross the línea media. 1 for Luis"
    )
    before = pos((0.7, 0.2), (0.3, 0.3), mingo=(1.0, 0.4))
    out = hand_shot(before, pos((0.7, 0.6), (0.3, 0.35), mingo=(1.0, 0.4)), "pasar")
    assert texts(out.verdict.announcements)[0] == (
        "Falta de Jugador 1: declaró pasar y la bola no pasó la línea media antes de tocar "
        "bola. 1 para Jugador 2"
    )


def test_a_pin_left_leaning_in_a_foul_it_does_not_name_is_not_said_to_have_fallen():
    """Seco cue into ball 2 first (a foul); ball 1 then knocked a lateral down and stopped
    leaning on another. Both count as down and neither scores, but the leaning one, which the
    players saw standing, was said "Cayeron dos laterales: no cuentan" and then "Un lateral
    queda apoyado en una bola: cuenta como derribado" — fallen, counting, and not counting."""
    sx, sy = SPOT["right"]
    m = match_at(pos((W / 2, 0.9), (0.9, 1.2), mingo=(W / 2, 2.2)))
    leaning = (sx + T.ball_radius + T.pin_radius, sy)
    fin = down(pos(leaning, (1.2, 1.6), mingo=(W / 2, 2.2)), "lateral_left")
    v = play(
        m,
        fin,
        hit(0.2, "1", "2"),
        pin_down(0.6, "lateral_left"),
        ("ball_pin", 0.9, {"ball": "1", "pin": "lateral_right", "speed": 0.1}),
        cue="seco",
    )
    assert [f.code for f in v.fouls] == ["seco_ball_before_cushion"]
    assert set(v.pins_down) == {"lateral_left", "lateral_right"}
    assert texts(v.announcements)[:3] == [
        "Falta de Ana: con el taco seco, la bola 1 tocó la bola 2 antes que banda. 1 para Luis",
        "La bola 1 derriba un lateral: no cuenta",
        "Un lateral queda apoyado en una bola: se da por derribado y no cuenta",
    ]
    assert [a.text_en for a in v.announcements][:3] == [
        "Foul by Ana: with the seco cue, ball 1 met ball 2 before a cushion. 1 for Luis",
        "Ball 1 knocks down one lateral: it does not count",
        "One lateral is left leaning on a ball: taken as knocked down, it does not count",
    ]


def test_pins_standing_but_down_in_a_foul_are_said_void_in_both_languages():
    """The void form of ``standing.leaning`` / ``standing.moved`` with one pin and several,
    through the committed catalogues as the window says it."""
    from chapo_game import i18n
    from chapo_game.rules import Announcement

    cases = [
        (
            "standing.leaning",
            ["rey"],
            "El rey queda apoyado en una bola: se da por derribado y no cuenta",
            "The rey is left leaning on a ball: taken as knocked down, it does not count",
        ),
        (
            "standing.leaning",
            ["rey", "lateral_left"],
            "El rey y un lateral quedan apoyados en una bola: se dan por derribados y no cuentan",
            "The rey and one lateral are left leaning on a ball: taken as knocked down, they do "
            "not count",
        ),
        (
            "standing.moved",
            ["lateral_foot"],
            "Un lateral se desplazó su altura o más: se da por derribado y no cuenta",
            "One lateral moved its height or more: taken as knocked down, it does not count",
        ),
        (
            "standing.moved",
            ["lateral_foot", "lateral_head"],
            "Dos laterales se desplazaron su altura o más: se dan por derribados y no cuentan",
            "Two laterals moved their height or more: taken as knocked down, they do not count",
        ),
    ]
    for key, pins, es, en in cases:
        a = Announcement.from_json({"key": key, "params": {"pins": pins, "void": True}})
        assert (a.text_es, a.text_en) == (es, en)
        for lang, said in (("es", es), ("en", en)):
            with i18n.mo_path(lang).open("rb") as f:
                assert a.text(gettext.GNUTranslations(f)) == said


def test_a_ball_pocketed_in_a_foul_shot_is_said_after_the_foul_as_not_counting():
    """Said before the foul, bare, «El mingo entra en tronera · Falta …: 1 para Luis» read as
    the mingo's value going to Luis; a pocketed ball is worth nothing in a foul shot."""
    m = match_at(pos((W / 2, 0.5), (0.3, 0.5), mingo=(0.2, 2.2)))
    fin = pos((W / 2 + 0.3, 2.0), (0.3, 0.5), mingo=None)
    v = play(m, fin, hit(0.2, "1", "mingo"), pocketed(1.0, "mingo"), cue="seco")
    assert [f.code for f in v.fouls] == ["seco_ball_before_cushion"]
    assert texts(v.announcements)[:2] == [
        "Falta de Ana: con el taco seco, la bola 1 tocó el mingo antes que banda. 1 para Luis",
        "El mingo entra en tronera: no cuenta",
    ]
    assert [a.text_en for a in v.announcements][1] == "The mingo is pocketed: it does not count"
    two = Announcement.from_json(
        {"key": "pocketed", "params": {"balls": ["2", "mingo"], "void": True}}
    )
    assert (two.text_es, two.text_en) == (
        "La bola 2 y el mingo entran en tronera: no cuentan",
        "Ball 2 and the mingo are pocketed: they do not count",
    )
    scored = Announcement.from_json(
        {"key": "pocketed", "params": {"balls": ["mingo"], "points": 3}}
    )
    assert scored.text_es == "El mingo entra en tronera: 3"  # as it counts, unchanged


def test_a_ball_off_the_table_in_a_foul_for_pins_is_said_after_it_as_not_sanctioned_too():
    """The ball knocks the lateral down before any ball and flies off: said before the foul,
    «La bola 1 sale del billar · Falta de Ana: derribó un lateral … 2 para Luis» read as the 2
    of a ball off the table (a 2-point foul of its own), or as two fouls of which one was
    forgotten; one foul a shot is sanctioned (guide 7), the worse."""
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 2.2)))
    fin = down(pos(None, (0.3, 0.5), mingo=(W / 2, 2.2)), "lateral_head")
    v = play(m, fin, pin_down(0.2, "lateral_head", "1"), off(0.6, "1"))
    assert [f.code for f in v.fouls] == ["pins_before_contact"] and v.off_table == ("1",)
    assert [a.text_es for a in v.announcements][:2] == [
        "Falta de Ana: derribó un lateral antes de dar bola. 2 para Luis",
        "La bola 1 sale del billar: solo cuenta una falta por tiro",
    ]
    assert [a.text_en for a in v.announcements][1] == (
        "Ball 1 leaves the table: only one foul per shot counts"
    )
    two = Announcement.from_json(
        {"key": "off_table", "params": {"balls": ["1", "mingo"], "void": True}}
    )
    assert two.text_es == "La bola 1 y el mingo salen del billar: solo cuenta una falta por tiro"


def test_000_1pt9_displaced_balls_put_back_are_announced_and_unmoved_ones_are_not():
    before = pos((0.4, 0.4), (1.0, 0.5), mingo=(0.3, 0.6))  # ball 2 and the mingo inside
    final = pos((0.8, 0.3), (1.2, 0.9), mingo=(0.3, 0.6))  # only ball 2 moved
    out = hand_shot(before, final, "pasar", angle=10)
    calls = [a for a in out.verdict.announcements if a.key == "balls_restored"]
    assert [a.params["balls"] for a in calls] == [["2"]]
    assert calls[0].text_es == "La bola 2 vuelve a donde estaba"


def test_000_1pt9_a_ball_whose_place_is_taken_is_said_to_go_as_near_as_it_can():
    """Ball 1 stopped where ball 2 stood: "La bola 2 vuelve a donde estaba" was said of a ball
    put 55 mm away, a tenth of a millimetre from ball 1 — the innocent player then started
    frozen to the offender's ball. It is said as put near, and put clear of every ball."""
    before = pos((0.4, 0.2), (0.4, 0.5), mingo=(1.0, 0.6))
    final = pos((0.4, 0.5), (0.5, 1.3), mingo=(1.0, 0.6))  # ball 1 on ball 2's place
    out = hand_shot(before, final, "bricole", angle=90)
    keys = [a.key for a in out.verdict.announcements]
    assert "balls_restored" not in keys and "balls_near" in keys, keys
    said = next(a for a in out.verdict.announcements if a.key == "balls_near")
    assert said.text_es.startswith("La bola 2 se coloca lo más cerca posible de donde estaba")
    one, two = out.respotted.position.balls["1"], out.respotted.position.balls["2"]
    assert math.dist(one, two) > 2 * T.ball_radius + NEAR_GAP
    assert not [a for a in out.verdict.announcements if a.key in ("contact", "no_contact")]


def test_000_1pt4_every_ball_goes_back_to_its_own_place_after_the_wrong_ball(capsys):
    """Ball 2 played by mistake stops on ball 1's place: ball 1, put back first, was said to
    go near "its place taken" and put 9 cm off — ball 2 then went back, leaving it empty."""
    before = pos((0.5, 1.0), (0.5, 0.6), mingo=(1.0, 2.0))
    final = pos((0.5, 1.5), (0.5, 1.0), mingo=(1.0, 2.0))
    out = referee_shot(T, before, shot(ball="2"), log(hit(0.3, "2", "1")), final, ctx())
    assert out.verdict.fouls[0].code == "wrong_ball"
    assert out.respotted.position.balls == before.balls
    keys = [a.key for a in out.verdict.announcements]
    assert "balls_near" not in keys and "balls_restored" in keys, keys


def test_guide4_no_pasar_puts_the_ball_on_the_string_clear_of_every_ball():
    """The string's centre 0.2 mm from ball 2: the no pasar ball was put there, and the next
    player started frozen to it. It goes along the string, clear."""
    string = T.spots["mingo_string"]
    two = (string[0] + 2 * T.ball_radius + 0.0002, string[1])
    before = pos((W / 2, 0.4), two, mingo=(0.3, 0.6))
    final = pos((0.3, 1.6), two, mingo=(0.35, 0.5))
    out = referee_shot(
        T,
        before,
        shot(angle=90),
        log(
            ("line_cross", 0.2, {"ball": "1", "line": "linea_media", "direction": 1}),
            hit(0.5, "1", "mingo"),
        ),
        final,
        ctx(kind="ball_in_hand", cabana="salida", option="no_pasar"),
    )
    balls = out.respotted.position.balls
    one, two = balls["1"], balls["2"]
    assert one is not None and two is not None
    assert math.dist(one, two) > 2 * T.ball_radius + NEAR_GAP
    assert abs(one[1] - string[1]) < 1e-9  # on the string, along it


def test_guide4_no_pasar_re_spot_is_announced_with_its_reason():
    before = pos((W / 2, 0.5), (0.35, 0.6), mingo=(1.1, 0.6))
    final = pos((W / 2, 1.2), (0.35, 0.6), mingo=(1.1, 0.6))
    out = referee_shot(
        T,
        before,
        shot(),
        log(),
        final,
        ctx(kind="ball_in_hand", cabana="salida", option="no_pasar"),
    )
    assert "No pasar: la bola 1 se coloca en la línea de la cabaña del mingo" in texts(
        out.verdict.announcements
    )


def test_art5c_por_is_said_before_the_rey_is_put_on_its_chosen_spot():
    """A shot says "por N" before what goes back (the mingo, a lateral's auxiliary spot); after
    the rey's spot was chosen it came last, after "Ana pone el rey…"."""
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)), scores=(0, 27))
    fin = down(pos(SPOT["center"], (0.3, 0.5), mingo=None), "rey")
    play(m, fin, hit(0.3, "1", "mingo"), pin_down(0.5, "rey", "1"), pocketed(1.2, "mingo"))
    assert m.pending_rey_choice
    m.choose_rey_spot("aux_foot")
    assert texts(m.announcements) == [
        "La bola 1 derriba el rey: 5",
        "El mingo entra en tronera: 3",
        "8 para Ana",
        "Luis: por 3",
        "El mingo vuelve a su punto",
        "Ana pone el rey en el punto auxiliar hacia la banda del fondo: el punto del rey está "
        "ocupado",
    ]
    assert [a.text_en for a in m.announcements][3:] == [
        "Luis: por 3 (3 to go)",
        "The mingo goes back to its spot",
        "Ana puts the rey on the auxiliary spot towards the foot cushion: the rey's spot is taken",
    ]


def test_art5a_a_lateral_to_an_auxiliary_spot_and_back_is_announced():
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)))
    fin = down(pos(SPOT["head"], (0.3, 0.5), mingo=(W / 2, 2.2)), "lateral_head")
    v = play(m, fin, hit(0.3, "1", "mingo"), pin_down(0.5, "lateral_head", "1"))
    assert "Un lateral va a un punto auxiliar: su punto está ocupado" in texts(v.announcements)
    # Luis plays; ball 1 stays on the head spot: nothing is said about the lateral
    v = play(m, m.position.with_ball("2", (0.3, 0.9)), hit(0.3, "2", "mingo"), angle=80)
    assert not any(a.key in ("pin_aux", "pins_home") for a in v.announcements)
    # Ana moves ball 1 off the spot: the lateral goes home, and it is said
    v = play(m, m.position.with_ball("1", (0.4, 2.0)), hit(0.3, "1", "mingo"))
    assert "Un lateral vuelve a su punto" in texts(v.announcements)


def test_art6_a_mingo_that_was_not_on_the_table_is_not_announced():
    """``chapo sim`` on a position without the mingo: it is placed, but nothing happened to
    it in the shot, so nothing is said about it."""
    before = pos((W / 2, 0.5), (1.0, 1.0), mingo=None)
    final = pos((W / 2, 1.5), (1.1, 1.3), mingo=None)
    out = referee_shot(T, before, shot(), log(hit(0.5, "1", "2")), final, ctx())
    assert out.respotted.position.balls["mingo"] == SPOT["mingo_normal"]
    assert not any(a.key == "mingo_respotted" for a in out.verdict.announcements)


def test_art6_the_mingo_going_home_when_its_spot_is_free_says_so():
    before = pos((W / 2, 0.5), (1.0, 1.0))
    final = pos(SPOT["mingo_normal"], (1.0, 1.0), mingo=None)
    out = referee_shot(
        T, before, shot(), log(hit(0.5, "1", "mingo"), pocketed(1.0, "mingo")), final, ctx()
    )
    r = out.respotted
    assert "El mingo se coloca junto a la banda del fondo: su punto está ocupado" in texts(
        out.verdict.announcements
    )
    final2 = r.position.with_ball("1", (0.5, 1.5)).with_ball("2", (1.0, 1.3))
    out2 = referee_shot(
        T,
        r.position,
        shot("2"),
        log(hit(0.5, "2", "1")),
        final2,
        ctx("2"),
        mingo_waiting=r.mingo_waiting,
    )
    assert "El mingo vuelve a su punto, que ha quedado libre" in texts(out2.verdict.announcements)


def test_the_shot_that_ends_a_partida_says_nothing_about_a_position_nobody_plays():
    m = started(target=5)
    m.place_ball((W / 2, 0.5))
    fin = down(pos((0.4, 1.6), None, mingo=None), "rey")
    v = play(m, fin, hit(0.3, "1", "mingo"), pin_down(0.5, "rey", "mingo"), pocketed(1.0, "mingo"))
    assert [a.key for a in v.announcements] == ["fell", "pocketed", "points", "partida_won"]
    assert v.next_player == 1 == m.deciding_player  # Luis breaks the next partida
    m.next_partida()
    assert m.to_move == v.next_player


def test_art7_chapo_is_the_partida_and_its_30_points():
    """Art. 7: "Chapo Partida (30 puntos)". Both are said: called as the partida alone, the
    board's jump of 30 (8 to 43 in a partida to 20) read as a mistake."""
    m = started()
    m.place_ball((W / 2, 0.5))
    fin = down(pos((0.4, 1.6), None, mingo=(W / 2, 2.3)), "rey", *[p for p in SPOT_PINS])
    v = play(m, fin, hit(0.3, "1", "mingo"), *[pin_down(0.5, p, "mingo") for p in ALL])
    assert texts(v.announcements) == [
        "¡Chapó! 30 y la partida para Ana",
        "Ana gana la partida 1 (30–0)",
    ]


SPOT_PINS = ("lateral_head", "lateral_foot", "lateral_left", "lateral_right")
ALL = ("rey", *SPOT_PINS)


def test_score_sheet_keeps_each_shots_breakdown_and_the_csv_has_it():
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.9)))
    fin = down(pos((0.4, 1.6), (0.3, 0.5), mingo=None), "rey", "lateral_head")
    play(m, fin, hit(0.3, "1", "mingo"), pin_down(0.6, "rey", "mingo"), pocketed(1.2, "mingo"))
    play(m, m.position, angle=260)  # Luis touches nothing: a foul
    first, second = m.sheet.rows
    assert (first.pins_points, first.pocketed_points, first.points) == (5, 3, 8)
    assert (
        first.breakdown("es")
        == "El rey y un lateral: 5 · El mingo entra en tronera: 3 · 8 para Ana"
    )
    assert (
        first.breakdown("en") == "The rey and one lateral: 5 · The mingo is pocketed: 3 · 8 for Ana"
    )
    assert second.breakdown("es") == "Falta de Luis: no tocó ninguna bola. 1 para Ana"
    rows = list(csv.DictReader(io.StringIO(m.sheet.to_csv()), delimiter=";"))
    assert [(r["pins_points"], r["pocketed_points"], r["breakdown"]) for r in rows] == [
        ("5", "3", first.breakdown("es")),
        ("0", "0", second.breakdown("es")),
    ]
    assert list(csv.DictReader(io.StringIO(m.sheet.to_csv("en"))))[1]["breakdown"] == (
        "Foul by Luis: touched no ball. 1 for Ana"
    )
    # the breakdown survives the match record
    again = Match.from_json(m.to_json())
    assert [r.breakdown("es") for r in again.sheet.rows] == [first.breakdown(), second.breakdown()]


def test_a_foul_that_fells_all_five_says_there_is_no_chapo():
    """Seco into the mingo, which fells all five: "El rey y cuatro laterales" came before the
    foul, and nothing said that the chapó a player saw was void."""
    m = match_at(pos((W / 2, 1.0), (0.3, 0.5), mingo=(W / 2, 1.2)))
    fin = down(pos((0.9, 1.7), (0.3, 0.5), mingo=(W / 2, 2.2)), *ALL, by="mingo")
    v = play(m, fin, hit(0.2, "1", "mingo"), *[pin_down(0.5, p, "mingo") for p in ALL], cue="seco")
    assert v.fouls[0].code == "seco_ball_before_cushion" and not v.chapo
    said = texts(v.announcements)
    assert said[0].startswith("Falta de Ana: ") and said[0].endswith("1 para Luis"), said
    assert said[1] == "Cayeron los cinco palos: no hay chapó, hay falta", said
    assert [a.text_en for a in v.announcements][1] == "All five pins fell: no chapó, a foul"


def test_000_1pt9_a_ball_the_shot_never_moved_is_not_moved_by_another_put_back():
    """Ball 2's place taken by ball 1, the mingo untouched beside it: ball 2, put near first,
    settled on the mingo's own place, and the mingo was moved 8.5 cm and said to have its place
    taken. The balls whose place is free go home first; ball 2 goes near, clear of both."""
    before = pos((0.4, 0.2), (0.4, 0.5), mingo=(0.482, 0.5))
    final = pos((0.39, 0.5), (0.6, 1.3), mingo=(0.482, 0.5))
    out = hand_shot(before, final, "bricole", angle=90)
    balls = out.respotted.position.balls
    assert balls["mingo"] == before.balls["mingo"]
    said = [a for a in out.verdict.announcements if a.key in ("balls_near", "balls_restored")]
    assert [(a.key, a.params["balls"]) for a in said] == [("balls_near", ["2"])]
    for other in ("1", "mingo"):
        assert math.dist(balls["2"], balls[other]) > 2 * T.ball_radius + NEAR_GAP


def test_a_ball_put_near_keeps_clear_of_the_spot_the_waiting_mingo_comes_home_to():
    """The mingo waiting by the foot cushion, ball 2 beside its own spot, ball 1 in hand stopping
    on ball 2's place: ball 2, put near, was then joined by the mingo coming home 1.9 mm from
    it — too close to judge, what the not-touching gap exists to prevent."""
    from chapo_game.rules.respot import respot

    home = T.spots["mingo_normal"]
    places = [(0.6398039773221514, 2.560518629451758)]  # the one a reviewer's search found
    places += [
        (
            home[0] + 0.085 * math.cos(2 * math.pi * k / 24),
            home[1] + 0.085 * math.sin(2 * math.pi * k / 24),
        )
        for k in range(24)
    ]
    for k, two in enumerate(places):
        before = pos((0.4, 0.2), two, mingo=T.spots["mingo_cushion"])
        final = pos(two, (0.3, 2.0), mingo=T.spots["mingo_cushion"])
        r = respot(
            T,
            before,
            final,
            shooter_ball="1",
            knocked=set(),
            restore=("2", "mingo"),
            mingo_waiting="mingo_cushion",
        )
        balls = r.position.balls
        for b in r.restored_near:
            for other in balls:
                if other != b and balls[other] is not None:
                    gap = math.dist(balls[b], balls[other]) - 2 * T.ball_radius
                    assert gap > NEAR_GAP, (k, b, other, gap)
