"""A finished partida counted into the players' list off the frame loop, through the real
window: the window never waits for the list (a club's fullest froze it 1.5 s at every
partida's end), the records screen and a window closed right after still have the partida,
and a partida whose count found the list busy in another window is counted later, never lost
nor counted twice."""

from __future__ import annotations

import threading
import time

import pygame
from slow_window import slow_window
from ui_screens import ana_wins_the_partida, texts

from chapo_game import file_lock, player_list, players, saves
from chapo_game.rules.match import Phase
from chapo_game.ui.scenes.records import RecordsScene


def counting(g):
    """The game's count still running, if any."""
    return getattr(g, "counting", None)


def club() -> dict[str, str]:
    roster = player_list.Roster()
    ids = {n: roster.add(n)["id"] for n in ("Ana", "Eva", "Luis", "Pau")}
    assert players.save(roster) is None
    return ids


def slow_list(monkeypatch) -> list[str]:
    """The list's changes made slow (as a club's fullest list on a bar PC): the window has
    gone on before the count is done. The threads they ran on, by name."""
    real, threads = players.update, []

    def slow(*args, **kwargs):
        threads.append(threading.current_thread().name)
        time.sleep(0.3)
        return real(*args, **kwargs)

    monkeypatch.setattr(players, "update", slow)
    return threads


def test_the_partida_is_counted_off_the_frame_loop_and_the_window_goes_on(app, drive, monkeypatch):
    """The count read, changed and wrote the whole list on the frame loop: a club's list of
    200 players froze the window 1.5 s as each partida ended. Now it runs on a worker; the
    window draws on meanwhile, and the records have the partida once it is done."""
    ids = club()
    threads = slow_list(monkeypatch)
    g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]), counted=False)
    assert g.match.phase == Phase.PARTIDA_OVER
    frame = app.frame
    drive.until(lambda: counting(g) is None)
    assert app.frame > frame  # frames were drawn while it counted
    assert threads and threading.main_thread().name not in threads
    back = players.load()
    assert back.by_id(ids["Ana"])["partidas"] == [1, 0]
    assert back.by_id(ids["Luis"])["partidas"] == [0, 1]


def test_the_records_screen_opened_right_after_the_partida_shows_it(app, drive, monkeypatch):
    ids = club()
    slow_list(monkeypatch)
    g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]), counted=False)
    assert counting(g) is not None  # still counting
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    assert isinstance(rec, RecordsScene)
    drive.click(rec.button("player:Ana").rect.center)
    assert "Partidas: ganadas 1, perdidas 0" in texts(app)


def test_a_window_closed_right_after_its_last_partida_still_counts_it(app, drive, monkeypatch):
    """The window closed while the encuentro's last partida was being counted: it waits for
    the count, and the finished encuentro leaves its slot."""
    ids = club()
    slow_list(monkeypatch)
    g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]), partidas=1, counted=False)
    assert g.match.phase == Phase.ENCUENTRO_OVER and counting(g) is not None
    drive.post(pygame.event.Event(pygame.QUIT))
    assert not app.running
    back = players.load()
    assert back.by_id(ids["Ana"])["partidas"] == [1, 0]
    assert back.by_id(ids["Ana"])["encuentros"] == [1, 0]
    assert saves.list_slots().slots == []


def test_a_partida_ended_while_another_window_holds_the_list_is_counted_once_it_lets_go(
    app, drive, monkeypatch
):
    """Another window (a slow bar PC) held the list past the wait while counting Eva's
    partida: this window's count was written without the lock and then written over by the
    other's — Ana's partida lost. Now it waits its turn off the frame loop, the encuentro kept
    in its save as uncounted meanwhile, and both partidas are counted, each once."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.2)
    ids = club()
    busy: list[str] = []
    real = players.update

    def update(*args, **kwargs):
        done = real(*args, **kwargs)
        if done.failure is not None:
            busy.append(done.failure.reason)
        return done

    monkeypatch.setattr(players, "update", update)
    with slow_window("Eva", "Pau", "other:1") as go:  # it holds the list
        g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]), partidas=1, counted=False)
        assert g.match.phase == Phase.ENCUENTRO_OVER
        drive.until(lambda: file_lock.BUSY in busy)
        (slot,) = saves.list_slots().slots  # the finished encuentro kept, to be counted
        assert slot.payload["uncounted"] == [[1, 0]]
        assert go() == 0
    drive.until(lambda: counting(g) is None)
    back = players.load()
    assert sorted(back.counted) == sorted([f"{g.encuentro_id}:1", "other:1"])
    assert back.by_id(ids["Ana"])["partidas"] == [1, 0]
    assert back.by_id(ids["Eva"])["partidas"] == [1, 0]
    assert g.uncounted == () and saves.list_slots().slots == []


def rematch(g):
    return next(b for b in g.end_buttons if b.name == "rematch")


def test_a_rematch_while_the_list_is_busy_leaves_the_last_partida_to_its_own_encuentro(
    app, drive, monkeypatch
):
    """Revancha pressed while another window kept the list busy past the wait: the last
    encuentro's partida stayed "uncounted" in the new encuentro, whose first save wrote over
    the finished one's (one slot for the same two players) — it was then counted with the
    new encuentro's id and score sheet, and the encuentro Ana had won never was. Now the
    rematch waits its turn: it is refused while the partida is not counted, said why, and
    the finished encuentro stays saved to be counted; pressed again once the list is free,
    it counts it and starts."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.2)
    ids = club()
    with file_lock.locked(players.lock_path()):  # another window holds the list
        g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]), partidas=1, counted=False)
        assert g.match.phase == Phase.ENCUENTRO_OVER
        won = g.encuentro_id
        drive.until(lambda: app.top is g)  # the celebration over the end panel, run out
        drive.click(rematch(g).rect.center)
        assert g.match.phase == Phase.ENCUENTRO_OVER and g.encuentro_id == won
        app.step()
        said = " ".join(texts(app))  # the notice beside says why: the list was busy
        assert "La última partida aún no está en las marcas: no se pudieron guardar." in said
        assert "Pulse «Revancha» cuando se puedan guardar" in said
        (slot,) = saves.list_slots().slots
        assert slot.payload["encuentro_id"] == won and slot.payload["uncounted"] == [[1, 0]]
    drive.click(rematch(g).rect.center)
    assert g.match.phase != Phase.ENCUENTRO_OVER and g.uncounted == ()
    back = players.load()
    assert back.counted == [f"{won}:1"]
    assert back.by_id(ids["Ana"])["encuentros"] == [1, 0]
