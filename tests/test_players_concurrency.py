"""The list of players changed by several windows at once, and the names it keeps: each change
is made under a lock to the list as it stands on disk (no window's partida erased by another's
write, no lock left behind by a killed one); one folding of names for the list and the saved
encuentros; no name kept that the list's reader would refuse."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from slow_window import slow_window

from chapo_game import file_lock, fileio, player_counts, player_list, players, record, saves
from chapo_game.rules.match import Match

ROOT = Path(__file__).resolve().parent.parent

#: One window's game counting partidas between Ana and Luis, one at a time, as the game does.
COUNTER = """
import sys
from chapo_game import player_counts, players
tag, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    def count(r):
        ana, luis = r.by_name("Ana"), r.by_name("Luis")
        seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
        return player_counts.count_partida(r, f"{tag}:{i}", seats, [], 0, target=30)
    assert players.update(count).failure is None
"""

#: A window that takes the list's lock and is killed while it holds it.
HOLDER = """
import sys, time
from chapo_game import file_lock, players
with file_lock.locked(players.lock_path()):
    print("held", flush=True)
    time.sleep(60)
"""


def python(code: str, *args: str, **kw) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", code, *args], env=env, **kw)


def ana_and_luis() -> None:
    roster = player_list.Roster()
    roster.add("Ana")
    roster.add("Luis")
    assert players.save(roster) is None


def test_two_windows_counting_partidas_into_one_list_keep_every_one():
    """Each counted 40 partidas at once: the list kept 52 of 81 when each wrote back what it
    had read."""
    ana_and_luis()
    runs = [python(COUNTER, tag, "40") for tag in ("A", "B")]
    assert [p.wait(timeout=120) for p in runs] == [0, 0]
    back = players.load()
    assert back.problem is None
    assert back.by_name("Ana")["partidas"] == [80, 0]
    assert back.by_name("Luis")["partidas"] == [0, 80]


def test_a_window_killed_while_it_held_the_list_leaves_no_lock_behind(monkeypatch, capfd):
    """A live holder is waited for, then the change is refused and said (a window stopped
    holding it froze this one ten seconds; made without the lock, the change could be
    written over by the holder's); killed, it leaves no lock behind."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.5)
    ana_and_luis()
    holder = python(HOLDER, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        started = time.monotonic()
        busy = players.update(lambda r: r.add("Eva"))
        assert 0.5 <= time.monotonic() - started < 2
    finally:
        holder.kill()  # SIGKILL: no clean-up of its own
        holder.wait(timeout=30)
        holder.stdout.close()
    assert busy.failure is not None and busy.failure.reason == file_lock.BUSY
    assert busy.roster.names() == ["Ana", "Luis"] == players.load().names()
    err = capfd.readouterr().err
    assert f"could not save players.json ({file_lock.BUSY}); the previous file is kept" in err
    assert "without its lock" not in err
    started = time.monotonic()
    added = players.update(lambda r: r.add("Pau"))
    assert added.failure is None and time.monotonic() - started < file_lock.LOCK_WAIT_S
    assert "without its lock" not in capfd.readouterr().err


def test_a_partida_whose_count_found_the_list_busy_is_counted_later_never_lost(monkeypatch):
    """A slow window held the list past the wait while counting its partida: this one's was
    written without the lock, then written over by the slow one's list — lost. Now it is
    refused, kept uncounted (as the game keeps it in the save) and counted at the next
    chance; each partida counted once."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.3)
    ana_and_luis()

    def mine(r: player_list.Roster) -> bool:
        ana, luis = r.by_name("Ana"), r.by_name("Luis")
        seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
        return player_counts.count_partida(r, "here:1", seats, [], 0, target=30)

    with slow_window("Ana", "Luis", "slow:1") as go:
        first = players.update(mine)
        assert go() == 0
    if first.failure is not None:  # the game keeps it uncounted and counts it again
        assert players.update(mine).failure is None
    back = players.load()
    assert sorted(back.counted) == ["here:1", "slow:1"]
    assert back.by_name("Ana")["partidas"] == [2, 0]
    assert back.by_name("Luis")["partidas"] == [0, 2]


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS])
def test_a_folder_that_takes_no_lock_still_takes_every_change(monkeypatch, capfd, code):
    """NFS without its lock daemon, an SMB or FUSE mount: flock fails there, and every change
    of the list was refused, the file itself writable."""
    import fcntl

    def no_lock(fd, op):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(fcntl, "flock", no_lock)
    ana_and_luis()
    assert players.update(lambda r: r.add("Eva")).failure is None
    assert players.load().names() == ["Ana", "Eva", "Luis"]
    assert "the folder takes no lock" in capfd.readouterr().err


def test_another_accounts_lock_file_is_taken_read_only(monkeypatch):
    """Made by another account under a 022 umask, the lock file is read-only here: opened for
    writing it refused every change ("could not save players.json (permission denied)"), the
    list itself writable; a read handle takes the lock as well."""
    ana_and_luis()
    lock = players.lock_path()
    real_open = os.open

    def as_another_account(path, flags, *mode):
        if os.fspath(path) == os.fspath(lock) and flags & os.O_RDWR:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, *mode)

    monkeypatch.setattr(os, "open", as_another_account)
    with file_lock.locked(lock) as held:
        assert held
    assert players.update(lambda r: r.add("Eva")).failure is None
    assert players.load().names() == ["Ana", "Eva", "Luis"]


def test_a_damaged_list_found_by_a_change_is_set_aside_as_at_start():
    """The change reads the file afresh: a damaged one is kept aside as the list's reader keeps
    it (the same line), never lost, and the change made to an empty list."""
    ana_and_luis()
    path = players.players_path()
    doc = json.loads(path.read_text("utf-8"))
    doc["payload"]["players"] = "Ana, Luis"  # the list as a whole: no player can be read
    text = json.dumps(doc)
    path.write_text(text, "utf-8")
    expected = players.load().problem  # what the start says of it
    assert expected is not None and not path.exists()
    path.write_text(text, "utf-8")
    updated = players.update(lambda r: r.add("Eva"))
    assert updated.roster.problem == expected
    assert updated.roster.moved_to is not None
    assert updated.roster.moved_to.read_text("utf-8") == text
    assert players.load().names() == ["Eva"]


def test_a_damaged_list_that_cannot_be_set_aside_is_not_written_over(monkeypatch):
    ana_and_luis()
    path = players.players_path()
    path.write_text("{not json", "utf-8")
    monkeypatch.setattr(record, "keep_aside", lambda p: None)  # a folder that refuses the move
    updated = players.update(lambda r: r.add("Eva"))
    assert updated.failure is not None and updated.failure.reason == players.DAMAGED_IN_PLACE
    assert path.read_text("utf-8") == "{not json"


def test_a_name_the_list_s_reader_refuses_is_neither_added_nor_given_in_a_rename():
    """ "Zoë" with a zero-width space was added, and the next start set the whole list aside."""
    roster = player_list.Roster()
    ana = roster.add("Ana")
    assert roster.add("Zoë\u200b") is None
    assert not roster.rename(ana["id"], "Zoë\u200b")
    assert roster.names() == ["Ana"]
    assert players.save(roster) is None
    back = players.load()
    assert back.problem is None and back.names() == ["Ana"]


def payload(names: list[str]) -> dict:
    return {"kind": "encuentro", "computers": {}, "match": Match(tuple(names)).to_json()}


def test_one_player_typed_two_ways_has_one_saved_encuentro():
    """ "Maria" typed is María on the list of players, and so is the NFD "José" José: each
    pair is one slot, found whichever way it is typed."""
    nfd = unicodedata.normalize("NFD", "José")
    for saved, typed in ((["María", "Luis"], ["maria", "LUIS"]), (["José", "Luis"], [nfd, "Luis"])):
        assert saves.slot_key(saved, {}) == saves.slot_key(typed, {})
        assert saves.slot_path(saved, {}) == saves.slot_path(typed, {})
        assert saves.save(payload(saved)) is None
        assert saves.save(payload(typed)) is None  # the same slot, written again
        (slot,) = saves.list_slots().slots
        assert saves.find(typed, {})[0].path == slot.path
        saves.delete(slot.path)
    # the ñ is kept apart, as the list keeps Peña and Pena
    assert saves.slot_key(["Peña", "Luis"], {}) != saves.slot_key(["Pena", "Luis"], {})


def test_a_save_named_by_the_old_key_is_still_found_and_moves_on_its_next_save():
    """Versions up to 0.2 hashed a key folding case alone into the file's name: the file of
    María and Luis is still found (typed either way) and its next save moves it."""
    old_key = "two:luis|maría"
    digest = hashlib.sha256(old_key.encode("utf-8")).hexdigest()[:8]
    old = saves.saves_dir() / f"two-luis-maria-{digest}.json"
    assert record.save(payload(["María", "Luis"]), old) is None
    assert old != saves.slot_path(["María", "Luis"], {})
    for typed in (["María", "Luis"], ["Maria", "Luis"]):
        assert saves.find(typed, {})[0].path == old
    slot = saves.find(["Maria", "Luis"], {})[0]
    assert saves.save(slot.payload, loaded_from=slot.path) is None
    (moved,) = saves.list_slots().slots
    assert moved.path == saves.slot_path(["María", "Luis"], {}) and not old.exists()


def test_a_list_this_user_may_not_read_is_said_so_not_called_damaged(monkeypatch):
    """Another account's players.json (mode 600): a change said "the damaged list could not be
    set aside", where the settings in the same case say the file cannot be read."""
    from chapo_game import jsonio

    ana_and_luis()
    path = players.players_path()
    real_open, real_read = open, jsonio.read_file

    def fake_open(p, *a, **k):
        if str(p) == str(path):
            raise PermissionError(13, "Permission denied", str(p))
        return real_open(p, *a, **k)

    def fake_read(p, *a, **k):
        if str(p) == str(path):
            raise PermissionError(13, "Permission denied", str(p))
        return real_read(p, *a, **k)

    monkeypatch.setattr(fileio, "open", fake_open, raising=False)
    monkeypatch.setattr(jsonio, "read_file", fake_read)
    monkeypatch.setattr(record, "keep_aside", lambda p: None)  # nor may it be moved
    updated = players.update(lambda r: r.add("Eva"))
    assert updated.failure is not None and updated.failure.reason == fileio.UNREADABLE
    assert json.loads(path.read_text("utf-8"))  # untouched


def _held_by_another_window() -> subprocess.Popen:
    holder = python(HOLDER, stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    return holder


def _let_go(holder: subprocess.Popen) -> None:
    holder.kill()
    holder.wait(timeout=30)
    holder.stdout.close()


def test_a_whole_list_saved_while_another_window_keeps_it_busy_is_refused(monkeypatch, capfd):
    """``players.save`` wrote the whole list without the lock when another window kept it past
    the wait — over the partida that window was counting. Now it is refused, as a change is."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.3)
    ana_and_luis()
    before = players.players_path().read_bytes()
    roster = players.load()
    roster.add("Eva")
    holder = _held_by_another_window()
    try:
        failure = players.save(roster)
    finally:
        _let_go(holder)
    assert failure is not None and failure.reason == file_lock.BUSY
    assert players.players_path().read_bytes() == before
    assert "without its lock" not in capfd.readouterr().err
    assert players.save(roster) is None
    assert players.load().names() == ["Ana", "Eva", "Luis"]


def test_a_list_to_mend_is_not_mended_while_another_window_keeps_it_busy(monkeypatch, capfd):
    """A list with one player its reader refuses is mended at once (set aside, the others
    written back) — under the lock; another window keeping it past the wait had it mended
    without the lock, the mended list written over that window's change. Now it is left as
    it is, the player left out of what is shown, and the next read mends it."""
    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.3)
    ana_and_luis()
    path = players.players_path()
    doc = json.loads(path.read_text("utf-8"))
    doc["payload"]["players"][0]["shots"] = -1  # Ana's record: out of range
    path.write_text(json.dumps(doc), "utf-8")
    before = path.read_bytes()
    holder = _held_by_another_window()
    try:
        shown = players.load()
    finally:
        _let_go(holder)
    assert shown.names() == ["Luis"] and shown.left_out == ("Ana",)
    assert shown.moved_to is None
    assert path.read_bytes() == before, "mended without the lock"
    assert not list(path.parent.glob("*.damaged-*"))
    err = capfd.readouterr().err
    assert "without its lock" not in err and file_lock.BUSY in err
    mended = players.load()
    assert mended.moved_to is not None and mended.left_out == ("Ana",)
    assert players.load().names() == ["Luis"] and players.load().problem is None
