"""Entry script of the standalone application (what PyInstaller freezes; see ``chapo.spec``).

It is the ``chapo`` command, with two things only a frozen program needs: worker processes of
the computer player start through ``freeze_support`` (Windows and macOS spawn them by running
this executable again), and a windowed build, which has no console, gets somewhere to write.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 -- lives as long as the program
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    from chapo_game.cli import entry

    entry()
