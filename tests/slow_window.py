"""Another window, in its own process, that counts a partida slowly: it reads the players'
list under its lock, says "read", and waits for a line on its input before it writes the list
back — a bar PC or a share holding the list while this window's count comes (the tests of
what two windows counting at once keep)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import sys
from chapo_game import player_counts, players
a, b, partida = sys.argv[1:]
def count(r):
    print("read", flush=True)
    sys.stdin.readline()
    seats = tuple(player_counts.Seat(n, r.by_name(n)["id"]) for n in (a, b))
    return player_counts.count_partida(r, partida, seats, [], 0, target=30)
sys.exit(0 if players.update(count).failure is None else 1)
"""


@contextlib.contextmanager
def slow_window(a: str, b: str, partida: str) -> Iterator[Callable[[], int]]:
    """The other window counting ``a``'s win over ``b`` as ``partida`` (an id), holding the
    list once the block starts; the block's ``go()`` lets it write and returns its exit status
    (0: counted). Stopped, whatever happens, when the block ends."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, a, b, partida],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )

    def go() -> int:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.close()
        return proc.wait(timeout=60)

    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "read"
        yield go
    finally:
        proc.kill()
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
