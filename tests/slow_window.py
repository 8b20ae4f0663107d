"""Another window, in its own process, that counts a partida slowly: it reads the players'
list under its lock, says "read", and waits for a line on its input before it writes the list
back — a bar PC or a share holding the list while this window's count comes (the tests of
what two windows counting at once keep)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import sys
from chapo_game import players
a, b, partida = sys.argv[1:]
def count(r):
    print("read", flush=True)
    sys.stdin.readline()
    seats = tuple(players.Seat(n, r.by_name(n)["id"]) for n in (a, b))
    return players.count_partida(r, partida, seats, [], 0)
sys.exit(0 if players.update(count).failure is None else 1)
"""


def slow_window(a: str, b: str, partida: str) -> subprocess.Popen:
    """The other window counting ``a``'s win over ``b`` as ``partida`` (an id), started; its
    first line on stdout is "read" once it holds the list, and "go" on its stdin lets it
    write."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", SCRIPT, a, b, partida],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
