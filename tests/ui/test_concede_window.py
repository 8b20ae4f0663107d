"""A player who must leave concedes the encuentro from the pause (carom 001 art. 4.3, RULES.md
reading 22): Pausa → Abandonar el encuentro → who leaves → what follows → the end of the
encuentro said as an abandono, the records counting it, the save gone."""

from __future__ import annotations

import csv
import io

import pygame
import pytest
from ui_screens import T, match_json, texts

from chapo_game import i18n, player_list, players, saves
from chapo_game.position import Position
from chapo_game.rules.match import Match, Phase
from chapo_game.ui.scenes.celebrate import CelebrationScene
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.scenes.records import RecordsScene
from chapo_game.ui.scenes.sheet import PLAYER_COLOURS, ScoreSheetScene


def in_play(app, ids=None, computers=None) -> GameScene:
    """Ana 12 – Luis 3 in the first partida of three, Ana to play, over the menu; saved."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    m = match_json(
        players=["Ana", "Luis"],
        phase="play",
        position=pos.to_json(),
        scores=[12, 3],
        settings={**Match().settings.to_json(), "partidas": 3},
    )
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m, player_ids=ids, computers=computers or {})
    app.push(g)
    app.step()
    g.save()
    assert len(saves.list_slots().slots) == 1
    return g


def to_pause(app, drive) -> PauseScene:
    drive.key(pygame.K_ESCAPE)
    app.step()
    assert isinstance(app.top, PauseScene)
    return app.top


def test_two_players_luis_leaves_and_ana_wins_by_abandono(app, drive):
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    g = in_play(app, ids=[ana["id"], luis["id"]])
    pause = to_pause(app, drive)
    assert "Abandonar el encuentro" in texts(app)
    drive.click(pause.button("concede").rect.center)
    who = app.top
    assert isinstance(who, ConfirmScene)
    app.step()
    shown = texts(app)
    assert "¿Quién abandona el encuentro?" in " ".join(shown)
    assert {"Ana", "Luis", "Volver"} <= set(shown)  # either may be the one leaving
    drive.click(who.button("leaves_1").rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene) and ask is not who
    app.step()
    said = " ".join(texts(app))
    assert "Luis pierde el encuentro; se cuenta en las marcas" in said
    assert g.match.phase == Phase.PLAY  # nothing changed before the answer
    drive.click(ask.button("concede").rect.center)
    # the encuentro's end celebrated, its line saying the abandono
    assert isinstance(app.top, CelebrationScene)
    app.step()
    assert "Ana gana el encuentro!" in " ".join(texts(app)).replace("¡", "")
    assert "Partidas 1 – 0 · abandono: Luis se fue" in texts(app)
    drive.until(lambda: g.counting is None)
    drive.key(pygame.K_SPACE)  # the confetti ended early
    assert app.top is g
    app.step()
    assert g.end_texts()["title"] == "Ana gana el encuentro por abandono de Luis"
    assert g.end_texts()["title"] in texts(app)
    assert saves.list_slots().slots == []  # over: nothing to resume
    back = players.load()
    a, b = back.by_id(ana["id"]), back.by_id(luis["id"])
    assert (a["encuentros"], a["conceded"], a["partidas"]) == ([1, 0], [1, 0], [1, 0])
    assert (b["encuentros"], b["conceded"], b["partidas"]) == ([0, 1], [0, 1], [0, 1])
    assert a["best"] is None  # a partida Luis left is not Ana's best
    # the score sheet ends with it
    drive.click(next(x for x in g.end_buttons if x.name == "sheet").rect.center)
    assert isinstance(app.top, ScoreSheetScene)
    app.step()
    shown = " ".join(texts(app))
    assert "abandono" in shown and "Abandono: Luis deja el encuentro y lo pierde" in shown
    drive.click(app.top.row_rects[-1][1].center)  # its row has no shot to watch: said
    app.step()
    assert "Luis abandonó el encuentro: no se jugó ningún tiro." in " ".join(texts(app))
    drive.key(pygame.K_ESCAPE)
    # the records screen says it beside the encuentros
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    assert isinstance(app.top, RecordsScene)
    drive.click(app.top.button("player:Luis").rect.center)
    line = "Encuentros: ganados 0, perdidos 1 (por abandono: ganados 0, perdidos 1)"
    assert line in texts(app)
    # and his head to head against Ana: «encuentros 0–1» read as lost at the table
    assert "Ana: encuentros 0–1 (por abandono: 0–1), partidas 0–1" in texts(app)
    drive.click(app.top.button("export").rect.center)  # Exportar CSV, as the secretary reads it
    (path,) = (players.config_dir() / "exports").glob("records-*.csv")
    rows = list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig")), delimiter=";"))
    by = {
        (r["player"], r["opponent"]): (
            r["encuentros_won_by_concession"],
            r["encuentros_lost_by_concession"],
        )
        for r in rows
    }
    assert by[("Luis", "")] == by[("Luis", "Ana")] == ("0", "1")
    assert by[("Ana", "")] == by[("Ana", "Luis")] == ("1", "0")


def test_against_the_computer_only_the_person_leaves(app, drive):
    g = in_play(app, computers={1: 1})  # Luis is the computer
    pause = to_pause(app, drive)
    drive.click(pause.button("concede").rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene)  # not asked who: the person
    app.step()
    assert "Ana pierde el encuentro; se cuenta en las marcas" in " ".join(texts(app))
    drive.click(ask.button("concede").rect.center)
    assert g.match.winner == 1 and g.match.conceded_by == 0
    drive.until(lambda: g.counting is None)  # the save stays until the records take it
    assert saves.list_slots().slots == []


def test_back_and_esc_change_nothing_and_an_encuentro_over_has_nothing_to_concede(app, drive):
    g = in_play(app)
    snap = g.match.to_json()
    pause = to_pause(app, drive)
    drive.click(pause.button("concede").rect.center)
    drive.click(app.top.button("back").rect.center)  # not "who"
    assert app.top is pause
    drive.click(pause.button("concede").rect.center)
    drive.click(app.top.button("leaves_0").rect.center)
    drive.key(pygame.K_ESCAPE)  # not "concede"
    assert app.top is pause and g.match.to_json() == snap
    assert len(saves.list_slots().slots) == 1
    drive.key(pygame.K_ESCAPE)
    g.match.concede(0)
    to_pause(app, drive)
    assert all(b.name != "concede" for b in app.top.buttons)  # it is over


def test_the_demo_and_practice_have_nothing_to_concede(app, drive):
    app.reset_to(DemoScene(app))
    app.step()
    demo = app.top
    app.push(PauseScene(app, demo.match.settings, demo.match, host=demo))
    assert all(b.name != "concede" for b in app.top.buttons)
    app.reset_to(MenuScene(app))
    app.push(PauseScene(app))  # practice's pause: no encuentro
    assert all(b.name != "concede" for b in app.top.buttons)


@pytest.mark.parametrize("at", ["lag", "play"])
def test_an_abandono_the_records_cannot_take_stays_saved_to_count(app, drive, monkeypatch, at):
    """Conceded at the lag (no partida played) while the list of players could not be written
    (a full disk, a read-only folder, another window holding it): the save was deleted at once
    and nothing was left to count it from — the abandono never reached the records. The save
    now stays, listed as finished and not yet counted; counted from the list, once, it goes.
    Conceded in play the save stayed, but was refused when read (the winner short of the
    partidas to win): listed as damaged, never counted."""
    from chapo_game.ui.scenes.resume import ResumeScene

    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    if at == "lag":
        g = at_the_lag(app, [ana["id"], luis["id"]])
        g.save()
    else:
        g = in_play(app, ids=[ana["id"], luis["id"]])
    from test_saves_and_records import players_list_full

    with monkeypatch.context() as mp:
        players_list_full(mp)
        pause = to_pause(app, drive)
        drive.click(pause.button("concede").rect.center)
        drive.click(app.top.button("leaves_1").rect.center)
        drive.click(app.top.button("concede").rect.center)
        drive.until(lambda: g.counting is None)
        drive.key(pygame.K_SPACE)  # the confetti ended early
        # Rematch said "La última partida… otra ventana las está usando: … dentro de un
        # momento" — at the lag no partida, and a full disk a moment does not empty
        drive.click(next(x for x in g.end_buttons if x.name == "rematch").rect.center)
        app.step()
        refused = " ".join(texts(app))
        assert g.match.conceded_by == 1  # not left for a rematch
        assert "El abandono aún no está en las marcas: no se pudieron guardar." in refused
        assert (
            "el encuentro queda en «Continuar un encuentro guardado», donde «Contar» lo cuenta"
            in refused
        )
        assert "otra ventana" not in refused
    assert players.load().by_id(ana["id"])["encuentros"] == [0, 0]  # not taken yet
    (slot,) = saves.list_slots().slots  # kept, to be counted
    assert slot.finished
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("resume").rect.center)
    assert isinstance(app.top, ResumeScene)
    app.step()
    line = next(t for t in texts(app) if "sin contar en las marcas" in t)
    if at == "lag":  # "ganó Ana 0–0": read as an encuentro played to nil
        assert line.startswith("Terminado: ganó Ana por abandono · sin contar en las marcas")
    drive.click(app.top.button("resume0").rect.center)
    resumed = app.top
    assert isinstance(resumed, GameScene)
    drive.until(lambda: resumed.counting is None)
    back = players.load()
    a, b = back.by_id(ana["id"]), back.by_id(luis["id"])
    partidas = 1 if at == "play" else 0  # the partida in play is Ana's
    assert (a["encuentros"], a["conceded"], a["partidas"]) == ([1, 0], [1, 0], [partidas, 0])
    assert (b["encuentros"], b["conceded"], b["partidas"]) == ([0, 1], [0, 1], [0, partidas])
    assert saves.list_slots().slots == []  # counted: the slot goes


def test_rematch_refused_with_nothing_saved_offers_no_resume(app, drive, monkeypatch):
    """Neither the records nor the encuentro could be written (a full disk): the refusal does
    not send the player to a saved encuentro that is not there."""
    g = at_the_lag(app)
    from test_saves_and_records import players_list_full

    with monkeypatch.context() as mp:
        players_list_full(mp)
        mp.setattr(g, "save", lambda **kw: setattr(g, "save_failed", True))
        drive.click(to_pause(app, drive).button("concede").rect.center)
        drive.click(app.top.button("leaves_1").rect.center)
        drive.click(app.top.button("concede").rect.center)
        drive.until(lambda: g.counting is None)
        drive.key(pygame.K_SPACE)
        drive.click(next(x for x in g.end_buttons if x.name == "rematch").rect.center)
        app.step()
    said = " ".join(texts(app))
    assert "El abandono aún no está en las marcas: no se pudieron guardar." in said
    assert "Pulse «Revancha» cuando se puedan guardar." in said and "Continuar" not in said


def at_the_lag(app, ids=None, head_start=(0, 0)) -> GameScene:
    """Ana and Luis at the lag of a new encuentro, over the menu: nothing played yet."""
    fresh = Match().to_json()
    settings = {**fresh["settings"], "head_start": list(head_start)}
    m = Match.from_json({**fresh, "players": ["Ana", "Luis"], "settings": settings})
    assert m.phase == Phase.LAG
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m, player_ids=ids)
    app.push(g)
    app.step()
    return g


@pytest.mark.parametrize("language", ["es", "en"])
def test_conceded_at_the_lag_is_said_so_not_as_nil_nil(app, drive, language):
    """Conceded before any stroke, the celebration said "Partidas 0 – 0", the end panel
    "Ana 0 – 0 Luis" and "Partidas: Ana 0 – 0 Luis", the call "gana el encuentro (0–0)" and
    the rematch's lag "ganó el anterior 0–0": a partida played to nil, which it was not. Its
    score sheet's CSV wrote it as partida 1, shot 1, ball 2, after Luis's head start of a
    partida never begun: a shot that never was."""
    g = at_the_lag(app, head_start=(0, 10))
    i18n.set_language(language)
    try:
        drive.click(to_pause(app, drive).button("concede").rect.center)
        drive.click(app.top.button("leaves_1").rect.center)
        drive.click(app.top.button("concede").rect.center)
        app.step()
        shown = [texts(app)]
        drive.until(lambda: g.counting is None)
        drive.key(pygame.K_SPACE)
        app.step()
        shown.append(texts(app))
        sheet = written_sheet(app, drive, g)
        drive.click(next(x for x in g.end_buttons if x.name == "rematch").rect.center)
        app.step()
        shown.append(texts(app))
    finally:
        i18n.set_language("es")
    # the score sheet's one row: the abandono, no shot numbered ("1") and no ball given
    window, rows, charted = sheet
    assert "1" not in window and len(rows) == 1  # no head start given: no partida began
    # ... nor said above the window's row ("Luis empieza con 10 tantos de ventaja"), and no
    # chart (no target "30", no line) draws Luis falling from that 10 to the abandono's 0
    assert not any("10" in t for t in window)
    assert "30" not in window and charted == 0
    got = [(r["partida"], r["shot"], r["ball"], r["phase"], r["name"]) for r in rows]
    assert got == [("1", "0", "", "conceded", "Luis")]
    said = [" ".join(t) for t in shown]
    assert not any("0 – 0" in s or "0–0" in s for s in said)
    words = {
        "es": (
            "Abandono antes de empezar: Luis se fue",
            "Ana gana el encuentro: se abandonó antes de empezar",
            "Luis se fue antes de empezar",
            "No se jugó ninguna partida",
            "Ana ganó el anterior por abandono, antes de empezar",
        ),
        "en": (
            "Conceded before it began: Luis left",
            "Ana wins the encuentro: it was conceded before it began",
            "Luis left before it began",
            "No partida was played",
            "Ana won the last one by concession, before it began",
        ),
    }[language]
    celebration, end, rematch = said
    assert words[0] in celebration
    assert all(w in end for w in words[1:4])
    assert words[4] in rematch


def written_sheet(app, drive, g: GameScene) -> tuple[list[str], list[dict[str, str]], int]:
    """From the end panel, the score sheet's texts, its CSV (its button), read back, and the
    pixels in either player's colour beside its rows, where the chart is."""
    drive.click(next(x for x in g.end_buttons if x.name == "sheet").rect.center)
    app.step()
    window = texts(app)
    beside = app.top.box.clip(app.top.rows_rect.right, 0, app.size[0], app.size[1])
    shown = app.screen.subsurface(beside)
    exact = (1, 1, 1, 255)  # (each channel differing by less than 1)
    charted = sum(pygame.mask.from_threshold(shown, c, exact).count() for c in PLAYER_COLOURS)
    drive.click(app.top.button("csv").rect.center)
    (path,) = (players.config_dir() / "sheets").glob("sheet-*.csv")
    text = path.read_text("utf-8-sig")
    drive.key(pygame.K_ESCAPE)
    app.step()
    rows = list(csv.DictReader(io.StringIO(text), delimiter=text[len("partida")]))
    return window, rows, charted


