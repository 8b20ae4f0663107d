"""The computer's turn as the person across the table lives it: what he does while it plays
stays with its turn, never reaching into his own next shot."""

from __future__ import annotations

import pygame
import pytest
from test_watching import button_picture, frames_a_step
from ui_screens import T, open_game

from chapo_game.position import Position
from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES
from chapo_game.ui.scenes.watching import FAST


def drawn(app) -> list[str]:
    """The texts drawn at the last frame, on every screen's layer."""
    return [d.text for d in app.fonts.drawn if d.kind == "text"]


F_KEY = {"key": pygame.K_f, "mod": 0, "unicode": "f", "scancode": 0}


def test_f_tapped_while_the_computer_chooses_the_reys_spot_leaves_the_next_shot_alone(
    app, drive, rey_to_choose
):
    """F tapped while the computer's calls were read, before it chose the rey's spot, latched
    fast-forward for "the rest of the shot" — but the computer played none: the person's own
    next shot then ran at ×4 from its first frame, the button lit, unasked. Now the latch goes
    with the computer's turn; his own shot runs at its speed, the button unlit."""
    m = rey_to_choose()  # the computer's seat (Ana's) to choose, then Luis's turn
    g = open_game(app, m, computers={0: 2})
    app.fast_forward = 1
    assert m.pending_rey_choice and g.hurries()  # its calls read, before it chooses
    drive.post(
        pygame.event.Event(pygame.KEYDOWN, **F_KEY), pygame.event.Event(pygame.KEYUP, **F_KEY)
    )
    drive.until(lambda: not g.match.pending_rey_choice, limit=5000)
    drive.until(g.human_to_act)
    drive.move((5, 5))
    drive.key(pygame.K_SPACE)  # Luis strikes, at the power offered
    assert g.animating
    drive.steps(1)
    unlit = button_picture(app, g)
    assert frames_a_step(app, g) == 1
    drive.post(
        pygame.event.Event(pygame.KEYDOWN, **F_KEY), pygame.event.Event(pygame.KEYUP, **F_KEY)
    )
    assert frames_a_step(app, g) == FAST and button_picture(app, g) != unlit  # his own tap


@pytest.mark.parametrize("when", ["thinking", "lining up"])
def test_conceded_during_the_computers_turn_it_plays_no_more(app, drive, play_match, when):
    """Pausa → Abandonar el encuentro while the computer lined up its shot: it struck all
    the same, its balls rolled over the end's panel and, when they stopped, the bar said in
    red "La partida ha terminado: ya no se juega más en ella." where the abandono had been
    said. Conceded while it thought, "El ordenador está pensando…" stood over the end. Now
    its turn goes with the encuentro: the end says the abandono, nothing rolls. (Its search
    begins the frame after the one that judged the last shot: started with it, it took the
    interpreter from that frame's drawing: a shot's end took up to 41-69 ms.)"""
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (0.3, 1.8)}).with_ball("mingo", (0.6, 1.2))
    g = open_game(app, play_match(pos, to_move=1), computers={1: 2})  # Luis: the computer
    app.fast_forward = 1
    if when == "lining up":
        drive.until(lambda: g.lining_up is not None, limit=20000)
    else:  # its search starts a frame after its turn came: not in the frame that drew it all
        assert g.thinking is not None and not g.thinking.begun
        drive.steps(1)
        assert g.thinking.begun and not g.thinking.ready
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("concede").rect.center)
    drive.click(app.top.button("concede").rect.center)  # "Ana pierde el encuentro…": yes
    assert g.match.conceded_by == 0
    assert "pensando…" not in drawn(app)  # under the confetti
    drive.until(lambda: app.top is g, limit=2000)  # the confetti over
    drive.steps(LINE_UP_FRAMES + 2)
    assert not g.animating
    shown = " ".join(drawn(app))
    assert "pensando" not in shown and "ya no se juega" not in shown, shown
    assert "Abandono: Ana deja el encuentro y lo pierde" in shown


@pytest.mark.parametrize("computer", [False, True])
def test_the_lags_question_is_put_once_to_a_person_and_never_to_the_computer(app, drive, computer):
    """The bar said "Jugador 2 gana el derecho de salida: ¿sale o cede?" to the computer, as if
    the person were to answer it; to a person it asked beside the lag's own panel, which asks
    "Jugador 1: ¿sale o cede?". The bar now tells who won the lag; the panel alone asks. The
    computer's seat (named "Ordenador" by the menu) is said with its article, as the top bar
    says it: the bar read "Ordenador ganó el derecho de salida"."""
    from chapo_game.shot import Shot
    from chapo_game.ui.scenes.game import GameScene
    from chapo_game.ui.scenes.menu import MenuScene

    app.reset_to(MenuScene(app))
    g = GameScene(
        app,
        names=["Jugador 1", "Ordenador" if computer else "Jugador 2"],
        computers={1: 2} if computer else {},
    )
    app.push(g)
    g.strike(Shot.make("1", 90.0, 0.6 if computer else 1.6))  # short, or a fair lag

    def lag_over() -> bool:
        if not computer and not g.animating and g.acting_player() == 1:
            g.strike(Shot.make("2", 90.0, 1.2))  # the person's second lag: the longer
        return g.match.phase.value != "lag" and not g.animating

    drive.until(lag_over, limit=40000)
    app.fast_forward = 1
    assert g.match.phase.value == "lag_choice" and g.human_to_act() is not computer
    drive.steps(1)
    said = drawn(app)
    assert ("El ordenador" if computer else "Jugador 1") + " ganó el derecho de salida" in said
    assert "Ordenador ganó el derecho de salida" not in said, said
    asked = [t for t in said if "¿sale o cede?" in t]
    assert asked == ([] if computer else ["Jugador 1: ¿sale o cede?"]), said