def test_conceded_at_the_lag_no_save_is_said_to_go(app, drive):
    """At the lag nothing is on disk yet: the pause says nothing is saved, and the question
    said all the same "y deja de estar guardado"; once a stroke is saved, it says so."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(), computers={})
    app.push(g)
    app.step()
    assert g.match.phase == Phase.LAG and saves.list_slots().slots == []
    pause = to_pause(app, drive)
    assert "Encuentro guardado" not in " ".join(texts(app))
    drive.click(pause.button("concede").rect.center)
    drive.click(app.top.button("leaves_1").rect.center)
    app.step()
    said = " ".join(texts(app))
    assert "Jugador 2 pierde el encuentro; se cuenta en las marcas. El encuentro termina." in said
    assert "guardado" not in said
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)
    g = in_play(app)  # saved: the question says the save goes
    pause = to_pause(app, drive)
    assert "Encuentro guardado" in " ".join(texts(app))
    drive.click(pause.button("concede").rect.center)
    drive.click(app.top.button("leaves_1").rect.center)
    app.step()
    assert "El encuentro termina y deja de estar guardado." in " ".join(texts(app))


def confetti_drawn(app, c: CelebrationScene) -> bool:
    """Whether any of the celebration's confetti colours lies on the frame, outside its
    banner (the table under it has none of them)."""
    from chapo_game.ui.scenes.celebrate import COLOURS

    palette = {tuple(rgb) for rgb in COLOURS[c.moment.kind]}
    surf, banner = app.screen, c.banner_rect()
    w, h = surf.get_size()
    return any(
        tuple(surf.get_at((x, y)))[:3] in palette and not banner.collidepoint(x, y)
        for x in range(0, w, 3)
        for y in range(0, h, 3)
    )


@pytest.mark.parametrize("computer_wins", [True, False])
def test_the_computers_win_over_the_one_person_is_told_without_fanfare_or_confetti(
    app, drive, computer_wins
):
    """ "¡El ordenador gana el encuentro!" came with the fanfare and the confetti of a win, to
    the one person at the window, who had lost (here: left). The banner says it alone now;
    the person's own win over the computer is celebrated as before."""
    from chapo_game.ui.scenes.conceding import concede

    g = in_play(app, computers={1: 2})  # Luis is the computer
    leaver = 0 if computer_wins else 1  # the person leaves, or (as a test) the computer
    app.sound.played.clear()
    app.fast_forward = 1  # the celebration's own frames (the fixture hurries it)
    concede(app, g, leaver)
    c = app.top
    assert isinstance(c, CelebrationScene) and c.moment.kind == "encuentro"
    drive.steps(40)  # the confetti well down the window
    winner = "Luis" if computer_wins else "Ana"
    assert f"¡{winner} gana el encuentro!" in texts(app)
    played = [n for n, _v in app.sound.played]
    assert ("encuentro" in played) is not computer_wins, played
    assert confetti_drawn(app, c) is not computer_wins


def test_only_the_computers_moments_over_one_person_are_quiet():
    """Two persons, the club's demo (the computer on both seats) and a person's own win are
    celebrated as ever; the computer's chapó, partida or encuentro over one person is not."""
    from chapo_game.ui.scenes.celebrate import Moment

    for kind in ("chapo", "partida", "encuentro"):
        assert Moment(kind, "t", "l", seat=1).quiet({1: 2})
        assert not Moment(kind, "t", "l", seat=0).quiet({1: 2})
        assert not Moment(kind, "t", "l", seat=1).quiet({})
        assert not Moment(kind, "t", "l", seat=1).quiet({0: 1, 1: 3})
